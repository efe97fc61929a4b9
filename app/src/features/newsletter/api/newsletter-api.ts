// The newsletter's data calls: the double opt-in. The form asks the `subscribeNewsletter` function to
// e-mail a confirmation link; the link's page (/newsletter/confirm) hands the token to `confirmNewsletter`. Clients
// cannot write subscriptions themselves (firestore.rules). The footer is on every page, so the Functions SDK is
// imported only on submit.
import type { NewsletterSource } from '../../../shared/core/forms';

const SOURCE: NewsletterSource = 'footer';

/** How long a call may take before the visitor hears about it. */
export const SUBSCRIBE_TIMEOUT_MS = 20_000;

/** What confirming a link can end in: the function says `invalid-link` for unknown, used and expired tokens alike. */
export type ConfirmResult = 'confirmed' | 'invalid-link';

const call = async <Request, Result>(name: string, data: Request): Promise<Result> => {
  const { callFunction } = await import('../../../shared/firebase/functions');
  return callFunction<Request, Result>(name, data, SUBSCRIBE_TIMEOUT_MS);
};

/**
 * Asks for a confirmation e-mail to `email` (already normalised by the core; the function checks it again). The
 * answer is the same whether the address is new, waiting for its confirmation or subscribed already, so it resolves
 * with nothing; a refusal (too many sign-ups, the network) rejects with the function's error code.
 */
export async function subscribe(email: string): Promise<void> {
  await call<{ email: string; source: NewsletterSource }, { status: string }>('subscribeNewsletter', { email, source: SOURCE });
}

/** Confirms the subscription a link's token stands for. */
export async function confirmSubscription(token: string): Promise<ConfirmResult> {
  const { status } = await call<{ token: string }, { status: string }>('confirmNewsletter', { token });
  return status === 'confirmed' ? 'confirmed' : 'invalid-link';
}
