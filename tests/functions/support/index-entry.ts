// What the index tests share: a valid CV as stored (the rules' fixture with real timestamps), and waiting for the
// player's index entry as the triggers write it.
import { validPlayer } from '../../rules/fixtures';
import { read, type Fields } from './firestore-rest';
import { waitFor } from './wait-for';

/** How long a trigger may take on a busy two-core machine (it takes about a second when idle). */
export const TRIGGER_TIMEOUT_MS = 30_000;

export type Entry = Record<string, any>;

/** Waits for `what` (see waitFor) up to TRIGGER_TIMEOUT_MS. */
export const waitForTrigger = <T>(what: string, probe: () => Promise<T | undefined>) =>
  waitFor(what, probe, TRIGGER_TIMEOUT_MS);

/** Waits until playerIndex/{id} satisfies `ok` (or, with `gone`, until there is no entry). */
export const whenEntry = (id: string, ok: (e: Entry) => boolean, gone = false) =>
  waitForTrigger(`playerIndex/${id}${gone ? ' to be gone' : ''}`, async () => {
    const e = await read(`playerIndex/${id}`);
    if (gone) return e ? undefined : ({} as Entry);
    return e && ok(e) ? e : undefined;
  });

/** A valid CV (tests/rules/fixtures.ts) with real timestamps instead of the SDK's serverTimestamp(). */
export function storedCv(overrides: Fields = {}): Fields {
  const now = new Date();
  return { ...(validPlayer() as Fields), createdAt: now, updatedAt: now, ...overrides };
}
