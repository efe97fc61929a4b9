// Firestore security rules tests for the named database "skora" (see firestore-env.ts for why we do not use
// rules-unit-testing's contexts). Run with: node scripts/rules-test.mjs
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearFirestore,
  createFirestoreTestEnv,
  DATABASE_ID,
  loadFirestoreRules,
  readFirestoreRules,
  type FirestoreTestEnv,
} from './firestore-env';
import { minimalPlayer, utcDate, validPlayer, validUser } from './fixtures';
import { ACTOR_EMAILS, describeFirestoreMatrix, OTHER_UID, OWNER_UID, type CollectionRulesCase } from './matrix';

const players = (db: Firestore) => collection(db, 'players');

// Every collection the app uses (or might guess): opened ones with explicit expectations, the rest closed.
const CASES: CollectionRulesCase[] = [
  {
    name: "players/{uid} — a 'public' CV",
    collection: 'players',
    createTarget: 'ownerDoc',
    validData: () => validPlayer({ visibility: 'public' }),
    updateData: () => ({ bio: 'Updated bio.', updatedAt: serverTimestamp() }),
    // Signed out: the realistic public query; signed in: the whole collection.
    listQuery: (db, actor) =>
      actor === 'signedOut' ? query(players(db), where('visibility', '==', 'public')) : players(db),
    expect: {
      get: { signedOut: 'allow', owner: 'allow', other: 'allow' },
      list: { signedOut: 'allow', owner: 'allow', other: 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    name: "players/{uid} — a 'members' CV",
    collection: 'players',
    createTarget: 'ownerDoc',
    validData: () => validPlayer({ visibility: 'members' }),
    updateData: () => ({ bio: 'Updated bio.', updatedAt: serverTimestamp() }),
    // A signed-out client asking for members-only CVs is denied; signed-in users list the whole collection.
    listQuery: (db, actor) =>
      actor === 'signedOut' ? query(players(db), where('visibility', '==', 'members')) : players(db),
    expect: {
      get: { owner: 'allow', other: 'allow' },
      list: { owner: 'allow', other: 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    name: 'users/{uid} — private account data',
    collection: 'users',
    createTarget: 'ownerDoc',
    validData: (uid) => validUser(uid),
    updateData: () => ({ updatedAt: serverTimestamp() }),
    // No collection queries of users, not even for one's own document.
    listQuery: (db, actor) =>
      actor === 'signedOut'
        ? collection(db, 'users')
        : query(collection(db, 'users'), where('email', '==', ACTOR_EMAILS[actor === 'owner' ? OWNER_UID : OTHER_UID])),
    expect: {
      get: { owner: 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    name: 'anything/else',
    collection: 'anything',
    docId: () => 'else',
    expect: {},
  },
  {
    name: 'nested anything/else/deeper/doc',
    collection: 'anything/else/deeper',
    docId: () => 'doc',
    expect: {},
  },
  {
    name: 'players/{uid}/private/doc (sub-collections stay closed)',
    collection: `players/${OWNER_UID}/private`,
    docId: () => 'doc',
    expect: {},
  },
];

describe('firestore.rules control: rules are applied to the named database', () => {
  const env = createFirestoreTestEnv();
  afterAll(async () => {
    // restore the real rules for the matrix below
    await loadFirestoreRules(readFirestoreRules());
    await env.cleanup();
  });

  it(`loads a probe ruleset and sees it enforced in database "${DATABASE_ID}"`, async () => {
    await loadFirestoreRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rulesProbe/{id} { allow read, write: if database == '${DATABASE_ID}' && request.auth != null; }
  }
}`);
    const alice = env.authenticated('probe-alice');
    await assertSucceeds(setDoc(doc(alice, 'rulesProbe', 'x'), { ok: true }));
    const snap = await assertSucceeds(getDoc(doc(alice, 'rulesProbe', 'x')));
    expect(snap.get('ok')).toBe(true);
    await assertFails(setDoc(doc(env.unauthenticated(), 'rulesProbe', 'y'), { ok: true }));
    await assertFails(setDoc(doc(alice, 'notInProbe', 'z'), { ok: true }));
  });
});

describeFirestoreMatrix(CASES);

// ---------------------------------------------------------------------------------------------------------------
describe('players/{uid} and users/{uid}: reads and writes beyond the matrix', () => {
  let env: FirestoreTestEnv;
  let owner: Firestore;
  let other: Firestore;
  let signedOut: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    owner = env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    other = env.authenticated(OTHER_UID, { email: ACTOR_EMAILS[OTHER_UID], email_verified: true });
    signedOut = env.unauthenticated();
    admin = env.admin();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await clearFirestore();
  });

  const createPlayer = (data: DocumentData, db = owner, uid = OWNER_UID) => setDoc(doc(db, 'players', uid), data);

  it('the public listing returns public CVs only; signed-in listing returns both', async () => {
    await setDoc(doc(admin, 'players', OWNER_UID), validPlayer({ visibility: 'public' }));
    await setDoc(doc(admin, 'players', OTHER_UID), validPlayer({ visibility: 'members' }));
    const pub = await assertSucceeds(getDocs(query(players(signedOut), where('visibility', '==', 'public'))));
    expect(pub.docs.map((d) => d.id)).toEqual([OWNER_UID]);
    await assertFails(getDocs(players(signedOut))); // signed out without the filter: denied
    const all = await assertSucceeds(getDocs(players(other)));
    expect(all.docs.map((d) => d.id).sort()).toEqual([OWNER_UID, OTHER_UID].sort());
  });

  it('a complete valid CV and a minimal one (required keys only) can be created', async () => {
    await assertSucceeds(createPlayer(validPlayer()));
    await assertSucceeds(createPlayer(minimalPlayer(), other, OTHER_UID));
  });

  it('a goalkeeper CV (playerType goalkeeper, mainPosition GK) can be created', async () => {
    await assertSucceeds(createPlayer(validPlayer({ playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] })));
  });

  it('optional keys can be removed on update; createdAt stays', async () => {
    await assertSucceeds(createPlayer(validPlayer()));
    await assertSucceeds(
      updateDoc(doc(owner, 'players', OWNER_UID), { heightCm: deleteField(), location: deleteField(), updatedAt: serverTimestamp() }),
    );
  });

  describe('invalid player writes are denied', () => {
    const invalid: [string, () => DocumentData][] = [
      ['unknown key', () => validPlayer({ nickname: 'Ani' })],
      ['missing required key (city)', () => {
        const { city: _c, ...rest } = validPlayer();
        return rest;
      }],
      ['wrong type: heightCm as string', () => validPlayer({ heightCm: '172' })],
      ['wrong type: city as a number', () => validPlayer({ city: 12345 })],
      ['wrong type: firstName as a number', () => validPlayer({ firstName: 42 })],
      ['wrong type: currentClub as a number', () => validPlayer({ currentClub: 1899 })],
      ['wrong type: heightCm as a float', () => validPlayer({ heightCm: 172.5 })],
      ['over-long bio (1001 chars)', () => validPlayer({ bio: 'a'.repeat(1001) })],
      ["bad enum: playerType 'striker'", () => validPlayer({ playerType: 'striker' })],
      ["bad enum: visibility 'friends'", () => validPlayer({ visibility: 'friends' })],
      ['GK/outfield mismatch: outfield player in GK', () => validPlayer({ playerType: 'outfield', mainPosition: 'GK' })],
      ['GK/outfield mismatch: goalkeeper as ST', () => validPlayer({ playerType: 'goalkeeper', mainPosition: 'ST' })],
      ['secondary position equal to the main one', () => validPlayer({ secondaryPositions: ['CM'] })],
      ['duplicate secondary positions', () => validPlayer({ secondaryPositions: ['ST', 'ST'] })],
      ['createdAt not request.time', () => validPlayer({ createdAt: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')) })],
      ['updatedAt not request.time', () => validPlayer({ updatedAt: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')) })],
      ['age out of range: 7 (8th birthday tomorrow)', () => validPlayer({ dateOfBirth: utcDate(8, 1) })],
      ['age out of range: 51', () => validPlayer({ dateOfBirth: utcDate(51) })],
      ['dateOfBirth not YYYY-MM-DD', () => validPlayer({ dateOfBirth: '15/05/2005' })],
      ['dateOfBirth not a real date (Feb 30)', () => validPlayer({ dateOfBirth: `${new Date().getUTCFullYear() - 20}-02-30` })],
      ['javascript: link', () => validPlayer({ links: [{ label: 'x', url: 'javascript:alert(1)' }] })],
      ['javascript: link in the 10th slot', () =>
        validPlayer({
          links: [
            ...Array.from({ length: 9 }, (_, i) => ({ label: `L${i}`, url: `https://example.com/${i}` })),
            { label: 'bad', url: 'javascript:alert(1)' },
          ],
        })],
      ['link with an extra key', () => validPlayer({ links: [{ label: 'x', url: 'https://x.com', icon: 'y' }] })],
      ['more than 10 links (11)', () =>
        validPlayer({ links: Array.from({ length: 11 }, (_, i) => ({ label: `L${i}`, url: `https://example.com/${i}` })) })],
      ['country code not 2 uppercase letters', () => validPlayer({ nationality: 'Portugal' })],
      ['second nationality equal to the first', () => validPlayer({ secondNationality: 'PT' })],
      ['location with an extra key', () => validPlayer({ location: { lat: 1, lng: 2, alt: 3 } })],
      ['location out of range (lat 91)', () => validPlayer({ location: { lat: 91, lng: 0 } })],
      ['career entry: club as a number', () => validPlayer({ career: [{ club: 7, from: 2020 }] })],
      ['career entry: to before from', () => validPlayer({ career: [{ club: 'X', from: 2022, to: 2021 }] })],
      ['career entry: from in the future', () => validPlayer({ career: [{ club: 'X', from: new Date().getUTCFullYear() + 1 }] })],
      ['honour without a season', () => validPlayer({ honours: [{ title: 'Cup' }] })],
      ['duplicate languages', () => validPlayer({ languages: ['English', 'English'] })],
      ['untrimmed first name', () => validPlayer({ firstName: ' Ana' })],
      ['showContactEmail not a bool', () => validPlayer({ showContactEmail: 'yes' })],
    ];
    for (const [name, data] of invalid) {
      it(name, async () => {
        await assertFails(createPlayer(data()));
      });
    }

    it("someone else's uid: the owner writes players/{other}", async () => {
      await assertFails(setDoc(doc(owner, 'players', OTHER_UID), validPlayer()));
    });

    it('update: createdAt changed', async () => {
      await assertSucceeds(createPlayer(validPlayer()));
      await assertFails(updateDoc(doc(owner, 'players', OWNER_UID), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    });

    it('update: updatedAt not refreshed', async () => {
      await setDoc(doc(admin, 'players', OWNER_UID), validPlayer({ updatedAt: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')) }));
      await assertFails(updateDoc(doc(owner, 'players', OWNER_UID), { bio: 'x' }));
      await assertSucceeds(updateDoc(doc(owner, 'players', OWNER_UID), { bio: 'x', updatedAt: serverTimestamp() }));
    });

    it("update: another user edits the owner's CV", async () => {
      await assertSucceeds(createPlayer(validPlayer()));
      await assertFails(updateDoc(doc(other, 'players', OWNER_UID), { bio: 'hacked', updatedAt: serverTimestamp() }));
    });
  });

  describe('users/{uid} writes', () => {
    it('users doc with another email is denied', async () => {
      await assertFails(setDoc(doc(owner, 'users', OWNER_UID), validUser(OWNER_UID, { email: ACTOR_EMAILS[OTHER_UID] })));
    });
    it('users doc with an unknown key is denied', async () => {
      await assertFails(setDoc(doc(owner, 'users', OWNER_UID), validUser(OWNER_UID, { role: 'admin' })));
    });
    it('users doc with termsAcceptedAt in the past is denied', async () => {
      await assertFails(
        setDoc(doc(owner, 'users', OWNER_UID), validUser(OWNER_UID, { termsAcceptedAt: Timestamp.fromDate(new Date('2024-01-01')) })),
      );
    });
    it('users update: termsAcceptedAt / createdAt cannot change; email only to the token email', async () => {
      await assertSucceeds(setDoc(doc(owner, 'users', OWNER_UID), validUser(OWNER_UID)));
      const ref = doc(owner, 'users', OWNER_UID);
      await assertFails(updateDoc(ref, { termsAcceptedAt: serverTimestamp(), updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { email: 'someone@else.com', updatedAt: serverTimestamp() }));
    });
    it("users doc written under someone else's uid is denied", async () => {
      await assertFails(setDoc(doc(other, 'users', OWNER_UID), validUser(OTHER_UID)));
    });
  });
});
