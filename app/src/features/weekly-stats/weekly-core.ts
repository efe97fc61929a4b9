// The core's weekly rules as the page's components use them: the fields table in the core's sections, and the
// names the form and the page were written against, each one call of the profile module's `Weekly` handle (the data
// calls use the handle directly: api/weekly-api.ts). Only shapes are adapted here (a birth date that may be null,
// the fields grouped by their section); every rule, range, label and message is the core's.
import {
  Weekly,
  writeFailureMessage,
  type WeeklyDocument,
  type WeeklyField,
  type WeeklyForm,
  type WeeklySection,
} from '../../shared/core/profile';

export type { WeeklyDocument, WeeklyDraft, WeeklyField, WeeklyForm, WeeklyListRow } from '../../shared/core/profile';

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
  const table = Weekly.fields(goalkeeper);
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

/** The week holding `today` (`YYYY-MM-DD`), or undefined. */
export const currentWeek = (today: string): string | undefined => Weekly.picker({ today, logged: [] }).currentWeek;
/** The week's label, or the id itself for an id the core does not read as a week (never shown for those). */
export const weekLabel = (week: string): string => Weekly.week(week)?.label ?? week;
/** The season (its starting year) of a week id, or undefined. */
export const seasonOfWeek = (week: string): number | undefined => Weekly.week(week)?.season;
/** `2025/26`. */
export const seasonLabel = (season: number): string => Weekly.season(season).label;
export const pickerSeasons = (today: string, dateOfBirth: string | null) =>
  Weekly.picker({ today, ...(dateOfBirth ? { dateOfBirth } : {}), logged: [] }).seasons;
export const pickerWeeks = (season: number, today: string, dateOfBirth: string | null, logged: readonly string[]) =>
  Weekly.picker({ today, ...(dateOfBirth ? { dateOfBirth } : {}), season, logged: [...logged] }).weeks;
/** The form for `week` with a stored entry's values (none: the empty form). */
export const weeklyForm = (doc: Record<string, unknown> | null | undefined, week: string): WeeklyForm => Weekly.form(doc, week);
/** The settings page's rows, newest first. */
export const weeklyList = (entries: Parameters<typeof Weekly.list>[0]) => Weekly.list(entries);
/** What a failed save or delete of a week tells the user, for the Firestore error's code. */
export const weeklySaveErrorMessage = (code: string | undefined) => writeFailureMessage('weekly-save', code);
export const weeklyDeleteErrorMessage = (code: string | undefined) => writeFailureMessage('weekly-delete', code);

/** The core's rule: the document to store, or it throws the core's invalid-form error (messages at the fields). */
export const validateWeek = (values: WeeklyForm, context: WeekContext): WeeklyDocument =>
  Weekly.check(values, {
    today: context.today,
    ...(context.dateOfBirth ? { dateOfBirth: context.dateOfBirth } : {}),
    loggedWeeks: [...context.logged],
  });
