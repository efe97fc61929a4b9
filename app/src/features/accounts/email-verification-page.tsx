import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import { Account } from '../../shared/core/forms';
import { Memory } from '../../shared/core/startup';
import { applyEmailVerificationCode, currentUserVerified } from '../../shared/firebase/auth';
import { Page } from '../../shared/ui/page';
import { authMessage } from './auth-feedback';
import { AwaitVerification, LINK_VERIFIED_TOAST } from './await-verification';
import { paths } from '../../shared/core/generated/routes';

const LOG_IN_TO_CONTINUE = 'Your email is verified. Log in to continue.';
const ALREADY_VERIFIED = 'Your email is already verified.';

/**
 * Where an unverified user waits for the link, and where the link's code is applied: `/auth-action` forwards a
 * verification link here with its `oobCode`. The page is public-only, but the guard lets a signed-in session stay
 * while the code is in the URL, so it is applied whoever is signed in.
 */
export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  if (code) return <ApplyVerificationCode code={code} />;
  return (
    <Page title="Verify your email" lead="We sent you a link. Open it to confirm your address, then come back here.">
      <AwaitVerification />
    </Page>
  );
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
 * Applies the link's code and continues to the next step (what `/auth-action` remembered from the link, checked
 * again by the core, else the CV editor): signed in, once the reloaded session (and its ID token, which the rules
 * read) is verified; signed out, by way of the login page, which returns to the remembered next step. A used or
 * expired code is explained, with a way to a new link.
 */
function ApplyVerificationCode({ code }: { code: string }) {
  const { ready, user, reload } = useSession();
  const navigate = useNavigate();
  const signedIn = user !== null;
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    signedInRef.current = signedIn;
  }, [signedIn]);
  // Read once: the page's own navigation must not change where it continues.
  const [next] = useState(
    () => Account.continuation({ origin: window.location.origin, continueUrl: Memory.keep() }).target,
  );
  const [state, setState] = useState<ApplyState>({ kind: 'applying' });

  useEffect(() => {
    // The page can show before the session is known (it is pre-rendered, and public-only pages render while the
    // session loads); what follows depends on who is signed in, so wait for it.
    if (!ready) return;
    let active = true;
    setState({ kind: 'applying' });
    // Where logging in returns a signed-out player.
    Memory.keep(next);

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
          await navigate(paths.login, { replace: true });
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
          {/* The guard leaves this page alone while the code is in the URL, so the steps move on themselves. */}
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
                <Link to={paths.login}>Log in</Link> and we will send you a new link.
              </p>
            )}
          </div>
          {signedIn ? <AwaitVerification next={next} /> : null}
        </>
      )}
    </Page>
  );
}
