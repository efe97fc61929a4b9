import { useEffect, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { failure, Profile, type ProfileForm, type ProfileSaved } from '../../../shared/core/profile';
import { localToday } from '../../../shared/dates/local-today';
import { LeaveWithoutSavingDialog } from '../../../shared/forms/leave-without-saving-dialog';
import { useCoreForm, type DeviceDraft } from '../../../shared/forms/use-core-form';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { FormFailure } from '../../../shared/ui/form-failure';
import { CareerList, HonoursList, LanguagesList, LinksList } from './list-sections';
import { AboutSection, ContactSection, FootballSection, PersonalSection, PhysicalSection, Section } from './profile-sections';

/** Said at the form after a failed save, below the core's message: the typing is safe on this device too. */
const DRAFT_KEPT = 'Your changes are also kept on this device until a save reaches the server.';

export interface EditProfileFormProps {
  /** Whose CV: the core's rule checks the values as the save it plans. */
  uid: string;
  /** The form's values: the core's editor form of the stored documents (`Profile.read`; of nothing, for a new CV). */
  initial: ProfileForm;
  /** Whether a picture is stored: the core's validator needs it. */
  hasPhoto: boolean;
  /** The CV typed on this device and never confirmed by the server: kept before each save, restored with a note. */
  draft: DeviceDraft<ProfileForm>;
  /** Writes what the core made of the values (the CV and the private details, `Profile.save`); resolves once stored. */
  save: (saved: ProfileSaved, values: ProfileForm) => Promise<void>;
  /** After a confirmed save: the page moves on (the form no longer warns before leaving). */
  saved: () => Promise<void>;
  /** The owner drops the restored draft: the form goes back to the stored CV. */
  onDiscardDraft?: () => void;
  /** Shown just above the form, from its values as they are typed (the completeness meter follows them). */
  meter?: (values: ProfileForm) => ReactNode;
  /** Shown at the top of the form (the picture control). */
  header?: ReactNode;
  /** Limits from the core (`profileLimits()`): add buttons stop where the core would, hints quote them. */
  maxEntries?: Partial<Record<'career' | 'honours' | 'languages' | 'links' | 'bio', number>>;
}

function useFocusHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    const control = target.querySelector<HTMLElement>('input, select, textarea, button');
    (control ?? target).focus();
  }, [hash, ready]);
}

/** What `meter` shows for the values as typed: only this part renders again at each keystroke. */
function LiveMeter({ control, meter }: { control: Control<ProfileForm, unknown, ProfileSaved>; meter: (values: ProfileForm) => ReactNode }) {
  const values = useWatch({ control }) as ProfileForm;
  return meter(values);
}

function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="form-notice" role="status">
      <p>
        We restored the changes you had not saved yet: they were kept on this device because the server never confirmed
        them. Check them and save, or discard them.
      </p>
      <button type="button" className="button button-ghost" onClick={onDiscard}>
        Discard these changes
      </button>
    </div>
  );
}

export function EditProfileForm({
  uid,
  initial,
  hasPhoto,
  draft,
  save,
  saved,
  onDiscardDraft,
  meter,
  header,
  maxEntries = {},
}: EditProfileFormProps) {
  // The core decides; whether a picture is stored may change while editing (an upload finishes).
  const core = useCoreForm<ProfileForm, ProfileSaved, boolean>({
    id: 'profile',
    initial,
    validate: (form, photo) => Profile.save({ uid, form, today: localToday(), hasPhoto: photo }),
    context: hasPhoto,
    draft,
    save,
    failureMessage: (code) => failure(code, 'profile-save').message ?? '',
    failureNote: DRAFT_KEPT,
    savedMessage: () => 'Your CV has been saved.',
    saved,
  });
  const { register, control, setValue } = core.form;
  const { errors } = core;
  useFocusHash(true);
  const discard = () => {
    core.discard();
    onDiscardDraft?.();
  };
  const lists = { control, register, errors };

  return (
    <>
      {meter ? <LiveMeter control={control} meter={meter} /> : null}
      <form ref={core.formRef} className="form form-wide profile-form" onSubmit={(event) => void core.submit()(event)} noValidate>
        {core.restored ? <DraftNotice onDiscard={discard} /> : null}
        {header}
        <PersonalSection register={register} errors={errors} setValue={setValue} />
        <FootballSection register={register} errors={errors} control={control} />
        <PhysicalSection register={register} errors={errors} />
        <Section id="career" title="Career" lead="Your clubs, most recent first, with appearances and goals where you know them.">
          <CareerList {...lists} max={maxEntries.career} />
        </Section>
        <Section id="honours" title="Honours">
          <HonoursList {...lists} max={maxEntries.honours} />
        </Section>
        <Section id="languages" title="Languages">
          <LanguagesList {...lists} max={maxEntries.languages} />
        </Section>
        <AboutSection register={register} errors={errors} maxBio={maxEntries.bio} />
        <Section id="links" title="Links">
          <LinksList {...lists} max={maxEntries.links} />
        </Section>
        <ContactSection register={register} errors={errors} />

        <div className="form-actions form-submit">
          <SubmitButton busy={core.busy}>{core.busy ? 'Saving...' : 'Save my CV'}</SubmitButton>
          <span className="form-note">{core.isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}</span>
          <FormFailure message={core.failure ?? undefined} />
        </div>

        <LeaveWithoutSavingDialog blocker={core.blocker}>
          <p>Your changes to your CV have not been saved yet. If you leave now, they are lost.</p>
        </LeaveWithoutSavingDialog>
      </form>
    </>
  );
}
