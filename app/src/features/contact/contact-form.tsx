import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Forms, type ContactForm as ContactFormValues, type ContactMessage } from '../../shared/core/forms';
import { limits } from '../../shared/core/generated/limits';
import { errorCode, refusedFields } from '../../shared/firebase/write-helpers';
import { coreResolver } from '../../shared/forms/core-resolver';
import { formRule } from '../../shared/forms/form-rule';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/field';
import { FormFailure } from '../../shared/ui/form-failure';
import { SubmitButton } from '../../shared/ui/submit-button';
import { newMessageId, sendContactMessage } from './api/contact-api';
import { topicOptions } from './contact-topics';

const resolver = coreResolver<ContactFormValues, ContactMessage>(formRule(Forms.check, 'contact'));

interface ContactFormProps {
  defaultName: string;
  /** The topic and message to start with (a plan chosen on the payment portal), to read, change and send. */
  defaultTopic?: string;
  defaultMessage?: string;
  onSent: (message: ContactMessage) => void;
}

/**
 * Name, email, topic and message, checked by the core; on submit the `sendContactMessage` function checks them again,
 * applies the rate limits and stores the message (a signed-in sender's account goes with the call).
 */
export function ContactForm({ defaultName, defaultTopic = '', defaultMessage = '', onSent }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    defaultValues: { name: defaultName, email: '', topic: defaultTopic, message: defaultMessage },
  });
  const { contactMessage } = limits;

  // The message's id, kept while its text stays the same: sending it again after a time-out or a lost answer is the
  // same message, which the function stores once. A sent or edited message gets a new one.
  const sending = useRef<{ id: string; text: string } | null>(null);

  const onValid = async (message: ContactMessage) => {
    const text = JSON.stringify(message);
    if (sending.current?.text !== text) sending.current = { id: newMessageId(), text };
    try {
      await sendContactMessage(message, sending.current.id);
    } catch (error) {
      // The form stays as it is, values included. The server's own check (the same core) refused a field: say so
      // at the field; anything else: beside the button (and in a toast) what happened and what to do.
      const refused = refusedFields(error).filter((f): f is typeof f & { field: keyof ContactFormValues } =>
        ['name', 'email', 'topic', 'message'].includes(f.field),
      );
      if (refused.length) {
        for (const f of refused) setError(f.field, { type: f.code, message: f.message }, { shouldFocus: true });
        return;
      }
      const { message } = Forms.failure('contact-send', errorCode(error));
      setError('root.server', { type: 'send', message });
      toast.error(message, { toastId: 'contact-send-failed' });
      return;
    }
    sending.current = null;
    onSent(message);
  };

  return (
    <form className="form contact-form" onSubmit={handleSubmit(onValid)} noValidate aria-label="Contact SKORA">
      <TextField label="Your name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We answer to this address."
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label="Topic" required error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {topicOptions().map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        required
        rows={8}
        hint={`${contactMessage.min} to ${contactMessage.max} characters. Tell us what you need, with any club or profile names that help us find it.`}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </SubmitButton>
        <FormFailure message={errors.root?.server?.message} />
      </div>
    </form>
  );
}
