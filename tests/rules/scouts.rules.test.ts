// scouts/{uid}: a scout's short profile, read and written by its owner alone (a verified e-mail to write), never
// beside a player's CV in the same account. The matrix, then every field's bounds against the core's, its types,
// hostile values and the one-or-the-other rule with players/{uid}.
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from './firestore-env';
import { detailsPath, validDetails, validPlayer, validScout } from './fixtures';
import { boundsOf, listOf, loadCoreLimits, type Bounds } from './limits';
import { describeFirestoreMatrix, OWNER_UID } from './matrix';
import { HOSTILE_FIELD_VALUES, useOwnerSession, writeOutcome } from './owner-session';

const LIMITS = loadCoreLimits();
const bounds = (key: string): Bounds => boundsOf(LIMITS, key);
const list = (key: string): string[] => listOf(LIMITS, key);

describeFirestoreMatrix([
  {
    name: "scouts/{uid}: a scout's profile",
    collection: 'scouts',
    createTarget: 'ownerDoc',
    validData: () => validScout(),
    updateData: () => ({ organisation: 'CD Leganés Juvenil', updatedAt: serverTimestamp() }),
    // Its owner alone reads it (a player sees a scout only through what a request carries); nobody lists scouts;
    // writing it needs a verified e-mail, as a player's CV does.
    expect: {
      get: { owner: 'allow' },
      create: { owner: 'allow' },
      update: { owner: 'allow' },
      delete: { owner: 'allow' },
    },
  },
]);

