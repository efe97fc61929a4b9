import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { confirmSubscription, type ConfirmResult } from './api/newsletter-api';

type State = 'confirming' | ConfirmResult | 'failed';

// A token is single-use: React's development double effect (or a quick re-render) must not send it twice and then
// report the second answer ("invalid link"). One call per token per page load.
const calls = new Map<string, Promise<ConfirmResult>>();
const confirmOnce = (token: string) => {
  let call = calls.get(token);
  if (!call) {
    call = confirmSubscription(token);
    calls.set(token, call);
    // A failed call (the network) may be tried again with the same token.
    call.catch(() => calls.delete(token));
  }
  return call;
};

/**
 * /newsletter/confirm?token=…: the link of the newsletter's confirmation e-mail. It hands the token to the
 * `confirmNewsletter` function and says what came of it; the pre-rendered page shows "Confirming…".
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>('confirming');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState('confirming');
    confirmOnce(token).then(
      (result) => live && setState(result),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  return (
    <Page title="The SKORA newsletter" noindex className="newsletter-confirm-page">
      <div role="status" aria-live="polite">
        {state === 'confirming' ? <p>Confirming your subscription…</p> : null}
        {state === 'confirmed' ? (
          <StatusCard title="You're subscribed" actions={<Link to="/">Back to SKORA</Link>}>
            <p>Thank you for confirming. The SKORA newsletter will reach you with the next issue.</p>
          </StatusCard>
        ) : null}
        {state === 'invalid-link' ? (
          <StatusCard title="This link no longer works" tone="error" actions={<Link to="/">Back to SKORA</Link>}>
            <p>
              A confirmation link works once, for 48 hours. Were you already subscribed with it? Then there is nothing
              more to do. Otherwise, sign up again with the form at the bottom of any page.
            </p>
          </StatusCard>
        ) : null}
        {state === 'failed' ? (
          <StatusCard
            title="We could not confirm your subscription"
            tone="error"
            actions={
              <button type="button" className="button button-primary" onClick={() => setAttempt((a) => a + 1)}>
                Try again
              </button>
            }
          >
            <p>We could not reach the server. Check your connection and try again.</p>
          </StatusCard>
        ) : null}
      </div>
    </Page>
  );
}
