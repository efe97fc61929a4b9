import { startTransition, useEffect, useRef, useState } from 'react';
import type { PlayerCard as Card } from '../../shared/core/directory';
import { localToday } from '../../shared/dates/local-today';
import { ButtonLink } from '../../shared/ui/button-link';
import { useNearViewport } from '../../shared/ui/use-near-viewport';
import { loadFeatured } from './api/players-api';
import { PlayerCard } from '../../shared/ui/player-card';
import { PlayerTotals } from './player-totals';
import { paths } from '../../shared/core/generated/routes';

type Featured = { status: 'loading' } | { status: 'ready'; cards: Card[] } | { status: 'error' };

/**
 * Up to four public players for the home page (photos and complete CVs first: the core's ranking), with a way to
 * the whole directory. They load when the section nears the viewport (below the fold on a phone), so the home page
 * paints and becomes interactive before the Firestore SDK is even downloaded.
 */
export function FeaturedPlayers() {
  const [featured, setFeatured] = useState<Featured>({ status: 'loading' });
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    loadFeatured(localToday()).then(
      (cards) => {
        // A transition: the cards render in short slices, never as one long task.
        if (!cancelled) startTransition(() => setFeatured({ status: 'ready', cards }));
      },
      (error: unknown) => {
        // The home page stands without them: the link to the directory stays.
        console.info('Could not load the featured players.', error);
        if (!cancelled) setFeatured({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near]);

  return (
    <section ref={section} className="featured-players" aria-labelledby="featured-players-title" aria-busy={featured.status === 'loading'}>
      <h2 id="featured-players-title">Featured players</h2>
      <PlayerTotals active={near} />
      {featured.status === 'ready' && featured.cards.length > 0 ? (
        <ul className="player-grid featured-grid" aria-label="Featured players">
          {featured.cards.map((card) => (
            <li key={card.id}>
              <PlayerCard player={card} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : featured.status === 'loading' ? (
        <ul className="player-grid featured-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="player-card player-card-skeleton">
              <span className="skeleton skeleton-photo" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line skeleton-short" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="featured-more">
        <ButtonLink to={paths.players} variant="ghost">
          See all players
        </ButtonLink>
      </p>
    </section>
  );
}
