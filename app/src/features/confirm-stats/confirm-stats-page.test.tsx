import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import ConfirmStatsPage from './confirm-stats-page';

// The Cloud Functions wrapper, mocked at the wrapper boundary: the page's api hands the link's token (and the answer)
// to `answerConfirmation`.
const functions = vi.hoisted(() => ({
  callFunction: vi.fn<(name: string, data: unknown, timeoutMs: number) => Promise<unknown>>(),
}));
vi.mock('../../shared/firebase/functions', () => ({ callFunction: functions.callFunction }));
const call = functions.callFunction;
// The page runs under StrictMode, whose double effect opens the link twice (a read): the link's view and the answers
// are mocked apart, so a test's answers come in the order it gives them.
const opened = vi.fn<() => Promise<unknown>>();
const answered = vi.fn<() => Promise<unknown>>();

const TOKEN = 'ab'.repeat(32);

const PENDING = {
  status: 'pending',
  request: {
    playerName: 'Ana Silva',
    playerClub: 'FC Norte U17',
    officialName: 'João Costa',
    officialRole: 'coach',
    officialClub: 'FC Norte',
    covers: 'weeks',
    subjectLabel: 'Season',
    subject: '2026/27',
    note: '<b>Thanks</b> coach, these are my last two games.',
    groups: [
      {
        id: '2026-W40',
        label: 'Week 40 (28 Sep – 4 Oct 2026)',
        figures: [
          { key: 'minutes', label: 'Minutes played', text: '90' },
          { key: 'goals', label: 'Goals', text: '2' },
        ],
      },
      {
        id: '2026-W41',
        label: 'Week 41 (5 – 11 Oct 2026)',
        figures: [{ key: 'minutes', label: 'Minutes played', text: '64' }],
      },
    ],
  },
};

/** The measured tests as the function words them: each result with its day. */
const TEST_FIGURES = [
  { key: 'sprint10m', label: '10 m sprint', text: '1.72 s, measured on 14 September 2026' },
  { key: 'cmj', label: 'Countermovement jump', text: '41.5 cm, measured on 14 September 2026' },
];

/** The same player's request about the measured tests, as the function shows it. */
const PENDING_TESTS = {
  status: 'pending',
  request: {
    ...PENDING.request,
    covers: 'tests',
    subjectLabel: 'Figures',
    subject: 'Measured physical tests',
    groups: [{ id: 'tests', label: 'Measured physical tests', figures: TEST_FIGURES }],
  },
};

const UNAVAILABLE =
  'This link does not work any more. If the player still needs your confirmation, they can send a new request.';

/** The calls that carried an answer (the first call only opens the link). */
const answers = () => call.mock.calls.filter(([, data]) => (data as { answer?: string }).answer !== undefined);

const renderPage = () =>
  renderRoutes([{ path: '/confirm-stats/:token', element: <ConfirmStatsPage /> }], `/confirm-stats/${TOKEN}`, { strict: true });

/** Renders the link with the pending request on screen. */
async function openLink() {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('heading', { name: 'Ana Silva asks you to confirm their stats' });
  return user;
}

beforeEach(() => {
  call.mockReset();
  opened.mockReset().mockResolvedValue(PENDING);
  answered.mockReset();
  call.mockImplementation((_name, data) => ((data as { answer?: string }).answer === undefined ? opened() : answered()));
});
afterEach(cleanup);

