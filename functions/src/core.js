// The Rust core's Node build (crates/wasm-node, built by scripts/build-wasm.mjs into functions/core/), with its
// JSON text turned into values. Every rule the functions apply is in there; this file only converts.
//
// A wasm instance that traps (`RuntimeError`) may be left broken for every later call. The core reads any JSON
// without trapping, but should it ever trap, the module is loaded again as a fresh instance (a new import of the same
// file) for the calls after, so one hostile player cannot stop the index for the function instance's life.
// (A static import, not a top-level await: the Functions emulator loads index.js with require().)
import * as initialCore from '../core/skora_core.js';

const CORE = '../core/skora_core.js';
let wasm = initialCore;
let restarts = 0;
let restarting = null;

/** `name` of the core called with `args` on the current instance; a trap starts one reload and is rethrown. */
function callCore(name, ...args) {
  try {
    return wasm[name](...args);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) {
      restarting ??= import(`${CORE}?restart=${++restarts}`)
        .then((fresh) => {
          wasm = fresh;
        })
        .finally(() => {
          restarting = null;
        });
    }
    throw error;
  }
}

/** Settles once a reload of the core started by a trap has finished (tests). */
export function coreRestarted() {
  return restarting ?? Promise.resolve();
}

/** The limits every document keeps before the core reads it (`skora_core::documents`): `{ maxDepth, maxBytes }`. */
export const DOCUMENT_LIMITS = JSON.parse(callCore('documentLimits'));

/** The collections, trigger patterns and aggregate documents, named by the core (crates/core firestore_paths). */
export const PATHS = JSON.parse(callCore('indexPaths'));

/**
 * The index update for player `uid`: `{ write: 'keep'|'set'|'delete', entry, increments: [{ path, increments }] }`.
 * `documents`: the player's `{ cv, private, stats, weekly }` (players/{uid}, its private details, playerStats/{uid},
 * and the newest weekly entries as a JSON array of `{ id, data }`, newest first: the query
 * `orderBy('week', 'desc').limit(PATHS.weeklyEntriesRead)` on players/{uid}/weeklyStats, as the `week` field equals
 * the id and Firestore refuses descending scans of document ids), each JSON text or null/undefined (absent);
 * `storedJson`: the stored entry, the same way.
 */
export function reindexPlayer(uid, documents, storedJson, today, photoStored) {
  const { cv = null, private: details = null, stats = null, weekly = null } = documents ?? {};
  return JSON.parse(callCore('reindexPlayer', uid, cv, details, storedJson, today, photoStored, stats, weekly));
}

/** The totals to store for aggregates/countries, or null when aggregates/totals already holds them. */
export function totalsUpdate(countriesJson, storedJson) {
  const text = callCore('totalsUpdate', countriesJson, storedJson);
  return text === undefined ? null : JSON.parse(text);
}

/** Every aggregate document rebuilt from stored index entries: `{ documents: [{ path, data }], entries, skipped }`. */
export function aggregateDocuments(entries) {
  return JSON.parse(callCore('aggregateDocuments', JSON.stringify(entries)));
}

/**
 * The documents a CV (one object, its `career` and `honours` lists included) is stored as for player `uid`:
 * `{ cv, entries: [{ path, data }], deletes: [path] }` (the CV without its lists; each entry at
 * players/{uid}/career/{NN} or …/honours/{NN}; the entries stored past the new ends, `stored` = `{ career, honours }`
 * counts, to delete), or null for an id that is no document id. Timestamps are the caller's.
 */
export function cvWrites(uid, cv, stored = { career: 0, honours: 0 }) {
  const text = callCore('cvWrites', uid, JSON.stringify(cv), JSON.stringify(stored));
  return text === undefined ? null : JSON.parse(text);
}

/** `{ cv, private, career, honours, stats, weekly, index, picture }` paths of player `uid` (career, honours and
 * weekly: collections), or null for an id that is no document id. */
export function playerPaths(uid) {
  const text = callCore('playerPaths', uid);
  return text === undefined ? null : JSON.parse(text);
}

/**
 * A weekly entry through the owner form's rule (the seed's demo weeks): `form` = `{ week, goals: '2', … }` (strings or
 * numbers, keys optional), `context` = `{ today, dateOfBirth?, loggedWeeks: [] }`. `{ document }` (without updatedAt)
 * or `{ errors: [{ field, code, message }] }`.
 */
export function weeklyDocument(form, context) {
  return JSON.parse(callCore('weeklyDocument', JSON.stringify(form), JSON.stringify(context)));
}

/** A season's (its starting year) first and last week ids `{ first, last }`, or null before 2000. */
export function weeklySeasonRange(season) {
  const text = callCore('weeklySeasonRange', season);
  return text === undefined ? null : JSON.parse(text);
}

/** The uid a `/p/{uid}` request path names, or undefined. */
export function playerPageUid(path) {
  return callCore('playerPageUid', path);
}

/**
 * The CV page for player `uid` from its index entry (JSON text or null): `{ status, html }` with the player's link
 * preview tags. `site`: `{ origin, storageOrigin, bucket }`.
 */
export function playerPage(template, uid, entryJson, today, site) {
  return JSON.parse(callCore('playerPage', template, uid, entryJson, today, JSON.stringify(site)));
}

/** The uid whose picture the Storage object `name` is (`profilePictures/{uid}`), or null for any other object. */
export function pictureOwner(name) {
  return callCore('pictureOwner', String(name ?? '')) ?? null;
}

