// The home page's data calls: the featured players and the totals line. Both read the functions' summaries (the
// player index, the totals document), never CVs, through the core's fixed queries; Firebase is reached only through
// the shared wrappers, loaded on demand after first paint, and so is the directory's wasm module (which words and
// checks what comes back): the home page paints without either.
import type { PlayerCard } from '../../../shared/core/directory';
import { featuredPlans } from '../../../shared/core/generated/featured-plans';
import { playerTotalsDocument } from '../../../shared/core/generated/player-totals-document';

// One load of each on-demand module, shared by both calls (they start together): also what keeps test mocks of the
// wrappers whole (vitest can hand a concurrent second dynamic import of a mocked module the real one).
let documents: Promise<typeof import('../../../shared/firebase/documents')> | undefined;
let directory: Promise<typeof import('../../../shared/core/directory')> | undefined;
const documentsModule = () => (documents ??= import('../../../shared/firebase/documents'));
const directoryModule = () => (directory ??= import('../../../shared/core/directory'));

/**
 * Up to four cards for the home page: the newest public players with a photo, then, only if those are too few, the
 * newest public players (at most eight entries read).
 */
export async function loadFeatured(today: string): Promise<PlayerCard[]> {
  const [{ queryListPlan }, { Directory }] = await Promise.all([documentsModule(), directoryModule()]);
  const [withPhoto, anyone] = featuredPlans;
  // The wrapper hands over plain JSON (timestamps as {seconds, nanoseconds}), which is what the core reads; the core
  // skips an entry it cannot read, so the top-up counts the cards, not the entries: a bad entry never costs a card.
  const docs = await queryListPlan<Record<string, unknown>>(withPhoto);
  const cards = Directory.featured(docs, today);
  if (cards.length >= withPhoto.limit) return cards;
  docs.push(...(await queryListPlan<Record<string, unknown>>(anyone)));
  return Directory.featured(docs, today);
}

/** The home page's "N players from M countries", from the one totals document the functions keep (one read). */
export async function loadTotalsText(): Promise<string | undefined> {
  const [{ getDocument }, { Directory }] = await Promise.all([documentsModule(), directoryModule()]);
  const totals = await getDocument(playerTotalsDocument);
  return Directory.totals(totals);
}
