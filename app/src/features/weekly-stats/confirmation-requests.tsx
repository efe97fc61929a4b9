import { ConfirmationSection } from '../../shared/confirmations/confirmation-section';
import type { ConfirmSubject } from '../../shared/confirmations/ask-to-confirm-dialog';
import type { LoggedWeek } from './logged-weeks';
import { WeeksToConfirm } from './weeks-to-confirm';

interface ConfirmationRequestsProps {
  /** The selected season's label ("2025/26"). */
  seasonLabel: string;
  /** The season's logged weeks, newest first; null while they load or when they could not be. */
  rows: readonly LoggedWeek[] | null;
  /** The week open in the form (checked at the first opening when it is logged). */
  currentWeek: string;
}

/** The weeks checked in the dialog, and the season they were checked in. */
interface CheckedWeeks {
  season: string;
  weeks: readonly string[];
}

/**
 * "Confirmed by your coach": why a coach's confirmation counts, "Ask your coach to confirm" (the season's logged
 * weeks; disabled, with the reason, while there is none) and the player's requests about weeks.
 */
export function ConfirmationRequests({ seasonLabel, rows, currentWeek }: ConfirmationRequestsProps) {
  const logged = rows ?? [];
  const reason =
    rows === null
      ? `You can ask once your logged weeks in ${seasonLabel} have loaded.`
      : rows.length === 0
        ? `You have no logged week in ${seasonLabel} yet: log a week first, then ask your coach to confirm it.`
        : null;

  const subject: ConfirmSubject<CheckedWeeks> = {
    start: (kept) => {
      const weeks = logged.map((row) => row.week);
      return {
        season: seasonLabel,
        // The weeks checked before in this season stay checked; else the week open in the form, when it is logged.
        weeks:
          kept?.value.season === seasonLabel ? kept.value.weeks.filter((w) => weeks.includes(w)) : weeks.filter((w) => w === currentWeek),
      };
    },
    render: ({ value, error, onChange }) => (
      <>
        <p>
          We e-mail them a link that shows the figures of the weeks you check. They confirm them or tell you what is
          wrong, without an account.
        </p>
        <WeeksToConfirm
          seasonLabel={seasonLabel}
          rows={logged}
          checked={value.weeks}
          error={error}
          onChange={(weeks) => onChange({ season: value.season, weeks })}
        />
      </>
    ),
    what: (value) => ({ weeks: value.weeks }),
  };

  return (
    <ConfirmationSection
      kind="weeks"
      heading="Confirmed by your coach"
      explanation="Scouts trust figures a coach has confirmed. Your CV shows how many of your minutes are confirmed, and by whom. If you edit a confirmed week later, its confirmation is voided."
      askLabel="Ask your coach to confirm"
      disabledReason={reason}
      subject={subject}
    />
  );
}
