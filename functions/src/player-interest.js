// How many scouts showed interest in a player, per month, counts only (the core's player_interest): each scout is
// counted once a month for each kind, by a marker written in the same transaction as the count, so a retried event or
// a second list changes nothing, and a month's document takes at most one write per distinct scout.
import { FieldValue } from 'firebase-admin/firestore';
import { PlayerIndex } from './core.js';

const PATHS = PlayerIndex.paths();

/**
 * Counts scout `scout`'s interest of `kind` ('shortlisted' or 'contacted') in player `player` at `ms`.
 * Reads: the marker; writes: the marker and the month's count, once per scout, player, kind and month.
 * @returns {Promise<boolean>} whether it was counted (false: counted already, or ids that name no document)
 */
export async function countInterest(db, { player, scout, kind, ms }) {
  const where = PlayerIndex.interestWrite(player, scout, kind, ms);
  if (!where) return false;
  const marker = db.doc(where.marker);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    tx.create(marker, { at: FieldValue.serverTimestamp() });
    tx.set(db.doc(where.month), { [where.field]: FieldValue.increment(1), [PATHS.interestMonthField]: where.monthKey }, { merge: true });
    return true;
  });
}
