// The core's weekly rules as the page uses them, in one place: the weeks and seasons a player may log, the fields
// table grouped by the core's sections, the form ⇄ document conversion and the rule, the draft, the paths and the
// list rows. Only names and shapes are adapted here; every rule, range, label and message is the core's.
import {
  currentWeek as coreCurrentWeek,
  pickerSeasons as corePickerSeasons,
  pickerWeeks as corePickerWeeks,
  readWeeklyDraft,
  seasonLabel as coreSeasonLabel,
  seasonOf as coreSeasonOf,
  seasonRange as coreSeasonRange,
  validateWeeklyForm,
  weekLabel as coreWeekLabel,
  weeklyDraftKey,
  weeklyEntryPath,
  weeklyFields,
  weeklyForm,
  weeklyListRows,
  weeklySaveErrorMessage,
  weeklyStatsPath,
  type WeeklyDocument,
  type WeeklyField,
  type WeeklyForm,
  type WeeklySection,
} from '../../shared/core/profile';

export type { WeeklyDocument, WeeklyForm };
export type WeeklyFieldSpec = WeeklyField;

/** The most entries one season holds (the season query reads at most this many). */
export const SEASON_CAP = 60;

/** The week's note: a text, not a figure. */
export interface NoteSpec {
  key: string;
  label: string;
  maxLength: number;
}

/** A group of the form: one of the core's sections, its fields in the core's order, and the note if it holds it. */
export interface FieldGroup {
  key: WeeklySection;
  label: string;
  fields: WeeklyFieldSpec[];
  note?: NoteSpec;
}

/** The rule's inputs besides the values. */
export interface WeekContext {
  /** Today in UTC (the server's day: no week after the one holding it). */
  today: string;
  /** The owner's birth date: no week before the one of the 14th birthday. */
  dateOfBirth: string | null;
  /** The ids of the weeks logged in the form week's season (a new week past the season's most is refused). */
  logged: readonly string[];
}

/** A draft as the device keeps it: the week it was typed for, and the form. */
export interface StoredDraft {
  week: string;
  form: WeeklyForm;
}

let table: ReturnType<typeof weeklyFields> | null = null;
/** The core's fields table, read once (it never changes). */
function fields() {
  table ??= weeklyFields();
  return table;
}

/** The form's groups in the core's order: the goalkeeping section only for a goalkeeper. */
export function fieldGroups(goalkeeper: boolean): FieldGroup[] {
  const all = fields();
  return all.sections
    .filter((section) => goalkeeper || !section.goalkeeperOnly)
    .map((section) => ({
      key: section.section,
      label: section.label,
      fields: all.fields.filter((field) => field.section === section.section),
      ...(section.section === all.note.section ? { note: { key: all.note.key, label: all.note.label, maxLength: all.note.maxChars } } : {}),
    }));
}

export const currentWeek = (today: string): string | undefined => coreCurrentWeek(today);
export const weekLabel = (week: string): string => coreWeekLabel(week) ?? week;
export const seasonOf = (week: string): number | undefined => coreSeasonOf(week);
export const seasonLabel = (season: number): string => coreSeasonLabel(season);
export const seasonRange = (season: number): { first: string; last: string } | undefined => coreSeasonRange(season);
export const pickerSeasons = (today: string, dateOfBirth: string | null) => corePickerSeasons(today, dateOfBirth ?? undefined);
export const pickerWeeks = (season: number, today: string, dateOfBirth: string | null, logged: readonly string[]) =>
  corePickerWeeks(season, today, dateOfBirth ?? undefined, [...logged]);

/** The form of a stored entry (or the empty form of a new week). */
export const weekForm = (week: string, doc: Record<string, unknown> | null): WeeklyForm => weeklyForm(doc, week);

/** The core's rule: the document to store, or it throws the core's invalid-form error (messages at the fields). */
export const validateWeek = (values: WeeklyForm, context: WeekContext): WeeklyDocument =>
  validateWeeklyForm(values, {
    today: context.today,
    ...(context.dateOfBirth ? { dateOfBirth: context.dateOfBirth } : {}),
    loggedWeeks: [...context.logged],
  });

export const draftKey = (uid: string): string => weeklyDraftKey(uid);
/** A draft read leniently by the core: a corrupt or foreign one is none. */
export const readDraft = (raw: string | null): StoredDraft | undefined => readWeeklyDraft(raw);

export const entriesPath = (uid: string): string | undefined => weeklyStatsPath(uid);
export const entryPath = (uid: string, week: string): string | undefined => weeklyEntryPath(uid, week);

/** The list's rows for a season's entries: newest first, each with the core's label and summary. */
export const listRows = (entries: readonly { id: string; data: Record<string, unknown> }[]) => weeklyListRows([...entries]);

export const saveErrorMessage = (code: string | undefined): string => weeklySaveErrorMessage(code);
export const deleteErrorMessage = (code: string | undefined): string => weeklySaveErrorMessage(code);
