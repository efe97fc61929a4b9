import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import { continueTarget } from '../../shared/core/forms';
import { authActionTarget, rememberLocation } from '../../shared/core/startup';
import { applyEmailVerificationCode, currentUserVerified } from '../../shared/firebase/auth';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { authMessage } from './auth-feedback';
import { AwaitVerification, LINK_VERIFIED_TOAST } from './await-verification';

const LOG_IN_TO_CONTINUE = 'Your email is verified. Log in to continue.';
const ALREADY_VERIFIED = 'Your email is already verified.';

/**
 * Firebase's email links land here (the project's action URL is this page): the core decides what each action does.
 * A verification code is applied right here, signed in or not; every other action goes on to its page. The redirect
 * happens in an effect, so the pre-rendered page is a loading screen rather than nothing.
 */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const target = authActionTarget(params.get('mode'), code);
  if (target === undefined && code) {
    // The link's continue URL is untrusted: the core follows it only as a page of this app on this origin.
    return <VerifyEmailLink code={code} next={continueTarget(params.get('continueUrl'), window.location.origin)} />;
  }
  return <Redirect to={target ?? '/'} />;
}

function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <LoadingScreen />;
}

// One request per code, even when StrictMode (or a remount) runs the effect again: a second apply of the same
// code would fail with "already used" after the first succeeded.
const applying = new Map<string, Promise<void>>();
function applyOnce(code: string): Promise<void> {
  let pending = applying.get(code);
  if (!pending) {
    pending = applyEmailVerificationCode(code);
    applying.set(code, pending);
    // A failed attempt may be retried later (e.g. after a network error).
    pending.catch(() => applying.delete(code));
  }
  return pending;
}

type ApplyState = { kind: 'applying' } | { kind: 'otherAccount' } | { kind: 'failed'; message: string };

/**
 * Applies the link's code and continues to `next`: signed in, once the reloaded session (and its ID token, which the
 * rules read) is verified; signed out, by way of the login page, which returns to `next` (the remembered location).
 * A used or expired code is explained, with a way to a new link.
 */
function VerifyEmailLink({ code, next }: { code: string; next: string }) {
  const { ready, user, reload } = useSession();
  const navigate = useNavigate();
  const signedIn = user !== null;
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    signedInRef.current = signedIn;
  }, [signedIn]);
  const [state, setState] = useState<ApplyState>({ kind: 'applying' });

  useEffect(() => {
    // The page can show before the session is known; what follows depends on who is signed in, so wait for it.
    if (!ready) return;
    let active = true;
    setState({ kind: 'applying' });
    // Where logging in returns a signed-out player, and where the guards return a verified one from an auth page.
    rememberLocation(next);

    /** Reloads the signed-in user (a fresh ID token too) and says whether the session is now verified. */
    const sessionVerified = async (): Promise<boolean> => {
      if (!signedInRef.current) return false;
      try {
        await reload();
      } catch (error) {
        console.info('Could not reload the user after verification', error);
      }
      return currentUserVerified();
    };

    applyOnce(code).then(
      async () => {
        if (!active) return;
        if (!signedInRef.current) {
          toast.success(LOG_IN_TO_CONTINUE, { toastId: LOG_IN_TO_CONTINUE });
          await navigate('/login', { replace: true });
          return;
        }
        if (await sessionVerified()) {
          toast.success(LINK_VERIFIED_TOAST, { toastId: LINK_VERIFIED_TOAST });
          if (active) await navigate(next, { replace: true });
        } else if (active) {
          // The code verified another account than the one signed in here.
          setState({ kind: 'otherAccount' });
        }
      },
      async (error: unknown) => {
        if (!active) return;
        // A used link of an account verified by now (opened twice, or verified elsewhere): nothing to fix.
        if (await sessionVerified()) {
          toast.success(ALREADY_VERIFIED, { toastId: ALREADY_VERIFIED });
          if (active) await navigate(next, { replace: true });
        } else if (active) {
          setState({ kind: 'failed', message: authMessage(error).message });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [ready, code, next, reload, navigate]);

  return (
    <Page title="Verify your email" lead="One moment: we are confirming the link you opened.">
      {state.kind === 'applying' ? (
        <p role="status" className="form-note">
          Confirming your email…
        </p>
      ) : state.kind === 'otherAccount' ? (
        <>
          <div className="notice auth-notice" role="status">
            <p>
              <strong>That email address is verified.</strong> You are signed in with another account, which still
              needs its own link.
            </p>
          </div>
          <AwaitVerification next={next} />
        </>
      ) : (
        <>
          <div className="notice notice-error auth-notice" role="alert">
            <p>
              <strong>We could not verify your email.</strong> {state.message}
            </p>
            {signedIn ? null : (
              <p>
                <Link to="/login">Log in</Link> and we will send you a new link.
              </p>
            )}
          </div>
          {signedIn ? <AwaitVerification next={next} /> : null}
        </>
      )}
    </Page>
  );
}
