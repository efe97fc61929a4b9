// Valid documents for the rules tests (docs/player-model.md). Timestamps use serverTimestamp(), which the rules see
// as request.time, so a fixture is valid for create (createdAt == request.time) and for the first write.
import { doc, serverTimestamp, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { ACTOR_EMAILS, type CollectionRulesCase } from './matrix';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today's date (UTC, like request.time in the rules) as YYYY-MM-DD, shifted by whole years and days. */
export function utcDate(yearsAgo: number, plusDays = 0): string {
  const now = new Date();
  // Same month/day `yearsAgo` years back (Feb 29 -> Feb 28 in non-leap years, then shifted by plusDays).
  const y = now.getUTCFullYear() - yearsAgo;
  const m = now.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDay)));
  d.setUTCDate(d.getUTCDate() + plusDays);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export const CURRENT_YEAR = new Date().getUTCFullYear();

/** The fixtures' date of birth (about 20 years old) and the birth month the CV shows for it. */
export const DATE_OF_BIRTH = utcDate(20, -40);
export const BIRTH_MONTH = DATE_OF_BIRTH.slice(0, 7);
export const CONTACT_EMAIL = 'ana@example.com';
/** A guardian's address: optional at the fixtures' age, required under 16 (firestore.rules detailsOk). */
export const GUARDIAN_EMAIL = 'guardian.ana@example.com';

/**
 * A complete, valid players/{uid} document (every key of the split CV; career and honours are documents of their
 * own, see validCareerEntry / validHonour): it agrees with `validDetails()` (the birth
 * month of its date of birth, the e-mail it shows), which the rules require of the private document after the write.
 */
export function validPlayer(overrides: DocumentData = {}): DocumentData {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    birthMonth: BIRTH_MONTH,
    nationality: 'PT',
    secondNationality: 'BR',
    countryOfResidence: 'ES',
    city: 'Madrid',
    playerType: 'outfield',
    mainPosition: 'CM',
    secondaryPositions: ['CAM', 'CDM'],
    preferredFoot: 'right',
    heightCm: 172,
    weightKg: 64,
    currentClub: 'CD Leganés',
    availability: 'open-to-offers',
    languages: ['Portuguese', 'Spanish'],
    bio: 'Box-to-box midfielder.',
    links: [{ label: 'Highlights', url: 'https://example.com/ana' }],
    contactEmail: CONTACT_EMAIL,
    visibility: 'public',
    hasPhoto: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/**
 * A valid players/{uid}/private/details document with every key, which `validPlayer()` agrees with (the e-mail shown).
 * It keeps its guardian's e-mail, so a younger `dateOfBirth` in the overrides stays valid.
 */
export function validDetails(overrides: DocumentData = {}): DocumentData {
  return {
    dateOfBirth: DATE_OF_BIRTH,
    location: { lat: 40.4168, lng: -3.7038 },
    contactEmail: CONTACT_EMAIL,
    showContactEmail: true,
    guardianEmail: GUARDIAN_EMAIL,
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The path of `uid`'s private details. */
export const detailsPath = (uid: string): string => `players/${uid}/private/details`;

/** A valid players doc reduced to the required keys only. */
export function minimalPlayer(overrides: DocumentData = {}): DocumentData {
  const {
    secondNationality: _a,
    preferredFoot: _c,
    heightCm: _d,
    weightKg: _e,
    currentClub: _f,
    contactEmail: _g,
    ...required
  } = validPlayer();
  return { ...required, languages: [], links: [], bio: '', ...overrides };
}

/** A valid users/{uid} document for `uid` (email = the signed-in test user's email claim). */
export function validUser(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    email: ACTOR_EMAILS[uid],
    termsAcceptedAt: serverTimestamp(),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A valid scouts/{uid} document, as the app saves it (the core's scout_save plan): the server stamps its time. */
export function validScout(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Marta Ruiz',
    role: 'club',
    organisation: 'CD Leganés',
    country: 'ES',
    link: 'https://cdleganes.example/scouting',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A valid empty list (users/{uid}/shortlists/{NN}), as the app creates it; the server stamps its times. */
export function validShortlist(overrides: DocumentData = {}): DocumentData {
  return { name: 'Shortlist', size: 0, changed: '', createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

/** A valid players/{uid}/career/{NN} document (every key; `to: null` = the current club). */
export function validCareerEntry(overrides: DocumentData = {}): DocumentData {
  return { club: 'CD Leganés', league: 'Segunda', from: 2023, to: null, appearances: 25, goals: 3, ...overrides };
}

/** A valid players/{uid}/honours/{NN} document. */
export function validHonour(overrides: DocumentData = {}): DocumentData {
  return { title: 'Liga 3 champion', season: '2022/23', ...overrides };
}

/** The two-digit id of the entry at `position` (the core's firestore_paths::entry_id). */
export const entryId = (position: number): string => String(position).padStart(2, '0');

/** The path of `uid`'s entry at `position` of `list` ('career' or 'honours'). */
export const entryPath = (uid: string, list: 'career' | 'honours', position: number): string =>
  `players/${uid}/${list}/${entryId(position)}`;

/** The owner's CV (`cv` over a valid one: its `visibility`…) and private details, written with the rules bypassed. */
export async function arrangeCv(admin: Firestore, uid: string, cv: DocumentData = {}): Promise<void> {
  await setDoc(doc(admin, detailsPath(uid)), validDetails());
  await setDoc(doc(admin, 'players', uid), validPlayer(cv));
}

/**
 * Who may get and list what is read like the CV it belongs to (its weeks, their confirmations): a public CV's by
 * anyone, a members-only one's by verified members and the owner.
 */
export function readLikeTheCv(visibility: 'public' | 'members'): CollectionRulesCase['expect'] {
  const readers =
    visibility === 'public'
      ? ({ signedOut: 'allow', anonymous: 'allow', unverified: 'allow', owner: 'allow', other: 'allow' } as const)
      : ({ owner: 'allow', other: 'allow', unverified: 'deny', anonymous: 'deny' } as const);
  return { get: readers, list: readers };
}
