import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../core/generated/routes';
import { useSession } from './session-context';

/**
 * After a profile (a CV or a scout's) is saved: the session reads it again, so the profile guard sees it complete,
 * then "My CV" opens. A failed refresh is logged and the page opens anyway (the next load reads the profile).
 */
export function useOpenMyProfile(): () => Promise<void> {
  const { reload } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await reload();
    } catch (error) {
      console.info('Could not refresh the session after saving.', error);
    }
    navigate(paths.myProfile);
  }, [navigate, reload]);
}
