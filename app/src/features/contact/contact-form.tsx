import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  contactSendErrorMessage,
  isPermissionDenied,
  validateContact,
  type ContactForm as ContactFormValues,
  type ContactMessage,
} from '../../shared/core/forms';
import { limits } from '../../shared/core/generated/limits';
import { errorCode } from '../../shared/firebase/write-helpers';
import { coreResolver } from '../../shared/forms/core-resolver';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/field';
import { SubmitButton } from '../../shared/ui/submit-button';
import { newMessageId, sendContactMessage } from './api/contact-api';
import { topicOptions } from './contact-topics';

const resolver = coreResolver<ContactFormValues, ContactMessage>(validateContact);

interface ContactFormProps {
  /** The signed-in sender's uid, stored with the message so we can find their account; null when signed out. */
  uid: string | null;
  defaultName: string;
  onSent: (message: ContactMessage) => void;
}

/** Name, email, topic and message, checked by the core and stored in Firestore on submit. */
export function ContactForm({ uid, defaultName, onSent }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    defaultValues: { name: defaultName, email: '', topic: '', message: '' },
  });
  const { contactMessage } = limits;

  // The message being sent: its document id, kept while the text stays the same so that sending it again (after a
  // time-out or a lost answer) is the same write; `unconfirmed` once a send ended without the server's answer.
  const sending = useRef<{ id: string; text: string; unconfirmed: boolean } | null>(null);

  const onValid = async (message: ContactMessage) => {
    const text = JSON.stringify(message);
    if (sending.current?.text !== text) sending.current = { id: newMessageId(), text, unconfirmed: false };
    const attempt = sending.current;
    try {
      await sendContactMessage(message, uid, attempt.id);
    } catch (error) {
      const code = errorCode(error);
      // Messages can be created, never overwritten: a refusal of a message whose earlier send got no answer means
      // that send arrived. Anything else: the form stays as it is, values included; the toast says what to do.
      if (!(attempt.unconfirmed && isPermissionDenied(code))) {
        attempt.unconfirmed ||= !isPermissionDenied(code);
        toast.error(contactSendErrorMessage(code), { toastId: 'contact-send-failed' });
        return;
      }
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
      </div>
    </form>
  );
}
