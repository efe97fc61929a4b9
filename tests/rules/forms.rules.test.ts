// Firestore rules for the public site's forms: contactMessages/{id} (write-only inbox) and
// newsletterSubscriptions/{email} (one document per normalised address, create-only).
// Run with: node scripts/rules-test.mjs
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import { SUBSCRIBER, validContactMessage, validSubscription } from './form-fixtures';
import { ACTOR_EMAILS, describeFirestoreMatrix, OTHER_UID, OWNER_UID, type CollectionRulesCase } from './matrix';

const PAST = Timestamp.fromDate(new Date('2024-01-01T00:00:00Z'));

// "owner" is the signed-in author of the arranged document; nobody reads, updates or deletes it, not even them.
const CASES: CollectionRulesCase[] = [
  {
    name: 'contactMessages/{id} — write-only inbox',
    collection: 'contactMessages',
    docId: () => 'message-1',
    validData: () => validContactMessage(),
    updateData: { message: 'An edited message that nobody may store.' },
    expect: { create: { signedOut: 'allow', owner: 'allow', other: 'allow' } },
  },
  {
    name: 'contactMessages/{id} — queries filtered by the signed-in actor’s uid',
    collection: 'contactMessages',
    docId: () => 'message-2',
    validData: () => validContactMessage(),
    listQuery: (db, actor) =>
      actor === 'signedOut'
        ? collection(db, 'contactMessages')
        : query(collection(db, 'contactMessages'), where('uid', '==', actor === 'owner' ? OWNER_UID : OTHER_UID)),
    expect: { create: { signedOut: 'allow', owner: 'allow', other: 'allow' } },
  },
  {
    name: 'newsletterSubscriptions/{email} — create-only',
    collection: 'newsletterSubscriptions',
    docId: () => SUBSCRIBER,
    createTarget: 'ownerDoc',
    validData: () => validSubscription(),
    updateData: { source: 'footer' },
    listQuery: (db, actor) =>
      actor === 'signedOut'
        ? collection(db, 'newsletterSubscriptions')
        : query(collection(db, 'newsletterSubscriptions'), where('email', '==', ACTOR_EMAILS[actor === 'owner' ? OWNER_UID : OTHER_UID])),
    expect: { create: { signedOut: 'allow', owner: 'allow', other: 'allow' } },
  },
];

describeFirestoreMatrix(CASES);

