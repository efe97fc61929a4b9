// Firebase Storage: the only Storage importer. Loaded on demand, like the Firestore wrapper.
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { firebaseApp } from './app';
import { EMULATOR_HOST, EMULATOR_PORTS, useEmulators } from './config';

let instance: FirebaseStorage | null = null;

function storage(): FirebaseStorage {
  if (!instance) {
    instance = getStorage(firebaseApp());
    if (useEmulators) connectStorageEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.storage);
  }
  return instance;
}

export function fileRef(path: string): StorageReference {
  return ref(storage(), path);
}

export async function uploadFile(path: string, bytes: Blob | Uint8Array, contentType: string): Promise<void> {
  await uploadBytes(fileRef(path), bytes, { contentType });
}

export function getFileUrl(path: string): Promise<string> {
  return getDownloadURL(fileRef(path));
}
