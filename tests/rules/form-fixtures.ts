// Valid documents for the public forms' collections (crates/core-domain/src/contact.rs and newsletter.rs). createdAt is
// serverTimestamp(), which the rules see as request.time, as they require.
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';

/** A valid contactMessages/{id} document from a signed-out visitor (no uid). */
export function validContactMessage(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Ana Silva',
    email: 'ana@example.com',
    topic: 'clubs-and-scouts',
    message: 'I scout for CD Leganés and would like to contact two of your players.',
    createdAt: serverTimestamp(),
    // Two years on, as the function stamps it (the core's contact_message_expires_at).
    expiresAt: Timestamp.fromMillis(Date.now() + 730 * 24 * 60 * 60 * 1000),
    ...overrides,
  };
}

export const SUBSCRIBER = 'fan@example.com';

/** A valid newsletterSubscriptions/{email} document (its id must be `email`). */
export function validSubscription(email = SUBSCRIBER, overrides: DocumentData = {}): DocumentData {
  return { email, createdAt: serverTimestamp(), source: 'footer', ...overrides };
}
