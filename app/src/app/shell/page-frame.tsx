import { MAP_FRAME } from '../../features/map/map-frame';
import { EDIT_CV_FRAME, MY_CV_FRAME } from '../../features/profile/cv-frame';
import { SHORTLISTS_FRAME } from '../../features/shortlists/shortlists-frame';
import { STATS_FRAME } from '../../features/stats/stats-frame';
import { INBOX_FRAME } from '../../features/contact-requests/inbox-frame';
import { WEEKLY_FRAME } from '../../features/weekly-stats/weekly-frame';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page, type PageFrame as Frame } from '../../shared/ui/page';

/**
 * The signed-in pages' frames (page key → frame): the heading a page has for most accounts. `/profile`, a scout's
 * page as much as a player's, shows the plain loading screen.
 */
const FRAMES: Partial<Record<string, Frame>> = {
  map: MAP_FRAME,
  'my-profile': MY_CV_FRAME,
  'edit-profile': EDIT_CV_FRAME,
  'player-stats': STATS_FRAME,
  'add-weekly-stats': WEEKLY_FRAME,
  shortlists: SHORTLISTS_FRAME,
  inbox: INBOX_FRAME,
};

/** The page keys with a frame: the build pre-renders each of their fixed paths with it (scripts/lib/prerender.mjs). */
export const FRAMED_PAGES: readonly string[] = Object.keys(FRAMES);

/**
 * A signed-in page before its session is known: its heading and lead over the loading screen. Pre-rendered into the
 * page's HTML, it is the first paint (and, the lead being the largest text, the largest one) before any script, session
 * or read; the page then replaces it under the same header.
 */
export function PageFrame({ page }: { page: string | undefined }) {
  const frame = page ? FRAMES[page] : undefined;
  if (!frame) return <LoadingScreen />;
  return (
    <Page {...frame} noindex>
      <LoadingScreen />
    </Page>
  );
}
