import { useEffect, useMemo, useRef, useState } from 'react';
import { Clips, type Clip } from '../../shared/core/content';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { loadPlayerHighlights } from './api/player-highlights';
import { ClipCard } from './components/clip-card';
import { curatedClips } from './data/curated-clips';

type PlayerHighlights =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; clips: Clip[] }
  | { state: 'failed' };

/** The highlights gallery: curated clips, and on request, clips from public SKORA players' profiles. */
export default function ClipsPage() {
  const featured = useMemo(
    () =>
      curatedClips.flatMap((entry) => {
        const clip = Clips.link(entry.url, entry.title, entry.player);
        return clip ? [{ clip, detail: entry.detail }] : [];
      }),
    [],
  );
  const [players, setPlayers] = useState<PlayerHighlights>({ state: 'idle' });
  const playersHeading = useRef<HTMLHeadingElement>(null);

  // The button that was focused disappears once the highlights arrive (or fail): keep the keyboard
  // user in place by moving focus to the section's heading.
  useEffect(() => {
    if (players.state === 'loaded' || players.state === 'failed') playersHeading.current?.focus();
  }, [players.state]);

  async function showPlayers() {
    setPlayers({ state: 'loading' });
    try {
      setPlayers({ state: 'loaded', clips: await loadPlayerHighlights() });
    } catch (error) {
      console.warn("Could not load players' highlights.", error);
      setPlayers({ state: 'failed' });
    }
  }

  return (
    <Page
      title="Clips"
      lead="Highlights from SKORA players: saves, goals and the moments in between."
      description="Watch highlight videos from SKORA players: goalkeepers, defenders, midfielders and forwards. Videos load only when you press play."
      className="clips-page"
    >
      <section className="clips-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured highlights</h2>
        <p className="clips-note">
          Chosen by the SKORA team. Videos load from YouTube only when you press play, through YouTube's
          privacy-enhanced mode.
        </p>
        <ul className="clip-grid" aria-label="Featured highlights">
          {featured.map(({ clip, detail }, index) => (
            <li key={clip.videoId}>
              <ClipCard clip={clip} detail={detail} tone={index} />
            </li>
          ))}
        </ul>
      </section>

      <section className="clips-section" aria-labelledby="players-heading">
        <h2 id="players-heading" ref={playersHeading} tabIndex={-1}>
          From SKORA players
        </h2>
        <p className="clips-note">
          Highlight videos that players link on their public profiles. Add a YouTube link to your own profile and
          it can appear here.
        </p>
        {players.state === 'idle' || players.state === 'loading' ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void showPlayers()}
            disabled={players.state === 'loading'}
          >
            Show players' highlights
          </button>
        ) : null}
        <p role="status" className="clips-status">
          {players.state === 'loading' ? "Loading players' highlights…" : null}
          {players.state === 'loaded' && players.clips.length > 0
            ? `${players.clips.length} ${players.clips.length === 1 ? 'highlight' : 'highlights'} from SKORA players.`
            : null}
        </p>
        {players.state === 'failed' ? (
          <StatusCard
            title="We could not load players' highlights"
            tone="error"
            actions={
              <button type="button" className="button button-ghost" onClick={() => void showPlayers()}>
                Try again
              </button>
            }
          >
            <p>Check your connection and try again. The featured highlights above still work.</p>
          </StatusCard>
        ) : null}
        {players.state === 'loaded' && players.clips.length === 0 ? (
          <StatusCard title="No player highlights yet">
            <p>No public profile links a YouTube video yet. Yours could be the first.</p>
          </StatusCard>
        ) : null}
        {players.state === 'loaded' && players.clips.length > 0 ? (
          <ul className="clip-grid" aria-label="Players' highlights">
            {players.clips.map((clip, index) => (
              <li key={clip.videoId}>
                <ClipCard clip={clip} tone={index + 1} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
}
