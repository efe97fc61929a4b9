// The CV's weekly section data: players/{uid}/weeklyStats/{week} (Contract W). The section opens on the season of the
// player's newest entry (one read), then reads that season's entries in ONE query over the core's range of week ids
// (at most the core's per-season cap); another season chosen in the selector is one more such query. The position's
// document of that season (its per-90 histograms, the core's `figuresPath`) is read only when the core shows per-90
// figures. Beside the entries, the season's record of confirmed weeks (players/{uid}/confirmedWeeks/{season}, one
// read): the core counts a week as confirmed while its figures still have the hash an official confirmed. Every
// figure, label and text is the core's (`Weekly.read`'s summary): this module only fetches.
import { Weekly, type SeasonSummary } from '../../../shared/core/profile';
import { readFigures } from './position-figures';
import { readOptional } from './profile-api';

/** The Firestore wrappers of the weekly entries, loaded once on first use (never with the CV's first paint). */
let weeklyModule: Promise<typeof import('../../../shared/firebase/weekly-stats')> | null = null;
function weeklyReads() {
  weeklyModule ??= import('../../../shared/firebase/weekly-stats');
  return weeklyModule;
}

export type LoadedWeekly =
  /** No entry is logged (or none the core can place in a season): the owner is invited to log a week. */
  | { status: 'none' }
  | { status: 'ready'; summary: SeasonSummary };

/** What the core needs of the CV to compute the section: the player's type and main position. */
export interface WeeklyPlayer {
  uid: string;
  playerType: string;
  mainPosition: string;
  /** Today's date in UTC (YYYY-MM-DD), as the rules' clock: the core's current week (streaks) and seasons. */
  today: string;
  /** The CV's birth month (YYYY-MM), when known: the selector offers no season before the 14th birthday's. */
  birthMonth?: string | null | undefined;
}

/**
 * The season's record of confirmed weeks, or null when there is none or it cannot be read: then every week reads as
 * reported by the player, which is what the CV shows before any confirmation anyway.
 */
function readRecord(path: string): Promise<Record<string, unknown> | null> {
  return readOptional(path, 'Could not load the confirmed weeks; the CV shows the weeks as reported by the player.');
}

/**
 * The core's summary of `season` for the player (the season of the newest entry when `season` is null): totals, per-90
 * figures with their percentiles among the position's players (when the core has enough minutes and peers), rates,
 * streaks and trends. A read that fails rejects (the caller shows nothing); documents the core cannot read are skipped
 * by its reader.
 */
export async function loadWeeklySeason(
  player: WeeklyPlayer,
  season: number | null,
): Promise<LoadedWeekly> {
  const diary = Weekly.read({ uid: player.uid }, undefined, null).query;
  if (!diary) return { status: 'none' };
  const { collection } = diary;
  const { listWeeklyEntries, readNewestWeeklyEntry } = await weeklyReads();
  let shown = season;
  if (shown === null) {
    const newest = await readNewestWeeklyEntry(collection);
    shown = newest ? (Weekly.read({ week: newest.id }, undefined, null).week?.season ?? null) : null;
    if (shown === null) return { status: 'none' };
  }
  const chosen = shown;
  const { range, limit, confirmed: recordPath } = Weekly.read({ uid: player.uid, season: chosen }, undefined, null).query ?? diary;
  const [entries, confirmed] = await Promise.all([
    range ? listWeeklyEntries(collection, range, limit) : [],
    recordPath ? readRecord(recordPath) : null,
  ]);
  const request = {
    season: chosen,
    playerType: player.playerType,
    mainPosition: player.mainPosition,
    today: player.today,
    ...(player.birthMonth != null ? { birthMonth: player.birthMonth } : {}),
    ...(confirmed ? { confirmed } : {}),
  };
  const summarise = (aggregate: Record<string, unknown> | null) => Weekly.read({ summary: request }, entries, aggregate).summary!;
  const summary = summarise(null);
  // The season's histograms rank per-90 values only: under the core's minutes floor there are none, and no read.
  if (!summary.figuresPath || !summary.per90.some((row) => row.value !== undefined)) return { status: 'ready', summary };
  return { status: 'ready', summary: summarise(await readFigures(summary.figuresPath)) };
}
