import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SavedItem, ShortlistSort, ScoutingView } from '../../shared/core/profile';
import { localToday } from '../../shared/dates/local-today';
import { applyChange, deleteList, exportList, loadLists, loadPage, type StoredDoc } from './api/shortlists-api';

type Lists = { view: ScoutingView; docs: StoredDoc[] };
/** The page shown: `key` names the list, order and load it belongs to, so another list never shows its cards. */
type Shown = { key: string; items: SavedItem[]; saved: StoredDoc[]; more: boolean };

/** A file name from a list's name: letters, digits, spaces and dashes kept, the rest dropped. */
function fileName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim();
  return `${safe || 'shortlist'}.csv`;
}

function download(name: string, text: string) {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names with accents).
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The lists page's state: the scout's lists (one query), the list and order the URL names, the page shown (one
 * bounded query and that page's entries; "Show more" reads the next), and every action on them with its outcome
 * (`status`, or `actionError`).
 */
export function useShortlistView(uid: string | null) {
  const [params, setParams] = useSearchParams();
  const [today] = useState(localToday);
  const [lists, setLists] = useState<Lists | null>(null);
  const [listsFailed, setListsFailed] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [pageFailed, setPageFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  const reloadLists = useCallback(async () => {
    if (uid) setLists(await loadLists(uid));
  }, [uid]);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    setListsFailed(false);
    loadLists(uid).then(
      (l) => !cancelled && setLists(l),
      (error: unknown) => {
        console.warn('SKORA: could not load the shortlists.', error);
        if (!cancelled) setListsFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const all = lists?.view.lists ?? [];
  const current = all.find((l) => l.id === params.get('list')) ?? all[0] ?? null;
  const sorts = lists?.view.sorts ?? [];
  const sort: ShortlistSort = sorts.find((s) => s.value === params.get('sort'))?.value ?? 'added';
  const key = current ? `${current.id}:${sort}:${attempt}` : '';
  const listId = current?.id ?? null;

  useEffect(() => {
    if (!uid || !listId) return;
    let cancelled = false;
    setPageFailed(false);
    loadPage(uid, listId, sort, null, today).then(
      ({ page, saved }) => !cancelled && setShown({ key, items: page.items, saved, more: page.more }),
      (error: unknown) => {
        console.warn('SKORA: could not load the list.', error);
        if (!cancelled) setPageFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, listId, sort, today, key]);

  const page = shown?.key === key ? shown : null;
  const storedList = () => lists?.docs.find((d) => d.id === listId)?.data;

  const choose = (next: { list?: string; sort?: string }) => {
    const search = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) if (v !== undefined) search.set(k, v);
    setParams(search);
    setStatus('');
    setActionError(null);
  };

  /** Runs an action; its error's message (the core's sentence) shows on the page. */
  const run = async (what: () => Promise<void>, done: () => string) => {
    setActionError(null);
    try {
      await what();
      setStatus(done());
    } catch (error: unknown) {
      setActionError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  const name = current?.name ?? 'The list';

  return {
    lists,
    listsFailed,
    current,
    sorts,
    sort,
    page,
    pageFailed,
    loadingMore,
    status,
    actionError,
    choose,
    retry: () => setAttempt((n) => n + 1),
    showMore: async () => {
      if (!uid || !listId || !page) return;
      setLoadingMore(true);
      try {
        const last = page.saved[page.items.length - 1] ?? null;
        const next = await loadPage(uid, listId, sort, last, today);
        const saved = [...page.saved.slice(0, page.items.length), ...next.saved];
        setShown({ key, items: [...page.items, ...next.page.items], saved, more: next.page.more });
      } catch (error: unknown) {
        console.warn('SKORA: could not load more of the list.', error);
        setActionError('We could not load more players. Check your connection and try again.');
      } finally {
        setLoadingMore(false);
      }
    },
    remove: (item: SavedItem) =>
      run(
        async () => {
          const stored = storedList();
          if (!uid || !listId || !stored) return;
          await applyChange({ kind: 'remove', uid, listId, list: stored, player: item.player });
          await reloadLists();
          setAttempt((n) => n + 1);
        },
        () => `${item.card?.name ?? 'The player'} was taken off ${name}.`,
      ),
    note: async (item: SavedItem, note: string) => {
      const saved = page?.saved.find((s) => s.id === item.player)?.data;
      if (!uid || !listId || !saved) return;
      await applyChange({ kind: 'note', uid, listId, player: item.player, saved, note });
      const fresh = await loadPage(uid, listId, sort, null, today);
      setShown({ key, items: fresh.page.items, saved: fresh.saved, more: fresh.page.more });
      setStatus(`Your note on ${item.card?.name ?? 'the player'} was saved.`);
    },
    rename: async (next: string) => {
      const stored = storedList();
      if (!uid || !listId || !stored) return;
      await applyChange({ kind: 'rename', uid, listId, list: stored, name: next });
      await reloadLists();
      setStatus(`The list is now called ${next.trim()}.`);
    },
    exportCsv: () =>
      run(
        async () => {
          if (uid && listId) download(fileName(name), await exportList(uid, listId, sort, today, window.location.origin));
        },
        () => `${name} was exported as a CSV file.`,
      ),
    removeList: () =>
      run(
        async () => {
          if (!uid || !listId) return;
          await deleteList(uid, listId);
          await reloadLists();
          choose({ list: '' });
        },
        () => `${name} was deleted.`,
      ),
  };
}
