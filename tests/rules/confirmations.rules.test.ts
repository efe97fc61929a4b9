// Requests to confirm a player's stats (functions/src/confirmations.js), as the rules see them: attestations/{id}
// (the request, its snapshot, the official's address, a dispute's note) and attestationLinks/{id} (the official's
// one-time link) are the functions' alone. The matrix, then what a player would try: confirming their own weeks.
import { doc, getDoc, setDoc, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './firestore-env';
import { describeFirestoreMatrix, OWNER_UID } from './matrix';
import { useOwnerSession, writeOutcome } from './owner-session';

const REQUEST_ID = 'c3'.repeat(32);
const LINK_ID = 'd4'.repeat(32);

/** A request as askToConfirmStats stores it (crates/core/src/confirmation_requests.rs), `createdAt` stamped. */
function attestation(overrides: DocumentData = {}): DocumentData {
  return {
    player: OWNER_UID,
    playerName: 'Ana Silva',
    official: { name: 'Jan Novák', role: 'coach', club: 'FC Example', email: 'jan@example.com' },
    season: 2026,
    weeks: { '2026-W40': { label: 'Week 40', hash: 'ab'.repeat(32), minutes: 90, figures: [] } },
    snapshotHash: 'cd'.repeat(32),
    status: 'sent',
    expiresAtMs: Date.now() + 14 * 86_400_000,
    createdAt: Timestamp.now(),
    ...overrides,
  };
}

const link = (): DocumentData => ({ request: REQUEST_ID, expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000) });

describeFirestoreMatrix([
  {
    // Even the player whose request it is: the official's address and a dispute's note reach them through a function.
    name: 'attestations/{id}: a request to confirm stats',
    collection: 'attestations',
    docId: () => REQUEST_ID,
    createTarget: 'ownerDoc',
    validData: () => attestation(),
    updateData: () => ({ status: 'confirmed' }),
    expect: {},
  },
  {
    name: "attestationLinks/{id}: an official's one-time link",
    collection: 'attestationLinks',
    docId: () => LINK_ID,
    createTarget: 'ownerDoc',
    validData: link,
    updateData: () => ({ expiresAt: Timestamp.fromMillis(Date.now() + 365 * 86_400_000) }),
    expect: {},
  },
]);

describe('hostile writes', () => {
  const session = useOwnerSession();

  beforeEach(async () => {
    await clearFirestore();
  });

  it('a player cannot confirm their own request, make one up, or read the official behind it', async () => {
    await setDoc(doc(session.admin, `attestations/${REQUEST_ID}`), attestation());
    const ref = doc(session.owner, `attestations/${REQUEST_ID}`);
    expect(await writeOutcome(updateDoc(ref, { status: 'confirmed' })), 'confirms their own').toBe('deny');
    expect(await writeOutcome(getDoc(ref)), 'reads the official').toBe('deny');
    const madeUp = doc(session.owner, `attestations/${'e5'.repeat(32)}`);
    expect(await writeOutcome(setDoc(madeUp, attestation({ status: 'confirmed' }))), 'makes one up').toBe('deny');
    expect(await writeOutcome(setDoc(doc(session.owner, `attestationLinks/${LINK_ID}`), link())), 'makes a link').toBe('deny');
    expect((await getDoc(doc(session.admin, `attestations/${REQUEST_ID}`))).data()?.status).toBe('sent');
  });
});
