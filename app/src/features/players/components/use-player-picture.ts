import { useEffect, useState } from 'react';
import { defaultAvatar, pictureUrl } from '../api/players-api';

/**
 * The picture of a card's player: the default avatar at once, then the uploaded picture's URL when the player
 * has one. Only cards on screen mount, so only the visible page's pictures are ever asked for.
 */
export function usePlayerPicture(uid: string, hasPhoto: boolean): string {
  const [found, setFound] = useState<{ uid: string; url: string } | null>(null);
  useEffect(() => {
    if (!hasPhoto) return;
    let cancelled = false;
    void pictureUrl(uid).then((url) => {
      if (!cancelled) setFound({ uid, url });
    });
    return () => {
      cancelled = true;
    };
  }, [uid, hasPhoto]);
  return hasPhoto && found?.uid === uid ? found.url : defaultAvatar;
}
