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

/** A stored playerStats/{uid} document (Contract B) of an outfield player, as the Firestore wrappers hand it over. */
export function storedStats(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tests: {
      sprint10m: { value: 1.72, measuredOn: '2026-09-14' },
      cmj: { value: 48, measuredOn: '2026-10-02' },
    },
    physical: {
      acceleration: 16,
      agility: 15,
      balance: 13,
      jumpingReach: 12,
      naturalFitness: 15,
      pace: 17,
      stamina: 14,
      strength: 12,
    },
    technical: {
      corners: 9,
      crossing: 11,
      dribbling: 15,
      finishing: 16,
      firstTouch: 14,
      freeKickTaking: 10,
      heading: 12,
      longShots: 13,
      longThrows: 6,
      marking: 7,
      passing: 13,
      penaltyTaking: 14,
      tackling: 8,
      technique: 15,
      weakFoot: 3,
      skillMoves: 4,
    },
    updatedAt: STORED_CREATED_AT,
    ...overrides,
  };
}

/**
 * A position's season document (aggregates/positions/byPosition/{CODE}/seasons/{season}) whose every age group counts
 * `players` players who rated themselves, all rated `value` in every figure: the core shows percentiles only among
 * enough peers of the player's own group.
 */
export function storedPositionAggregate(players: number, figures: readonly string[], value = 50): Record<string, unknown> {
  const group = { players, ...Object.fromEntries(figures.map((figure) => [figure, { [String(value)]: players }])) };
  return { players, rated: Object.fromEntries(['u15', 'u17', 'u19', 'u21', 'senior'].map((band) => [band, group])) };
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
