import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import { useOpenMyProfile } from '../../shared/auth/use-open-my-profile';
import { Profile, type ProfileForm, type ProfileSaved } from '../../shared/core/profile';
import { localToday } from '../../shared/dates/local-today';
import type { DeviceDraft } from '../../shared/forms/use-core-form';
import { ProfilePictureControl } from '../../shared/pictures/profile-picture-control';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import {
  cachedProfile,
  fetchDetails,
  fetchProfile,
  forgetDraft,
  keepDraft,
  loadProfile,
  saveProfile,
  storedDraft,
  type DetailsDocument,
  type ProfileDocument,
} from './api/profile-api';
import { CompletenessMeter } from './cv/completeness-meter';
import { EditProfileForm } from './edit/edit-profile-form';
import { profileListLimits } from './limits';
import { LoadErrorCard } from './cv/load-error-card';
import { EDIT_CV_FRAME } from './cv-frame';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: ProfileDocument | null };
/** The private details: the form waits for them, so a save never overwrites details it has not read. */
type DetailsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: DetailsDocument | null };

export interface EditProfilePageProps {
  /** Above the form, for an account that has not said whose it is yet: the choice between this and a scout profile. */
  kindChoice?: ReactNode;
  /** Below the form: what the account itself offers (deleting it). */
  accountControls?: ReactNode;
}

/** /settings/edit-profile: the whole CV and its private details as one form, saved through the profile api. */
export default function EditProfilePage({ kindChoice, accountControls }: EditProfilePageProps = {}) {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  // The cached copy renders on the first paint; Firestore's answer replaces it when it arrives.
  const [state, setState] = useState<LoadState>(() => {
    const cached = uid ? cachedProfile(uid) : null;
    return cached ? { status: 'ready', doc: cached } : { status: 'loading' };
  });
  const [details, setDetails] = useState<DetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The picture control's last word on the photo (uploaded or removed here, or a stored picture it shows), else the
  // stored CV's. A picture uploaded before the first save is one the CV does not know about.
  const [photo, setPhoto] = useState<boolean | null>(null);
  const pictureShown = useCallback(() => setPhoto((known) => known ?? true), []);
  // A CV typed here before and never confirmed by the server (a save offline, a closed tab): restored with a note.
  const [draft, setDraft] = useState<ProfileForm | null>(() => (uid ? storedDraft(uid) : null));
  // The stored document as Firestore last returned it: its createdAt must be written back unchanged.
  const existing = useRef<Promise<ProfileDocument | null> | null>(null);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    const { cached, fresh } = loadProfile(uid);
    existing.current = fresh;
    if (cached) setState({ status: 'ready', doc: cached });
    setDetails({ status: 'loading' });
    fetchDetails(uid).then(
      (doc) => {
        // A transition: the whole form mounts in slices, yielding to the browser between them, not in one long task.
        if (!cancelled) startTransition(() => setDetails({ status: 'ready', doc }));
      },
      (error: unknown) => {
        console.warn('Could not load the private details.', error);
        if (!cancelled) setDetails({ status: 'error' });
      },
    );
    fresh.then(
      (doc) => {
        if (!cancelled) startTransition(() => setState({ status: 'ready', doc }));
      },
      (error: unknown) => {
        console.warn('Could not load the CV.', error);
        existing.current = null;
        if (cancelled) return;
        if (cached) {
          toast.warn('We could not refresh your CV from the server. You are editing the copy saved on this device.', {
            toastId: 'profile-stale',
          });
        } else {
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const doc = state.status === 'ready' ? state.doc : null;
  const privateDoc = details.status === 'ready' ? details.doc : null;
  const hasPhoto = photo ?? doc?.hasPhoto === true;
  const displayName = user?.displayName ?? '';
  // A CV without a name starts with the one given at sign-up (the nav already greets with it). Only as the defaults:
  // a restored draft and whatever is typed win over them.
  const initial = useMemo<ProfileForm>(
    () => Profile.read({ cv: doc, details: privateDoc, ...(draft ? {} : { displayName }) }).form,
    [doc, privateDoc, draft, displayName],
  );
  const limits = useMemo(() => profileListLimits(), []);

  const deviceDraft = useMemo<DeviceDraft<ProfileForm>>(
    () => ({
      read: () => (uid ? storedDraft(uid) : null),
      keep: (values) => keepDraft(uid, values),
      forget: () => forgetDraft(uid),
    }),
    [uid],
  );
  const save = useCallback(
    async ({ documents }: ProfileSaved, form: ProfileForm) => {
      try {
        existing.current ??= fetchProfile(uid);
        // The save is planned over the CV as last read: its lists say which entries are stored, its createdAt stays.
        const { plan } = Profile.save({ uid, form, today: localToday(), hasPhoto, existing: await existing.current });
        await saveProfile(uid, plan, documents.cv);
      } finally {
        // The stored document changed (or may have): read it again before the next save.
        existing.current = null;
      }
    },
    [uid, hasPhoto],
  );
  const openMyProfile = useOpenMyProfile();
  const saved = useCallback(async () => {
    setDraft(null);
    await openMyProfile();
  }, [openMyProfile]);
  const discardDraft = useCallback(() => setDraft(null), []);

  const isNew = state.status === 'ready' && doc === null;
  const shown: LoadState['status'] = details.status === 'ready' ? state.status : details.status === 'error' ? 'error' : 'loading';

  return (
    <Page
      {...EDIT_CV_FRAME}
      {...(isNew ? { lead: 'Welcome to SKORA! Fill in your CV so clubs and scouts can find you. Fields marked * are required.' } : {})}
    >
      {kindChoice}
      {shown === 'loading' ? <LoadingScreen /> : null}
      {shown === 'error' ? (
        <LoadErrorCard title="We could not load your CV" onRetry={() => setAttempt((n) => n + 1)}>
          <p>Check your connection and try again. Nothing has been changed.</p>
        </LoadErrorCard>
      ) : null}
      {shown === 'ready' ? (
        <>
          {/* The meter follows the form as it is typed. */}
          <EditProfileForm
            uid={uid}
            initial={initial}
            hasPhoto={hasPhoto}
            draft={deviceDraft}
            save={save}
            saved={saved}
            onDiscardDraft={discardDraft}
            meter={(values) => (
              <CompletenessMeter
                // The core's completeness of the CV as typed (of what the form would store when the rule accepts it).
                completeness={Profile.read({ form: values, hasPhoto, today: localToday() }).completeness}
                renderLink={(field, label) => <Link to={{ hash: field }}>{label}</Link>}
              />
            )}
            maxEntries={limits}
            header={
              <ProfilePictureControl
                id="hasPhoto"
                uid={uid}
                onUploaded={() => setPhoto(true)}
                onRemoved={() => setPhoto(false)}
                onStored={pictureShown}
              />
            }
          />
        </>
      ) : null}
      {/* Below the form once it is there: shown while it loads, it would move down as the form arrives. */}
      {shown === 'loading' ? null : accountControls}
    </Page>
  );
}
