// The data split's migration of one player: a CV written before the split holds the exact date of birth,
// the map point and possibly a hidden e-mail; the core's `Player.migrate` says what moves to
// players/{uid}/private/details and what the CV keeps. This file only reads and writes, in one transaction.
import { FieldValue } from 'firebase-admin/firestore';
import { Player } from './core.js';
import { snapshotJson } from './firestore-json.js';

/**
 * Migrates player `uid` when their CV is still in the old shape. Idempotent: a split CV (or none) writes nothing.
 * @returns {Promise<boolean>} whether anything was written
 */
export async function migrateToSplit(db, uid) {
  const paths = Player.paths(uid);
  if (!paths) return false;
  const [cvRef, detailsRef] = [db.doc(paths.cv), db.doc(paths.private)];
  return db.runTransaction(async (tx) => {
    const [cv, details] = await tx.getAll(cvRef, detailsRef);
    const cvJson = snapshotJson(cv);
    if (cvJson === null) return false;
    const migration = Player.migrate(cvJson, snapshotJson(details));
    if (!migration) return false;
    // The private document first in the transaction's writes; both land together or not at all.
    if (migration.details) tx.set(detailsRef, { ...migration.details, updatedAt: FieldValue.serverTimestamp() });
    const update = {
      ...migration.cvSet,
      ...Object.fromEntries(migration.cvDelete.map((key) => [key, FieldValue.delete()])),
    };
    if (Object.keys(update).length > 0) tx.update(cvRef, update);
    return true;
  });
}
