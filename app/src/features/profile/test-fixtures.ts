// Stored players/{uid} documents (split CVs) and their private details for the profile feature's component tests.
import type { DetailsDocument, ProfileDocument } from './api/profile-api';

const YEAR = new Date().getFullYear();

/** Born on 1 January twenty years ago: 20 years old on every day of this year. */
export const TWENTY_YEARS_OLD = `${YEAR - 20}-01-01`;

/** Stands in for the Firestore timestamp stored on the first save. */
export const STORED_CREATED_AT = { seconds: 1_700_000_000, nanoseconds: 0, kind: 'stored-created-at' };

export function storedPlayer(overrides: ProfileDocument = {}): ProfileDocument {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    birthMonth: TWENTY_YEARS_OLD.slice(0, 7),
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
    career: [
      { club: 'Sporting CP B', league: 'Liga 3', from: YEAR - 4, to: YEAR - 2, appearances: 40, goals: 6 },
      { club: 'CD Leganés', league: 'Segunda', from: YEAR - 2, to: null, appearances: 25, goals: 3 },
    ],
    honours: [{ title: 'Liga 3 champion', season: `${YEAR - 3}/${String(YEAR - 2).slice(2)}` }],
    languages: ['Portuguese', 'Spanish'],
    bio: 'Box-to-box midfielder.\nStrong in the air.',
    links: [{ label: 'Highlights', url: 'https://example.com/ana' }],
    visibility: 'public',
    hasPhoto: false,
    createdAt: STORED_CREATED_AT,
    updatedAt: STORED_CREATED_AT,
    ...overrides,
  };
}

/** The owner-only details of `storedPlayer()`: the e-mail is hidden, so the CV holds none. */
export function storedDetails(overrides: DetailsDocument = {}): { dateOfBirth: string } & DetailsDocument {
  return {
    dateOfBirth: TWENTY_YEARS_OLD,
    location: { lat: 40.4168, lng: -3.7038 },
    contactEmail: 'ana@example.com',
    showContactEmail: false,
    ...overrides,
  };
}

/** What `queryDocuments` returns: the entry documents of a list, `{ id, data }`. */
interface QueriedEntry {
  id: string;
  data: unknown;
}

/**
 * A `queryDocuments` stand-in for the CV's two entry queries (players/{uid}/career, players/{uid}/honours): the
 * lists of the CV the `getDocument` mock currently holds for players/{uid}, as the entry documents 00, 01… they are
 * stored as. Other queries find nothing. (Tests of the entries themselves set `queryDocuments` apart.)
 */
export function entriesOfHeldCv(getDocument: { getMockImplementation(): ((path: string) => unknown) | undefined }) {
  return async (path: string): Promise<QueriedEntry[]> => {
    const match = /^players\/([^/]+)\/(career|honours)$/.exec(path);
    const held = match ? getDocument.getMockImplementation()?.(`players/${match[1]}`) : undefined;
    const cv = (await held) as ProfileDocument | null | undefined;
    const list = match ? cv?.[match[2]!] : undefined;
    return Array.isArray(list) ? list.map((data: unknown, i) => ({ id: String(i).padStart(2, '0'), data })) : [];
  };
}
