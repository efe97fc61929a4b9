import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/**
 * Whether the visitor is on the way to another page: a navigation to another path has started and waits for that
 * page's code. Asked of the router itself, not of `useNavigation`: React shows the router's state in a transition,
 * so a page rendering meanwhile still reads "idle". A page that writes its own URL (the map, as it moves) asks this
 * first, since any navigation it starts would cancel the visitor's.
 */
export function useLeaving(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => {
    const next = router?.state.navigation.location;
    return next !== undefined && next.pathname !== pathname;
  }, [router, pathname]);
}
