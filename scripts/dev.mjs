// `npm run dev`: installs what is missing, builds the core (for the app and for the functions), starts the emulators
// (auth, Firestore, Storage, Cloud Functions) with persisted data, loads the demo data (with the player index and the
// aggregates) and serves the app at http://127.0.0.1:5173. Ctrl-C stops everything (and saves emulator data).
import { watch } from 'node:fs';
import { join } from 'node:path';
import { buildWasm } from './build-wasm.mjs';
import { startEmulators } from './emulators.mjs';
import { bin, log, ROOT, start } from './lib/run.mjs';
import { seed } from './seed.mjs';
import { setup } from './setup.mjs';

await setup();
buildWasm({ release: false });

// Signals are handled from here on, so a Ctrl-C while the emulators start still stops them.
const starting = new AbortController();
let emulators = null;
let vite = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // Still starting: pass the Ctrl-C on. Started: stop() sends the one SIGINT (a second would skip the export).
  if (!emulators) starting.abort();
  vite?.kill('SIGTERM');
  await emulators?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  emulators = await startEmulators({ importExportDir: join(ROOT, '.emulator-data'), log, signal: starting.signal });
} catch (error) {
  if (!stopping) log(`the emulators did not start: ${error.message}`);
  process.exit(1);
}

try {
  // The seed also indexes every other player kept in .emulator-data from an earlier run (the backfill) and rebuilds
  // the aggregates (idempotent: it rewrites nothing that is already right).
  await seed({ log });
} catch (error) {
  log(`could not load the demo data: ${error.message}`);
  await stop(1);
}

// Rust edits rebuild the core, and blog post edits the build-time blog index; Vite then reloads the page.
let timer = null;
const rebuildOn = (dir, wanted) =>
  watch(join(ROOT, dir), { recursive: true }, (_event, file) => {
    if (wanted(file ?? '')) rebuild();
  });
rebuildOn('crates', (file) => file.endsWith('.rs') || file.endsWith('Cargo.toml'));
rebuildOn('app/src/features/blog/posts', (file) => file.endsWith('.md'));
function rebuild() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    try {
      buildWasm({ release: false });
    } catch (error) {
      log(`wasm build failed: ${error.message}`);
    }
  }, 300);
}

vite = start(bin('vite'), [], { env: { VITE_USE_EMULATORS: 'true' } });
log('SKORA is running at http://127.0.0.1:5173 (demo accounts: see README.md). Ctrl-C stops it.');
const code = await vite.exited;
if (!stopping) await stop(code);
