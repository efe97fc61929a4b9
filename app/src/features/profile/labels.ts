// What the CV shows for the stored codes: the core's label tables (generated at build time). The codes themselves
// (and which ones are valid) are the core's too; an unknown code is shown as it is rather than rejected.
import { labels } from '../../shared/core/generated/labels';

type LabelSet = (typeof labels)[keyof typeof labels];

const table = (set: LabelSet): Record<string, string> => Object.fromEntries(set.map(({ code, label }) => [code, label]));

export const PLAYER_TYPE_LABELS = table(labels.playerType);
export const FOOT_LABELS = table(labels.foot);
export const AVAILABILITY_LABELS = table(labels.availability);
export const VISIBILITY_LABELS = table(labels.visibility);

export function labelFor(set: Record<string, string>, code: string | undefined | null): string {
  if (!code) return '';
  return set[code] ?? code;
}
