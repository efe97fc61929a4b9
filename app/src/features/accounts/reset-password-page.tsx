import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Forms, type NewPasswordForm } from '../../shared/core/forms';
import { confirmReset, verifyResetCode } from '../../shared/firebase/auth';
import { coreResolver } from '../../shared/forms/core-resolver';
import { formRule } from '../../shared/forms/form-rule';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { authMessage, reportAuthError } from './auth-feedback';
import { NewPasswordFields } from './new-password-fields';
import { paths } from '../../shared/core/generated/routes';

const resolver = coreResolver<NewPasswordForm>(formRule(Forms.check, 'newPassword'));
const FIELDS = ['password', 'confirmPassword'] as const;
const PASSWORD_CHANGED = 'Your password has been changed. Log in with the new one.';

type CodeState = { kind: 'checking' } | { kind: 'invalid'; message: string } | { kind: 'valid'; email: string };

/** Checks the link's code once per code; a link without one is as unusable as an invalid one. */
function useResetCode(code: string | null): CodeState {
  const [state, setState] = useState<{ code: string; value: CodeState } | null>(null);
  useEffect(() => {
    if (!code) return;
    let active = true;
    verifyResetCode(code).then(
      (email) => active && setState({ code, value: { kind: 'valid', email } }),
      (error: unknown) => active && setState({ code, value: { kind: 'invalid', message: authMessage(error).message } }),
    );
    return () => {
      active = false;
    };
  }, [code]);
  if (!code) return { kind: 'invalid', message: Forms.failure('auth', 'auth/invalid-action-code').message };
  return state?.code === code ? state.value : { kind: 'checking' };
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const state = useResetCode(code);

  return (
    <Page title="Choose a new password" lead="Pick a password you have not used on SKORA before.">
      {state.kind === 'checking' ? (
        <p role="status" className="form-note">
          Checking your link…
        </p>
      ) : state.kind === 'invalid' ? (
        <div className="notice notice-error auth-notice" role="alert">
          <p>{state.message}</p>
          <p>Reset links work once and for a limited time. Ask for a fresh one and use the newest email.</p>
          <ButtonLink to={paths.forgotPassword}>Ask for a new link</ButtonLink>
        </div>
      ) : (
        <ChooseNewPassword code={code ?? ''} email={state.email} />
      )}
    </Page>
  );
}

function ChooseNewPassword({ code, email }: { code: string; email: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver, defaultValues: { password: '', confirmPassword: '' } });

  const onValid = async ({ password }: NewPasswordForm) => {
    try {
      await confirmReset(code, password);
    } catch (error) {
      reportAuthError(error, { setError, fields: FIELDS });
      return;
    }
    toast.success(PASSWORD_CHANGED);
    await navigate(paths.login, { replace: true });
  };

  return (
    <form className="form auth-form" onSubmit={handleSubmit(onValid)} noValidate aria-label="Choose a new password">
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields register={register} errors={errors} label="New password" confirmLabel="Confirm new password" />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? 'Changing password…' : 'Change password'}
        </SubmitButton>
        <FormFailure message={errors.root?.server?.message} />
      </div>
    </form>
  );
}
