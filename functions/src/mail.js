// The e-mail queue: `mail/{id}` documents in the Trigger Email extension's shape, whose content the core builds for
// the capability that sends it (a newsletter confirmation, an official's or a guardian's one-time link, a scout's
// digest). Every mail is queued here, with its `expiresAt` from the core (Mails.expiresAt: 30 days on, longer than any
// link it carries works); the time-to-live policy firestore.indexes.json declares deletes it then, so no address is
// kept for longer than the privacy policy says.
import { Timestamp } from 'firebase-admin/firestore';
import { Mails } from './core.js';

const MAIL = Mails.path();

/** Queues `mail` as one more write of `writer` (a transaction or a batch), at `nowMs`. */
export function queueMail(db, writer, mail, nowMs) {
  writer.set(db.collection(MAIL).doc(), { ...mail, expiresAt: Timestamp.fromMillis(Mails.expiresAt(nowMs)) });
}
