// The limits walk: every limit the core exports (`cargo run -q -p skora-core --example limits`) is checked at its
// boundaries against firestore.rules — the max (and min) pass, max + 1 (and min − 1) fail — so the rules' copy of
// the numbers cannot drift from the core's. A limit the core adds without a probe here fails the suite.
// Run with: node scripts/rules-test.mjs
import { deleteDoc, doc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreTestEnv, loadFirestoreRules, readFirestoreRules, type FirestoreTestEnv } from './firestore-env';
import {
  CURRENT_YEAR,
  detailsPath,
  entryId,
  utcDate,
  validCareerEntry,
  validDetails,
  validHonour,
  validPlayer,
  validScout,
  validShortlist,
} from './fixtures';
import { validContactMessage, validSubscription } from './form-fixtures';
import { boundsOf, listOf, loadCoreLimits, type Bounds, type CoreLimits } from './limits';
import { ACTOR_EMAILS, OWNER_UID } from './matrix';
import { STATS_AT, statsProbes } from './stats-probes';
import { weeklyProbes } from './weekly-probes';
import { maximalWeekly, minimalWeekly, weeklyPath, weeklySpec } from './weekly-fixtures';

const LIMITS: CoreLimits = loadCoreLimits();

type Expect = 'allow' | 'deny';
interface Step {
  label: string;
  data: DocumentData;
  expect: Expect;
  /** Where the signed-in owner creates `data` (default: players/{owner}). */
  at?: { collection: string; id: string };
  /** playerStats steps: overrides of the owner's CV the write is checked against (stats-probes.ts). */
  cv?: DocumentData;
}

const str = (n: number, ch = 'a'): string => ch.repeat(Math.max(0, n));
/** Where the owner's career and honours entries live: players/{owner}/career/{NN}, …/honours/{NN}. */
const entriesAt = (list: 'career' | 'honours', position = 0) => ({ collection: `players/${OWNER_UID}/${list}`, id: entryId(position) });
/** A steps' data as an entry document at career/00 (or honours/00) instead of the CV. */
const asEntry = (list: 'career' | 'honours', steps: Step[]): Step[] =>
  steps.map((s) => ({ ...s, label: `${list}/00: ${s.label}`, at: entriesAt(list) }));
const withCareer = (entry: DocumentData): DocumentData =>
  validCareerEntry({ club: 'Club', league: 'League', from: 2020, to: null, appearances: 1, goals: 0, ...entry });
const withHonour = (h: DocumentData): DocumentData => validHonour({ title: 'Cup', season: '2023/24', ...h });
/**
 * A list stored one document per entry: the last position (max − 1) and the first pass, the id `max` (a list of max + 1)
 * is refused; the id pattern is what bounds the count.
 */
function entryListSteps(list: 'career' | 'honours', bounds: Bounds, data: DocumentData): Step[] {
  return [
    { label: `${list}: entry ${entryId(bounds.max - 1)} (the ${bounds.max}th, max)`, data, expect: 'allow', at: entriesAt(list, bounds.max - 1) },
    { label: `${list}: entry ${entryId(bounds.min)} (the first)`, data, expect: 'allow', at: entriesAt(list, bounds.min) },
    { label: `${list}: entry ${bounds.max} (max + 1)`, data, expect: 'deny', at: { collection: `players/${OWNER_UID}/${list}`, id: String(bounds.max) } },
  ];
}
/** An entry document's keys: all of them pass, each one missing fails, an unknown one fails. */
function entryKeySteps(list: 'career' | 'honours', keys: string[], valid: DocumentData): Step[] {
  return [
    { label: `${list}: every key`, data: valid, expect: 'allow', at: entriesAt(list) },
    { label: `${list}: an unknown key`, data: { ...valid, note: 'x' }, expect: 'deny', at: entriesAt(list) },
    ...keys.map((k): Step => {
      const { [k]: _omit, ...rest } = valid;
      return { label: `${list}: without ${k}`, data: rest, expect: 'deny', at: entriesAt(list) };
    }),
  ];
}
const withLink = (l: DocumentData): DocumentData => validPlayer({ links: [{ label: 'Site', url: 'https://example.com', ...l }] });
/** An email address of exactly n characters. */
const emailOf = (n: number): string => `a@${str(n - 6, 'b')}.com`;

