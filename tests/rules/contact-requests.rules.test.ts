// Requests to contact a player (functions/src/contact-requests.js), as the rules see them: users/{uid}/inbox/{scout}
// (the player reads their requests; the functions alone write them, so a limit or a block is never a refused write
// the scout could see), users/{uid}/contacts/{player} (the scout reads the players who accepted and may forget one;
// the functions alone write them) and guardianLinks/{id} (the guardians' one-time links: nobody's but the
// functions'). The matrix, then the hostile writes each side could try.
import { deleteDoc, doc, getDoc, setDoc, Timestamp, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './firestore-env';
import { ACTOR_EMAILS, describeFirestoreMatrix, OTHER_UID, OWNER_UID } from './matrix';
import { useOwnerSession, writeOutcome } from './owner-session';

/** In the inbox's case the owner (alice) is the player and the other verified user (bob) the scout who asked. */
const INBOX = `users/${OWNER_UID}/inbox`;
/** In the contacts' case the owner (alice) is the scout and bob the player who accepted. */
const CONTACTS = `users/${OWNER_UID}/contacts`;
const LINK_ID = 'a1'.repeat(32);

/** A request as askToContact stores it (crates/core/src/contact_requests/ask.rs), `createdAt` stamped. */
function request(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Marta Ruiz',
    role: 'club',
    organisation: 'FC Norte',
    country: 'PT',
    message: 'Hello Ana, we would like to invite you to a trial in March.',
    signals: [],
    guardian: false,
    status: 'pending',
    createdAt: Timestamp.now(),
    ...overrides,
  };
}

/** A scout's contact as an acceptance writes it (crates/core/src/contact_requests/answer.rs). */
function contact(overrides: DocumentData = {}): DocumentData {
  return { name: 'Bob Silva', email: 'bob@example.com', viaGuardian: false, acceptedAt: Timestamp.now(), ...overrides };
}

const link = (): DocumentData => ({ player: OWNER_UID, scout: OTHER_UID, expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000) });

