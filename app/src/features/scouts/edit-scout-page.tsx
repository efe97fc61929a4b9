import type { ReactNode } from 'react';
import { useSession } from '../../shared/auth/session-context';
import { useOpenMyProfile } from '../../shared/auth/use-open-my-profile';
import { Scout } from '../../shared/core/profile';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { ScoutForm } from './scout-form';
import { ScoutLoadError } from './scout-load-error';
import { useScoutProfile } from './use-scout-profile';

export interface EditScoutPageProps {
  /** Above the form, for an account that has not said whose it is yet: the choice between a CV and this. */
  kindChoice?: ReactNode;
  /** Below the form: what the account itself offers (deleting it). */
  accountControls?: ReactNode;
}

/** /settings/edit-profile for a scout: the short profile that lets a coach, club, academy or agent use SKORA. */
export default function EditScoutPage({ kindChoice, accountControls }: EditScoutPageProps) {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const { load: state, retry } = useScoutProfile(uid);

  const saved = useOpenMyProfile();

  const view = Scout.read({ record: state.status === 'ready' ? state.doc : null });
  const editing = state.status === 'ready' && state.doc !== null;
  return (
    <Page
      title="Your scout profile"
      lead={
        editing
          ? 'Players see your name, role and organisation when you ask to contact them. Fields marked * are required.'
          : 'Tell players who you are: a short profile opens the talent map and the player directory to you. It never appears in them. Fields marked * are required.'
      }
      className="scout-edit"
    >
      {kindChoice}
      {state.status === 'loading' ? <LoadingScreen /> : null}
      {state.status === 'error' ? (
        <ScoutLoadError retry={retry} note="Check your connection and try again. Nothing has been changed." />
      ) : null}
      {state.status === 'ready' ? <ScoutForm uid={uid} stored={view.form} roles={view.roles} editing={editing} saved={saved} /> : null}
      {/* Below the form once it is there: shown while it loads, it would move down as the form arrives. */}
      {state.status === 'loading' ? null : accountControls}
    </Page>
  );
}
