import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationView } from '../../shared/core/profile';
import { loadNotifications, markRead, UNREAD_COUNTED, unreadCount } from './api/alerts-api';

/**
 * The bell in the menu bar: how many notifications are unread (a player newly matching a saved search), and a panel
 * of the newest ones, opened and closed from the keyboard (Escape closes it and gives the focus back). Opening it
 * marks the ones shown read. For signed-in users with a verified e-mail (only they keep searches).
 */
export function NotificationBell({ uid }: { uid: string }) {
  const [unread, setUnread] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<NotificationView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    unreadCount(uid).then(
      (n) => !cancelled && setUnread(n),
      (e: unknown) => console.info('SKORA: could not count the notifications.', e),
    );
    return () => {
      cancelled = true;
    };
  }, [uid]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setFailed(false);
    loadNotifications(uid).then(
      (list) => {
        if (cancelled) return;
        setItems(list);
        const fresh = list.filter((n) => !n.read).map((n) => n.id);
        // Shown: read. A failure leaves them unread for next time.
        markRead(uid, fresh).then(
          () => !cancelled && setUnread((u) => Math.max(0, (u ?? 0) - fresh.length)),
          (e: unknown) => console.info('SKORA: could not mark the notifications read.', e),
        );
      },
      (e: unknown) => {
        console.warn('SKORA: could not load the notifications.', e);
        if (!cancelled) setFailed(true);
      },
    );
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      cancelled = true;
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, uid]);

  const count = unread ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications, ${count >= UNREAD_COUNTED ? `${UNREAD_COUNTED - 1}+` : count} unread`;
  return (
    <div className="notification-bell">
      <button
        ref={button}
        type="button"
        className="notification-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 ? (
          <span className="notification-badge" aria-hidden="true">
            {count >= UNREAD_COUNTED ? `${UNREAD_COUNTED - 1}+` : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="notification-panel"
          role="region"
          aria-label="Notifications"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {failed ? (
            <p role="alert">We could not load your notifications. Try again in a moment.</p>
          ) : items === null ? (
            <p role="status">Loading…</p>
          ) : items.length === 0 ? (
            <p>Nothing new. Save a search on the directory or the map to be told when a new player matches it.</p>
          ) : (
            <ul>
              {items.map((n) => (
                <li key={n.id} className={n.read ? undefined : 'notification-unread'}>
                  <Link to={n.href} onClick={() => setOpen(false)}>
                    {n.text}
                  </Link>{' '}
                  <Link to={n.searchHref} className="notification-search" onClick={() => setOpen(false)}>
                    All matches
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
