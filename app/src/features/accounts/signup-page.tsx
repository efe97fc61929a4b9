import type { InputHTMLAttributes, Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { displayName, validateSignup, verificationContinueUrl, type SignupForm } from '../../shared/core/forms';
import { User } from '../../shared/core/startup';
import { useSession } from '../../shared/auth/session-context';
import { signUp } from '../../shared/firebase/auth';
import { coreResolver } from '../../shared/forms/core-resolver';
import { TextField } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { reportAuthError } from './auth-feedback';
import { NewPasswordFields } from './new-password-fields';
import { paths } from '../../shared/core/generated/routes';

const resolver = coreResolver<SignupForm>(validateSignup);
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;
const EMPTY: SignupForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/** The private account record (`users/{uid}`); the rules require the server's time on every timestamp. */
async function createAccountRecord(uid: string, email: string): Promise<void> {
  const path = User.paths(uid).user;
  if (!path) throw new Error('This account id does not name a document.');
  const { setDocument, serverTime } = await import('../../shared/firebase/documents');
  await setDocument(path, {
    email,
    termsAcceptedAt: serverTime(),
    createdAt: serverTime(),
    updatedAt: serverTime(),
  });
}

export default function SignupPage() {
  const navigate = useNavigate();
  const { reload } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({ resolver, defaultValues: EMPTY });

  const onValid = async (form: SignupForm) => {
    let uid: string;
    try {
      uid = await signUp(
        form.email,
        form.password,
        displayName(form.firstName, form.lastName),
        // The link in the verification e-mail brings the player back to their next step, here.
        verificationContinueUrl(window.location.origin),
      );
    } catch (error) {
      reportAuthError(error, { setError, fields: FIELDS });
      return;
    }
    try {
      await createAccountRecord(uid, form.email);
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
