import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profile } from '../core/profile';
import { getDocument, writeDocuments } from '../firebase/documents';
import { deleteFile, fileCustomMetadata, getFileUrl, uploadFile } from '../firebase/files';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import { ProfilePictureControl } from './profile-picture-control';

/** The core's key of a user's cached CV (`cache::profile_key`). */
const profileCacheKey = (uid: string) => `userProfile_${uid}`;

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

vi.mock('../firebase/documents', () => ({
  getDocument: vi.fn(),
  // The photo flag goes through the one writer (the core's plan): one batch of one merge.
  writeDocuments: vi.fn(() => Promise.resolve()),
  serverTime: vi.fn(() => SERVER_TIME),
  timestampOf: vi.fn(),
  removedField: vi.fn(),
}));
/** The generation the Storage mock gives every upload. */
const GENERATION = '1700000000000001';

vi.mock('../firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(() => Promise.resolve('1700000000000001')),
  deleteFile: vi.fn(() => Promise.resolve()),
  // The served picture, once the function has re-encoded the upload.
  fileCustomMetadata: vi.fn(() => Promise.resolve({ visibility: 'public', uploadGeneration: '1700000000000001' })),
}));

const MB = 1024 * 1024;

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  // A stored CV (its content does not matter here: the control only marks it as having a photo).
  vi.mocked(getDocument).mockResolvedValue({ firstName: 'Ana', playerType: 'outfield', visibility: 'public' });
  vi.mocked(fileCustomMetadata).mockResolvedValue({ visibility: 'public', uploadGeneration: GENERATION });
  // No stored picture unless a test says so.
  vi.mocked(getFileUrl).mockRejectedValue(new Error('storage/object-not-found'));
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  cleanup();
});

function renderControl() {
  const refreshPicture = vi.fn();
  const onUploaded = vi.fn();
  const session = { ...sessionValue({ user: { uid: 'abc' } }), refreshPicture };
  render(
    <Providers session={session}>
      <ProfilePictureControl uid="abc" onUploaded={onUploaded} />
    </Providers>,
  );
  // A user can pick "All files" in the browser's dialog, so the accept filter is no protection.
  const user = userEvent.setup({ applyAccept: false });
  return { user, refreshPicture, onUploaded, input: screen.getByLabelText('Profile picture') as HTMLInputElement };
}

/** The control's own message (toasts are alerts too, so look inside the control only). */
function controlMessage(input: HTMLElement) {
  return within(input.closest('.picture-control') as HTMLElement);
}

