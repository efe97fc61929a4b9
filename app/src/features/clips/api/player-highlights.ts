// Highlights from public SKORA players. The Firestore SDK is imported only when the visitor asks for them,
// so the Clips page itself never downloads it. The gallery reads a page of the player index (the functions keep
// each player's video links there), never full CVs; which links count as clips is the core's rule.
import { playerClips, type Clip } from '../../../shared/core/content';
import { collections } from '../../../shared/core/generated/collections';
import { playerClipsQueryLimit } from '../../../shared/core/generated/player-clips-query-limit';

/** Public players' YouTube links as gallery clips (each video once, at most the core's maximum). */
export async function loadPlayerHighlights(): Promise<Clip[]> {
  const { queryDocuments } = await import('../../../shared/firebase/documents');
  // The rules only let signed-out readers list public entries; the core checks it again per entry.
  const entries = await queryDocuments(collections.playerIndex, {
    where: [
      ['visibility', '==', 'public'],
      ['hasClips', '==', true],
    ],
    orderBy: [['updatedAt', 'desc']],
    limit: playerClipsQueryLimit,
  });
  return playerClips(entries.map(({ data }) => data));
}
