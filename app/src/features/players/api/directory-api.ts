// The directory page's data calls: one page of the player index, read on the server, and how many players match.
// The core plans the query from the URL's query (filters, order, one page and one more, the cursor or a numbered page
// within reach) and where its count comes from, and tidies what comes back into cards, the count line and the numbered
// links; this only runs them through the shared documents wrapper, so a view reads at most one bounded page of entries
// and one count, however many players there are.
import { Directory, type DirectoryPlan, type DirectoryQuery, type DirectoryView, type PagePlan } from '../../../shared/core/directory';
import { errorCode } from '../../../shared/firebase/write-helpers';

export type { DirectoryView };

/**
 * The page of `query` on `today` (the reader's date: ages are theirs). `members`: the session says the reader is
 * signed in with a verified e-mail, so members-only entries are listed too; everyone else reads public entries only,
 * which is also what the rules require of their queries.
 *
 * After a failed read the core plans the read to try instead, or none (the failure stands): the rules read the
 * verification from the ID token, which can be older than the session's view, so a refused members query is read
 * again, once, as public entries only, rather than showing an error for a directory every visitor may read.
 */
export async function loadDirectoryPage(query: DirectoryQuery, today: string, members = false): Promise<DirectoryView> {
  let planned = Directory.plan({ query, today, members });
  let failure: unknown;
  while (planned) {
    try {
      return await readView(planned);
    } catch (error: unknown) {
      failure = error;
      // An error without a code is Firestore's `unknown`: a code is always given, so the core's answer ends the loop.
      planned = Directory.plan(planned.request, errorCode(error) ?? 'unknown');
    }
  }
  throw failure;
}

type Documents = typeof import('../../../shared/firebase/documents');

async function readView({ request, plan }: PagePlan): Promise<DirectoryView> {
  const documents = await import('../../../shared/firebase/documents');
  const [docs, counted] = await Promise.all([readPage(documents, plan), readCount(documents, plan)]);
  // Plain JSON from the wrapper; the core reads each entry on its own and skips (and reports) one that does not read.
  return Directory.view(request, docs, counted);
}

async function readPage({ queryDocuments }: Documents, plan: DirectoryPlan) {
  return queryDocuments<Record<string, unknown>>(plan.collection, {
    where: plan.where.map((w) => [w.field, w.op, w.value]),
    orderBy: plan.orderBy.map((o) => [o.field, o.direction]),
    limit: plan.limit,
    limitToLast: plan.limitToLast,
    ...(plan.cursor?.kind === 'startAfter' ? { startAfter: plan.cursor.values } : {}),
    ...(plan.cursor?.kind === 'endBefore' ? { endBefore: plan.cursor.values } : {}),
  });
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
