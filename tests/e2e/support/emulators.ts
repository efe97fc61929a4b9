// Direct access to the Firebase emulators over REST, for arranging and checking what the UI cannot (or should not
// have to) do: create accounts, mark them verified, read the out-of-band codes "emailed" by Auth, and seed or read
// players/{uid} documents. `Authorization: Bearer owner` is the emulators' admin credential: it bypasses the
// security rules, which is the point when seeding data the app's own validation would refuse.
import type { TestInfo } from '@playwright/test';
import { playerDocuments, splitProfile } from '../../../scripts/seed.mjs';

export const PROJECT_ID = 'demo-skora';
export const DATABASE_ID = 'skora';
const AUTH = 'http://127.0.0.1:9099';
const FIRESTORE = 'http://127.0.0.1:8080';
const OWNER = { Authorization: 'Bearer owner' } as const;
const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** A password the core accepts (8+ characters, a letter and a digit). */
export const PASSWORD = 'Kickoff2025';

let counter = 0;
/** A unique address per test and call: two workers share the emulators, which are never cleared. */
export function uniqueEmail(testInfo: TestInfo, tag = ''): string {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const suffix = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${slug}${tag ? `-${tag}` : ''}-${suffix}@e2e.test`;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    const text = await response.text();
    // 409 ABORTED: a trigger's transaction held the document's lock past the emulator's timeout; the call is valid.
    if (response.status === 409 && attempt < 5) {
      await new Promise((r) => setTimeout(r, 250 * attempt));
      continue;
    }
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} failed: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName?: string | undefined;
}

/** Creates an Auth account (unverified) through the emulator's REST API. */
export async function createUser(email: string, password = PASSWORD, displayName?: string): Promise<TestUser> {
  const body = { email, password, returnSecureToken: true, ...(displayName ? { displayName } : {}) };
  const result = await call<{ localId: string }>(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) },
  );
  return { uid: result.localId, email, password, displayName };
}

/** Signs an account in over REST (no browser involved), as the log-in form does: its uid and tokens. */
export async function signInWithPassword(
  email: string,
  password = PASSWORD,
): Promise<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }> {
  return call(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

/** The uid of an existing account, found by signing in over REST (no browser involved). */
export async function uidOf(email: string, password = PASSWORD): Promise<string> {
  return (await signInWithPassword(email, password)).localId;
}

/** Marks an account's email as verified (admin call). */
export async function markVerified(uid: string): Promise<void> {
  await call(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...OWNER },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
}

/** Whether an account's email is verified (admin lookup). */
export async function emailVerified(uid: string): Promise<boolean> {
  const { users = [] } = await call<{ users?: { emailVerified?: boolean }[] }>(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    { method: 'POST', headers: { ...JSON_HEADERS, ...OWNER }, body: JSON.stringify({ localId: [uid] }) },
  );
  return users[0]?.emailVerified === true;
}

/** Has Auth "send" `user` a verification e-mail whose link continues to `continueUrl`, as the app's request does. */
export async function sendVerificationEmail(user: Pick<TestUser, 'email' | 'password'>, continueUrl: string): Promise<void> {
  const { idToken } = await signInWithPassword(user.email, user.password);
  await call(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken, continueUrl }),
  });
}

/**
 * A verified account (no password) for a player written as the admin under a uid of the test's: only players whose
 * e-mail is verified are indexed (functions/src/player-index.js), and /p/{uid} answers from the index.
 */
export async function createVerifiedAccount(uid: string): Promise<void> {
  await call(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...OWNER },
    body: JSON.stringify({ users: [{ localId: uid, email: `${uid}@e2e.test`, emailVerified: true }], allowOverwrite: true }),
  });
}

/** A verified account with no CV. */
export async function createVerifiedUser(email: string, displayName?: string, password = PASSWORD): Promise<TestUser> {
  const user = await createUser(email, password, displayName);
  await markVerified(user.uid);
  return user;
}

export type OobRequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET';
interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink?: string;
}

/**
 * The newest out-of-band code Auth "sent" to `email` for `requestType`, with the link the e-mail carries. The
 * emulator lists codes in the order it issued them; polls briefly because the UI's request may still be in flight.
 */
async function latestOob(email: string, requestType: OobRequestType, timeoutMs: number): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  const wanted = email.toLowerCase();
  for (;;) {
    const { oobCodes = [] } = await call<{ oobCodes?: OobCode[] }>(
      `${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
      { method: 'GET' },
    );
    const mine = oobCodes.filter((code) => code.email.toLowerCase() === wanted && code.requestType === requestType);
    const newest = mine[mine.length - 1];
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No ${requestType} code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest out-of-band code Auth "sent" to `email` for `requestType`. */
export async function latestOobCode(email: string, requestType: OobRequestType, timeoutMs = 7_000): Promise<string> {
  return (await latestOob(email, requestType, timeoutMs)).oobCode;
}

/**
 * The newest e-mail link Auth "sent" to `email`, as it opens with the project's action URL set to the app's
 * `/auth-action` (the production setting): the emulator's link with its query (`mode`, `oobCode`, `continueUrl`…)
 * on the app's own page. Relative, for `page.goto`.
 */
export async function latestActionLink(email: string, requestType: OobRequestType, timeoutMs = 7_000): Promise<string> {
  const { oobLink } = await latestOob(email, requestType, timeoutMs);
  if (!oobLink) throw new Error(`The ${requestType} code for ${email} has no link`);
  return `/auth-action${new URL(oobLink).search}`;
}

// ── Firestore (named database `skora`) ──────────────────────────────────────────────────────────────────────

/** A value Firestore's REST API can encode; `Timestamp` marks a timestampValue. */
export class Timestamp {
  constructor(readonly iso: string) {}
  static now(): Timestamp {
    return new Timestamp(new Date().toISOString());
  }
}
export type DocValue = string | number | boolean | null | Timestamp | DocValue[] | { [key: string]: DocValue };

export type RestValue = Record<string, unknown>;

function encode(value: DocValue): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Timestamp) return { timestampValue: value.iso };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value) } };
}

