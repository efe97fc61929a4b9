import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFileUrl } from '../firebase/files';
import defaultAvatar from '../ui/default-avatar.svg';
import { useProfilePicture } from './use-profile-picture';

vi.mock('../firebase/files', () => ({ getFileUrl: vi.fn() }));

const fileUrl = vi.mocked(getFileUrl);

/** A getFileUrl answer that the test settles when it wants to. */
function pending() {
  let resolve!: (url: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  fileUrl.mockReset();
});

describe('useProfilePicture', () => {
  it('shows the default avatar and asks for nothing without a uid', async () => {
    const { result } = renderHook(() => useProfilePicture(null));
    await Promise.resolve();
    expect(result.current).toBe(defaultAvatar);
    expect(fileUrl).not.toHaveBeenCalled();
  });

  it("shows the default avatar at once, then the player's picture from profilePictures/{uid}", async () => {
    fileUrl.mockResolvedValue('https://files.example/ana.webp');
    const { result } = renderHook(() => useProfilePicture('ana'));
    expect(result.current).toBe(defaultAvatar);
    await waitFor(() => expect(result.current).toBe('https://files.example/ana.webp'));
    expect(fileUrl).toHaveBeenCalledWith('profilePictures/ana');
  });

  it('shows the default avatar and asks for nothing for a uid the core builds no Storage path for', async () => {
    const { result } = renderHook(() => useProfilePicture('a/b'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBe(defaultAvatar);
    expect(fileUrl).not.toHaveBeenCalled();
  });

  it('keeps the default avatar when the player has no picture', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    fileUrl.mockRejectedValue(new Error('storage/object-not-found'));
    const { result } = renderHook(() => useProfilePicture('ana'));
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(result.current).toBe(defaultAvatar);
    info.mockRestore();
  });

  it('asks again on a new version and keeps the current picture until the new one arrives', async () => {
    fileUrl.mockResolvedValueOnce('https://files.example/ana-1.webp');
    const { result, rerender } = renderHook(({ version }) => useProfilePicture('ana', version), {
      initialProps: { version: 0 },
    });
    await waitFor(() => expect(result.current).toBe('https://files.example/ana-1.webp'));

    const second = pending();
    fileUrl.mockReturnValueOnce(second.promise);
    rerender({ version: 1 });
    await waitFor(() => expect(fileUrl).toHaveBeenCalledTimes(2));
    expect(result.current).toBe('https://files.example/ana-1.webp');
    second.resolve('https://files.example/ana-2.webp');
    await waitFor(() => expect(result.current).toBe('https://files.example/ana-2.webp'));
  });

  it("never shows another player's picture, nor a late answer for the previous player", async () => {
    const first = pending();
    const second = pending();
    fileUrl.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise).mockReturnValue(pending().promise);
    const { result, rerender } = renderHook(({ uid }) => useProfilePicture(uid), { initialProps: { uid: 'ana' } });
    rerender({ uid: 'ben' });
    await waitFor(() => expect(fileUrl).toHaveBeenCalledTimes(2));
    second.resolve('https://files.example/ben.webp');
    await waitFor(() => expect(result.current).toBe('https://files.example/ben.webp'));
    await act(async () => {
      first.resolve('https://files.example/ana.webp');
      await new Promise((settled) => setTimeout(settled, 0));
    });
    expect(result.current).toBe('https://files.example/ben.webp');

    rerender({ uid: 'ana' });
    expect(result.current).toBe(defaultAvatar);
  });

  it('goes back to the default avatar when the uid goes away', async () => {
    fileUrl.mockResolvedValue('https://files.example/ana.webp');
    const { result, rerender } = renderHook(({ uid }: { uid: string | null }) => useProfilePicture(uid), {
      initialProps: { uid: 'ana' as string | null },
    });
    await waitFor(() => expect(result.current).toBe('https://files.example/ana.webp'));
    rerender({ uid: null });
    expect(result.current).toBe(defaultAvatar);
  });
});