describe('contactMessages and newsletterSubscriptions: writes beyond the matrix', () => {
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

  const send = (data: DocumentData, db: Firestore = signedOut) => addDoc(collection(db, 'contactMessages'), data);

  describe('contactMessages', () => {
    it('a signed-out visitor sends a message through an auto-id (addDoc), as the app does', async () => {
      await assertSucceeds(send(validContactMessage()));
    });

    it('a signed-in sender may attach their own uid', async () => {
      await assertSucceeds(send(validContactMessage({ uid: OWNER_UID }), owner));
    });

    it('the author cannot read back the message they sent, by id or by query', async () => {
      const ref = await assertSucceeds(send(validContactMessage({ uid: OWNER_UID }), owner));
      await assertFails(getDoc(doc(owner, 'contactMessages', ref.id)));
      await assertFails(getDocs(query(collection(owner, 'contactMessages'), where('uid', '==', OWNER_UID))));
    });

    const invalid: [string, () => DocumentData, Firestore?][] = [
      ['unknown key', () => validContactMessage({ phone: '+34 600 000 000' })],
      ['missing key (email)', () => {
        const { email: _e, ...rest } = validContactMessage();
        return rest;
      }],
      ['missing key (createdAt)', () => {
        const { createdAt: _c, ...rest } = validContactMessage();
        return rest;
      }],
      ['wrong type: name as a number', () => validContactMessage({ name: 42 })],
      ['wrong type: message as a list', () => validContactMessage({ message: ['Hello there, SKORA team'] })],
      ['wrong type: topic as a map', () => validContactMessage({ topic: { value: 'press' } })],
      ['wrong type: createdAt as a string', () => validContactMessage({ createdAt: '2024-01-01' })],
      ['over-long message (2001 chars)', () => validContactMessage({ message: 'a'.repeat(2001) })],
      ['too-short message (9 chars)', () => validContactMessage({ message: 'a'.repeat(9) })],
      ['untrimmed message', () => validContactMessage({ message: ' I would like to ask something. ' })],
      ['empty name', () => validContactMessage({ name: '' })],
      ['over-long name (81 chars)', () => validContactMessage({ name: 'a'.repeat(81) })],
      ['untrimmed name', () => validContactMessage({ name: 'Ana ' })],
      ['name on two lines', () => validContactMessage({ name: 'Ana\nSilva' })],
      ['email without @', () => validContactMessage({ email: 'ana.example.com' })],
      ["bad topic 'sales'", () => validContactMessage({ topic: 'sales' })],
      ["bad topic 'Billing' (case matters)", () => validContactMessage({ topic: 'Billing' })],
      ['createdAt not request.time', () => validContactMessage({ createdAt: PAST })],
    ];
    for (const [name, data] of invalid) {
      it(`denied: ${name}`, async () => {
        await assertFails(send(data()));
        await assertFails(send(data(), owner));
      });
    }

    it("denied: someone else's uid (signed in as another user)", async () => {
      await assertFails(send(validContactMessage({ uid: OWNER_UID }), other));
    });

    it('denied: a uid while signed out', async () => {
      await assertFails(send(validContactMessage({ uid: OWNER_UID })));
    });

    it('denied: a uid that is not a string', async () => {
      await assertFails(send(validContactMessage({ uid: 7 }), owner));
    });
  });

  describe('newsletterSubscriptions', () => {
    const subscribe = (id: string, data: DocumentData, db: Firestore = signedOut) =>
      setDoc(doc(db, 'newsletterSubscriptions', id), data);

    it('anyone subscribes once; the repeat sign-up (an update of the same id) is denied', async () => {
      await assertSucceeds(subscribe(SUBSCRIBER, validSubscription()));
      await assertFails(subscribe(SUBSCRIBER, validSubscription()));
      await assertFails(subscribe(SUBSCRIBER, validSubscription(), owner));
      // and nobody can check whether an address is subscribed
      await assertFails(getDoc(doc(signedOut, 'newsletterSubscriptions', SUBSCRIBER)));
    });

    it('signed in: the repeat is denied too, even by a merge', async () => {
      await assertSucceeds(subscribe('keeper@example.com', validSubscription('keeper@example.com'), other));
      await assertFails(setDoc(doc(other, 'newsletterSubscriptions', 'keeper@example.com'), validSubscription('keeper@example.com'), { merge: true }));
    });

    it('an address with a plus tag and subdomains is accepted', async () => {
      await assertSucceeds(subscribe('fan+skora@mail.example.co.uk', validSubscription('fan+skora@mail.example.co.uk')));
    });

    const invalid: [string, string, () => DocumentData][] = [
      ['id ≠ email', 'someone@example.com', () => validSubscription(SUBSCRIBER)],
      ['uppercase email (id and email alike)', 'Fan@Example.com', () => validSubscription('Fan@Example.com')],
      ['uppercase domain only', 'fan@EXAMPLE.com', () => validSubscription('fan@EXAMPLE.com')],
      ['not an address', 'fan-at-example.com', () => validSubscription('fan-at-example.com')],
      ['a space in the address', 'fan @example.com', () => validSubscription('fan @example.com')],
      ['over-long address (255 chars)', `a@${'b'.repeat(249)}.com`, () => validSubscription(`a@${'b'.repeat(249)}.com`)],
      ['unknown key', SUBSCRIBER, () => validSubscription(SUBSCRIBER, { name: 'Fan' })],
      ['missing source', SUBSCRIBER, () => {
        const { source: _s, ...rest } = validSubscription();
        return rest;
      }],
      ["bad source 'popup'", SUBSCRIBER, () => validSubscription(SUBSCRIBER, { source: 'popup' })],
      ['createdAt not request.time', SUBSCRIBER, () => validSubscription(SUBSCRIBER, { createdAt: PAST })],
      ['email not a string', SUBSCRIBER, () => validSubscription(SUBSCRIBER, { email: ['fan@example.com'] })],
    ];
    for (const [name, id, data] of invalid) {
      it(`denied: ${name}`, async () => {
        await assertFails(subscribe(id, data()));
        await assertFails(subscribe(id, data(), owner));
      });
    }

    it('a signed-in subscriber can neither read nor delete the subscription of their own address', async () => {
      const mine = ACTOR_EMAILS[OWNER_UID] ?? 'alice-uid@example.com';
      await setDoc(doc(admin, 'newsletterSubscriptions', mine), validSubscription(mine));
      await assertFails(getDoc(doc(owner, 'newsletterSubscriptions', mine)));
      await assertFails(deleteDoc(doc(owner, 'newsletterSubscriptions', mine)));
    });
  });
});
