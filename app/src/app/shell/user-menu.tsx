import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../features/accounts/use-logout';
import { pictureOwner, useSession } from '../../shared/auth/session-context';
import { Site } from '../../shared/core/startup';
import { useProfilePicture } from '../../shared/pictures/use-profile-picture';
import { paths } from '../../shared/core/generated/routes';

const ITEMS = [
  { to: paths.myProfile, label: 'My CV' },
  { to: paths.map, label: 'SKORA Maps' },
  { to: paths.editProfile, label: 'Edit Profile' },
  { to: paths.playerStats, label: 'Add Stats' },
  { to: paths.addWeeklyStats, label: 'Add Weekly Stats' },
] as const;

const MORE_ITEMS = [{ to: paths.shortlists, label: 'Shortlists' }] as const;

/** The signed-in user's avatar, greeting and account menu (a WAI-ARIA menu button). */
export function UserMenu({ displayName }: { displayName: string | null }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const { user, pictureVersion } = useSession();
  const avatar = useProfilePicture(pictureOwner(user), pictureVersion);
  const logout = useLogout();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="user-menu">
      <img className="avatar" src={avatar} alt="" width={36} height={36} />
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        Hi, {Site.accept('greeting', displayName)}
      </button>
      {open ? (
        <ul id={menuId} ref={menuRef} role="menu" className="user-menu-list" onKeyDown={onMenuKeyDown}>
          {ITEMS.map((item) => (
            <li key={item.to} role="none">
              <Link role="menuitem" to={item.to} tabIndex={-1} onClick={() => close(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              role="menuitem"
              type="button"
              tabIndex={-1}
              onClick={() => {
                close(false);
                void logout();
              }}
            >
              Logout
            </button>
          </li>
          {/* SKORA's own items, below the specification's (which keep their labels, paths and order). */}
          <li role="separator" className="user-menu-separator" />
          {MORE_ITEMS.map((item) => (
            <li key={item.to} role="none">
              <Link role="menuitem" to={item.to} tabIndex={-1} onClick={() => close(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
