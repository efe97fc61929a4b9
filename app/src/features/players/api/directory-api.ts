// The directory page's data calls: one page of the player index, read on the server, and how many players match.
// The core plans the query from the URL's query (filters, order, one page and one more, the cursor or a numbered page
// within reach) and where its count comes from, and tidies what comes back into cards, the count line and the numbered
// links; this only runs them through the shared documents wrapper, so a view reads at most one bounded page of entries
// and one count, however many players there are.
import {
  directoryNav,
  directoryPage,
  directoryPlan,
  isPermissionDenied,
  type DirectoryNav,
  type DirectoryPage,
  type DirectoryPlan,
  type DirectoryQuery,
  type IndexDoc,
} from '../../../shared/core/directory';
import { errorCode } from '../../../shared/firebase/write-helpers';

/** One view of the directory: the page's cards and places, and the count line and pagination around them. */
export interface DirectoryView {
  page: DirectoryPage;
  nav: DirectoryNav;
}

/**
 * The page of `query` on `today` (the reader's date: ages are theirs). `members`: the session says the reader is
 * signed in with a verified e-mail, so members-only entries are listed too; everyone else reads public entries only,
 * which is also what the rules require of their queries.
 *
 * The rules read the verification from the ID token, which can be older than the session's view (an e-mail verified
 * a moment ago, before the token's refresh): a refused members query is read again, once, as public entries only,
 * rather than showing an error for a directory every visitor may read.
 */
export async function loadDirectoryPage(query: DirectoryQuery, today: string, members = false): Promise<DirectoryView> {
  try {
    return await readView(query, today, members);
  } catch (error: unknown) {
    if (members && isPermissionDenied(errorCode(error))) return readView(query, today, false);
    throw error;
  }
}

type Documents = typeof import('../../../shared/firebase/documents');

async function readView(query: DirectoryQuery, today: string, members: boolean): Promise<DirectoryView> {
  const plan = directoryPlan(query, today, members);
  const documents = await import('../../../shared/firebase/documents');
  const [page, counted] = await Promise.all([readPage(documents, plan, query, today, members), readCount(documents, plan)]);
  return { page, nav: directoryNav(query, today, members, page, counted) };
}

async function readPage(
  { queryDocuments }: Documents,
  plan: DirectoryPlan,
  query: DirectoryQuery,
  today: string,
  members: boolean,
): Promise<DirectoryPage> {
  const docs = await queryDocuments<Record<string, unknown>>(plan.collection, {
    where: plan.where.map((w) => [w.field, w.op, w.value]),
    orderBy: plan.orderBy.map((o) => [o.field, o.direction]),
    limit: plan.limit,
    limitToLast: plan.limitToLast,
    ...(plan.cursor?.kind === 'startAfter' ? { startAfter: plan.cursor.values } : {}),
    ...(plan.cursor?.kind === 'endBefore' ? { endBefore: plan.cursor.values } : {}),
  });
  // Plain JSON from the wrapper; the core reads each entry on its own and skips (and reports) one that does not read.
  const entries: IndexDoc[] = docs;
  return directoryPage(query, today, members, entries);
}

/**
 * What the plan's count source says (the count aggregation's number, or the aggregate document), or null. A count
 * that cannot be read leaves the count line without a total; it never fails the page.
 */
async function readCount({ countDocuments, getDocument }: Documents, plan: DirectoryPlan): Promise<unknown> {
  try {
    if (plan.count === 'aggregate' && plan.countPath !== null) return await getDocument(plan.countPath);
    if (plan.count === 'query') {
      return await countDocuments(plan.collection, {
        where: plan.where.map((w) => [w.field, w.op, w.value]),
        orderBy: plan.orderBy.map((o) => [o.field, o.direction]),
        limit: plan.countLimit,
      });
    }
  } catch (error: unknown) {
    console.warn('SKORA: the directory could not count its players.', error);
  }
  return null;
}
