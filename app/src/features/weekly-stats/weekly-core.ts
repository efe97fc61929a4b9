// The core's weekly rules as the page uses them, in one place: the weeks and seasons a player may log, the fields
// table in the core's sections, the form ⇄ document conversion and the rule, the draft, the paths and the list rows.
// Only shapes are adapted here (a birth date that may be null, the fields grouped by their section); every rule,
// range, label and message is the core's.
import { limits } from '../../shared/core/generated/limits';
import {
  pickerSeasons as corePickerSeasons,
  pickerWeeks as corePickerWeeks,
  validateWeeklyForm,
  weekLabel as coreWeekLabel,
  weeklyFields,
  type WeeklyDocument,
  type WeeklyField,
  type WeeklyForm,
  type WeeklySection,
} from '../../shared/core/profile';

export {
  currentWeek,
  forgetWeeklyDraft,
  keepWeeklyDraft,
  readWeeklyDraft,
  seasonLabel,
  seasonOfWeek,
  seasonWeekRange,
  weeklyDeleteErrorMessage,
  weeklyDraftKey,
  weeklyForm,
  weeklyList,
  weeklySaveErrorMessage,
  weeklyStatsPath,
} from '../../shared/core/profile';
export type { WeeklyDocument, WeeklyDraft, WeeklyField, WeeklyForm, WeeklyListRow } from '../../shared/core/profile';

/** The most entries one season holds: the season query reads no more. */
export const SEASON_MAX_ENTRIES = limits.weeklySeasonMaxEntries;

/** The week's note: a text, not a figure. */
export interface NoteSpec {
  key: 'note';
  label: string;
  maxLength: number;
}

/** A group of the form: one of the core's sections with its fields in the core's order, and the note if it holds it. */
export interface FieldGroup {
  key: WeeklySection;
  label: string;
  goalkeeperOnly: boolean;
  fields: WeeklyField[];
  note?: NoteSpec;
}

/** What the rule needs besides the values. */
export interface WeekContext {
  /** Today in UTC (the server's day: no week after the one holding it). */
  today: string;
  /** The owner's birth date: no week before the one of the 14th birthday. */
  dateOfBirth: string | null;
  /** The ids of the weeks logged in the form week's season (a new week past the season's most is refused). */
  logged: readonly string[];
}

/**
 * The form's groups: the core's sections in its order (the goalkeeping one only for a goalkeeper). The note closes
 * the last section every player fills (the week's own view of itself: the self-rating, then a few words).
 */
export function fieldGroups(goalkeeper: boolean): FieldGroup[] {
  const table = weeklyFields(goalkeeper);
  const groups: FieldGroup[] = [];
  for (const field of table.fields) {
    let group = groups.find((g) => g.key === field.section);
    if (!group) {
      group = { key: field.section, label: field.sectionLabel, goalkeeperOnly: field.goalkeeperOnly, fields: [] };
      groups.push(group);
    }
    group.fields.push(field);
  }
  const last = groups.filter((g) => !g.goalkeeperOnly).at(-1);
  if (last) last.note = { key: 'note', label: table.noteLabel, maxLength: table.noteMaxChars };
  return groups;
}

/** The week's label, or the id itself for an id the core does not read as a week (never shown for those). */
export const weekLabel = (week: string): string => coreWeekLabel(week) ?? week;
export const pickerSeasons = (today: string, dateOfBirth: string | null) => corePickerSeasons(today, dateOfBirth);
export const pickerWeeks = (season: number, today: string, dateOfBirth: string | null, logged: readonly string[]) =>
  corePickerWeeks(season, today, dateOfBirth, [...logged]);

/** The core's rule: the document to store, or it throws the core's invalid-form error (messages at the fields). */
export const validateWeek = (values: WeeklyForm, context: WeekContext): WeeklyDocument =>
  validateWeeklyForm(values, {
    today: context.today,
    ...(context.dateOfBirth ? { dateOfBirth: context.dateOfBirth } : {}),
    loggedWeeks: [...context.logged],
  });
