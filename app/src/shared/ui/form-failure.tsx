/**
 * Why a form's last submit failed when the message names none of its fields (the network, a rate limit, a wrong
 * email-or-password pair), beside its submit button. A toast says it too, but closes after a moment: this stays
 * until the next submit, so nobody has to catch the toast to know what to do.
 */
export function FormFailure({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field-error form-failure" role="alert">
      {message}
    </p>
  ) : null;
}
