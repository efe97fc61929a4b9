import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Attributes, failure, type AttributeField } from '../../shared/core/profile';

const attributeFields = () => Attributes.read({}, null).fields;
const attributesSaveErrorMessage = (code: string) => failure(code, 'stats-save').message!;
import { getDocument, writeDocuments, type BatchWrite } from '../../shared/firebase/documents';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import PlayerStatsPage from './player-stats-page';
import { allSteps } from './steps';

/** The core's key of a user's cached CV (`cache::profile_key`). */
const profileCacheKey = (uid: string) => `userProfile_${uid}`;

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

// Firebase stays out of component tests: only the wrappers are replaced.
vi.mock('../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  writeDocuments: vi.fn(() => Promise.resolve()),
  timestampOf: vi.fn(),
  serverTime: vi.fn(() => SERVER_TIME),
}));
vi.mock('../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(() => Promise.resolve('1')),
  fileCustomMetadata: vi.fn(() => Promise.resolve(null)),
}));

const getDocumentMock = vi.mocked(getDocument);
const writeDocumentsMock = vi.mocked(writeDocuments);
// The core's fields, by group: the tests name inputs by the core's labels, never by a copy of them.
const FIELDS = attributeFields().fields;
const group = (name: AttributeField['group']) => FIELDS.filter((field) => field.group === name);
const specs = { tests: group('tests'), physical: group('physical'), technical: group('technical'), goalkeeping: group('goalkeeping') };
const STEPS = allSteps();
const [PICTURE, PHYSICAL, TECHNICAL, GOALKEEPER] = STEPS.map((step) => step.path) as [string, string, string, string];
// The draft keys are the core's (each step's `draftKey`).
const DRAFT_KEYS = attributeFields().steps.map((step) => step.draftKey);
const physicalKey = DRAFT_KEYS[1]!;
const technicalKey = DRAFT_KEYS[2]!;
/** A rating's input, by the core's label (the label reads "Pace (1–20)"). */
const ratingInput = (field: AttributeField) =>
  screen.getByLabelText(new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));

// The stored stats are kept in memory per uid for the session: each test uses its own account.
let counter = 0;
let uid = 'u0';