describeFirestoreMatrix([
  {
    // The document's id is the scout's (bob's): `other create` is the scout writing a request of their own into the
    // player's inbox, `other get` the scout reading what the player did with it.
    name: "users/{uid}/inbox/{scout}: the player's requests",
    collection: INBOX,
    docId: () => OTHER_UID,
    createTarget: 'ownerDoc',
    validData: () => request(),
    updateData: () => ({ status: 'accepted' }),
    expect: {
      get: { owner: 'allow' },
      list: { owner: 'allow' },
    },
  },
  {
    // The document's id is the player's (bob's): `other create` is the player writing into the scout's contacts,
    // `owner create` the scout making up a contact of their own.
    name: "users/{uid}/contacts/{player}: the scout's accepted contacts",
    collection: CONTACTS,
    docId: () => OTHER_UID,
    createTarget: 'ownerDoc',
    validData: () => contact(),
    updateData: () => ({ email: 'someone-else@example.com' }),
    expect: {
      get: { owner: 'allow' },
      list: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
  {
    name: "guardianLinks/{id}: a guardian's one-time link",
    collection: 'guardianLinks',
    docId: () => LINK_ID,
    createTarget: 'ownerDoc',
    validData: link,
    updateData: () => ({ expiresAt: Timestamp.fromMillis(Date.now() + 365 * 86_400_000) }),
    expect: {},
  },
  {
    // An account deletion that has not finished (functions/src/account-deletion.js): not even its owner reads it.
    name: 'accountDeletions/{uid}: a deletion under way',
    collection: 'accountDeletions',
    docId: (uid: string) => uid,
    createTarget: 'ownerDoc',
    validData: () => ({ email: 'owner@example.com', startedAt: Timestamp.now() }),
    updateData: () => ({ email: 'someone@example.com' }),
    expect: {},
  },
  {
    // Word that an account is gone (functions/src/account-deletion.js), for the CV page's 410: nobody's to read or
    // write, not even under the owner's own id.
    name: 'goneAccounts/{hash}: a deleted account',
    collection: 'goneAccounts',
    docId: (uid: string) => uid,
    createTarget: 'ownerDoc',
    validData: () => ({ at: Timestamp.now() }),
    updateData: () => ({ at: Timestamp.fromMillis(0) }),
    expect: {},
  },
]);

describe('hostile writes', () => {
  const session = useOwnerSession();
  /** Bob, verified: the scout in the inbox's case, the player in the contacts' case. */
  let bob: Firestore;
  const requestPath = `${INBOX}/${OTHER_UID}`;
  const contactPath = `${CONTACTS}/${OTHER_UID}`;

  beforeAll(() => {
    bob = session.env.authenticated(OTHER_UID, { email: ACTOR_EMAILS[OTHER_UID], email_verified: true });
  });
  beforeEach(async () => {
    await clearFirestore();
  });

  it("the scout cannot deliver a request of their own into the player's inbox, nor read or withdraw one", async () => {
    expect(await writeOutcome(setDoc(doc(bob, requestPath), request())), 'a request under their own id').toBe('deny');
    expect(await writeOutcome(setDoc(doc(bob, `${INBOX}/someone-else`), request())), 'under another id').toBe('deny');
    // Past a block: the scout turns their blocked (or declined) request back into a pending one.
    for (const status of ['blocked', 'declined']) {
      await setDoc(doc(session.admin, requestPath), request({ status, answeredBy: 'player' }));
      expect(await writeOutcome(updateDoc(doc(bob, requestPath), { status: 'pending' })), status).toBe('deny');
      expect(await writeOutcome(setDoc(doc(bob, requestPath), request())), `${status}, replaced`).toBe('deny');
      expect(await writeOutcome(deleteDoc(doc(bob, requestPath))), `${status}, deleted`).toBe('deny');
      expect(await writeOutcome(getDoc(doc(bob, requestPath))), `${status}, read`).toBe('deny');
    }
    expect((await getDoc(doc(session.admin, requestPath))).data()?.status).toBe('declined');
  });

  it('the player cannot answer their request by a write: no status of their own, no scoutEmail, no deletion', async () => {
    await setDoc(doc(session.admin, requestPath), request());
    const ref = doc(session.owner, requestPath);
    expect(await writeOutcome(updateDoc(ref, { status: 'accepted' })), 'accepted').toBe('deny');
    expect(await writeOutcome(updateDoc(ref, { status: 'accepted', answeredBy: 'guardian' })), 'as the guardian').toBe('deny');
    expect(await writeOutcome(updateDoc(ref, { scoutEmail: 'marta@club.example' })), 'scoutEmail').toBe('deny');
    expect(await writeOutcome(setDoc(ref, { scoutEmail: 'x@example.com' }, { merge: true })), 'scoutEmail, merged').toBe('deny');
    expect(await writeOutcome(updateDoc(ref, { guardian: false, status: 'declined' })), 'declined').toBe('deny');
    expect(await writeOutcome(deleteDoc(ref)), 'deleted').toBe('deny');
    // A guardian's request, which only the guardian accepts: neither accepted nor made an adult's.
    await setDoc(doc(session.admin, requestPath), request({ guardian: true }));
    expect(await writeOutcome(updateDoc(ref, { guardian: false })), 'guardian: false').toBe('deny');
    expect(await writeOutcome(updateDoc(ref, { status: 'accepted' })), "a guardian's, accepted").toBe('deny');
    // Nor a request from nobody, in their own inbox.
    expect(await writeOutcome(setDoc(doc(session.owner, `${INBOX}/made-up-scout`), request())), 'made up').toBe('deny');
    expect((await getDoc(doc(session.admin, requestPath))).data()).toMatchObject({ status: 'pending', guardian: true });
  });

  it('nobody makes a contact: not the scout, not the player, not in one batch with a request', async () => {
    const scout = session.owner;
    expect(await writeOutcome(setDoc(doc(scout, contactPath), contact())), "the scout's own").toBe('deny');
    expect(await writeOutcome(setDoc(doc(bob, contactPath), contact())), "the player, into the scout's").toBe('deny');
    // The scout as the one who asked, with the request they would accept for the player.
    const batch = writeBatch(scout);
    batch.set(doc(scout, contactPath), contact());
    batch.set(doc(scout, `users/${OTHER_UID}/inbox/${OWNER_UID}`), request({ status: 'accepted', scoutEmail: 'a@example.com' }));
    expect(await writeOutcome(batch.commit()), 'in a batch').toBe('deny');
    expect((await getDoc(doc(session.admin, contactPath))).exists()).toBe(false);
  });

  it("the scout reads and forgets a contact, but cannot change its e-mail; the player cannot read it", async () => {
    await setDoc(doc(session.admin, contactPath), contact());
    expect(await writeOutcome(updateDoc(doc(session.owner, contactPath), { email: 'other@example.com' }))).toBe('deny');
    expect(await writeOutcome(updateDoc(doc(session.owner, contactPath), { viaGuardian: true }))).toBe('deny');
    expect(await writeOutcome(getDoc(doc(bob, contactPath))), "the player reads the scout's contact").toBe('deny');
    expect(await writeOutcome(deleteDoc(doc(bob, contactPath))), 'the player deletes it').toBe('deny');
    expect(await writeOutcome(getDoc(doc(session.owner, contactPath)))).toBe('allow');
    expect(await writeOutcome(deleteDoc(doc(session.owner, contactPath)))).toBe('allow');
  });

  it("a guardian's link is nobody's to read, make, extend or spend", async () => {
    await setDoc(doc(session.admin, `guardianLinks/${LINK_ID}`), link());
    for (const [who, db] of [
      ['the player', session.owner],
      ['the scout', bob],
      ['a visitor', session.env.unauthenticated()],
    ] as const) {
      const ref = doc(db, `guardianLinks/${LINK_ID}`);
      expect(await writeOutcome(getDoc(ref)), `${who} reads`).toBe('deny');
      expect(await writeOutcome(updateDoc(ref, { expiresAt: Timestamp.fromMillis(Date.now() + 1e10) })), `${who} extends`).toBe('deny');
      expect(await writeOutcome(deleteDoc(ref)), `${who} spends`).toBe('deny');
      expect(await writeOutcome(setDoc(doc(db, `guardianLinks/${'b2'.repeat(32)}`), link())), `${who} makes one`).toBe('deny');
    }
  });
});
