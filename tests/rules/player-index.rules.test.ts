// Firestore rules for what only the Cloud Functions write: playerIndex/{uid} (one entry per listed player),
// aggregates/** (counts over the index) and mapCells/** (the map's cells). Clients read, nobody writes; members-only
// entries (and the cells holding them) need a verified email.
// Run with: node scripts/rules-test.mjs
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { describeFirestoreMatrix, isVerifiedActor, OTHER_UID, type CollectionRulesCase } from './matrix';

/** An entry as the functions write it (crates/core player_index): every key present, null when unknown. */
export function indexEntry(overrides: DocumentData = {}): DocumentData {
  return {
    displayName: 'Ana Silva',
    // The beginnings of each word of the name (crates/core-foundations fold::name_keys): the directory's name search.
    nameKeys: ['an', 'ana', 'si', 'sil', 'silv', 'silva'],
    sortKey: 'silva ana',
    // One tag per position, per country and per pair (crates/core player_index::keys).
    filterKeys: ['p:CM', 'p:CDM', 'n:PT', 'n:BR', ...['CM', 'CDM'].flatMap((p) => ['PT', 'BR'].map((n) => `p:${p}/n:${n}`))],
    birthMonth: '2004-03',
    playerType: 'outfield',
    mainPosition: 'CM',
    positions: ['CM', 'CDM'],
    nationalities: ['PT', 'BR'],
    countryOfResidence: 'ES',
    city: 'Madrid',
    location: { lat: 40.425, lng: -3.702 },
    locationPrecision: 'area',
    geohash: 'ezjmg',
    club: 'CD Example',
    availability: 'open-to-offers',
    heightCm: 175,
    hasPhoto: false,
    visibility: 'public',
    updatedAt: 1_736_935_200_000,
    ...overrides,
  };
}

const index = (db: Firestore) => collection(db, 'playerIndex');
const byVisibility = (db: Firestore, visibility: string) => query(index(db), where('visibility', '==', visibility));

// Reads of aggregates: anyone. Writes: nobody (the functions use the Admin SDK).
const aggregate = (name: string, collectionPath: string, id: string, data: DocumentData): CollectionRulesCase => ({
  name,
  collection: collectionPath,
  docId: () => id,
  validData: () => data,
  updateData: { players: 1_000_000 },
  expect: {
    get: { signedOut: 'allow', owner: 'allow', other: 'allow' },
    list: { signedOut: 'allow', owner: 'allow', other: 'allow' },
  },
});

