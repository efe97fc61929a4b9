// The contact feature's data call: one new contactMessages/{autoId} document per message. Firestore is loaded on
// submit (the wrappers are imported dynamically), so reading the contact page never downloads the Firestore SDK.
import type { ContactMessage } from '../../../shared/core/forms';
import { collections } from '../../../shared/core/generated/collections';
import { withTimeout } from '../../../shared/firebase/write-helpers';

/**
 * How long a send may take before we tell the sender. Firestore queues writes while offline and resolves only once
 * the server has the document, so without a limit a lost connection would look like an endless "Sending…".
 */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * Stores a validated message: `{ name, email, topic, message, createdAt: server time, uid? }` (the uid only when the
 * sender is signed in; the rules check it is theirs). Resolves with the new document's id.
 */
export async function sendContactMessage(message: ContactMessage, uid: string | null): Promise<string> {
  const { addDocument, serverTime } = await import('../../../shared/firebase/documents');
  const data = { ...message, createdAt: serverTime(), ...(uid ? { uid } : {}) };
  return withTimeout(addDocument(collections.contactMessages, data), SEND_TIMEOUT_MS);
}