function encodeFields(fields: { [key: string]: DocValue }): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encode(value)]));
}

function decode(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return new Timestamp(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(decode);
  }
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {});
  throw new Error(`Cannot decode Firestore value ${JSON.stringify(value)}`);
}

function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

const documentUrl = (path: string) => `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/${path}`;

/** Writes (replaces) a document as the admin: no rules, no validation. */
export async function writeDocument(path: string, fields: { [key: string]: DocValue }): Promise<void> {
  await call(documentUrl(path), {
    method: 'PATCH',
    headers: { ...JSON_HEADERS, ...OWNER },
    body: JSON.stringify({ fields: encodeFields(fields) }),
  });
}

/** A document's full name in Firestore's REST API (what a `referenceValue` holds). */
export const documentName = (path: string) => `projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/${path}`;

/**
 * Writes (replaces) a document from Firestore REST values as they are, as the admin: references, bytes, geopoints,
 * anything the API stores, including what no form of the app could write (the hostile-document journeys).
 */
export async function writeRawDocument(path: string, fields: Record<string, RestValue>): Promise<void> {
  await call(documentUrl(path), { method: 'PATCH', headers: { ...JSON_HEADERS, ...OWNER }, body: JSON.stringify({ fields }) });
}

/** Deletes a document as the admin (nothing happens when there is none). */
export async function deleteDocument(path: string): Promise<void> {
  await call(documentUrl(path), { method: 'DELETE', headers: OWNER });
}

