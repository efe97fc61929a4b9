import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PlayerCvPage } from './player-cv-page';

/**
 * /p/{uid}: a player's CV by link, for anyone (never guarded). Its pre-rendered HTML is the CV's skeleton, which the
 * link-preview function answers with, plus the player's meta tags (docs/player-index.md).
 */
export default function PlayerPage({ saveControl }: { saveControl?: (player: { id: string; name: string }) => ReactNode } = {}) {
  // The public page's first visit pays for no chart code: the radar draws when it comes into view (or is printed).
  return <PlayerCvPage id={useParams().id} chartLoading="on-view" saveControl={saveControl} />;
}
