import { Link } from 'react-router-dom';
import { dateText, type AttributesForm } from '../../../shared/core/profile';
import { fieldsOf, type WizardStep } from '../steps';

interface StatsSummaryProps {
  values: AttributesForm;
  steps: readonly WizardStep[];
}

/** Everything about to be saved, step by step (the core's labels and units), each with a link back to its step. */
export function StatsSummary({ values, steps }: StatsSummaryProps) {
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
                    ? `${test.value} ${field.unit ?? ''}${test.measuredOn ? ` (${dateText(test.measuredOn)})` : ''}`.trim()
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
