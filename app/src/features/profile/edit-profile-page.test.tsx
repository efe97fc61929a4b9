import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Device, Profile, type ProfileForm } from '../../shared/core/profile';

// The core's answers, as the editor asks them.
const profileForm = (cv: Record<string, unknown> | null | undefined, details: Record<string, unknown> | null | undefined) =>
  Profile.read({ cv: cv ?? null, details: details ?? null }).form;
const keepProfileDraft = (uid: string, form: ProfileForm) => Device.keep({ profileDraft: { uid, form } }) > 0;
import { localToday } from '../../shared/dates/local-today';
import { type BatchWrite, getDocument, queryDocuments, writeDocuments } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import { clearToasts, Providers, sessionValue } from '../../test/render';
import EditProfilePage from './edit-profile-page';
import { entriesOfHeldCv, STORED_CREATED_AT, storedDetails, storedPlayer } from './test-fixtures';

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

// Firebase stays out of component tests: only the wrappers are replaced.
vi.mock('../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  queryDocuments: vi.fn(),
  writeDocuments: vi.fn(() => Promise.resolve()),
  serverTime: vi.fn(() => SERVER_TIME),
  // The real wrapper turns the stored {seconds, nanoseconds} back into a Timestamp; here it passes it through.
  timestampOf: vi.fn((value: unknown) => value ?? undefined),
  removedField: vi.fn(),
}));
vi.mock('../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(() => Promise.resolve()),
}));

const getDocumentMock = vi.mocked(getDocument);
const writeDocumentsMock = vi.mocked(writeDocuments);
const DETAILS_PATH = 'players/abc/private/details';

/** What Firestore holds: the CV (or a promise of it, to hold it back) and the private details. */
function holds(cv: unknown, details: unknown = storedDetails()) {
  getDocumentMock.mockImplementation(((path: string) =>
    Promise.resolve(path === DETAILS_PATH ? details : cv)) as unknown as typeof getDocument);
}

