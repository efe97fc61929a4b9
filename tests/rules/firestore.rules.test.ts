// Firestore security rules tests for the named database "skora" (see firestore-env.ts for why we do not use
// rules-unit-testing's contexts). Run with: node scripts/rules-test.mjs
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
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
  writeBatch,
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
import {
  BIRTH_MONTH,
  detailsPath,
  entryPath,
  minimalPlayer,
  utcDate,
  validCareerEntry,
  validDetails,
  validHonour,
  validPlayer,
  validUser,
} from './fixtures';
import {
  ACTOR_EMAILS,
  describeFirestoreMatrix,
  isVerifiedActor,
  OTHER_UID,
  OWNER_UID,
  UNVERIFIED_UID,
  type CollectionRulesCase,
} from './matrix';

const players = (db: Firestore) => collection(db, 'players');
const publicPlayers = (db: Firestore) => query(players(db), where('visibility', '==', 'public'));
/** The owner's private details, which the CV must agree with (written with the rules bypassed). */
const arrangeDetails = (admin: Firestore, uid: string, overrides: DocumentData = {}) =>
  setDoc(doc(admin, detailsPath(uid)), validDetails(overrides));

/**
 * The matrix of one list's entry documents (players/{owner}/career/00 or …/honours/00) under a CV of `visibility`:
 * read like the CV (members-only: verified users and the owner), written and deleted by the owner only.
 */
