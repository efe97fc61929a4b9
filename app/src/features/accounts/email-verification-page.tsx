import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import {
  applyEmailVerificationCode,
  currentUserEmail,
  currentUserVerified,
  resendVerificationEmail,
} from '../../shared/firebase/auth';
import {
  clearSkipPublicOnlyToast,
  rememberedLocation,
  rememberLocation,
  setSkipPublicOnlyToast,
} from '../../shared/core/startup';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { authMessage, reportAuthError } from './auth-feedback';

const VERIFIED_TOAST = "Email verified. Let's build your CV.";
/** A verified new user continues to the CV editor. */
const NEXT_AFTER_VERIFICATION = '/settings/edit-profile';
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Prepares the guard for the moment the session turns verified: this page is then bounced to the remembered
 * location, which becomes the CV editor, and without the "already signed in" toast. Returns the undo.
 */
function continueToCvOnceVerified(): () => void {
  const previous = rememberedLocation();
  rememberLocation(NEXT_AFTER_VERIFICATION);
  setSkipPublicOnlyToast();
  return () => {
    clearSkipPublicOnlyToast();
    if (previous) rememberLocation(previous);
  };
}

export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  return (
    <Page
      title="Verify your email"
      lead={
        code
          ? 'One moment: we are confirming the link you opened.'
          : 'We sent you a link. Open it to confirm your address, then come back here.'
      }
    >
      {code ? <ApplyVerificationCode code={code} /> : <AwaitVerification />}
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

type ApplyState = { kind: 'applying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** The page as the email's link opens it: applies the code and says whether it worked. */
function ApplyVerificationCode({ code }: { code: string }) {
  const { ready, user, reload } = useSession();
  const signedIn = user !== null;
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    signedInRef.current = signedIn;
  }, [signedIn]);
  const [state, setState] = useState<ApplyState>({ kind: 'applying' });

  useEffect(() => {
    // The page can show before the session is known (it is pre-rendered, and public-only pages render while the
    // session loads); what follows a verified code depends on who is signed in, so wait until that is known.
    if (!ready) return;
    let active = true;
    setState({ kind: 'applying' });
    applyOnce(code).then(
      async () => {
        if (!active) return;
        setState({ kind: 'verified' });
        if (!signedInRef.current) return;
        const undo = continueToCvOnceVerified();
        toast.success(VERIFIED_TOAST, { toastId: VERIFIED_TOAST });
        try {
          await reload();
        } catch (error) {
          console.info('Could not reload the user after verification', error);
        }
        // Still here with an unverified session (another account is signed in): no redirect is coming.
        if (!currentUserVerified()) undo();
      },
      (error: unknown) => {
        if (active) setState({ kind: 'failed', message: authMessage(error).message });
      },
    );
    return () => {
      active = false;
    };
  }, [ready, code, reload]);

  if (state.kind === 'applying') {
    return (
      <p role="status" className="form-note">
        Confirming your email…
      </p>
    );
  }
  if (state.kind === 'verified') {
    return (
      <div className="notice auth-notice" role="status">
        <p>
          <strong>Your email is verified.</strong>{' '}
          {signedIn ? 'Taking you to your CV…' : 'Log in to start building your CV.'}
        </p>
        {signedIn ? null : <ButtonLink to="/login">Log in</ButtonLink>}
      </div>
    );
  }
  return (
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
      {signedIn ? <AwaitVerification /> : null}
    </>
  );
}

/** Counts down whole seconds; `start()` begins a new countdown. */
function useCountdown(seconds: number): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return [left, start];
}

/** The next step for a signed-in, unverified user: open the link, resend it, or say it is done. */
function AwaitVerification() {
  const { user, reload } = useSession();
  const [cooldown, startCooldown] = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  // Why the last resend failed: under the steps until the next try (its toast closes after a moment).
  const [resendFailure, setResendFailure] = useState<string | null>(null);

  if (!user) {
    return (
      <div className="notice auth-notice">
        <p>Log in with the account you created and we will send you a new verification link if you need one.</p>
        <div className="form-actions">
          <ButtonLink to="/login">Log in</ButtonLink>
          <ButtonLink to="/signup" variant="ghost">
            Create an account
          </ButtonLink>
        </div>
      </div>
    );
  }

  const email = currentUserEmail();

  const resend = async () => {
    setSending(true);
    setResendFailure(null);
    try {
      await resendVerificationEmail();
      toast.success(email ? `We sent a new link to ${email}.` : 'We sent you a new link.');
      startCooldown();
    } catch (error) {
      setResendFailure(reportAuthError(error));
    } finally {
      setSending(false);
    }
  };

  const checkVerified = async () => {
    setChecking(true);
    setNotYet(false);
    setResendFailure(null);
    const undo = continueToCvOnceVerified();
    try {
      await reload();
    } catch (error) {
      // A failed reload is logged only: the page stays as it was, and the button is there to press again.
      console.error('Could not reload the user to check the verification', error);
      undo();
      setChecking(false);
      return;
    }
    if (currentUserVerified()) {
      // The guard now takes this page to the CV editor.
      toast.success(VERIFIED_TOAST, { toastId: VERIFIED_TOAST });
      return;
    }
    undo();
    setNotYet(true);
    setChecking(false);
  };

  return (
    <section className="auth-steps" aria-label="Next steps">
      <p>
        We sent a verification link to <strong>{email ?? 'your email address'}</strong>. Open it on this device or
        any other, then come back and press <em>I have verified</em>. Nothing there? Check your spam folder, or ask
        for a new email.
      </p>
      <div role="alert">
        {notYet ? (
          <p className="notice notice-error">
            Your email is not verified yet. Open the link we sent to {email ?? 'your address'}, then try again.
          </p>
        ) : null}
        {resendFailure ? <p className="notice notice-error">{resendFailure}</p> : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={checkVerified} disabled={checking}>
          {checking ? 'Checking…' : 'I have verified'}
        </button>
        <button type="button" className="button button-ghost" onClick={resend} disabled={sending || cooldown > 0}>
          {sending ? 'Sending…' : cooldown > 0 ? `Resend email (${cooldown} s)` : 'Resend email'}
        </button>
      </div>
    </section>
  );
}