describe('scouts/{uid}: what a profile may hold', () => {
  const session = useOwnerSession();
  const path = `scouts/${OWNER_UID}`;
  const create = (data: DocumentData) => writeOutcome(setDoc(doc(session.owner, path), data));

  beforeEach(async () => {
    await clearFirestore();
  });

  it("holds the core's keys: the link optional, nothing else", async () => {
    const keys = list('scoutKeys');
    const required = list('requiredScoutKeys');
    expect(Object.keys(validScout()).sort()).toEqual([...keys].sort());
    expect(await create(validScout())).toBe('allow');
    const { link: _link, ...linkless } = validScout();
    await deleteDoc(doc(session.admin, path));
    expect(await create(linkless)).toBe('allow');
    for (const key of required) {
      await deleteDoc(doc(session.admin, path));
      const { [key]: _gone, ...rest } = validScout();
      expect(await create(rest), `without ${key}`).toBe('deny');
    }
    expect(await create(validScout({ email: 'marta@example.com' }))).toBe('deny');
    expect(await create(validScout({ kind: 'scout' }))).toBe('deny');
  });

  it("the name and the organisation: the core's bounds, trimmed, one line, no bidi override", async () => {
    for (const [field, key] of [['name', 'scoutName'], ['organisation', 'scoutOrganisation']] as const) {
      const { min, max } = bounds(key);
      expect(await create(validScout({ [field]: 'x'.repeat(max) })), `${field} of ${max}`).toBe('allow');
      expect(await create(validScout({ [field]: 'x'.repeat(min) })), `${field} of ${min}`).toBe('allow');
      expect(await create(validScout({ [field]: 'Ana Cristina Ruiz Ortega' })), `${field} with inner spaces`).toBe('allow');
      for (const [what, value] of [
        [`${max + 1} characters`, 'x'.repeat(max + 1)],
        ['empty', ''],
        ['a leading space', ' Marta'],
        ['a trailing space', 'Marta '],
        ['a line break', 'Marta\nRuiz'],
        ['a tab', 'Marta\tRuiz'],
        ['a control character', 'Marta\u0001Ruiz'],
        ['a control character first', '\u0001Marta'],
        ['a right-to-left override', 'Marta\u202ERuiz'],
        ['an isolate', '\u2066Marta'],
        ['a number', 7],
        ['null', null],
        ['a list', ['Marta']],
      ] as const) {
        expect(await create(validScout({ [field]: value })), `${field}: ${what}`).toBe('deny');
      }
    }
  });

  it("the role is one of the core's, the country two capital letters", async () => {
    for (const role of list('scoutRoles')) expect(await create(validScout({ role })), role).toBe('allow');
    for (const role of ['', 'Coach', 'president', 'coach\nclub', 1]) {
      expect(await create(validScout({ role })), `role ${JSON.stringify(role)}`).toBe('deny');
    }
    for (const country of ['es', 'ESP', '', 'E', 34]) {
      expect(await create(validScout({ country })), `country ${JSON.stringify(country)}`).toBe('deny');
    }
  });

  it('the link is an http(s) address without whitespace, control characters, backslashes or overrides', async () => {
    for (const link of ['http://club.example', 'HTTPS://club.example/a?b=c#d', `https://x.example/${'a'.repeat(270)}`]) {
      expect(await create(validScout({ link })), link.slice(0, 40)).toBe('allow');
    }
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://club.example',
      '//club.example',
      'https://',
      'https://club.example/a b',
      'https://club.example\\evil',
      'https://club.example/\u202Etxt',
      'https://club.example/\u0007',
      `https://x.example/${'a'.repeat(300)}`,
      '',
      7,
      null,
    ]) {
      expect(await create(validScout({ link })), `link ${JSON.stringify(link).slice(0, 40)}`).toBe('deny');
    }
  });

  it('no field holds a value of another Firestore type, and the time is the server\'s', async () => {
    for (const field of ['name', 'role', 'organisation', 'country', 'link', 'updatedAt']) {
      for (const hostile of HOSTILE_FIELD_VALUES) {
        if (field === 'updatedAt' && hostile.name === 'a timestamp') continue; // checked below, as a past time
        expect(await create(validScout({ [field]: hostile.value(session.owner) })), `${field}: ${hostile.name}`).toBe('deny');
      }
    }
    expect(await create(validScout({ updatedAt: new Date('2024-01-01') }))).toBe('deny');
  });

  it('an update is checked whole, like a create', async () => {
    expect(await create(validScout())).toBe('allow');
    const ref = doc(session.owner, path);
    expect(await writeOutcome(updateDoc(ref, { role: 'agent', updatedAt: serverTimestamp() }))).toBe('allow');
    expect(await writeOutcome(updateDoc(ref, { role: 'owner', updatedAt: serverTimestamp() }))).toBe('deny');
    expect(await writeOutcome(updateDoc(ref, { name: 'Marta Ruiz' }))).toBe('deny');
    expect(await writeOutcome(updateDoc(ref, { visibility: 'public', updatedAt: serverTimestamp() }))).toBe('deny');
  });
});

describe('an account is a player\'s or a scout\'s, never both', () => {
  const session = useOwnerSession();

  beforeEach(async () => {
    await clearFirestore();
  });

  it('no scout profile beside a CV', async () => {
    await setDoc(doc(session.admin, detailsPath(OWNER_UID)), validDetails());
    await setDoc(doc(session.admin, 'players', OWNER_UID), validPlayer());
    expect(await writeOutcome(setDoc(doc(session.owner, 'scouts', OWNER_UID), validScout()))).toBe('deny');
    // Once the CV is gone, the account may become a scout's.
    await deleteDoc(doc(session.admin, 'players', OWNER_UID));
    expect(await writeOutcome(setDoc(doc(session.owner, 'scouts', OWNER_UID), validScout()))).toBe('allow');
  });

  it('no CV beside a scout profile: a scout never enters the directory, the map or the counts', async () => {
    await setDoc(doc(session.admin, 'scouts', OWNER_UID), { ...validScout(), updatedAt: new Date() });
    await setDoc(doc(session.admin, detailsPath(OWNER_UID)), validDetails());
    expect(await writeOutcome(setDoc(doc(session.owner, 'players', OWNER_UID), validPlayer()))).toBe('deny');
    await deleteDoc(doc(session.owner, 'scouts', OWNER_UID));
    expect(await writeOutcome(setDoc(doc(session.owner, 'players', OWNER_UID), validPlayer()))).toBe('allow');
  });
});
