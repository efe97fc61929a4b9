// The talent map's reads. The world view reads ONE document (the countries aggregate, whose counts shade the
// countries); a country's players are read from the map's cells as the core plans them, a step at a time
// (`coreStore.read` of cells): the cells to read now (by path), and the players of the cells read so far loaded into
// the store. The core keeps every cell read, so a pan reads only the cells it has not read. Nothing here decides what
// to read: this runs the plan.
import { countriesDocument } from '../../../shared/core/generated/countries-document';
import type { MapView, PlannedRead } from '../../../shared/core/map';
import { coreStore } from '../../../shared/core/use-core-store';
import { errorCode, UNREADABLE_DOCUMENT } from '../../../shared/firebase/write-helpers';

/** The countries aggregate's data (the core's path; the functions keep it), or null when there is none yet. */
export async function loadCountriesDocument(): Promise<unknown> {
  const { getDocument } = await import('../../../shared/firebase/documents');
  return getDocument<Record<string, unknown>>(countriesDocument);
}

/** How a read reports: `cancelled()` stops it (the visitor left the country, the page unmounted); `onPage` runs
 * after each page went into the store. */
export interface ReadControl {
  cancelled: () => boolean;
  onPage: () => void;
}

/** What reading a view gave: the cells read, the players of the cells loaded, whether the view holds more players
 * than one view shows, whether the members' read was refused and public ones read, and the zoom to wait for (a big
 * country below it: nothing read). */
export interface PlanResult {
  read: number;
  players: number;
  truncated: boolean;
  members: boolean;
  zoomIn?: { minZoom: number; players: number };
}

/**
 * Reads a country's view (`planned()` is the core's read for this session: the country's players and whether the
 * reader sees members-only entries). The rules read the e-mail verification from the ID token, which can lag behind
 * the session (a fresh verification): the core plans a refused members' read again, once, as public entries only
 * (`planned(code)`), rather than failing a map every member may read; for any other failure it plans nothing, and
 * the failure stands.
 */
export async function loadPlan(
  planned: (refused?: string) => PlannedRead | undefined,
  request: { country: string; view?: MapView },
  control: ReadControl,
): Promise<PlanResult> {
  const first = planned();
  if (!first) return { read: 0, players: 0, truncated: false, members: false };
  try {
    return await readCells({ ...request, members: first.members, players: first.players }, control);
  } catch (error: unknown) {
    const again = planned(errorCode(error) ?? '');
    if (!again) throw error;
    return await readCells({ ...request, members: again.members, players: again.players }, control);
  }
}

/**
 * Runs the core's steps until the view is read: each step's cells are read by path, all of a step at once (direct
 * reads: one billed read each, as a query would bill, without a query's scan; a cell that does not exist comes back
 * as an empty one), and handed to the next step, which loads the players of the cells known so far. The store tells
 * its subscribers when players load; `onPage` runs then too.
 */
async function readCells(
  request: { country: string; view?: MapView; members: boolean; players: number },
  { cancelled, onPage }: ReadControl,
): Promise<PlanResult> {
  const { getDocument } = await import('../../../shared/firebase/documents');
  const what = { kind: 'cells', ...request } as const;
  let step = coreStore.read(what, []);
  let read = 0;
  while (step.plan?.kind === 'read' && !cancelled()) {
    const { collection, ids } = step.plan;
    // A cell that cannot be read (past the reader's limits) reads as empty, as a list skips such an entry: one bad
    // document never fails the map; a failed read does, and "Try again" reads again.
    const found = await Promise.all(
      ids.map((id) =>
        getDocument<Record<string, unknown>>(`${collection}/${id}`).catch((error: unknown) => {
          if (errorCode(error) !== UNREADABLE_DOCUMENT) throw error;
          console.warn(`SKORA: skipped the map cell ${collection}/${id}, which cannot be read.`);
          return null;
        }),
      ),
    );
    if (cancelled()) break;
    read += ids.length;
    step = coreStore.read(what, ids.map((id, i) => ({ id, data: found[i] ?? {} })));
    // The cells read so far that hold their rows load at each step: the first markers come before the last cells.
    if (step.loaded.added + step.loaded.replaced > 0) onPage();
  }
  if (read === 0 && step.loaded.added + step.loaded.replaced > 0) onPage();
  const { plan } = step;
  if (plan?.kind === 'zoomIn') return { read, players: 0, truncated: false, members: request.members, zoomIn: plan };
  if (plan?.kind !== 'load') return { read, players: 0, truncated: false, members: request.members };
  return { read, players: plan.players, truncated: plan.truncated, members: request.members };
}
