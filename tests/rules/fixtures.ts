// Valid documents for the rules tests (docs/player-model.md). Timestamps use serverTimestamp(), which the rules see
// as request.time, so a fixture is valid for create (createdAt == request.time) and for the first write.
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { ACTOR_EMAILS } from './matrix';

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

/** A complete, valid players/{uid} document (every required key, a few optional ones). */
export function validPlayer(overrides: DocumentData = {}): DocumentData {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    dateOfBirth: utcDate(20, -40),
    nationality: 'PT',
    secondNationality: 'BR',
    countryOfResidence: 'ES',
    city: 'Madrid',
    location: { lat: 40.4168, lng: -3.7038 },
    playerType: 'outfield',
    mainPosition: 'CM',
    secondaryPositions: ['CAM', 'CDM'],
    preferredFoot: 'right',
    heightCm: 172,
    weightKg: 64,
    currentClub: 'CD Leganés',
    availability: 'open-to-offers',
    career: [
      { club: 'Sporting CP B', league: 'Liga 3', from: 2021, to: 2023, appearances: 40, goals: 6 },
      { club: 'CD Leganés', league: 'Segunda', from: 2023, to: null, appearances: 25, goals: 3 },
    ],
    honours: [{ title: 'Liga 3 champion', season: '2022/23' }],
    languages: ['Portuguese', 'Spanish'],
    bio: 'Box-to-box midfielder.',
    links: [{ label: 'Highlights', url: 'https://example.com/ana' }],
    contactEmail: 'ana@example.com',
    showContactEmail: false,
    visibility: 'public',
    hasPhoto: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A valid players doc reduced to the required keys only. */
export function minimalPlayer(overrides: DocumentData = {}): DocumentData {
  const {
    secondNationality: _a,
    location: _b,
    preferredFoot: _c,
    heightCm: _d,
    weightKg: _e,
    currentClub: _f,
    contactEmail: _g,
    ...required
  } = validPlayer();
  return { ...required, career: [], honours: [], languages: [], links: [], bio: '', ...overrides };
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
