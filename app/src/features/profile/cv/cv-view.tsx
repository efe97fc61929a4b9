import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Profile } from '../../../shared/core/profile';
import { localToday } from '../../../shared/dates/local-today';
import { ButtonLink } from '../../../shared/ui/button-link';
import { StatusCard } from '../../../shared/ui/status-card';
import { positionFiguresOnce } from '../api/position-figures';
import type { ProfileDocument } from '../api/profile-api';
import { CompletenessMeter } from './completeness-meter';
import { PlayerAttributes } from './player-attributes';
import { PlayerCv } from './player-cv';
import { PlayerWeeklyStats } from './player-weekly-stats';
import { printWhenReady } from './print-ready';
import { paths } from '../../../shared/core/generated/routes';

interface CvViewProps {
  doc: ProfileDocument;
  pictureUrl: string;
  /** The owner's view: completeness meter with links to the editor, and an Edit button. */
  own: boolean;
  /** The player's id: with it, the CV shows the player's attribute card and weekly stats (read after the CV). */
  uid?: string | undefined;
  /** When the charts' code (the attribute radar, the weekly trends) loads: with its section (`eager`) or when the
   * chart comes into view. */
  chartLoading?: 'eager' | 'on-view';
}

/** The core's reading of a stored CV, or `'unreadable'` when the core refuses the document itself (larger than any
 * stored CV may be): never an exception into the page, which would show the error screen. */
function readStored<T>(read: () => T): T | 'unreadable' {
  try {
    return read();
  } catch (error) {
    console.warn('SKORA: this CV cannot be read.', error);
    return 'unreadable';
  }
}

/** What a visitor sees for a CV the core cannot read: the page stays, with a way on. */
export function UnreadableCv({ own }: { own: boolean }) {
  return (
    <StatusCard
      title="This CV cannot be shown"
      actions={own ? <ButtonLink to={paths.editProfile}>Edit my CV</ButtonLink> : <ButtonLink to={paths.players}>Browse players</ButtonLink>}
    >
      <p>
        {own
          ? 'Something stored in your CV cannot be read. Open the editor and save it again.'
          : 'Something stored in this CV cannot be read, so it is not shown. Find other players in the directory.'}
      </p>
    </StatusCard>
  );
}

/** A stored CV, read through the core (tolerant of old or extra keys, bad list entries skipped), ready to read and
 * print. */
export function CvView({ doc, pictureUrl, own, uid, chartLoading = 'eager' }: CvViewProps) {
  const view = useMemo(() => readStored(() => Profile.read({ cv: doc, today: localToday() })), [doc]);
  const profile = view === 'unreadable' ? view : view.profile;
  const completeness = own && view !== 'unreadable' ? view.completeness : null;
  // The attribute card ranks the player among the main position's players: one read of a document per view and path.
  const [positionFigures] = useState(positionFiguresOnce);

  if (view === 'unreadable' || profile === 'unreadable') return <UnreadableCv own={own} />;
  if (!profile) {
    return (
      <StatusCard
        title={own ? 'Your CV needs a few details' : 'This CV is not ready yet'}
        actions={own ? <ButtonLink to={paths.editProfile}>Complete my CV</ButtonLink> : <ButtonLink to={paths.players}>Browse players</ButtonLink>}
      >
        <p>
          {own
            ? 'Some required details are missing, so clubs cannot see your CV yet. It only takes a few minutes.'
            : 'This player has not finished their CV. Check back soon.'}
        </p>
      </StatusCard>
    );
  }

  // What the CV's own sections (the attribute card, the weekly stats) read of it.
  const sections = (player: string) => ({
    uid: player,
    own,
    playerType: profile.playerType,
    mainPosition: profile.mainPosition,
  });

  const actions = (
    <>
      <button type="button" className="button button-primary" onClick={() => void printWhenReady()}>
        Print or save as PDF
      </button>
      {own ? (
        <ButtonLink to={paths.editProfile} variant="ghost">
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
          renderLink={(field, label) => <Link to={`${paths.editProfile}#${field}`}>{label}</Link>}
        />
      ) : null}
      <PlayerCv
        profile={profile}
        view={view}
        pictureUrl={pictureUrl}
        actions={actions}
        attributes={uid ? <PlayerAttributes {...sections(uid)} birthMonth={profile.birthMonth} positionFigures={positionFigures} radarLoading={chartLoading} /> : null}
        weekly={uid ? <PlayerWeeklyStats {...sections(uid)} birthMonth={profile.birthMonth} chartLoading={chartLoading} /> : null}
      />
    </>
  );
}
