import { useEffect, useRef, useState } from 'react';
import { get, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  attributesSaveErrorMessage,
  forgetStepDrafts,
  keepStepDraft,
  restoreStepDrafts,
  validateAttributesForm,
  type AttributeField,
  type AttributesForm,
  type StatsDocument,
} from '../../../shared/core/profile';
import { localToday } from '../../../shared/dates/local-today';
import { withTimeout, writeFailureCode } from '../../../shared/firebase/write-helpers';
import { fieldErrorMessage } from '../../../shared/forms/field-error';
import { useCoreResolver } from '../../../shared/forms/use-core-resolver';
import { LeaveWithoutSavingDialog } from '../../../shared/forms/leave-without-saving-dialog';
import { useUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { ProfilePictureControl } from '../../../shared/pictures/profile-picture-control';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { saveStats } from '../api/stats-api';
import { allSteps, fieldsOf, groupsOf, measuredOnFirst, stepAt, type WizardStep } from '../steps';
import { RatingField } from './rating-field';
import { StatsSummary } from './stats-summary';
import { StepIndicator } from './step-indicator';
import { TestField } from './test-field';

/** How long a save may take before the wizard says it did not arrive (as the CV editor: Firestore Lite may stall). */
export const STATS_SAVE_TIMEOUT_MS = 15_000;

type Path = FieldPath<AttributesForm>;
type StepKey = WizardStep['key'];

/** The location state of a move inside the wizard: the new step's heading takes the focus. */
export const WIZARD_MOVE = { wizardStep: true } as const;

export interface StatsWizardProps {
  uid: string;
  /** The step the URL shows. */
  step: StepKey;
  /** The steps this player goes through (the goalkeeper's only for a goalkeeper's CV). */
  steps: readonly WizardStep[];
  /** The CV's player type: the core's rule requires the goalkeeping ratings of a goalkeeper only. */
  playerType: string;
  /** The form of the stored stats (the core's), or of none. */
  initial: AttributesForm;
  /** Where a successful save goes. */
  done: string;
}

/** Which step's draft holds a field (`tests.sprint10m.value` → physical). */
function stepOfField(name: string): WizardStep | undefined {
  const group = name.split('.')[0];
  return allSteps().find((step) => groupsOf(step.key).some((g) => g === group));
}

/** The react-hook-form paths a step's Next checks: every input of the step (a test's value and its date). */
function pathsOf(step: StepKey): Path[] {
  return fieldsOf(step).flatMap((field) =>
    (field.group === 'tests' ? [`tests.${field.key}.value`, `tests.${field.key}.measuredOn`] : [field.path]) as Path[],
  );
}

const SCALE_HINT =
  'Football Manager scale: 1 is far below any professional level, 10 a solid professional, 20 world class. Be honest: scouts compare you with what they see.';
const STARS_HINT = 'EA FC stars: 1 barely uses it, 3 reliable, 5 as good as it gets.';

/**
 * The stats wizard: one form over every step (so moving between steps never loses a value), each step at its own
 * URL. Every change is kept as the step's draft on the device; the core validates (errors at the fields); the
 * last step shows a summary and saves ONE document.
 */
export function StatsWizard({ uid, step, steps, playerType, initial, done }: StatsWizardProps) {
  const navigate = useNavigate();
  // The player type decides whether goalkeeping values are required or refused (a fresher CV may arrive while typing).
  const resolver = useCoreResolver<AttributesForm, StatsDocument, typeof playerType>(
    (values, type) => validateAttributesForm(values, localToday(), type),
    playerType,
  );
  const {
    register,
    control,
    getValues,
    handleSubmit,
    reset,
    trigger,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AttributesForm, unknown, StatsDocument>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [restoredNote, setRestoredNote] = useState(false);
  const [review, setReview] = useState<StatsDocument | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const { blocker, allowLeave } = useUnsavedChanges(isDirty || saving, (pathname) => stepAt(pathname) !== undefined);

  // The stored values, then the drafts over them (the form is dirty where they differ). A fresher stored copy keeps
  // what was typed (keepDirtyValues), and the dirty flag is counted again so the leave warning stays armed.
  const dirtyBefore = useRef(false);
  useEffect(() => {
    dirtyBefore.current = isDirty;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The core lays each step's draft over the stored values (a corrupt, outdated or other account's draft: none).
      const { values, restored } = restoreStepDrafts(initial, uid);
      if (restored) {
        reset(values, { keepDefaultValues: true });
        setRestoredNote(true);
      }
      return;
    }
    reset(initial, { keepDirtyValues: true, keepErrors: true });
    if (dirtyBefore.current) reset(getValues(), { keepDefaultValues: true, keepErrors: true });
  }, [initial, uid, reset, getValues]);

  // Every change goes to its step's draft at once (a reload, a closed tab or going offline loses nothing), cancels
  // a summary that no longer shows the values, and re-checks a field that shows an error.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name) return;
      const entry = stepOfField(name);
      // The core keeps the step's groups of the values under the step's key.
      if (entry && !keepStepDraft(entry.key, uid, values as AttributesForm)) {
        console.info('Could not keep the stats draft on this device.');
      }
      setReview(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, uid]);

  const at = Math.max(
    0,
    steps.findIndex((s) => s.key === step),
  );
  const previous = steps[at - 1];
  const next = steps[at + 1];
  const last = next === undefined;

  // Each step's heading takes the focus when the wizard moves to it (Next, Back, the indicator: they say so in the
  // location's state), so keyboard and screen reader users start there; a page load keeps the browser's focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const moved = (location.state as { wizardStep?: boolean } | null)?.wizardStep === true;
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, location.key]);

  const errorAt = (path: string): string | undefined => fieldErrorMessage(errors, path);

  const goNext = async () => {
    if (!next) return;
    const fields = pathsOf(step);
    if (fields.length > 0 && !(await trigger(fields, { shouldFocus: true }))) {
      toast.error('Please fix the highlighted fields.', { toastId: 'stats-invalid' });
      return;
    }
    navigate(next.path, { state: WIZARD_MOVE });
  };

  // The summary takes the focus when it opens: it is what to read (and the Save button follows it).
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const reviewing = review !== null;
  useEffect(() => {
    if (reviewing) {
      reviewHeading.current?.scrollIntoView?.({ block: 'start' });
      reviewHeading.current?.focus();
    }
  }, [reviewing]);

  const onValid = (document: StatsDocument) => {
    setSaveFailure(null);
    setReview(document);
  };
  const onInvalid = (found: FieldErrors<AttributesForm>) => {
    // The first step with a problem (the errors of this submit, not the last render's): go there, its fields show
    // the core's messages.
    const wrong = steps.find((s) => pathsOf(s.key).some((path) => get(found, path) !== undefined));
    toast.error('Please fix the highlighted fields.', { toastId: 'stats-invalid' });
    if (wrong && wrong.key !== step) navigate(wrong.path, { state: WIZARD_MOVE });
  };

  const save = async () => {
    if (!review) return;
    setSaving(true);
    setSaveFailure(null);
    allowLeave(true);
    try {
      await withTimeout(saveStats(uid, review), STATS_SAVE_TIMEOUT_MS);
    } catch (error) {
      allowLeave(false);
      setSaving(false);
      const message = attributesSaveErrorMessage(writeFailureCode(error));
      setSaveFailure(message);
      toast.error(message, { toastId: 'stats-save-failed' });
      return;
    }
    // The server has them: the device's copies are no longer needed.
    forgetStepDrafts();
    reset(getValues());
    setSaving(false);
    setReview(null);
    toast.success('Your stats have been saved.', { toastId: 'stats-saved' });
    navigate(done);
  };

  const watched = useWatch({ control });
  const typed = (field: AttributeField): string =>
    String((watched[field.group] as Record<string, unknown> | undefined)?.[field.key] ?? '');

  const today = localToday();
  const current = steps[at];
  const title = current?.label ?? '';
  const busy = isSubmitting || saving;
  const fields = fieldsOf(step);
  const tests = fields.filter((field) => field.group === 'tests');
  const ratings = fields.filter((field) => field.group !== 'tests');
  const stars = ratings.filter((field) => field.max <= 5);
  const scaleHintId = `${step}-scale`;
  const starsHintId = `${step}-stars`;

  return (
    <form
      className="stats-wizard"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-labelledby="stats-step-title"
    >
      <StepIndicator steps={steps} current={step} />
      {restoredNote ? (
        <div className="form-notice" role="status">
          <p>We restored the values you typed here before and have not saved yet. Check them and save when you are done.</p>
        </div>
      ) : null}

      <section className="form-section wizard-panel">
        <h2 id="stats-step-title" ref={heading} tabIndex={-1}>
          {`Step ${at + 1} of ${steps.length}: ${title}`}
        </h2>

        {step === 'picture' ? (
          <>
            <p className="form-note">
              Scouts put a face to the numbers. Your picture is stored as soon as it is processed; the same picture shows on
              your CV.
            </p>
            <ProfilePictureControl uid={uid} />
          </>
        ) : null}

        {tests.length > 0 ? (
          <>
            <h3>Measured tests</h3>
            <p className="form-note">
              Only what you have measured, with the day you measured it: a recent, dated result is what a scout trusts.
            </p>
            <div className="test-grid">
              {tests.map((field) => (
                <TestField
                  key={field.key}
                  label={field.label}
                  unit={field.unit ?? ''}
                  min={field.min}
                  max={field.max}
                  decimals={field.decimals}
                  first={measuredOnFirst()}
                  today={today}
                  note={field.note}
                  valueError={errorAt(`tests.${field.key}.value`)}
                  dateError={errorAt(`tests.${field.key}.measuredOn`)}
                  value={register(`tests.${field.key}.value` as Path)}
                  measuredOn={register(`tests.${field.key}.measuredOn` as Path)}
                />
              ))}
            </div>
          </>
        ) : null}

        {ratings.length > 0 ? (
          <>
            {tests.length > 0 ? <h3>Self-ratings</h3> : null}
            <p className="form-note">{`All ${ratings.length} ratings are required (marked *).`}</p>
            <p id={scaleHintId} className="field-hint">
              {SCALE_HINT}
            </p>
            {stars.length > 0 ? (
              <p id={starsHintId} className="field-hint">
                {`${stars.map((field) => field.label).join(' and ')}: ${STARS_HINT}`}
              </p>
            ) : null}
            <div className="rating-grid">
              {ratings.map((field) => (
                <RatingField
                  key={field.path}
                  label={field.label}
                  min={field.min}
                  max={field.max}
                  note={field.note}
                  scaleHintId={field.max <= 5 ? starsHintId : scaleHintId}
                  value={typed(field)}
                  error={errorAt(field.path)}
                  registration={register(field.path as Path)}
                />
              ))}
            </div>
          </>
        ) : null}
      </section>

      {review && last ? (
        <section className="form-section stats-review" aria-labelledby="stats-review-title">
          <h2 id="stats-review-title" ref={reviewHeading} tabIndex={-1}>
            Check and save
          </h2>
          <p className="form-note">This is what scouts will see. Save to store it, or go back to any step to change it.</p>
          <StatsSummary values={getValues()} steps={steps} />
        </section>
      ) : null}

      <div className="form-actions wizard-nav">
        {previous ? (
          <button type="button" className="button button-ghost" onClick={() => navigate(previous.path, { state: WIZARD_MOVE })} disabled={busy}>
            Back: {previous.label}
          </button>
        ) : null}
        {next ? (
          <button type="button" className="button button-primary" onClick={() => void goNext()} disabled={busy}>
            Next: {next.label}
          </button>
        ) : review ? (
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={busy}>
            {saving ? 'Saving...' : 'Save my stats'}
          </button>
        ) : (
          <SubmitButton busy={busy}>Review and save</SubmitButton>
        )}
        <span className="form-note">{isDirty ? 'You have unsaved changes (kept on this device).' : 'No unsaved changes.'}</span>
        {saveFailure && !saving ? (
          <p className="field-error form-failure" role="alert">
            {saveFailure}
          </p>
        ) : null}
      </div>

      <LeaveWithoutSavingDialog blocker={blocker}>
        <p>
          Your stats have not been saved yet. They stay on this device as a draft, but scouts see them only once you
          save.
        </p>
      </LeaveWithoutSavingDialog>
    </form>
  );
}
