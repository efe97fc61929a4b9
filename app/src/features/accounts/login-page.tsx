import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { Forms, type LoginForm } from '../../shared/core/forms';
import { signIn, type AuthUser } from '../../shared/firebase/auth';
import { coreResolver } from '../../shared/forms/core-resolver';
import { formRule } from '../../shared/forms/form-rule';
import { Memory } from '../../shared/core/startup';
import { TextField } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { reportAuthError } from './auth-feedback';
import { paths } from '../../shared/core/generated/routes';

const resolver = coreResolver<LoginForm>(formRule(Forms.check, 'login'));
const FIELDS = ['email', 'password'] as const;
/** Where a signed-in user goes when no page was remembered. */
const HOME = paths.myProfile;

export default function LoginPage() {
  const navigate = useNavigate();
  const { reload } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver, defaultValues: { email: '', password: '' } });

  // Set while a successful sign-in is leaving this page: the skip flag then lives until the page is gone.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) Memory.keep(null, false);
    },
    [],
  );

  const onValid = async ({ email, password }: LoginForm) => {
    // The guard bounces a signed-in, verified user off /login with "You are already signed in." As soon as the
    // session knows the user it does so, possibly before our own navigation lands: the flag makes that silent.
    Memory.keep(null, true);
    let user: AuthUser;
    try {
      user = await signIn(email, password);
    } catch (error) {
      Memory.keep(null, false);
      setValue('password', '');
      reportAuthError(error, { setError, fields: FIELDS });
      return;
    }
    leaving.current = true;
    try {
      // Wait for the session to know the user: a guarded page opened before then would send them back here.
      await reload();
    } catch (error) {
      console.info('Could not reload the signed-in user', error);
    }
    // The guard renders the new session on /login before the navigation (a transition) lands, so the flag is
    // cleared when this page unmounts, not here.
    await navigate(user.emailVerified ? (Memory.keep() ?? HOME) : paths.emailVerification, { replace: true });
  };

  return (
    <Page title="Log in" lead="Welcome back. Sign in to update your CV, stats and weekly form.">
      <form className="form auth-form" onSubmit={handleSubmit(onValid)} noValidate aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="auth-aside">
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </p>
        <div className="form-actions">
          <SubmitButton busy={isSubmitting}>
            {isSubmitting ? 'Logging in…' : 'Log in'}
          </SubmitButton>
          <FormFailure message={errors.root?.server?.message} />
        </div>
        <p className="form-note">
          New to SKORA? <Link to={paths.signup}>Create an account</Link>
        </p>
      </form>
    </Page>
  );
}
