// The talent map's reads. The world view reads ONE document (the countries aggregate, whose counts shade the
// countries); a country's players are read as the core plans it (`mapReadPlan`): its index entries in pages, or,
// above the core's limit, only the geohash ranges in view. Each page goes into the core's store as it arrives, so
// the markers appear while the next page loads. Nothing here decides what to read: this runs the plan.
import { countriesDocument } from '../../../shared/core/generated/countries-document';
import { isPermissionDenied, type MapQuery, type MapReadPlan } from '../../../shared/core/map';
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

/**
 * Runs `query` page by page (`pageSize` entries, resuming after the last entry's order values, at most `maxPages`
 * pages); each page goes to the store as it arrives. Returns the number of entries read.
 */
async function runQuery(query: MapQuery, { cancelled, onPage }: ReadControl): Promise<number> {
  const { queryPlannedPage } = await import('../../../shared/firebase/documents');
  let after: unknown[] | undefined;
  let read = 0;
  for (let page = 0; page < query.maxPages && !cancelled(); page++) {
    const docs = await queryPlannedPage<Record<string, unknown>>(query, { limit: query.pageSize, startAfter: after });
    if (cancelled()) break;
    read += docs.length;
    // The core reads each entry on its own and skips one that does not read; a page of only those adds nothing.
    if (docs.length > 0) {
      const report = coreStore.loadPlayers(docs);
      if (report.added + report.replaced > 0) onPage();
    }
    const last = docs.at(-1);
    if (!last || docs.length < query.pageSize) break;
    after = query.orderBy.map((o) => fieldValue(last, o.field));
  }
  return read;
}

/** What reading a plan gave: the entries read, and whether the members' read was refused and public ones read. */
export interface PlanResult {
  read: number;
  members: boolean;
}

/**
 * Reads every query of a `country` plan (`plan(members)` is the core's plan for that session). The rules read the
 * e-mail verification from the ID token, which can lag behind the session (a fresh verification): a refused
 * members' read is planned and read again, once, as public entries only, rather than failing a map every member may
 * read.
 */
export async function loadPlan(
  plan: (members: boolean) => MapReadPlan,
  members: boolean,
  control: ReadControl,
): Promise<PlanResult> {
  try {
    return { read: await runPlan(plan(members), control), members };
  } catch (error: unknown) {
    if (members && isPermissionDenied(errorCode(error))) {
      return { read: await runPlan(plan(false), control), members: false };
    }
    throw error;
  }
}

async function runPlan(plan: MapReadPlan, control: ReadControl): Promise<number> {
  if (plan.kind !== 'country') return 0;
  let read = 0;
  for (const query of plan.queries) {
    if (control.cancelled()) break;
    read += await runQuery(query, control);
  }
  return read;
}
