// The wizard's steps as the core lists them (generated at build time: the router's table needs no wasm call).
import { statsWizard } from '../../shared/core/generated/stats-wizard';
import type { StatsForm } from './stats-core';

export type WizardStep = (typeof statsWizard)[number];
export type StepKey = WizardStep['key'];

/** Every step, the goalkeeper's included, in the wizard's order. */
export const ALL_STEPS: readonly WizardStep[] = statsWizard;

/** The steps this player goes through: the core marks the goalkeeper's step as only for a goalkeeper's CV. */
export function stepsFor(goalkeeper: boolean): WizardStep[] {
  return statsWizard.filter((step) => goalkeeper || !step.goalkeeperOnly);
}

/** The step a URL shows (the router matched one of the core's step paths exactly; a trailing slash is allowed). */
export function stepAt(pathname: string): WizardStep | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return statsWizard.find((step) => step.path === path);
}

export const STEP_TITLES: Record<StepKey, string> = {
  picture: 'Picture',
  physical: 'Physical',
  technical: 'Technical',
  goalkeeper: 'Goalkeeping',
};

/** The parts of the form a step edits (and keeps in its draft). The picture step has none: its control stores at once. */
export const STEP_PARTS: Record<StepKey, readonly (keyof StatsForm)[]> = {
  picture: [],
  physical: ['tests', 'physical'],
  technical: ['technical'],
  goalkeeper: ['goalkeeping'],
};
