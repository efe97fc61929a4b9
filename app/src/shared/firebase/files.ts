// Firebase Storage: the only Storage importer. Loaded on demand, like the Firestore wrapper.
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
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

/** Uploads `bytes` with its content type; `onProgress` hears the fraction sent so far (0 to 1). */
export async function uploadFile(
  path: string,
  bytes: Blob | Uint8Array,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const task = uploadBytesResumable(fileRef(path), bytes, { contentType });
  if (onProgress) {
    task.on('state_changed', (snapshot) => {
      if (snapshot.totalBytes > 0) onProgress(snapshot.bytesTransferred / snapshot.totalBytes);
    });
  }
  await task;
}

export function getFileUrl(path: string): Promise<string> {
  return getDownloadURL(fileRef(path));
}
