// The Auth emulator's REST API as the admin (`Authorization: Bearer owner`). Only verified people publish: the
// functions list a player only when their account's e-mail is verified (functions/src/player-index.js, ownerVerified),
// so every test player gets an account, verified unless the test is about an unverified one.
import { PROJECT_ID } from './firestore-rest';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const ACCOUNTS = `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' } as const;

async function call(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || (Array.isArray(json.error) && json.error.length)) {
    throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  }
  return json;
}

/** Creates (or replaces) the account of `uid`: an e-mail of its own, verified unless told otherwise, no password. */
export async function account(uid: string, { verified = true }: { verified?: boolean } = {}): Promise<void> {
  await call(`${ACCOUNTS}:batchCreate`, {
    users: [{ localId: uid, email: `${uid.toLowerCase()}@functions.skora.test`, emailVerified: verified }],
    allowOverwrite: true,
  });
}

/** Marks the account of `uid` verified (as applying the e-mail's link does). */
export async function markVerified(uid: string): Promise<void> {
  await call(`${ACCOUNTS}:update`, { localId: uid, emailVerified: true });
}

/** Deletes the accounts of `uids` (after the tests). */
export async function deleteAccounts(uids: Iterable<string>): Promise<void> {
  const localIds = [...uids];
  if (localIds.length) await call(`${ACCOUNTS}:batchDelete`, { localIds, force: true });
}

/** Whether an account of `uid` exists. */
export async function accountExists(uid: string): Promise<boolean> {
  const json = await call(`${ACCOUNTS}:lookup`, { localId: [uid] });
  return Array.isArray(json.users) && json.users.length > 0;
}
