import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePicture } from '../../../shared/core/profile';
import { getDocument, updateDocument } from '../../../shared/firebase/documents';
import { uploadFile } from '../../../shared/firebase/files';
import { clearToasts, Providers, sessionValue } from '../../../test/render';
import { storedPlayer } from '../test-fixtures';
import { ProfilePictureControl } from './profile-picture-control';

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

vi.mock('../../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  setDocument: vi.fn(),
  updateDocument: vi.fn(() => Promise.resolve()),
  serverTime: vi.fn(() => SERVER_TIME),
  removedField: vi.fn(),
}));
vi.mock('../../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(() => Promise.resolve()),
}));

const MB = 1024 * 1024;

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.mocked(getDocument).mockResolvedValue(storedPlayer());
});

afterEach(async () => {
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
    validatePicture(type, size);
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

  it('uploads a valid picture, marks the CV as having a photo and refreshes every avatar', async () => {
    const { user, input, refreshPicture, onUploaded } = renderControl();
    const file = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(await screen.findByText('Your picture has been updated.')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith('profilePictures/abc', expect.any(Blob), 'image/png', expect.any(Function));
    expect(updateDocument).toHaveBeenCalledWith('players/abc', { hasPhoto: true, updatedAt: SERVER_TIME });
    expect(refreshPicture).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(controlMessage(input).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not touch a CV that does not exist yet', async () => {
    vi.mocked(getDocument).mockResolvedValue(null);
    const { user, input, onUploaded } = renderControl();
    await user.upload(input, new File([new Uint8Array(2048)], 'me.webp', { type: 'image/webp' }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(uploadFile).toHaveBeenCalled();
    expect(updateDocument).not.toHaveBeenCalled();
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
});