/** The documents of the one batch the save wrote, by path; the entry documents of each list, and the deletions. */
function saved(): {
  cv: Record<string, unknown>;
  details: Record<string, unknown>;
  career: [string, Record<string, unknown>][];
  honours: [string, Record<string, unknown>][];
  deleted: string[];
  writes: BatchWrite[];
} {
  expect(writeDocumentsMock).toHaveBeenCalledTimes(1);
  const writes = writeDocumentsMock.mock.calls[0]![0] as BatchWrite[];
  const sets = writes.flatMap((w) => ('data' in w ? [[w.path, w.data] as [string, Record<string, unknown>]] : []));
  const at = (path: string) => sets.find(([p]) => p === path)?.[1] ?? {};
  const entries = (list: string) =>
    sets.filter(([p]) => p.startsWith(`players/abc/${list}/`)).map(([p, d]): [string, Record<string, unknown>] => [p.slice(`players/abc/${list}/`.length), d]);
  const deleted = writes.flatMap((w) => ('delete' in w ? [w.path] : []));
  return { cv: at('players/abc'), details: at(DETAILS_PATH), career: entries('career'), honours: entries('honours'), deleted, writes };
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  // The CV's career and honours come from their entry documents: the held CV's lists, stored one per document.
  vi.mocked(queryDocuments).mockImplementation(entriesOfHeldCv(vi.mocked(getDocument)) as unknown as typeof queryDocuments);
  holds(storedPlayer());
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderEditor(displayName?: string) {
  const reload = vi.fn(() => Promise.resolve());
  const router = createMemoryRouter(
    [
      { path: '/settings/edit-profile', element: <EditProfilePage /> },
      { path: '/profile/myprofile', element: <h1>page my CV</h1> },
      { path: '/player', element: <h1>page players</h1> },
    ],
    { initialEntries: ['/settings/edit-profile'] },
  );
  const session = {
    ...sessionValue({ user: { uid: 'abc', profileComplete: false, ...(displayName === undefined ? {} : { displayName }) } }),
    reload,
  };
  render(
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, reload, user: userEvent.setup() };
}

/**
 * Saves a CV whose first career entry and only honour were removed, and checks the batch: the second club moved to the
 * first position (that entry changed, and is the only one written), and the documents past the shorter lists go.
 */
async function saveWithoutFirstEntries(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save my CV' }));
  await screen.findByRole('heading', { name: 'page my CV' });
  const { career, honours, deleted } = saved();
  expect(career.map(([id, entry]) => [id, entry.club])).toEqual([['00', 'CD Leganés']]);
  expect(honours).toEqual([]);
  expect(deleted).toEqual(['players/abc/career/01', 'players/abc/honours/00']);
}

/** The form has loaded the stored CV once the first name shows it. */
async function loaded(firstName = 'Ana') {
  await screen.findByDisplayValue(firstName);
}

/** The message the field's aria-describedby points at (its hint and error, in that order). */
function describedText(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The core's own message for `field` when validating `values` (so the test never restates the rule). */
function coreMessage(values: ProfileForm, field: string): string {
  try {
    Profile.save({ uid: 'abc', form: values, today: localToday(), hasPhoto: false });
  } catch (error) {
    const found = (error as { fieldErrors?: { field: string; message: string }[] }).fieldErrors?.find(
      (e) => e.field === field,
    );
    if (found) return found.message;
    if ((error as { field?: string }).field === field) return (error as Error).message;
  }
  throw new Error(`the core accepted the values or reported no error for ${field}`);
}

function careerRow(index: number): HTMLElement {
  return screen.getByRole('group', { name: `Career entry ${index}` });
}

function clubs(): string[] {
  return screen
    .queryAllByRole('group', { name: /^Career entry \d+$/ })
    .map((row) => (within(row).getByLabelText(/^Club/) as HTMLInputElement).value);
}

function toastsWith(text: string | RegExp) {
  return screen.queryAllByText(text).filter((el) => el.closest('.Toastify'));
}

describe('EditProfilePage', () => {
  it('fills the form from the stored CV through the core', async () => {
    renderEditor();
    await loaded();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Silva');
    expect(screen.getByLabelText(/^Nationality/)).toHaveValue('PT');
    expect(screen.getByLabelText(/^Main position/)).toHaveValue('CM');
    expect(screen.getByRole('checkbox', { name: /\(CAM\)/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /\(ST\)/ })).not.toBeChecked();
    expect(clubs()).toEqual(['Sporting CP B', 'CD Leganés']);
    expect(screen.getByLabelText(/^About you/)).toHaveValue('Box-to-box midfielder.\nStrong in the air.');
    expect(getDocumentMock).toHaveBeenCalledWith('players/abc');
    // The private values come from the owner's details.
    expect(getDocumentMock).toHaveBeenCalledWith(DETAILS_PATH);
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(storedDetails().dateOfBirth);
    expect(screen.getByLabelText(/^Contact email/)).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: 'Show my contact email on my CV' })).not.toBeChecked();
  });

  it('waits for the private details, and offers a retry when they cannot be read (never saving over them blind)', async () => {
    getDocumentMock.mockImplementation(((path: string) =>
      path === DETAILS_PATH ? Promise.reject(new Error('unavailable')) : Promise.resolve(storedPlayer())) as unknown as typeof getDocument);
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'We could not load your CV' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
    expect(writeDocumentsMock).not.toHaveBeenCalled();
  });

  it("shows the core's error at a nested career field, keeps every value and does not save", async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add a career entry' }));
    const row = careerRow(3);
    await user.type(within(row).getByLabelText(/^Club/), 'Atlético Madrid Juvenil');
    const from = within(row).getByLabelText(/^From/);
    await user.type(from, '1800');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));

    const values = profileForm(storedPlayer(), storedDetails());
    values.career.push({ club: 'Atlético Madrid Juvenil', league: '', from: '1800', to: '', appearances: '', goals: '' });
    const expected = coreMessage(values, 'career.2.from');
    await vi.waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(from)).toContain(expected);
    expect(within(row).getByText(expected)).toHaveClass('field-error');
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();

    expect(from).toHaveValue('1800');
    expect(within(row).getByLabelText(/^Club/)).toHaveValue('Atlético Madrid Juvenil');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(writeDocumentsMock).not.toHaveBeenCalled();
  });

  it('keeps the field messages of a tried save when a fresher copy of the CV arrives afterwards', async () => {
    // The cached copy renders at once; the server's copy is held back until after the click.
    const stored = { ...storedPlayer(), links: [{ label: 'Evil', url: 'javascript:alert(1)' }] };
    localStorage.setItem('userProfile_abc', JSON.stringify(stored));
    let arrive!: (doc: unknown) => void;
    holds(new Promise((resolve) => (arrive = resolve)));
    const { user } = renderEditor();
    await loaded();
    // The link rows may re-mount when the fresh copy resets the form: look the input up each time.
    const url = () => within(screen.getByRole('group', { name: 'Link 1' })).getByLabelText(/^Address/);
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    await vi.waitFor(() => expect(url()).toHaveAttribute('aria-invalid', 'true'));
    const message = coreMessage(profileForm(stored, storedDetails()), 'links.0.url');

    await act(async () => arrive({ ...stored }));
    expect(url()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(url())).toContain(message);
    expect(writeDocumentsMock).not.toHaveBeenCalled();
  });

  it("asks a player under 16 for a guardian's email at its field, keeps what was typed, then saves it privately", async () => {
    // 12 on every day of this year.
    const young = `${new Date().getFullYear() - 12}-01-01`;
    const cv = storedPlayer({ birthMonth: young.slice(0, 7) });
    holds(cv, storedDetails({ dateOfBirth: young }));
    const { user } = renderEditor();
    await loaded();
    const guardian = screen.getByLabelText(/^Parent's or guardian's email/);
    expect(guardian).toHaveValue('');
    expect(describedText(guardian)).toMatch(/^Private: only you see it\..*contact requests to players under 16.*Required for players under 16\./);
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Getafe');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));

    const expected = coreMessage(profileForm(cv, storedDetails({ dateOfBirth: young })), 'guardianEmail');
    await vi.waitFor(() => expect(guardian).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(guardian)).toContain(expected);
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(city).toHaveValue('Getafe');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(young);
    expect(writeDocumentsMock).not.toHaveBeenCalled();

    await user.type(guardian, 'Parent@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    await screen.findByRole('heading', { name: 'page my CV' });
    const { cv: data, details } = saved();
    expect(details).toEqual({ ...storedDetails({ dateOfBirth: young }), guardianEmail: 'parent@example.com', updatedAt: SERVER_TIME });
    expect(JSON.stringify(data)).not.toContain('parent@example.com');
  });

  it("opens an adult's stored guardian's email in its field and keeps it on save", async () => {
    holds(storedPlayer(), storedDetails({ guardianEmail: 'mum@example.com' }));
    const { user } = renderEditor();
    await loaded();
    expect(screen.getByLabelText(/^Parent's or guardian's email/)).toHaveValue('mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    await screen.findByRole('heading', { name: 'page my CV' });
    expect(saved().details).toMatchObject({ guardianEmail: 'mum@example.com' });
  });

  it('keeps the typed CV on the device until the server confirms the save, then forgets it', async () => {
    let confirm!: () => void;
    writeDocumentsMock.mockImplementationOnce(() => new Promise<void>((resolve) => (confirm = resolve)));
    const { user, router } = renderEditor();
    await loaded();
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Getafe');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));

    await screen.findByRole('button', { name: 'Saving...' });
    expect(JSON.parse(localStorage.getItem('userProfileDraft_abc') ?? 'null')).toMatchObject({ city: 'Getafe', firstName: 'Ana' });
    await act(async () => confirm());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/myprofile'));
    expect(localStorage.getItem('userProfileDraft_abc')).toBeNull();
  });

  it('restores an unconfirmed draft over the stored CV with a note, and can discard it', async () => {
    const draft = { ...profileForm(storedPlayer(), storedDetails()), city: 'Draftville', bio: 'Typed offline.' };
    localStorage.setItem('userProfileDraft_abc', JSON.stringify(draft));
    const { user } = renderEditor();
    await screen.findByDisplayValue('Draftville');
    const note = screen.getByText(/We restored the changes you had not saved yet/).closest<HTMLElement>('[role="status"]')!;
    expect(note).toBeInTheDocument();
    expect(screen.getByLabelText(/^About you/)).toHaveValue('Typed offline.');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(within(note).getByRole('button', { name: 'Discard these changes' }));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Madrid');
    expect(screen.queryByText(/We restored the changes/)).not.toBeInTheDocument();
    expect(localStorage.getItem('userProfileDraft_abc')).toBeNull();
  });

  it("restores a draft kept before the guardian's email was a field", async () => {
    const { guardianEmail: _g, ...draft } = { ...profileForm(storedPlayer(), storedDetails()), city: 'Draftville' };
    localStorage.setItem('userProfileDraft_abc', JSON.stringify(draft));
    renderEditor();
    await screen.findByDisplayValue('Draftville');
    expect(screen.getByText(/We restored the changes you had not saved yet/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Parent's or guardian's email/)).toHaveValue('');
  });

  it('keeps a restored draft unsaved (and the leave warning armed) when the fresher stored copy arrives', async () => {
    localStorage.setItem('userProfile_abc', JSON.stringify(storedPlayer()));
    const draft = { ...profileForm(storedPlayer(), storedDetails()), city: 'Draftville' };
    localStorage.setItem('userProfileDraft_abc', JSON.stringify(draft));
    let arrive!: (doc: unknown) => void;
    holds(new Promise((resolve) => (arrive = resolve)));
    renderEditor();
    await screen.findByDisplayValue('Draftville');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await act(async () => arrive({ ...storedPlayer(), bio: 'A fresher copy.' }));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Draftville');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('drops a corrupt or partial draft: the stored CV shows, without a note', async () => {
    for (const raw of ['{"city": "Draft', 'null', '42', '{"city":"Draftville"}']) {
      localStorage.setItem('userProfileDraft_abc', raw);
      renderEditor();
      await loaded();
      expect(screen.getByLabelText(/^City/)).toHaveValue('Madrid');
      expect(screen.queryByText(/We restored the changes/)).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('keeps the values and explains when the save fails', async () => {
    writeDocumentsMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user, router, reload } = renderEditor();
    await loaded();
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Getafe');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));

    const atForm = await screen.findByText(/We could not save your CV: the server refused it.*kept on this device/);
    expect(atForm).toHaveAttribute('role', 'alert');
    expect(toastsWith(/^We could not save your CV: the server refused it/)).toHaveLength(1);
    expect(writeDocumentsMock).toHaveBeenCalledTimes(1);
    expect(city).toHaveValue('Getafe');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(storedDetails().dateOfBirth);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(reload).not.toHaveBeenCalled();
    expect(toastsWith('Your CV has been saved.')).toHaveLength(0);
  });

  it('says at the map pin why "Use my current location" filled nothing, and what to do instead', async () => {
    const geolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    const getCurrentPosition = vi.fn((_: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      const { user } = renderEditor();
      await loaded();
      const pin = screen.getByRole('group', { name: 'Map pin (optional)' });
      await user.click(within(pin).getByRole('button', { name: 'Use my current location' }));
      const message = 'We could not get your location. Type the coordinates instead, or leave them empty.';
      // At the fields, where it stays once the toast has closed.
      expect(await within(pin).findByText(message)).toHaveAttribute('role', 'alert');
      expect(toastsWith(message)).toHaveLength(1);
    } finally {
      if (geolocation) Object.defineProperty(navigator, 'geolocation', geolocation);
      else Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('saves the CV and the private details in one batch, with the stored createdAt, and opens the CV', async () => {
    const { user, router, reload } = renderEditor();
    await loaded();
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Getafe');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));

    expect(await screen.findByRole('heading', { name: 'page my CV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/myprofile');
    expect(screen.getByText('Your CV has been saved.')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    const { cv: data, details, writes, career, honours, deleted } = saved();
    // Only the city changed: the CV and the details are written, and no career or honours entry, which are as read.
    expect(writes.map((w) => [w.path, 'delete' in w ? 'delete' : (w.merge ?? false)])).toEqual([
      ['players/abc', false],
      [DETAILS_PATH, false],
    ]);
    // The lists are documents of their own, one per entry in order (the rules check each whole), not keys of the CV.
    expect(data).not.toHaveProperty('career');
    expect(data).not.toHaveProperty('honours');
    expect(career).toEqual([]);
    expect(honours).toEqual([]);
    expect(deleted).toEqual([]);
    expect(data).toMatchObject({ city: 'Getafe', firstName: 'Ana', createdAt: STORED_CREATED_AT, updatedAt: SERVER_TIME });
    expect(data.languages).toEqual(['Portuguese', 'Spanish']);
    // The split: the CV has the birth month and no hidden e-mail; the details keep the exact values.
    expect(data.birthMonth).toBe(storedDetails().dateOfBirth.slice(0, 7));
    for (const key of ['dateOfBirth', 'location', 'showContactEmail', 'contactEmail']) expect(data).not.toHaveProperty(key);
    expect(details).toEqual({ ...storedDetails(), updatedAt: SERVER_TIME });
    // The cache now holds the saved CV, so the next page renders it at once.
    expect(JSON.parse(localStorage.getItem('userProfile_abc') ?? 'null')).toMatchObject({ city: 'Getafe' });
  });

  it('starts a CV without a name with the name given at sign-up, split by the core', async () => {
    holds(null, null);
    renderEditor('  Rui   Carvalho ');
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Rui');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Carvalho');
  });

  it('keeps the saved name of a CV, and a restored draft, over the sign-up name', async () => {
    renderEditor('Rui Carvalho');
    await loaded();
    expect(screen.getByLabelText(/^First name/)).not.toHaveValue('Rui');
    cleanup();

    holds(null, null);
    keepProfileDraft('abc', { ...profileForm(null, null), firstName: '', lastName: 'Typed' });
    renderEditor('Rui Carvalho');
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveValue('Typed'));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
  });

  /** Fills a new CV's required fields (from the stored fixture) and saves it; resolves once the CV page opens. */
  async function saveFirstCv(user: ReturnType<typeof userEvent.setup>): Promise<ProfileForm> {
    await screen.findByLabelText(/^First name/);
    const values = profileForm(storedPlayer(), storedDetails());
    // The names start as the sign-up's display name: replace them.
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^First name/), values.firstName);
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), values.lastName);
    await user.type(screen.getByLabelText(/^Date of birth/), values.dateOfBirth);
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'PT');
    await user.selectOptions(screen.getByLabelText(/^Country of residence/), 'ES');
    await user.type(screen.getByLabelText(/^City/), 'Madrid');
    await user.selectOptions(screen.getByLabelText(/^Player type/), 'outfield');
    await user.selectOptions(screen.getByLabelText(/^Main position/), 'CM');
    await user.selectOptions(screen.getByLabelText(/^Availability/), 'open-to-offers');
    await user.selectOptions(screen.getByLabelText(/^Who can see my CV/), 'public');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    await screen.findByRole('heading', { name: 'page my CV' });
    return values;
  }

  it('stamps createdAt with the server time on the first save', async () => {
    holds(null, null);
    const { user } = renderEditor();
    const values = await saveFirstCv(user);
    const { cv: data, details } = saved();
    expect(data).toMatchObject({ firstName: 'Ana', createdAt: SERVER_TIME, updatedAt: SERVER_TIME, hasPhoto: false });
    expect(details).toEqual({ dateOfBirth: values.dateOfBirth, showContactEmail: false, updatedAt: SERVER_TIME });
  });

  it('a picture uploaded before the first save: the completeness does not ask for one, and the CV says it has it', async () => {
    holds(null, null);
    vi.mocked(getFileUrl).mockResolvedValue('https://storage.test/profilePictures/abc');
    const { user } = renderEditor();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'https://storage.test/profilePictures/abc'));
    // The meter counts the stored picture once the control reports it (a render later): it still lists what is
    // missing, but not the photo.
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'City' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Photo' })).not.toBeInTheDocument();
    });
    await saveFirstCv(user);
    expect(saved().cv).toMatchObject({ hasPhoto: true });
  });

  it('adds and removes career rows, and saves what is left', async () => {
    const { user } = renderEditor();
    await loaded();
    expect(clubs()).toEqual(['Sporting CP B', 'CD Leganés']);

    await user.click(screen.getByRole('button', { name: 'Add a career entry' }));
    expect(clubs()).toEqual(['Sporting CP B', 'CD Leganés', '']);
    const row = careerRow(3);
    await user.type(within(row).getByLabelText(/^Club/), 'Getafe CF');
    await user.type(within(row).getByLabelText(/^From/), String(new Date().getFullYear()));

    await user.click(screen.getByRole('button', { name: 'Remove career entry 1' }));
    expect(clubs()).toEqual(['CD Leganés', 'Getafe CF']);
    expect(screen.queryByRole('button', { name: 'Remove career entry 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    await screen.findByRole('heading', { name: 'page my CV' });
    const { career, deleted } = saved();
    expect(career.map(([id, entry]) => [id, entry.club])).toEqual([
      ['00', 'CD Leganés'],
      ['01', 'Getafe CF'],
    ]);
    expect(deleted).toEqual([]);
  });

  it('deletes the entry documents past the shorter lists, in the same batch, and writes only the entries that changed', async () => {
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove career entry 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove honour 1' }));
    await saveWithoutFirstEntries(user);
  });

  it('keeps rows removed from the cached copy when the fresher stored copy arrives, and saves without them', async () => {
    localStorage.setItem('userProfile_abc', JSON.stringify(storedPlayer()));
    let arrive!: (doc: unknown) => void;
    holds(new Promise((resolve) => (arrive = resolve)));
    const { user } = renderEditor();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove career entry 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove honour 1' }));
    expect(clubs()).toEqual(['CD Leganés']);

    await act(async () => arrive(storedPlayer()));
    expect(clubs()).toEqual(['CD Leganés']);
    expect(screen.queryByRole('button', { name: 'Remove honour 1' })).not.toBeInTheDocument();
    await saveWithoutFirstEntries(user);
  });

  it('reads the lists from the entry documents, in id order, skipping one that does not read', async () => {
    const stored = storedPlayer();
    holds({ ...stored, career: undefined, honours: undefined });
    vi.mocked(queryDocuments).mockImplementation((async (path: string) =>
      path === 'players/abc/career'
        ? [
            { id: '00', data: (stored.career as unknown[])[0] },
            { id: '01', data: 'not an entry' },
            { id: '02', data: (stored.career as unknown[])[1] },
          ]
        : []) as unknown as typeof queryDocuments);
    renderEditor();
    await loaded();
    expect(clubs()).toEqual(['Sporting CP B', 'CD Leganés']);
    expect(vi.mocked(queryDocuments)).toHaveBeenCalledWith('players/abc/career');
    expect(vi.mocked(queryDocuments)).toHaveBeenCalledWith('players/abc/honours');
  });

  it('asks before leaving with unsaved changes; Escape stays, and leaving is a keyboard choice too', async () => {
    const { user, router } = renderEditor();
    await loaded();
    await user.type(screen.getByLabelText(/^City/), ' Norte');

    await act(async () => {
      await router.navigate('/player');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    const stay = within(dialog).getByRole('button', { name: 'Stay and keep editing' });
    expect(stay).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Madrid Norte');

    await act(async () => {
      await router.navigate('/player');
    });
    await screen.findByRole('alertdialog');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Leave without saving' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'page players' })).toBeInTheDocument();
  });

  it('lets an untouched form go without asking', async () => {
    const { router } = renderEditor();
    await loaded();
    await act(async () => {
      await router.navigate('/player');
    });
    expect(await screen.findByRole('heading', { name: 'page players' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("welcomes a new player with the core's completeness and links to what is missing", async () => {
    getDocumentMock.mockResolvedValue(null);
    renderEditor('');
    expect(await screen.findByText(/Welcome to SKORA!/)).toBeInTheDocument();
    const meter = screen.getByRole('progressbar', { name: /CV completeness/ });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    const firstName = screen.getByRole('link', { name: /first name/i });
    expect(firstName).toHaveAttribute('href', '/settings/edit-profile#firstName');
  });

  it('the completeness figure follows the form as the player types, through the core', async () => {
    getDocumentMock.mockResolvedValue(null);
    vi.mocked(getFileUrl).mockRejectedValue(new Error('storage/object-not-found'));
    const { user } = renderEditor('');
    expect(await screen.findByText(/Welcome to SKORA!/)).toBeInTheDocument();
    const meter = () => screen.getByRole('progressbar', { name: /CV completeness/ });
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^City/), 'Madrid');
    const typed = { ...profileForm(undefined, undefined), firstName: 'Ana', city: 'Madrid' };
    const expected = Profile.read({ cv: { ...typed, hasPhoto: false } }).completeness.percent;
    expect(expected).toBeGreaterThan(0);
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', String(expected)));
    expect(screen.queryByRole('link', { name: /first name/i })).not.toBeInTheDocument();
  });

  it('brings the first refused field into view with the focus, in the middle of the screen (clear of the save bar)', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = renderEditor();
      await loaded();
      await user.clear(screen.getByLabelText(/^City/));
      await user.click(screen.getByRole('button', { name: 'Save my CV' }));
      const city = screen.getByLabelText(/^City/);
      await vi.waitFor(() => expect(city).toHaveFocus());
      expect(scrolled.at(-1)).toBe(city);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'center' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('a fresher copy arriving during a save keeps the button on "Saving..." until the save settles', async () => {
    localStorage.setItem('userProfile_abc', JSON.stringify(storedPlayer()));
    let arrive!: (doc: unknown) => void;
    holds(new Promise((resolve) => (arrive = resolve)));
    let confirm!: () => void;
    writeDocumentsMock.mockImplementationOnce(() => new Promise<void>((resolve) => (confirm = resolve)));
    const { user, router } = renderEditor();
    await loaded();
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Getafe');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    await screen.findByRole('button', { name: 'Saving...' });

    await act(async () => arrive({ ...storedPlayer(), bio: 'A fresher copy.' }));
    await vi.waitFor(() => expect(writeDocumentsMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveValue('Getafe');

    await act(async () => confirm());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/myprofile'));
    expect(saved().cv).toMatchObject({ city: 'Getafe' });
  });
});
