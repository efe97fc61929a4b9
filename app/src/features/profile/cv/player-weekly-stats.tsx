import './weekly-stats.css';
import { startTransition, useEffect, useId, useState } from 'react';
import { utcToday } from '../../../shared/dates/utc-today';
import { ButtonLink } from '../../../shared/ui/button-link';
import { loadWeeklySeason, type LoadedWeekly } from '../api/weekly-api';
import { WeeklySummary } from './weekly-summary';
import { WeeklyTrends } from './weekly-trends';
import { paths } from '../../../shared/core/generated/routes';

interface PlayerWeeklyStatsProps {
  uid: string;
  /** The owner's view: with no week logged, an invitation to log one instead of nothing. */
  own: boolean;
  /** From the CV: the core reads goalkeepers' figures for a goalkeeper, and ranks per-90 figures by main position. */
  playerType: string;
  mainPosition: string;
  /** The CV's birth month (YYYY-MM): the season selector starts at the 14th birthday's season. */
  birthMonth?: string | undefined;
  /** When the charts' code loads: with the section (`eager`) or when the charts come near the viewport. */
  chartLoading: 'eager' | 'on-view';
}

type State = { status: 'loading' } | { status: 'failed' } | LoadedWeekly;

/**
 * The CV's weekly stats: a season (the newest logged one first, another from the selector) in the core's figures:
 * totals, per-90 figures, rates, streaks and trend charts. Loaded after the CV, never part of its first paint; whatever
 * goes wrong here (no entries, a failed read) costs this section only: a visitor then sees nothing, the owner an
 * invitation to log a week when there are none.
 */
export function PlayerWeeklyStats({ uid, own, playerType, mainPosition, birthMonth, chartLoading }: PlayerWeeklyStatsProps) {
  const selectId = useId();
  const [season, setSeason] = useState<number | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    loadWeeklySeason({ uid, playerType, mainPosition, birthMonth, today: utcToday() }, season).then(
      (loaded) => {
        // Data arriving after the page renders in a transition (docs/architecture.md, "A visit").
        if (!cancelled) startTransition(() => setState(loaded));
      },
      (error: unknown) => {
        console.info('Could not load the weekly stats.', error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, playerType, mainPosition, birthMonth, season]);

  if (state.status === 'none' && own) {
    return (
      <section className="cv-section weekly-invite no-print" aria-labelledby="cv-weekly-invite">
        <h3 id="cv-weekly-invite">Log your weekly stats</h3>
        <p>
          Log each week&apos;s minutes, goals, assists and more: your CV then shows your season&apos;s totals, per-90
          figures, streaks and form charts.
        </p>
        <ButtonLink to={paths.addWeeklyStats}>Log a week</ButtonLink>
      </section>
    );
  }
  if (state.status !== 'ready') return null;
  const { summary } = state;

  return (
    <section className="cv-section weekly-stats" aria-labelledby="cv-weekly" aria-busy={season !== null && summary.season !== season}>
      <div className="weekly-head">
        <h3 id="cv-weekly">Weekly stats</h3>
        <div className="weekly-head-actions no-print">
          {summary.seasons.length > 1 ? (
            <p className="weekly-season-picker">
              <label htmlFor={selectId}>Season</label>{' '}
              <select id={selectId} value={summary.season} onChange={(event) => setSeason(Number(event.target.value))}>
                {summary.seasons.map((option) => (
                  <option key={option.season} value={option.season}>
                    {option.label}
                  </option>
                ))}
              </select>
            </p>
          ) : null}
          {own ? (
            <ButtonLink to={paths.addWeeklyStats} variant="ghost">
              Log a week
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <p className="weekly-season-line">
        <span className="weekly-season-label">Season {summary.seasonLabel}</span>
        {summary.emptyMessage ? null : ` · ${summary.weeksLogged} ${summary.weeksLogged === 1 ? 'week' : 'weeks'} logged`}
      </p>
      {summary.emptyMessage ? (
        <p className="weekly-empty">{summary.emptyMessage}</p>
      ) : (
        <>
          <WeeklySummary summary={summary} />
          <WeeklyTrends points={summary.weeks} goalkeeper={summary.goalkeeper} loading={chartLoading} />
        </>
      )}
    </section>
  );
}
