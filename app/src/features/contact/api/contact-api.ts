// The contact feature's data call: the `sendContactMessage` function (functions/src/forms.js) checks the message
// again with the core (the same validation and sanitizing as the form's), counts it against the rate limits (per
// client and per sender address) and stores it in contactMessages/{autoId}; clients cannot write that collection
// (firestore.rules). A signed-in sender's uid reaches the function with the call's ID token. The Functions SDK is
// loaded on submit, so reading the contact page downloads none of it.
import type { ContactMessage } from '../../../shared/core/forms';

/** How long a send may take before we tell the sender (the call then rejects with `deadline-exceeded`). */
export const SEND_TIMEOUT_MS = 20_000;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new message's id: 20 random letters and digits (the shape the core's `contact_message_id` accepts). The form makes
 * one per message and sends it again with every retry: the function stores `contactMessages/{id}` once and answers a
 * retry of a stored id as sent, so a send whose answer was lost can be repeated without a duplicate.
 */
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 62 letters: the modulo's bias is irrelevant for an id that only has to be unique.
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * Sends a validated message under the browser's `id`; rejects with the function's error code
 * (`functions/resource-exhausted`, …).
 */
export async function sendContactMessage(message: ContactMessage, id: string): Promise<void> {
  const { callFunction } = await import('../../../shared/firebase/functions');
  await callFunction<ContactMessage & { id: string }, { status: string }>(
    'sendContactMessage',
    { ...message, id },
    SEND_TIMEOUT_MS,
  );
}
