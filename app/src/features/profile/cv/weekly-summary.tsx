import { useId, useState } from 'react';
import type { Per90Row, SeasonSummary, Streak } from '../../../shared/core/profile';

/** Rows of label and text, as the core gives them (totals, rates). */
function Facts({ rows }: { rows: readonly { id: string; label: string; text: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="cv-facts weekly-facts">
      {rows.map((row) => (
        <div key={row.id} className="cv-fact">
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Whose word the season's figures are: the core's sentence ("612 of 810 minutes confirmed by Jan Novák (coach, FC
 * Example)", or that the player reported them), then each week with its mark, in words: confirmed and by whom, or
 * reported by the player. Never by colour alone.
 */
function WhoConfirmed({ summary }: { summary: SeasonSummary }) {
  const sources = summary.weekSources;
  const count = Object.keys(summary.confirmed?.weeks ?? {}).length;
  return (
    <div className="weekly-block weekly-confirmed">
      <h4 id="cv-weekly-confirmed">Who confirmed these figures</h4>
      <p className="weekly-source">
        {count > 0 ? (
          <span className="weekly-source-tag weekly-source-confirmed">Confirmed</span>
        ) : (
          <span className="weekly-source-tag">Reported by the player</span>
        )}{' '}
        {summary.sourceText}
      </p>
      {sources ? (
        <details className="weekly-confirmed-weeks">
          <summary>{sources.text}</summary>
          <ul>
            {sources.weeks.map(({ week, label, source }) => {
              const confirmed = source.kind === 'confirmed';
              return (
                <li key={week} className={confirmed ? 'week-confirmed' : undefined}>
                  <span className="weekly-confirmed-label">{label}</span>{' '}
                  {confirmed ? (
                    <span title={source.description}>
                      <span aria-hidden="true" className="week-confirmed-mark">
                        ✓{' '}
                      </span>
                      {source.label}
                    </span>
                  ) : (
                    <span className="weekly-confirmed-none">{source.label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The per-90 rows that have a value, with their comparison where the core gives one. */
function Per90Table({ rows }: { rows: readonly Per90Row[] }) {
  const ranked = rows.some((row) => row.topText);
  return (
    <div className="table-scroll">
      <table className="cv-table weekly-per90" aria-labelledby="cv-weekly-per90">
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" className="num">
              Per 90
            </th>
            {ranked ? <th scope="col">Compared with players of the position and age group</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.figure}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.text}</td>
              {ranked ? <td>{row.topText ?? ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The per-90 figures: of every logged week, or, once an official confirmed some, of the confirmed weeks alone ("Confirmed
 * weeks only"), each compared with the peers' confirmed figures. Under a floor the core gives no values and says why.
 */
function Per90Block({ summary }: { summary: SeasonSummary }) {
  const id = useId();
  const [confirmedOnly, setConfirmedOnly] = useState(false);
  const confirmed = summary.confirmedPer90;
  const showConfirmed = confirmedOnly && confirmed !== undefined;
  const rows = showConfirmed ? confirmed.rows : summary.floorMessage ? [] : summary.per90;
  const shown = rows.filter((row) => row.value !== undefined);
  const note = showConfirmed ? confirmed.text : summary.floorMessage;
  return (
    <div className="weekly-block">
      <h4 id="cv-weekly-per90">Per 90 minutes</h4>
      {confirmed ? (
        <fieldset className="weekly-per90-view">
          <legend className="visually-hidden">Which weeks the per-90 figures count</legend>
          {[
            { value: false, label: 'All logged weeks' },
            { value: true, label: 'Confirmed weeks only' },
          ].map((option) => (
            <label key={String(option.value)} className="checkbox weekly-per90-option">
              <input
                type="radio"
                name={`${id}-per90-view`}
                checked={confirmedOnly === option.value}
                onChange={() => setConfirmedOnly(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {shown.length > 0 ? <Per90Table rows={shown} /> : null}
      {note ? <p className="weekly-floor">{note}</p> : null}
    </div>
  );
}

/**
 * A season in figures, as the core computes it: the totals, the per-90 figures (with "Top N% of {position}s" where the
 * core has enough peers) or, under its minutes floor, the core's reason for showing none, the rates and the streaks.
 */
export function WeeklySummary({ summary }: { summary: SeasonSummary }) {
  const streaks: { id: string; label: string; streak: Streak }[] = [
    { id: 'scoring', label: 'Scoring (weeks with a goal)', streak: summary.streaks.scoring },
    ...(summary.goalkeeper ? [{ id: 'cleanSheets', label: 'Clean sheets (weeks)', streak: summary.streaks.cleanSheets }] : []),
    { id: 'weeksLogged', label: 'Weeks logged in a row', streak: summary.streaks.weeksLogged },
  ];
  return (
    <div className="weekly-summary">
      <WhoConfirmed summary={summary} />
      <div className="weekly-block">
        <h4 id="cv-weekly-totals">Season totals</h4>
        <Facts rows={summary.totals.map((row) => ({ id: row.key, label: row.label, text: row.text }))} />
      </div>

      <Per90Block summary={summary} />

      {summary.rates.length > 0 ? (
        <div className="weekly-block">
          <h4 id="cv-weekly-rates">Rates</h4>
          <Facts rows={summary.rates.map((row) => ({ id: row.rate, label: row.label, text: row.text }))} />
        </div>
      ) : null}

      <div className="weekly-block">
        <h4 id="cv-weekly-streaks">Streaks</h4>
        <div className="table-scroll">
          <table className="cv-table weekly-streaks" aria-labelledby="cv-weekly-streaks">
            <thead>
              <tr>
                <th scope="col">Streak</th>
                <th scope="col" className="num">
                  Current
                </th>
                <th scope="col" className="num">
                  Best
                </th>
              </tr>
            </thead>
            <tbody>
              {streaks.map(({ id, label, streak }) => (
                <tr key={id}>
                  <th scope="row">{label}</th>
                  <td className="num">{streak.current}</td>
                  <td className="num">{streak.best}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
