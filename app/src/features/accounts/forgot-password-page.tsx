import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Forms, type ForgotPasswordForm } from '../../shared/core/forms';
import { authErrorCode, sendResetEmail } from '../../shared/firebase/auth';
import { coreResolver } from '../../shared/forms/core-resolver';
import { formRule } from '../../shared/forms/form-rule';
import { TextField } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { reportAuthError } from './auth-feedback';
import { paths } from '../../shared/core/generated/routes';

const resolver = coreResolver<ForgotPasswordForm>(formRule(Forms.check, 'forgotPassword'));

/** The same words whether or not the account exists, so the page cannot be used to probe for accounts. */
function resetSentMessage(email: string): string {
  return `If an account exists for ${email}, we have sent a link to reset the password.`;
}

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver, defaultValues: { email: '' } });

  const onValid = async ({ email }: ForgotPasswordForm) => {
    setSentTo(null);
    try {
      await sendResetEmail(email);
    } catch (error) {
      // An unknown address is answered like a known one; anything else (network, rate limit) is explained.
      if (authErrorCode(error) !== 'auth/user-not-found') {
        reportAuthError(error, { setError, fields: ['email'] });
        return;
      }
    }
    setSentTo(email);
  };

  return (
    <Page title="Forgot your password?" lead="Enter your email and we will send you a link to choose a new one.">
      <form className="form auth-form" onSubmit={handleSubmit(onValid)} noValidate aria-label="Reset your password">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <div role="status" aria-live="polite">
          {sentTo ? (
            <div className="notice auth-notice">
              <p>{resetSentMessage(sentTo)}</p>
              <p>The link works for a limited time. Nothing after a few minutes? Check your spam folder.</p>
            </div>
          ) : null}
        </div>
        <div className="form-actions">
          <SubmitButton busy={isSubmitting}>
            {isSubmitting ? 'Sending…' : sentTo ? 'Send the link again' : 'Send reset link'}
          </SubmitButton>
          <FormFailure message={errors.root?.server?.message} />
        </div>
        <p className="form-note">
          Remembered it? <Link to={paths.login}>Back to log in</Link>
        </p>
      </form>
    </Page>
  );
}
