import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { pictureOwner, useSession } from '../auth/session-context';
import { isInvalidForm } from '../core/core-error';
import { limits } from '../core/generated/limits';
import { Profile } from '../core/profile';
import { ConfirmDialog } from '../ui/confirm-dialog';
import defaultAvatar from '../ui/default-avatar.svg';
import { PictureRemovalError, removePicture, uploadPicture, whenPictureServed } from './picture-upload';
import { useProfilePicture } from './use-profile-picture';

// What the core allows, for the file picker's filter and the hint (the core still checks every file).
const PICTURE = (() => {
  const { pictureTypes, pictureBytes } = limits;
  return { types: pictureTypes, maxMegabytes: Math.round(pictureBytes.max / (1024 * 1024)) };
})();

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'processing'; slow: boolean }
  | { kind: 'removing' }
  | { kind: 'error'; message: string };

/** After this long the control says the processing is slow (the CV can be saved meanwhile). */
const SLOW_AFTER_MS = 10_000;
/** The control stops waiting for the processed picture after this long and says it could not be processed. */
const PROCESSING_MAX_MS = 90_000;

interface ProfilePictureControlProps {
  uid: string;
  /** Called once the new picture is stored (the CV now has a photo). */
  onUploaded?: () => void;
  /** Called once the picture is removed (the CV now has no photo). */
  onRemoved?: () => void;
  /**
   * Called when the owner's stored picture shows: one uploaded on an earlier visit (before the CV existed, or from
   * another page), which the CV being edited may not know about yet.
   */
  onStored?: () => void;
  /** The anchor the completeness meter links to. */
  id?: string;
}

/** The core's refusal of a picture (its invalid-form error), as opposed to a failed upload. */
function isRefusal(error: unknown): error is Error {
  return isInvalidForm(error);
}

const UPLOAD_FAILED = 'We could not upload your picture. Check your connection and try again.';
/** Why a removal failed; either way the picture and the CV are as they were. */
function removalFailure(error: unknown): string {
  const step = error instanceof PictureRemovalError ? error.step : 'cv';
  const cause = error instanceof PictureRemovalError ? error.cause : error;
  const refused = (cause as { code?: unknown } | null)?.code;
  if (refused === 'storage/unauthorized' || refused === 'permission-denied') {
    return 'We could not remove your picture: this account is not allowed to change it. Sign in again and retry.';
  }
  return step === 'picture'
    ? 'We could not delete your picture from storage, so it is still on your CV. Check your connection and try again.'
    : 'We could not update your CV, so your picture is still there. Check your connection and try again.';
}

const NOT_PROCESSED =
  'We could not process this picture. Choose another JPEG, PNG or WebP photo, or try again in a few minutes.';

interface PictureEditing {
  preview: string | null;
  status: Status;
  onChange: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  onRemove: () => Promise<void>;
}

/**
 * The picture's upload and removal, and what the control says about them. The processing can outlast the control
 * (the owner saves and leaves): no state updates after unmount.
 */
function usePictureEditing(
  uid: string,
  input: RefObject<HTMLInputElement | null>,
  { onUploaded, onRemoved }: Pick<ProfilePictureControlProps, 'onUploaded' | 'onRemoved'>,
): PictureEditing {
  const { refreshPicture } = useSession();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = (next: Status) => {
    if (mounted.current) setStatus(next);
  };

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      Profile.picture({ uid, file: { contentType: file.type, sizeBytes: file.size } });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      setStatus({ kind: 'error', message: error.message });
      clearInput();
      return;
    }
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setStatus({ kind: 'uploading', progress: 0 });
    let generation: string;
    try {
      generation = await uploadPicture(uid, file, (progress) => show({ kind: 'uploading', progress }));
    } catch (error) {
      const message = isRefusal(error) ? error.message : UPLOAD_FAILED;
      if (!isRefusal(error)) console.warn('Picture upload failed.', error);
      show({ kind: 'error', message });
      setPreview(null);
      return;
    } finally {
      clearInput();
    }
    show({ kind: 'processing', slow: false });
    const slow = setTimeout(() => show({ kind: 'processing', slow: true }), SLOW_AFTER_MS);
    let served = false;
    try {
      served = await whenPictureServed(uid, generation, PROCESSING_MAX_MS);
    } catch (error) {
      console.warn('Could not mark the CV as having a photo.', error);
    } finally {
      clearTimeout(slow);
    }
    if (!served) {
      show({ kind: 'error', message: NOT_PROCESSED });
      if (mounted.current) setPreview(null);
      return;
    }
    show({ kind: 'idle' });
    refreshPicture(true);
    onUploaded?.();
    toast.success('Your picture has been updated.');
  };

  const onRemove = async () => {
    setStatus({ kind: 'removing' });
    try {
      await removePicture(uid);
    } catch (error) {
      console.warn('Picture removal failed.', error);
      // At the control as well as in the toast: the toast closes after a moment, the way forward stays.
      const message = removalFailure(error);
      show({ kind: 'error', message });
      toast.error(message);
      return;
    }
    show({ kind: 'idle' });
    refreshPicture(false);
    onRemoved?.();
    // The remove button goes with the picture: the file picker keeps the focus inside the control.
    input.current?.focus();
    toast.success('Your picture has been removed.');
  };

  return { preview, status, onChange, onRemove };
}

