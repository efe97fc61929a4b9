// The wizard's steps and fields as the core lists them (`Attributes.read`'s `fields`: order, URL segment, label, who sees
// the step; every field's group, path, label, unit, range and decimals).
import { Attributes, type AttributeField, type AttributeFields, type Step } from '../../shared/core/profile';
import { paths } from '../../shared/core/generated/routes';

/** The wizard's own URL (the core's route table): its steps are the URLs below it. */
export const WIZARD_PATH = paths.playerStats;

export interface WizardStep {
  key: Step;
  /** The step's URL. */
  path: string;
  label: string;
  goalkeeperOnly: boolean;
}

let table: AttributeFields | null = null;
/** The core's table, read once (it never changes). */
function fields(): AttributeFields {
  table ??= Attributes.read({}, null).fields;
  return table;
}

/** Every step, the goalkeeper's included, in the wizard's order. */
export function allSteps(): WizardStep[] {
  return fields().steps.map((step) => ({
    key: step.step,
    path: `${WIZARD_PATH}/${step.path}`,
    label: step.label,
    goalkeeperOnly: step.goalkeeperOnly,
  }));
}

/** The steps this player goes through: the core marks the goalkeeper's step as only for a goalkeeper's CV. */
export function stepsFor(goalkeeper: boolean): WizardStep[] {
  return allSteps().filter((step) => goalkeeper || !step.goalkeeperOnly);
}

/** The step a URL shows (the router matched one of the core's step URLs exactly; a trailing slash is allowed). */
export function stepAt(pathname: string): WizardStep | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return allSteps().find((step) => step.path === path);
}

/** The fields a step asks for, in the core's order. */
export function fieldsOf(step: Step): AttributeField[] {
  return fields().fields.filter((field) => field.step === step);
}

/** The form's groups a step edits (and keeps in its draft): none for the picture, whose control stores at once. */
export function groupsOf(step: Step): AttributeField['group'][] {
  return [...new Set(fieldsOf(step).map((field) => field.group))];
}

/** The earliest day a test may be dated (the latest is today). */
export function measuredOnFirst(): string {
  return fields().measuredOnFirst;
}
