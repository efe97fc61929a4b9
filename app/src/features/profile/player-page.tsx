import { useParams } from 'react-router-dom';
import { PlayerCvPage } from './player-cv-page';

/**
 * /p/{uid}: a player's CV by link, for anyone (never guarded). Its pre-rendered HTML is the CV's skeleton, which the
 * link-preview function answers with, plus the player's meta tags (docs/player-index.md).
 */
export default function PlayerPage() {
  return <PlayerCvPage id={useParams().id} />;
}
