import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import { askToConfirm, myRequests, withdrawRequest, type AskResult, type OwnerRequest } from './api/confirmations-api';
import { ConfirmationRequests } from './confirmation-requests';
import type { LoggedWeek } from './logged-weeks';

// The functions stay out of component tests: only the api's calls are replaced (its words and roles are the real ones).
vi.mock('./api/confirmations-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/confirmations-api')>()),
  askToConfirm: vi.fn(),
  myRequests: vi.fn(),
  withdrawRequest: vi.fn(),
}));
const askMock = vi.mocked(askToConfirm);
const listMock = vi.mocked(myRequests);
const withdrawMock = vi.mocked(withdrawRequest);

const SEASON = '2026/27';
const ROWS: LoggedWeek[] = [
  { week: '2026-W41', label: 'Week 41 (5–11 Oct 2026)', summary: '1 match · 90 min · 1 goal' },
  { week: '2026-W40', label: 'Week 40 (28 Sep–4 Oct 2026)', summary: '2 matches · 150 min' },
  { week: '2026-W39', label: 'Week 39 (21–27 Sep 2026)', summary: 'Training only' },
];

const JAN = { name: 'Jan Novák', role: 'Coach', club: 'FC Example', email: 'jan@example.com' };
const OPEN: OwnerRequest = {
  id: 'r1',
  status: 'sent',
  statusLabel: 'Sent',
  statusText: "Waiting for Jan Novák's answer until 2026-12-11.",
  season: SEASON,
  weeks: [
    { week: '2026-W40', label: 'Week 40 (28 Sep–4 Oct 2026)', voided: false },
    { week: '2026-W39', label: 'Week 39 (21–27 Sep 2026)', voided: false },
  ],
  official: JAN,
  sentOn: '2026-11-11',
  note: 'Thanks, coach!',
  canWithdraw: true,
};
const DISPUTED: OwnerRequest = {
  id: 'r0',
  status: 'disputed',
  statusLabel: 'Disputed',
  statusText: 'Eva Berg says some figures are wrong.',
  season: '2025/26',
  weeks: [
    { week: '2026-W02', label: 'Week 2 (5–11 Jan 2026)', voided: true },
    { week: '2026-W03', label: 'Week 3 (12–18 Jan 2026)', voided: false },
  ],
  official: { name: 'Eva Berg', role: 'Club official', club: 'SK Nord', email: 'eva@nord.example' },
  sentOn: '2026-01-20',
  disputeNote: 'You played 60 minutes, not 90.',
  canWithdraw: false,
};
const WITHDRAWN: OwnerRequest = { ...OPEN, status: 'withdrawn', statusLabel: 'Withdrawn', statusText: 'You withdrew this request.', canWithdraw: false };

