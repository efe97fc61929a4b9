// Firestore rules for the public site's open forms. The contact form and the newsletter
// sign-up go through the callable functions (functions/src/forms.js), which check, sanitize and rate-limit every
// request and write with the Admin SDK. So no client, signed in or not, verified or not, reads or writes any of the
// forms' collections: contactMessages, newsletterSubscriptions, newsletterPending (sign-ups waiting for their
// link), mail (outgoing e-mail for the Trigger Email extension) and rateLimits (the counters).
// Run with: /work/notes/run-rules.sh tests/rules/forms.rules.test.ts (or npm test's rules stage).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
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
import { ACTOR_EMAILS, describeFirestoreMatrix, OTHER_UID, OWNER_UID, UNVERIFIED_UID, type CollectionRulesCase } from './matrix';

const OWNER_EMAIL = ACTOR_EMAILS[OWNER_UID] ?? 'alice-uid@example.com';
const LATER = Timestamp.fromDate(new Date('2030-01-01T00:00:00Z'));
const TOKEN_HASH = 'a'.repeat(64);

/** What the functions store (functions/src/forms.js), as the admin arranges it. */
const pending = (email = OWNER_EMAIL): DocumentData => ({ email, source: 'footer', createdAt: LATER, expiresAt: LATER });
const mail = (to = OWNER_EMAIL): DocumentData => ({
  to,
  message: { subject: 'Confirm your SKORA newsletter subscription', text: 'https://skora.app/newsletter/confirm?token=x', html: '<p>x</p>' },
});
const counter = (): DocumentData => ({ startMs: 1, count: 1, scope: 'newsletter-address', expiresAt: LATER });

// Every cell of the matrix is 'deny': anything not listed is. The contact message and the subscription are the ones
// the app used to write (valid under the old rules: createdAt = the server's time), so a create that still passed
// would show. The list queries are the realistic ones a curious client would try: its own address's documents.
const mine = (field: string) => (db: Firestore, name: string) => (actor: string) =>
  actor === 'signedOut'
    ? collection(db, name)
    : query(collection(db, name), where(field, '==', ACTOR_EMAILS[actor === 'owner' ? OWNER_UID : actor === 'other' ? OTHER_UID : UNVERIFIED_UID] ?? ''));

const CASES: CollectionRulesCase[] = [
  {
    name: 'contactMessages/{id} — functions only (the inbox)',
    collection: 'contactMessages',
    docId: () => 'message-1',
    validData: () => validContactMessage(),
    updateData: { message: 'An edited message that nobody may store.' },
    listQuery: (db, actor) => mine('email')(db, 'contactMessages')(actor),
    expect: {},
  },
  {
    name: 'newsletterSubscriptions/{email} — functions only (confirmed subscriptions)',
    collection: 'newsletterSubscriptions',
    docId: () => OWNER_EMAIL,
    createTarget: 'ownerDoc',
    validData: () => validSubscription(OWNER_EMAIL),
    updateData: { source: 'footer' },
    listQuery: (db, actor) => mine('email')(db, 'newsletterSubscriptions')(actor),
    expect: {},
  },
  {
    name: 'newsletterPending/{tokenHash} — functions only (sign-ups awaiting confirmation)',
    collection: 'newsletterPending',
    docId: () => TOKEN_HASH,
    createTarget: 'ownerDoc',
    validData: () => pending(),
    updateData: { expiresAt: LATER },
    listQuery: (db, actor) => mine('email')(db, 'newsletterPending')(actor),
    expect: {},
  },
  {
    name: 'mail/{id} — functions only (outgoing e-mail)',
    collection: 'mail',
    docId: () => 'mail-1',
    validData: () => mail(),
    updateData: { to: 'spy@example.com' },
    listQuery: (db, actor) => mine('to')(db, 'mail')(actor),
    expect: {},
  },
  {
    name: 'rateLimits/{keyHash} — functions only (the forms’ counters)',
    collection: 'rateLimits',
    docId: () => TOKEN_HASH,
    createTarget: 'ownerDoc',
    validData: () => counter(),
    updateData: { count: 0 },
    expect: {},
  },
];

describeFirestoreMatrix(CASES);

describe('the open forms: what the app used to write is refused, and nothing the functions store leaks', () => {
  let env: FirestoreTestEnv;
  let clients: Record<'signedOut' | 'owner' | 'unverified', Firestore>;
  let admin: Firestore;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    clients = {
      signedOut: env.unauthenticated(),
      owner: env.authenticated(OWNER_UID, { email: OWNER_EMAIL, email_verified: true }),
      unverified: env.authenticated(UNVERIFIED_UID, { email: ACTOR_EMAILS[UNVERIFIED_UID], email_verified: false }),
    };
    admin = env.admin();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await clearFirestore();
  });

  for (const actor of ['signedOut', 'owner', 'unverified'] as const) {
    it(`${actor}: a valid contact message written directly (addDoc, as the app did) is denied`, async () => {
      const data = validContactMessage(actor === 'owner' ? { uid: OWNER_UID } : {});
      await assertFails(addDoc(collection(clients[actor], 'contactMessages'), data));
    });

    it(`${actor}: a valid subscription written directly (anyone could subscribe anyone) is denied`, async () => {
      await assertFails(setDoc(doc(clients[actor], 'newsletterSubscriptions', SUBSCRIBER), validSubscription()));
    });

    it(`${actor}: cannot make itself a pending subscription, a mail or a fresh rate counter`, async () => {
      const db = clients[actor];
      await assertFails(setDoc(doc(db, 'newsletterPending', TOKEN_HASH), pending(SUBSCRIBER)));
      await assertFails(addDoc(collection(db, 'mail'), mail('victim@example.com')));
      await assertFails(setDoc(doc(db, 'rateLimits', TOKEN_HASH), { startMs: 0, count: 0 }));
    });

    it(`${actor}: cannot read the mail queued for its own address, nor reset its counter`, async () => {
      const db = clients[actor];
      const queued = await assertSucceeds(addDoc(collection(admin, 'mail'), mail()));
      await setDoc(doc(admin, 'rateLimits', TOKEN_HASH), counter());
      await assertFails(getDoc(doc(db, 'mail', queued.id)));
      await assertFails(getDocs(query(collection(db, 'mail'), where('to', '==', OWNER_EMAIL))));
      await assertFails(getDoc(doc(db, 'rateLimits', TOKEN_HASH)));
      await assertFails(setDoc(doc(db, 'rateLimits', TOKEN_HASH), { startMs: 0, count: 0 }));
    });
  }
});
