import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MapCard } from '../../../shared/core/map';
import { labels } from '../../../shared/core/generated/labels';
import { useProfilePicture } from '../../../shared/pictures/use-profile-picture';
import { CountryFlag } from '../../../shared/ui/country-flag';
import { PositionTags } from '../../../shared/ui/position-tags';

const AVAILABILITY = new Map<string, string>(labels.availability.map((a) => [a.code, a.label]));
const TYPE = new Map<string, string>(labels.playerType.map((t) => [t.code, t.label]));

interface PlayerCardPanelProps {
  card: MapCard;
  onClose: () => void;
  /** Another action beside "View CV" (the shortlists' Save button). */
  action?: ReactNode;
}

/**
 * The card of the player opened from a marker or the list: photo, name, age, positions, club, availability and the
 * link to the CV. It takes the focus when it opens; Escape or "Close" closes it (the page puts the focus back).
 */
export function PlayerCardPanel({ card, onClose, action }: PlayerCardPanelProps) {
  const picture = useProfilePicture(card.hasPhoto ? card.id : null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [card.id]);

  const availability = card.availability ? AVAILABILITY.get(card.availability) : undefined;
  const type = card.playerType ? TYPE.get(card.playerType) : undefined;
  return (
    <section
      className="map-card"
      aria-label={card.name}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <img className="map-card-photo" src={picture} alt="" width={72} height={72} decoding="async" />
      <div className="map-card-body">
        <h2 className="map-card-name" ref={heading} tabIndex={-1}>
          {card.name}
        </h2>
        <p className="map-card-meta">
          {card.age === undefined ? null : <span>{card.age} years</span>}
          {type ? <span>{type}</span> : null}
        </p>
        <PositionTags positions={card.positions} className="map-card-positions" />
        {card.club ? <p className="map-card-club">{card.club}</p> : null}
        {card.countryName ? (
          <p className="map-card-country">
            <CountryFlag file={card.flag} /> {card.countryName}
          </p>
        ) : null}
        {availability ? <p className="map-card-availability">{availability}</p> : null}
        <div className="map-card-actions">
          <Link to={card.href} className="button button-primary">
            View CV
          </Link>
          {action}
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </section>
  );
}
