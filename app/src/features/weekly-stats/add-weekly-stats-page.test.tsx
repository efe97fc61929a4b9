import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument, queryDocuments, writeDocuments, type BatchWrite } from '../../shared/firebase/documents';
import { utcToday } from '../../shared/dates/utc-today';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import { failure, Weekly, type WeeklyField, type WeeklyRead } from '../../shared/core/profile';
import AddWeeklyStatsPage from './add-weekly-stats-page';
import { myRequests } from '../../shared/confirmations/confirmations-api';
import { fieldGroups as groupsOf } from './form/field-groups';

const weekly = (request: WeeklyRead) => Weekly.read(request, undefined, null);
const currentWeek = (today: string) => weekly({ today }).picker?.currentWeek;
const seasonOfWeek = (week: string) => weekly({ week }).week?.season;
const weekLabel = (week: string) => weekly({ week }).week?.label ?? week;
const pickerWeeks = (season: number, today: string, dateOfBirth: string, logged: string[]) =>
  weekly({ today, dateOfBirth, season, logged }).picker!.weeks;
const fieldGroups = (goalkeeper: boolean) => groupsOf(weekly({ playerType: goalkeeper ? 'goalkeeper' : 'outfield' }).fields!);
const weeklySaveErrorMessage = (code: string) => failure(code, 'weekly-save').message!;
const weeklyDeleteErrorMessage = (code: string) => failure(code, 'weekly-delete').message!;

/** The core's key of a user's cached CV (`cache::profile_key`). */
const profileCacheKey = (uid: string) => `userProfile_${uid}`;
/** The core's key of a user's unsaved week (`cache::weekly_draft_key`). */
const weeklyDraftKey = (uid: string) => `weeklyStats_draft_${uid}`;

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

// Firebase stays out of component tests: only the wrappers are replaced (the weekly wrappers use these).
vi.mock('../../shared/firebase/documents', () => ({
  DOCUMENT_ID: '__name__',
  getDocument: vi.fn(),
  writeDocuments: vi.fn(() => Promise.resolve()),
  queryDocuments: vi.fn(() => Promise.resolve([])),
  serverTime: vi.fn(() => SERVER_TIME),
  timestampOf: vi.fn(),
}));

// The requests to confirm weeks go through the functions: the api's calls are replaced (its words are the real ones).
vi.mock('../../shared/confirmations/confirmations-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/confirmations/confirmations-api')>()),
  askToConfirm: vi.fn(),
  myRequests: vi.fn(() => Promise.resolve([])),
  withdrawRequest: vi.fn(),
}));

const getDocumentMock = vi.mocked(getDocument);
const writeDocumentsMock = vi.mocked(writeDocuments);
const queryDocumentsMock = vi.mocked(queryDocuments);
const myRequestsMock = vi.mocked(myRequests);

// Every week and label comes from the core, as the page's do: the tests never compute a week themselves.
const TODAY = utcToday();
const THIS_WEEK = currentWeek(TODAY)!;
const SEASON = seasonOfWeek(THIS_WEEK)!;
const DATE_OF_BIRTH = '2004-05-06';
/** The week before this one, as the picker offers it (this season's second option). */
const LAST_WEEK = pickerWeeks(SEASON, TODAY, DATE_OF_BIRTH, [])[1]!.week;
const OUTFIELD = fieldGroups(false).flatMap((group) => group.fields);
const GOALKEEPING = fieldGroups(true).filter((group) => !fieldGroups(false).some((g) => g.key === group.key));
const NOTE = fieldGroups(false).find((group) => group.note)!.note!;
const NOTE_MAX_LENGTH = NOTE.maxLength;
const spec = (key: string): WeeklyField => [...OUTFIELD, ...GOALKEEPING.flatMap((g) => g.fields)].find((f) => f.key === key)!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure's input by the core's label (the label goes on with the unit and range). */
const input = (key: string) => screen.getByLabelText(new RegExp(`^${escape(spec(key).label)} \\(`));

let counter = 0;
let uid = 'w0';
let stored: { id: string; data: Record<string, unknown> }[] = [];

