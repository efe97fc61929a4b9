import { useSearchParams } from 'react-router-dom';
import { PlayerCvPage } from './player-cv-page';

/** /profile?id={uid}: another player's CV, read-only, inside the signed-in area (the same page as /p/{uid}). */
export default function ProfilePage() {
  const [params] = useSearchParams();
  return <PlayerCvPage id={params.get('id')} chartLoading="eager" />;
}