const DETAILS_AT = { collection: `players/${OWNER_UID}/private`, id: 'details' };
/** A players/{owner}/private/details create (the owner-only exact values), with no CV to agree with. */
const detailsStep = (label: string, data: DocumentData, expect: Expect): Step => ({
  label: `details: ${label}`,
  data: validDetails(data),
  expect,
  at: DETAILS_AT,
});

/** A contactMessages/{id} create (the owner is signed in, so a `uid` of theirs is allowed). */
const contactStep = (label: string, data: DocumentData, expect: Expect): Step => ({
  label: `contactMessages: ${label}`,
  data: validContactMessage(data),
  expect,
  at: { collection: 'contactMessages', id: 'limits-probe' },
});
/** The owner's scout profile (scouts/{owner}); `outcome` removes the owner's CV first, as an account has one or the other. */
const SCOUT_AT = { collection: 'scouts', id: OWNER_UID };
const scoutStep = (label: string, data: DocumentData, expect: Expect): Step => ({
  label: `scouts: ${label}`,
  data: validScout(data),
  expect,
  at: SCOUT_AT,
});
/** A newsletterSubscriptions/{email} create; the id is the document's email (as the app writes it). */
const subscriptionStep = (label: string, data: DocumentData, expect: Expect): Step => {
  const doc = { ...validSubscription(), ...data };
  const id = typeof doc.email === 'string' && doc.email ? doc.email : 'fan@example.com';
  return { label: `newsletterSubscriptions: ${label}`, data: doc, expect, at: { collection: 'newsletterSubscriptions', id } };
};
/**
 * The public forms' collections are written by the Cloud Functions only (functions/src/forms.js): the core
 * enforces these limits there, and the rules refuse every client write, so each probe, even within the limits, is
 * denied to a client.
 */
const FUNCTIONS_ONLY = new Set(['contactMessages', 'newsletterSubscriptions']);
const asClientSees = (step: Step): Step =>
  FUNCTIONS_ONLY.has(step.at?.collection ?? '') ? { ...step, label: `${step.label} (functions only)`, expect: 'deny' } : step;
/** Steps for another collection: the same labels and outcomes, the data built by `step`. */
const retarget = (steps: Step[], step: (label: string, data: DocumentData, expect: Expect) => Step): Step[] =>
  steps.map((s) => step(s.label, s.data, s.expect));

/**
 * Every free-text field others see, with `text` in it: the names, city, club, bio, a language, a link's label and url
 * (in its path), a career entry's club and league, an honour's title and season, a weekly note.
 */
const FREE_TEXT: { name: string; step: (text: string, expect: Expect) => Step }[] = [
  ...(['firstName', 'lastName', 'city', 'currentClub', 'bio'] as const).map((key) => ({
    name: key,
    step: (text: string, expect: Expect): Step => ({ label: key, data: validPlayer({ [key]: text }), expect }),
  })),
  { name: 'languages[0]', step: (text, expect) => ({ label: 'languages[0]', data: validPlayer({ languages: [text] }), expect }) },
  { name: 'links[0].label', step: (text, expect) => ({ label: 'links[0].label', data: withLink({ label: text }), expect }) },
  { name: 'links[0].url', step: (text, expect) => ({ label: 'links[0].url', data: withLink({ url: `https://example.com/${text}` }), expect }) },
  { name: 'career club', step: (text, expect) => ({ label: 'career/00 club', data: withCareer({ club: text }), expect, at: entriesAt('career') }) },
  { name: 'career league', step: (text, expect) => ({ label: 'career/00 league', data: withCareer({ league: text }), expect, at: entriesAt('career') }) },
  { name: 'honour title', step: (text, expect) => ({ label: 'honours/00 title', data: withHonour({ title: text }), expect, at: entriesAt('honours') }) },
  { name: 'honour season', step: (text, expect) => ({ label: 'honours/00 season', data: withHonour({ season: text }), expect, at: entriesAt('honours') }) },
  { name: 'scout name', step: (text, expect) => scoutStep('name', { name: text }, expect) },
  { name: 'scout organisation', step: (text, expect) => scoutStep('organisation', { organisation: text }, expect) },
  {
    name: 'weekly note',
    step: (text, expect) => {
      const data: DocumentData = { ...minimalWeekly(), note: text };
      return { label: 'weeklyStats note', data, expect, at: { collection: weeklyPath(OWNER_UID), id: String(data.week) } };
    },
  },
];

