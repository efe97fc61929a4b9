// Firestore on the named database: the only Firestore importer. Loaded on demand, so pages that never
// read documents never download the Firestore SDK. The app reads and writes one document or query at a time and
// listens to nothing, so it uses Firestore Lite (plain REST calls): about a quarter of the full SDK's code to parse on
// a phone, and a write that cannot reach the server fails instead of waiting in an offline queue.
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteField,
  doc,
  documentId,
  endBefore,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  limitToLast,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
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

/** The document's data, or null when it does not exist. */
export async function getDocument<T = DocumentData>(path: string): Promise<T | null> {
  const snapshot = await getDoc(documentRef(path));
  return snapshot.exists() ? (snapshot.data() as T) : null;
}

export function setDocument(path: string, data: DocumentData, options: { merge?: boolean } = {}): Promise<void> {
  return setDoc(documentRef(path), data, { merge: options.merge ?? false });
}

/**
 * Creates a document in `collectionPath` (e.g. `contactMessages`) with the caller's `id`, or a Firestore auto-id when
 * there is none; returns the id. A caller that may send the same document twice (a retry after a lost answer) gives
 * the same `id` each time, so the server holds it once (a create-only collection then refuses the second write).
 */
export async function addDocument(collectionPath: string, data: DocumentData, id?: string): Promise<string> {
  if (id !== undefined) {
    await setDoc(doc(collection(db(), collectionPath), id), data);
    return id;
  }
  const ref = await addDoc(collection(db(), collectionPath), data);
  return ref.id;
}

export function updateDocument(path: string, data: DocumentData): Promise<void> {
  return updateDoc(documentRef(path), data);
}

/** One write of a batch: the whole document at `path` (merged into the stored one when `merge` is set). */
export interface BatchWrite {
  path: string;
  data: DocumentData;
  merge?: boolean;
}

/**
 * Writes every document in one batch: the server applies all of them or none, and the rules see them together
 * (a rule's `getAfter` reads the other documents as the batch leaves them).
 */
export function writeDocuments(writes: readonly BatchWrite[]): Promise<void> {
  const batch = writeBatch(db());
  for (const { path, data, merge } of writes) batch.set(documentRef(path), data, { merge: merge ?? false });
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

/** The field name that orders by the document id (Firestore's `documentId()`). */
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
 * order's order, also with `limitToLast`). */
export async function queryDocuments<T = DocumentData>(
  collectionPath: string,
  options: QueryOptions = {},
): Promise<QueriedDocument<T>[]> {
  const constraints: QueryConstraint[] = [
    ...(options.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(options.orderBy ?? []).map(([field, direction]) =>
      orderBy(field === DOCUMENT_ID ? documentId() : field, direction),
    ),
    ...(options.startAfter ? [startAfter(...options.startAfter)] : []),
    ...(options.endBefore ? [endBefore(...options.endBefore)] : []),
    ...(options.limit === undefined ? [] : [options.limitToLast ? limitToLast(options.limit) : limit(options.limit)]),
  ];
  const snapshot = await getDocs(query(collection(db(), collectionPath), ...constraints));
  return snapshot.docs.map((d) => ({ id: d.id, data: d.data() as T }));
}

/** A fixed list query as the core plans it (the featured players, the clips gallery), run as it is. */
export function queryListPlan<T = DocumentData>(plan: ListPlan): Promise<QueriedDocument<T>[]> {
  return queryDocuments<T>(plan.collection, {
    where: plan.where.map((w) => [w.field, w.op as WhereFilterOp, w.value]),
    orderBy: plan.orderBy.map((o) => [o.field, o.direction]),
    limit: plan.limit,
  });
}
