import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { NotificationBell } from '../../features/alerts/notification-bell';
import { InboxLink } from '../../features/contact-requests/inbox-link';
import { UserMenu } from './user-menu';
import { paths } from '../../shared/core/generated/routes';

const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: paths.story, label: 'SKORAs STORY' },
  { to: paths.players, label: 'Player' },
  { to: paths.successStory, label: 'Success Stories' },
] as const;

export function NavBar() {
  const { ready, user } = useSession();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A followed link closes the mobile menu.
  useEffect(() => setOpen(false), [pathname]);

  // The open phone menu is a disclosure over the page: Escape closes it and gives the focus back to its toggle, and a
  // click anywhere outside the nav (on the backdrop that dims the page) closes it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <header className={`nav-bar${scrolled ? ' nav-bar-solid' : ''}`}>
      <nav ref={navRef} aria-label="Main" className="nav-inner">
        <NavLink to="/" className="brand" aria-label="SKORA home">
          SKORA
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true" className="menu-icon" />
        </button>
        <div id="main-menu" className={`nav-menu${open ? ' nav-menu-open' : ''}`}>
          <ul className="nav-links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav-account">
            {!ready ? null : user ? (
              <>
                {user.emailVerified ? (
                  <>
                    <InboxLink uid={user.uid} />
                    <NotificationBell uid={user.uid} />
                  </>
                ) : null}
                <UserMenu displayName={user.displayName} />
              </>
            ) : (
              <>
                <NavLink to={paths.login} className="button button-ghost">
                  Login
                </NavLink>
                <NavLink to={paths.signup} className="button button-primary">
                  Register
                </NavLink>
              </>
            )}
          </div>
        </div>
      </nav>
      {/* Outside the nav: a click on it reaches the document listener above, which closes the menu. */}
      {open ? <div className="nav-backdrop" aria-hidden="true" /> : null}
    </header>
  );
}
