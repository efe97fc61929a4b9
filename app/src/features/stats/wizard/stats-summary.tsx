import { Link } from 'react-router-dom';
import { Attributes, type AttributesForm } from '../../../shared/core/profile';
import { fieldsOf, type WizardStep } from '../steps';

interface StatsSummaryProps {
  values: AttributesForm;
  steps: readonly WizardStep[];
}

/** Everything about to be saved, step by step (the core's labels and units), each with a link back to its step. */
export function StatsSummary({ values, steps }: StatsSummaryProps) {
  // The tests' dates as the core prints them; text that is no date shows as typed.
  const { dates } = Attributes.read({ form: values }, null);
  return (
    <div className="stats-summary">
      {steps.map((step) => {
        const fields = fieldsOf(step.key);
        if (fields.length === 0) return null;
        return (
          <section key={step.key} className="summary-part" aria-labelledby={`summary-${step.key}`}>
            <h3 id={`summary-${step.key}`}>
              {step.label}{' '}
              <Link to={step.path} state={{ wizardStep: true }} aria-label={`Edit ${step.label}`}>
                Edit
              </Link>
            </h3>
            <dl className="summary-list">
              {fields.map((field) => {
                let shown: string;
                if (field.group === 'tests') {
                  const test = values.tests?.[field.key];
                  shown = test?.value
                    ? `${test.value} ${field.unit ?? ''}${test.measuredOn ? ` (${dates[test.measuredOn] ?? test.measuredOn})` : ''}`.trim()
                    : 'Not measured';
                } else {
                  const typed = (values[field.group] as Record<string, string> | undefined)?.[field.key] ?? '';
                  shown = typed ? `${typed} / ${field.max}` : '–';
                }
                return (
                  <div key={field.path}>
                    <dt>{field.label}</dt>
                    <dd>{shown}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
