import { useEffect, useState } from 'react';
import defaultAvatar from '../../../shared/ui/default-avatar.svg';
import { pictureUrl } from '../api/profile-api';

/** Another player's picture from profilePictures/{uid}, or the default avatar when there is none. */
export function usePictureUrl(uid: string | null): string {
  const [url, setUrl] = useState<{ uid: string | null; url: string }>({ uid: null, url: defaultAvatar });
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    void pictureUrl(uid).then((found) => {
      if (!cancelled) setUrl({ uid, url: found ?? defaultAvatar });
    });
    return () => {
      cancelled = true;
    };
  }, [uid]);
  return url.uid === uid ? url.url : defaultAvatar;
}