beforeEach(() => {
  vi.clearAllMocks();
  listMock.mockResolvedValue([]);
});
afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderSection(rows: readonly LoggedWeek[] | null = ROWS, currentWeek = '2026-W40') {
  const result = render(
    <Providers session={sessionValue({ user: { uid: 'p1' } })}>
      <ConfirmationRequests seasonLabel={SEASON} rows={rows} currentWeek={currentWeek} />
    </Providers>,
  );
  return { ...result, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Confirmed by your coach' });
const askButton = () => screen.getByRole('button', { name: 'Ask your coach to confirm' });
/** The requests listed (each item holds a list of its weeks: only the outer items). */
const requestItems = () => Array.from(screen.getByRole('list', { name: 'Your requests' }).children) as HTMLElement[];
/** The element that describes `element` (its error or hint), by id. */
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

/** The dialog's fields, by their accessible names (the required marks are hidden from them). */
const fields = () => ({
  name: screen.getByRole('textbox', { name: 'Their name' }),
  role: screen.getByRole('combobox', { name: 'Their role' }),
  club: screen.getByRole('textbox', { name: 'Club or academy' }),
  email: screen.getByRole('textbox', { name: 'Their e-mail' }),
  note: screen.getByRole('textbox', { name: /^A note for them/ }),
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.name, 'Jan Novák');
  await user.selectOptions(f.role, 'coach');
  await user.type(f.club, 'FC Example');
  await user.type(f.email, 'jan@example.com');
  await user.type(f.note, 'Hello');
}

describe('ConfirmationRequests', () => {
  it('says why a confirmation counts, loads the requests once, and shows each one: status as text, weeks, official, notes', async () => {
    listMock.mockResolvedValue([OPEN, DISPUTED]);
    renderSection();
    expect(within(section()).getByText('Loading...')).toBeInTheDocument();
    expect(within(section()).getByText(/Scouts trust figures a coach has confirmed/)).toBeInTheDocument();
    expect(within(section()).getByText(/its confirmation is voided/)).toBeInTheDocument();

    const [open, disputed] = await vi.waitFor(() => {
      const items = requestItems();
      expect(items).toHaveLength(2);
      return items as [HTMLElement, HTMLElement];
    });
    expect(listMock).toHaveBeenCalledTimes(1);
    // Newest first, as the server answers; the status is its label, not a colour.
    expect(within(open).getByRole('heading', { level: 3, name: `${SEASON}: 2 weeks` })).toBeInTheDocument();
    expect(within(open).getByText('Sent', { selector: '.badge' })).toBeInTheDocument();
    expect(within(open).getByText(OPEN.statusText)).toBeInTheDocument();
    expect(within(open).getByText('Week 40 (28 Sep–4 Oct 2026)')).toBeInTheDocument();
    expect(within(open).getByText('Jan Novák (coach, FC Example) · jan@example.com', { exact: false })).toBeInTheDocument();
    expect(within(open).getByText('Sent on 2026-11-11')).toBeInTheDocument();
    expect(within(open).getByText('Thanks, coach!', { selector: 'blockquote' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: `Withdraw the request to Jan Novák, ${SEASON}` })).toHaveTextContent('Withdraw');

    expect(within(disputed).getByText('Disputed', { selector: '.badge' })).toBeInTheDocument();
    expect(within(disputed).getByText('Eva Berg (club official, SK Nord) · eva@nord.example', { exact: false })).toBeInTheDocument();
    expect(within(disputed).getByText("Eva Berg's note on what is wrong:")).toBeInTheDocument();
    // The official's note is text, quoted: never markup.
    expect(within(disputed).getByText('You played 60 minutes, not 90.', { selector: 'blockquote' })).toBeInTheDocument();
    const voided = within(disputed).getByText('Week 2 (5–11 Jan 2026)', { exact: false });
    expect(voided).toHaveTextContent('Week 2 (5–11 Jan 2026) (voided: changed after the request)');
    expect(within(disputed).getByText('Week 3 (12–18 Jan 2026)')).not.toHaveTextContent('voided');
    expect(within(disputed).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('says when there is no request yet, and offers Try again when the list could not be loaded', async () => {
    listMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'functions/unavailable' }));
    const { user } = renderSection();
    expect(await within(section()).findByText('Your requests could not be loaded.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText(/^No requests yet\./)).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('Withdraw asks first (Escape keeps the request), then withdraws, says so and shows the list after it', async () => {
    listMock.mockResolvedValue([OPEN]);
    withdrawMock.mockResolvedValue([WITHDRAWN]);
    const { user } = renderSection();
    const withdraw = await screen.findByRole('button', { name: `Withdraw the request to Jan Novák, ${SEASON}` });

    await user.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the request to Jan Novák?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(withdraw).toHaveFocus();
    expect(withdrawMock).not.toHaveBeenCalled();

    await user.click(withdraw);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByText('Request withdrawn.')).toBeInTheDocument();
    expect(withdrawMock).toHaveBeenCalledWith('r1');
    const [item] = requestItems();
    expect(within(item!).getByText('Withdrawn', { selector: '.badge' })).toBeInTheDocument();
    expect(within(item!).getByText('You withdrew this request.')).toBeInTheDocument();
    expect(within(item!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    // The button that had the focus is gone: the section's heading has it.
    expect(screen.getByRole('heading', { level: 2, name: 'Confirmed by your coach' })).toHaveFocus();
  });

  it('a failed withdrawal says why and keeps the request', async () => {
    listMock.mockResolvedValue([OPEN]);
    withdrawMock.mockRejectedValue(Object.assign(new Error('This request is no longer open.'), { code: 'functions/failed-precondition' }));
    const { user } = renderSection();
    const withdraw = await screen.findByRole('button', { name: /^Withdraw the request to Jan Novák/ });
    await user.click(withdraw);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the request' }));
    expect(await within(section()).findByText('This request is no longer open.', { selector: '.field-error' })).toBeInTheDocument();
    expect(within(requestItems()[0]!).getByText('Sent', { selector: '.badge' })).toBeInTheDocument();
    // The focus is back on the request's button, which still works.
    expect(withdraw).toHaveFocus();
    expect(withdraw).toBeEnabled();
  });

  it('a request answered meanwhile is not withdrawn: the list says where it stands, and no "withdrawn" toast', async () => {
    listMock.mockResolvedValue([OPEN]);
    const confirmed: OwnerRequest = { ...OPEN, status: 'confirmed', statusLabel: 'Confirmed', statusText: 'Jan Novák confirmed these weeks.', canWithdraw: false };
    withdrawMock.mockResolvedValue([confirmed]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Withdraw the request to Jan Novák/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the request' }));
    expect(await within(section()).findByText(/could not be withdrawn: it is no longer open/, { selector: '.field-error' })).toBeInTheDocument();
    expect(within(requestItems()[0]!).getByText('Confirmed', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByText('Request withdrawn.')).not.toBeInTheDocument();
  });

  it('the button waits, with its reason in text, while the season has no logged week (or its weeks are loading)', async () => {
    const { rerender } = renderSection([]);
    expect(askButton()).toBeDisabled();
    expect(described(askButton())).toBe(`You have no logged week in ${SEASON} yet: log a week first, then ask your coach to confirm it.`);
    rerender(
      <Providers session={sessionValue({ user: { uid: 'p1' } })}>
        <ConfirmationRequests seasonLabel={SEASON} rows={null} currentWeek="2026-W40" />
      </Providers>,
    );
    expect(askButton()).toBeDisabled();
    expect(described(askButton())).toMatch(/once your logged weeks in 2026\/27 have loaded/);
    rerender(
      <Providers session={sessionValue({ user: { uid: 'p1' } })}>
        <ConfirmationRequests seasonLabel={SEASON} rows={ROWS} currentWeek="2026-W40" />
      </Providers>,
    );
    expect(askButton()).toBeEnabled();
    expect(askButton()).not.toHaveAttribute('aria-describedby');
  });

  it("sends the form and the checked weeks; says so, closes, refreshes the list and forgets what was typed", async () => {
    let answer: (result: AskResult) => void = () => {};
    askMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderSection();
    await within(section()).findByText(/^No requests yet\./);
    await user.click(askButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
    // The week open in the form is checked; the focus is in the dialog.
    const week = (label: string) => within(dialog).getByRole('checkbox', { name: new RegExp(`^${label}`) });
    expect(week('Week 40')).toBeChecked();
    expect(week('Week 41')).not.toBeChecked();
    expect(week('Week 39')).not.toBeChecked();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(week('Week 41')).toHaveAccessibleName(`${ROWS[0]!.label} ${ROWS[0]!.summary}`);

    await user.click(week('Week 39'));
    await fillForm(user);
    expect(within(dialog).getByText('5 / 280 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(askMock).toHaveBeenCalledWith(
      { officialName: 'Jan Novák', role: 'coach', club: 'FC Example', email: 'jan@example.com', note: 'Hello' },
      ['2026-W40', '2026-W39'],
    );

    listMock.mockResolvedValue([OPEN]);
    answer({ status: 'sent' });
    expect(await screen.findByText('Request sent. Jan Novák gets an e-mail with a link to confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(askButton()).toHaveFocus();
    await vi.waitFor(() => expect(requestItems()).toHaveLength(1));
    expect(listMock).toHaveBeenCalledTimes(2);

    // Sent: the next request starts empty, from the week open in the form.
    await user.click(askButton());
    expect(fields().name).toHaveValue('');
    expect(fields().note).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /^Week 39/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Week 40/ })).toBeChecked();
  });

  it("shows the server's refusals at their fields, keeps every value and focuses the first refused field", async () => {
    askMock.mockResolvedValue({
      status: 'invalid',
      errors: { weeks: 'These weeks are not all in one season.', email: 'Please use their own e-mail address, not yours.' },
    });
    const { user } = renderSection();
    await user.click(askButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
    await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    const weeks = within(dialog).getByRole('group', { name: `Weeks to confirm, ${SEASON}` });
    await vi.waitFor(() => expect(described(weeks)).toBe('These weeks are not all in one season.'));
    const first = within(weeks).getAllByRole('checkbox')[0]!;
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    const { name, role, club, email, note } = fields();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(described(email)).toContain('Please use their own e-mail address, not yours.');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    // Everything typed and checked is still there.
    expect(name).toHaveValue('Jan Novák');
    expect(role).toHaveValue('coach');
    expect(club).toHaveValue('FC Example');
    expect(email).toHaveValue('jan@example.com');
    expect(note).toHaveValue('Hello');
    expect(within(weeks).getByRole('checkbox', { name: /^Week 40/ })).toBeChecked();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Fixing a field takes its refusal away.
    await user.clear(email);
    await user.type(email, 'coach@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByText('Please use their own e-mail address, not yours.')).not.toBeInTheDocument();
  });

  it('a failed send says so in the dialog; Cancel keeps what was typed for the next opening', async () => {
    askMock.mockResolvedValue({ status: 'failed', message: 'We could not reach the server. Check your connection and try again.' });
    const { user } = renderSection();
    await user.click(askButton());
    let dialog = await screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Week 41/ }));
    await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(within(dialog).getByRole('button', { name: 'Send the request' })).toBeEnabled();
    expect(fields().email).toHaveValue('jan@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(askButton()).toHaveFocus();
    await user.click(askButton());
    dialog = await screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
    expect(fields().name).toHaveValue('Jan Novák');
    expect(fields().role).toHaveValue('coach');
    expect(fields().note).toHaveValue('Hello');
    expect(within(dialog).getByRole('checkbox', { name: /^Week 41/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Week 40/ })).toBeChecked();
    // Escape closes it too.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks all the weeks at once, and counts a note that is too long', async () => {
    const { user } = renderSection(ROWS, '2026-W30');
    await user.click(askButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
    // The week open in the form is not logged: nothing is checked.
    expect(within(dialog).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Check all 3 weeks' }));
    expect(within(dialog).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Uncheck all weeks' })).toBeInTheDocument();

    const { note } = fields();
    await user.click(note);
    await user.paste('x'.repeat(283));
    expect(within(dialog).getByText('283 / 280 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('3 characters too many.')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });
});
