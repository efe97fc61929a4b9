// The contact feature's data call: the `sendContactMessage` function (functions/src/forms.js) checks the message
// again with the core (the same validation and sanitizing as the form's), counts it against the rate limits (per
// client and per sender address) and stores it in contactMessages/{autoId}; clients cannot write that collection
// (firestore.rules). A signed-in sender's uid reaches the function with the call's ID token. The Functions SDK is
// loaded on submit, so reading the contact page downloads none of it.
import type { ContactMessage } from '../../../shared/core/forms';

/** How long a send may take before we tell the sender (the call then rejects with `deadline-exceeded`). */
export const SEND_TIMEOUT_MS = 20_000;

/** Sends a validated message; rejects with the function's error code (`functions/resource-exhausted`, …). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const { callFunction } = await import('../../../shared/firebase/functions');
  await callFunction<ContactMessage, { status: string }>('sendContactMessage', message, SEND_TIMEOUT_MS);
}
