// The main position's document of a season (aggregates/positions/byPosition/{POS}/seasons/{season}): its histograms
// by age group give the attribute card's percentiles (the season the player rated themselves in) and the weekly
// section's per-90 percentiles (the season shown). The core names the document (`figuresPath` of each).
import { readOptional } from './profile-api';

export type PositionFiguresDocument = Record<string, unknown>;

/** Reads the document at a path on its first call for it, and hands every later caller of that path the same answer. */
export type ReadPositionFigures = (path: string) => Promise<PositionFiguresDocument | null>;

/** An aggregate document of histograms by path, or null when there is none or it cannot be read (no percentile shows). */
export function readFigures(path: string): Promise<PositionFiguresDocument | null> {
  return readOptional(path, 'Could not load the position figures; the CV shows no percentiles.');
}

/**
 * One CV view's reader of the position's documents: each read when a section first needs it, and that answer kept for
 * the view; a section that needs none (no readable stats) costs no read. Without a document (none yet, a failed read)
 * the CV shows no percentile, which is what the core shows for a group with too few players anyway.
 */
export function positionFiguresOnce(): ReadPositionFigures {
  const loaded = new Map<string, Promise<PositionFiguresDocument | null>>();
  return (path) => {
    let read = loaded.get(path);
    if (!read) {
      read = readFigures(path);
      loaded.set(path, read);
    }
    return read;
  };
}
