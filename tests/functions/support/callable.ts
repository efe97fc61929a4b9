// The open forms' callable functions (functions/src/forms.js) over plain HTTP, as the Firebase JS SDK calls them
// (POST { data } → { result } or { error: { status, message, details } }), and the collections they write, read as
// the admin. A test can pass headers (X-Forwarded-For) to act as a client of its own.
import { DATABASE_ID, PROJECT_ID, read, remove } from './firestore-rest';

const FUNCTIONS = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT_ID}/us-central1`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;

export interface CallableAnswer {
  result?: Record<string, any>;
  error?: { status: string; message: string; details?: any };
}

/** A callable's HTTP answer as it came: its status and its body, byte for byte. */
export async function callableRaw(name: string, data: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, text: await response.text() };
}

export async function callable(name: string, data: unknown, headers: Record<string, string> = {}): Promise<CallableAnswer> {
  const { status, text } = await callableRaw(name, data, headers);
  try {
    return JSON.parse(text) as CallableAnswer;
  } catch {
    throw new Error(`${name}: ${status} ${text.slice(0, 300)}`);
  }
}

/** The `Authorization` header of a new account on the Auth emulator (the callables read the caller's uid from it). */
export async function signedIn(email: string): Promise<{ uid: string; headers: Record<string, string> }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret-Passw0rd!', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp ${email}: ${response.status} ${await response.text()}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, headers: { Authorization: `Bearer ${idToken}` } };
}

/** Every document of a top-level collection: `{ id, data }` (data decoded as firestore-rest's read does). */
export async function list(collection: string): Promise<Array<{ id: string; data: Record<string, any> }>> {
  const ids: string[] = [];
  let pageToken = '';
  do {
    const url = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/${collection}?pageSize=300&mask.fieldPaths=__name__${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`list ${collection}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { documents?: Array<{ name: string }>; nextPageToken?: string };
    for (const d of body.documents ?? []) ids.push(d.name.slice(d.name.lastIndexOf('/') + 1));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  const out: Array<{ id: string; data: Record<string, any> }> = [];
  for (const id of ids) {
    const data = await read(`${collection}/${id}`);
    if (data) out.push({ id, data });
  }
  return out;
}

/** Deletes every document of a top-level collection (the rate-limit counters between tests). */
export async function clear(collection: string): Promise<void> {
  for (const { id } of await list(collection)) await remove(`${collection}/${id}`);
}
