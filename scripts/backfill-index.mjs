// One-off, idempotent backfill of playerIndex/{uid} and the aggregates for every existing player (the data
// split). Against the emulators by default; `--project <id>` for a real project (Application Default Credentials:
// `gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS).
//
//   node scripts/backfill-index.mjs                                   # emulators: FIRESTORE_EMULATOR_HOST or 127.0.0.1:8080
//   node scripts/backfill-index.mjs --project my-project [--bucket my-project.firebasestorage.app] [--database skora]
//
// The function code does the work (functions/src/backfill.js): run `npm run build:wasm` (or `npm run dev` / `npm test`
// once) first so functions/core/ exists, and `npm ci --prefix functions` (scripts/setup.mjs does it).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_ID, EMULATOR_HOSTS, PROJECT_ID } from './lib/firebase-env.mjs';

function option(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Runs the backfill; against the emulators unless `projectId` names a real project. `indexed`: see functions/src/backfill.js. */
export async function backfillIndex({ projectId, bucketName, databaseId = DATABASE_ID, log = console.log, indexed } = {}) {
  if (!projectId) {
    // The Admin SDK talks to the emulators when these are set (and never to a real project then).
    process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= EMULATOR_HOSTS.storage;
    // Only verified owners are listed: the backfill asks the Auth emulator.
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOSTS.auth;
  }
  const project = projectId ?? PROJECT_ID;
  const { backfill } = await import('../functions/src/backfill.js');
  return backfill({ projectId: project, databaseId, bucketName: bucketName ?? `${project}.appspot.com`, log, indexed });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const projectId = option(args, '--project');
  if (args.includes('--project') && !projectId) {
    console.error('usage: node scripts/backfill-index.mjs [--project <id>] [--bucket <name>] [--database <id>]');
    process.exit(2);
  }
  backfillIndex({ projectId, bucketName: option(args, '--bucket'), databaseId: option(args, '--database') }).catch((error) => {
    console.error(`[backfill] failed: ${error.message}${projectId ? '' : '\nAre the emulators running? (npm run dev starts them)'}`);
    process.exit(1);
  });
}
