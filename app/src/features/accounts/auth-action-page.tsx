import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Account } from '../../shared/core/forms';
import { Memory, Site } from '../../shared/core/startup';
import { LoadingScreen } from '../../shared/ui/loading-screen';

/**
 * Firebase's email links land here (the project's action URL is this page); the core decides where each action
 * continues. A verification link goes on to `/email-verification`, which applies its code, after the next step it
 * names (its untrusted continue URL, which the core follows only as a page of this app, else the CV editor) is
 * remembered for that page and for logging in. The redirect happens in an effect, so the pre-rendered page is a
 * loading screen rather than nothing.
 */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const continueUrl = params.get('continueUrl');
  const target = Site.authAction(mode, code);
  useEffect(() => {
    const { remember } = Account.continuation({
      origin: window.location.origin,
      mode: mode ?? undefined,
      oobCode: code ?? undefined,
      continueUrl: continueUrl ?? undefined,
    });
    if (remember !== undefined) Memory.keep(remember);
    void navigate(target, { replace: true });
  }, [navigate, target, mode, code, continueUrl]);
  return <LoadingScreen />;
}
