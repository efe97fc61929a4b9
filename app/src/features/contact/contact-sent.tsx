import { useEffect, useRef } from 'react';
import type { ContactMessage } from '../../shared/core/forms';
import { topicLabel } from './contact-topics';

interface ContactSentProps {
  sent: ContactMessage;
  onAnother: () => void;
}

/** The thank-you panel that replaces the form once the message is stored. */
export function ContactSent({ sent, onAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the sender was in has gone: move the focus to what replaced it, so it is announced.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="notice contact-sent" aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1}>
        Thank you, your message is on its way
      </h2>
      <p>
        We have received your message about <strong>{topicLabel(sent.topic)}</strong>. We answer within two working
        days, by email to <strong>{sent.email}</strong>.
      </p>
      <p>No answer by then? Check your spam folder, or write to hello@skora.app.</p>
      <button type="button" className="button button-ghost" onClick={onAnother}>
        Send another message
      </button>
    </section>
  );
}
