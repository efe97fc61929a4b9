import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Memory } from '../../shared/core/startup';
import { paths } from '../../shared/core/generated/routes';

export const LOGOUT_SUCCESS = 'You have successfully signed out!';
export const LOGOUT_FAILURE = 'Error during logout. Please try again.';

/** Logout as the product has always done it: cached keys first, then Firebase, then the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // The profile module clears the cached keys (the core names them). A signed-in page has it loaded already
      // (the session asked it whether the CV is complete); the menu itself must not pull it into every page.
      const { Device } = await import('../../shared/core/profile');
      Device.keep('signedOut');
      const { signOutUser } = await import('../../shared/firebase/auth');
      await signOutUser();
      // A read of the page that was under way when the keys went (the CV, loaded to refresh its cache) may have
      // cached it again while Firebase signed out: the keys go once more, now that no read of the user's starts.
      Device.keep('signedOut');
      toast.success(LOGOUT_SUCCESS);
      // The login page must not greet a user who just left with "You are already signed in."
      Memory.keep(null, true);
      navigate(paths.login);
    } catch (error) {
      console.error('Logout failed', error);
      toast.error(LOGOUT_FAILURE);
    }
  }, [navigate]);
}
