// Cloud Storage security rules tests (profile pictures: the owner's upload and the served, re-encoded picture).
// Run with: node scripts/rules-test.mjs. The core's `picture::storage_rules` tests check the same file's text against
// the core's limits everywhere, including where these are skipped.
//
// On machines where the Firebase storage rules runtime jar cannot be downloaded, scripts/lib/firebase-env.mjs
// installs a PERMISSIVE stand-in and sets SKORA_STORAGE_RULES_ENFORCED=0: these tests are then SKIPPED (never
// passed silently). Without that variable (emulators started some other way) we probe the emulator: a signed-out
// upload outside every match block must be denied by any real ruleset.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const PROJECT_ID = 'demo-skora';
const [HOST = '127.0.0.1', PORT = '9199'] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
const RULES = readFileSync(fileURLToPath(new URL('../../storage.rules', import.meta.url)), 'utf8');
const BUCKET = `${PROJECT_ID}.appspot.com`;

async function rulesEnforcedByEmulator(): Promise<boolean> {
  const flag = process.env.SKORA_STORAGE_RULES_ENFORCED;
  if (flag === '0') return false;
  if (flag === '1') return true;
  const res = await fetch(
    `http://${HOST}:${PORT}/v0/b/${BUCKET}/o?name=${encodeURIComponent('__skora_rules_probe/denied.txt')}`,
    { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'probe' },
  );
  return res.status === 403;
}

const enforced = await rulesEnforcedByEmulator();
const SKIP_REASON =
  'SKIPPED: storage rules are NOT enforced by the local emulator (permissive stand-in for the Firebase storage ' +
  'rules runtime, which could not be downloaded on this machine). Run on a machine with internet access once.';
if (!enforced) console.warn(`\n[storage.rules.test] ${SKIP_REASON}\n`);

const OWNER = 'alice-uid';
const OTHER = 'bob-uid';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const MIB = 1024 * 1024;
const uploadPath = (uid: string) => `pictureUploads/${uid}`;
const servedPath = (uid: string) => `profilePictures/${uid}`;

type Metadata = { contentType?: string; customMetadata?: Record<string, string> };

