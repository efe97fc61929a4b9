// Firestore on the named database: the only Firestore importer. Loaded on demand, so pages that never
// read documents never download the Firestore SDK. The app reads and writes one document or query at a time and
// listens to nothing, so it uses Firestore Lite (plain REST calls): about a quarter of the full SDK's code to parse on
// a phone, and a write that cannot reach the server fails instead of waiting in an offline queue.
import {
  collection,
  connectFirestoreEmulator,
  deleteField,
  doc,
  documentId,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  limitToLast,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type OrderByDirection,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore/lite';
import type { ListPlan } from '../core/directory';
import { firebaseApp } from './app';
import { EMULATOR_HOST, EMULATOR_PORTS, firestoreDatabaseId, useEmulators } from './config';
import { plainDocument, storedTimestamp, unreadableDocument } from './plain-document';

let instance: Firestore | null = null;

function db(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp(), firestoreDatabaseId);
    if (useEmulators) connectFirestoreEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return instance;
}

/** A document reference from a slash-separated path such as `players/{uid}`. */
export function documentRef(path: string): DocumentReference {
  return doc(db(), path);
}

/**
 * The document's data as plain JSON (see `plain-document.ts`: what the readers, the cache and the wasm modules may
 * rely on), or null when it does not exist. A document larger than any stored one may be throws an error with code
 * `UNREADABLE_DOCUMENT` (`write-helpers.ts`).
 */
export async function getDocument<T = DocumentData>(path: string): Promise<T | null> {
  const snapshot = await getDoc(documentRef(path));
  if (!snapshot.exists()) return null;
  const data = plainDocument(snapshot.data());
  if (!data) throw unreadableDocument(path);
  return data as T;
}

/** A time read by `getDocument` (`{seconds, nanoseconds}`) as the Timestamp it was, for writing it back unchanged. */
export function timestampOf(value: unknown): unknown {
  return storedTimestamp(value);
}

/**
 * One write of a batch: the whole document at `path` (merged into the stored one when `merge` is set), or the
 * deletion of the document at `path`.
 */
export type BatchWrite = { path: string; data: DocumentData; merge?: boolean } | { path: string; delete: true };

/**
 * Writes every document in one batch: the server applies all of them or none, and the rules see them together
 * (a rule's `getAfter` reads the other documents as the batch leaves them).
 */
export function writeDocuments(writes: readonly BatchWrite[]): Promise<void> {
  const batch = writeBatch(db());
  for (const write of writes) {
    if ('delete' in write) batch.delete(documentRef(write.path));
    else batch.set(documentRef(write.path), write.data, { merge: write.merge ?? false });
  }
  return batch.commit();
}

/** A placeholder the server replaces with its own time (the rules require `request.time`). */
export function serverTime(): unknown {
  return serverTimestamp();
}

/** A placeholder that removes a key in an update. */
export function removedField(): unknown {
  return deleteField();
}

/** One `where` clause: `[field, operator, value]`, e.g. `['visibility', '==', 'public']`. */
export type WhereClause = [field: string, op: WhereFilterOp, value: unknown];

/** The field name that filters and orders by the document id (Firestore's `documentId()`; compared as a plain id). */
export const DOCUMENT_ID = '__name__';

export interface QueryOptions {
  where?: WhereClause[];
  /** Fields to order by, each with an optional direction (ascending by default); `DOCUMENT_ID` is the id. */
  orderBy?: [field: string, direction?: OrderByDirection][];
  limit?: number;
  /** With `limit`: the last documents of the order rather than the first (a page read backwards). */
  limitToLast?: boolean;
  /** Cursors: the values of the `orderBy` fields (the id as a plain string) to start after or end before. */
  startAfter?: unknown[];
  endBefore?: unknown[];
}

/** A document of a query's result: its id and its data. */
export interface QueriedDocument<T = DocumentData> {
  id: string;
  data: T;
}

/** The documents of `collectionPath` matching every `where` clause, ordered, resumed and limited as asked (in the
 * order's order, also with `limitToLast`), each as plain JSON like `getDocument`'s. A document that cannot be read
 * is left out (and reported on the console): one bad document never fails a list. */
export async function queryDocuments<T = DocumentData>(
  collectionPath: string,
  options: QueryOptions = {},
): Promise<QueriedDocument<T>[]> {
  const constraints: QueryConstraint[] = [
    ...(options.where ?? []).map(([field, op, value]) => where(field === DOCUMENT_ID ? documentId() : field, op, value)),
    ...(options.orderBy ?? []).map(([field, direction]) =>
      orderBy(field === DOCUMENT_ID ? documentId() : field, direction),
    ),
    ...(options.startAfter ? [startAfter(...options.startAfter)] : []),
    ...(options.endBefore ? [endBefore(...options.endBefore)] : []),
    ...(options.limit === undefined ? [] : [options.limitToLast ? limitToLast(options.limit) : limit(options.limit)]),
  ];
  const snapshot = await getDocs(query(collection(db(), collectionPath), ...constraints));
  const documents: QueriedDocument<T>[] = [];
  for (const d of snapshot.docs) {
    const data = plainDocument(d.data());
    if (data) documents.push({ id: d.id, data: data as T });
    else console.warn(`SKORA: skipped ${collectionPath}/${d.id}, which cannot be read.`);
  }
  return documents;
}

/**
 * How many documents of `collectionPath` match the `where` clauses, counted on the server by Firestore's count
 * aggregation without reading them, at most `options.limit` (billed one read per 1,000 entries counted, so a limit
 * of 1,000 is one read whatever the collection holds). Ordered as asked, so the query uses the list's own index.
 */
export async function countDocuments(collectionPath: string, options: QueryOptions & { limit: number }): Promise<number> {
  const constraints: QueryConstraint[] = [
    ...(options.where ?? []).map(([field, op, value]) => where(field === DOCUMENT_ID ? documentId() : field, op, value)),
    ...(options.orderBy ?? []).map(([field, direction]) =>
      orderBy(field === DOCUMENT_ID ? documentId() : field, direction),
    ),
    limit(options.limit),
  ];
  const snapshot = await getCount(query(collection(db(), collectionPath), ...constraints));
  return snapshot.data().count;
}

/** A query as the core plans it: a collection, its `where` clauses and its order (`__name__` is the id). */
export interface PlannedQuery {
  collection: string;
  where: { field: string; op: string; value: unknown }[];
  orderBy: { field: string; direction: OrderByDirection }[];
}

/** One page of a planned query: at most `limit` documents, after the documents whose order values are `startAfter`. */
export function queryPlannedPage<T = DocumentData>(
  plan: PlannedQuery,
  page: { limit: number; startAfter?: unknown[] },
): Promise<QueriedDocument<T>[]> {
  return queryDocuments<T>(plan.collection, {
    where: plan.where.map((w) => [w.field, w.op as WhereFilterOp, w.value]),
    orderBy: plan.orderBy.map((o) => [o.field, o.direction]),
    limit: page.limit,
    ...(page.startAfter ? { startAfter: page.startAfter } : {}),
  });
}

/** A fixed list query as the core plans it (the featured players, the clips gallery), run as it is. */
export function queryListPlan<T = DocumentData>(plan: ListPlan): Promise<QueriedDocument<T>[]> {
  return queryPlannedPage<T>(plan, { limit: plan.limit });
}
