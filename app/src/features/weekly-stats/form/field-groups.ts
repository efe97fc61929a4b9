// The weekly form's groups: the core's fields table (`Weekly.read`'s `fields`) in the core's sections. Only the shape
// is adapted here (the fields grouped by their section, the note placed); every label, range and limit is the core's.
import type { WeeklyField, WeeklyFields, WeeklySection } from '../../../shared/core/profile';

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

/**
 * The form's groups: the core's sections in its order (the goalkeeping one only for a goalkeeper). The note closes
 * the last section every player fills (the week's own view of itself: the self-rating, then a few words).
 */
export function fieldGroups(table: WeeklyFields): FieldGroup[] {
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