/** String field: max passes, max+1 fails; min passes, min−1 fails (when min > 0). */
function stringSteps(name: string, b: Bounds, build: (s: string) => DocumentData, ch = 'a'): Step[] {
  const steps: Step[] = [
    { label: `${name} = max (${b.max} chars)`, data: build(str(b.max, ch)), expect: 'allow' },
    { label: `${name} = max + 1 (${b.max + 1} chars)`, data: build(str(b.max + 1, ch)), expect: 'deny' },
    { label: `${name} = min (${b.min} chars)`, data: build(str(b.min, ch)), expect: 'allow' },
  ];
  if (b.min > 0) steps.push({ label: `${name} = min − 1`, data: build(str(b.min - 1, ch)), expect: 'deny' });
  return steps;
}

/** Integer (or number) field: min and max pass, min−1 and max+1 fail. */
function numberSteps(name: string, b: Bounds, build: (n: number) => DocumentData): Step[] {
  return [
    { label: `${name} = min (${b.min})`, data: build(b.min), expect: 'allow' },
    { label: `${name} = max (${b.max})`, data: build(b.max), expect: 'allow' },
    { label: `${name} = min − 1 (${b.min - 1})`, data: build(b.min - 1), expect: 'deny' },
    { label: `${name} = max + 1 (${b.max + 1})`, data: build(b.max + 1), expect: 'deny' },
  ];
}

/** List field: max entries pass, max+1 fail (min is 0 for every list). */
function listSteps(name: string, b: Bounds, entries: (n: number) => unknown[], key = name): Step[] {
  return [
    { label: `${name}: ${b.max} entries (max)`, data: validPlayer({ [key]: entries(b.max) }), expect: 'allow' },
    { label: `${name}: ${b.max + 1} entries (max + 1)`, data: validPlayer({ [key]: entries(b.max + 1) }), expect: 'deny' },
    { label: `${name}: ${b.min} entries (min)`, data: validPlayer({ [key]: entries(b.min) }), expect: 'allow' },
  ];
}

/** Enumerations: every value the core knows passes, a value it does not know fails. */
function enumSteps(name: string, values: string[], build: (v: string) => DocumentData, bogus: string): Step[] {
  return [
    ...values.map((v): Step => ({ label: `${name} = '${v}'`, data: build(v), expect: 'allow' })),
    { label: `${name} = '${bogus}' (unknown)`, data: build(bogus), expect: 'deny' },
  ];
}

const b = (key: string): Bounds => boundsOf(LIMITS, key);
const list = (key: string): string[] => listOf(LIMITS, key);

const gkPos = (): string => String(LIMITS.goalkeeperPosition);
const positionDoc = (p: string): DocumentData =>
  validPlayer({ mainPosition: p, playerType: p === gkPos() ? 'goalkeeper' : 'outfield', secondaryPositions: [] });

/** One entry per key of the core's limits JSON. */
/**
 * Limits a single write cannot probe, walked at their bounds in the file named: a list's count and a player's note
 * change only in a batch with the list (or over documents arranged first); the notes of a request to confirm stats
 * are written by the functions alone (no client writes `attestations/`), which apply the core's limit.
 */
const WALKED_ELSEWHERE: Record<string, string> = {
  shortlistPlayers: 'shortlists.rules.test.ts',
  shortlistNote: 'shortlists.rules.test.ts',
  confirmationNote: '../functions/confirmations.functions.test.ts',
};

