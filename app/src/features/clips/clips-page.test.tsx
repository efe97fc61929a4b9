import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryPlan } from '../../shared/core/generated/gallery-plan';
import { queryListPlan } from '../../shared/firebase/documents';
import { renderRoutes } from '../../test/render';
import ClipsPage from './clips-page';
import { curatedClips } from './data/curated-clips';

vi.mock('../../shared/firebase/documents', () => ({
  queryListPlan: vi.fn(),
  getDocument: vi.fn(),
  setDocument: vi.fn(),
  updateDocument: vi.fn(),
  serverTime: vi.fn(),
  removedField: vi.fn(),
}));

const queryMock = vi.mocked(queryListPlan);

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(cleanup);

function renderClips() {
  return renderRoutes([{ path: '/clips', element: <ClipsPage /> }], '/clips');
}

const first = curatedClips[0]!;

describe('ClipsPage', () => {
  it('shows every curated clip as a poster, title, player and YouTube link, with no player loaded', () => {
    renderClips();
    expect(screen.getByRole('heading', { level: 1, name: 'Clips' })).toBeInTheDocument();
    const featured = screen.getByRole('list', { name: 'Featured highlights' });
    expect(within(featured).getAllByRole('article')).toHaveLength(curatedClips.length);
    expect(document.querySelector('iframe')).toBeNull();

    const card = screen.getByRole('article', { name: first.title });
    expect(within(card).getByText(first.player)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Play ${first.title}` })).toBeInTheDocument();
    const watch = within(card).getByRole('link', { name: 'Watch on YouTube' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=q3Lr8VbN2xA');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('replaces the poster by the privacy-enhanced player on play, and focuses it once loaded', async () => {
    const user = userEvent.setup();
    renderClips();
    const card = screen.getByRole('article', { name: first.title });
    await user.click(within(card).getByRole('button', { name: `Play ${first.title}` }));

    const frame = card.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/q3Lr8VbN2xA?autoplay=1');
    expect(frame).toHaveAttribute('title', `${first.title} (${first.player})`);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    // Only the clicked clip loads a player.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);

    fireEvent.load(frame!);
    expect(frame).toHaveFocus();
  });

  it("loads players' highlights only when asked, from public index entries with well-formed video ids", async () => {
    const user = userEvent.setup();
    queryMock.mockResolvedValue([
      {
        id: 'ana',
        data: {
          displayName: 'Ana Silva',
          searchKey: 'ana silva',
          visibility: 'public',
          updatedAt: 1_736_935_200_000,
          hasClips: true,
          clips: [{ videoId: 'aaaaaaaaaaa', title: 'Saves 2024' }],
        },
      },
      {
        // A members-only entry and a broken video id never reach the gallery.
        id: 'joe',
        data: {
          displayName: 'Joe Diaz',
          searchKey: 'joe diaz',
          visibility: 'members',
          hasClips: true,
          clips: [{ videoId: 'bbbbbbbbbbb', title: 'Members only' }],
        },
      },
      {
        id: 'eve',
        data: {
          displayName: 'Eve Hostile',
          searchKey: 'eve hostile',
          visibility: 'public',
          hasClips: true,
          clips: [{ videoId: 'x"onload="y', title: 'Injected' }],
        },
      },
    ]);
    renderClips();
    expect(queryMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: "Players' highlights" })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Show players' highlights" }));

    const list = await screen.findByRole('list', { name: "Players' highlights" });
    // One page of the player index (players with clips, newest first), never the CVs.
    expect(queryMock).toHaveBeenCalledWith(galleryPlan);
    expect(galleryPlan).toMatchObject({ collection: 'playerIndex', limit: 12 });
    expect(galleryPlan.where).toContainEqual({ field: 'hasClips', op: '==', value: true });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { name: 'Saves 2024' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aaaaaaaaaaa',
    );
    expect(screen.queryByRole('button', { name: "Show players' highlights" })).not.toBeInTheDocument();
    // The focus moves in an effect after the list is drawn: wait for it rather than race it on a busy machine.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From SKORA players' })).toHaveFocus());
  });

  it('says so when no public profile links a video, and offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    queryMock.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce([]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderClips();
    await user.click(screen.getByRole('button', { name: "Show players' highlights" }));
    expect(await screen.findByRole('heading', { name: "We could not load players' highlights" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No player highlights yet' })).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(2);
  });
});
