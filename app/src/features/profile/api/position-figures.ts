// The aggregate of a player's main position (aggregates/positions/byPosition/{POS}): its histograms give the attribute
// card's percentiles and the weekly section's per-90 percentiles. Both sections of one CV share ONE read of it.
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
  if (!path) return null;
  try {
    const { getDocument } = await firestoreDocuments();
    return await getDocument<PositionFiguresDocument>(path);
  } catch (error) {
    console.info('Could not load the position figures; the CV shows no percentiles.', error);
    return null;
  }
}

/**
 * One CV view's reader of its position's aggregate: the first section that needs it reads it, the other reuses that
 * answer; a section that needs none (no readable stats, no per-90 figures) costs no read.
 */
export function positionFiguresOnce(mainPosition: string): ReadPositionFigures {
  let loaded: Promise<PositionFiguresDocument | null> | null = null;
  return () => (loaded ??= readPositionFigures(mainPosition));
}
