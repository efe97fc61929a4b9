// The players feature's data calls: public player documents for the home page's featured
// players (the directory reads the player index: directory-api.ts; the cards' pictures come from shared/pictures). Firebase is reached only through the shared wrappers,
// loaded on demand (after first paint); every rule (which documents are listed, filters, sorts, ranking) is the core's.
// The directory's wasm module is imported on demand here too: the home page (featured players) paints without it.
import type { PlayerCard, PlayerDoc } from '../../../shared/core/directory';
import { collections } from '../../../shared/core/generated/collections';
import { playerTotalsDocument } from '../../../shared/core/generated/player-totals-document';
import { plainData } from './plain-data';

/** How many players the home page features. */
export const FEATURED_COUNT = 4;
/** How many documents the home page reads to choose them from: a handful, never the whole directory. */
const FEATURED_POOL = 24;

/** The Firestore rules let signed-out readers list players only with this filter. */
const PUBLIC_ONLY = ['visibility', '==', 'public'] as const;

export async function publicPlayers(extra: { where?: [string, '==', unknown][]; limit?: number } = {}): Promise<PlayerDoc[]> {
  const { queryDocuments } = await import('../../../shared/firebase/documents');
  const docs = await queryDocuments<Record<string, unknown>>(collections.players, {
    where: [[...PUBLIC_ONLY], ...(extra.where ?? [])],
    ...(extra.limit === undefined ? {} : { limit: extra.limit }),
  });
  return docs.map(({ id, data }) => ({ id, data: plainData(data) }));
}

/**
 * Up to FEATURED_COUNT cards for the home page. Reuses the directory's players when they are loaded; otherwise
 * reads a few public players, those with a photo first, and lets the core rank them.
 */
export async function loadFeatured(today: string): Promise<PlayerCard[]> {
  const [{ featuredCards }, { coreStore }] = await Promise.all([
    import('../../../shared/core/directory'),
    import('../../../shared/core/use-core-store'),
  ]);
  if (coreStore.playerCount() > 0) return coreStore.cardsAt(coreStore.featured(FEATURED_COUNT), today);
  const withPhoto = await publicPlayers({ where: [['hasPhoto', '==', true]], limit: FEATURED_POOL });
  let docs = withPhoto;
  if (withPhoto.length < FEATURED_COUNT) {
    const seen = new Set(withPhoto.map((d) => d.id));
    const others = await publicPlayers({ limit: FEATURED_POOL });
    docs = [...withPhoto, ...others.filter((d) => !seen.has(d.id))];
  }
  return featuredCards(docs, FEATURED_COUNT, today);
}

/** The home page's "N players from M countries", from the one totals document the functions keep (one read). */
export async function loadTotalsText(): Promise<string | undefined> {
  const [{ getDocument }, { totalsText }] = await Promise.all([
    import('../../../shared/firebase/documents'),
    import('../../../shared/core/directory'),
  ]);
  const totals = await getDocument(playerTotalsDocument);
  return totals ? totalsText(JSON.stringify(totals)) : undefined;
}
