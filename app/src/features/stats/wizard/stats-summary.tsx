import { Link } from 'react-router-dom';
import type { StatsForm, StatsSpecs } from '../stats-core';
import { STEP_TITLES, type WizardStep } from '../steps';

interface StatsSummaryProps {
  values: StatsForm;
  specs: StatsSpecs;
  steps: readonly WizardStep[];
}

/** Everything about to be saved, step by step, each with a link back to its step. */
export function StatsSummary({ values, specs, steps }: StatsSummaryProps) {
  const has = (key: WizardStep['key']) => steps.some((step) => step.key === key);
  const pathOf = (key: WizardStep['key']) => steps.find((step) => step.key === key)?.path ?? '';
  const ratings = (title: string, key: WizardStep['key'], list: StatsSpecs['physical'], part: Record<string, string>) => (
    <section className="summary-part" aria-label={title}>
      <h3>
        {title} <Link to={pathOf(key)}>Edit</Link>
      </h3>
      <dl className="summary-list">
        {list.map((spec) => (
          <div key={spec.key}>
            <dt>{spec.label}</dt>
            <dd>
              {part[spec.key] || '–'}
              <span className="rating-scale"> / {spec.max}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="stats-summary">
      <section className="summary-part" aria-label="Measured tests">
        <h3>
          Measured tests <Link to={pathOf('physical')}>Edit</Link>
        </h3>
        <dl className="summary-list">
          {specs.tests.map((spec) => {
            const test = values.tests[spec.key];
            return (
              <div key={spec.key}>
                <dt>{spec.label}</dt>
                <dd>
                  {test?.value ? `${test.value} ${spec.unit}` : 'Not measured'}
                  {test?.value && test.measuredOn ? <span className="rating-scale"> on {test.measuredOn}</span> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      {ratings(`${STEP_TITLES.physical} ratings`, 'physical', specs.physical, values.physical)}
      {ratings(`${STEP_TITLES.technical} ratings`, 'technical', specs.technical, values.technical)}
      {has('goalkeeper')
        ? ratings(`${STEP_TITLES.goalkeeper} ratings`, 'goalkeeper', specs.goalkeeping, values.goalkeeping)
        : null}
    </div>
  );
}
