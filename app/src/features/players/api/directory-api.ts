// The directory page's data call: one page of the player index, read on the server. The core plans the query from
// the URL's query (filters, order, one page and one more, the cursor) and tidies what comes back into cards; this
// only runs it through the shared documents wrapper, so a page reads at most 13 entries however many players there are.
import { directoryPage, directoryPlan, type DirectoryPage, type DirectoryQuery, type IndexDoc } from '../../../shared/core/directory';
import { plainData } from './plain-data';

/**
 * The page of `query` on `today` (the reader's date: ages are theirs). Signed-out readers see public entries only
 * (`members: false`), which is also what the rules require of their queries.
 */
export async function loadDirectoryPage(query: DirectoryQuery, today: string, members = false): Promise<DirectoryPage> {
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
  const entries: IndexDoc[] = docs.map(({ id, data }) => ({ id, data: plainData(data) }));
  return directoryPage(query, today, members, entries);
}
