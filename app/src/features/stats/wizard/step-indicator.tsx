import { Link } from 'react-router-dom';
import type { WizardStep } from '../steps';

interface StepIndicatorProps {
  steps: readonly WizardStep[];
  current: WizardStep['key'];
}

/**
 * Where the player is in the wizard: an ordered list of links (Tab reaches each, Enter opens it), the current step
 * marked with `aria-current="step"` for screen readers and by its style for everyone else.
 */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const at = steps.findIndex((step) => step.key === current);
  return (
    <nav className="wizard-steps" aria-label="Stats wizard steps">
      <ol>
        {steps.map((step, i) => {
          const state = i === at ? 'current' : i < at ? 'done' : 'todo';
          return (
            <li key={step.key} className={`wizard-step wizard-step-${state}`}>
              <Link to={step.path} state={{ wizardStep: true }} aria-current={i === at ? 'step' : undefined}>
                <span className="wizard-step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="wizard-step-title">
                  <span className="visually-hidden">{`Step ${i + 1} of ${steps.length}: `}</span>
                  {step.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
