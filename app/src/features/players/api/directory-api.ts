// The directory page's data call: one page of the player index, read on the server. The core plans the query from
// the URL's query (filters, order, one page and one more, the cursor) and tidies what comes back into cards; this
// only runs it through the shared documents wrapper, so a page reads at most 13 entries however many players there are.
import {
  directoryPage,
  directoryPlan,
  isPermissionDenied,
  type DirectoryPage,
  type DirectoryQuery,
  type IndexDoc,
} from '../../../shared/core/directory';
import { errorCode } from '../../../shared/firebase/write-helpers';

/**
 * The page of `query` on `today` (the reader's date: ages are theirs). `members`: the session says the reader is
 * signed in with a verified e-mail, so members-only entries are listed too; everyone else reads public entries only,
 * which is also what the rules require of their queries.
 *
 * The rules read the verification from the ID token, which can be older than the session's view (an e-mail verified
 * a moment ago, before the token's refresh): a refused members query is read again, once, as public entries only,
 * rather than showing an error for a directory every visitor may read.
 */
export async function loadDirectoryPage(query: DirectoryQuery, today: string, members = false): Promise<DirectoryPage> {
  try {
    return await readPage(query, today, members);
  } catch (error: unknown) {
    if (members && isPermissionDenied(errorCode(error))) return readPage(query, today, false);
    throw error;
  }
}

async function readPage(query: DirectoryQuery, today: string, members: boolean): Promise<DirectoryPage> {
  const plan = directoryPlan(query, today, members);
  const { queryDocuments } = await import('../../../shared/firebase/documents');
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
