import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { guardianAnswer, type GuardianResult } from './api/contact-requests-api';
import { ScoutLine } from './scout-line';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'result'; result: GuardianResult };

/**
 * /guardian?token=…: the link of the e-mail a parent or guardian gets when a scout asks to contact a player under 16.
 * It shows who asks and their message (with the warning when it asks for money), and takes the guardian's answer,
 * once. No account is needed: the link is the guardian's key.
 */
export default function GuardianPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    guardianAnswer(token).then(
      (result) => live && setState({ kind: 'result', result }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(true);
    try {
      setState({ kind: 'result', result: await guardianAnswer(token, choice) });
    } catch {
      setState({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const result = state.kind === 'result' ? state.result : null;
  return (
    <Page title="A request to contact your child" noindex className="guardian-page">
      <div aria-live="polite">
        {state.kind === 'loading' ? <p role="status">Loading...</p> : null}
        {state.kind === 'failed' ? (
          <StatusCard
            title="We could not reach SKORA"
            tone="error"
            actions={
              <button type="button" className="button button-primary" onClick={() => setAttempt((a) => a + 1)}>
                Try again
              </button>
            }
          >
            <p>Check your connection and try again. Your link still works.</p>
          </StatusCard>
        ) : null}
        {result?.status === 'pending' ? (
          <section className="request-card" aria-labelledby="guardian-from">
            <h2 id="guardian-from">
              {result.request.scout.name} asks to contact {result.request.player}
            </h2>
            <ScoutLine scout={result.request.scout} />
            {result.request.warning ? (
              <p className="request-warning" role="note">
                <strong>Warning.</strong> {result.request.warning}
              </p>
            ) : null}
            <blockquote className="request-message">{result.request.message}</blockquote>
            <p>
              {result.request.player} is under 16, so you decide. If you accept, the scout sees your e-mail address and
              you see theirs. If you decline, the scout is not told. {result.request.player} sees your answer.
            </p>
            <div className="form-actions">
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void answer('accept')}>
                Accept
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => void answer('decline')}>
                Decline
              </button>
            </div>
          </section>
        ) : null}
        {result?.status === 'accepted' ? (
          <StatusCard title="Accepted" actions={<Link to="/">Visit SKORA</Link>}>
            <p>The scout now sees your e-mail address and can write to you.</p>
            {result.scoutEmail ? (
              <p>
                Their e-mail: <a href={`mailto:${result.scoutEmail}`}>{result.scoutEmail}</a>
              </p>
            ) : null}
          </StatusCard>
        ) : null}
        {result?.status === 'declined' ? (
          <StatusCard title="Declined" actions={<Link to="/">Visit SKORA</Link>}>
            <p>The scout is not told. Your child sees that you declined.</p>
          </StatusCard>
        ) : null}
        {result?.status === 'invalid-link' || result?.status === 'answered' ? (
          <StatusCard title="This link no longer works" tone="error" actions={<Link to="/">Visit SKORA</Link>}>
            <p>{result.message}</p>
          </StatusCard>
        ) : null}
      </div>
    </Page>
  );
}
