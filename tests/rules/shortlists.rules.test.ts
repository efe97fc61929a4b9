// users/{uid}/shortlists/{listId} and …/saved/{player}: a scout's lists, their owner's alone. The matrix, then the
// count a list keeps of its players (written in the same batch as the player's document, never more than the
// core's 500), at most 20 lists, the bounds of a name and a note against the core's, and hostile values.
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './firestore-env';
import { validShortlist } from './fixtures';
import { boundsOf, loadCoreLimits } from './limits';
import { ACTOR_EMAILS, describeFirestoreMatrix, OWNER_UID } from './matrix';
import { HOSTILE_FIELD_VALUES, useOwnerSession, writeOutcome } from './owner-session';

const LIMITS = loadCoreLimits();
const LISTS = `users/${OWNER_UID}/shortlists`;
const listPath = (id = '00') => `${LISTS}/${id}`;
const savedPath = (player: string, id = '00') => `${listPath(id)}/saved/${player}`;

const list = validShortlist;
/** Player `player`'s document in a list: the note, the player's id and the order keys copied from their entry. */
function saved(player: string, overrides: DocumentData = {}): DocumentData {
  return {
    note: '',
    player,
    sortKey: 'silva ana',
    birthMonth: '2008-03',
    playerUpdatedAt: 1_700_000_000_000,
    addedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}
/** As stored (the admin writes times the rules would not take from a client). */
const storedList = (overrides: DocumentData = {}) => list({ createdAt: Timestamp.now(), updatedAt: Timestamp.now(), ...overrides });
const storedSaved = (player: string, overrides: DocumentData = {}) =>
  saved(player, { addedAt: Timestamp.now(), updatedAt: Timestamp.now(), ...overrides });

describeFirestoreMatrix([
  {
    name: "users/{uid}/shortlists/{listId}: a scout's list",
    collection: LISTS,
    docId: () => '00',
    createTarget: 'ownerDoc',
    validData: () => list(),
    updateData: () => ({ name: 'U19 keepers', updatedAt: serverTimestamp() }),
    expect: {
      get: { owner: 'allow' },
      list: { owner: 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    // Alone, a player's document is never written: it goes with its list's count (below). A note is an update.
    name: 'users/{uid}/shortlists/{listId}/saved/{player}: a player of a list',
    collection: `${LISTS}/00/saved`,
    docId: () => 'player-1',
    createTarget: 'ownerDoc',
    validData: () => storedSaved('player-1'),
    arrange: (admin) => setDoc(doc(admin, listPath()), storedList({ size: 1, changed: 'player-1' })),
    updateData: () => ({ note: 'Quick feet.', updatedAt: serverTimestamp() }),
    expect: {
      get: { owner: 'allow' },
      list: { owner: 'allow' },
      update: { owner: 'allow' },
    },
  },
]);

describe('a list counts its players in the batch that saves or takes off each one', () => {
  const session = useOwnerSession();
  const batch = (db: Firestore, writes: [string, DocumentData | null][]) => {
    const b = writeBatch(db);
    for (const [path, data] of writes) {
      if (data) b.set(doc(db, path), data);
      else b.delete(doc(db, path));
    }
    return writeOutcome(b.commit());
  };

  beforeEach(async () => {
    await clearFirestore();
  });

  it('the first player makes the list; the next count on; a count that lies is refused', async () => {
    const owner = session.owner;
    expect(await batch(owner, [[listPath(), list({ size: 1, changed: 'ana' })], [savedPath('ana'), saved('ana')]])).toBe('allow');
    // The list as stored keeps its creation time: the client writes it back as read.
    const created = Timestamp.fromMillis(1_700_000_000_000);
    await setDoc(doc(session.admin, listPath()), storedList({ size: 1, changed: 'ana', createdAt: created }));
    const grown = (size: number, changed: string) => list({ size, changed, createdAt: created });
    expect(await batch(owner, [[listPath(), grown(2, 'bo')], [savedPath('bo'), saved('bo')]])).toBe('allow');
    expect(await batch(owner, [[listPath(), grown(4, 'cy')], [savedPath('cy'), saved('cy')]]), 'counted twice').toBe('deny');
    expect(await batch(owner, [[listPath(), grown(3, 'dee')], [savedPath('cy'), saved('cy')]]), 'names another player').toBe('deny');
    expect(await batch(owner, [[savedPath('cy'), saved('cy')]]), 'not counted').toBe('deny');
    expect(await batch(owner, [[listPath(), grown(3, 'bo')], [savedPath('bo'), saved('bo')]]), 'saved twice').toBe('deny');
    expect(await writeOutcome(setDoc(doc(owner, listPath()), grown(3, 'eve'))), 'counted without the player').toBe('deny');
    // Taken off: one fewer, naming the player whose document goes.
    expect(await batch(owner, [[listPath(), grown(1, 'bo')], [savedPath('bo'), null]])).toBe('allow');
    expect(await writeOutcome(deleteDoc(doc(owner, savedPath('ana')))), 'taken off uncounted').toBe('deny');
    expect(await batch(owner, [[listPath(), grown(0, 'bo')], [savedPath('ana'), null]]), 'names another player').toBe('deny');
  });

  it(`a list holds at most the core's ${boundsOf(LIMITS, 'shortlistPlayers').max} players`, async () => {
    const { max } = boundsOf(LIMITS, 'shortlistPlayers');
    const created = Timestamp.fromMillis(1_700_000_000_000);
    await setDoc(doc(session.admin, listPath()), storedList({ size: max - 1, changed: 'x', createdAt: created }));
    expect(await batch(session.owner, [[listPath(), list({ size: max, changed: 'last', createdAt: created })], [savedPath('last'), saved('last')]])).toBe('allow');
    expect(await batch(session.owner, [[listPath(), list({ size: max + 1, changed: 'over', createdAt: created })], [savedPath('over'), saved('over')]])).toBe('deny');
  });

  it(`a scout keeps at most the core's ${boundsOf(LIMITS, 'shortlists').max} lists: ids 00 to ${boundsOf(LIMITS, 'shortlists').max - 1}`, async () => {
    const { max } = boundsOf(LIMITS, 'shortlists');
    const id = (n: number) => String(n).padStart(2, '0');
    expect(await writeOutcome(setDoc(doc(session.owner, listPath(id(max - 1))), list()))).toBe('allow');
    for (const bad of [id(max), '99', '0', 'a1', 'shortlist']) {
      expect(await writeOutcome(setDoc(doc(session.owner, listPath(bad)), list())), bad).toBe('deny');
    }
  });

  it("a deleted list's players can go after it, in batches of their own", async () => {
    await setDoc(doc(session.admin, listPath()), storedList({ size: 2, changed: 'bo' }));
    await setDoc(doc(session.admin, savedPath('ana')), storedSaved('ana'));
    await setDoc(doc(session.admin, savedPath('bo')), storedSaved('bo'));
    expect(await batch(session.owner, [[listPath(), null], [savedPath('ana'), null]])).toBe('allow');
    expect(await writeOutcome(deleteDoc(doc(session.owner, savedPath('bo'))))).toBe('allow');
  });

  it('only a verified owner writes; nobody else reads', async () => {
    const unverified = session.env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: false });
    expect(await batch(unverified, [[listPath(), list({ size: 1, changed: 'ana' })], [savedPath('ana'), saved('ana')]])).toBe('deny');
  });
});

describe("a list's name and a player's note", () => {
  const session = useOwnerSession();
  beforeEach(async () => {
    await clearFirestore();
  });
  /** The owner creates the list (any earlier one removed first, so each write is a create). */
  const create = async (data: DocumentData) => {
    await deleteDoc(doc(session.admin, listPath()));
    return writeOutcome(setDoc(doc(session.owner, listPath()), data));
  };

  it("the name: the core's bounds, trimmed, one line, no bidi override", async () => {
    const { min, max } = boundsOf(LIMITS, 'shortlistName');
    expect(await create(list({ name: 'x'.repeat(max) }))).toBe('allow');
    expect(await create(list({ name: 'é'.repeat(min) }))).toBe('allow');
    for (const name of ['x'.repeat(max + 1), '', ' U19', 'U19 ', 'U19\nkeepers', 'U19\u202Ekeepers', 7, null]) {
      expect(await create(list({ name })), JSON.stringify(name)).toBe('deny');
    }
  });

  it("the note: up to the core's bound, line breaks only, no bidi override", async () => {
    const { max } = boundsOf(LIMITS, 'shortlistNote');
    await setDoc(doc(session.admin, listPath()), storedList({ size: 1, changed: 'ana' }));
    const added = Timestamp.fromMillis(1_700_000_000_000);
    await setDoc(doc(session.admin, savedPath('ana')), storedSaved('ana', { addedAt: added }));
    const note = (text: unknown) => writeOutcome(setDoc(doc(session.owner, savedPath('ana')), saved('ana', { note: text, addedAt: added })));
    expect(await note('é'.repeat(max))).toBe('allow');
    expect(await note('Quick feet.\nWatch v Benfica')).toBe('allow');
    expect(await note('')).toBe('allow');
    for (const text of ['a'.repeat(max + 1), 'tab\there', 'x\u202E', '\u2066x', 'bell\u0007', 5, null, ['note']]) {
      expect(await note(text), JSON.stringify(text).slice(0, 30)).toBe('deny');
    }
    expect(await writeOutcome(setDoc(doc(session.owner, savedPath('ana')), saved('ana', { note: 'x', addedAt: Timestamp.now() }))), 'addedAt moved').toBe('deny');
  });

  it("a saved player names itself and keeps its entry's order keys, null when unknown", async () => {
    await setDoc(doc(session.admin, listPath()), storedList({ size: 1, changed: 'ana' }));
    const added = Timestamp.fromMillis(1_700_000_000_000);
    await setDoc(doc(session.admin, savedPath('ana')), storedSaved('ana', { addedAt: added }));
    const write = (overrides: DocumentData) => writeOutcome(setDoc(doc(session.owner, savedPath('ana')), saved('ana', { addedAt: added, ...overrides })));
    expect(await write({ sortKey: 'x'.repeat(64), birthMonth: null, playerUpdatedAt: null })).toBe('allow');
    expect(await write({ sortKey: '' })).toBe('allow');
    expect(await write({ player: 'bo' }), 'another player').toBe('deny');
    expect(await write({ sortKey: 'x'.repeat(65) }), 'sortKey too long').toBe('deny');
    for (const month of ['2008-3', 'March', '2008-03-01', 200803]) {
      expect(await write({ birthMonth: month }), String(month)).toBe('deny');
    }
    expect(await write({ playerUpdatedAt: '2026-11-28' })).toBe('deny');
    for (const field of ['note', 'player', 'sortKey', 'birthMonth', 'playerUpdatedAt', 'updatedAt']) {
      for (const hostile of HOSTILE_FIELD_VALUES) {
        if (hostile.name === 'a timestamp' && field.endsWith('At')) continue;
        expect(await write({ [field]: hostile.value(session.owner) }), `${field}: ${hostile.name}`).toBe('deny');
      }
    }
    const { player: _omitted, ...withoutPlayer } = saved('ana', { addedAt: added });
    expect(await writeOutcome(setDoc(doc(session.owner, savedPath('ana')), withoutPlayer)), 'a key missing').toBe('deny');
  });

  it('no unknown key, and no value of another type anywhere', async () => {
    expect(await create(list({ shared: true }))).toBe('deny');
    for (const field of ['name', 'size', 'changed', 'createdAt', 'updatedAt']) {
      for (const hostile of HOSTILE_FIELD_VALUES) {
        if (hostile.name === 'a timestamp' && field.endsWith('At')) continue;
        expect(await create(list({ [field]: hostile.value(session.owner) })), `${field}: ${hostile.name}`).toBe('deny');
      }
    }
    expect(await create(list({ size: 1.5 }))).toBe('deny');
    expect(await create(list({ size: -1 }))).toBe('deny');
  });
});
