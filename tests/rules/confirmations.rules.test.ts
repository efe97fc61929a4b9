// Requests to confirm a player's stats (functions/src/confirmations.js), as the rules see them: attestations/{id}
// (the request, its snapshot, the official's address, a dispute's note) and attestationLinks/{id} (the official's
// one-time link) are the functions' alone; players/{uid}/confirmedWeeks/{season} and
// players/{uid}/confirmedTests/measured (what the CV shows as confirmed) are read like the figures they confirm and
// written by nobody. The matrix, then what a player would try: confirming their own weeks or tests.
import { deleteField, doc, getDoc, setDoc, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './firestore-env';
import { arrangeCv, readLikeTheCv } from './fixtures';
import { describeFirestoreMatrix, OWNER_UID, type CollectionRulesCase } from './matrix';
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

/** A season's record as answerConfirmation merges it (crates/core/src/confirmed_weeks.rs). */
const record = (): DocumentData => ({
  season: 2026,
  weeks: { '2026-W40': { hash: 'ab'.repeat(32), by: 'Jan Novák (coach, FC Example)' } },
});
const recordPath = (uid: string) => `players/${uid}/confirmedWeeks`;

// Read like the weeks it confirms (a public CV's by anyone, a members-only one's by verified members and the owner).
const recordCase = (visibility: 'public' | 'members'): CollectionRulesCase => ({
  name: `players/{uid}/confirmedWeeks/{season}: the CV's confirmed weeks — a '${visibility}' CV`,
  collection: recordPath(OWNER_UID),
  docId: () => '2026',
  createTarget: 'ownerDoc',
  validData: record,
  arrange: (admin, uid) => arrangeCv(admin, uid, { visibility }),
  updateData: () => ({ weeks: { '2026-W41': { hash: 'ef'.repeat(32), by: 'Ana Silva (coach, Me)' } } }),
  expect: readLikeTheCv(visibility),
});

/** The record of confirmed tests as answerConfirmation merges it (crates/core/src/confirmed_tests.rs). */
const testsRecord = (): DocumentData => ({
  tests: { sprint10m: { hash: 'ab'.repeat(32), by: 'Jan Novák (coach, FC Example)' } },
});
const testsRecordPath = (uid: string) => `players/${uid}/confirmedTests`;

const testsRecordCase = (visibility: 'public' | 'members'): CollectionRulesCase => ({
  name: `players/{uid}/confirmedTests/measured: the CV's confirmed tests — a '${visibility}' CV`,
  collection: testsRecordPath(OWNER_UID),
  docId: () => 'measured',
  createTarget: 'ownerDoc',
  validData: testsRecord,
  arrange: (admin, uid) => arrangeCv(admin, uid, { visibility }),
  updateData: () => ({ tests: { cmj: { hash: 'ef'.repeat(32), by: 'Ana Silva (coach, Me)' } } }),
  expect: readLikeTheCv(visibility),
});

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
  recordCase('public'),
  recordCase('members'),
  testsRecordCase('public'),
  testsRecordCase('members'),
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

  it('a player cannot mark their own weeks confirmed, nor keep a confirmation their edit voided', async () => {
    await arrangeCv(session.admin, OWNER_UID, { visibility: 'public' });
    const mine = doc(session.owner, `${recordPath(OWNER_UID)}/2026`);
    expect(await writeOutcome(setDoc(mine, record())), 'confirms their own weeks').toBe('deny');
    await setDoc(doc(session.admin, `${recordPath(OWNER_UID)}/2026`), record());
    const forged = { 'weeks.2026-W40.hash': 'ff'.repeat(32) };
    expect(await writeOutcome(updateDoc(mine, forged)), 'moves a hash to edited figures').toBe('deny');
    expect(await writeOutcome(updateDoc(mine, { season: deleteField() })), 'edits the record').toBe('deny');
    expect((await getDoc(doc(session.admin, `${recordPath(OWNER_UID)}/2026`))).data()).toEqual(record());
  });

  it('a player cannot mark their own tests confirmed, nor keep a confirmation a new result voided', async () => {
    await arrangeCv(session.admin, OWNER_UID, { visibility: 'public' });
    const mine = doc(session.owner, `${testsRecordPath(OWNER_UID)}/measured`);
    expect(await writeOutcome(setDoc(mine, testsRecord())), 'confirms their own tests').toBe('deny');
    await setDoc(doc(session.admin, `${testsRecordPath(OWNER_UID)}/measured`), testsRecord());
    expect(await writeOutcome(updateDoc(mine, { 'tests.sprint10m.hash': 'ff'.repeat(32) })), 'moves a hash').toBe('deny');
    expect(await writeOutcome(setDoc(doc(session.owner, `${testsRecordPath(OWNER_UID)}/other`), testsRecord())), 'another record').toBe(
      'deny',
    );
    expect((await getDoc(doc(session.admin, `${testsRecordPath(OWNER_UID)}/measured`))).data()).toEqual(testsRecord());
  });
});
