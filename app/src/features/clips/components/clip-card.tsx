import { useId, useRef, useState } from 'react';
import type { Clip } from '../../../shared/core/content';

interface ClipCardProps {
  clip: Clip;
  /** A line under the player's name (position, level). */
  detail?: string;
  /** Picks one of the poster colourways, so a grid of posters is not one repeated tile. */
  tone?: number;
}

/**
 * A "lite" YouTube embed: until the visitor presses play, the card is a local poster, the title and a plain
 * link, so nothing is requested from YouTube (no cookies, no player script) and the card still works
 * offline. Play swaps in the privacy-enhanced (youtube-nocookie.com) player and moves focus to it.
 */
export function ClipCard({ clip, detail, tone = 0 }: ClipCardProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();

  return (
    <article className="clip-card" aria-labelledby={titleId}>
      <div className="clip-frame">
        {playing ? (
          <iframe
            ref={frame}
            src={clip.embedUrl}
            title={`${clip.title} (${clip.player || 'SKORA player'})`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => frame.current?.focus()}
          />
        ) : (
          <button type="button" className={`clip-play clip-poster-${tone % 4}`} onClick={() => setPlaying(true)}>
            <span className="visually-hidden">Play {clip.title}</span>
            <span className="clip-play-icon" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="clip-body">
        <h3 id={titleId} className="clip-title">
          {clip.title}
        </h3>
        {clip.player ? <p className="clip-player">{clip.player}</p> : null}
        {detail ? <p className="clip-detail">{detail}</p> : null}
        <a className="clip-watch" href={clip.watchUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
          Watch on YouTube
        </a>
      </div>
    </article>
  );
}