/** What the core says about a picture of this type and size. */
function coreRefusal(type: string, size: number): string {
  try {
    Profile.picture({ uid: 'abc', file: { contentType: type, sizeBytes: size } });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the core accepted ${type} of ${size} bytes`);
}

describe('ProfilePictureControl', () => {
  it('offers JPEG, PNG and WebP files', () => {
    const { input } = renderControl();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it("refuses a PDF with the core's message and uploads nothing", async () => {
    const { user, input, refreshPicture } = renderControl();
    await user.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    const message = await controlMessage(input).findByRole('alert');
    expect(message).toHaveTextContent(coreRefusal('application/pdf', 8));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(uploadFile).not.toHaveBeenCalled();
    expect(refreshPicture).not.toHaveBeenCalled();
  });

  it("refuses a 6 MB photo with the core's message and uploads nothing", async () => {
    const { user, input } = renderControl();
    await user.upload(input, new File([new Uint8Array(6 * MB)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await controlMessage(input).findByRole('alert')).toHaveTextContent(coreRefusal('image/jpeg', 6 * MB));
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads a valid picture to the upload path, marks the CV once it is served and refreshes every avatar', async () => {
    const { user, input, refreshPicture, onUploaded } = renderControl();
    const file = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(await screen.findByText('Your picture has been updated.')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith('pictureUploads/abc', expect.any(Blob), 'image/png', expect.any(Function));
    expect(fileCustomMetadata).toHaveBeenCalledWith('profilePictures/abc');
    expect(writeDocuments).toHaveBeenCalledWith([{ path: 'players/abc', data: { hasPhoto: true, updatedAt: SERVER_TIME }, merge: true }]);
    expect(refreshPicture).toHaveBeenCalledWith(true);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(controlMessage(input).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("marks the copy of the CV cached on this device as having a photo, keeping the rest of it", async () => {
    const cached = { firstName: 'Ana', career: [{ club: 'CD Leganés' }], hasPhoto: false };
    localStorage.setItem(profileCacheKey('abc'), JSON.stringify(cached));
    const { user, input } = renderControl();
    await user.upload(input, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Your picture has been updated.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(profileCacheKey('abc')) ?? 'null')).toEqual({ ...cached, hasPhoto: true });
  });

  it('says "Processing" until the processed picture of THIS upload is served; only then the CV gets hasPhoto', async () => {
    vi.mocked(fileCustomMetadata)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ visibility: 'public', uploadGeneration: 'an-older-upload' });
    const { user, input, refreshPicture } = renderControl();
    await user.upload(input, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
    expect(await controlMessage(input).findByText('Processing your picture...')).toHaveAttribute('role', 'status');
    expect(input).toBeDisabled();
    expect(writeDocuments).not.toHaveBeenCalled();
    expect(refreshPicture).not.toHaveBeenCalled();
    expect(await screen.findByText('Your picture has been updated.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(fileCustomMetadata).toHaveBeenCalledTimes(3);
    expect(writeDocuments).toHaveBeenCalledWith([{ path: 'players/abc', data: { hasPhoto: true, updatedAt: SERVER_TIME }, merge: true }]);
    expect(refreshPicture).toHaveBeenCalledWith(true);
    expect(controlMessage(input).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a picture that is never served (refused or stuck): says so after a while, never marks the CV', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fileCustomMetadata).mockResolvedValue(null);
    const { input, refreshPicture, onUploaded } = renderControl();
    const user = userEvent.setup({ applyAccept: false, advanceTimers: vi.advanceTimersByTime });
    await user.upload(input, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
    expect(await controlMessage(input).findByText('Processing your picture...')).toHaveAttribute('role', 'status');
    await vi.advanceTimersByTimeAsync(11_000);
    expect(controlMessage(input).getByRole('status')).toHaveTextContent('Still processing your picture... You can save your CV');
    await vi.advanceTimersByTimeAsync(90_000);
    expect(await controlMessage(input).findByRole('alert')).toHaveTextContent('We could not process this picture.');
    expect(writeDocuments).not.toHaveBeenCalled();
    expect(refreshPicture).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(input).toBeEnabled();
  });

  it('does not touch a CV that does not exist yet', async () => {
    vi.mocked(getDocument).mockResolvedValue(null);
    const { user, input, onUploaded } = renderControl();
    await user.upload(input, new File([new Uint8Array(2048)], 'me.webp', { type: 'image/webp' }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(uploadFile).toHaveBeenCalled();
    expect(writeDocuments).not.toHaveBeenCalled();
  });

  it('explains a failed upload', async () => {
    vi.mocked(uploadFile).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'storage/retry-limit-exceeded' }));
    const { user, input, refreshPicture } = renderControl();
    await user.upload(input, new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' }));
    expect(await controlMessage(input).findByRole('alert')).toHaveTextContent(
      'We could not upload your picture. Check your connection and try again.',
    );
    expect(refreshPicture).not.toHaveBeenCalled();
  });

  describe('removing the picture', () => {
    const STORED = 'http://127.0.0.1:9199/v0/b/demo/o/profilePictures%2Fabc?alt=media';

    /** The control with a stored picture (the CV says so too), and its "Remove picture" button. */
    async function renderWithPicture() {
      vi.mocked(getFileUrl).mockResolvedValue(STORED);
      vi.mocked(getDocument).mockResolvedValue({ firstName: 'Ana', hasPhoto: true, visibility: 'public' });
      const onRemoved = vi.fn();
      const refreshPicture = vi.fn();
      const session = { ...sessionValue({ user: { uid: 'abc' } }), refreshPicture };
      render(
        <Providers session={session}>
          <ProfilePictureControl uid="abc" onRemoved={onRemoved} />
        </Providers>,
      );
      const user = userEvent.setup();
      await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', STORED));
      return { user, onRemoved, refreshPicture, remove: screen.getByRole('button', { name: 'Remove picture' }) };
    }

    it('is offered only when a picture is stored', async () => {
      renderControl();
      await vi.waitFor(() => expect(getFileUrl).toHaveBeenCalled());
      expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    });

    it('asks first; "Keep my picture" (or Escape) keeps it and deletes nothing', async () => {
      const { user, remove, onRemoved } = await renderWithPicture();
      await user.click(remove);
      const dialog = screen.getByRole('alertdialog', { name: 'Remove your profile picture?' });
      // The safe answer has the focus.
      expect(within(dialog).getByRole('button', { name: 'Keep my picture' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await user.click(remove);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(remove).toHaveFocus();
      expect(deleteFile).not.toHaveBeenCalled();
      expect(writeDocuments).not.toHaveBeenCalled();
      expect(onRemoved).not.toHaveBeenCalled();
    });

    it('confirmed with the keyboard: marks the CV hasPhoto false, deletes the served picture, refreshes every avatar', async () => {
      const cached = { firstName: 'Ana', career: [{ club: 'CD Leganés' }], hasPhoto: true };
      localStorage.setItem(profileCacheKey('abc'), JSON.stringify(cached));
      const { user, remove, onRemoved, refreshPicture } = await renderWithPicture();
      remove.focus();
      await user.keyboard('{Enter}');
      await user.tab();
      const dialog = screen.getByRole('alertdialog', { name: 'Remove your profile picture?' });
      expect(within(dialog).getByRole('button', { name: 'Remove picture' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Your picture has been removed.')).toBeInTheDocument();
      expect(writeDocuments).toHaveBeenCalledWith([{ path: 'players/abc', data: { hasPhoto: false, updatedAt: SERVER_TIME }, merge: true }]);
      expect(deleteFile).toHaveBeenCalledWith('profilePictures/abc');
      expect(vi.mocked(writeDocuments).mock.invocationCallOrder[0]).toBeLessThan(
        vi.mocked(deleteFile).mock.invocationCallOrder[0] ?? 0,
      );
      expect(refreshPicture).toHaveBeenCalledWith(false);
      expect(onRemoved).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem(profileCacheKey('abc')) ?? 'null')).toEqual({ ...cached, hasPhoto: false });
    });

    it('a failed deletion says why, puts hasPhoto back and keeps the picture', async () => {
      vi.mocked(deleteFile).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'storage/retry-limit-exceeded' }));
      const cached = { firstName: 'Ana', hasPhoto: true };
      localStorage.setItem(profileCacheKey('abc'), JSON.stringify(cached));
      const { user, remove, onRemoved, refreshPicture } = await renderWithPicture();
      await user.click(remove);
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove picture' }));
      expect(
        await screen.findByText(
          'We could not delete your picture from storage, so it is still on your CV. Check your connection and try again.',
          // At the control, where it stays once the toast has closed.
          { selector: '.field-error' },
        ),
      ).toBeInTheDocument();
      expect(writeDocuments).toHaveBeenLastCalledWith([{ path: 'players/abc', data: { hasPhoto: true, updatedAt: SERVER_TIME }, merge: true }]);
      expect(refreshPicture).not.toHaveBeenCalled();
      expect(onRemoved).not.toHaveBeenCalled();
      expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', STORED);
      expect(screen.getByRole('button', { name: 'Remove picture' })).toBeEnabled();
      expect(JSON.parse(localStorage.getItem(profileCacheKey('abc')) ?? 'null')).toEqual(cached);
    });

    it('a CV that cannot be updated: says why and deletes nothing', async () => {
      vi.mocked(writeDocuments).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
      const { user, remove, onRemoved } = await renderWithPicture();
      await user.click(remove);
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove picture' }));
      expect(
        await screen.findByText('We could not update your CV, so your picture is still there. Check your connection and try again.', {
          selector: '.field-error',
        }),
      ).toBeInTheDocument();
      expect(deleteFile).not.toHaveBeenCalled();
      expect(onRemoved).not.toHaveBeenCalled();
    });
  });
});
