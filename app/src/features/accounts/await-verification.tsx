import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import { currentUserEmail, currentUserVerified, resendVerificationEmail } from '../../shared/firebase/auth';
import { Memory } from '../../shared/core/startup';
import { Account } from '../../shared/core/forms';
import { ButtonLink } from '../../shared/ui/button-link';
import { reportAuthError } from './auth-feedback';
import { paths } from '../../shared/core/generated/routes';

export const VERIFIED_TOAST = "Email verified. Let's build your CV.";
/** The success message of a verification that continues to the link's next step (not always the CV editor). */
export const LINK_VERIFIED_TOAST = 'Your email is verified.';
/** A verified new user continues to the CV editor. */
const NEXT_AFTER_VERIFICATION = paths.editProfile;
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Prepares the guard for the moment the session turns verified on the (public-only) verification page: the page is
 * then bounced to the remembered location, which becomes the CV editor, and without the "already signed in" toast.
 * Returns the undo.
 */
function continueToCvOnceVerified(): () => void {
  const previous = Memory.keep();
  Memory.keep(NEXT_AFTER_VERIFICATION, true);
  return () => {
    Memory.keep(previous ?? null, false);
  };
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

/**
 * The next step for a signed-in, unverified user: open the link, resend it, or say it is done. On the verification
 * page without a code the guard moves a verified session on; with a link's code in the URL (`next` given) the guard
 * leaves the session there, and this component goes to `next` itself.
 */
export function AwaitVerification({ next }: { next?: string }) {
  const { user, reload } = useSession();
  const navigate = useNavigate();
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
          <ButtonLink to={paths.login}>Log in</ButtonLink>
          <ButtonLink to={paths.signup} variant="ghost">
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
      await resendVerificationEmail(Account.continuation({ origin: window.location.origin }).emailContinueUrl);
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
    const undo = next === undefined ? continueToCvOnceVerified() : () => {};
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
      if (next === undefined) {
        // The guard now takes this page to the CV editor.
        toast.success(VERIFIED_TOAST, { toastId: VERIFIED_TOAST });
      } else {
        toast.success(LINK_VERIFIED_TOAST, { toastId: LINK_VERIFIED_TOAST });
        await navigate(next, { replace: true });
      }
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