const CASES: CollectionRulesCase[] = [
  {
    name: "playerIndex/{uid} — a 'public' entry",
    collection: 'playerIndex',
    validData: () => indexEntry({ visibility: 'public' }),
    updateData: { displayName: 'Someone Else', hasPhoto: true },
    // Signed out, anonymous and unverified: the public query they must make; verified users: the whole collection.
    listQuery: (db, actor) =>
      !isVerifiedActor(actor) ? byVisibility(db, 'public') : index(db),
    expect: {
      get: { signedOut: 'allow', anonymous: 'allow', owner: 'allow', other: 'allow', unverified: 'allow' },
      list: { signedOut: 'allow', anonymous: 'allow', owner: 'allow', other: 'allow', unverified: 'allow' },
    },
  },
  {
    name: "playerIndex/{uid} — a 'members' entry",
    collection: 'playerIndex',
    validData: () => indexEntry({ visibility: 'members' }),
    updateData: { visibility: 'public' },
    listQuery: (db, actor) =>
      !isVerifiedActor(actor) ? byVisibility(db, 'members') : index(db),
    // The entry is no document of the owner's: members-only entries need a verified e-mail, the owner's too.
    expect: {
      get: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny', ownerUnverified: 'deny' },
      list: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny', ownerUnverified: 'deny' },
    },
  },
  aggregate('aggregates/countries', 'aggregates', 'countries', {
    players: 3,
    countries: { PT: { players: 3, types: { outfield: 3 }, positions: { CM: 3 } } },
  }),
  aggregate('aggregates/totals', 'aggregates', 'totals', { players: 3, countries: 1 }),
  aggregate('aggregates/positions/byPosition/{CODE}', 'aggregates/positions/byPosition', 'CM', {
    players: 3,
    figures: { heightCm: { '178': 3 }, birthYear: { '2002': 3 } },
  }),
  aggregate('aggregates/positions/byPosition/{CODE}/seasons/{season}', 'aggregates/positions/byPosition/CM/seasons', '2025', {
    players: 3,
    per90: { goals: { '8': 3 } },
  }),
  {
    // The public entries' map cells: read like a public entry, by anyone; written only by the functions, so no
    // client adds a row (a player who is not there) or moves a country's count.
    name: 'mapCells/public/cells/{id}: the public entries on the map',
    collection: 'mapCells/public/cells',
    docId: () => 'PT-eyckr',
    validData: () => ({ n: 1, k: { 'p:CM': 1 }, c: { '0': 1 }, rows: { u1: { '{"displayName":"Ana","visibility":"public"}': 1 } } }),
    updateData: { n: 1_000 },
    expect: {
      get: { signedOut: 'allow', anonymous: 'allow', owner: 'allow', other: 'allow', unverified: 'allow', ownerUnverified: 'allow', ownerAnonymous: 'allow' },
      list: { signedOut: 'allow', anonymous: 'allow', owner: 'allow', other: 'allow', unverified: 'allow', ownerUnverified: 'allow', ownerAnonymous: 'allow' },
    },
  },
  {
    // The cells that also hold the members-only entries: read like those entries, with a verified e-mail.
    name: 'mapCells/all/cells/{id}: every listed entry on the map',
    collection: 'mapCells/all/cells',
    docId: () => 'PT',
    validData: () => ({ n: 2, full: true }),
    updateData: { full: false },
    expect: {
      get: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny', ownerUnverified: 'deny' },
      list: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny', ownerUnverified: 'deny' },
    },
  },
  {
    name: 'mapCellDeltas/{id}: cell changes waiting for the fold',
    collection: 'mapCellDeltas',
    validData: () => ({ changes: [{ path: 'mapCells/public/cells/PT', increments: { n: 1_000 } }], at: Timestamp.now() }),
    updateData: { changes: [] },
    expect: {},
  },
  {
    name: 'mapCellMerges/{id}: merged cell changes, waiting for the fold',
    collection: 'mapCellMerges',
    validData: () => ({ changes: [{ path: 'mapCells/all/cells/PT', increments: { n: 1_000 } }] }),
    updateData: { changes: [] },
    expect: {},
  },
  {
    // What a player counts for in the season documents: a client that could write it would have the next reindex
    // take back counts it never added, and its seasons say how a player's figures stood.
    name: 'countedSeasons/{uid}: the seasons a player counts in',
    collection: 'countedSeasons',
    validData: () => ({ position: 'CM', seasons: { '2025': { goals: 8 } } }),
    updateData: { position: 'ST' },
    expect: {},
  },
  {
    // An index write's change to the counts, waiting for the functions' fold (functions/src/player-index.js): nobody
    // reads or forges one, so no client moves the home page's totals or a position's percentiles through it.
    name: 'aggregateDeltas/{id}: counts waiting for the fold',
    collection: 'aggregateDeltas',
    validData: () => ({ changes: [{ path: 'aggregates/countries', increments: { players: 1_000 } }], at: Timestamp.now() }),
    updateData: { changes: [] },
    expect: {},
  },
  {
    name: 'aggregateMerges/{id}: a page of deltas merged, waiting for the fold',
    collection: 'aggregateMerges',
    validData: () => ({ changes: [{ path: 'aggregates/totals', increments: { players: 1_000_000 } }] }),
    updateData: { changes: [] },
    expect: {},
  },
  {
    // A rebuild's progress: a client that could write it would have the next run resume from forged sums.
    name: 'jobs/{job}: the backfill and the rebuild in progress',
    collection: 'jobs',
    docId: () => 'aggregatesRebuild',
    validData: () => ({ after: 'someone', entries: 500, skipped: 0 }),
    updateData: { after: 'zzz' },
    expect: {},
  },
];

describeFirestoreMatrix(CASES);

