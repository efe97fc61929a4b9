// The emulators' REST APIs as the seed uses them: admin calls (`Authorization: Bearer owner` bypasses the security
// rules), Firestore's value encoding, batched commits and a listing of document ids. Emulators only.
import { DATABASE_ID, EMULATOR_HOSTS, HUB_HOST, PROJECT_ID } from './firebase-env.mjs';

/** The emulator hosts, from the usual environment variables (set by `firebase emulators:exec`) or the defaults. */
export function emulatorHosts() {
  return {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOSTS.auth,
    firestore: process.env.FIRESTORE_EMULATOR_HOST || EMULATOR_HOSTS.firestore,
    hub: process.env.FIREBASE_EMULATOR_HUB || HUB_HOST,
  };
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** An admin call; throws with the emulator's message on an HTTP error. */
export async function call(url, body, method = 'POST') {
  const res = await fetch(url, { method, headers: OWNER, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status}: ${JSON.stringify(json.error ?? json)}`);
  return json;
}

/** Firestore REST value encoding. */
export function toValue(v) {
  if (v === null || v === undefined) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toValue(x)])) } };
}

/** `projects/…/databases/…/documents` of the seeded database. */
export const DOCUMENTS = `projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents`;

function documentsUrl(host) {
  return `http://${host}/v1/${DOCUMENTS}`;
}

/** Writes: `{ set: path, data }` (create or replace) or `{ delete: path }`; atomic per commit of ≤ 500. */
function restWrite(write) {
  if (write.delete) return { delete: `${DOCUMENTS}/${write.delete}` };
  return { update: { name: `${DOCUMENTS}/${write.set}`, fields: toValue(write.data).mapValue.fields } };
}

const COMMIT_SIZE = 500; // Firestore's limit of writes per commit
const PARALLEL_COMMITS = 4;

/** Commits the writes in batches of 500, a few at a time. */
export async function commitAll(host, writes) {
  const batches = [];
  for (let k = 0; k < writes.length; k += COMMIT_SIZE) batches.push(writes.slice(k, k + COMMIT_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      await call(`${documentsUrl(host)}:commit`, { writes: batch.map(restWrite) });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COMMITS }, worker));
}

/** Ids of the documents of a top-level collection whose id starts with `prefix` (names only, no fields). */
export async function idsWithPrefix(host, collection, prefix) {
  const key = (id) => ({ referenceValue: `${DOCUMENTS}/${collection}/${id}` });
  const rows = await call(`${documentsUrl(host)}:runQuery`, {
    structuredQuery: {
      from: [{ collectionId: collection }],
      select: { fields: [{ fieldPath: '__name__' }] },
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: '__name__' }, op: 'GREATER_THAN_OR_EQUAL', value: key(prefix) } },
            // The next id after every id with the prefix: its last character + 1.
            { fieldFilter: { field: { fieldPath: '__name__' }, op: 'LESS_THAN', value: key(prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)) } },
          ],
        },
      },
    },
  });
  return rows.filter((row) => row.document).map((row) => row.document.name.split('/').pop());
}
