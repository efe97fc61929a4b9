import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify';
import { validateEmail } from '../../shared/core/core';
import { coreResolver } from '../../shared/forms/core-resolver';

interface NewsletterValues {
  email: string;
}

const resolver = coreResolver<NewsletterValues>((values) => ({ email: validateEmail(values.email) }));

/** The footer's newsletter sign-up. The address is checked by the core; storing it arrives with the public site. */
export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterValues>({ resolver, defaultValues: { email: '' } });

  const onValid = () => {
    toast.info('Thanks! Newsletter sign-ups open soon; we will ask you again then.');
  };
  const onInvalid = (invalid: FieldErrors<NewsletterValues>) => {
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
          {...register('email')}
        />
        <button type="submit" className="button button-primary">
          Subscribe
        </button>
      </div>
      {errors.email ? (
        <p id="newsletter-email-error" className="field-error" role="alert">
          {errors.email.message}
        </p>
      ) : null}
    </form>
  );
}
