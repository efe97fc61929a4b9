import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { cachedPlayerType, loadPlayerType, loadStoredStats, rememberedStats, type StoredStats } from './api/stats-api';
import { Attributes } from '../../shared/core/profile';
import { fieldsOf, stepAt, stepsFor, WIZARD_PATH } from './steps';
import { TestsConfirmation } from './tests-confirmation';
import { StatsWizard } from './wizard/stats-wizard';
import { paths } from '../../shared/core/generated/routes';
import { STATS_FRAME } from './stats-frame';

/** Where a saved wizard goes: the CV, which shows the stats. */
const AFTER_SAVE = paths.myProfile;

type Stored = { status: 'loading' } | { status: 'ready'; doc: StoredStats | null } | { status: 'offline' };

/**
 * /settings/player-stats and its steps (`/picture`, `/physical`, `/technical`, `/goalkeeper`): the wizard's own URL
 * goes on to the first step. The CV's player type decides the steps (from the copy on this device at once, then the
 * server's); the stored stats are the form's starting values. Without the server (offline), the wizard still opens
 * with the drafts kept on this device. Below the step with the measured tests, apart from its inputs and buttons, a
 * player with saved tests can ask a coach to confirm them: there only, since each step is a route of its own and
 * every step would read the requests again.
 */
export default function PlayerStatsPage() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const { pathname } = useLocation();
  const step = stepAt(pathname);
  const [playerType, setPlayerType] = useState<string | null>(() => (uid ? cachedPlayerType(uid) || null : null));
  const [typeFailed, setTypeFailed] = useState(false);
  const [stored, setStored] = useState<Stored>(() => {
    const known = uid ? rememberedStats(uid) : undefined;
    return known === undefined ? { status: 'loading' } : { status: 'ready', doc: known };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    setTypeFailed(false);
    loadPlayerType(uid).then(
      (type) => {
        if (!cancelled) setPlayerType(type);
      },
      (error: unknown) => {
        console.warn('Could not load the CV for the stats wizard.', error);
        if (!cancelled) setTypeFailed(true);
      },
    );
    if (rememberedStats(uid) === undefined) {
      loadStoredStats(uid).then(
        (doc) => {
          if (!cancelled) setStored({ status: 'ready', doc });
        },
        (error: unknown) => {
          console.warn('Could not load the stored stats.', error);
          if (!cancelled) setStored({ status: 'offline' });
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const doc = stored.status === 'ready' ? stored.doc : null;
  // One read of the stored document: the wizard's starting values, and the tests a coach can be asked to confirm
  // (as saved: what the server sends the official).
  const read = useMemo(() => Attributes.read({ stats: doc, playerType: playerType ?? undefined }, null), [doc, playerType]);
  const initial = read.form;
  const savedTests = read.card?.tests ?? [];
  const steps = useMemo(() => stepsFor(playerType === 'goalkeeper'), [playerType]);
  const goalkeeper = steps.some((s) => s.goalkeeperOnly);

  if (!step) return <Navigate to={stepsFor(false)[0]?.path ?? WIZARD_PATH} replace />;

  if (playerType === null) {
    return (
      <Page {...STATS_FRAME}>
        {typeFailed ? (
          <StatusCard
            title="We could not load your CV"
            tone="error"
            actions={
              <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </button>
            }
          >
            <p>The wizard needs your CV to know which steps are yours. Check your connection and try again.</p>
          </StatusCard>
        ) : (
          <LoadingScreen />
        )}
      </Page>
    );
  }

  if (step.goalkeeperOnly && !goalkeeper) {
    return (
      <Page {...STATS_FRAME}>
        <StatusCard
          title="This step is for goalkeepers"
          actions={
            <>
              <Link className="button button-primary" to={paths.editProfile}>
                Edit my CV
              </Link>
              <Link className="button button-ghost" to={steps[0]!.path}>
                Back to the wizard
              </Link>
            </>
          }
        >
          <p>
            Your CV says you are an outfield player, so the goalkeeping ratings are not part of your stats. If you play in
            goal, change your player type in your CV: this step then appears in the wizard.
          </p>
        </StatusCard>
      </Page>
    );
  }

  return (
    <Page {...STATS_FRAME}>
      {stored.status === 'loading' ? <LoadingScreen /> : null}
      {stored.status === 'offline' ? (
        <div className="form-notice" role="status">
          <p>
            We could not load your saved stats from the server. You can keep going: what you type is kept on this device,
            and you can save once you are back online.
          </p>
          <button type="button" className="button button-ghost" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {stored.status !== 'loading' ? (
        <StatsWizard
          key={uid}
          uid={uid}
          step={step.key}
          steps={steps}
          playerType={playerType}
          initial={initial}
          done={AFTER_SAVE}
        />
      ) : null}
      {savedTests.length > 0 && fieldsOf(step.key).some((field) => field.group === 'tests') ? (
        <TestsConfirmation tests={savedTests} dates={read.dates} />
      ) : null}
    </Page>
  );
}
