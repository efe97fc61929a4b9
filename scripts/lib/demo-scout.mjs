// The demo scout: an account with a scout profile and one shortlist of thirty players (the other named demo players
// and the first generated ones), so `npm run dev` shows the lists page and the bench measures its reads. Written
// after the index (the copies keep the order keys of each player's entry, which the core takes from it); a player
// the seed did not write shows as "no longer available".
import { commitAll, DOCUMENTS } from './firestore-rest.mjs';
import { generatedUid } from './generated-players.mjs';

export const DEMO_SCOUT = Object.freeze({ uid: 'demo-scout', email: 'scout@skora.test', displayName: 'Marta Ruiz' });
/** The players of the demo list: more than one page of it. */
const LIST_SIZE = 30;

/** A Firestore REST value as plain JSON (what the core reads: a time as `{seconds, nanoseconds}`). */
function fromValue(v) {
  if ('mapValue' in v) return Object.fromEntries(Object.entries(v.mapValue.fields ?? {}).map(([k, x]) => [k, fromValue(x)]));
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromValue);
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return v.doubleValue;
  if ('timestampValue' in v) {
    const ms = Date.parse(v.timestampValue);
    return { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6 };
  }
  if ('stringValue' in v) return v.stringValue;
  if ('booleanValue' in v) return v.booleanValue;
  return null;
}

async function readEntry(host, uid) {
  const res = await fetch(`http://${host}/v1/${DOCUMENTS}/playerIndex/${uid}`, { headers: { Authorization: 'Bearer owner' } });
  if (!res.ok) return null;
  return fromValue({ mapValue: await res.json() });
}

/** Writes the demo scout's profile and list (replacing what a previous seed wrote); `named`: the named players' uids. */
export async function seedDemoScout(firestoreHost, named, now, log = console.log) {
  const { PlayerIndex } = await import('../../functions/src/core.js');
  const players = [
    ...named,
    ...Array.from({ length: LIST_SIZE }, (_, i) => generatedUid(i + 1)),
  ].slice(0, LIST_SIZE);
  const list = `users/${DEMO_SCOUT.uid}/shortlists/00`;
  const writes = [
    {
      set: `scouts/${DEMO_SCOUT.uid}`,
      data: { name: DEMO_SCOUT.displayName, role: 'club', organisation: 'GD Alfama', country: 'PT', updatedAt: now },
    },
    { set: list, data: { name: 'Demo shortlist', size: players.length, changed: players.at(-1), createdAt: now, updatedAt: now } },
  ];
  for (const [i, player] of players.entries()) {
    const entry = await readEntry(firestoreHost, player);
    const keys = (entry && PlayerIndex.savedKeys(null, JSON.stringify(entry))) ?? { sortKey: '', birthMonth: null, playerUpdatedAt: null };
    // One second apart, so the list's own order is the order above.
    const addedAt = new Date(now.getTime() - (players.length - i) * 1000);
    writes.push({ set: `${list}/saved/${player}`, data: { note: i === 0 ? 'Seen live: calm on the ball.' : '', player, ...keys, addedAt, updatedAt: addedAt } });
  }
  // A request to contact the demo player, waiting in their inbox (/inbox): as askToContact stores one (the core's
  // contact_requests), so `npm run dev` shows the inbox and the bench measures its reads.
  writes.push({
    set: `users/demo-player/inbox/${DEMO_SCOUT.uid}`,
    data: {
      scout: DEMO_SCOUT.uid,
      name: DEMO_SCOUT.displayName,
      role: 'club',
      organisation: 'GD Alfama',
      country: 'PT',
      message: 'Hello! I recruit for GD Alfama. We liked your season and would like to invite you to a trial in March.',
      signals: [],
      guardian: false,
      status: 'pending',
      createdAt: now,
    },
  });
  await commitAll(firestoreHost, writes);
  log(`[seed] demo scout ${DEMO_SCOUT.email}: a scout profile, a list of ${players.length} players and a request to the demo player`);
}
