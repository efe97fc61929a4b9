import { useEffect, useState } from 'react';
import defaultAvatar from '../ui/default-avatar.svg';
import { useSession } from './session-context';

/** The signed-in user's picture from `profilePictures/{uid}`, or the default avatar when there is none. */
export function useAvatarUrl(): string {
  const { user, pictureVersion } = useSession();
  const uid = user?.uid;
  const [url, setUrl] = useState<string>(defaultAvatar);

  useEffect(() => {
    if (!uid) {
      setUrl(defaultAvatar);
      return;
    }
    let cancelled = false;
    import('../firebase/files')
      .then(({ getFileUrl }) => getFileUrl(`profilePictures/${uid}`))
      .then((found) => !cancelled && setUrl(found))
      .catch((error: unknown) => {
        // No picture yet is the common case: not worth more than a log line.
        console.info('No profile picture; showing the default avatar.', error);
        if (!cancelled) setUrl(defaultAvatar);
      });
    return () => {
      cancelled = true;
    };
  }, [uid, pictureVersion]);

  return url;
}
