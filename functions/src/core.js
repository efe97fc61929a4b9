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

/** The uid whose picture the Storage object `name` is (`profilePictures/{uid}`), or null for any other object. */
export function pictureOwner(name) {
  return wasm.pictureOwner(String(name ?? '')) ?? null;
}
