// Highlights from public SKORA players. The Firestore SDK is imported only when the visitor asks for them,
// so the Clips page itself never downloads it. Which links count as clips is the core's rule.
import { playerClips, type Clip } from '../../../shared/core/content';
import { collections } from '../../../shared/core/generated/collections';
import { playerClipsQueryLimit } from '../../../shared/core/generated/player-clips-query-limit';

/** Public players' YouTube links as gallery clips (each video once, at most the core's maximum). */
export async function loadPlayerHighlights(): Promise<Clip[]> {
  const { queryDocuments } = await import('../../../shared/firebase/documents');
  // The rules only allow listing players with this filter, and the core checks it again per document.
  const docs = await queryDocuments(collections.players, {
    where: [['visibility', '==', 'public']],
    limit: playerClipsQueryLimit,
  });
  // Only the keys the rule reads cross into wasm: timestamps are Firestore objects, not JSON.
  return playerClips(
    docs.map(({ data }) => ({
      visibility: data.visibility,
      firstName: data.firstName,
      lastName: data.lastName,
      links: data.links,
    })),
  );
}
