import { useId } from 'react';

/** A choice of the picker: its value and what it reads. */
export interface PickerOption<T> {
  value: T;
  label: string;
}

interface WeekPickerProps {
  seasons: readonly PickerOption<number>[];
  season: number;
  /**
   * The selected season's weeks the player may log (none before the 14th birthday, none in the future), newest
   * first, each saying whether it has an entry (the option reads "logged", and choosing it edits that entry).
   */
  weeks: readonly (PickerOption<string> & { logged: boolean })[];
  week: string;
  onSeason: (season: number) => void;
  onWeek: (week: string) => void;
  disabled?: boolean;
}

/**
 * The season and the week the form is for: two labelled selects (keyboard and screen readers use them as they use any
 * select). A week that already has an entry reads "logged" in its option, and the form then edits it.
 */
export function WeekPicker({ seasons, season, weeks, week, onSeason, onWeek, disabled }: WeekPickerProps) {
  const id = useId();
  return (
    <div className="week-picker" role="group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Which week
      </h2>
      <div className="field">
        <label htmlFor={`${id}-season`}>Season</label>
        <select id={`${id}-season`} value={season} onChange={(event) => onSeason(Number(event.target.value))} disabled={disabled}>
          {seasons.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-week`}>Week</label>
        <select id={`${id}-week`} value={week} onChange={(event) => onWeek(event.target.value)} disabled={disabled}>
          {weeks.map((option) => (
            <option key={option.value} value={option.value}>
              {option.logged ? `${option.label} (logged)` : option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
