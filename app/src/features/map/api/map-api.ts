// The talent map's reads. The world view reads ONE document (the countries aggregate, whose counts shade the
// countries); a country's players are read as the core plans it (`World.view`'s read): its index entries in pages, or,
// above the core's limit, only the geohash ranges in view. Each page goes into the core's store as it arrives, so
// the markers appear while the next page loads. Nothing here decides what to read: this runs the plan.
import { countriesDocument } from '../../../shared/core/generated/countries-document';
import type { MapQuery, MapReadPlan, PlannedRead } from '../../../shared/core/map';
import { coreStore } from '../../../shared/core/use-core-store';
import { errorCode } from '../../../shared/firebase/write-helpers';

/** The countries aggregate's data (the core's path; the functions keep it), or null when there is none yet. */
export async function loadCountriesDocument(): Promise<unknown> {
  const { getDocument } = await import('../../../shared/firebase/documents');
  return getDocument<Record<string, unknown>>(countriesDocument);
}

/** A value of the entry at a dotted field path (`geohash`, `location.geohash`), for a page's cursor. */
function fieldValue(doc: { id: string; data: unknown }, field: string): unknown {
  if (field === '__name__') return doc.id;
  let value: unknown = doc.data;
  for (const key of field.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value ?? null;
}

/** How a read reports: `cancelled()` stops it (the visitor left the country, the page unmounted); `onPage` runs
 * after each page went into the store. */
export interface ReadControl {
  cancelled: () => boolean;
  onPage: () => void;
}

/** What reading a plan gave: the entries read, whether the page budget ran out while some query had more (the
 * view holds more players than one view reads), and whether the members' read was refused and public ones read. */
export interface PlanResult {
  read: number;
  truncated: boolean;
  members: boolean;
}

/**
 * Reads every query of a country's read (`planned()` is the core's read for this session). The rules read the
 * e-mail verification from the ID token, which can lag behind the session (a fresh verification): the core plans a
 * refused members' read again, once, as public entries only (`planned(code)`), rather than failing a map every
 * member may read; for any other failure it plans nothing, and the failure stands.
 */
export async function loadPlan(
  planned: (refused?: string) => PlannedRead | undefined,
  control: ReadControl,
): Promise<PlanResult> {
  const first = planned();
  if (!first) return { read: 0, truncated: false, members: false };
  try {
    return { ...(await runPlan(first.plan, control)), members: first.members };
  } catch (error: unknown) {
    const again = planned(errorCode(error) ?? '');
    if (!again) throw error;
    return { ...(await runPlan(again.plan, control)), members: again.members };
  }
}

/** One query's progress: where its next page starts, and whether it has more. */
interface QueryCursor {
  query: MapQuery;
  after: unknown[] | undefined;
  pages: number;
  done: boolean;
}

/**
 * Runs the plan's queries in turns: a page of each query that has more, all of a turn at once, the plan's
 * `readBudget` left split evenly between them, until every query is done or the budget is spent. A sparse geohash
 * range ends in its first page and leaves the rest of the budget to the dense ones, which cannot starve it. The
 * budget counts what Firestore bills: each entry read, and an empty page as one. Each page goes into the store as it
 * arrives; a page resumes after the last entry's order values.
 */
async function runPlan(plan: MapReadPlan, { cancelled, onPage }: ReadControl): Promise<Omit<PlanResult, 'members'>> {
  if (plan.kind !== 'country') return { read: 0, truncated: false };
  const { queryPlannedPage } = await import('../../../shared/firebase/documents');
  const cursors: QueryCursor[] = plan.queries.map((query) => ({ query, after: undefined, pages: 0, done: false }));
  let budget = plan.readBudget;
  let read = 0;
  while (budget > 0 && !cancelled()) {
    // A query at its own page limit stops with more left: it counts as truncated below.
    const turn = cursors.filter((c) => !c.done && c.pages < c.query.maxPages).slice(0, budget);
    if (turn.length === 0) break;
    const share = Math.floor(budget / turn.length);
    const limits = turn.map((c) => Math.min(c.query.pageSize, share));
    const pages = await Promise.all(
      turn.map((c, i) =>
        queryPlannedPage<Record<string, unknown>>(c.query, { limit: limits[i]!, startAfter: c.after }),
      ),
    );
    if (cancelled()) break;
    let added = 0;
    turn.forEach((c, i) => {
      const docs = pages[i]!;
      c.pages += 1;
      read += docs.length;
      budget -= Math.max(docs.length, 1);
      // The core reads each entry on its own and skips one that does not read; a page of only those adds nothing.
      if (docs.length > 0) {
        const report = coreStore.load(docs);
        added += report.added + report.replaced;
      }
      const last = docs.at(-1);
      if (!last || docs.length < limits[i]!) c.done = true;
      else c.after = c.query.orderBy.map((o) => fieldValue(last, o.field));
    });
    if (added > 0) onPage();
  }
  return { read, truncated: cursors.some((c) => !c.done) };
}
