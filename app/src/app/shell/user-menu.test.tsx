import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFileUrl } from '../../shared/firebase/files';
import { clearToasts, renderRoutes } from '../../test/render';
import { UserMenu } from './user-menu';

// Firebase stays out of component tests: only the wrappers are replaced.
vi.mock('../../shared/firebase/auth', () => ({ signOutUser: vi.fn(() => Promise.resolve()) }));
vi.mock('../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.resolve('https://files.example/avatar.png')),
}));

afterEach(async () => {
  await clearToasts();
  cleanup();
});

const ITEMS = [
  ['My CV', '/profile/myprofile'],
  ['SKORA Maps', '/map'],
  ['Edit Profile', '/settings/edit-profile'],
  ['Add Stats', '/settings/player-stats'],
  ['Add Weekly Stats', '/settings/add-weekly-stats'],
] as const;

function renderMenu(displayName: string | null = 'Lionel Messi', hasPhoto: boolean | null = true) {
  const pages = ['/story', ...ITEMS.map(([, to]) => to)].map((path) => ({ path, element: <p>page {path}</p> }));
  const result = renderRoutes(
    [{ path: '/', element: <UserMenu displayName={displayName} /> }, ...pages],
    '/',
    { user: { uid: 'abc', displayName, hasPhoto } },
  );
  return { ...result, button: screen.getByRole('button', { name: /^Hi, / }) };
}

describe('UserMenu greeting', () => {
  it.each([
    ['a single word', 'Pelé', 'Hi, Pelé'],
    ['two words', 'Lionel Messi', 'Hi, Lionel Messi'],
    ['three or more words', 'Cristiano Ronaldo dos Santos', 'Hi, Cristiano Ronaldo...'],
    ['a word over 15 characters', 'Maximilianusschmidt Ek', 'Hi, Maximilianus... Ek'],
    ['no display name', null, 'Hi, User'],
  ])('greets %s with the core greeting', (_case, displayName, expected) => {
    const { button } = renderMenu(displayName);
    expect(button).toHaveTextContent(new RegExp(`^${expected.replace(/\./g, '\\.')}$`));
  });

  it('shows the profile picture once the files wrapper returns it', async () => {
    renderMenu();
    const avatar = document.querySelector('img.avatar');
    await vi.waitFor(() => expect(avatar).toHaveAttribute('src', 'https://files.example/avatar.png'));
  });

  it('asks Storage for no picture when the CV says there is none (its 404 would be a console error on every page)', async () => {
    vi.mocked(getFileUrl).mockClear();
    renderMenu('Lionel Messi', false);
    // The wrapper loads on demand: give a request the time to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getFileUrl).not.toHaveBeenCalled();
    expect(document.querySelector('img.avatar')?.getAttribute('src')).not.toBe('https://files.example/avatar.png');
  });
});

describe('UserMenu dropdown', () => {
  it("is closed at first and lists the specification's account pages and Logout, then SKORA's own, when opened", async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([...ITEMS.map(([label]) => label), 'Logout', 'Shortlists']);
    for (const [label, to] of ITEMS) {
      expect(within(menu).getByRole('menuitem', { name: label })).toHaveAttribute('href', to);
    }
    expect(within(menu).getByRole('menuitem', { name: 'Shortlists' })).toHaveAttribute('href', '/shortlists');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
  });

  it('navigates to the chosen page and closes', async () => {
    const user = userEvent.setup();
    const { button, router } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Add Weekly Stats' }));
    expect(router.state.location.pathname).toBe('/settings/add-weekly-stats');
    expect(await screen.findByText('page /settings/add-weekly-stats')).toBeInTheDocument();
  });

  it('opens with Enter and focuses the first item; Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My CV' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with ArrowDown and moves with ArrowDown, ArrowUp, Home and End', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('My CV')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(item('SKORA Maps')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('SKORA Maps')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Shortlists')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus(); // the separator is skipped
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('My CV')).toHaveFocus(); // wraps to the top
    await user.keyboard('{ArrowUp}');
    expect(item('Shortlists')).toHaveFocus(); // and back to the bottom
    await user.keyboard('{Home}');
    expect(item('My CV')).toHaveFocus();
  });

  it('closes on a pointer press outside, but not on one inside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('menu') });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
