import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCallables, described, fillOfficial, officialFields, OPEN_TESTS, OPEN_WEEKS, refusedAt, requestItems, TYPED_FORM } from '../../shared/confirmations/test-fixtures';
import { callFunction } from '../../shared/firebase/functions';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import { ConfirmationRequests } from './confirmation-requests';
import type { LoggedWeek } from './logged-weeks';

// Firebase stays out of component tests: only the callables' wrapper is replaced. The list, Withdraw and the
// official's fields are the shared section's (shared/confirmations), tested there.
vi.mock('../../shared/firebase/functions', () => ({ callFunction: vi.fn() }));
const callMock = vi.mocked(callFunction);
/** The calls that asked to confirm, with what they sent. */
const asked = () => callMock.mock.calls.filter(([name]) => name === 'askToConfirmStats').map(([, data]) => data);

const SEASON = '2026/27';
const ROWS: LoggedWeek[] = [
  { week: '2026-W41', label: 'Week 41 (5–11 Oct 2026)', summary: '1 match · 90 min · 1 goal' },
  { week: '2026-W40', label: 'Week 40 (28 Sep–4 Oct 2026)', summary: '2 matches · 150 min' },
  { week: '2026-W39', label: 'Week 39 (21–27 Sep 2026)', summary: 'Training only' },
];

beforeEach(() => {
  vi.clearAllMocks();
  answerCallables(callMock, []);
});
afterEach(async () => {
  await clearToasts();
  cleanup();
});

const section = (rows: readonly LoggedWeek[] | null, currentWeek: string, seasonLabel = SEASON) => (
  <Providers session={sessionValue({ user: { uid: 'p1' } })}>
    <ConfirmationRequests seasonLabel={seasonLabel} rows={rows} currentWeek={currentWeek} />
  </Providers>
);

function renderSection(rows: readonly LoggedWeek[] | null = ROWS, currentWeek = '2026-W40') {
  return { ...render(section(rows, currentWeek)), user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: 'Confirmed by your coach' });
const askButton = () => screen.getByRole('button', { name: 'Ask your coach to confirm' });
const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(askButton());
  return screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
};
const week = (dialog: HTMLElement, label: string) => within(dialog).getByRole('checkbox', { name: new RegExp(`^${label}`) });

describe('ConfirmationRequests (the weekly page)', () => {
  it('says why a confirmation counts, and lists the requests about weeks only', async () => {
    answerCallables(callMock, [OPEN_TESTS, OPEN_WEEKS]);
    renderSection();
    expect(within(region()).getByText(/Scouts trust figures a coach has confirmed/)).toBeInTheDocument();
    expect(within(region()).getByText(/its confirmation is voided/)).toBeInTheDocument();
    await vi.waitFor(() => expect(requestItems()).toHaveLength(1));
    expect(within(requestItems()[0]!).getByRole('heading', { level: 3, name: `${SEASON}: 2 weeks` })).toBeInTheDocument();
    expect(screen.queryByText(OPEN_TESTS.title)).not.toBeInTheDocument();
  });

  it('the button waits, with its reason in text, while the season has no logged week (or its weeks are loading)', () => {
    const { rerender } = renderSection([]);
    expect(askButton()).toBeDisabled();
    expect(described(askButton())).toBe(`You have no logged week in ${SEASON} yet: log a week first, then ask your coach to confirm it.`);
    rerender(section(null, '2026-W40'));
    expect(askButton()).toBeDisabled();
    expect(described(askButton())).toMatch(/once your logged weeks in 2026\/27 have loaded/);
    rerender(section(ROWS, '2026-W40'));
    expect(askButton()).toBeEnabled();
    expect(askButton()).not.toHaveAttribute('aria-describedby');
  });

  it('sends the form and the checked weeks; the next request starts from the week open in the form', async () => {
    const { user } = renderSection();
    await within(region()).findByText(/^No requests yet\./);
    let dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('We e-mail them a link that shows the figures of the weeks you check.');
    // The week open in the form is checked; the focus is in the dialog.
    expect(week(dialog, 'Week 40')).toBeChecked();
    expect(week(dialog, 'Week 41')).not.toBeChecked();
    expect(week(dialog, 'Week 39')).not.toBeChecked();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(week(dialog, 'Week 41')).toHaveAccessibleName(`${ROWS[0]!.label} ${ROWS[0]!.summary}`);

    await user.click(week(dialog, 'Week 39'));
    await fillOfficial(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Request sent. Jan Novák gets an e-mail with a link to confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked()).toEqual([{ form: TYPED_FORM, weeks: ['2026-W40', '2026-W39'] }]);

    dialog = await openDialog(user);
    expect(officialFields().name).toHaveValue('');
    expect(week(dialog, 'Week 39')).not.toBeChecked();
    expect(week(dialog, 'Week 40')).toBeChecked();
  });

  it("shows the server's refusal of the weeks at them, keeps what was checked and focuses the first week", async () => {
    const refusal = refusedAt({ weeks: 'These weeks are not all in one season.', email: 'Please use their own e-mail address, not yours.' });
    answerCallables(callMock, [], () => Promise.reject(refusal));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderSection();
    const dialog = await openDialog(user);
    await fillOfficial(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    const weeks = within(dialog).getByRole('group', { name: `Weeks to confirm, ${SEASON}` });
    await vi.waitFor(() => expect(described(weeks)).toBe('These weeks are not all in one season.'));
    const first = within(weeks).getAllByRole('checkbox')[0]!;
    expect(first).toHaveAttribute('aria-invalid', 'true');
    // The focus moves once the refusal has painted (an effect after the render that shows it).
    await vi.waitFor(() => expect(first).toHaveFocus());
    expect(officialFields().email).toHaveAttribute('aria-invalid', 'true');
    expect(week(dialog, 'Week 40')).toBeChecked();

    // Checking another week takes the refusal of the weeks away.
    await user.click(week(dialog, 'Week 41'));
    expect(within(dialog).queryByText('These weeks are not all in one season.')).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the weeks checked in the season for the next opening, and checks all the weeks at once', async () => {
    const { user, rerender } = renderSection(ROWS, '2026-W30');
    let dialog = await openDialog(user);
    // The week open in the form is not logged: nothing is checked.
    expect(within(dialog).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Check all 3 weeks' }));
    expect(within(dialog).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Uncheck all weeks' }));
    await user.click(week(dialog, 'Week 41'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openDialog(user);
    expect(week(dialog, 'Week 41')).toBeChecked();
    expect(week(dialog, 'Week 40')).not.toBeChecked();
    await user.keyboard('{Escape}');

    // Another season: its own weeks, from the week open in the form.
    const other: LoggedWeek[] = [{ week: '2025-W41', label: 'Week 41 (6–12 Oct 2025)', summary: 'Training only' }];
    rerender(section(other, '2025-W41', '2025/26'));
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('group', { name: 'Weeks to confirm, 2025/26' })).toBeInTheDocument();
    expect(week(dialog, 'Week 41')).toBeChecked();
  });
});
