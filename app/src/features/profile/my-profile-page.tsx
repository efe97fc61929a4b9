import { useEffect, useState } from 'react';
import { pictureOwner, useSession } from '../../shared/auth/session-context';
import { useProfilePicture } from '../../shared/pictures/use-profile-picture';
import { ButtonLink } from '../../shared/ui/button-link';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { cachedProfile, fetchDetails, loadProfile, type DetailsDocument, type ProfileDocument } from './api/profile-api';
import { CvView } from './cv/cv-view';
import { LoadErrorCard } from './cv/load-error-card';
import { PrivateDetails } from './cv/private-details';
import { ScoutInterest } from './cv/scout-interest';
import { ShareCv } from './cv/share-cv';
import { paths } from '../../shared/core/generated/routes';
import { MY_CV_FRAME } from './cv-frame';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: ProfileDocument | null };

/** /profile/myprofile: the signed-in player's own CV, from the cache at once and then from Firestore. */
export default function MyProfilePage() {
  const { user, pictureVersion } = useSession();
  const uid = user?.uid ?? '';
  const picture = useProfilePicture(pictureOwner(user), pictureVersion);
  // The cached copy renders on the first paint; Firestore's answer replaces it when it arrives.
  const [state, setState] = useState<State>(() => {
    const cached = uid ? cachedProfile(uid) : null;
    return cached ? { status: 'ready', doc: cached } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The owner-only details, shown beside the CV; without them (none yet, or a failed read) the CV still shows.
  const [details, setDetails] = useState<DetailsDocument | null>(null);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    fetchDetails(uid).then(
      (doc) => {
        if (!cancelled) setDetails(doc);
      },
      (error: unknown) => console.info('Could not load the private details.', error),
    );
    const { cached, fresh } = loadProfile(uid);
    if (cached) setState({ status: 'ready', doc: cached });
    fresh.then(
      (doc) => {
        if (!cancelled) setState({ status: 'ready', doc });
      },
      (error: unknown) => {
        console.warn('Could not load the CV.', error);
        if (!cancelled && !cached) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  return (
    <Page {...MY_CV_FRAME}>
      {state.status === 'loading' ? <LoadingScreen /> : null}
      {state.status === 'error' ? (
        <LoadErrorCard title="We could not load your CV" onRetry={() => setAttempt((n) => n + 1)}>
          <p>Check your connection and try again.</p>
        </LoadErrorCard>
      ) : null}
      {state.status === 'ready' && state.doc === null ? (
        <StatusCard title="You have no CV yet" actions={<ButtonLink to={paths.editProfile}>Create my CV</ButtonLink>}>
          <p>
            Clubs and scouts search SKORA by position, age and country. Fill in your CV and they can find you: the
            basics take about five minutes.
          </p>
        </StatusCard>
      ) : null}
      {state.status === 'ready' && state.doc ? <ShareCv uid={uid} /> : null}
      {state.status === 'ready' && state.doc ? <ScoutInterest uid={uid} /> : null}
      {state.status === 'ready' && state.doc ? <CvView doc={state.doc} pictureUrl={picture} own uid={uid} chartLoading="on-view" /> : null}
      {state.status === 'ready' && state.doc && details ? <PrivateDetails details={details} /> : null}
    </Page>
  );
}
