// The Storage emulator's JSON API as the admin (`Authorization: Bearer owner`: rules bypassed), for the functions
// tests: upload bytes under a name, read an object's metadata and bytes, delete it.
export const BUCKET = 'demo-skora.appspot.com';
const STORAGE = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}`;
const OWNER = { Authorization: 'Bearer owner' } as const;

const objectUrl = (name: string) => `${STORAGE}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}`;

/** An object's metadata as the JSON API gives it (custom metadata under `metadata`). */
export interface ObjectMetadata {
  name: string;
  generation: string;
  size: string;
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  metadata?: Record<string, string>;
}

/** Uploads `body` as `name` with `contentType`; returns the new object's metadata. */
export async function uploadObject(name: string, body: Uint8Array, contentType: string): Promise<ObjectMetadata> {
  const response = await fetch(`${STORAGE}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': contentType },
    body: new Uint8Array(body),
  });
  if (!response.ok) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as ObjectMetadata;
}

/** The object's metadata, or undefined when there is no such object. */
export async function objectMetadata(name: string): Promise<ObjectMetadata | undefined> {
  const response = await fetch(objectUrl(name), { headers: OWNER });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as ObjectMetadata;
}

export async function objectBytes(name: string): Promise<Buffer> {
  const response = await fetch(`${objectUrl(name)}?alt=media`, { headers: OWNER });
  if (!response.ok) throw new Error(`GET ${name} (media): ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function deleteObject(name: string): Promise<void> {
  const response = await fetch(objectUrl(name), { method: 'DELETE', headers: OWNER });
  if (!response.ok && response.status !== 404) throw new Error(`DELETE ${name}: ${response.status}`);
}
