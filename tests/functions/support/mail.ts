// The e-mail queue's retention, as the functions stamp it (functions/src/mail.js): every queued mail carries an
// `expiresAt` 30 days after it was queued (crates/core-domain newsletter_confirm MAIL_KEPT_MS), which the
// time-to-live policy on `mail` deletes then.
import { expect } from 'vitest';

export const MAIL_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Expects a `mail/{id}` document read back to expire 30 days after a time between `queuedFrom` and `queuedTo`. */
export function expectKept30Days(mail: { expiresAt?: unknown }, queuedFrom: number, queuedTo = Date.now()): void {
  expect(mail.expiresAt).toBeInstanceOf(Date);
  const expires = (mail.expiresAt as Date).getTime();
  expect(expires).toBeGreaterThanOrEqual(queuedFrom + MAIL_KEPT_MS);
  expect(expires).toBeLessThanOrEqual(queuedTo + MAIL_KEPT_MS);
}
