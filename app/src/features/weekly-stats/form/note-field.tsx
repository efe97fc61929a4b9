import type { UseFormRegisterReturn } from 'react-hook-form';
import { CountedNote } from '../../../shared/ui/counted-note';

interface NoteFieldProps {
  label: string;
  /** The most characters the core keeps. */
  maxLength: number;
  /** What is typed now, for the count. */
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The week's short note with a live character count (the same field as the note to a coach). */
export function NoteField({ label, maxLength, value, error, registration }: NoteFieldProps) {
  return <CountedNote label={label} max={maxLength} typed={value} error={error} textarea={registration} />;
}
