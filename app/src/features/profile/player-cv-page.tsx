import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { failure, Profile } from '../../shared/core/profile';
import { useSession } from '../../shared/auth/session-context';
import { errorCode, UNREADABLE_DOCUMENT } from '../../shared/firebase/write-helpers';
import { localToday } from '../../shared/dates/local-today';
import { loadedStatus } from '../../shared/navigation/loaded-status';
import { useProfilePicture } from '../../shared/pictures/use-profile-picture';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { fetchProfile, type ProfileDocument } from './api/profile-api';
import { CvSkeleton } from './cv/cv-skeleton';
import { CvView, UnreadableCv } from './cv/cv-view';
import { LoadErrorCard } from './cv/load-error-card';
import { paths } from '../../shared/core/generated/routes';

type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error' }
  | { status: 'unreadable' }
  | { status: 'ready'; doc: ProfileDocument };

const browse = (
  <ButtonLink to={paths.players} variant="ghost">
    Browse players
  </ButtonLink>
);

/**
 * Another player's CV, read-only: /p/{uid} (player-page.tsx) and /profile?id={uid} (profile-page.tsx). For anyone: Public CVs show to every visitor, members-only ones to signed-in users
 * with a verified e-mail (the Firestore rules decide; this page explains their answer). The route is never guarded,
 * so a scout who opens a shared link lands on the CV, not on the log-in page. Its pre-rendered HTML is the skeleton
 * (the link-preview function adds the player's meta tags), and the first render here is the same skeleton.
 */
/**
 * The core's title of a shown CV (the stored name, or its fallback, also for a CV the core cannot read), and whether
 * its page stays out of search engines: a child's does, as the link preview of /p/{uid} says.
 */
function cvHead(doc: Record<string, unknown> | undefined): { title: string; noindex: boolean } {
  try {
    const { title, noindex } = Profile.read({ cv: doc ?? null, today: localToday() });
    return { title, noindex: doc !== undefined && noindex };
  } catch {
    return { title: Profile.read({}).title, noindex: doc !== undefined };
  }
}

export function PlayerCvPage({
  id: rawId,
  chartLoading,
  saveControl,
}: {
  id: string | null | undefined;
  /** A control to keep the player (the app gives the shortlists' Save button), shown above another player's CV. */
  saveControl?: (player: { id: string; name: string }) => ReactNode;
  /** When the charts' code loads (the public page defers it until a chart comes into view). */
  chartLoading: 'eager' | 'on-view';
}) {
  const id = rawId?.trim() || null;
  const { pathname } = useLocation();
  const { ready, user } = useSession();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Only a CV that says it has a picture costs a Storage lookup (and the Storage SDK): most have none.
  const picture = useProfilePicture(state.status === 'ready' && state.doc.hasPhoto === true ? id : null);
  // A members-only CV read before the session was known went out without credentials: read it again, once, as the
  // signed-in, verified member when the session says so.
  const member = ready && user?.emailVerified ? user.uid : null;
  const [readAs, setReadAs] = useState<string | null>(null);
  if (state.status === 'forbidden' && member !== null && readAs !== member) setReadAs(member);
  // Whether the session is known: a refusal of a read made before it may be the missing credentials, even for a
  // player the link-preview function does not know (not indexed yet), so it is read again as the member first.
  const sessionKnown = useRef(ready);
  useEffect(() => {
    sessionKnown.current = ready;
  }, [ready]);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    setState({ status: 'loading' });
    const known = sessionKnown.current;
    fetchProfile(id).then(
      (doc) => {
        // The CV renders in a transition: React may yield in between, so no single long task.
        if (!cancelled) startTransition(() => setState(doc ? { status: 'ready', doc } : { status: 'not-found' }));
      },
      (error: unknown) => {
        if (cancelled) return;
        if (failure(errorCode(error)).denied) {
          // The rules refuse a missing CV as they refuse a members-only one; the link-preview function, which
          // answered this page's load, knows which (404: no such player).
          setState({ status: known && loadedStatus(pathname) === 404 ? 'not-found' : 'forbidden' });
        } else if (errorCode(error) === UNREADABLE_DOCUMENT) {
          // Reading it again would not help: the document itself is past what any stored CV may be.
          setState({ status: 'unreadable' });
        } else {
          console.warn('Could not load the CV.', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, pathname, attempt, readAs]);

  // A refusal read before the session was known, for a page the function answered 404: without a verified member to
  // read it again as, it is "not found", as if the session had been known.
  const missing = state.status === 'forbidden' && ready && member === null && loadedStatus(pathname) === 404;
  const current: State = id && !missing ? state : { status: 'not-found' };
  const shown = current.status === 'ready' ? current.doc : undefined;
  // The core's title: the stored name, or its fallback while no CV is shown.
  const { title, noindex } = cvHead(shown);
  // Until the session is known, a refusal may still turn into the CV: keep the skeleton.
  const waiting = current.status === 'loading' || (current.status === 'forbidden' && (!ready || readAs !== member));

  return (
    <Page
      title={title}
      lead={current.status === 'ready' ? 'A SKORA player CV.' : undefined}
      className="cv-page player-page"
      noindex={noindex || current.status === 'not-found' || current.status === 'forbidden'}
    >
      {waiting ? <CvSkeleton /> : null}
      {current.status === 'not-found' ? (
        <StatusCard title="We could not find this player" actions={browse}>
          <p>The link may be incomplete, or the player may have removed their CV. Find other players in the directory.</p>
        </StatusCard>
      ) : null}
      {current.status === 'forbidden' && !waiting ? (
        user && !user.emailVerified ? (
          <StatusCard
            title="Verify your e-mail to read this CV"
            actions={
              <>
                <ButtonLink to={paths.emailVerification}>Verify my e-mail</ButtonLink>
                {browse}
              </>
            }
          >
            <p>The player shares their CV with SKORA members only. Confirm your e-mail address, then open this link again.</p>
          </StatusCard>
        ) : (
          <StatusCard
            title="This CV is for SKORA members"
            actions={
              user ? (
                browse
              ) : (
                <>
                  <ButtonLink to={paths.login}>Log in</ButtonLink>
                  <ButtonLink to={paths.signup} variant="ghost">
                    Sign up free
                  </ButtonLink>
                  {browse}
                </>
              )
            }
          >
            <p>
              {user
                ? 'The player shares their CV with signed-in members only.'
                : 'The player shares their CV with signed-in members only. Log in or create a free account to read it.'}
            </p>
          </StatusCard>
        )
      ) : null}
      {current.status === 'error' ? (
        <LoadErrorCard title="We could not load this CV" onRetry={() => setAttempt((n) => n + 1)} extraActions={browse}>
          <p>Check your connection and try again.</p>
        </LoadErrorCard>
      ) : null}
      {current.status === 'unreadable' ? <UnreadableCv own={false} /> : null}
      {current.status === 'ready' && id && saveControl && user?.uid !== id ? (
        <div className="cv-save">{saveControl({ id, name: title })}</div>
      ) : null}
      {current.status === 'ready' ? <CvView doc={current.doc} pictureUrl={picture} own={false} uid={id ?? undefined} chartLoading={chartLoading} /> : null}
    </Page>
  );
}
