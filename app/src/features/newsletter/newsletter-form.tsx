import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { NewsletterForm as NewsletterValues } from '../../shared/core/forms';
import { errorCode, refusedFields } from '../../shared/firebase/write-helpers';
import { coreResolver } from '../../shared/forms/core-resolver';
import { formRule } from '../../shared/forms/form-rule';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { subscribe } from './api/newsletter-api';

// The footer is on every page: the forms module loads when the visitor starts typing (or on submit), not with
// the page.
const loadForms = () => import('../../shared/core/forms');
const resolver = coreResolver<NewsletterValues>(async (values) => formRule((await loadForms()).Forms.check, 'newsletter')(values));

/** The text after every accepted sign-up: the same whether or not the address was subscribed, so it reveals nothing. */
export const checkInbox = (email: string) =>
  `Check your inbox to confirm: if ${email} is not subscribed yet, we have sent it a link to confirm the SKORA newsletter.`;

/**
 * The footer's newsletter sign-up: the core checks and normalises the address; on submit a function e-mails a
 * confirmation link (double opt-in), and only the link subscribes the address.
 */
export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({ resolver, defaultValues: { email: '' } });
  // The address the last accepted sign-up went to: what to do next stays under the form after its toast closes.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onValid = async ({ email }: NewsletterValues) => {
    // An error from the last try would otherwise stay on screen while this one is on its way.
    clearErrors();
    setSentTo(null);
    try {
      await subscribe(email);
      toast.success(checkInbox(email), { toastId: 'newsletter-check-inbox' });
      setSentTo(email);
      reset();
    } catch (error) {
      // The address stays in the field, ready for another try. The server's check (the same core) refused it: say
      // so at the field.
      const refused = refusedFields(error).find((f) => f.field === 'email');
      if (refused) {
        setError('email', { type: refused.code, message: refused.message });
        return;
      }
      const { Forms } = await loadForms();
      const { message } = Forms.failure('newsletter-subscribe', errorCode(error));
      setError('root.server', { type: 'subscribe', message });
      toast.error(message, { toastId: 'newsletter-failed' });
    }
  };
  const onInvalid = (invalid: FieldErrors<NewsletterValues>) => {
    setSentTo(null);
    toast.error(invalid.email?.message ?? 'Please enter a valid email address.', { toastId: 'newsletter-invalid' });
  };

  return (
    <form className="newsletter" onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <label htmlFor="newsletter-email">Get the SKORA newsletter</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? 'true' : 'false'}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          onFocus={() => void loadForms()}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </SubmitButton>
      </div>
      {errors.email ? (
        <p id="newsletter-email-error" className="field-error" role="alert">
          {errors.email.message}
        </p>
      ) : null}
      <FormFailure message={errors.root?.server?.message} />
      {/* Always present, so screen readers announce the answer beside the form, not only the toast at the top. */}
      <div role="status">{sentTo ? <p className="form-note">{checkInbox(sentTo)}</p> : null}</div>
    </form>
  );
}
