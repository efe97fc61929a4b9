// Deleting an account: the callable `deleteAccount({ email })`, and a daily pass that finishes any deletion a failure
// stopped. Who may delete, and everything that goes in which order, is the core's (crates/core account_deletion);
// this file deletes. Every step is idempotent: a second run finds less to do, never an error.
//
//   deleteAccount({ email }) → { status: 'deleted' }. Refused: not signed in ('unauthenticated'); signed in more
//   than five minutes ago, or an e-mail that is not the account's ('failed-precondition' / 'invalid-argument', with
//   the field in details.errors).
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { Accounts } from './core.js';
import { reindex } from './player-index.js';

const PAGE = 400;

/** Deletes every document `query` finds, a page at a time; returns how many. */
async function deleteAll(db, query) {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < PAGE) return deleted;
  }
}

/**
 * Removes account `uid` (e-mail `email`, for the mails addressed to it) and everything that hangs off it, in the
 * core's order, the Auth user last. Safe to run again after any failure.
 * @returns {Promise<{ writes: number }>} documents and files deleted (an estimate of the writes)
 */
export async function deleteAccountData(db, { auth, bucket, uid, email, log = console.log }) {
  const plan = Accounts.deletion(uid);
  if (!plan) return { writes: 0 };
  let writes = 0;
  const marker = db.doc(plan.marker);
  await marker.set({ email: email ?? null, startedAt: FieldValue.serverTimestamp() }, { merge: true });
  writes += 1;
  for (const path of plan.trees) {
    // The document and every subcollection under it; the writer counts what it deleted, for the figures.
    const writer = db.bulkWriter();
    writer.onWriteResult(() => {
      writes += 1;
    });
    await db.recursiveDelete(db.doc(path), writer);
  }
  for (const path of plan.documents) {
    await db.doc(path).delete();
    writes += 1;
  }
  for (const [group, field] of plan.heldByOthers) {
    writes += await deleteAll(db, db.collectionGroup(group).where(field, '==', uid));
  }
  // The CV is gone: the reindex removes the entry and its weight in every aggregate.
  const index = await reindex(db, uid, { auth, bucket, log });
  writes += index.increments + (index.write === 'delete' ? 1 : 0);
  if (bucket) {
    for (const name of plan.files) {
      await bucket.file(name).delete({ ignoreNotFound: true });
      writes += 1;
    }
  }
  if (email) writes += await deleteAll(db, db.collection(plan.mail).where('to', '==', email));
  // The one document that stays: word that the account is gone (keyed by a hash, holding only when), so its CV's link
  // answers 410 Gone.
  await db.doc(plan.gone).set({ at: FieldValue.serverTimestamp() });
  writes += 1;
  await auth.deleteUser(uid).catch((error) => {
    if (error?.code !== 'auth/user-not-found') throw error;
  });
  await marker.delete();
  return { writes: writes + 1 };
}

/** The callable's handler and the resuming pass, over `db`, `auth` and the Storage `bucket()`. */
export function accountHandlers({ db, auth, bucket, now = () => Date.now(), log = console.log }) {
  async function deleteAccount(request) {
    const caller = request.auth;
    if (!caller?.uid) throw new HttpsError('unauthenticated', 'Please log in to continue.');
    const email = caller.token?.email ?? '';
    const check = Accounts.confirm(request.data?.email, email, Number(caller.token?.auth_time), now());
    if (!check.ok) {
      const field = check.errors?.[0]?.field;
      throw new HttpsError(field === 'email' ? 'invalid-argument' : 'failed-precondition', check.message, { errors: check.errors });
    }
    const started = Date.now();
    const { writes } = await deleteAccountData(db, { auth, bucket: bucket(), uid: caller.uid, email, log });
    log(`account deleted: ${writes} documents and files in ${Date.now() - started} ms`);
    return { status: 'deleted' };
  }

  /** Finishes the deletions a failure stopped (their markers are still there). */
  async function resumeDeletions() {
    const pending = await db.collection(Accounts.deletion('x').markers).limit(50).get();
    for (const doc of pending.docs) {
      await deleteAccountData(db, { auth, bucket: bucket(), uid: doc.id, email: doc.get('email') ?? null, log });
    }
    return pending.size;
  }

  return { deleteAccount, resumeDeletions };
}
