import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCallables, fillOfficial, OPEN_TESTS, OPEN_WEEKS, refusedAt, requestItems, TYPED_FORM } from '../../shared/confirmations/test-fixtures';
import { getDocument } from '../../shared/firebase/documents';
import { callFunction } from '../../shared/firebase/functions';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import PlayerStatsPage from './player-stats-page';
import { allSteps } from './steps';

// Firebase stays out of component tests: only the wrappers are replaced (the stored documents, the callables).
vi.mock('../../shared/firebase/documents', () => ({ getDocument: vi.fn() }));
vi.mock('../../shared/firebase/functions', () => ({ callFunction: vi.fn() }));
const getDocumentMock = vi.mocked(getDocument);
const callMock = vi.mocked(callFunction);

/** The step with the measured tests, and one without. */
const [PHYSICAL, TECHNICAL] = [allSteps()[1]!.path, allSteps()[2]!.path];
const SECTION = 'Measured tests confirmed by your coach';
const ASK = 'Ask your coach to confirm your tests';
const SAVED = {
  tests: {
    sprint10m: { value: 1.72, measuredOn: '2026-09-14' },
    cmj: { value: 41.5, measuredOn: '2026-09-14' },
  },
};

// The stored stats are kept in memory per uid for the session: each test uses its own account.
let counter = 0;

/** The wizard's step at `path` (by default the physical one) for a new outfield player whose stored stats are `stats`. */
function renderWizard(stats: Record<string, unknown> | null, path = PHYSICAL) {
  counter += 1;
  const uid = `tc${counter}`;
  getDocumentMock.mockImplementation(((path: string) =>
    Promise.resolve(path === `players/${uid}` ? { playerType: 'outfield' } : path === `playerStats/${uid}` ? stats : null)) as typeof getDocument);
  const router = createMemoryRouter([{ path, element: <PlayerStatsPage /> }], { initialEntries: [path] });
  render(
    <Providers session={sessionValue({ user: { uid } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return userEvent.setup();
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: ASK }));
  return screen.findByRole('dialog', { name: ASK });
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  answerCallables(callMock, []);
});
afterEach(async () => {
  await clearToasts();
  cleanup();
});

describe('TestsConfirmation (the stats wizard)', () => {
  it('lists the saved tests read-only, each with its day, whatever the wizard holds unsaved', async () => {
    const user = renderWizard(SAVED);
    const section = await screen.findByRole('region', { name: SECTION });
    expect(section).toHaveTextContent('Scouts trust measurements a coach saw.');
    // Below the wizard: its step and buttons come first.
    const next = screen.getByRole('button', { name: /^Next/ });
    expect(next.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const sprint = within(screen.getByRole('group', { name: '10 m sprint' })).getByLabelText(/^Result/);
    await user.clear(sprint);
    await user.type(sprint, '1.65');
    const dialog = await openDialog(user);
    const tests = within(dialog).getByRole('list', { name: 'Tests to confirm' });
    expect(within(tests).getAllByRole('listitem')[0]).toHaveTextContent('10 m sprint: 1.72 s, measured on 14 September 2026');
    expect(within(tests).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Only saved tests are sent. Save the wizard first if you changed them.');
  });

  it('is not there without a saved measured test, nor on a step without the tests', async () => {
    renderWizard({ physical: { pace: 12 } });
    await screen.findByRole('heading', { level: 2, name: /^Step 2/ });
    expect(screen.queryByRole('region', { name: SECTION })).not.toBeInTheDocument();
    cleanup();
    renderWizard(SAVED, TECHNICAL);
    await screen.findByRole('heading', { level: 2, name: /^Step 3/ });
    expect(screen.queryByRole('region', { name: SECTION })).not.toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('sends the form with the tests as stored, and says so', async () => {
    const user = renderWizard(SAVED);
    const dialog = await openDialog(user);
    await fillOfficial(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Request sent. Jan Novák gets an e-mail with a link to confirm.')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith('askToConfirmStats', { form: TYPED_FORM, tests: true }, expect.any(Number));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the tests in the dialog, focused, and keeps what was typed", async () => {
    const message = 'Save at least one measured test first: there is nothing to confirm yet.';
    const refusal = refusedAt({ tests: message });
    answerCallables(callMock, [], () => Promise.reject(refusal));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = renderWizard(SAVED);
    const dialog = await openDialog(user);
    await fillOfficial(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    const error = await within(dialog).findByText(message);
    await vi.waitFor(() => expect(error).toHaveFocus());
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('textbox', { name: 'Their e-mail' })).toHaveValue(TYPED_FORM.email);
  });

  it('lists only the requests about tests', async () => {
    answerCallables(callMock, [OPEN_WEEKS, OPEN_TESTS]);
    renderWizard(SAVED);
    await vi.waitFor(() => expect(requestItems()).toHaveLength(1));
    const [item] = requestItems();
    expect(within(item!).getByRole('heading', { level: 3, name: OPEN_TESTS.title })).toBeInTheDocument();
    expect(within(item!).getByRole('list', { name: 'Tests asked' })).toBeInTheDocument();
    expect(screen.queryByText(OPEN_WEEKS.title)).not.toBeInTheDocument();
  });
});