/** What Firestore holds: the CV (its player type), the private details (the birth date) and the season's entries. */
function holds(playerType: string, entries: { id: string; data: Record<string, unknown> }[] = []) {
  stored = entries;
  getDocumentMock.mockImplementation(((path: string) =>
    Promise.resolve(
      path === `players/${uid}`
        ? { firstName: 'Ana', playerType, visibility: 'public' }
        : path === `players/${uid}/private/details`
          ? { dateOfBirth: DATE_OF_BIRTH }
          : null,
    )) as unknown as typeof getDocument);
  queryDocumentsMock.mockImplementation((() => Promise.resolve(stored)) as unknown as typeof queryDocuments);
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  counter += 1;
  uid = `w${counter}`;
  holds('outfield');
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/settings/add-weekly-stats', element: <AddWeeklyStatsPage /> },
      { path: '/profile/myprofile', element: <h1>page my CV</h1> },
    ],
    { initialEntries: ['/settings/add-weekly-stats'] },
  );
  render(
    <Providers session={sessionValue({ user: { uid } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

const formHeading = () => screen.findByRole('heading', { level: 2, name: weekLabel(THIS_WEEK) });
const list = () => screen.getByRole('region', { name: /^Logged weeks/ });

/** The toasts on screen with `text` (a dismissed toast plays its exit animation, which jsdom never ends). */
const shownToasts = (text: string) =>
  screen.queryAllByText(text).filter((el) => el.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false');

describe('AddWeeklyStatsPage', () => {
  it("opens this week as a new entry, in the core's groups, and explains what to log when the season is empty", async () => {
    renderPage();
    await formHeading();
    expect(screen.getByLabelText('Week')).toHaveValue(THIS_WEEK);
    expect(screen.getByText(/Nothing logged for this week yet/)).toBeInTheDocument();
    for (const group of fieldGroups(false)) expect(screen.getByRole('group', { name: group.label })).toBeInTheDocument();
    for (const group of GOALKEEPING) expect(screen.queryByRole('group', { name: group.label })).not.toBeInTheDocument();
    // Whole numbers get the numeric keypad, decimals the decimal one; the range is in the label.
    const minutes = input('minutes');
    expect(minutes).toHaveAttribute('inputmode', 'numeric');
    expect(input('distanceKm')).toHaveAttribute('inputmode', 'decimal');
    expect(within(list()).getByText(/No weeks logged in/)).toBeInTheDocument();
    expect(within(list()).getByText(/per-90/)).toBeInTheDocument();
    // One query for the season, on the core's id range.
    const range = weekly({ season: SEASON }).season!.range!;
    expect(queryDocumentsMock).toHaveBeenCalledWith(`players/${uid}/weeklyStats`, expect.objectContaining({
      where: [
        ['__name__', '>=', range.first],
        ['__name__', '<=', range.last],
      ],
    }));
  });

  it("a goalkeeper's CV adds the goalkeeping group", async () => {
    holds('goalkeeper');
    renderPage();
    await formHeading();
    expect(GOALKEEPING.length).toBeGreaterThan(0);
    for (const group of GOALKEEPING) {
      const fieldset = screen.getByRole('group', { name: group.label });
      for (const field of group.fields) expect(within(fieldset).getByLabelText(new RegExp(`^${escape(field.label)} \\(`))).toBeInTheDocument();
    }
  });

  it('a week with an entry opens it for editing and says so; the list shows it with Edit and Delete', async () => {
    holds('outfield', [{ id: THIS_WEEK, data: { week: THIS_WEEK, matches: 1, minutes: 90, goals: 2, shots: 4 } }]);
    renderPage();
    await formHeading();
    expect(await screen.findByText(/you are editing its entry/)).toBeInTheDocument();
    expect(input('goals')).toHaveValue('2');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByRole('button', { name: `Edit ${weekLabel(THIS_WEEK)}` })).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: `Delete ${weekLabel(THIS_WEEK)}` })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: `${weekLabel(THIS_WEEK)} (logged)` })).toBeInTheDocument();
  });

  it("saves the core's document at the week's path with the server's time, clears the draft and lists the week", async () => {
    const { user } = renderPage();
    await formHeading();
    await user.type(input('matches'), '1');
    await user.type(input('minutes'), '90');
    await user.type(input('goals'), '1');
    await user.type(input('shots'), '3');
    expect(localStorage.getItem(weeklyDraftKey(uid))).toContain(THIS_WEEK);
    await user.click(screen.getByRole('button', { name: 'Save this week' }));
    expect(await screen.findByText(`${weekLabel(THIS_WEEK)} is saved.`)).toBeInTheDocument();
    expect(writeDocumentsMock).toHaveBeenCalledTimes(1);
    const [write] = writeDocumentsMock.mock.calls[0]![0] as BatchWrite[];
    const { path, data } = write as { path: string; data: Record<string, unknown> };
    expect(path).toBe(`players/${uid}/weeklyStats/${THIS_WEEK}`);
    expect(data).toMatchObject({ week: THIS_WEEK, matches: 1, minutes: 90, goals: 1, shots: 3, updatedAt: SERVER_TIME });
    expect(data).not.toHaveProperty('assists');
    expect(localStorage.getItem(weeklyDraftKey(uid))).toBeNull();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/you are editing its entry/)).toBeInTheDocument();

    // A second week saved while the first toast still shows says so too, and the list grows, newest first.
    await user.selectOptions(screen.getByLabelText('Week'), LAST_WEEK);
    await screen.findByRole('heading', { level: 2, name: weekLabel(LAST_WEEK) });
    await user.type(input('assists'), '1');
    await user.click(screen.getByRole('button', { name: 'Save this week' }));
    expect(await screen.findByText(`${weekLabel(LAST_WEEK)} is saved.`)).toBeInTheDocument();
    expect(writeDocumentsMock).toHaveBeenLastCalledWith([
      { path: `players/${uid}/weeklyStats/${LAST_WEEK}`, data: expect.objectContaining({ week: LAST_WEEK, assists: 1 }) },
    ]);
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining(weekLabel(THIS_WEEK)), expect.stringContaining(weekLabel(LAST_WEEK))]);
  });

  it("refuses more shots on target than shots at the field, with the core's message, keeping every value", async () => {
    const { user } = renderPage();
    await formHeading();
    await user.type(input('shots'), '2');
    await user.type(input('shotsOnTarget'), '5');
    await user.type(input('minutes'), '45');
    await user.type(input('matches'), '1');
    await user.click(screen.getByRole('button', { name: 'Save this week' }));
    const onTarget = input('shotsOnTarget');
    await vi.waitFor(() => expect(onTarget).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = onTarget.getAttribute('aria-describedby') ?? '';
    const message = describedBy.split(' ').map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
    expect(message?.textContent).toBeTruthy();
    expect(onTarget).toHaveValue('5');
    expect(input('shots')).toHaveValue('2');
    expect(input('minutes')).toHaveValue('45');
    expect(writeDocumentsMock).not.toHaveBeenCalled();
  });

  it('shows one outcome at a time: a refusal, its field fixed, then only the saved week', async () => {
    const { user } = renderPage();
    await formHeading();
    await user.type(input('shots'), '2');
    await user.type(input('shotsOnTarget'), '5');
    await user.click(screen.getByRole('button', { name: 'Save this week' }));
    const onTarget = input('shotsOnTarget');
    await vi.waitFor(() => expect(onTarget).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    // The first refused field takes the focus.
    expect(onTarget).toHaveFocus();

    // Fixed: its message goes as the value becomes valid, before any new save.
    await user.clear(onTarget);
    await user.type(onTarget, '1');
    await vi.waitFor(() => expect(onTarget).toHaveAttribute('aria-invalid', 'false'));
    await user.click(screen.getByRole('button', { name: 'Save this week' }));
    expect(await screen.findByText(`${weekLabel(THIS_WEEK)} is saved.`)).toBeInTheDocument();
    await vi.waitFor(() => expect(shownToasts('Please fix the highlighted fields.')).toHaveLength(0));
  });

  it("a failed save says why in a toast (the core's words) and keeps every value and the draft", async () => {
    writeDocumentsMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = renderPage();
    await formHeading();
    await user.type(input('assists'), '2');
    await user.click(screen.getByRole('button', { name: 'Save this week' }));
    const expected = weeklySaveErrorMessage('permission-denied');
    expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
    expect(input('assists')).toHaveValue('2');
    expect(localStorage.getItem(weeklyDraftKey(uid))).toContain('"2"');
  });

  it('restores the draft on return, on the week it was typed for, and says so', async () => {
    const { user } = renderPage();
    await formHeading();
    await user.selectOptions(screen.getByLabelText('Week'), LAST_WEEK);
    await screen.findByRole('heading', { level: 2, name: weekLabel(LAST_WEEK) });
    await user.type(input('tacklesWon'), '7');
    cleanup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: weekLabel(LAST_WEEK) })).toBeInTheDocument();
    expect(input('tacklesWon')).toHaveValue('7');
    expect(screen.getByText(/We restored the values you typed for this week/)).toBeInTheDocument();
  });

  it('a corrupt draft is ignored: the page opens this week without a crash', async () => {
    localStorage.setItem(weeklyDraftKey(uid), '{not json');
    renderPage();
    await formHeading();
    expect(screen.queryByText(/We restored the values/)).not.toBeInTheDocument();
  });

  it('asks before switching weeks with unsaved changes, and stays when the player says so', async () => {
    const { user } = renderPage();
    await formHeading();
    await user.type(input('goals'), '1');
    await user.selectOptions(screen.getByLabelText('Week'), LAST_WEEK);
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch weeks without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this week' }));
    expect(await formHeading()).toBeInTheDocument();
    expect(input('goals')).toHaveValue('1');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, router } = renderPage();
    await formHeading();
    await user.type(input('goals'), '1');
    await router.navigate('/profile/myprofile');
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/add-weekly-stats');
  });

  it('Edit opens a logged week with the focus on its heading; Delete asks first, then deletes and says so', async () => {
    holds('outfield', [
      { id: THIS_WEEK, data: { week: THIS_WEEK, matches: 1 } },
      { id: LAST_WEEK, data: { week: LAST_WEEK, matches: 2, goals: 1, shots: 1 } },
    ]);
    const { user } = renderPage();
    await formHeading();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list()).getByRole('button', { name: `Edit ${weekLabel(LAST_WEEK)}` }));
    const heading = await screen.findByRole('heading', { level: 2, name: weekLabel(LAST_WEEK) });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    // Edit on the week already open moves the focus there too.
    within(list()).getByRole('button', { name: `Edit ${weekLabel(LAST_WEEK)}` }).focus();
    await user.click(within(list()).getByRole('button', { name: `Edit ${weekLabel(LAST_WEEK)}` }));
    expect(document.activeElement).toBe(heading);
    expect(input('matches')).toHaveValue('2');

    await user.click(within(list()).getByRole('button', { name: `Delete ${weekLabel(LAST_WEEK)}` }));
    let dialog = await screen.findByRole('alertdialog', { name: `Delete ${weekLabel(LAST_WEEK)}?` });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writeDocumentsMock).not.toHaveBeenCalled();

    await user.click(within(list()).getByRole('button', { name: `Delete ${weekLabel(LAST_WEEK)}` }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the week' }));
    expect(await screen.findByText(`${weekLabel(LAST_WEEK)} is deleted.`)).toBeInTheDocument();
    expect(writeDocumentsMock).toHaveBeenCalledWith([{ path: `players/${uid}/weeklyStats/${LAST_WEEK}`, delete: true }]);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    // The open week lost its entry: the form offers it as a new one.
    expect(await screen.findByText(/Nothing logged for this week yet/)).toBeInTheDocument();
  });

  it("a failed delete says why (the core's words) and keeps the week in the list", async () => {
    holds('outfield', [{ id: LAST_WEEK, data: { week: LAST_WEEK, matches: 2 } }]);
    writeDocumentsMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const { user } = renderPage();
    await formHeading();
    await user.click(within(list()).getByRole('button', { name: `Delete ${weekLabel(LAST_WEEK)}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the week' }));
    // Above the list, where it stays once the toast has closed.
    expect(await within(list()).findByText(weeklyDeleteErrorMessage('unavailable'), { selector: '.field-error' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens without the server from the CV copy and the draft on this device; Save waits until the weeks are loaded', async () => {
    localStorage.setItem(profileCacheKey(uid), JSON.stringify({ firstName: 'Ana', playerType: 'goalkeeper' }));
    localStorage.setItem(weeklyDraftKey(uid), JSON.stringify({ week: THIS_WEEK, form: { week: THIS_WEEK, saves: '4' } }));
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    getDocumentMock.mockRejectedValue(offline);
    queryDocumentsMock.mockRejectedValue(offline);
    const { user } = renderPage();
    await formHeading();
    expect(screen.getByText(/We could not reach the server/)).toBeInTheDocument();
    expect(within(list()).getByText(/could not be loaded/)).toBeInTheDocument();
    // The cached CV says goalkeeper: the draft's goalkeeping value is back, and nothing can be saved blind.
    expect(input('saves')).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Save this week' })).toBeDisabled();

    // Back online: Try again loads the facts and the season, the draft stays, and the week can be saved.
    holds('goalkeeper', [{ id: LAST_WEEK, data: { week: LAST_WEEK, matches: 1 } }]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText(/We could not reach the server/)).not.toBeInTheDocument();
    expect(input('saves')).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Save this week' })).toBeEnabled();
  });

  it("asks a coach to confirm the season's logged weeks (the open one checked); the requests load once, not per season", async () => {
    holds('outfield', [
      { id: THIS_WEEK, data: { week: THIS_WEEK, matches: 1, minutes: 90 } },
      { id: LAST_WEEK, data: { week: LAST_WEEK, matches: 1 } },
    ]);
    const { user } = renderPage();
    await formHeading();
    const confirmations = screen.getByRole('region', { name: 'Confirmed by your coach' });
    expect(await within(confirmations).findByText(/^No requests yet\./)).toBeInTheDocument();
    const ask = within(confirmations).getByRole('button', { name: 'Ask your coach to confirm' });
    await vi.waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'Ask your coach to confirm' });
    const seasonLabel = weekly({ season: SEASON }).season!.label;
    const weeks = within(dialog).getByRole('group', { name: `Weeks to confirm, ${seasonLabel}` });
    // The season's logged weeks, newest first, each with its summary; the week open in the form is checked.
    const boxes = within(weeks).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(weeks).getByRole('checkbox', { name: new RegExp(`^${escape(weekLabel(THIS_WEEK))}`) })).toBeChecked();
    expect(within(weeks).getByRole('checkbox', { name: new RegExp(`^${escape(weekLabel(LAST_WEEK))}`) })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Another season without a logged week: the button waits and says why; the requests are not read again.
    stored = [];
    const season = screen.getByLabelText('Season');
    const other = within(season).getAllByRole<HTMLOptionElement>('option').find((option) => option.value !== String(SEASON))!;
    await user.selectOptions(season, other.value);
    await vi.waitFor(() => expect(within(confirmations).getByRole('button', { name: 'Ask your coach to confirm' })).toBeDisabled());
    expect(within(confirmations).getByText(new RegExp(`You have no logged week in ${escape(other.textContent ?? '')} yet`))).toBeInTheDocument();
    expect(myRequestsMock).toHaveBeenCalledTimes(1);
  });

  it('counts the note as it is typed and marks it when it is too long', async () => {
    const { user } = renderPage();
    await formHeading();
    const note = screen.getByLabelText(new RegExp(`^${escape(NOTE.label)} \\(`));
    await user.type(note, 'Good week');
    expect(screen.getByText(`9 / ${NOTE_MAX_LENGTH} characters`)).toBeInTheDocument();
    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(NOTE_MAX_LENGTH + 3));
    expect(screen.getByText(`${NOTE_MAX_LENGTH + 3} / ${NOTE_MAX_LENGTH} characters`)).toBeInTheDocument();
    expect(screen.getByText('3 characters too many.')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });
});
