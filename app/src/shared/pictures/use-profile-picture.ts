import { useEffect, useState } from 'react';
import { User } from '../core/startup';
import defaultAvatar from '../ui/default-avatar.svg';

// The Storage wrapper loads on first use, after first paint, and once for every caller: a page shows up to twelve
// pictures at once, and they all wait on the same import.
let files: Promise<typeof import('../firebase/files')> | null = null;

/** The download URL of a player's picture, or the default avatar when there is none or it cannot be read. */
async function pictureUrl(uid: string): Promise<string> {
  // A uid the core builds no Storage path for has no picture.
  const path = User.paths(uid).picture;
  if (!path) return defaultAvatar;
  try {
    files ??= import('../firebase/files');
    const { getFileUrl } = await files;
    return await getFileUrl(path);
  } catch (error) {
    // No picture yet is the common case: not worth more than a log line.
    console.info('No profile picture; showing the default avatar.', error);
    return defaultAvatar;
  }
}

/**
 * What to show for a player's picture (profilePictures/{uid}): the default avatar at once, without a uid and
 * when there is no picture, then the uploaded picture's URL. Pass no uid to skip the request (a card whose
 * player has no photo). A new `version` asks again for the same uid (the session bumps it after an upload) and
 * keeps showing the current picture meanwhile; another uid's picture is never shown, even for a moment.
 */
export function useProfilePicture(uid: string | null | undefined, version = 0): string {
  const [found, setFound] = useState<{ uid: string; url: string } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    void pictureUrl(uid).then((url) => {
      if (!cancelled) setFound({ uid, url });
    });
    return () => {
      cancelled = true;
    };
  }, [uid, version]);
  return uid && found?.uid === uid ? found.url : defaultAvatar;
}