describe.skipIf(!enforced)(enforced ? 'storage.rules: pictureUploads/{uid} and profilePictures/{uid}' : `storage.rules — ${SKIP_REASON}`, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { rules: RULES, host: HOST, port: Number(PORT) },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
  });

  type Reader = 'anonymous' | 'owner' | 'unverified' | 'verified';
  const context = (who: Reader | string | null) => {
    if (who === null || who === 'anonymous') return env.unauthenticatedContext();
    if (who === 'owner') return env.authenticatedContext(OWNER, { email_verified: true });
    if (who === 'unverified') return env.authenticatedContext(OTHER, { email_verified: false });
    if (who === 'verified') return env.authenticatedContext(OTHER, { email_verified: true });
    return env.authenticatedContext(who, { email_verified: true });
  };
  const upload = async (uid: string | null, path: string, data: Uint8Array, metadata: Metadata): Promise<unknown> =>
    await context(uid).storage().ref(path).put(data, metadata);
  /** The served picture as the function writes it (the Admin SDK: rules bypassed). */
  const serve = async (customMetadata?: Record<string, string>) => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref(servedPath(OWNER)).put(PNG, { contentType: 'image/webp', ...(customMetadata ? { customMetadata } : {}) });
    });
  };
  const read = (who: Reader) => context(who).storage().ref(servedPath(OWNER)).getMetadata();

  describe('the upload', () => {
    it('the owner can upload a JPEG, PNG or WebP image of 1 byte to 5 MiB, with its content type alone', async () => {
      for (const contentType of ['image/jpeg', 'image/png', 'image/webp']) {
        await assertSucceeds(upload(OWNER, uploadPath(OWNER), PNG, { contentType }));
      }
      await assertSucceeds(upload(OWNER, uploadPath(OWNER), new Uint8Array(5 * MIB), { contentType: 'image/jpeg' }));
    });

    it('only a verified e-mail uploads: the owner unverified, or in an anonymous session, cannot', async () => {
      const unverifiedOwner = env.authenticatedContext(OWNER, { email: 'alice@example.com', email_verified: false });
      const anonymousOwner = env.authenticatedContext(OWNER, { firebase: { sign_in_provider: 'anonymous', identities: {} } });
      for (const ctx of [unverifiedOwner, anonymousOwner]) {
        await assertFails((async () => await ctx.storage().ref(uploadPath(OWNER)).put(PNG, { contentType: 'image/png' }))());
      }
      await assertSucceeds(upload(OWNER, uploadPath(OWNER), PNG, { contentType: 'image/png' }));
    });

    it('nobody else can upload for the owner', async () => {
      await assertFails(upload(OTHER, uploadPath(OWNER), PNG, { contentType: 'image/png' }));
      await assertFails(upload(null, uploadPath(OWNER), PNG, { contentType: 'image/png' }));
    });

    it('refuses other types, an empty file and a file over 5 MiB', async () => {
      for (const contentType of ['text/plain', 'text/html', 'image/svg+xml', 'image/gif', 'application/octet-stream']) {
        await assertFails(upload(OWNER, uploadPath(OWNER), PNG, { contentType }));
      }
      await assertFails(upload(OWNER, uploadPath(OWNER), new Uint8Array(0), { contentType: 'image/png' }));
      await assertFails(upload(OWNER, uploadPath(OWNER), new Uint8Array(5 * MIB + 1), { contentType: 'image/jpeg' }));
    });

    it('refuses any custom metadata (the upload is never read, so its headers are never served)', async () => {
      const extras: Record<string, string>[] = [{ note: 'hi' }, { visibility: 'public' }, { firebaseStorageDownloadTokens: 'x' }];
      for (const customMetadata of extras) {
        await assertFails(upload(OWNER, uploadPath(OWNER), PNG, { contentType: 'image/png', customMetadata }));
      }
    });

    it('nobody reads or deletes an upload, the owner included', async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.storage().ref(uploadPath(OWNER)).put(PNG, { contentType: 'image/png' });
      });
      for (const who of ['owner', 'verified', 'anonymous'] as const) {
        await assertFails(context(who).storage().ref(uploadPath(OWNER)).getMetadata());
      }
      await assertFails(context('owner').storage().ref(uploadPath(OWNER)).delete());
    });
  });

  describe('the served picture', () => {
    it('nobody writes it through the rules, the owner included (only the functions do)', async () => {
      await assertFails(upload(OWNER, servedPath(OWNER), PNG, { contentType: 'image/png' }));
      await serve({ visibility: 'public' });
      await assertFails(upload(OWNER, servedPath(OWNER), PNG, { contentType: 'image/webp' }));
    });

    it('only its owner deletes it ("Remove picture"); nobody else, signed out or signed in', async () => {
      await serve({ visibility: 'public' });
      for (const who of ['anonymous', 'unverified', 'verified'] as const) {
        await assertFails(context(who).storage().ref(servedPath(OWNER)).delete());
      }
      await assertSucceeds(context('owner').storage().ref(servedPath(OWNER)).delete());
    });

    it('public: anyone reads it', async () => {
      await serve({ visibility: 'public' });
      for (const who of ['anonymous', 'unverified', 'verified', 'owner'] as const) await assertSucceeds(read(who));
    });

    it('members: verified members and the owner read it; signed-out and unverified users do not', async () => {
      await serve({ visibility: 'members' });
      await assertFails(read('anonymous'));
      await assertFails(read('unverified'));
      await assertSucceeds(read('verified'));
      await assertSucceeds(read('owner'));
    });

    it('no entry (`none`) or no visibility at all: the owner only', async () => {
      for (const metadata of [{ visibility: 'none' }, undefined]) {
        await serve(metadata);
        await assertFails(read('anonymous'));
        await assertFails(read('verified'));
        await assertSucceeds(read('owner'));
      }
    });

    it('nobody lists the pictures', async () => {
      await serve({ visibility: 'public' });
      await assertFails(context('verified').storage().ref('profilePictures').listAll());
    });
  });

  it('other paths are denied', async () => {
    await assertFails(upload(OWNER, `uploads/${OWNER}/x.png`, PNG, { contentType: 'image/png' }));
    await assertFails(upload(OWNER, `pictureUploads/${OWNER}/nested.png`, PNG, { contentType: 'image/png' }));
    await assertFails(upload(OWNER, `profilePictures/${OWNER}/nested.png`, PNG, { contentType: 'image/png' }));
  });
});
