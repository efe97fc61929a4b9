// The contact feature's data call: one new contactMessages/{messageId} document per message, its id made here. Firestore is loaded on
// submit (the wrappers are imported dynamically), so reading the contact page never downloads the Firestore SDK.
import type { ContactMessage } from '../../../shared/core/forms';
import { collections } from '../../../shared/core/generated/collections';
import { withTimeout } from '../../../shared/firebase/write-helpers';

/**
 * How long a send may take before we tell the sender: a request on a stalled connection neither answers nor fails,
 * and without a limit it would look like an endless "Sending…".
 */
export const SEND_TIMEOUT_MS = 20_000;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new message's document id: 20 random letters and digits (Firestore's own auto-id shape). The form makes one per
 * message and sends it again with every retry, so a send whose answer was lost and is sent again is the same write.
 */
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 62 letters: the modulo's bias is irrelevant for an id that only has to be unique.
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * Stores a validated message as `contactMessages/{id}`: `{ name, email, topic, message, createdAt: server time, uid? }`
 * (the uid only when the sender is signed in; the rules check it is theirs). The rules allow creating a message and
 * nothing else, so sending the same `id` again after it arrived is refused, never stored twice. Resolves with the id.
 */
export async function sendContactMessage(message: ContactMessage, uid: string | null, id: string): Promise<string> {
  const { addDocument, serverTime } = await import('../../../shared/firebase/documents');
  const data = { ...message, createdAt: serverTime(), ...(uid ? { uid } : {}) };
  return withTimeout(addDocument(collections.contactMessages, data, id), SEND_TIMEOUT_MS);
}
