import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { Page } from '../../shared/ui/page';
import { ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';
import type { ContactMessage } from '../../shared/core/forms';
import { planEnquiries } from '../../shared/core/generated/plan-enquiries';
import { paths } from '../../shared/core/generated/routes';

export default function ContactUsPage() {
  const { user } = useSession();
  const [sent, setSent] = useState<ContactMessage | null>(null);
  // Bumped by "Send another message" so the form starts afresh (and takes the focus back).
  const [round, setRound] = useState(0);
  const formStart = useRef<HTMLDivElement>(null);
  // A plan chosen on the payment portal (`?plan=pro-yearly`): the core's table gives the topic and the message to
  // start with, for known plans only, so a link never writes the visitor's message. "Send another message" starts
  // empty.
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const enquiry = round === 0 ? planEnquiries.find((e) => e.plan === plan) : undefined;

  useEffect(() => {
    if (round > 0 && !sent) formStart.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [round, sent]);

  return (
    <Page
      title="Get SKORED"
      lead="Questions about your profile, a club partnership or the press? Write to us."
      description="Contact the SKORA team about your player profile, access for clubs and scouts, billing, privacy or press. We answer within two working days."
      className="contact-page"
    >
      <div className="contact-layout">
        <div ref={formStart} className="contact-main">
          {sent ? (
            <ContactSent
              sent={sent}
              onAnother={() => {
                setSent(null);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <ContactForm
              key={round}
              defaultName={user?.displayName ?? ''}
              defaultTopic={enquiry?.topic}
              defaultMessage={enquiry?.message}
              onSent={setSent}
            />
          )}
        </div>
        <aside className="contact-aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">Other ways to reach us</h2>
          <p>
            Prefer email? Write to <a href="mailto:hello@skora.app">hello@skora.app</a>. We read every message and answer
            within two working days, Monday to Friday.
          </p>
          <p>
            We use your details only to answer you. Read how in our <Link to={paths.privacyPolicy}>privacy policy</Link>.
          </p>
        </aside>
      </div>
    </Page>
  );
}
