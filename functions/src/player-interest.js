// How many scouts showed interest in a player, per month, counts only (the core's player_interest): each scout is
// counted once a month for each kind, by a marker written in the same transaction as the count, so a retried event or
// a second list changes nothing, and a month's document takes at most one write per distinct scout.
import { FieldValue } from 'firebase-admin/firestore';
import { Accounts, Player, PlayerIndex } from './core.js';

const PATHS = PlayerIndex.paths();

/**
 * Counts scout `scout`'s interest of `kind` ('shortlisted' or 'contacted') in player `player` at `ms`.
 * Reads: the marker, the player's CV and whether their account is being deleted; writes: the marker and the month's
 * count, once per scout, player, kind and month. A player without a CV, or whose account deletion is under way, is
 * not counted: an event that arrives late (a scout's list saved just before the player left) never writes the
 * deleted player's documents again.
 * @returns {Promise<boolean>} whether it was counted (false: counted already, no such player, or ids that name no
 *   document)
 */
export async function countInterest(db, { player, scout, kind, ms }) {
  const where = PlayerIndex.interestWrite(player, scout, kind, ms);
  const cv = Player.paths(player)?.cv;
  const deletion = Accounts.deletion(player)?.marker;
  if (!where || !cv || !deletion) return false;
  const marker = db.doc(where.marker);
  return db.runTransaction(async (tx) => {
    const [counted, profile, leaving] = await tx.getAll(marker, db.doc(cv), db.doc(deletion));
    if (counted.exists || !profile.exists || leaving.exists) return false;
    tx.create(marker, { at: FieldValue.serverTimestamp() });
    tx.set(db.doc(where.month), { [where.field]: FieldValue.increment(1), [PATHS.interestMonthField]: where.monthKey }, { merge: true });
    return true;
  });
}
