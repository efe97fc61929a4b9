// players/{uid}/interest/{month}: how many scouts shortlisted the player or asked to contact them, per month. The
// functions write it; the player alone reads it; the markers under a month are nobody's to read.
import { collection, doc, getDoc, getDocs, limit, orderBy, query, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { describeFirestoreMatrix, OWNER_UID } from './matrix';
import { useOwnerSession, writeOutcome } from './owner-session';

describeFirestoreMatrix([
  {
    name: "players/{uid}/interest/{month}: the player's monthly counts",
    collection: `players/${OWNER_UID}/interest`,
    docId: () => '2026-11',
    validData: () => ({ shortlisted: 3, contacted: 1 }),
    updateData: () => ({ shortlisted: 300 }),
    expect: {
      get: { owner: 'allow', ownerUnverified: 'allow' },
      list: { owner: 'allow', ownerUnverified: 'allow' },
    },
  },
]);

describe("a month's markers", () => {
  const session = useOwnerSession();
  it("the player's page reads the newest months, ordered by the month the documents repeat", async () => {
    await setDoc(doc(session.admin, `players/${OWNER_UID}/interest/2026-11`), { month: '2026-11', shortlisted: 2 });
    const newest = query(collection(session.owner, `players/${OWNER_UID}/interest`), orderBy('month', 'desc'), limit(12));
    expect((await getDocs(newest)).docs.map((d) => d.id)).toEqual(['2026-11']);
  });

  it('are read and written by nobody, the player included', async () => {
    const marker = `players/${OWNER_UID}/interest/2026-11/scouts/shortlisted-scout`;
    await setDoc(doc(session.admin, marker), { at: new Date() });
    expect(await writeOutcome(getDoc(doc(session.owner, marker)))).toBe('deny');
    expect(await writeOutcome(setDoc(doc(session.owner, marker), { at: new Date() }))).toBe('deny');
  });
});