const PROBES: Record<string, () => Step[]> = {
  firstName: () => [
    ...stringSteps('firstName', b('firstName'), (s) => validPlayer({ firstName: s })),
    ...stringSteps('firstName (é)', b('firstName'), (s) => validPlayer({ firstName: s }), 'é').slice(0, 2),
  ],
  lastName: () => stringSteps('lastName', b('lastName'), (s) => validPlayer({ lastName: s })),
  // The exact date of birth is in the private details (the CV's birthMonth must be its month).
  age: () => {
    const { min, max } = b('age');
    return [
      detailsStep(`age = min (${min}th birthday today)`, { dateOfBirth: utcDate(min) }, 'allow'),
      detailsStep(`age = min − 1 (${min}th birthday tomorrow)`, { dateOfBirth: utcDate(min, 1) }, 'deny'),
      detailsStep(`age = max (${max + 1}st birthday tomorrow)`, { dateOfBirth: utcDate(max + 1, 1) }, 'allow'),
      detailsStep(`age = max + 1 (${max + 1}st birthday today)`, { dateOfBirth: utcDate(max + 1) }, 'deny'),
    ];
  },
  city: () => stringSteps('city', b('city'), (s) => validPlayer({ city: s })),
  latitude: () => retarget(numberSteps('location.lat', b('latitude'), (n) => ({ location: { lat: n, lng: 0 } })), detailsStep),
  longitude: () => retarget(numberSteps('location.lng', b('longitude'), (n) => ({ location: { lat: 0, lng: n } })), detailsStep),
  secondaryPositions: () => {
    // distinct positions, never the main one (CM in the fixture) nor GK (the fixture is an outfield player)
    const pool = list('positions').filter((p) => p !== 'CM' && p !== gkPos());
    return listSteps('secondaryPositions', b('secondaryPositions'), (n) => pool.slice(0, n));
  },
  heightCm: () => numberSteps('heightCm', b('heightCm'), (n) => validPlayer({ heightCm: n })),
  weightKg: () => numberSteps('weightKg', b('weightKg'), (n) => validPlayer({ weightKg: n })),
  currentClub: () => stringSteps('currentClub', b('currentClub'), (s) => validPlayer({ currentClub: s })),
  career: () => entryListSteps('career', b('career'), withCareer({})),
  careerClub: () => asEntry('career', stringSteps('club', b('careerClub'), (s) => withCareer({ club: s }))),
  careerLeague: () => asEntry('career', stringSteps('league', b('careerLeague'), (s) => withCareer({ league: s }))),
  careerFirstYear: () => {
    const first = Number(LIMITS.careerFirstYear);
    return asEntry('career', [
      { label: `from = ${first} (first year)`, data: withCareer({ from: first }), expect: 'allow' },
      { label: `from = ${first - 1}`, data: withCareer({ from: first - 1 }), expect: 'deny' },
      { label: `from = ${CURRENT_YEAR} (current year)`, data: withCareer({ from: CURRENT_YEAR }), expect: 'allow' },
      { label: `from = ${CURRENT_YEAR + 1}`, data: withCareer({ from: CURRENT_YEAR + 1 }), expect: 'deny' },
      { label: `to = ${CURRENT_YEAR} (current year)`, data: withCareer({ to: CURRENT_YEAR }), expect: 'allow' },
      { label: `to = ${CURRENT_YEAR + 1}`, data: withCareer({ to: CURRENT_YEAR + 1 }), expect: 'deny' },
      { label: 'to = from', data: withCareer({ from: 2010, to: 2010 }), expect: 'allow' },
      { label: 'to = from − 1', data: withCareer({ from: 2010, to: 2009 }), expect: 'deny' },
      { label: 'to = null (the current club)', data: withCareer({ to: null }), expect: 'allow' },
    ]);
  },
  appearances: () => asEntry('career', numberSteps('appearances', b('appearances'), (n) => withCareer({ appearances: n }))),
  goals: () => asEntry('career', numberSteps('goals', b('goals'), (n) => withCareer({ goals: n }))),
  honours: () => entryListSteps('honours', b('honours'), withHonour({})),
  honourTitle: () => asEntry('honours', stringSteps('title', b('honourTitle'), (s) => withHonour({ title: s }))),
  honourSeason: () => asEntry('honours', stringSteps('season', b('honourSeason'), (s) => withHonour({ season: s }), '2')),
  careerEntryKeys: () => entryKeySteps('career', list('careerEntryKeys'), withCareer({})),
  honourKeys: () => entryKeySteps('honours', list('honourKeys'), withHonour({})),
  languages: () => listSteps('languages', b('languages'), (n) => Array.from({ length: n }, (_, i) => `Language ${i}`)),
  language: () => stringSteps('languages[0]', b('language'), (s) => validPlayer({ languages: [s] })),
  bio: () => [
    ...stringSteps('bio', b('bio'), (s) => validPlayer({ bio: s })),
    // Unicode characters, like the core (an emoji is 2 UTF-16 units but 1 character)
    ...stringSteps('bio (emoji)', b('bio'), (s) => validPlayer({ bio: s }), '😀').slice(0, 2),
    ...stringSteps('bio (with newlines)', b('bio'), (s) => validPlayer({ bio: s }), '\n').slice(0, 2),
  ],
  links: () =>
    listSteps('links', b('links'), (n) => Array.from({ length: n }, (_, i) => ({ label: `L${i}`, url: `https://example.com/${i}` }))),
  linkLabel: () => stringSteps('links[0].label', b('linkLabel'), (s) => withLink({ label: s })),
  // min is not walked: the shortest URL the rules accept is 'http://x' (a scheme is required).
  linkUrl: () => {
    const { max } = b('linkUrl');
    const url = (n: number) => `https://${str(n - 'https://'.length)}`;
    return [
      { label: `links[0].url = max (${max} chars)`, data: withLink({ url: url(max) }), expect: 'allow' },
      { label: `links[0].url = max + 1 (${max + 1} chars)`, data: withLink({ url: url(max + 1) }), expect: 'deny' },
    ];
  },
  email: () => {
    const { max } = b('email');
    return [
      // The CV's contactEmail must be the details' one, so the length is checked there.
      detailsStep(`contactEmail = max (${max} chars)`, { contactEmail: emailOf(max) }, 'allow'),
      detailsStep(`contactEmail = max + 1 (${max + 1} chars)`, { contactEmail: emailOf(max + 1) }, 'deny'),
      contactStep(`email = max (${max} chars)`, { email: emailOf(max) }, 'allow'),
      contactStep(`email = max + 1 (${max + 1} chars)`, { email: emailOf(max + 1) }, 'deny'),
      subscriptionStep(`email = max (${max} chars)`, { email: emailOf(max) }, 'allow'),
      subscriptionStep(`email = max + 1 (${max + 1} chars)`, { email: emailOf(max + 1) }, 'deny'),
    ];
  },
  // Not stored in Firestore (Firebase Auth holds passwords): nothing to walk; the key is acknowledged here.
  password: () => [],
  // Profile pictures live in Storage, not Firestore: storage.rules and its tests hold these two.
  pictureBytes: () => [],
  pictureTypes: () => [],
  pictureMaxSide: () => [],
  playerTypes: () => enumSteps('playerType', list('playerTypes'), (v) => validPlayer({ playerType: v, mainPosition: v === 'goalkeeper' ? gkPos() : 'CM' }), 'striker'),
  positions: () => enumSteps('mainPosition', list('positions'), positionDoc, 'XX'),
  goalkeeperPosition: () => [
    { label: `goalkeeper in ${gkPos()}`, data: positionDoc(gkPos()), expect: 'allow' },
    { label: `outfield player in ${gkPos()}`, data: validPlayer({ mainPosition: gkPos(), playerType: 'outfield', secondaryPositions: [] }), expect: 'deny' },
    { label: 'goalkeeper in ST', data: validPlayer({ mainPosition: 'ST', playerType: 'goalkeeper', secondaryPositions: [] }), expect: 'deny' },
  ],
  preferredFeet: () => enumSteps('preferredFoot', list('preferredFeet'), (v) => validPlayer({ preferredFoot: v }), 'none'),
  availability: () => enumSteps('availability', list('availability'), (v) => validPlayer({ availability: v }), 'retired'),
  visibility: () => enumSteps('visibility', list('visibility'), (v) => validPlayer({ visibility: v }), 'private'),
  // The rules accept any 2 uppercase letters (the ISO list lives in the core): every core code must pass.
  countries: () => [
    ...list('countries').map((c): Step => ({
      label: `nationality = ${c}`,
      data: validPlayer({ nationality: c, countryOfResidence: c, secondNationality: c === 'PT' ? 'BR' : 'PT' }),
      expect: 'allow',
    })),
    { label: "nationality = 'pt' (lowercase)", data: validPlayer({ nationality: 'pt' }), expect: 'deny' },
    { label: "nationality = 'PRT' (alpha-3)", data: validPlayer({ nationality: 'PRT' }), expect: 'deny' },
  ],
  playerKeys: () => {
    const keys = list('playerKeys');
    return [
      { label: 'a document with every player key', data: validPlayer(), expect: 'allow' },
      { label: 'an unknown key', data: validPlayer({ favouriteColour: 'green' }), expect: 'deny' },
      ...keys
        .filter((k) => !list('requiredPlayerKeys').includes(k))
        .map((k): Step => {
          const { [k]: _omit, ...rest } = validPlayer();
          return { label: `without optional key ${k}`, data: rest, expect: 'allow' };
        }),
    ];
  },
  requiredPlayerKeys: () =>
    list('requiredPlayerKeys').map((k): Step => {
      const { [k]: _omit, ...rest } = validPlayer();
      return { label: `without required key ${k}`, data: rest, expect: 'deny' };
    }),
  detailsKeys: () => {
    const keys = list('detailsKeys');
    return [
      detailsStep('every key', {}, 'allow'),
      detailsStep('an unknown key', { nickname: 'Ani' }, 'deny'),
      ...keys
        .filter((k) => !list('requiredDetailsKeys').includes(k))
        .map((k): Step => {
          const { [k]: _omit, ...rest } = validDetails();
          return { label: `details: without optional key ${k}`, data: rest, expect: 'allow', at: DETAILS_AT };
        }),
    ];
  },
  requiredDetailsKeys: () =>
    list('requiredDetailsKeys').map((k): Step => {
      const { [k]: _omit, ...rest } = validDetails();
      return { label: `details: without required key ${k}`, data: rest, expect: 'deny', at: DETAILS_AT };
    }),
  // The public forms (crates/core-domain/src/contact.rs, newsletter.rs): written by the functions only, see asClientSees.
  contactName: () => [
    ...retarget(stringSteps('name', b('contactName'), (s) => ({ name: s })), contactStep),
    ...retarget(stringSteps('name (é)', b('contactName'), (s) => ({ name: s }), 'é').slice(0, 2), contactStep),
  ],
  contactMessage: () => {
    const { max } = b('contactMessage');
    // Trimmed: line breaks only inside, as the core leaves them.
    const lines = (n: number) => `a${str(n - 2, '\n')}a`;
    return [
      ...retarget(stringSteps('message', b('contactMessage'), (s) => ({ message: s })), contactStep),
      // Unicode characters, like the core (an emoji is 2 UTF-16 units but 1 character)
      ...retarget(stringSteps('message (emoji)', b('contactMessage'), (s) => ({ message: s }), '😀').slice(0, 2), contactStep),
      contactStep(`message with line breaks = max (${max} chars)`, { message: lines(max) }, 'allow'),
      contactStep(`message with line breaks = max + 1 (${max + 1} chars)`, { message: lines(max + 1) }, 'deny'),
    ];
  },
  contactTopics: () =>
    retarget(enumSteps('topic', list('contactTopics'), (v) => ({ topic: v }), 'sales'), contactStep),
  contactMessageKeys: () => {
    const all = validContactMessage({ uid: OWNER_UID });
    return [
      contactStep('every key (uid = the sender’s)', { uid: OWNER_UID }, 'allow'),
      contactStep('an unknown key', { phone: '+34 600 000 000' }, 'deny'),
      ...list('contactMessageKeys')
        .filter((k) => !list('requiredContactMessageKeys').includes(k))
        .map((k): Step => {
          const { [k]: _omit, ...rest } = all;
          return { label: `contactMessages: without optional key ${k}`, data: rest, expect: 'allow', at: { collection: 'contactMessages', id: 'limits-probe' } };
        }),
    ];
  },
  requiredContactMessageKeys: () =>
    list('requiredContactMessageKeys').map((k): Step => {
      const { [k]: _omit, ...rest } = validContactMessage({ uid: OWNER_UID });
      return { label: `contactMessages: without required key ${k}`, data: rest, expect: 'deny', at: { collection: 'contactMessages', id: 'limits-probe' } };
    }),
  // A scout's profile (crates/core-domain/src/scout.rs).
  scoutName: () => [
    ...retarget(stringSteps('name', b('scoutName'), (s) => ({ name: s })), scoutStep),
    ...retarget(stringSteps('name (é)', b('scoutName'), (s) => ({ name: s }), 'é').slice(0, 2), scoutStep),
  ],
  scoutOrganisation: () => [
    ...retarget(stringSteps('organisation', b('scoutOrganisation'), (s) => ({ organisation: s })), scoutStep),
    ...retarget(stringSteps('organisation (😀)', b('scoutOrganisation'), (s) => ({ organisation: s }), '😀').slice(0, 2), scoutStep),
  ],
  scoutRoles: () => retarget(enumSteps('role', list('scoutRoles'), (v) => ({ role: v }), 'president'), scoutStep),
  scoutKeys: () => [
    scoutStep('every key', {}, 'allow'),
    scoutStep('an unknown key', { email: 'marta@example.com' }, 'deny'),
    ...list('scoutKeys')
      .filter((k) => !list('requiredScoutKeys').includes(k))
      .map((k): Step => {
        const { [k]: _omit, ...rest } = validScout();
        return { label: `scouts: without optional key ${k}`, data: rest, expect: 'allow', at: SCOUT_AT };
      }),
  ],
  requiredScoutKeys: () =>
    list('requiredScoutKeys').map((k): Step => {
      const { [k]: _omit, ...rest } = validScout();
      return { label: `scouts: without required key ${k}`, data: rest, expect: 'deny', at: SCOUT_AT };
    }),
  // A scout's shortlists (crates/core-domain/src/shortlist.rs): a list's id bounds how many, its name is a field.
  shortlists: () => {
    const { max } = b('shortlists');
    const at = (n: number) => ({ collection: `users/${OWNER_UID}/shortlists`, id: String(n).padStart(2, '0') });
    return [
      { label: `shortlists: list ${max - 1} (the ${max}th, max)`, data: validShortlist(), expect: 'allow', at: at(max - 1) },
      { label: `shortlists: list ${max} (max + 1)`, data: validShortlist(), expect: 'deny', at: at(max) },
    ];
  },
  shortlistName: () =>
    stringSteps('shortlist name', b('shortlistName'), (s) => validShortlist({ name: s })).map((step) => ({
      ...step,
      at: { collection: `users/${OWNER_UID}/shortlists`, id: '00' },
    })),
  newsletterSubscriptionKeys: () => [
    subscriptionStep('every key', {}, 'allow'),
    subscriptionStep('an unknown key', { name: 'Fan' }, 'deny'),
    ...list('newsletterSubscriptionKeys').map((k): Step => {
      const { [k]: _omit, ...rest } = validSubscription();
      return { label: `newsletterSubscriptions: without key ${k}`, data: rest, expect: 'deny', at: { collection: 'newsletterSubscriptions', id: 'fan@example.com' } };
    }),
  ],
  newsletterSources: () =>
    retarget(enumSteps('source', list('newsletterSources'), (v) => ({ source: v }), 'popup'), subscriptionStep),
  // The core refuses these characters in every free text others see (crates/core-foundations text.rs, BIDI_OVERRIDES): the rules
  // must refuse exactly these, anywhere in each such field, and keep their neighbours (the implicit marks LRM, RLM and
  // ALM, which right-to-left writers type, and the code points either side of the ranges), as the core keeps them.
  bidiOverrides: () => {
    const refused = list('bidiOverrides');
    const kept = ['\u200E', '\u200F', '\u061C', '\u2065', '\u206A'].filter((c) => !refused.includes(c));
    const hex = (c: string) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    return FREE_TEXT.flatMap(({ step }) => [
      ...refused.map((c) => {
        const s = step(`2023${c}/24`, 'deny');
        return { ...s, label: `${s.label} with ${hex(c)}` };
      }),
      ...kept.map((c) => {
        const s = step(`2023${c}/24`, 'allow');
        return { ...s, label: `${s.label} with ${hex(c)} (kept)` };
      }),
    ]);
  },
  // playerStats/{uid}: statsKeys, statsTests, statsRating, … (tests/rules/stats-probes.ts).
  ...statsProbes(LIMITS),
  // players/{uid}/weeklyStats/{week}: weeklyKeys, weeklyNumbers, weeklyCrossRules, … (tests/rules/weekly-probes.ts).
  ...weeklyProbes(LIMITS),
};

