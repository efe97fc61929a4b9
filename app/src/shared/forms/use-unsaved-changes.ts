import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Warns before unsaved changes are lost: in-app navigation is held by the router's blocker (the caller shows
 * the confirm dialog), and closing or reloading the tab gets the browser's own prompt. `allowLeave(true)` lets
 * navigations through while a save is on its way (it navigates away when it succeeds); `allowLeave(false)`
 * restores the warning when it fails. `stays(pathname)` names the paths that are still this form (the stats wizard's
 * other steps): moving there is not leaving.
 */
export function useUnsavedChanges(
  dirty: boolean,
  stays?: (pathname: string) => boolean,
): { blocker: Blocker; allowLeave: (allowed: boolean) => void } {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(stays?.(nextLocation.pathname) ?? false),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    blocker,
    allowLeave: (allowed: boolean) => {
      leaving.current = allowed;
    },
  };
}