/**
 * The data split's migration of one player from before the split: `{ cvSet, cvDelete, details }` (details: the
 * private document without updatedAt, or null when it is already right), or null when there is nothing to do.
 */
export function migratePlayer(cvJson, detailsJson) {
  const text = callCore('migratePlayer', cvJson, detailsJson ?? undefined);
  return text === undefined ? null : JSON.parse(text);
}

/**
 * A CV in the shape from before the split (exact date of birth, location and e-mail in it) as the two documents
 * the split writes: `{ cv, details }` (details without updatedAt), or null when there is nothing to split.
 */
export function splitPlayer(cvJson) {
  const text = callCore('splitPlayer', cvJson);
  return text === undefined ? null : JSON.parse(text);
}

// ------------------------------------------------------------------ the open forms (forms.js)

/** The open forms' collections and fixed answers: `{ mail, newsletterPending, …, subscribeAnswer }`. */
export const FORM_PATHS = JSON.parse(wasm.formPaths());

/** The newsletter request's data checked by the core: `{ ok: { email } }` or `{ errors: [{ field, code, message }] }`. */
export function newsletterRequest(data) {
  return JSON.parse(wasm.newsletterRequest(JSON.stringify(data ?? null) ?? 'null'));
}

/** The contact request's data checked and sanitized by the core: `{ ok: message, id }` (id: the browser's, or null) or `{ errors }`. */
export function contactRequest(data) {
  return JSON.parse(wasm.contactRequest(JSON.stringify(data ?? null) ?? 'null'));
}

/** The rate-limit counter's document id for `value` under `scope` ('newsletter-client', 'contact-account', …). */
export function rateLimitId(scope, value) {
  return wasm.rateLimitId(scope, String(value));
}

/** One request against the stored counter (JSON text or null): `{ allowed, next, expiresAtMs, retryAfterMs }`. */
export function rateStep(scope, storedJson, nowMs) {
  return JSON.parse(wasm.rateStep(scope, storedJson ?? undefined, nowMs));
}

/** The key a per-inbox limit counts `email` against (trimmed, lowercased, `+tag` and dots folded), or undefined. */
export function canonicalEmail(email) {
  return wasm.canonicalEmail(String(email ?? ''));
}

/** What subscribeNewsletter does with a valid sign-up: `{ countClient, countAddress, queue }`. */
export function subscribeDecision(clientAllowed, addressAllowed, known) {
  return JSON.parse(wasm.subscribeDecision(Boolean(clientAllowed), Boolean(addressAllowed), Boolean(known)));
}

/** The contact form's counter for a caller, `[scope, value]`: the account when signed in, else the client address. */
export function contactCaller(uid, client) {
  return JSON.parse(wasm.contactCaller(typeof uid === 'string' ? uid : undefined, String(client)));
}

/** The client of a request: the last X-Forwarded-For entry, else the socket's address. */
export function clientAddress(forwardedFor, socket) {
  return wasm.clientAddress(typeof forwardedFor === 'string' ? forwardedFor : undefined, socket ?? undefined);
}

/** A confirmation token from 32+ random bytes. */
export function confirmationToken(random) {
  return wasm.confirmationToken(random);
}

/** The pending subscription's id (the token's hash), or undefined for a string that is no token. */
export function pendingId(token) {
  return wasm.pendingId(String(token ?? ''));
}

/** The `mail` document asking `email` to confirm with `token`, linking to the site at `origin`. */
export function confirmationMail(email, origin, token) {
  return JSON.parse(wasm.confirmationMail(email, origin, token));
}

/** When a confirmation link made at `nowMs` expires (ms). */
export function tokenExpiresAt(nowMs) {
  return wasm.tokenExpiresAt(nowMs);
}

/** Whether a pending subscription expiring at `expiresAtMs` may still be confirmed at `nowMs`. */
export function canConfirm(expiresAtMs, nowMs) {
  return wasm.canConfirm(expiresAtMs, nowMs);
}

// ------------------------------------------------------------------ profile pictures (pictures.js)

/**
 * The re-encoding's parameters (crates/core picture.rs): `{ uploads, served, types, maxBytes, maxSide, maxInputPixels,
 * signatureBytes, servedType, quality, cacheControl }`.
 */
export const PICTURE = JSON.parse(wasm.pictureProcessing());

/**
 * The image type (`image/jpeg`, `image/png` or `image/webp`) the first bytes of `bytes` (a Buffer) announce, or null
 * for anything else. Only the signature's bytes cross into the wasm module, not the whole upload.
 */
export function pictureSignatureType(bytes) {
  return wasm.pictureSignatureType(bytes.subarray(0, PICTURE.signatureBytes)) ?? null;
}

/** The uid whose upload the Storage object `name` is (`pictureUploads/{uid}`), or null for any other object. */
export function pictureUploadOwner(name) {
  return wasm.pictureUploadOwner(String(name ?? '')) ?? null;
}

/** The served picture's `visibility` metadata (`public`, `members` or `none`) from the index entry's visibility. */
export function pictureVisibility(entryVisibility) {
  return wasm.pictureVisibility(typeof entryVisibility === 'string' ? entryVisibility : undefined);
}

// ------------------------------------------------------------------ dates

/** A stored date as every page prints it ("10 May 2006", "May 2006"); text that is not a real date, as it is. */
export function dateText(iso) {
  return callCore('dateText', String(iso ?? ''));
}
