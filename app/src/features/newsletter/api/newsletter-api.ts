// The newsletter's data call: newsletterSubscriptions/{email}, one document per normalised address (the core's
// validateNewsletter gives the address, and the core builds its path). The footer is on every page, so the
// Firestore wrappers are imported only on submit: no page loads the Firestore SDK for the footer.
import type { NewsletterSource } from '../../../shared/core/forms';
import { newsletterSubscriptionPath } from '../../../shared/core/startup';
import { errorCode, withTimeout } from '../../../shared/firebase/write-helpers';

const SOURCE: NewsletterSource = 'footer';

/** Firestore queues writes while offline and waits; past this, the subscriber hears about it. */
export const SUBSCRIBE_TIMEOUT_MS = 20_000;

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/**
 * Creates the subscription of `email` (already normalised by the core). The rules allow a create only: when the
 * document exists, the write is an update and is denied. The data is the core's validated address with fixed keys,
 * so a `permission-denied` here means the address is already subscribed; anything else is a real failure and is
 * rethrown (the forms module's `newsletterSubscribeErrorMessage` words it).
 */
export async function subscribe(email: string): Promise<SubscribeResult> {
  const path = newsletterSubscriptionPath(email);
  // The core's validator never passes an address that is not a document id; refuse rather than write elsewhere.
  if (!path) throw new Error('The address cannot name a subscription.');
  // The forms module is loaded already: it validated the address before this call.
  const [{ serverTime, setDocument }, { isPermissionDenied }] = await Promise.all([
    import('../../../shared/firebase/documents'),
    import('../../../shared/core/forms'),
  ]);
  try {
    await withTimeout(setDocument(path, { email, createdAt: serverTime(), source: SOURCE }), SUBSCRIBE_TIMEOUT_MS);
    return 'subscribed';
  } catch (error) {
    if (isPermissionDenied(errorCode(error))) return 'already-subscribed';
    throw error;
  }
}
