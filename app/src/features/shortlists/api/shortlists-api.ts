// The shortlists feature's data calls. Firebase is reached only through the shared wrappers; every rule (the lists'
// paths, a page's query and order, the cards, the export, each change's writes) is the core's `Scouting`. The
// profile module that holds it loads on the first call: a card's Save button costs the directory, the map and a
// CV nothing until it is used.
import type {
  SavedPage,
  SavedQuery,
  ScoutingChange,
  ShortlistSort,
  ScoutingView,
} from '../../../shared/core/profile';
import { errorCode } from '../../../shared/firebase/write-helpers';

/** A document as a query returned it: its id and its plain data. */
export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

type Documents = typeof import('../../../shared/firebase/documents');
// Each module is imported once and the promise shared: the first calls run side by side.
let documentsModule: Promise<Documents> | undefined;
const documents = (): Promise<Documents> => (documentsModule ??= import('../../../shared/firebase/documents'));
let profileModule: Promise<typeof import('../../../shared/core/profile')> | undefined;
const scouting = async () => (await (profileModule ??= import('../../../shared/core/profile'))).Scouting;

/** The scout's lists (one query: at most 20 documents) and the orders a list can be read in. */
export async function loadLists(uid: string): Promise<{ view: ScoutingView; docs: StoredDoc[] }> {
  const core = await scouting();
  const empty = core.read({ uid });
  if (!empty.collection) return { view: empty, docs: [] };
  const { queryDocuments } = await documents();
  const docs = await queryDocuments<Record<string, unknown>>(empty.collection);
  return { view: core.read({ uid, lists: docs }), docs };
}

/** The query of list `listId`'s page in `sort`'s order after `after`, or null when the ids name no list. */
async function pageQuery(uid: string, listId: string, sort: ShortlistSort, after: StoredDoc | null = null): Promise<SavedQuery | null> {
  return (await scouting()).read({ uid, listId, sort, ...(after ? { after } : {}) }).query ?? null;
}

/** `playerIndex/{id}` as the scout may read it now, or null: gone, hidden from them, or unreadable. */
async function readEntry({ getDocument }: Documents, collection: string, id: string): Promise<StoredDoc | null> {
  try {
    const data = await getDocument<Record<string, unknown>>(`${collection}/${id}`);
    return data ? { id, data } : null;
  } catch (error: unknown) {
    // A refusal is a player the scout can no longer see; anything else is worth a line on the console.
    if (errorCode(error) !== 'permission-denied') console.warn(`SKORA: could not read ${collection}/${id}.`, error);
    return null;
  }
}

/** The index entries of `saved`, read one by one (a page's worth), in parallel. */
async function readEntries(docs: Documents, query: SavedQuery, saved: StoredDoc[]): Promise<StoredDoc[]> {
  const read = await Promise.all(saved.map((s) => readEntry(docs, query.entryCollection, s.id)));
  return read.filter((e): e is StoredDoc => e !== null);
}

async function querySaved(docs: Documents, query: SavedQuery, limit = query.limit): Promise<StoredDoc[]> {
  return docs.queryDocuments<Record<string, unknown>>(query.collection, {
    orderBy: query.orderBy.map((o) => [o.field, o.direction]),
    limit,
    // A stored time goes back as the Timestamp it was (the order compares it with the stored ones).
    ...(query.startAfter ? { startAfter: query.startAfter.map((v) => docs.timestampOf(v) ?? v) } : {}),
  });
}

/** One page of list `listId` in `sort`'s order after `after` (the last saved player shown): its saved players'
 * documents (kept for the note's and the removal's plans) and the page the core makes of them. */
export async function loadPage(
  uid: string,
  listId: string,
  sort: ShortlistSort,
  after: StoredDoc | null,
  today: string,
): Promise<{ page: SavedPage; saved: StoredDoc[] }> {
  const query = await pageQuery(uid, listId, sort, after);
  if (!query) return { page: { items: [], more: false }, saved: [] };
  const docs = await documents();
  const saved = await querySaved(docs, query);
  const entries = await readEntries(docs, query, saved.slice(0, query.limit - 1));
  const page = (await scouting()).read({ uid, saved, entries, today }).page ?? { items: [], more: false };
  return { page, saved };
}

/** The whole list (at most 500 players) as CSV, in `sort`'s order. */
export async function exportList(uid: string, listId: string, sort: ShortlistSort, today: string, origin: string): Promise<string> {
  const query = await pageQuery(uid, listId, sort);
  const docs = await documents();
  const saved = query ? await querySaved(docs, query, query.wholeList) : [];
  const entries = query ? await readEntries(docs, query, saved) : [];
  return (await scouting()).read({ uid, saved, entries, today, origin }).csv ?? '';
}

/** Which of `lists` hold `player` (one read per list: at most 20). */
export async function listsHolding(uid: string, listIds: string[], player: string): Promise<Set<string>> {
  const { getDocument } = await documents();
  const held = await Promise.all(
    listIds.map(async (listId) => {
      const query = await pageQuery(uid, listId, 'added');
      return query && (await getDocument(`${query.collection}/${player}`)) ? listId : null;
    }),
  );
  return new Set(held.filter((id): id is string => id !== null));
}

/** Player `player`'s index entry, for the order keys a save copies (null: not one the scout can save). */
export async function loadEntry(uid: string, player: string): Promise<Record<string, unknown> | null> {
  const query = await pageQuery(uid, '00', 'added');
  if (!query) return null;
  return (await readEntry(await documents(), query.entryCollection, player))?.data ?? null;
}

/** Writes one change through the one writer (its error's message is the core's sentence for the save). */
export async function applyChange(change: ScoutingChange): Promise<void> {
  const plan = (await scouting()).save(change);
  const { applyWritePlan } = await import('../../../shared/firebase/write-plan');
  await applyWritePlan(plan);
}

/** Deletes list `listId` and every player on it (their ids read in one query: at most a list's 500). */
export async function deleteList(uid: string, listId: string): Promise<void> {
  const query = await pageQuery(uid, listId, 'added');
  if (!query) return;
  const saved = await querySaved(await documents(), query, query.wholeList);
  await applyChange({ kind: 'delete', uid, listId, players: saved.map((s) => s.id) });
}

/** What a search to save holds (`toSave`: a page's URL search string and which page), and the user's saved searches
 * (one query: at most 20). */
export async function loadSearches(
  uid: string,
  toSave?: { search: string; source: 'directory' | 'map' },
): Promise<ScoutingView> {
  const core = await scouting();
  const empty = core.read({ uid, ...(toSave ? { toSave } : {}) });
  if (!empty.searchesCollection) return empty;
  const { queryDocuments } = await documents();
  const searches = await queryDocuments<Record<string, unknown>>(empty.searchesCollection);
  return core.read({ uid, searches, ...(toSave ? { toSave } : {}) });
}
