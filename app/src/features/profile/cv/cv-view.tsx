import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { profileCompleteness, readProfile } from '../../../shared/core/profile';
import { localToday } from '../../../shared/dates/local-today';
import { ButtonLink } from '../../../shared/ui/button-link';
import { StatusCard } from '../../../shared/ui/status-card';
import type { ProfileDocument } from '../api/profile-api';
import { CompletenessMeter } from './completeness-meter';
import { PlayerCv } from './player-cv';

interface CvViewProps {
  doc: ProfileDocument;
  pictureUrl: string;
  /** The owner's view: completeness meter with links to the editor, and an Edit button. */
  own: boolean;
}

/** A stored CV, read through the core (tolerant of old or extra keys), ready to read and print. */
export function CvView({ doc, pictureUrl, own }: CvViewProps) {
  const profile = useMemo(() => readProfile(doc), [doc]);
  const completeness = useMemo(() => (own ? profileCompleteness(doc) : null), [doc, own]);

  if (!profile) {
    return (
      <StatusCard
        title={own ? 'Your CV needs a few details' : 'This CV is not ready yet'}
        actions={own ? <ButtonLink to="/settings/edit-profile">Complete my CV</ButtonLink> : <ButtonLink to="/player">Browse players</ButtonLink>}
      >
        <p>
          {own
            ? 'Some required details are missing, so clubs cannot see your CV yet. It only takes a few minutes.'
            : 'This player has not finished their CV. Check back soon.'}
        </p>
      </StatusCard>
    );
  }

  const actions = (
    <>
      <button type="button" className="button button-primary" onClick={() => window.print()}>
        Download PDF
      </button>
      {own ? (
        <ButtonLink to="/settings/edit-profile" variant="ghost">
          Edit my CV
        </ButtonLink>
      ) : null}
    </>
  );

  return (
    <>
      {completeness ? (
        <CompletenessMeter
          completeness={completeness}
          renderLink={(field, label) => <Link to={`/settings/edit-profile#${field}`}>{label}</Link>}
        />
      ) : null}
      <PlayerCv profile={profile} pictureUrl={pictureUrl} today={localToday()} actions={actions} />
    </>
  );
}
