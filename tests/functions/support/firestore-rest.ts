// The emulator's Firestore REST API as the admin (`Authorization: Bearer owner`: rules bypassed), one HTTP request per
// read or write. The functions tests use it rather than the Firestore SDK, whose long-lived gRPC streams to the
// emulator sometimes fail on megabyte documents (RESOURCE_EXHAUSTED with a garbage length) and then go "offline";
// REST also lets a test store exactly the values it means (references, bytes, geopoints), written out as Firestore
// encodes them.
export const PROJECT_ID = 'demo-skora';
export const DATABASE_ID = 'skora';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const OWNER = { Authorization: 'Bearer owner' } as const;

/** A value exactly as the REST API spells it (`{ referenceValue: … }`, `{ bytesValue: … }`, …). */
export class Raw {
  constructor(readonly value: Record<string, unknown>) {}
}

export type Value = string | number | boolean | null | Date | Raw | Value[] | { [key: string]: Value };
export type Fields = { [key: string]: Value };

export const reference = (path: string) =>
  new Raw({ referenceValue: `projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/${path}` });
export const bytes = (length: number) => new Raw({ bytesValue: Buffer.alloc(length, 65).toString('base64') });
export const geoPoint = (latitude: number, longitude: number) => new Raw({ geoPointValue: { latitude, longitude } });

function encode(value: Value): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Raw) return value.value;
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value) } };
}

const encodeFields = (fields: Fields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)]));

type Rest = Record<string, unknown>;

function decode(value: Rest): unknown {
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Rest[] }).values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, Rest> }).fields ?? {});
  return value; // references, bytes, geopoints: as the API gives them
}

const decodeFields = (fields: Record<string, Rest>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));

const url = (path: string) => `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/${path}`;

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A write as the admin, sent again when the emulator answers 409 ABORTED: a trigger's transaction (a reindex) may hold
 * the document's lock past the emulator's lock timeout while the functions are busy; the write itself is valid.
 */
async function send(request: () => Promise<Response>, what: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await request();
    if (response.status !== 409 || attempt === 5) return ok(response, what);
    await new Promise((r) => setTimeout(r, 250 * attempt));
  }
}

/** Creates or replaces a document. */
export async function write(path: string, fields: Fields): Promise<void> {
  await send(
    () =>
      fetch(url(path), {
        method: 'PATCH',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: encodeFields(fields) }),
      }),
    `PATCH ${path}`,
  );
}

export async function remove(path: string): Promise<void> {
  await send(() => fetch(url(path), { method: 'DELETE', headers: OWNER }), `DELETE ${path}`);
}

/** A document's data (any shape: the tests' assertions check it), or undefined when it does not exist. */
export async function read(path: string): Promise<Record<string, any> | undefined> {
  const response = await fetch(url(path), { headers: OWNER });
  if (response.status === 404) return undefined;
  await ok(response, `GET ${path}`);
  const body = (await response.json()) as { fields?: Record<string, Rest> };
  return decodeFields(body.fields ?? {});
}
