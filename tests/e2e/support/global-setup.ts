// Runs once before the journeys: loads the twelve named demo players (and their accounts) and 2,000 generated players
// (gen-0001…, with their index entries and the aggregates) into the emulators that `firebase emulators:exec` started.
// Idempotent (fixed uids, documents replaced), so a re-run never duplicates them. The journeys that look for a
// particular player look for a named one; the clips journey's videos are the named players' only.
import { seed } from '../../../scripts/seed.mjs';

export default async function globalSetup(): Promise<void> {
  // npm test loads it earlier, beside the rules tests (scripts/lib/emulator-suites.mjs).
  if (process.env.SKORA_E2E_SEEDED === '1') return;
  const { generated, ms } = await seed({ log: () => {} });
  console.log(`[e2e] seeded the named demo players and ${generated} generated ones in ${(ms / 1000).toFixed(1)} s`);
}
