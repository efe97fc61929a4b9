// Runs once before the journeys: loads the twelve public demo players (and their accounts) into the emulators that
// `firebase emulators:exec` started. Idempotent (fixed uids, documents replaced), so a re-run never duplicates them.
// The directory, featured-players and clips journeys assert against exactly this data.
import { seed } from '../../../scripts/seed.mjs';

export default async function globalSetup(): Promise<void> {
  await seed({ log: () => {} });
}
