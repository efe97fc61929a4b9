// A document create through Firestore's REST API on the emulator, as a signed-in user: for values the JS SDK cannot
// even send (a map nested 100 deep fails the SDK's own serialisation and its write is retried forever), which an
// attacker sends by hand. createdAt and updatedAt are set to the request time, as serverTimestamp() does.
import { DATABASE_ID, PROJECT_ID } from './firestore-env';

/** A number sent as a double even when it is whole (`12.0`: JavaScript cannot tell it from the integer 12). */
export class Double {
  constructor(readonly value: number) {}
}

type Plain = null | boolean | number | string | Double | Plain[] | { [key: string]: Plain };

/** A plain JS value as a Firestore REST `Value` (integers as integerValue, other numbers as doubleValue). */
function toValue(v: Plain): unknown {
  if (v === null) return { nullValue: null };
  if (v instanceof Double) return { doubleValue: v.value };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toValue(x)])) } };
}

/** The unsigned ID token the emulator accepts for `uid` (what the SDK's mockUserToken builds). */
function mockIdToken(uid: string, claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: 0,
    exp: 3600,
    auth_time: 0,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  return `${b64({ alg: 'none', type: 'JWT' })}.${b64(payload)}.`;
}

/**
 * Creates `path` with `fields` (plus the `serverTimes` fields = request time: createdAt and updatedAt unless told) as
 * `uid`; resolves to the HTTP status (200: written; 403: denied by the rules; 400: refused by Firestore itself).
 */
export async function restCreate(
  path: string,
  fields: Record<string, Plain>,
  uid: string,
  claims: Record<string, unknown>,
  serverTimes: readonly string[] = ['createdAt', 'updatedAt'],
): Promise<number> {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const root = `projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents`;
  const res = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mockIdToken(uid, claims)}` },
    body: JSON.stringify({
      writes: [
        {
          update: { name: `${root}/${path}`, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toValue(v)])) },
          updateTransforms: serverTimes.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
          currentDocument: { exists: false },
        },
      ],
    }),
  });
  await res.text();
  return res.status;
}
