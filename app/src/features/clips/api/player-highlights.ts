// Highlights from public SKORA players. The Firestore SDK is imported only when the visitor asks for them,
// so the Clips page itself never downloads it. The gallery runs the core's one query over the player index (the
// functions keep each player's video links there), never full CVs; which links count as clips is the core's rule.
import { Clips, type Clip } from '../../../shared/core/content';
import { galleryPlan } from '../../../shared/core/generated/gallery-plan';

/** Public players' YouTube links as gallery clips (each video once, at most the core's maximum). */
export async function loadPlayerHighlights(): Promise<Clip[]> {
  const { queryListPlan } = await import('../../../shared/firebase/documents');
  const entries = await queryListPlan(galleryPlan);
  return Clips.players(entries);
}
