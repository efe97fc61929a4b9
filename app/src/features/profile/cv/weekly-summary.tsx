import type { SeasonSummary } from '../../../shared/core/profile';

/** Rows of label and text, as the core gives them (totals, rates). */
function Facts({ rows }: { rows: readonly { key: string; label: string; text: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="cv-facts weekly-facts">
      {rows.map((row) => (
        <div key={row.key} className="cv-fact">
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A season in figures, as the core computes it: the totals, the per-90 figures (with "Top N% of {position}s" where the
 * core has enough peers) or, under its minutes floor, the core's reason for showing none, the rates and the streaks.
 */
export function WeeklySummary({ summary }: { summary: SeasonSummary }) {
  const ranked = summary.per90.some((row) => row.topText);
  return (
    <div className="weekly-summary">
      <div className="weekly-block">
        <h4 id="cv-weekly-totals">Season totals</h4>
        <Facts rows={summary.totals} />
      </div>

      <div className="weekly-block">
        <h4 id="cv-weekly-per90">Per 90 minutes</h4>
        {summary.per90.length > 0 ? (
          <div className="table-scroll">
            <table className="cv-table weekly-per90" aria-labelledby="cv-weekly-per90">
              <thead>
                <tr>
                  <th scope="col">Figure</th>
                  <th scope="col" className="num">
                    Per 90
                  </th>
                  {ranked ? <th scope="col">Among {summary.positionPlural ?? 'players of the position'}</th> : null}
                </tr>
              </thead>
              <tbody>
                {summary.per90.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td className="num">{row.text}</td>
                    {ranked ? <td>{row.topText ?? ''}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {summary.floorMessage ? <p className="weekly-floor">{summary.floorMessage}</p> : null}
      </div>

      {summary.rates.length > 0 ? (
        <div className="weekly-block">
          <h4 id="cv-weekly-rates">Rates</h4>
          <Facts rows={summary.rates} />
        </div>
      ) : null}

      {summary.streaks.length > 0 ? (
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
                {summary.streaks.map((streak) => (
                  <tr key={streak.key}>
                    <th scope="row">{streak.label}</th>
                    <td className="num">{streak.currentText}</td>
                    <td className="num">{streak.bestText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
