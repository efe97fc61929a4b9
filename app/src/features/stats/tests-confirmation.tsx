import './tests-confirmation.css';
import { useId } from 'react';
import type { ConfirmSubject, SubjectPart } from '../../shared/confirmations/ask-to-confirm-dialog';
import { ConfirmationSection } from '../../shared/confirmations/confirmation-section';
import type { MeasuredTest } from '../../shared/core/profile';

interface TestsConfirmationProps {
  /** The measured tests as stored (the core's card of the stored document), in the wizard's order. */
  tests: readonly MeasuredTest[];
  /** The tests' days as the pages print them, keyed by the stored text (`Attributes.read`'s `dates`). */
  dates: Readonly<Record<string, string>>;
}

const NONE_SAVED = 'Save at least one measured test first: then your coach can confirm it.';

/** The saved tests, read-only: the server sends them as stored, so the dialog shows exactly those. */
function TestsToConfirm({ tests, dates, error }: TestsConfirmationProps & Pick<SubjectPart<null>, 'error'>) {
  const titleId = `${useId()}-tests`;
  return (
    <div className="ask-confirm-tests">
      <p>
        We e-mail them a link that shows your saved tests, each with the day it was measured. They confirm them or tell
        you what is wrong, without an account.
      </p>
      <h3 id={titleId}>Tests to confirm</h3>
      <ul aria-labelledby={titleId}>
        {tests.map((test) => (
          <li key={test.key}>{`${test.label}: ${test.text}, measured on ${dates[test.measuredOn] ?? test.measuredOn}`}</li>
        ))}
      </ul>
      <p className="form-note">Only saved tests are sent. Save the wizard first if you changed them.</p>
      {error ? (
        // No input to mark: the refusal itself takes the focus.
        <p className="field-error" role="alert" tabIndex={-1}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Measured tests confirmed by your coach", below the wizard's step with the tests: the player asks an official to
 * confirm the tests as saved (never the wizard's unsaved values), and sees their requests about tests with where each
 * stands.
 */
export function TestsConfirmation({ tests, dates }: TestsConfirmationProps) {
  const subject: ConfirmSubject<null> = {
    start: () => null,
    render: ({ error }) => <TestsToConfirm tests={tests} dates={dates} error={error} />,
    check: () => (tests.length === 0 ? NONE_SAVED : null),
    what: () => ({ tests: true }),
  };
  return (
    <div className="tests-confirmation">
      <ConfirmationSection
        kind="tests"
        heading="Measured tests confirmed by your coach"
        explanation="Scouts trust measurements a coach saw. Your CV shows each confirmed test with the day it was measured and who confirmed it. A new result or a new date voids its confirmation."
        askLabel="Ask your coach to confirm your tests"
        disabledReason={tests.length === 0 ? NONE_SAVED : null}
        subject={subject}
      />
    </div>
  );
}