/** What Firestore holds for the account: its CV (the player type) and its stats (null: none yet). */
function holds(playerType: string, stats: Record<string, unknown> | null = null) {
  getDocumentMock.mockImplementation(((path: string) =>
    Promise.resolve(
      path === `players/${uid}` ? { firstName: 'Ana', playerType, visibility: 'public' } : path === `playerStats/${uid}` ? stats : null,
    )) as unknown as typeof getDocument);
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  counter += 1;
  uid = `u${counter}`;
  holds('outfield');
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

/** The wizard under the app's shape: every step its own route (as the core's table makes them), behind a guard. */
function renderWizard(path: string) {
  const page = (p: string) => ({ element: <Outlet />, children: [{ path: p, element: <PlayerStatsPage /> }] });
  const router = createMemoryRouter(
    [
      page('/settings/player-stats'),
      ...STEPS.map((step) => page(step.path)),
      { path: '/profile/myprofile', element: <h1>page my CV</h1> },
      { path: '/settings/edit-profile', element: <h1>page CV editor</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers session={sessionValue({ user: { uid } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

const indicator = () => screen.getByRole('navigation', { name: 'Stats wizard steps' });
const stepHeading = () => screen.findByRole('heading', { level: 2, name: /^Step \d of \d/ });

/** Fills every rating of a part with `value`. */
async function rate(user: ReturnType<typeof userEvent.setup>, list: AttributeField[], value: string) {
  for (const spec of list) {
    const input = ratingInput(spec);
    await user.clear(input);
    await user.type(input, value);
  }
}

/** The toasts on screen with `text` (a dismissed toast plays its exit animation, which jsdom never ends). */
const shownToasts = (text: string) =>
  screen.queryAllByText(text).filter((el) => el.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false');

describe('PlayerStatsPage', () => {
  it('sends the wizard URL on to the first step, and an outfield player sees three steps, the current one marked', async () => {
    const { router } = renderWizard('/settings/player-stats');
    await screen.findByRole('heading', { level: 2, name: `Step 1 of 3: ${STEPS[0]!.label}` });
    expect(router.state.location.pathname).toBe(PICTURE);
    const links = within(indicator()).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([PICTURE, PHYSICAL, TECHNICAL]);
    expect(links[0]).toHaveAttribute('aria-current', 'step');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Profile picture')).toBeInTheDocument();
  });

  it('a goalkeeper gets the goalkeeping step, last', async () => {
    holds('goalkeeper');
    renderWizard(GOALKEEPER);
    await screen.findByRole('heading', { level: 2, name: `Step 4 of 4: ${STEPS[3]!.label}` });
    const links = within(indicator()).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([PICTURE, PHYSICAL, TECHNICAL, GOALKEEPER]);
    expect(links[3]).toHaveAttribute('aria-current', 'step');
    for (const spec of specs.goalkeeping) expect(ratingInput(spec)).toBeInTheDocument();
  });

  it('an outfield player visiting the goalkeeping step is told why and offered the CV editor', async () => {
    const { user, router } = renderWizard(GOALKEEPER);
    expect(await screen.findByRole('heading', { name: 'This step is for goalkeepers' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stats wizard steps' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit my CV' }));
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
  });

  it('keeps every change as the step draft, and restores it on return', async () => {
    const { user } = renderWizard(PHYSICAL);
    await stepHeading();
    const first = specs.physical[0]!;
    await user.type(ratingInput(first), '14');
    const draft = JSON.parse(localStorage.getItem(physicalKey) ?? 'null') as { uid: string; values: { physical: Record<string, string> } };
    expect(draft.uid).toBe(uid);
    expect(draft.values.physical[first.key]).toBe('14');

    cleanup();
    renderWizard(PHYSICAL);
    await stepHeading();
    expect(ratingInput(first)).toHaveValue(14);
    expect(screen.getByText(/We restored the values you typed here before/)).toBeInTheDocument();
  });

  it('a corrupt or foreign draft falls back to the stored values without a crash', async () => {
    const first = specs.physical[0]!;
    holds('outfield', { physical: { [first.key]: 12 } });
    localStorage.setItem(physicalKey, '{not json');
    localStorage.setItem(technicalKey, JSON.stringify({ uid: 'someone-else', values: { technical: { [specs.technical[0]!.key]: '3' } } }));
    renderWizard(PHYSICAL);
    await stepHeading();
    expect(await screen.findByDisplayValue('12')).toBe(ratingInput(first));
    expect(screen.queryByText(/We restored the values/)).not.toBeInTheDocument();
  });

  it('marks every physical self-rating required, at sight and for assistive technology, before anyone presses Next', async () => {
    renderWizard(PHYSICAL);
    await stepHeading();
    expect(specs.physical).toHaveLength(8);
    expect(screen.getByText('All 8 ratings are required (marked *).')).toBeInTheDocument();
    for (const field of specs.physical) {
      const input = ratingInput(field);
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toMatch(/\*$/);
    }
  });

  it("refuses an out-of-range test at Next with the core's message at the field, keeping what was typed", async () => {
    const { user, router } = renderWizard(PHYSICAL);
    await stepHeading();
    const sprint = specs.tests[0]!;
    const fieldset = screen.getByRole('group', { name: sprint.label });
    const result = within(fieldset).getByLabelText(`Result (${sprint.unit})`);
    await user.type(result, '0.8');
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    // The core's message names the plausible range (a value without its date is refused too).
    const messages = await within(fieldset).findAllByRole('alert');
    expect(messages.map((m) => m.textContent).join(' ')).toContain(`${sprint.min.toFixed(sprint.decimals)} and ${sprint.max.toFixed(sprint.decimals)}`);
    expect(result).toHaveAttribute('aria-invalid', 'true');
    expect(result).toHaveValue('0.8');
    expect(router.state.location.pathname).toBe(PHYSICAL);
  });

  it('clears a message once the value beside it is valid, and Next shows the next step without the last one\'s refusal', async () => {
    const { user } = renderWizard(PHYSICAL);
    await stepHeading();
    const first = specs.physical[0]!;
    await rate(user, specs.physical, '12');
    await user.clear(ratingInput(first));
    await user.type(ratingInput(first), '25');
    await user.click(screen.getByRole('button', { name: `Next: ${STEPS[2]!.label}` }));
    await vi.waitFor(() => expect(ratingInput(first)).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    // The refused field takes the focus, scrolled to the middle of the screen (clear of the save bar).
    expect(ratingInput(first)).toHaveFocus();

    await user.clear(ratingInput(first));
    await user.type(ratingInput(first), '14');
    await vi.waitFor(() => expect(ratingInput(first)).toHaveAttribute('aria-invalid', 'false'));
    expect(within(ratingInput(first).closest('.field')!).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Next: ${STEPS[2]!.label}` }));
    await screen.findByRole('heading', { level: 2, name: `Step 3 of 3: ${STEPS[2]!.label}` });
    await vi.waitFor(() => expect(shownToasts('Please fix the highlighted fields.')).toHaveLength(0));
  });

  it('walks an outfield player through the steps and saves ONE document; the drafts are cleared', async () => {
    const { user, router } = renderWizard(PICTURE);
    await stepHeading();
    await user.click(screen.getByRole('button', { name: `Next: ${STEPS[1]!.label}` }));
    await screen.findByRole('heading', { level: 2, name: `Step 2 of 3: ${STEPS[1]!.label}` });
    await rate(user, specs.physical, '12');
    await user.click(screen.getByRole('button', { name: `Next: ${STEPS[2]!.label}` }));
    await screen.findByRole('heading', { level: 2, name: `Step 3 of 3: ${STEPS[2]!.label}` });
    await rate(user, specs.technical, '3');
    expect(localStorage.getItem(physicalKey)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    expect(await screen.findByRole('heading', { name: 'Check and save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my stats' }));
    expect(await screen.findByRole('heading', { name: 'page my CV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/myprofile');
    expect(writeDocumentsMock).toHaveBeenCalledTimes(1);
    const [write] = writeDocumentsMock.mock.calls[0]![0] as BatchWrite[];
    const { path, data } = write as { path: string; data: Record<string, unknown> };
    expect(path).toBe(`playerStats/${uid}`);
    expect(data.updatedAt).toBe(SERVER_TIME);
    expect(data.goalkeeping).toBeUndefined();
    expect((data.physical as Record<string, unknown>)[specs.physical[0]!.key]).toBe(12);
    for (const key of DRAFT_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('a failed save says why in a toast and keeps every value and draft', async () => {
    holds('outfield', {
      physical: Object.fromEntries(specs.physical.map((s) => [s.key, 10])),
      technical: Object.fromEntries(specs.technical.map((s) => [s.key, 2])),
    });
    writeDocumentsMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user, router } = renderWizard(TECHNICAL);
    await stepHeading();
    const first = specs.technical[0]!;
    const input = ratingInput(first);
    await user.clear(input);
    await user.type(input, '4');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await user.click(await screen.findByRole('button', { name: 'Save my stats' }));
    const expected = attributesSaveErrorMessage('permission-denied');
    expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(TECHNICAL);
    expect(ratingInput(first)).toHaveValue(4);
    expect(localStorage.getItem(technicalKey)).toContain('"4"');
  });

  it('asks before leaving the wizard with unsaved changes, but not between its steps', async () => {
    const { user, router } = renderWizard(PHYSICAL);
    await stepHeading();
    await user.type(ratingInput(specs.physical[0]!), '9');
    await user.click(within(indicator()).getByRole('link', { name: new RegExp(STEPS[0]!.label) }));
    expect(router.state.location.pathname).toBe(PICTURE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await router.navigate('/profile/myprofile');
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PICTURE);
  });

  it("moves the focus to the new step's heading, for keyboard and screen reader users", async () => {
    const { user } = renderWizard(PICTURE);
    await stepHeading();
    screen.getByRole('button', { name: `Next: ${STEPS[1]!.label}` }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: `Step 2 of 3: ${STEPS[1]!.label}` });
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /^Step 2/ })));
  });

  it('opens without the server (offline) from the drafts on this device, and says so', async () => {
    const first = specs.physical[0]!;
    localStorage.setItem(physicalKey, JSON.stringify({ uid, values: { physical: { [first.key]: '15' } } }));
    getDocumentMock.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    // The CV's player type comes from the copy cached on this device.
    localStorage.setItem(profileCacheKey(uid), JSON.stringify({ firstName: 'Ana', playerType: 'outfield' }));
    renderWizard(PHYSICAL);
    expect(await screen.findByText(/We could not load your saved stats from the server/)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('15')).toBe(ratingInput(first));
    expect(within(indicator()).getAllByRole('link')).toHaveLength(3);
  });

  it('Review and save takes the player to the first step with a problem, its fields showing the messages', async () => {
    const { user, router } = renderWizard(TECHNICAL);
    await stepHeading();
    await rate(user, specs.technical, '3');
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await screen.findByRole('heading', { level: 2, name: `Step 2 of 3: ${STEPS[1]!.label}` });
    expect(router.state.location.pathname).toBe(PHYSICAL);
    await vi.waitFor(() => expect(ratingInput(specs.physical[0]!)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('heading', { name: 'Check and save' })).not.toBeInTheDocument();
    expect(writeDocumentsMock).not.toHaveBeenCalled();
  });
});