/** Every document of a (top-level) collection, read as the admin (rules bypassed): `{ id, data }` each. */
export async function listDocuments(collection: string): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  const out: Array<{ id: string; data: Record<string, unknown> }> = [];
  let pageToken = '';
  do {
    const query = `?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const body = await call<{ documents?: Array<{ name: string; fields?: Record<string, RestValue> }>; nextPageToken?: string }>(
      `${documentUrl(collection)}${query}`,
      { method: 'GET', headers: OWNER },
    );
    for (const doc of body.documents ?? []) {
      out.push({ id: doc.name.slice(doc.name.lastIndexOf('/') + 1), data: decodeFields(doc.fields ?? {}) });
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return out;
}

/** Reads a document as the admin; null when it does not exist. */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(documentUrl(path), { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return decodeFields(body.fields ?? {});
}

// ── Players ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A complete, valid player profile as its owner enters it (every required key of docs/player-model.md, plus a few
 * optional), in one object: `writePlayer` stores it as the data split's two documents (the core's split).
 *
 * Kept out of the public directory on purpose: `visibility: 'members'` and Iceland (no demo player is Icelandic).
 * Specs create these players by the dozen while the directory, featured-players and clips journeys count and rank
 * the seeded public players; a test that needs a public CV says so in its overrides.
 */
export function completePlayerDoc(overrides: { [key: string]: DocValue } = {}): { [key: string]: DocValue } {
  const now = Timestamp.now();
  return {
    firstName: 'Lamine',
    lastName: 'Test',
    dateOfBirth: '2005-03-14',
    nationality: 'IS',
    countryOfResidence: 'IS',
    city: 'Reykjavik',
    playerType: 'outfield',
    mainPosition: 'RW',
    secondaryPositions: ['LW'],
    preferredFoot: 'left',
    heightCm: 180,
    weightKg: 70,
    currentClub: 'CF Example',
    availability: 'under-contract',
    career: [{ club: 'CF Example', league: 'La Liga', from: 2022, to: null, appearances: 40, goals: 9 }],
    honours: [{ title: 'U19 league champion', season: '2022/23' }],
    languages: ['Spanish'],
    bio: 'A winger who loves to take on defenders.',
    links: [{ label: 'Highlights', url: 'https://example.com/highlights' }],
    showContactEmail: false,
    visibility: 'members',
    hasPhoto: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/**
 * Writes the profile as players/{uid} (the CV), players/{uid}/private/details and one document per career and honours
 * entry (players/{uid}/career/{NN}, …/honours/{NN}), split by the core's rules (the node build in functions/core, as
 * the seed does); the exact date of birth, location and e-mail go to the details.
 */
export async function writePlayer(uid: string, overrides: { [key: string]: DocValue } = {}): Promise<void> {
  const { createdAt, updatedAt, ...profile } = completePlayerDoc(overrides);
  const stored = await playerDocuments<DocValue>(uid, await splitProfile<DocValue>(profile));
  await writeDocument(`players/${uid}/private/details`, { ...stored.details, updatedAt: updatedAt ?? Timestamp.now() });
  await writeDocument(`players/${uid}`, { ...stored.cv, createdAt: createdAt ?? Timestamp.now(), updatedAt: updatedAt ?? Timestamp.now() });
  for (const { path, data } of stored.entries) await writeDocument(path, data);
}

/** The career (or honours) entry documents of `uid`, in id order, read as the admin: `[id, data]`. */
export async function readEntries(uid: string, list: 'career' | 'honours'): Promise<[string, Record<string, unknown>][]> {
  const response = await fetch(documentUrl(`players/${uid}/${list}`), { headers: OWNER });
  if (!response.ok) throw new Error(`GET players/${uid}/${list} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { documents?: { name: string; fields?: Record<string, RestValue> }[] };
  return (body.documents ?? []).map((d) => [d.name.split('/').pop() ?? '', decodeFields(d.fields ?? {})]);
}

/** Writes players/{uid} as a CV from before the data split (the exact values in it, no private details). */
export async function writeOldPlayer(uid: string, overrides: { [key: string]: DocValue } = {}): Promise<void> {
  await writeDocument(`players/${uid}`, completePlayerDoc(overrides));
}

export async function readPlayer(uid: string): Promise<Record<string, unknown> | null> {
  return readDocument(`players/${uid}`);
}

/** The owner-only private details of `uid`, read as the admin. */
export async function readDetails(uid: string): Promise<Record<string, unknown> | null> {
  return readDocument(`players/${uid}/private/details`);
}

/** A verified account with a complete CV: a signed-in user the guards let through everywhere. */
export async function createPlayer(
  email: string,
  options: { displayName?: string; doc?: { [key: string]: DocValue } } = {},
): Promise<TestUser> {
  const user = await createVerifiedUser(email, options.displayName);
  await writePlayer(user.uid, options.doc);
  return user;
}