function entryCase(list: 'career' | 'honours', visibility: 'public' | 'members'): CollectionRulesCase {
  const members = visibility === 'members';
  return {
    name: `players/{uid}/${list}/{NN} — an entry of a '${visibility}' CV`,
    collection: `players/${OWNER_UID}/${list}`,
    docId: () => '00',
    createTarget: 'ownerDoc',
    validData: () => (list === 'career' ? validCareerEntry() : validHonour()),
    arrange: async (admin, uid) => {
      await arrangeDetails(admin, uid);
      await setDoc(doc(admin, 'players', uid), validPlayer({ visibility }));
    },
    updateData: list === 'career' ? { appearances: 26 } : { season: '2023/24' },
    expect: {
      get: { signedOut: members ? 'deny' : 'allow', anonymous: members ? 'deny' : 'allow', owner: 'allow', other: 'allow', unverified: members ? 'deny' : 'allow' },
      list: { signedOut: members ? 'deny' : 'allow', anonymous: members ? 'deny' : 'allow', owner: 'allow', other: 'allow', unverified: members ? 'deny' : 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  };
}

// Every collection the app uses (or might guess): opened ones with explicit expectations, the rest closed.
const CASES: CollectionRulesCase[] = [
  {
    name: "players/{uid} — a 'public' CV",
    collection: 'players',
    createTarget: 'ownerDoc',
    validData: () => validPlayer({ visibility: 'public' }),
    arrange: (admin, uid) => arrangeDetails(admin, uid),
    updateData: () => ({ bio: 'Updated bio.', updatedAt: serverTimestamp() }),
    // Signed out, anonymous and unverified: the realistic public query; verified: the whole collection.
    listQuery: (db, actor) =>
      !isVerifiedActor(actor) ? publicPlayers(db) : players(db),
    expect: {
      get: { signedOut: 'allow', anonymous: 'allow', owner: 'allow', other: 'allow', unverified: 'allow' },
      list: { signedOut: 'allow', anonymous: 'allow', owner: 'allow', other: 'allow', unverified: 'allow' },
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
    arrange: (admin, uid) => arrangeDetails(admin, uid),
    updateData: () => ({ bio: 'Updated bio.', updatedAt: serverTimestamp() }),
    // Signed-out, anonymous and unverified clients asking for members-only CVs are denied; verified users list everything.
    // The owner unverified gets their own CV by its path, but a query is no proof of ownership: denied like any visitor.
    listQuery: (db, actor) =>
      !isVerifiedActor(actor) ? query(players(db), where('visibility', '==', 'members')) : players(db),
    expect: {
      get: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny' },
      list: { owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny', ownerUnverified: 'deny' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    name: 'players/{uid}/private/details — the owner-only exact values',
    collection: `players/${OWNER_UID}/private`,
    docId: () => 'details',
    createTarget: 'ownerDoc',
    validData: () => validDetails(),
    updateData: () => ({ showContactEmail: false, updatedAt: serverTimestamp() }),
    // Read by its path only: no query of private/, not even the owner's.
    listQuery: (db) => collection(db, 'players', OWNER_UID, 'private'),
    expect: {
      get: { owner: 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  entryCase('career', 'public'),
  entryCase('career', 'members'),
  entryCase('honours', 'public'),
  entryCase('honours', 'members'),
  {
    name: 'players/{uid}/clubs/00 (no other list of the CV is open)',
    collection: `players/${OWNER_UID}/clubs`,
    docId: () => '00',
    validData: () => validCareerEntry(),
    expect: {},
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
    // Written at sign-up, before the e-mail is verified (nobody else sees it); an anonymous session has no e-mail to
    // store, but may refresh the document of its own uid.
    expect: {
      get: { owner: 'allow' },
      create: { owner: 'allow', ownerUnverified: 'allow', ownerAnonymous: 'deny' },
      update: { owner: 'allow', ownerUnverified: 'allow' },
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
    await arrangeDetails(admin, OWNER_UID);
    await arrangeDetails(admin, OTHER_UID);
  });

  const createPlayer = (data: DocumentData, db = owner, uid = OWNER_UID) => setDoc(doc(db, 'players', uid), data);

  it('the public listing returns public CVs only; a verified listing returns both, an unverified one only public', async () => {
    await setDoc(doc(admin, 'players', OWNER_UID), validPlayer({ visibility: 'public' }));
    await setDoc(doc(admin, 'players', OTHER_UID), validPlayer({ visibility: 'members' }));
    const pub = await assertSucceeds(getDocs(publicPlayers(signedOut)));
    expect(pub.docs.map((d) => d.id)).toEqual([OWNER_UID]);
    await assertFails(getDocs(players(signedOut))); // signed out without the filter: denied
    const all = await assertSucceeds(getDocs(players(other)));
    expect(all.docs.map((d) => d.id).sort()).toEqual([OWNER_UID, OTHER_UID].sort());
    const unverified = env.authenticated(UNVERIFIED_UID, { email: ACTOR_EMAILS[UNVERIFIED_UID], email_verified: false });
    await assertFails(getDocs(players(unverified)));
    await assertFails(getDoc(doc(unverified, 'players', OTHER_UID)));
    const mine = await assertSucceeds(getDocs(publicPlayers(unverified)));
    expect(mine.docs.map((d) => d.id)).toEqual([OWNER_UID]);
  });

  it('an owner whose email is not verified still reads their own members-only CV', async () => {
    await setDoc(doc(admin, 'players', OWNER_UID), validPlayer({ visibility: 'members' }));
    const unverifiedOwner = env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: false });
    await assertSucceeds(getDoc(doc(unverifiedOwner, 'players', OWNER_UID)));
    await assertSucceeds(getDoc(doc(unverifiedOwner, detailsPath(OWNER_UID))));
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
      updateDoc(doc(owner, 'players', OWNER_UID), { heightCm: deleteField(), contactEmail: deleteField(), updatedAt: serverTimestamp() }),
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
      ['the exact dateOfBirth in the CV', () => validPlayer({ dateOfBirth: utcDate(20, -40) })],
      ['the exact location in the CV', () => validPlayer({ location: { lat: 40.4168, lng: -3.7038 } })],
      ['showContactEmail in the CV', () => validPlayer({ showContactEmail: true })],
      ['birthMonth not YYYY-MM', () => validPlayer({ birthMonth: `${BIRTH_MONTH}-01` })],
      ['birthMonth not the private date of birth\'s month', () => validPlayer({ birthMonth: `${Number(BIRTH_MONTH.slice(0, 4)) - 1}${BIRTH_MONTH.slice(4)}` })],
      ['birthMonth as a number', () => validPlayer({ birthMonth: 200405 })],
      ['a contactEmail other than the private one', () => validPlayer({ contactEmail: 'someone@else.com' })],
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
      // The lists live in their own documents now: the CV may not hold them, not even valid ones.
      ['a career list in the CV', () => validPlayer({ career: [validCareerEntry()] })],
      ['an honours list in the CV', () => validPlayer({ honours: [] })],
      ['duplicate languages', () => validPlayer({ languages: ['English', 'English'] })],
      ['untrimmed first name', () => validPlayer({ firstName: ' Ana' })],
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

  describe('career and honours entries: players/{uid}/career/{NN} and players/{uid}/honours/{NN}', () => {
    const entry = (list: 'career' | 'honours', n: number, db = owner, uid = OWNER_UID) => doc(db, entryPath(uid, list, n));
    const year = new Date().getUTCFullYear();
    const invalid: [string, 'career' | 'honours', () => DocumentData][] = [
      ['career: club as a number', 'career', () => validCareerEntry({ club: 7 })],
      ['career: league as a number', 'career', () => validCareerEntry({ league: 7 })],
      ['career: to before from', 'career', () => validCareerEntry({ from: 2022, to: 2021 })],
      ['career: from in the future', 'career', () => validCareerEntry({ from: year + 1 })],
      ['career: to in the future', 'career', () => validCareerEntry({ from: 2020, to: year + 1 })],
      ['career: from as a float', 'career', () => validCareerEntry({ from: 2020.5 })],
      ['career: appearances as a string', 'career', () => validCareerEntry({ appearances: '25' })],
      ['career: without to (null is the current club; absent is not allowed)', 'career', () => {
        const { to: _t, ...rest } = validCareerEntry();
        return rest;
      }],
      ['career: an extra key', 'career', () => validCareerEntry({ note: 'x' })],
      ['career: a club with a line break', 'career', () => validCareerEntry({ club: 'A\nB' })],
      ['honours: without a season', 'honours', () => ({ title: 'Cup' })],
      ['honours: season as a number', 'honours', () => validHonour({ season: 2024 })],
      ['honours: title as a number', 'honours', () => validHonour({ title: 2024 })],
      ['honours: an extra key', 'honours', () => validHonour({ note: 'x' })],
    ];
    for (const [name, list, data] of invalid) {
      it(`invalid entry denied: ${name}`, async () => {
        await assertFails(setDoc(entry(list, 0), data()));
      });
    }

    it('ids are positions 00…29 only', async () => {
      for (const list of ['career', 'honours'] as const) {
        const data = list === 'career' ? validCareerEntry() : validHonour();
        await assertSucceeds(setDoc(entry(list, 29), data));
        for (const id of ['30', '0', '000', 'a1', '1a', '99', 'x']) {
          await assertFails(setDoc(doc(owner, 'players', OWNER_UID, list, id), data));
        }
      }
    });

    it("nobody writes or deletes another player's entries", async () => {
      await setDoc(doc(admin, entryPath(OWNER_UID, 'career', 0)), validCareerEntry());
      await assertFails(setDoc(entry('career', 1, other), validCareerEntry()));
      await assertFails(setDoc(entry('honours', 0, other), validHonour()));
      await assertFails(deleteDoc(entry('career', 0, other)));
      await assertFails(setDoc(entry('career', 0, owner, OTHER_UID), validCareerEntry()));
    });

    it('the owner reads their entries before the CV exists; a visitor then reads nothing', async () => {
      await setDoc(doc(admin, entryPath(OWNER_UID, 'career', 0)), validCareerEntry());
      await assertSucceeds(getDocs(collection(owner, 'players', OWNER_UID, 'career')));
      await assertFails(getDocs(collection(signedOut, 'players', OWNER_UID, 'career')));
      await assertFails(getDoc(entry('career', 0, signedOut)));
    });

    it("the editor's save: the CV, its details, 30 + 30 entries in one batch; a later batch deletes the tail", async () => {
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'players', OWNER_UID), validPlayer());
      batch.set(doc(owner, detailsPath(OWNER_UID)), validDetails());
      for (let i = 0; i < 30; i++) {
        batch.set(entry('career', i), validCareerEntry({ club: `Club ${i}` }));
        batch.set(entry('honours', i), validHonour({ title: `Cup ${i}` }));
      }
      await assertSucceeds(batch.commit());
      const ids = (await getDocs(collection(signedOut, 'players', OWNER_UID, 'career'))).docs.map((d) => d.id);
      expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => String(i).padStart(2, '0')));
      const shorter = writeBatch(owner);
      for (let i = 2; i < 30; i++) shorter.delete(entry('career', i));
      await assertSucceeds(shorter.commit());
      expect((await getDocs(collection(signedOut, 'players', OWNER_UID, 'career'))).size).toBe(2);
    });

    it('a batch with one hostile entry writes nothing', async () => {
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'players', OWNER_UID), validPlayer());
      batch.set(entry('career', 0), validCareerEntry());
      batch.set(entry('career', 1), validCareerEntry({ club: doc(owner, 'players/x') }));
      await assertFails(batch.commit());
      expect((await getDoc(doc(admin, 'players', OWNER_UID))).exists()).toBe(false);
    });
  });

  describe('the data split: players/{uid}/private/details and the CV agree', () => {
    const details = (db = owner, uid = OWNER_UID) => doc(db, detailsPath(uid));

    it('no CV without private details: the CV alone is denied, the batch of both is allowed', async () => {
      await deleteDoc(doc(admin, detailsPath(OWNER_UID)));
      await assertFails(createPlayer(validPlayer()));
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'players', OWNER_UID), validPlayer());
      batch.set(details(), validDetails());
      await assertSucceeds(batch.commit());
    });

    it('hiding the e-mail: the details alone are denied while the CV shows it; the batch that drops it is allowed', async () => {
      await assertSucceeds(createPlayer(validPlayer()));
      await assertFails(setDoc(details(), validDetails({ showContactEmail: false })));
      const { contactEmail: _e, ...withoutEmail } = validPlayer();
      const batch = writeBatch(owner);
      batch.set(doc(owner, 'players', OWNER_UID), { ...withoutEmail, createdAt: (await getDoc(doc(admin, 'players', OWNER_UID))).get('createdAt') });
      batch.set(details(), validDetails({ showContactEmail: false }));
      await assertSucceeds(batch.commit());
    });

    it('a CV cannot show an e-mail its details hide', async () => {
      await arrangeDetails(admin, OWNER_UID, { showContactEmail: false });
      await assertFails(createPlayer(validPlayer()));
      const { contactEmail: _e, ...withoutEmail } = validPlayer();
      await assertSucceeds(createPlayer(withoutEmail));
    });

    it('changing the date of birth alone is denied while the CV shows the old month', async () => {
      await assertSucceeds(createPlayer(validPlayer()));
      await assertFails(setDoc(details(), validDetails({ dateOfBirth: utcDate(25) })));
      await assertSucceeds(setDoc(details(), validDetails({ location: { lat: 1, lng: 2 } })));
    });

    it('nobody else reads or writes the details, verified or not', async () => {
      const unverified = env.authenticated(UNVERIFIED_UID, { email: ACTOR_EMAILS[UNVERIFIED_UID], email_verified: false });
      for (const db of [other, signedOut, unverified]) {
        await assertFails(getDoc(details(db)));
        await assertFails(getDocs(collection(db, 'players', OWNER_UID, 'private')));
        await assertFails(setDoc(details(db), validDetails()));
      }
      await assertFails(getDocs(query(collection(other, 'players', OWNER_UID, 'private'))));
      await assertSucceeds(getDoc(details()));
    });

    const invalid: [string, () => DocumentData][] = [
      ['unknown key', () => validDetails({ nickname: 'Ani' })],
      ['missing dateOfBirth', () => {
        const { dateOfBirth: _d, ...rest } = validDetails();
        return rest;
      }],
      ['missing showContactEmail', () => {
        const { showContactEmail: _s, ...rest } = validDetails();
        return rest;
      }],
      ['age out of range: 7 (8th birthday tomorrow)', () => validDetails({ dateOfBirth: utcDate(8, 1) })],
      ['age out of range: 51', () => validDetails({ dateOfBirth: utcDate(51) })],
      ['dateOfBirth not YYYY-MM-DD', () => validDetails({ dateOfBirth: '15/05/2005' })],
      ['dateOfBirth not a real date (Feb 30)', () => validDetails({ dateOfBirth: `${new Date().getUTCFullYear() - 20}-02-30` })],
      ['dateOfBirth as a timestamp', () => validDetails({ dateOfBirth: Timestamp.fromDate(new Date('2004-01-01')) })],
      ['location with an extra key', () => validDetails({ location: { lat: 1, lng: 2, alt: 3 } })],
      ['location out of range (lat 91)', () => validDetails({ location: { lat: 91, lng: 0 } })],
      ['location as text', () => validDetails({ location: { lat: '1', lng: '2' } })],
      ['showContactEmail not a bool', () => validDetails({ showContactEmail: 'yes' })],
      ['contactEmail not an address', () => validDetails({ contactEmail: 'nope' })],
      ['contactEmail as a number', () => validDetails({ contactEmail: 42 })],
      ['contactEmail of 900 KB', () => validDetails({ contactEmail: `a@${'b'.repeat(900_000)}.com` })],
      ['contactEmail with a mailto query (?bcc=…)', () => validDetails({ contactEmail: 'me@x.com?bcc=spy%40evil.com&body=hi' })],
      ['updatedAt not request.time', () => validDetails({ updatedAt: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')) })],
    ];
    for (const [name, data] of invalid) {
      it(`invalid details: ${name}`, async () => {
        await deleteDoc(doc(admin, detailsPath(OWNER_UID)));
        await assertFails(setDoc(details(), data()));
      });
    }

    it("the owner writes no details under someone else's uid", async () => {
      await deleteDoc(doc(admin, detailsPath(OTHER_UID)));
      await assertFails(setDoc(details(owner, OTHER_UID), validDetails()));
    });

    // Contact requests to a player under 16 (the core's GUARDIAN_BELOW_AGE) go to the guardian: under 16 on
    // request.time's UTC day, the details need the guardian's e-mail; from the 16th birthday on it is optional.
    describe('guardianEmail: required under 16', () => {
      const withoutGuardian = (overrides: DocumentData = {}): DocumentData => {
        const { guardianEmail: _g, ...rest } = validDetails(overrides);
        return rest;
      };
      beforeEach(() => deleteDoc(doc(admin, detailsPath(OWNER_UID))));

      it('under 16 (the 16th birthday tomorrow): refused without it, accepted with it', async () => {
        await assertFails(setDoc(details(), withoutGuardian({ dateOfBirth: utcDate(16, 1) })));
        await assertFails(setDoc(details(), withoutGuardian({ dateOfBirth: utcDate(12) })));
        await assertFails(setDoc(details(), withoutGuardian({ dateOfBirth: utcDate(8) })));
        await assertSucceeds(setDoc(details(), validDetails({ dateOfBirth: utcDate(16, 1) })));
        await assertSucceeds(setDoc(details(), validDetails({ dateOfBirth: utcDate(8), guardianEmail: 'parent@example.com' })));
      });

      it('16 today or older: accepted without it, and with it', async () => {
        await assertSucceeds(setDoc(details(), withoutGuardian({ dateOfBirth: utcDate(16) })));
        await assertSucceeds(setDoc(details(), withoutGuardian()));
        await assertSucceeds(setDoc(details(), validDetails({ dateOfBirth: utcDate(16) })));
      });

      it("removing it from an under-16's stored details is refused", async () => {
        await setDoc(doc(admin, detailsPath(OWNER_UID)), validDetails({ dateOfBirth: utcDate(14) }));
        await assertFails(updateDoc(details(), { guardianEmail: deleteField(), updatedAt: serverTimestamp() }));
        await assertSucceeds(updateDoc(details(), { guardianEmail: 'other.parent@example.com', updatedAt: serverTimestamp() }));
      });

      const hostile: [string, unknown][] = [
        ['a number', 42],
        ['null', null],
        ['a list', ['parent@example.com']],
        ['a map', { email: 'parent@example.com' }],
        ['an empty string', ''],
        ['not an address', 'nope'],
        ['an address list', 'x,victim@example.com'],
        ['a mailto query (?bcc=…)', 'parent@x.com?bcc=spy%40evil.com'],
        ['900 KB', `a@${'b'.repeat(900_000)}.com`],
      ];
      for (const [name, value] of hostile) {
        it(`refused as ${name}, whatever the age`, async () => {
          await assertFails(setDoc(details(), validDetails({ guardianEmail: value })));
          await assertFails(setDoc(details(), validDetails({ dateOfBirth: utcDate(12), guardianEmail: value })));
        });
      }
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
