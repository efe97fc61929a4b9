import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useWatch, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Attributes,
  Device,
  failure,
  type AttributeField,
  type AttributesForm,
  type AttributesSaved,
} from '../../../shared/core/profile';
import { localToday } from '../../../shared/dates/local-today';
import { LeaveWithoutSavingDialog } from '../../../shared/forms/leave-without-saving-dialog';
import { useCoreForm, type DeviceDraft } from '../../../shared/forms/use-core-form';
import { ProfilePictureControl } from '../../../shared/pictures/profile-picture-control';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { FormFailure } from '../../../shared/ui/form-failure';
import { saveStats } from '../api/stats-api';
import { allSteps, fieldsOf, groupsOf, measuredOnFirst, stepAt, type WizardStep } from '../steps';
import { RatingField } from './rating-field';
import { StatsSummary } from './stats-summary';
import { StepIndicator } from './step-indicator';
import { TestField } from './test-field';

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

/** The wizard's drafts: one per step on the device, laid over the stored values when the wizard opens. */
function stepDrafts(uid: string): DeviceDraft<AttributesForm> {
  return {
    // The core lays each step's draft over the stored values (a corrupt, outdated or other account's draft: none).
    read: (stored) => {
      const drafted = Attributes.read({ form: stored, uid }, null).drafted;
      return drafted?.restored ? drafted.values : null;
    },
    // Every change goes to its step's draft at once (the core keeps the step's groups under the step's key); before
    // a save every step's draft is already there.
    keep: (values, changed) => {
      const entry = changed ? stepOfField(changed) : undefined;
      return entry ? Device.keep({ step: { uid, step: entry.key, values } }) > 0 : true;
    },
    forget: () => {
      Device.keep('steps');
    },
    whileTyping: true,
  };
}

/** One step's inputs: its measured tests (value and date) and its self-ratings, with the core's messages. */
function StepFields({
  step,
  control,
  register,
  errorAt,
}: {
  step: StepKey;
  control: Control<AttributesForm, unknown, AttributesSaved>;
  register: UseFormRegister<AttributesForm>;
  errorAt: (path: string) => string | undefined;
}) {
  const watched = useWatch({ control });
  const typed = (field: AttributeField): string =>
    String((watched[field.group] as Record<string, unknown> | undefined)?.[field.key] ?? '');
  const today = localToday();
  const fields = fieldsOf(step);
  const tests = fields.filter((field) => field.group === 'tests');
  const ratings = fields.filter((field) => field.group !== 'tests');
  const stars = ratings.filter((field) => field.max <= 5);
  const scaleHintId = `${step}-scale`;
  const starsHintId = `${step}-stars`;
  return (
    <>
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
    </>
  );
}

/** The summary of the last step: what scouts will see, before the one save. It takes the focus when it opens. */
function Review({ values, steps }: { values: AttributesForm; steps: readonly WizardStep[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, []);
  return (
    <section className="form-section stats-review" aria-labelledby="stats-review-title">
      <h2 id="stats-review-title" ref={heading} tabIndex={-1}>
        Check and save
      </h2>
      <p className="form-note">This is what scouts will see. Save to store it, or go back to any step to change it.</p>
      <StatsSummary values={values} steps={steps} />
    </section>
  );
}

/**
 * The stats wizard: one form over every step (so moving between steps never loses a value), each step at its own
 * URL. Every change is kept as the step's draft on the device; the core validates (errors at the fields); the
 * last step shows a summary and saves ONE document.
 */
export function StatsWizard({ uid, step, steps, playerType, initial, done }: StatsWizardProps) {
  const navigate = useNavigate();
  const [review, setReview] = useState<AttributesSaved | null>(null);
  const draft = useMemo(() => stepDrafts(uid), [uid]);
  // The player type decides whether goalkeeping values are required or refused (a fresher CV may arrive while typing).
  const core = useCoreForm<AttributesForm, AttributesSaved, string>({
    id: 'stats',
    initial,
    // The core's rule and plan in one call: the document and its write, or the field errors.
    validate: (form, type) => Attributes.save({ uid, form, today: localToday(), playerType: type }),
    context: playerType,
    draft,
    save: (saved) => saveStats(uid, saved),
    failureMessage: (code) => failure(code, 'stats-save').message ?? '',
    savedMessage: () => 'Your stats have been saved.',
    saved: () => {
      setReview(null);
      navigate(done);
    },
    // The first step with a problem (the errors of this submit, not the last render's): go there, its fields show
    // the core's messages and the first of them takes the focus (not the step's heading).
    invalid: (found) => {
      const wrong = steps.find((s) => pathsOf(s.key).some((path) => get(found, path) !== undefined));
      if (wrong && wrong.key !== step) navigate(wrong.path);
    },
    stays: (pathname) => stepAt(pathname) !== undefined,
  });
  const { register, control, getValues, watch } = core.form;

  // A change cancels a summary that no longer shows the values.
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name) setReview(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

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

  const goNext = async () => {
    if (next && (await core.check(pathsOf(step)))) navigate(next.path, { state: WIZARD_MOVE });
  };
  const busy = core.busy;

  return (
    <form
      ref={core.formRef}
      className="stats-wizard"
      noValidate
      onSubmit={(event) => void core.submit(setReview)(event)}
      aria-labelledby="stats-step-title"
    >
      <StepIndicator steps={steps} current={step} />
      {core.restored ? (
        <div className="form-notice" role="status">
          <p>We restored the values you typed here before and have not saved yet. Check them and save when you are done.</p>
        </div>
      ) : null}

      <section className="form-section wizard-panel">
        <h2 id="stats-step-title" ref={heading} tabIndex={-1}>
          {`Step ${at + 1} of ${steps.length}: ${steps[at]?.label ?? ''}`}
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
        <StepFields step={step} control={control} register={register} errorAt={core.errorAt} />
      </section>

      {review && last ? <Review values={getValues()} steps={steps} /> : null}

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
          <button type="button" className="button button-primary" onClick={() => void core.save(review)} disabled={busy}>
            {core.saving ? 'Saving...' : 'Save my stats'}
          </button>
        ) : (
          <SubmitButton busy={busy}>Review and save</SubmitButton>
        )}
        <span className="form-note">{core.isDirty ? 'You have unsaved changes (kept on this device).' : 'No unsaved changes.'}</span>
        <FormFailure message={core.failure ?? undefined} />
      </div>

      <LeaveWithoutSavingDialog blocker={core.blocker}>
        <p>
          Your stats have not been saved yet. They stay on this device as a draft, but scouts see them only once you
          save.
        </p>
      </LeaveWithoutSavingDialog>
    </form>
  );
}
