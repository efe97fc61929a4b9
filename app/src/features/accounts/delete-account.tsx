import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Memory } from '../../shared/core/startup';
import { TextField } from '../../shared/ui/field';
import { ModalDialog } from '../../shared/ui/modal-dialog';

export const ACCOUNT_DELETED = 'Your account and everything in it were deleted.';
/** How long the deletion may take before the user hears about it (a large account's weeks and lists). */
const DELETE_TIMEOUT_MS = 120_000;

type Errors = { password?: string; email?: string; form?: string };

/**
 * "Delete my account", below the profile editor: asks once more (the password, for a fresh sign-in, and the account's
 * e-mail typed out), then the `deleteAccount` function removes everything of the account, the sign-in last. What was
 * typed stays when something is refused.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className="delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>
        Deleting your account removes your CV, your private details, your stats and weekly diary, your picture, your
        shortlists and searches, and the requests you sent or received. It cannot be undone.
      </p>
      <button type="button" className="button button-danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open ? <DeleteDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!password) missing.password = 'Enter your password.';
    if (!email.trim()) missing.email = "Type your account's e-mail address to confirm.";
    setErrors(missing);
    if (missing.password || missing.email) return;
    setBusy(true);
    const auth = await import('../../shared/firebase/auth');
    try {
      await auth.reauthenticate(password);
    } catch (error: unknown) {
      // The sign-in's friendly words (the forms module, loaded only for a refusal).
      const { Forms } = await import('../../shared/core/forms');
      const { message } = Forms.failure('auth', auth.authErrorCode(error));
      setErrors({ password: message });
      setBusy(false);
      return;
    }
    try {
      const { callFunction } = await import('../../shared/firebase/functions');
      await callFunction<{ email: string }, { status: string }>('deleteAccount', { email }, DELETE_TIMEOUT_MS);
    } catch (error: unknown) {
      const code = (error as { code?: string } | null)?.code ?? '';
      const message = error instanceof Error ? error.message : '';
      if (code.endsWith('invalid-argument')) setErrors({ email: message });
      else if (code.endsWith('failed-precondition')) setErrors({ password: message });
      else setErrors({ form: 'We could not delete your account. Check your connection and try again: nothing more is lost by trying twice.' });
      setBusy(false);
      return;
    }
    // The account is gone: the device forgets it (the core names what a signed-out device keeps), the page leaves the
    // signed-in area (else its guard would send the signed-out visitor to the log-in page), then the session ends.
    const { Device } = await import('../../shared/core/profile');
    Device.keep('signedOut');
    Memory.keep(null, true);
    // The home page's module loads first: a sign-out while the navigation waits for it would meet the editor's guard.
    await navigate('/');
    await auth.signOutUser().catch(() => undefined);
    toast.success(ACCOUNT_DELETED);
  };

  return (
    <ModalDialog title="Delete your account?" role="alertdialog" onClose={onClose}>
      <form className="delete-account-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>This removes everything of your account for good. To confirm, enter your password and type your e-mail.</p>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <TextField
          label="Your e-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        {errors.form ? (
          <p role="alert" className="form-error">
            {errors.form}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-danger" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete my account permanently'}
          </button>
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
