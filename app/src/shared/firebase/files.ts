// Firebase Storage: the only Storage importer. Loaded on demand, like the Firestore wrapper.
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
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

/**
 * Uploads `bytes` with its content type and no other metadata (storage.rules refuses any); `onProgress` hears the
 * fraction sent so far (0 to 1). Resolves with the stored object's generation.
 */
export async function uploadFile(
  path: string,
  bytes: Blob | Uint8Array,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const task = uploadBytesResumable(fileRef(path), bytes, { contentType });
  if (onProgress) {
    task.on('state_changed', (snapshot) => {
      if (snapshot.totalBytes > 0) onProgress(snapshot.bytesTransferred / snapshot.totalBytes);
    });
  }
  const { metadata } = await task;
  return metadata.generation;
}

/** The file's custom metadata, or null when there is no such file (or the rules do not let this user read it). */
export async function fileCustomMetadata(path: string): Promise<Record<string, string> | null> {
  try {
    return (await getMetadata(fileRef(path))).customMetadata ?? {};
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'storage/object-not-found' || code === 'storage/unauthorized') return null;
    throw error;
  }
}

export function getFileUrl(path: string): Promise<string> {
  return getDownloadURL(fileRef(path));
}

/**
 * Deletes the file. A file that is already gone counts as deleted, so a retry after a lost answer succeeds; any other
 * failure (offline, refused by storage.rules) is thrown.
 */
export async function deleteFile(path: string): Promise<void> {
  try {
    await deleteObject(fileRef(path));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'storage/object-not-found') return;
    throw error;
  }
}
