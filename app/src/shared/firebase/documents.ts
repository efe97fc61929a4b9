// Firestore on the named database: the only Firestore importer. Loaded on demand, so pages that never
// read documents never download the Firestore SDK.
import {
  connectFirestoreEmulator,
  deleteField,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
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

export function updateDocument(path: string, data: DocumentData): Promise<void> {
  return updateDoc(documentRef(path), data);
}

/** A placeholder the server replaces with its own time (the rules require `request.time`). */
export function serverTime(): unknown {
  return serverTimestamp();
}

/** A placeholder that removes a key in an update. */
export function removedField(): unknown {
  return deleteField();
}
