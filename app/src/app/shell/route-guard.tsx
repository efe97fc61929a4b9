import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import { Memory, Site } from '../../shared/core/startup';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { PageFrame } from './page-frame';
import { pageKeyOf } from './page-key';

/**
 * Wraps guarded routes: asks the core what to do with this session on this path, then does it. While the session is
 * still unknown (and in the pre-rendered HTML), a public-only page (login, sign-up…) shows itself, since nearly
 * every visitor of those is signed out; pages that need a session show their frame (heading, lead, loading).
 */
export function RouteGuard() {
  const { ready, provisional, openRemembered, session } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { signedIn, emailVerified, profileComplete } = session;
  // Decide once per session and path. Re-deciding on every render would re-read storage: after the effect
  // below has consumed the skip flag, a render while the redirect target's chunk loads would decide again,
  // without the flag, and show the toast the flag was there to suppress.
  // The startup module reads the remembered location and the skip flag from sessionStorage; the core decides, from
  // the path with its query (the verification page with a link's code keeps a signed-in session).
  const decision = useMemo(() => {
    if (!ready) return null;
    const verdict = Site.guard(signedIn, emailVerified, profileComplete, pathname + search);
    // Plain values out of the wasm object, which is then freed.
    const plain = { to: verdict.to ?? null, toast: verdict.toast ?? null, clearSkipFlag: verdict.clearSkipFlag };
    verdict.free();
    return plain;
  }, [ready, signedIn, emailVerified, profileComplete, pathname, search]);

  const publicOnly = Site.route(pathname).access === 'publicOnly';
  // A signed-in page opens with the session this device remembers while the Auth SDK confirms it over the network
  // (a public-only page has no use for it: nearly every visitor of those is signed out).
  useEffect(() => {
    if (!ready && !publicOnly) openRemembered();
  }, [ready, publicOnly, openRemembered]);

  // A remembered session only opens pages: a decision to send the user elsewhere waits for the confirmed session.
  const decided = decision !== null && !(provisional && decision.to !== null);
  const to = decision?.to ?? null;
  const message = decision?.toast ?? null;
  const clearSkipFlag = decision?.clearSkipFlag ?? false;

  // Side effects stay out of render: StrictMode renders twice, and the skip flag must be consumed once.
  useEffect(() => {
    if (!decided) return;
    if (clearSkipFlag) Memory.keep(null, false);
    if (to) {
      // The id makes a repeated decision (StrictMode, a quick re-render) show one toast, not two.
      if (message) toast.info(message, { toastId: message });
      navigate(to, { replace: true });
    }
  }, [decided, to, message, clearSkipFlag, navigate]);

  if (!decided || decision === null) return publicOnly ? <Outlet /> : <PageFrame page={pageKeyOf(pathname)} />;
  if (decision.to !== null) return <LoadingScreen />;
  return <Outlet />;
}
