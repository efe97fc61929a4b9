import { useState } from 'react';
import { useSession } from '../../shared/auth/session-context';
import { paths } from '../../shared/core/generated/routes';
import { ButtonLink } from '../../shared/ui/button-link';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { RenameForm } from './rename-form';
import { SavedCard } from './saved-card';
import { SavedSearches } from './saved-searches';
import { useShortlistView } from './use-shortlist-view';
import { playerCount } from './player-count';
import { SHORTLISTS_FRAME } from './shortlists-frame';
import { useSettled } from '../../shared/ui/use-settled';

type View = ReturnType<typeof useShortlistView>;

const retryButton = (retry: () => void) => (
  <button type="button" className="button button-primary" onClick={retry}>
    Try again
  </button>
);

/**
 * /shortlists: the signed-in user's lists of saved players. One list at a time (the URL says which, and its order),
 * a page of cards as the players' entries are now, each with the scout's private note; "Show more" reads the next
 * page. A view reads the lists (at most 20), one page of the list and that page's entries: never the whole list,
 * except for the export (at most 500 players).
 */
export default function ShortlistsPage() {
  const { user } = useSession();
  const view = useShortlistView(user?.uid ?? null);
  const { lists, current } = view;
  const settled = useSettled(view.listsFailed || (lists !== null && (current === null || view.pageFailed || view.page !== null)));
  return (
    <Page {...SHORTLISTS_FRAME} noindex>
      {view.listsFailed ? (
        <StatusCard tone="error" title="We could not load your lists" actions={retryButton(view.retry)}>
          <p>Check your connection and try again.</p>
        </StatusCard>
      ) : lists === null ? (
        <p role="status">Loading your lists…</p>
      ) : current === null ? (
        <StatusCard
          title="No lists yet"
          actions={
            <>
              <ButtonLink to={paths.players}>Browse players</ButtonLink>
              <ButtonLink to={paths.map} variant="ghost">
                Open the map
              </ButtonLink>
            </>
          }
        >
          <p>Use “Save” on a player’s card or CV to start a list. You can keep up to {lists.view.max} lists.</p>
        </StatusCard>
      ) : (
        <>
          <ListToolbar view={view} />
          <p role="status" className="shortlists-status">
            {view.status}
          </p>
          {view.actionError ? (
            <p className="field-error" role="alert">
              {view.actionError}
            </p>
          ) : null}
          <SavedPlayers view={view} />
        </>
      )}
      {/* Under the lists once their first page is read: there earlier, it would move down as the players arrive. */}
      {user && settled ? <SavedSearches uid={user.uid} /> : null}
    </Page>
  );
}

/** The list and order selects, and the list's actions: export, rename, delete. */
function ListToolbar({ view }: { view: View }) {
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { current, lists } = view;
  if (!current || !lists) return null;
  return (
    <>
      <div className="shortlists-toolbar">
        <div className="field">
          <label htmlFor="shortlist-choice">List</label>
          <select
            id="shortlist-choice"
            value={current.id}
            onChange={(e) => {
              setRenaming(false);
              view.choose({ list: e.target.value });
            }}
          >
            {lists.view.lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} ({playerCount(l.size)})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="shortlist-sort">Order</label>
          <select id="shortlist-sort" value={view.sort} onChange={(e) => view.choose({ sort: e.target.value })}>
            {view.sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="shortlists-actions">
          <button type="button" className="button" onClick={() => void view.exportCsv()} disabled={current.size === 0}>
            Export CSV
          </button>
          <button type="button" className="button button-ghost" aria-expanded={renaming} onClick={() => setRenaming((r) => !r)}>
            Rename
          </button>
          <button type="button" className="button button-ghost button-danger" onClick={() => setConfirmDelete(true)}>
            Delete list
          </button>
        </div>
      </div>
      {renaming ? (
        <RenameForm
          key={current.id}
          name={current.name}
          onRename={async (name) => {
            await view.rename(name);
            setRenaming(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${current.name}?`}
        confirmLabel="Delete list"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => {
          setConfirmDelete(false);
          void view.removeList();
        }}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>The list, its {playerCount(current.size)} and your notes on them are deleted. The players’ CVs stay as they are.</p>
      </ConfirmDialog>
    </>
  );
}

/** The page of the list shown, and "Show more players" while more follow. */
function SavedPlayers({ view }: { view: View }) {
  const { page, current } = view;
  if (view.pageFailed) {
    return (
      <StatusCard tone="error" title="We could not load this list" actions={retryButton(view.retry)}>
        <p>Check your connection and try again.</p>
      </StatusCard>
    );
  }
  if (page === null || !current) return <p role="status">Loading the players…</p>;
  if (page.items.length === 0) {
    return (
      <StatusCard title="This list is empty" actions={<ButtonLink to={paths.players}>Browse players</ButtonLink>}>
        <p>Use “Save” on a player’s card or CV to add them here.</p>
      </StatusCard>
    );
  }
  return (
    <section aria-label={`Players in ${current.name}`} className="directory-results">
      <ul className="player-grid">
        {page.items.map((item) => (
          <li key={item.player}>
            <SavedCard item={item} onRemove={() => void view.remove(item)} onNote={(note) => view.note(item, note)} />
          </li>
        ))}
      </ul>
      {page.more ? (
        <button type="button" className="button shortlists-more" onClick={() => void view.showMore()} disabled={view.loadingMore}>
          {view.loadingMore ? 'Loading…' : 'Show more players'}
        </button>
      ) : null}
    </section>
  );
}
