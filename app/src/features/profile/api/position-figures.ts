// The aggregate of a player's main position (aggregates/positions/byPosition/{POS}): its histograms give the attribute
// card's percentiles. The weekly section's per-90 percentiles come from the position's document of the season shown
// (…/seasons/{season}, the core's `figuresPath` of the section), one read per season shown.
import { Attributes } from '../../../shared/core/profile';
import { firestoreDocuments } from './profile-api';

export type PositionFiguresDocument = Record<string, unknown>;

/** Reads the position's aggregate on first call, and hands every later caller the same answer. */
export type ReadPositionFigures = () => Promise<PositionFiguresDocument | null>;

/**
 * The position's aggregate, or null: without it (none yet, a failed read) the CV shows no percentile, which is what
 * the core shows for a position with too few players anyway.
 */
async function readPositionFigures(mainPosition: string): Promise<PositionFiguresDocument | null> {
  const path = Attributes.read({ mainPosition }, null).figuresPath;
  return path ? readFigures(path) : null;
}

/** An aggregate document of histograms by path, or null when there is none or it cannot be read (no percentile shows). */
export async function readFigures(path: string): Promise<PositionFiguresDocument | null> {
  try {
    const { getDocument } = await firestoreDocuments();
    return await getDocument<PositionFiguresDocument>(path);
  } catch (error) {
    console.info('Could not load the position figures; the CV shows no percentiles.', error);
    return null;
  }
}

/**
 * One CV view's reader of its position's aggregate: read when the attribute card first needs it, and that answer kept
 * for the view; a card that needs none (no readable stats) costs no read.
 */
export function positionFiguresOnce(mainPosition: string): ReadPositionFigures {
  let loaded: Promise<PositionFiguresDocument | null> | null = null;
  return () => (loaded ??= readPositionFigures(mainPosition));
}
