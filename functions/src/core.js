// The Rust core's Node build (crates/wasm-node, built by scripts/build-wasm.mjs into functions/core/), with its
// JSON text turned into values. Every rule the functions apply is in there; this file only converts.
import * as wasm from '../core/skora_core.js';

/** The collections, trigger patterns and aggregate documents, named by the core (crates/core firestore_paths). */
export const PATHS = JSON.parse(wasm.indexPaths());

/**
 * The index update for player `uid`: `{ write: 'keep'|'set'|'delete', entry, increments: [{ path, increments }] }`.
 * Documents are JSON text or null (absent).
 */
export function reindexPlayer(uid, cvJson, privateJson, storedJson, today, photoStored) {
  return JSON.parse(wasm.reindexPlayer(uid, cvJson, privateJson, storedJson, today, photoStored));
}

/** The totals to store for aggregates/countries, or null when aggregates/totals already holds them. */
export function totalsUpdate(countriesJson, storedJson) {
  const text = wasm.totalsUpdate(countriesJson, storedJson);
  return text === undefined ? null : JSON.parse(text);
}

/** Every aggregate document rebuilt from stored index entries: `{ documents: [{ path, data }], entries, skipped }`. */
export function aggregateDocuments(entries) {
  return JSON.parse(wasm.aggregateDocuments(JSON.stringify(entries)));
}

/** `{ cv, private, index, picture }` paths of player `uid`, or null for an id that is no document id. */
export function playerPaths(uid) {
  const text = wasm.playerPaths(uid);
  return text === undefined ? null : JSON.parse(text);
}

/** The uid a `/p/{uid}` request path names, or undefined. */
export function playerPageUid(path) {
  return wasm.playerPageUid(path);
}

/**
 * The CV page for player `uid` from its index entry (JSON text or null): `{ status, html }` with the player's link
 * preview tags. `site`: `{ origin, storageOrigin, bucket }`.
 */
export function playerPage(template, uid, entryJson, today, site) {
  return JSON.parse(wasm.playerPage(template, uid, entryJson, today, JSON.stringify(site)));
}

/** The uid whose picture the Storage object `name` is (`profilePictures/{uid}`), or null for any other object. */
export function pictureOwner(name) {
  return wasm.pictureOwner(String(name ?? '')) ?? null;
}

/**
 * The data split's migration of one player from before the split: `{ cvSet, cvDelete, details }` (details: the
 * private document without updatedAt, or null when it is already right), or null when there is nothing to do.
 */
export function migratePlayer(cvJson, detailsJson) {
  const text = wasm.migratePlayer(cvJson, detailsJson ?? undefined);
  return text === undefined ? null : JSON.parse(text);
}

/**
 * A CV in the shape from before the split (exact date of birth, location and e-mail in it) as the two documents
 * the split writes: `{ cv, details }` (details without updatedAt), or null when there is nothing to split.
 */
export function splitPlayer(cvJson) {
  const text = wasm.splitPlayer(cvJson);
  return text === undefined ? null : JSON.parse(text);
}

/**
 * The re-encoding's parameters (crates/core picture.rs): `{ uploads, served, types, maxBytes, maxSide, maxInputPixels,
 * servedType, quality, cacheControl }`.
 */
export const PICTURE = JSON.parse(wasm.pictureProcessing());

/** The uid whose upload the Storage object `name` is (`pictureUploads/{uid}`), or null for any other object. */
export function pictureUploadOwner(name) {
  return wasm.pictureUploadOwner(String(name ?? '')) ?? null;
}

/** The served picture's `visibility` metadata (`public`, `members` or `none`) from the index entry's visibility. */
export function pictureVisibility(entryVisibility) {
  return wasm.pictureVisibility(typeof entryVisibility === 'string' ? entryVisibility : undefined);
}
