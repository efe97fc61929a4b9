import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Attributes, type AttributeCard } from '../../../shared/core/profile';

// The core's answers, as the card's reader asks them (`Attributes.read`).
const playerStatsPath = (uid: string) => Attributes.read({ uid }, null).statsPath;
// The position's document of the season the fixture's stats were saved in.
const positionFiguresPath = (mainPosition: string) => Attributes.read({ mainPosition, stats: storedStats() }, null).figuresPath;
// The fixture player's birth month: the age group the percentiles compare with.
const attributeCard = (stats: Record<string, unknown>, playerType: string, mainPosition: string, aggregate: Record<string, unknown> | null) =>
  Attributes.read({ stats, playerType, mainPosition, birthMonth: String(storedPlayer().birthMonth) }, aggregate).card;
import { getDocument, queryDocuments } from '../../../shared/firebase/documents';
import { clearToasts, renderRoutes } from '../../../test/render';
import MyProfilePage from '../my-profile-page';
import PlayerPage from '../player-page';
import ProfilePage from '../profile-page';
import { entriesOfHeldCv, storedPlayer, storedPositionAggregate, storedStats } from '../test-fixtures';

vi.mock('../../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  queryDocuments: vi.fn(),
  setDocument: vi.fn(),
  serverTime: vi.fn(),
  removedField: vi.fn(),
}));
vi.mock('../../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(),
}));

const getDocumentMock = vi.mocked(getDocument);

/** The outfield figures of a position document (their keys as the functions store them). */
const OUTFIELD_FIGURES = ['overall', 'pac', 'sho', 'pas', 'dri', 'def', 'phy'];
const PLAYER = storedPlayer({ mainPosition: 'CM', playerType: 'outfield' });

/** Firestore as these tests arrange it: the CV, its stats and its position's figures, by path. */
function storeHolds(documents: { stats?: unknown; aggregate?: unknown; uid?: string; cv?: Record<string, unknown> }) {
  const uid = documents.uid ?? 'ana123';
  const cv = documents.cv ?? PLAYER;
  getDocumentMock.mockImplementation((path: string) => {
    if (path === `players/${uid}`) return Promise.resolve(cv);
    if (path === playerStatsPath(uid)) {
      return documents.stats instanceof Error ? Promise.reject(documents.stats) : Promise.resolve(documents.stats ?? null);
    }
    if (path === positionFiguresPath(String(cv.mainPosition))) return Promise.resolve(documents.aggregate ?? null);
    return Promise.resolve(null);
  });
}

/** What the core makes of the stored stats: the figures the card must show. */
function coreCard(stats: Record<string, unknown>, aggregate: Record<string, unknown> | null): AttributeCard {
  const card = attributeCard(stats, 'outfield', 'CM', aggregate);
  if (!card) throw new Error('the core read no card from the fixture');
  return card;
}

function renderReader(uid = 'ana123') {
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], `/profile?id=${uid}`, { user: { uid: 'reader' } });
}

