import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import type { ConfirmSubject } from './ask-to-confirm-dialog';
import { ConfirmationSection } from './confirmation-section';
import { askToConfirm, myRequests, withdrawRequest, type AskResult, type OwnerRequest, type RequestKind } from './confirmations-api';
import { described, DISPUTED_WEEKS, fillOfficial, officialFields, OPEN_TESTS, OPEN_WEEKS, requestItems, TYPED_FORM } from './test-fixtures';

// The functions stay out of component tests: only the api's calls are replaced (its words and roles are the real ones).
vi.mock('./confirmations-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./confirmations-api')>()),
  askToConfirm: vi.fn(),
  myRequests: vi.fn(),
  withdrawRequest: vi.fn(),
}));
const askMock = vi.mocked(askToConfirm);
const listMock = vi.mocked(myRequests);
const withdrawMock = vi.mocked(withdrawRequest);

const HEADING = 'Confirmed by your coach';
const ASK = 'Ask your coach to confirm';
const WITHDRAWN: OwnerRequest = {
  ...OPEN_WEEKS,
  status: 'withdrawn',
  statusLabel: 'Withdrawn',
  statusText: 'You withdrew this request.',
  canWithdraw: false,
};
const NOTHING = 'Nothing to confirm yet.';

/** A page's part with no input: what it asks for is fixed; `nothing`: there is nothing to send (said without a call). */
const subjectOf = (kind: RequestKind, nothing = false): ConfirmSubject<null> => ({
  start: () => null,
  render: ({ error }) => (
    <>
      <p>Your figures as saved.</p>
      {error ? (
        <p className="field-error" role="alert" tabIndex={-1}>
          {error}
        </p>
      ) : null}
    </>
  ),
  check: () => (nothing ? NOTHING : null),
  what: () => (kind === 'tests' ? { tests: true } : { weeks: ['2026-W40'] }),
});

beforeEach(() => {
  vi.clearAllMocks();
  listMock.mockResolvedValue([]);
});
afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderSection({ kind = 'weeks', reason = null, nothing = false }: { kind?: RequestKind; reason?: string | null; nothing?: boolean } = {}) {
  const section = (why: string | null) => (
    <Providers session={sessionValue({ user: { uid: 'p1' } })}>
      <ConfirmationSection
        kind={kind}
        heading={HEADING}
        explanation="Scouts trust figures a coach has confirmed."
        askLabel={ASK}
        disabledReason={why}
        subject={subjectOf(kind, nothing)}
      />
    </Providers>
  );
  const result = render(section(reason));
  return { rerenderWith: (why: string | null) => result.rerender(section(why)), user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: HEADING });
const askButton = () => screen.getByRole('button', { name: ASK });

/** Opens the dialog, types the official's fields and sends. */
async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(askButton());
  const dialog = await screen.findByRole('dialog', { name: ASK });
  await fillOfficial(user);
  await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  return dialog;
}