describe('the confirmation link', () => {
  it("shows the loading screen, then who asks, their club, the season, the note as text, and each week's figures", async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const card = await screen.findByRole('region', { name: 'Ana Silva asks you to confirm their stats' });
    expect(call).toHaveBeenCalledWith('answerConfirmation', { token: TOKEN }, expect.any(Number));
    expect(screen.getByRole('heading', { level: 1, name: "Confirm a player's stats" })).toBeInTheDocument();
    expect(within(card).getByText('FC Norte U17')).toBeInTheDocument();
    const facts = card.querySelector('.confirm-facts')!;
    expect(within(facts as HTMLElement).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Club', 'Season']);
    expect(within(card).getByText('2026/27')).toBeInTheDocument();
    // The player's note is text: its markup shows as typed and makes no element.
    expect(within(card).getByText('<b>Thanks</b> coach, these are my last two games.')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(card).toHaveTextContent(
      "If you confirm, Ana Silva's CV shows these figures as confirmed by João Costa (coach, FC Norte). If something is wrong, say what: only Ana Silva sees your note.",
    );
    const week40 = within(card).getByRole('region', { name: 'Week 40 (28 Sep – 4 Oct 2026)' });
    const figures40 = within(week40).getAllByRole('definition').map((dd) => dd.textContent);
    expect(within(week40).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Minutes played', 'Goals']);
    expect(figures40).toEqual(['90', '2']);
    const week41 = within(card).getByRole('region', { name: 'Week 41 (5 – 11 Oct 2026)' });
    expect(within(week41).getByText('64')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Something is wrong' })).toBeEnabled();
    expect(document.title).toBe("Confirm a player's stats | SKORA");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a request about the measured tests: the figures they are, each with its day, and the same answers', async () => {
    opened.mockResolvedValue(PENDING_TESTS);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Ana Silva asks you to confirm their stats' });
    const facts = card.querySelector('.confirm-facts') as HTMLElement;
    expect(within(facts).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Club', 'Figures']);
    expect(within(facts).getAllByRole('definition')[1]).toHaveTextContent('Measured physical tests');
    expect(card).toHaveTextContent("If you confirm, Ana Silva's CV shows these figures as confirmed by João Costa (coach, FC Norte).");
    const tests = within(card).getByRole('region', { name: 'Measured physical tests' });
    expect(within(tests).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['10 m sprint', 'Countermovement jump']);
    expect(within(tests).getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '1.72 s, measured on 14 September 2026',
      '41.5 cm, measured on 14 September 2026',
    ]);
    expect(within(card).queryByText(/Season|No figures/)).toBeNull();

    answered.mockResolvedValueOnce({ status: 'confirmed' });
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Thank you: the stats are confirmed' })).toBeInTheDocument();
    expect(answers()).toEqual([['answerConfirmation', { token: TOKEN, answer: 'confirm' }, expect.any(Number)]]);
  });

  it('says a week has no figures only for a week', async () => {
    const empty = (request: typeof PENDING.request | typeof PENDING_TESTS.request) => ({
      status: 'pending',
      request: { ...request, groups: [{ ...request.groups[0]!, figures: [] }] },
    });
    opened.mockResolvedValue(empty(PENDING.request));
    renderPage();
    const week = await screen.findByRole('region', { name: 'Week 40 (28 Sep – 4 Oct 2026)' });
    expect(within(week).getByText('No figures for this week.')).toBeInTheDocument();
    cleanup();

    opened.mockResolvedValue(empty(PENDING_TESTS.request));
    renderPage();
    const tests = await screen.findByRole('region', { name: 'Measured physical tests' });
    expect(within(tests).queryByText(/No figures/)).toBeNull();
  });

  it('confirms with one call, disables the answers meanwhile, then thanks the official with focus on the thanks', async () => {
    const user = await openLink();
    let answer!: (value: unknown) => void;
    answered.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Something is wrong' })).toBeDisabled();
    expect(answers()).toEqual([['answerConfirmation', { token: TOKEN, answer: 'confirm' }, expect.any(Number)]]);
    answer({ status: 'confirmed' });
    const thanks = await screen.findByRole('heading', { name: 'Thank you: the stats are confirmed' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/Ana Silva's CV now shows these figures as confirmed by João Costa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(thanks.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it("asks what is wrong when the note is empty, at the field, in the function's words", async () => {
    const user = await openLink();
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }));
    const note = screen.getByRole('textbox', { name: /What is wrong\?/ });
    expect(note).toHaveFocus();
    await user.type(note, '   ');
    // The rule is the core's, in the function: the page sends what was typed and shows the refusal at the field.
    answered.mockRejectedValueOnce(
      Object.assign(new Error('Check the note.'), {
        code: 'functions/invalid-argument',
        details: { errors: [{ field: 'note', code: 'required', message: 'Say what is wrong, so the player can correct it.' }] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Say what is wrong, so the player can correct it.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByRole('alert').id);
    expect(answers()).toEqual([['answerConfirmation', { token: TOKEN, answer: 'dispute', note: '' }, expect.any(Number)]]);
    // "Back" closes the note and gives the focus back to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Something is wrong' })).toHaveFocus();
  });

  it('sends a dispute with its note, counts the characters as they are typed, and says the player will see it', async () => {
    const user = await openLink();
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }));
    const note = screen.getByRole('textbox', { name: /What is wrong\?/ });
    expect(note).toHaveAccessibleDescription(/0\/280 characters/);
    await user.type(note, 'Week 41: I played 46 minutes. ');
    expect(note).toHaveAccessibleDescription(/30\/280 characters/);
    answered.mockResolvedValueOnce({ status: 'disputed' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you: Ana Silva will see your note' });
    expect(answers()).toEqual([
      ['answerConfirmation', { token: TOKEN, answer: 'dispute', note: 'Week 41: I played 46 minutes.' }, expect.any(Number)],
    ]);
    await waitFor(() => expect(thanks).toHaveFocus());
  });

  it("shows the function's refusal of the note at the field and keeps what was typed", async () => {
    const user = await openLink();
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }));
    await user.type(screen.getByRole('textbox', { name: /What is wrong\?/ }), 'Wrong goals');
    const refusal = Object.assign(new Error('Check the note.'), {
      code: 'functions/invalid-argument',
      details: { errors: [{ field: 'note', code: 'too_long', message: 'Use at most 280 characters.' }] },
    });
    answered.mockRejectedValueOnce(refusal);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use at most 280 characters.');
    expect(screen.getByRole('textbox', { name: /What is wrong\?/ })).toHaveValue('Wrong goals');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows only the message when the link does not work, and no request', async () => {
    opened.mockResolvedValue({ status: 'unavailable', message: UNAVAILABLE });
    renderPage();
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('button')).toBeNull();
    expect(within(main).queryByRole('textbox')).toBeNull();
    expect(within(main).queryByText(/asks you to confirm/)).toBeNull();
    // The card says the message and offers the way out, nothing else.
    const card = screen.getByRole('heading', { level: 2 }).closest('section')!;
    expect(within(card).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([UNAVAILABLE]);
  });

  it('offers to try again when SKORA cannot be reached, and keeps the note typed before the failure', async () => {
    const user = await openLink();
    await user.click(screen.getByRole('button', { name: 'Something is wrong' }));
    await user.type(screen.getByRole('textbox', { name: /What is wrong\?/ }), 'Goals: 1, not 2');
    answered.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'functions/unavailable' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const failure = await screen.findByRole('heading', { name: 'We could not reach SKORA' });
    await waitFor(() => expect(failure).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /asks you to confirm/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const note = await screen.findByRole('textbox', { name: /What is wrong\?/ });
    expect(note).toHaveValue('Goals: 1, not 2');
    // The button that had the focus is gone: the request's heading takes it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ana Silva asks you to confirm their stats' })).toHaveFocus());
    answered.mockResolvedValueOnce({ status: 'disputed' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Thank you: Ana Silva will see your note' })).toBeInTheDocument();
    expect(answers().map(([, data]) => data)).toEqual([
      { token: TOKEN, answer: 'dispute', note: 'Goals: 1, not 2' },
      { token: TOKEN, answer: 'dispute', note: 'Goals: 1, not 2' },
    ]);
  });
});
