import { Link } from 'react-router-dom';
import type { PlayerCard as Card } from '../../../shared/core/directory';
import { useProfilePicture } from '../../../shared/pictures/use-profile-picture';
import { CountryFlag } from '../../../shared/ui/country-flag';
import { PositionTags } from '../../../shared/ui/position-tags';

const TYPE_LABEL = { outfield: 'Outfield player', goalkeeper: 'Goalkeeper' } as const;

/** One player: photo, name, age, positions, nationality and club; the whole card opens the CV. */
export function PlayerCard({ player, headingLevel = 3 }: { player: Card; headingLevel?: 2 | 3 }) {
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
      </div>
    </article>
  );
}