/** What the control is doing, or why it failed (the error is the file picker's description). */
function PictureStatusLine({ status, messageId }: { status: Status; messageId: string }) {
  switch (status.kind) {
    case 'removing':
      return (
        <p className="picture-progress" role="status">
          Removing your picture...
        </p>
      );
    case 'uploading':
      return (
        <p className="picture-progress" role="status">
          <progress max={1} value={status.progress} aria-label="Upload progress" /> Uploading your picture...
        </p>
      );
    case 'processing':
      return (
        <p className="picture-progress" role="status">
          <progress aria-label="Processing progress" />{' '}
          {status.slow
            ? 'Still processing your picture... You can save your CV meanwhile; the picture appears once it is ready.'
            : 'Processing your picture...'}
        </p>
      );
    case 'error':
      return (
        <p id={messageId} className="field-error" role="alert">
          {status.message}
        </p>
      );
    default:
      return null;
  }
}

/**
 * Choose, check, preview and upload the profile picture. The core checks the type and size before anything is
 * sent; the picture is resized in the browser and uploaded, the server re-encodes it ("Processing your picture"),
 * and every avatar refreshes once the processed picture is served. The CV form stays usable all along. A stored
 * picture can be removed after a confirmation (the CV then says it has no photo).
 */
export function ProfilePictureControl({ uid, onUploaded, onRemoved, onStored, id }: ProfilePictureControlProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const { user, pictureVersion } = useSession();
  const current = useProfilePicture(pictureOwner(user), pictureVersion);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { preview, status, onChange, onRemove } = usePictureEditing(uid, input, { onUploaded, onRemoved });

  const uploading = status.kind === 'uploading' || status.kind === 'processing';
  const busy = uploading || status.kind === 'removing';
  // The owner can always read their own picture, so anything but the default avatar is a stored picture.
  const stored = !preview && current !== defaultAvatar;
  useEffect(() => {
    if (stored) onStored?.();
  }, [stored, onStored]);
  const describedBy = [hintId, status.kind === 'error' ? messageId : null].filter(Boolean).join(' ');

  return (
    <div className="picture-control" id={id} tabIndex={id ? -1 : undefined}>
      <img className="avatar picture-preview" src={preview ?? current} alt="Your profile picture" width={120} height={120} />
      <div className="picture-control-body">
        <label htmlFor={inputId} className="picture-label">
          Profile picture
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PICTURE.types.join(',')}
          aria-describedby={describedBy}
          aria-invalid={status.kind === 'error'}
          disabled={busy}
          onChange={(event) => void onChange(event)}
        />
        <p id={hintId} className="field-hint">
          A clear, recent head-and-shoulders photo: JPEG, PNG or WebP, up to {PICTURE.maxMegabytes} MB. We resize it
          for you.
        </p>
        {stored ? (
          <button
            type="button"
            className="button button-ghost button-danger picture-remove"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Remove picture
          </button>
        ) : null}
        <PictureStatusLine status={status} messageId={messageId} />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove your profile picture?"
        confirmLabel="Remove picture"
        cancelLabel="Keep my picture"
        destructive
        onConfirm={() => {
          setConfirming(false);
          void onRemove();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>Your CV and player card show the default avatar until you upload a new picture.</p>
      </ConfirmDialog>
    </div>
  );
}
