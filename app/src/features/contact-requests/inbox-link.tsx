import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../shared/core/generated/routes';
import { pendingRequests } from './api/contact-requests-api';

/**
 * "Inbox" in the menu bar, with how many requests wait for an answer (one count query, up to the core's limit, then
 * "9+"), again on each page opened. For signed-in users with a verified e-mail: only they can be asked or ask.
 */
export function InboxLink({ uid }: { uid: string }) {
  const [pending, setPending] = useState<{ count: number; label: string; counted: number } | null>(null);
  // Counted again on each page the user opens: an answer given in the inbox shows on the next page.
  const { pathname } = useLocation();

  useEffect(() => {
    let live = true;
    pendingRequests(uid).then(
      (p) => live && setPending(p),
      (e: unknown) => console.info('SKORA: could not count the requests.', e),
    );
    return () => {
      live = false;
    };
  }, [uid, pathname]);

  const count = pending?.count ?? 0;
  return (
    <NavLink to={paths.inbox} className="inbox-link" aria-label={pending?.label ?? 'Inbox'}>
      Inbox
      {count > 0 ? (
        <span className="inbox-count" aria-hidden="true">
          {count >= (pending?.counted ?? 10) ? `${(pending?.counted ?? 10) - 1}+` : count}
        </span>
      ) : null}
    </NavLink>
  );
}