describe('limits walk: firestore.rules vs the core limits (cargo run -q -p skora-core --example limits)', () => {
  let env: FirestoreTestEnv;
  let owner: Firestore;
  let admin: Firestore;

  beforeAll(async () => {
    await loadFirestoreRules(readFirestoreRules());
    env = createFirestoreTestEnv();
    owner = env.authenticated(OWNER_UID, { email: ACTOR_EMAILS[OWNER_UID], email_verified: true });
    admin = env.admin();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  /**
   * Writes `data` as the owner at `at`. A CV step runs against the arranged private details (`details` over the valid
   * ones) it must agree with; a details step runs with no CV, so only the details' own checks decide; a playerStats
   * step runs over the owner's CV with `cv`'s overrides (its player type decides the goalkeeping set).
   */
  async function outcome(
    data: DocumentData,
    at: Step['at'] = { collection: 'players', id: OWNER_UID },
    details: DocumentData = {},
    cv: DocumentData = {},
  ): Promise<Expect | string> {
    // An account holds a CV or a scout profile: a scout step starts without the CV, every other without the profile.
    await deleteDoc(doc(admin, at.collection === SCOUT_AT.collection ? 'players' : SCOUT_AT.collection, OWNER_UID));
    if (at.collection === DETAILS_AT.collection) await deleteDoc(doc(admin, 'players', OWNER_UID));
    else if (at.collection === 'players') await setDoc(doc(admin, detailsPath(OWNER_UID)), validDetails(details));
    else if (at.collection === STATS_AT.collection) await setDoc(doc(admin, 'players', OWNER_UID), validPlayer(cv));
    await deleteDoc(doc(admin, at.collection, at.id));
    try {
      await setDoc(doc(owner, at.collection, at.id), data);
      return 'allow';
    } catch (e) {
      const code = (e as { code?: string }).code;
      return code === 'permission-denied' ? 'deny' : `error ${code}: ${(e as Error).message}`;
    }
  }

  it('every limit the core exports has a probe here (or in the file that walks it), and every probe a limit', () => {
    expect(Object.keys(LIMITS).filter((k) => !(k in PROBES) && !(k in WALKED_ELSEWHERE))).toEqual([]);
    expect(Object.keys(PROBES).filter((k) => !(k in LIMITS))).toEqual([]);
    expect(Object.keys(WALKED_ELSEWHERE).filter((k) => !(k in LIMITS))).toEqual([]);
  });

  it("the valid fixtures use exactly the core's player, details, entry and weekly keys", () => {
    expect(Object.keys(validPlayer()).sort()).toEqual([...list('playerKeys')].sort());
    expect(Object.keys(validDetails()).sort()).toEqual([...list('detailsKeys')].sort());
    expect(Object.keys(validCareerEntry()).sort()).toEqual([...list('careerEntryKeys')].sort());
    expect(Object.keys(validHonour()).sort()).toEqual([...list('honourKeys')].sort());
    expect(Object.keys(maximalWeekly(weeklySpec(LIMITS))).sort()).toEqual([...list('weeklyKeys')].sort());
  });

  it("the form fixtures use exactly the core's keys", () => {
    expect(Object.keys(validContactMessage({ uid: OWNER_UID })).sort()).toEqual([...list('contactMessageKeys')].sort());
    expect(Object.keys(validSubscription()).sort()).toEqual([...list('newsletterSubscriptionKeys')].sort());
  });

  for (const key of Object.keys(PROBES)) {
    it(`${key}: ${JSON.stringify(LIMITS[key])?.slice(0, 80) ?? '(missing)'}`, { timeout: 120_000 }, async () => {
      const probe = PROBES[key];
      if (!probe) throw new Error(`no probe for ${key}`);
      const mismatches: string[] = [];
      for (const step of probe().map(asClientSees)) {
        const got = await outcome(step.data, step.at, undefined, step.cv);
        if (got !== step.expect) mismatches.push(`${step.label}: expected ${step.expect}, got ${got}`);
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('a document with every list and string at its max at once passes (fits the rules\' expression budget)', async () => {
    const pool = list('positions').filter((p) => p !== 'CM' && p !== gkPos());
    const maxed = validPlayer({
      firstName: str(b('firstName').max),
      lastName: str(b('lastName').max),
      city: str(b('city').max),
      currentClub: str(b('currentClub').max),
      secondaryPositions: pool.slice(0, b('secondaryPositions').max),
      languages: Array.from({ length: b('languages').max }, (_, i) => str(b('language').max - 2) + String(i).padStart(2, '0')),
      bio: str(b('bio').max),
      links: Array.from({ length: b('links').max }, (_, i) => ({
        label: str(b('linkLabel').max),
        url: `https://${str(b('linkUrl').max - 'https://'.length - 2)}${String(i).padStart(2, '0')}`,
      })),
      contactEmail: emailOf(b('email').max),
    });
    expect(await outcome(maxed, undefined, { contactEmail: emailOf(b('email').max) })).toBe('allow');
  });

  it('entry documents with every string and number at its max pass, at every position', { timeout: 60_000 }, async () => {
    const mismatches: string[] = [];
    for (let i = 0; i < b('career').max; i++) {
      const career = withCareer({
        club: str(b('careerClub').max),
        league: str(b('careerLeague').max),
        from: CURRENT_YEAR,
        to: CURRENT_YEAR,
        appearances: b('appearances').max,
        goals: b('goals').max,
      });
      const got = await outcome(career, entriesAt('career', i));
      if (got !== 'allow') mismatches.push(`career/${entryId(i)}: ${got}`);
    }
    for (let i = 0; i < b('honours').max; i++) {
      const honour = withHonour({ title: str(b('honourTitle').max), season: str(b('honourSeason').max, '2') });
      const got = await outcome(honour, entriesAt('honours', i));
      if (got !== 'allow') mismatches.push(`honours/${entryId(i)}: ${got}`);
    }
    expect(mismatches).toEqual([]);
  });
});
