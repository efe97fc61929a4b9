import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { clearSkipPublicOnlyToast, guard, routeInfo } from '../../shared/core/core';
import { useSession } from '../../shared/auth/session-context';
import { LoadingScreen } from '../../shared/ui/loading-screen';

/**
 * Wraps guarded routes: asks the core what to do with this session on this path, then does it. While the session is
 * still unknown (and in the pre-rendered HTML), a public-only page (login, sign-up…) shows itself, since nearly
 * every visitor of those is signed out; pages that need a session show the loading screen.
 */
export function RouteGuard() {
  const { ready, session } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signedIn, emailVerified, profileComplete } = session;
  // Decide once per session and path. Re-deciding on every render would re-read storage: after the effect
  // below has consumed the skip flag, a render while the redirect target's chunk loads would decide again,
  // without the flag, and show the toast the flag was there to suppress.
  const decision = useMemo(
    () => (ready ? guard({ signedIn, emailVerified, profileComplete }, pathname) : null),
    [ready, signedIn, emailVerified, profileComplete, pathname],
  );

  const kind = decision?.kind;
  const to = decision?.kind === 'redirect' ? decision.to : null;
  const message = decision?.kind === 'redirect' ? decision.toast : null;
  const clearSkipFlag = decision?.clearSkipFlag ?? false;

  // Side effects stay out of render: StrictMode renders twice, and the skip flag must be consumed once.
  useEffect(() => {
    if (!kind) return;
    if (clearSkipFlag) clearSkipPublicOnlyToast();
    if (to) {
      // The id makes a repeated decision (StrictMode, a quick re-render) show one toast, not two.
      if (message) toast.info(message, { toastId: message });
      navigate(to, { replace: true });
    }
  }, [kind, to, message, clearSkipFlag, navigate]);

  if (!decision) return routeInfo(pathname).access === 'publicOnly' ? <Outlet /> : <LoadingScreen />;
  if (decision.kind === 'redirect') return <LoadingScreen />;
  return <Outlet />;
}
