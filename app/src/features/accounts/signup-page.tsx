import type { InputHTMLAttributes, Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Account, Forms, type CheckedSignup, type SignupForm } from '../../shared/core/forms';
import { useSession } from '../../shared/auth/session-context';
import { signUp } from '../../shared/firebase/auth';
import { coreResolver } from '../../shared/forms/core-resolver';
import { formRule } from '../../shared/forms/form-rule';
import { TextField } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { reportAuthError } from './auth-feedback';
import { NewPasswordFields } from './new-password-fields';
import { paths } from '../../shared/core/generated/routes';

const resolver = coreResolver<SignupForm, CheckedSignup>(formRule(Forms.check, 'signup'));
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;
const EMPTY: SignupForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/** The private account record (`users/{uid}`): the core's plan (path, e-mail, the server's stamps), written. */
async function createAccountRecord(uid: string, form: SignupForm): Promise<void> {
  const plan = Account.record(uid, form);
  const { applyWritePlan } = await import('../../shared/firebase/write-plan');
  await applyWritePlan(plan);
}

export default function SignupPage() {
  const navigate = useNavigate();
  const { reload } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm, unknown, CheckedSignup>({ resolver, defaultValues: EMPTY });

  const onValid = async ({ displayName, ...form }: CheckedSignup) => {
    let uid: string;
    try {
      uid = await signUp(
        form.email,
        form.password,
        displayName,
        // The link in the verification e-mail brings the player back to their next step, here.
        Account.continuation({ origin: window.location.origin }).emailContinueUrl,
      );
    } catch (error) {
      reportAuthError(error, { setError, fields: FIELDS });
      return;
    }
    try {
      await createAccountRecord(uid, form);
    } catch (error) {
      // The account exists and the verification email is on its way; the record is not worth blocking on.
      console.error('Could not create the account record', error);
    }
    try {
      // Picks up the display name set after the account was created, so the greeting is right at once.
      await reload();
    } catch (error) {
      console.info('Could not reload the new user', error);
    }
    await navigate(paths.emailVerification);
  };

  return (
    <Page title="Create your account" lead="Join SKORA and build the profile clubs and scouts will read.">
      <form className="form auth-form" onSubmit={handleSubmit(onValid)} noValidate aria-label="Create your account">
        <div className="auth-name-row">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          hint="We will send a link to this address to confirm it is yours."
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordFields register={register} errors={errors} label="Password" confirmLabel="Confirm password" />
        <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
        <div className="form-actions">
          <SubmitButton busy={isSubmitting}>
            {isSubmitting ? 'Creating account…' : 'Create account'}
          </SubmitButton>
          <FormFailure message={errors.root?.server?.message} />
        </div>
        <p className="form-note">
          Already have an account? <Link to={paths.login}>Log in</Link>
        </p>
      </form>
    </Page>
  );
}

type CheckboxProps = { error: string | undefined; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>;

/** The terms checkbox: its label links to the terms, and its error is wired like a text field's. */
function TermsCheckbox({ error, ...input }: CheckboxProps) {
  const id = 'signup-accept-terms';
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field-invalid' : null].filter(Boolean).join(' ')}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>
          I accept the{' '}
          <Link to={paths.terms} target="_blank" rel="noopener">
            terms and conditions
          </Link>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