// ---------------------------------------------------------------------------------------------------------------
describe('playerIndex/{uid}: queries beyond the matrix', () => {
  let env: FirestoreTestEnv;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await clearFirestore();
    const admin = env.admin();
    await setDoc(doc(admin, 'playerIndex', 'public-1'), indexEntry({ visibility: 'public' }));
    await setDoc(doc(admin, 'playerIndex', 'members-1'), indexEntry({ visibility: 'members', displayName: 'Hidden' }));
  });

  it('a signed-out visitor gets the public entries only, and only by asking for them', async () => {
    const anonymous = env.unauthenticated();
    const snap = await assertSucceeds(getDocs(byVisibility(anonymous, 'public')));
    expect(snap.docs.map((d) => d.id)).toEqual(['public-1']);
    await assertFails(getDocs(index(anonymous)));
  });

  it('an unverified account is treated like a visitor: no unfiltered list, no members-only entry', async () => {
    const unverified = env.authenticated('dave-uid', { email: 'dave@example.com', email_verified: false });
    await assertSucceeds(getDocs(byVisibility(unverified, 'public')));
    await assertFails(getDocs(index(unverified)));
    await assertFails(getDocs(byVisibility(unverified, 'members')));
    // A session without the claim at all (an old token) is not verified either.
    const noClaim = env.authenticated('erin-uid');
    await assertFails(getDocs(byVisibility(noClaim, 'members')));
  });

  it('a verified user lists every entry, members-only ones included', async () => {
    const verified = env.authenticated(OTHER_UID, { email: 'bob-uid@example.com', email_verified: true });
    const snap = await assertSucceeds(getDocs(index(verified)));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['members-1', 'public-1']);
  });

  it("the directory's members query (visibility in [public, members]) is a verified user's only", async () => {
    // The shape app/src/features/players sends for a verified reader (the core's directory_plan with members).
    const membersPage = (db: Firestore) =>
      query(
        index(db),
        where('visibility', 'in', ['public', 'members']),
        orderBy('sortKey', 'asc'),
        orderBy(documentId(), 'asc'),
        limit(13),
      );
    const verified = env.authenticated(OTHER_UID, { email: 'bob-uid@example.com', email_verified: true });
    const snap = await assertSucceeds(getDocs(membersPage(verified)));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['members-1', 'public-1']);
    // Everyone else is refused (the app then falls back to the public query): a visitor, an unverified account, and
    // a session whose token has no claim yet.
    await assertFails(getDocs(membersPage(env.unauthenticated())));
    await assertFails(getDocs(membersPage(env.authenticated('dave-uid', { email: 'dave@example.com', email_verified: false }))));
    await assertFails(getDocs(membersPage(env.authenticated('erin-uid'))));
  });

  it("the directory's name search (one nameKeys key) and its capped count run for a visitor asking for public entries", async () => {
    // The shapes app/src/features/players sends: the core's directory_plan with a name, its count aggregation.
    const byName = (db: Firestore, ...visibility: ReturnType<typeof where>[]) =>
      query(index(db), ...visibility, where('nameKeys', 'array-contains', 'silva'), orderBy('sortKey', 'asc'), orderBy(documentId(), 'asc'));
    const anonymous = env.unauthenticated();
    const snap = await assertSucceeds(getDocs(query(byName(anonymous, where('visibility', '==', 'public')), limit(13))));
    expect(snap.docs.map((d) => d.id)).toEqual(['public-1']);
    const counted = await assertSucceeds(getCountFromServer(query(byName(anonymous, where('visibility', '==', 'public')), limit(1000))));
    expect(counted.data().count).toBe(1);
    // Without the visibility the query could return members-only entries: refused, the count too.
    await assertFails(getDocs(byName(anonymous)));
    await assertFails(getCountFromServer(query(byName(anonymous), limit(1000))));
    // A verified member counts both.
    const verified = env.authenticated(OTHER_UID, { email: 'bob-uid@example.com', email_verified: true });
    const all = await assertSucceeds(
      getCountFromServer(query(byName(verified, where('visibility', 'in', ['public', 'members'])), limit(1000))),
    );
    expect(all.data().count).toBe(2);
  });

  it("not even a player writes their own entry (the functions derive it from the CV)", async () => {
    const owner = env.authenticated('public-1', { email: 'p@example.com', email_verified: true });
    await assertFails(setDoc(doc(owner, 'playerIndex', 'public-1'), indexEntry({ displayName: 'Self-promoted' })));
    await assertFails(setDoc(doc(owner, 'aggregates', 'totals'), { players: 1_000_000, countries: 250 }));
  });
});
