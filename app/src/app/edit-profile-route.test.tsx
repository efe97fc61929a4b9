import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument, writeDocuments, type BatchWrite } from '../shared/firebase/documents';
import { clearToasts, renderRoutes } from '../test/render';
import EditProfileRoute from './edit-profile-route';
import MyProfileRoute from './my-profile-route';

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

// Firebase stays out of component tests: only the wrappers are replaced.
vi.mock('../shared/firebase/documents', () => ({
  getDocument: vi.fn(() => Promise.resolve(null)),
  queryDocuments: vi.fn(() => Promise.resolve([])),
  writeDocuments: vi.fn(() => Promise.resolve()),
  serverTime: vi.fn(() => SERVER_TIME),
  timestampOf: vi.fn((value: unknown) => value ?? undefined),
  removedField: vi.fn(),
}));
vi.mock('../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(() => Promise.resolve()),
}));

const STORED_SCOUT = { name: 'Marta Ruiz', role: 'agent', organisation: 'Ruiz Sports', country: 'PT', updatedAt: { seconds: 1, nanoseconds: 0 } };

function render(accountKind: 'player' | 'scout' | 'new', path = '/settings/edit-profile') {
  return renderRoutes(
    [
      { path: '/settings/edit-profile', element: <EditProfileRoute /> },
      { path: '/profile/myprofile', element: <MyProfileRoute /> },
    ],
    path,
    { user: { uid: 'abc', accountKind, profileComplete: accountKind !== 'new' } },
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(async () => {
  await clearToasts();
  cleanup();
});

describe('the editor of a new account', () => {
  it('asks whose the account is: a CV by default, a scout profile when chosen (kept in the URL)', async () => {
    const user = userEvent.setup();
    const { router } = render('new');
    const choice = await screen.findByRole('group', { name: 'Who is this account for?' });
    expect(within(choice).getByRole('radio', { name: /A player/ })).toBeChecked();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your CV' })).toBeInTheDocument();

    await user.click(within(choice).getByRole('radio', { name: /Someone who scouts/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your scout profile' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?as=scout');
    expect(screen.getByRole('radio', { name: /Someone who scouts/ })).toHaveFocus();
  });

  it("refuses an incomplete scout profile at its fields with the core's messages, and writes nothing", async () => {
    const user = userEvent.setup();
    render('new', '/settings/edit-profile?as=scout');
    await user.click(await screen.findByRole('button', { name: 'Save my scout profile' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose what you do.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your club, academy or agency.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a country.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(writeDocuments).not.toHaveBeenCalled();
  });

  it('saves a scout profile as the one document the core plans, then opens it', async () => {
    const user = userEvent.setup();
    const { router } = render('new', '/settings/edit-profile?as=scout');
    await user.type(await screen.findByLabelText(/^Full name/), '  Marta Ruiz ');
    await user.selectOptions(screen.getByLabelText(/^What you do/), 'Club recruiter');
    await user.type(screen.getByLabelText(/^Club, academy or agency/), 'CD Leganés');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'ES');
    await user.type(screen.getByLabelText(/^Web page/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save my scout profile' }));
    expect(await screen.findByText(/starts with http:\/\/ or https:\/\//)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Web page/)).toHaveValue('javascript:alert(1)');

    await user.clear(screen.getByLabelText(/^Web page/));
    await user.click(screen.getByRole('button', { name: 'Save my scout profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/myprofile'));
    const [writes] = vi.mocked(writeDocuments).mock.calls[0] as [BatchWrite[]];
    expect(writes).toEqual([
      {
        path: 'scouts/abc',
        data: { name: 'Marta Ruiz', role: 'club', organisation: 'CD Leganés', country: 'ES', updatedAt: SERVER_TIME },
      },
    ]);
    // Confirmed by the server: nothing is left on the device.
    expect(localStorage.getItem('scoutProfileDraft_abc')).toBeNull();
  });

  it('keeps what was typed on the device when the save fails, and says so', async () => {
    vi.mocked(writeDocuments).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const user = userEvent.setup();
    render('new', '/settings/edit-profile?as=scout');
    await user.type(await screen.findByLabelText(/^Full name/), 'Marta Ruiz');
    await user.selectOptions(screen.getByLabelText(/^What you do/), 'Coach');
    await user.type(screen.getByLabelText(/^Club, academy or agency/), 'CF Getafe');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'ES');
    await user.click(screen.getByRole('button', { name: 'Save my scout profile' }));
    const message = await screen.findByText(/We could not reach the server to save your scout profile/, { selector: '.form-failure' });
    expect(message).toHaveTextContent('What you typed is kept on this device.');
    expect(JSON.parse(localStorage.getItem('scoutProfileDraft_abc') ?? 'null')).toMatchObject({ name: 'Marta Ruiz', role: 'coach' });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Marta Ruiz');
  });
});

describe("a scout's account", () => {
  it('edits the stored scout profile, without the choice', async () => {
    vi.mocked(getDocument).mockImplementation(((path: string) => Promise.resolve(path === 'scouts/abc' ? STORED_SCOUT : null)) as typeof getDocument);
    render('scout');
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Marta Ruiz');
    expect(screen.getByLabelText(/^What you do/)).toHaveValue('agent');
    expect(screen.queryByRole('group', { name: 'Who is this account for?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('"My CV" shows the scout profile, the role and the country by name', async () => {
    vi.mocked(getDocument).mockImplementation(((path: string) => Promise.resolve(path === 'scouts/abc' ? STORED_SCOUT : null)) as typeof getDocument);
    render('scout', '/profile/myprofile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Marta Ruiz' })).toBeInTheDocument();
    expect(screen.getByText('Agent')).toBeInTheDocument();
    expect(screen.getByText('Portugal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my scout profile' })).toHaveAttribute('href', '/settings/edit-profile');
    expect(screen.getByRole('link', { name: 'talent map' })).toHaveAttribute('href', '/map');
  });

  it('a player keeps the CV editor, without the choice', async () => {
    render('player');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your CV' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Who is this account for?' })).not.toBeInTheDocument();
  });
});
