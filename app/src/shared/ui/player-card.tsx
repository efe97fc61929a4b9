import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlayerCard as Card } from '../core/directory';
import { useProfilePicture } from '../pictures/use-profile-picture';
import { CountryFlag } from './country-flag';
import { PositionTags } from './position-tags';

const TYPE_LABEL = { outfield: 'Outfield player', goalkeeper: 'Goalkeeper' } as const;

/**
 * One player: photo, name, age, positions, nationality, club and how much of their season is confirmed (in words);
 * the whole card opens the CV. `children` go below
 * the facts, above the card's link (a Save button, a scout's note), so they stay reachable by pointer and keyboard.
 */
export function PlayerCard({ player, headingLevel = 3, children }: { player: Card; headingLevel?: 2 | 3; children?: ReactNode }) {
  const picture = useProfilePicture(player.hasPhoto ? player.id : null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="player-card">
      <img className="player-card-photo" src={picture} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="player-card-body">
        <Heading className="player-card-name">
          <Link to={player.href} className="player-card-link">
            {player.name}
          </Link>
        </Heading>
        <p className="player-card-meta">
          {player.age === undefined ? null : <span>{player.age} years</span>}
          {player.playerType ? <span>{TYPE_LABEL[player.playerType]}</span> : null}
        </p>
        <PositionTags positions={player.positions} className="player-card-positions" />
        {player.countryName ? (
          <p className="player-card-country">
            <CountryFlag file={player.flag} /> {player.countryName}
          </p>
        ) : null}
        {player.club ? <p className="player-card-club">{player.club}</p> : null}
        {player.confirmed ? (
          <p className="player-card-confirmed">
            <span aria-hidden="true">✓ </span>
            {player.confirmed}
          </p>
        ) : null}
        {children ? <div className="player-card-extra">{children}</div> : null}
      </div>
    </article>
  );
}
