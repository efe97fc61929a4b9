// Saved searches that alert: when a player's index entry is created or changes, the searches it newly matches get a
// notification (users/{owner}/notifications/{search}-{player}). The searches are never scanned: the core names every
// alert key the entry satisfies (at most 72, in groups of 30) and each group is one collection-group `in` query over
// the searches' `key` (a single-field index of firestore.indexes.json). Every search read has equality filters the
// entry passes; the core checks the name and the ages, and that the entry did not match before.
import { FieldValue } from 'firebase-admin/firestore';
import { PlayerIndex } from './core.js';
import { snapshotData, snapshotJson } from './firestore-json.js';
import { queueMail } from './mail.js';
import { utcToday } from './player-index.js';

const PATHS = PlayerIndex.paths();
const PAGE = 500;
/** gRPC's ALREADY_EXISTS: a retried event finds its notification written. */
const ALREADY_EXISTS = 6;

/**
 * Writes the notifications for player `uid`'s entry changing from `before` to `after` (the trigger's snapshots).
 * Reads: one per `in` query (at most 3) plus one per search whose equality filters the entry passes; writes: one per
 * new match. A notification is created, never overwritten: one the owner read stays read on a retried event.
 * @returns {Promise<{ read: number, notified: number }>}
 */
export async function notifyNewMatches(db, uid, before, after, { today = utcToday() } = {}) {
  const entry = snapshotJson(after);
  if (!entry) return { read: 0, notified: 0 };
  const candidates = [];
  let read = 0;
  for (const keys of PlayerIndex.alertKeys(entry)) {
    let last = null;
    for (;;) {
      let query = db.collectionGroup(PATHS.searchesGroup).where(PATHS.alertKeyField, 'in', keys).limit(PAGE);
      if (last) query = query.startAfter(last);
      const page = await query.get();
      read += Math.max(1, page.size);
      for (const doc of page.docs) candidates.push([doc.ref.path, snapshotData(doc)]);
      if (page.size < PAGE) break;
      last = page.docs[page.size - 1];
    }
  }
  const found = PlayerIndex.newMatches(uid, snapshotJson(before), entry, JSON.stringify(candidates), today);
  if (found.length === 0) return { read, notified: 0 };
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  let notified = 0;
  for (const { path, data } of found) {
    writer.create(db.doc(path), { ...data, createdAt: FieldValue.serverTimestamp() }).then(
      () => notified++,
      () => {},
    );
  }
  await writer.close();
  return { read, notified };
}

/**
 * The daily digest: every notification not yet in a digest (a collection-group query on `digested`, by pages of
 * 500), one e-mail per user with a verified address (a `mail/{id}` document for the "Trigger Email" extension, the
 * core's words), and the notifications marked digested in the same batch as the mail. Reads: the day's
 * notifications and one Auth lookup per user; writes: one mail and one update per notification.
 * @returns {Promise<{ users: number, mails: number, notifications: number }>}
 */
export async function sendDigests(db, auth, { origin, now = () => Date.now() }) {
  const byOwner = new Map();
  let last = null;
  for (;;) {
    let query = db.collectionGroup(PATHS.notificationsGroup).where(PATHS.digestedField, '==', false).limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const owner = doc.ref.parent.parent?.id;
      if (!owner) continue;
      if (!byOwner.has(owner)) byOwner.set(owner, []);
      byOwner.get(owner).push(doc);
    }
    if (page.size < PAGE) break;
    last = page.docs[page.size - 1];
  }
  let mails = 0;
  let notifications = 0;
  for (const [owner, docs] of byOwner) {
    const user = await auth.getUser(owner).catch(() => null);
    const mail = user?.email && user.emailVerified
      ? PlayerIndex.digestMail(user.email, origin, JSON.stringify(docs.map((d) => [d.id, snapshotData(d)])))
      : null;
    // Within Firestore's 500 writes a batch: the mail goes with the first notifications marked.
    for (let i = 0; i < docs.length; i += PAGE - 1) {
      const batch = db.batch();
      if (i === 0 && mail) queueMail(db, batch, mail, now());
      for (const doc of docs.slice(i, i + PAGE - 1)) batch.update(doc.ref, { [PATHS.digestedField]: true });
      await batch.commit();
    }
    if (mail) mails++;
    notifications += docs.length;
  }
  return { users: byOwner.size, mails, notifications };
}
