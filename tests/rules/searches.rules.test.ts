// users/{uid}/searches/{id} (saved searches: their owner's alone, saved or deleted, never edited) and
// users/{uid}/notifications/{id} (written by the functions; their owner reads them, marks them read and deletes them).
// The matrix, then the bounds against the core's and hostile values.
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './firestore-env';
import { describeFirestoreMatrix, OWNER_UID } from './matrix';
import { HOSTILE_FIELD_VALUES, useOwnerSession, writeOutcome } from './owner-session';

const SEARCHES = `users/${OWNER_UID}/searches`;
const NOTIFICATIONS = `users/${OWNER_UID}/notifications`;

/** A search as the core's plan writes it (crates/core/src/search_alerts.rs). */
function search(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'U19 keepers in Portugal',
    search: 'position=GK&basedIn=PT&maxAge=18',
    key: 'p:GK|b:PT',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}
const storedSearch = () => search({ createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
/** A notification as the functions write it (functions/src/search-alerts.js). */
const notification = (overrides: DocumentData = {}): DocumentData => ({
  kind: 'match',
  search: '00',
  searchName: 'U19 keepers in Portugal',
  query: 'position=GK&basedIn=PT&maxAge=18',
  player: 'ines',
  playerName: 'Inês Quintela',
  read: false,
  digested: false,
  createdAt: Timestamp.now(),
  ...overrides,
});

describeFirestoreMatrix([
  {
    name: 'users/{uid}/searches/{id}: a saved search',
    collection: SEARCHES,
    docId: () => '00',
    createTarget: 'ownerDoc',
    validData: () => search(),
    updateData: () => ({ name: 'Keepers', updatedAt: serverTimestamp() }),
    expect: {
      get: { owner: 'allow' },
      list: { owner: 'allow' },
      create: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    name: 'users/{uid}/notifications/{id}: what the functions tell the owner',
    collection: NOTIFICATIONS,
    docId: () => '00-ines',
    validData: () => notification(),
    updateData: () => ({ read: true }),
    expect: {
      get: { owner: 'allow' },
      list: { owner: 'allow' },
      // Marking read changes nothing others see: a verified e-mail is not needed.
      update: { owner: 'allow', ownerUnverified: 'allow' },
      delete: { owner: 'allow' },
    },
  },
]);

describe('a saved search', () => {
  const session = useOwnerSession();
  beforeEach(async () => {
    await clearFirestore();
  });
  const create = async (data: DocumentData, id = '00') => {
    await deleteDoc(doc(session.admin, `${SEARCHES}/${id}`));
    return writeOutcome(setDoc(doc(session.owner, `${SEARCHES}/${id}`), data));
  };

  it('takes the ids 00 to 19, a name of the lists’ bounds, a query string and a key or null', async () => {
    expect(await create(search(), '19')).toBe('allow');
    expect(await create(search({ key: null }))).toBe('allow');
    expect(await create(search({ key: 'p:GK|n:PT|b:PT|t:goalkeeper', name: 'x'.repeat(40) }))).toBe('allow');
    expect(await create(search({ search: 'q=In%C3%AAs&position=GK' }))).toBe('allow');
    for (const id of ['20', '99', '0', 'a1']) expect(await create(search(), id), id).toBe('deny');
    for (const name of ['', ' U19', 'x'.repeat(41), 'U19\nkeepers', 'a\u202Eb', 7]) {
      expect(await create(search({ name })), JSON.stringify(name)).toBe('deny');
    }
    for (const value of ['', 'x'.repeat(301), 'q=<script>', 'position=GK&q=a b', 5, null]) {
      expect(await create(search({ search: value })), `search ${JSON.stringify(value).slice(0, 20)}`).toBe('deny');
    }
    for (const key of ['', 'any', 'p:GK|', 'x:GK', 'p:GK|n:PT|b:PT|t:gk|p:CB', 'p:' + 'x'.repeat(21), 5]) {
      expect(await create(search({ key })), `key ${JSON.stringify(key)}`).toBe('deny');
    }
    expect(await create(search({ alerts: true })), 'an unknown key').toBe('deny');
    expect(await create(search({ createdAt: Timestamp.now() })), 'a time of its own').toBe('deny');
  });

  it('is never edited, and no field takes a value of another type', async () => {
    await setDoc(doc(session.admin, `${SEARCHES}/00`), storedSearch());
    expect(await writeOutcome(updateDoc(doc(session.owner, `${SEARCHES}/00`), { name: 'Keepers', updatedAt: serverTimestamp() }))).toBe('deny');
    for (const field of ['name', 'search', 'key', 'createdAt', 'updatedAt']) {
      for (const hostile of HOSTILE_FIELD_VALUES) {
        if (hostile.name === 'a timestamp' && field.endsWith('At')) continue;
        expect(await create(search({ [field]: hostile.value(session.owner) }), '01'), `${field}: ${hostile.name}`).toBe('deny');
      }
    }
  });
});

describe('a notification', () => {
  const session = useOwnerSession();
  const path = `${NOTIFICATIONS}/00-ines`;
  beforeEach(async () => {
    await clearFirestore();
    await setDoc(doc(session.admin, path), notification());
  });

  it('is marked read by its owner, and nothing else changes', async () => {
    const update = (data: DocumentData) => writeOutcome(updateDoc(doc(session.owner, path), data));
    expect(await update({ read: false }), 'unread again').toBe('deny');
    expect(await update({ read: true, playerName: 'Someone else' })).toBe('deny');
    expect(await update({ digested: true })).toBe('deny');
    expect(await update({ read: true })).toBe('allow');
    expect(await writeOutcome(setDoc(doc(session.owner, `${NOTIFICATIONS}/01-x`), notification()))).toBe('deny');
  });
});