function renderOwner() {
  return renderRoutes(
    [
      { path: '/profile/myprofile', element: <MyProfilePage /> },
      { path: '/settings/player-stats', element: <h1>stats wizard</h1> },
    ],
    '/profile/myprofile',
    { user: { uid: 'ana123' } },
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  // The CV's career and honours come from their entry documents: the held CV's lists, stored one per document.
  vi.mocked(queryDocuments).mockImplementation(entriesOfHeldCv(vi.mocked(getDocument)) as unknown as typeof queryDocuments);
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

describe('the attribute card on a CV', () => {
  it("shows the core's overall, position, faces in their bands, tests with units and dates, and the radar", async () => {
    const stats = storedStats();
    const aggregate = storedPositionAggregate(40, OUTFIELD_FIGURES);
    const expected = coreCard(stats, aggregate);
    storeHolds({ stats, aggregate });
    renderReader();

    const card = await screen.findByRole('region', { name: 'Attributes' });
    expect(getDocumentMock).toHaveBeenCalledWith(playerStatsPath('ana123'));
    expect(card.querySelector('.attribute-overall-value')).toHaveTextContent(String(expected.overall));
    expect(card.querySelector('.attribute-position')).toHaveTextContent(expected.position ?? '');
    const faces = within(within(card).getByRole('list', { name: 'Face attributes' })).getAllByRole('listitem');
    expect(faces).toHaveLength(expected.faces.length);
    expected.faces.forEach((face, index) => {
      const item = faces[index]!;
      expect(item).toHaveTextContent(face.face);
      expect(item.querySelector('.attribute-value')).toHaveTextContent(String(face.value));
      expect(item.querySelector('.attribute-value')).toHaveClass(`attribute-band-${face.band}`);
      expect(item).toHaveTextContent(face.topText ?? '');
    });

    const tests = within(card).getByRole('table', { name: 'Measured tests' });
    const rows = within(tests).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.tests.length);
    expected.tests.forEach((test, index) => {
      expect(rows[index]).toHaveTextContent(test.label);
      expect(rows[index]).toHaveTextContent(test.text);
      // The date as people read it, its ISO value kept for machines.
      const day = rows[index]!.querySelector('time');
      expect(day).toHaveAttribute('dateTime', test.measuredOn);
      expect(day).not.toHaveTextContent(test.measuredOn);
    });
    expect(tests).toHaveTextContent('14 September 2026');
    expect(tests).toHaveTextContent('2 October 2026');
    rows.forEach((row) => expect(row).toHaveTextContent('Reported by the player'));
  });

  it('says in words whose word every figure is: the ratings, the overall, each face and each test', async () => {
    const stats = storedStats();
    const expected = coreCard(stats, null);
    storeHolds({ stats });
    renderReader();

    const card = await screen.findByRole('region', { name: 'Attributes' });
    // The fixture's sprints corrected the pace: the ratings are self-rated, with measured tests.
    expect(expected.ratings.label).toBe('Self-rated, with measured tests');
    expect(card.querySelector('.attribute-provenance')).toHaveTextContent(`${expected.ratings.label} ${expected.ratings.description}`);
    expect(card.querySelector('.attribute-overall')).toHaveTextContent(`Overall${expected.ratings.label}`);
    const faces = within(within(card).getByRole('list', { name: 'Face attributes' })).getAllByRole('listitem');
    expected.faces.forEach((face, index) => expect(faces[index]).toHaveTextContent(`(${face.label}; ${face.source.label})`));
    expect(new Set(expected.faces.map((face) => face.source.label))).toEqual(new Set(['Self-rated', 'Self-rated, with measured tests']));
    const tags = [...card.querySelectorAll('.provenance-tag')];
    // The tag is words with the sentence as its title, never a colour alone.
    for (const tag of tags) expect(tag.getAttribute('title')).toMatch(/No coach has confirmed it\.$/);
    expect(tags.map((tag) => tag.textContent)).toContain('Reported by the player');

    // The chart loads with the card on the signed-in pages (jsdom has no IntersectionObserver either way).
    // (The chart's chunk is transformed on first use: on a busy machine that takes a while.)
    await waitFor(() => expect(card.querySelector('.attribute-radar-drawing svg')).not.toBeNull(), { timeout: 8000 });
  });

  it("gives the radar a table alternative holding each face's name, code and value; the drawing is hidden from it", async () => {
    const stats = storedStats();
    const expected = coreCard(stats, null);
    storeHolds({ stats });
    renderReader();

    const radar = await screen.findByRole('figure', { name: `Attribute radar ${expected.ratings.label}` });
    const table = within(radar).getByRole('table', { name: `Attribute radar as a table (${expected.ratings.label})` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(expected.faces.map((face) => `${face.label} (${face.face})${face.value}`));
    expect(radar.querySelector('.attribute-radar-drawing')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows a goalkeeper the core's goalkeeper card: its faces, from the goalkeeping ratings", async () => {
    const stats = storedStats({
      goalkeeping: {
        aerialReach: 15,
        commandOfArea: 14,
        communication: 13,
        eccentricity: 8,
        handling: 16,
        kicking: 12,
        oneOnOnes: 15,
        passing: 11,
        punching: 10,
        reflexes: 17,
        rushingOut: 12,
        throwing: 13,
      },
    });
    const keeper = storedPlayer({ playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] });
    const expected = attributeCard(stats, 'goalkeeper', 'GK', null);
    const outfield = attributeCard(stats, 'outfield', 'GK', null);
    storeHolds({ stats, cv: keeper });
    renderReader();

    const card = await screen.findByRole('region', { name: 'Attributes' });
    const faces = within(within(card).getByRole('list', { name: 'Face attributes' })).getAllByRole('listitem');
    expect(faces.map((item) => item.querySelector('abbr')?.textContent)).toEqual(expected?.faces.map((face) => face.face));
    // Not the outfield faces the same document would give an outfield player.
    expect(expected?.faces.map((face) => face.face)).not.toEqual(outfield?.faces.map((face) => face.face));
    expect(card.querySelector('.attribute-overall-value')).toHaveTextContent(String(expected?.overall));
  });

  it('shows no percentile when the position has fewer than 20 players, and shows them from 20', async () => {
    const stats = storedStats();
    storeHolds({ stats, aggregate: storedPositionAggregate(19, OUTFIELD_FIGURES) });
    renderReader();
    const card = await screen.findByRole('region', { name: 'Attributes' });
    expect(card.querySelectorAll('.attribute-face')).toHaveLength(6);
    expect(card).not.toHaveTextContent(/top \d+%/i);
    cleanup();

    storeHolds({ stats, aggregate: storedPositionAggregate(20, OUTFIELD_FIGURES) });
    renderReader();
    const ranked = await screen.findByRole('region', { name: 'Attributes' });
    expect(ranked.querySelectorAll('.attribute-top').length).toBeGreaterThanOrEqual(6);
    expect(ranked).toHaveTextContent(/Top \d+%/);
    expect(ranked).toHaveTextContent(/Percentiles among the 20 \w+ central midfielders who rated themselves in \d{4}\/\d{2}\./);
  });

  it('renders nothing for a hostile stats document, and the CV stays', async () => {
    for (const hostile of [
      { physical: 'x', technical: [1, 2, 3], tests: { sprint10m: { value: '<img src=x onerror=alert(1)>' } } },
      { physical: { pace: { deep: { deeper: 1 } } }, technical: null },
      ['not', 'a', 'document'],
    ]) {
      storeHolds({ stats: hostile });
      renderReader();
      expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
      await waitFor(() => expect(getDocumentMock).toHaveBeenCalledWith(playerStatsPath('ana123')));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Attributes' })).not.toBeInTheDocument();
      expect(document.querySelector('img[src="x"]')).toBeNull();
      cleanup();
    }
  });

  it('renders nothing when the stats cannot be read (refused, offline), and the CV stays', async () => {
    storeHolds({ stats: Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }) });
    renderReader();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    await waitFor(() => expect(getDocumentMock).toHaveBeenCalledWith(playerStatsPath('ana123')));
    expect(screen.queryByRole('region', { name: 'Attributes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add my stats' })).not.toBeInTheDocument();
  });

  it('invites the owner without stats to the wizard, and shows a visitor nothing', async () => {
    storeHolds({});
    renderOwner();
    const invite = await screen.findByRole('link', { name: 'Add my stats' });
    expect(invite).toHaveAttribute('href', '/settings/player-stats');
    expect(screen.queryByRole('region', { name: 'Attributes' })).not.toBeInTheDocument();
    // The position's figures are not read for a player without stats.
    expect(getDocumentMock).not.toHaveBeenCalledWith(positionFiguresPath('CM'));
    cleanup();

    storeHolds({});
    renderReader();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    await waitFor(() => expect(getDocumentMock).toHaveBeenCalledWith(playerStatsPath('ana123')));
    expect(screen.queryByRole('link', { name: 'Add my stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attributes' })).not.toBeInTheDocument();
  });

  it('on the public page, draws the radar only when it comes into view, and before "Print or save as PDF" prints', async () => {
    // An IntersectionObserver that never sees the radar: the visitor has not scrolled to it.
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    // The chart's chunk transformed beforehand: printing waits a few seconds at most for it, a busy test machine longer.
    await import('./attribute-radar-chart');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // The PDF is laid out now: the chart must be in it.
      expect(document.querySelector('.attribute-radar-drawing svg')).not.toBeNull();
    });
    try {
      storeHolds({ stats: storedStats() });
      renderRoutes([{ path: '/p/:id', element: <PlayerPage /> }], '/p/ana123', { user: null });
      const radar = await screen.findByRole('figure', { name: /^Attribute radar / });
      // The observer is attached by an effect, which may run a moment after the figure is in the page.
      await waitFor(() => expect(observed).toContain(radar));
      expect(within(radar).getByRole('table', { name: /^Attribute radar as a table / })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(radar.querySelector('svg')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 8000 });
      expect(radar.querySelector('svg')).not.toBeNull();
    } finally {
      print.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