describe('ConfirmationSection', () => {
  it('says why a confirmation counts, loads the requests once, and shows those of its kind: status as text, items, official, notes', async () => {
    listMock.mockResolvedValue([OPEN_WEEKS, OPEN_TESTS, DISPUTED_WEEKS]);
    renderSection();
    expect(within(region()).getByText('Loading...')).toBeInTheDocument();
    expect(within(region()).getByText('Scouts trust figures a coach has confirmed.')).toBeInTheDocument();

    const [open, disputed] = await vi.waitFor(() => {
      const items = requestItems();
      expect(items).toHaveLength(2);
      return items as [HTMLElement, HTMLElement];
    });
    expect(listMock).toHaveBeenCalledTimes(1);
    // Newest first, as the server answers; the status is its label, not a colour.
    expect(within(open).getByRole('heading', { level: 3, name: '2026/27: 2 weeks' })).toBeInTheDocument();
    expect(within(open).getByText('Sent', { selector: '.badge' })).toBeInTheDocument();
    expect(within(open).getByText(OPEN_WEEKS.statusText)).toBeInTheDocument();
    expect(within(within(open).getByRole('list', { name: 'Weeks asked, 2026/27' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(open).getByText('Week 40 (28 Sep–4 Oct 2026)')).toBeInTheDocument();
    expect(within(open).getByText('Jan Novák (coach, FC Example) · jan@example.com', { exact: false })).toBeInTheDocument();
    expect(within(open).getByText('Sent on 2026-11-11')).toBeInTheDocument();
    expect(within(open).getByText('Thanks, coach!', { selector: 'blockquote' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Withdraw the request to Jan Novák, 2026/27' })).toHaveTextContent('Withdraw');

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

  it('lists only the requests about tests on a page about tests, under "Tests asked"', async () => {
    listMock.mockResolvedValue([OPEN_WEEKS, OPEN_TESTS, DISPUTED_WEEKS]);
    renderSection({ kind: 'tests' });
    const [item] = await vi.waitFor(() => {
      const items = requestItems();
      expect(items).toHaveLength(1);
      return items;
    });
    expect(within(item!).getByRole('heading', { level: 3, name: 'Measured physical tests: 2 tests' })).toBeInTheDocument();
    const tests = within(item!).getByRole('list', { name: 'Tests asked' });
    expect(within(tests).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '10 m sprint',
      'Countermovement jump (voided: changed after the request)',
    ]);
    expect(within(item!).getByRole('button', { name: 'Withdraw the request to Jan Novák, Measured physical tests' })).toBeInTheDocument();
    expect(screen.queryByText(/2026\/27/)).not.toBeInTheDocument();
  });

  it('says when there is no request of its kind yet, and offers Try again when the list could not be loaded', async () => {
    listMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'functions/unavailable' }));
    listMock.mockResolvedValueOnce([OPEN_WEEKS]);
    const { user } = renderSection({ kind: 'tests' });
    expect(await within(region()).findByText('Your requests could not be loaded.')).toBeInTheDocument();
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByText(/^No requests yet\./)).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('Withdraw asks first (Escape keeps the request), then withdraws, says so and shows the list after it', async () => {
    listMock.mockResolvedValue([OPEN_WEEKS]);
    withdrawMock.mockResolvedValue([WITHDRAWN]);
    const { user } = renderSection();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the request to Jan Novák, 2026/27' });

    await user.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the request to Jan Novák?' });
    expect(dialog).toHaveTextContent('2026/27: Week 40 (28 Sep–4 Oct 2026), Week 39 (21–27 Sep 2026). They can no longer answer it.');
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
    expect(screen.getByRole('heading', { level: 2, name: HEADING })).toHaveFocus();
  });

  it('a failed withdrawal says why and keeps the request', async () => {
    listMock.mockResolvedValue([OPEN_WEEKS]);
    withdrawMock.mockRejectedValue(Object.assign(new Error('This request is no longer open.'), { code: 'functions/failed-precondition' }));
    const { user } = renderSection();
    const withdraw = await screen.findByRole('button', { name: /^Withdraw the request to Jan Novák/ });
    await user.click(withdraw);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the request' }));
    expect(await within(region()).findByText('This request is no longer open.', { selector: '.field-error' })).toBeInTheDocument();
    expect(within(requestItems()[0]!).getByText('Sent', { selector: '.badge' })).toBeInTheDocument();
    // The focus is back on the request's button, which still works.
    expect(withdraw).toHaveFocus();
    expect(withdraw).toBeEnabled();
  });

  it('a request answered meanwhile is not withdrawn: the list says where it stands, and no "withdrawn" toast', async () => {
    listMock.mockResolvedValue([OPEN_WEEKS]);
    const confirmed: OwnerRequest = { ...OPEN_WEEKS, status: 'confirmed', statusLabel: 'Confirmed', statusText: 'Jan Novák confirmed these weeks.', canWithdraw: false };
    withdrawMock.mockResolvedValue([confirmed]);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Withdraw the request to Jan Novák/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the request' }));
    expect(await within(region()).findByText(/could not be withdrawn: it is no longer open/, { selector: '.field-error' })).toBeInTheDocument();
    expect(within(requestItems()[0]!).getByText('Confirmed', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByText('Request withdrawn.')).not.toBeInTheDocument();
  });

  it('the button waits, with its reason in text, while there is nothing to ask about', () => {
    const { rerenderWith } = renderSection({ reason: 'Log a week first.' });
    expect(askButton()).toBeDisabled();
    expect(described(askButton())).toBe('Log a week first.');
    rerenderWith(null);
    expect(askButton()).toBeEnabled();
    expect(askButton()).not.toHaveAttribute('aria-describedby');
  });

  it('sends the form and what its page asks for; says so, closes, refreshes the list and forgets what was typed', async () => {
    let answer: (result: AskResult) => void = () => {};
    askMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderSection({ kind: 'tests' });
    await within(region()).findByText(/^No requests yet\./);
    const dialog = await send(user);
    expect(within(dialog).getByText('Your figures as saved.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(askMock).toHaveBeenCalledWith(TYPED_FORM, { tests: true });

    listMock.mockResolvedValue([OPEN_TESTS]);
    answer({ status: 'sent' });
    expect(await screen.findByText('Request sent. Jan Novák gets an e-mail with a link to confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(askButton()).toHaveFocus();
    await vi.waitFor(() => expect(requestItems()).toHaveLength(1));
    expect(listMock).toHaveBeenCalledTimes(2);

    // Sent: the next request starts empty.
    await user.click(askButton());
    expect(officialFields().name).toHaveValue('');
    expect(officialFields().note).toHaveValue('');
  });

  it("shows the server's refusals at their fields, keeps every value and focuses the first refused field", async () => {
    askMock.mockResolvedValue({ status: 'invalid', errors: { email: 'Please use their own e-mail address, not yours.', note: 'Too long.' } });
    const { user } = renderSection();
    const dialog = await send(user);
    const { name, role, club, email, note } = officialFields();
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(described(email)).toContain('Please use their own e-mail address, not yours.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    // Everything typed is still there.
    expect([name, role, club, email, note].map((field) => (field as HTMLInputElement).value)).toEqual(Object.values(TYPED_FORM));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Fixing a field takes its refusal away.
    await user.clear(email);
    await user.type(email, 'coach@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByText('Please use their own e-mail address, not yours.')).not.toBeInTheDocument();
  });

  it('a refusal of what is asked shows in the part and takes the focus first; a check refuses without a call', async () => {
    askMock.mockResolvedValue({ status: 'invalid', errors: { weeks: 'These weeks are not all in one season.', club: 'Please enter the club.' } });
    const { user } = renderSection();
    const dialog = await send(user);
    const refusal = await within(dialog).findByText('These weeks are not all in one season.');
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    expect(officialFields().club).toHaveAttribute('aria-invalid', 'true');
    cleanup();

    const again = renderSection({ kind: 'tests', nothing: true });
    const checked = await send(again.user);
    await vi.waitFor(() => expect(within(checked).getByText(NOTHING)).toHaveFocus());
    expect(askMock).toHaveBeenCalledTimes(1);
  });

  it('a failed send says so in the dialog; Cancel keeps what was typed for the next opening', async () => {
    askMock.mockResolvedValue({ status: 'failed', message: 'We could not reach the server. Check your connection and try again.' });
    const { user } = renderSection();
    let dialog = await send(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(within(dialog).getByRole('button', { name: 'Send the request' })).toBeEnabled();
    expect(officialFields().email).toHaveValue('jan@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(askButton()).toHaveFocus();
    await user.click(askButton());
    dialog = await screen.findByRole('dialog', { name: ASK });
    expect(officialFields().name).toHaveValue('Jan Novák');
    expect(officialFields().role).toHaveValue('coach');
    expect(officialFields().note).toHaveValue('Hello');
    // Escape closes it too.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the note as it is typed, and says when it is too long', async () => {
    const { user } = renderSection();
    await user.click(askButton());
    const dialog = await screen.findByRole('dialog', { name: ASK });
    const { note } = officialFields();
    await user.type(note, 'Hello');
    expect(within(dialog).getByText('5 / 280 characters')).toBeInTheDocument();
    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(283));
    expect(within(dialog).getByText('283 / 280 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('3 characters too many.')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });
});
