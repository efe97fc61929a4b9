import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cvTitle, isPermissionDenied } from '../../shared/core/profile';
import { errorCode } from '../../shared/firebase/write-helpers';
import { useProfilePicture } from '../../shared/pictures/use-profile-picture';
import { ButtonLink } from '../../shared/ui/button-link';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { fetchProfile, type ProfileDocument } from './api/profile-api';
import { CvView } from './cv/cv-view';
import { LoadErrorCard } from './cv/load-error-card';

type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error' }
  | { status: 'ready'; doc: ProfileDocument };

const browse = <ButtonLink to="/player">Browse players</ButtonLink>;

/** /profile?id={uid}: another player's CV, read-only. */
export default function ProfilePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const picture = useProfilePicture(state.status === 'ready' ? id : null);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchProfile(id).then(
      (doc) => {
        if (!cancelled) setState(doc ? { status: 'ready', doc } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isPermissionDenied(errorCode(error))) {
          setState({ status: 'forbidden' });
        } else {
          console.warn('Could not load the CV.', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const current: State = id ? state : { status: 'not-found' };
  // The core's title: the stored name, or its fallback while no CV is shown.
  const shown = current.status === 'ready' ? current.doc : undefined;
  const title = cvTitle(shown?.firstName, shown?.lastName);

  return (
    <Page title={title} lead={current.status === 'ready' ? 'A SKORA player CV.' : undefined} className="cv-page">
      {current.status === 'loading' ? <LoadingScreen /> : null}
      {current.status === 'not-found' ? (
        <StatusCard title="We could not find this player" actions={browse}>
          <p>The link may be incomplete, or the player may have removed their CV. Find other players in the directory.</p>
        </StatusCard>
      ) : null}
      {current.status === 'forbidden' ? (
        <StatusCard title="This CV is for SKORA members" actions={browse}>
          <p>The player shares their CV with signed-in members only. Log in with a member account to read it.</p>
        </StatusCard>
      ) : null}
      {current.status === 'error' ? (
        <LoadErrorCard title="We could not load this CV" onRetry={() => setAttempt((n) => n + 1)} extraActions={browse}>
          <p>Check your connection and try again.</p>
        </LoadErrorCard>
      ) : null}
      {current.status === 'ready' ? <CvView doc={current.doc} pictureUrl={picture} own={false} /> : null}
    </Page>
  );
}
