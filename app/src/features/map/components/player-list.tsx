import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MapCard, MapSort } from '../../../shared/core/map';
import { readPlayers } from '../../../shared/core/use-core-store';
import { SelectField } from '../../../shared/ui/field';

/**
 * Items rendered at first, and added by each "Show more": a screenful or two. 200 at once made the country's first
 * render a 350 ms task on a mid-range phone, for rows nobody had scrolled to yet.
 */
export const LIST_STEP = 50;

const SORTS: { code: MapSort; label: string }[] = [
  { code: 'name', label: 'Name' },
  { code: 'age', label: 'Age' },
];

interface PlayerListProps {
  /** The rows to list (the filtered players in view, or the players at one place). */
  rows: Uint32Array;
  today: string;
  /** "Players at this place": the rows of one point, with a way back to the players in view. */
  place?: { onBack: () => void } | null;
  /** Shown instead of the list (an empty or error state); the status line still counts. */
  message?: ReactNode;
  /** Whether the count line is meaningful (no count in the world view or while nothing is read). */
  counting: boolean;
  selectedRow: number | null;
  onOpen: (row: number, opener: HTMLElement) => void;
  id?: string;
  hidden?: boolean;
}

const countText = (n: number, where: string) => `${n.toLocaleString('en')} ${n === 1 ? 'player' : 'players'} ${where}`;

/** One line of the list: the card's name, age, main position and club. */
function summary(card: MapCard): string {
  const main = card.positions[0];
  return [
    card.age === undefined ? null : `${card.age}`,
    main ? main.label : null,
    card.club ?? null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The accessible way through the map: the players in view, sorted by name or age (the core sorts), each a button
 * opening the player's card. Rendering stops at LIST_STEP items, with "Show more" for the next ones.
 */
export function PlayerList({ rows, today, place = null, message, counting, selectedRow, onOpen, id, hidden }: PlayerListProps) {
  const [sort, setSort] = useState<MapSort>('name');
  const [shown, setShown] = useState(LIST_STEP);
  // A new set of rows starts again at the first LIST_STEP.
  const previous = useRef(rows);
  useEffect(() => {
    if (previous.current !== rows) {
      previous.current = rows;
      setShown(LIST_STEP);
    }
  }, [rows]);
  // The core sorts the rows and builds the cards of the first `shown` of them, in one call.
  const { sorted, items } = useMemo(() => {
    const { rows: order, cards } = readPlayers(rows, { sort, today, cards: shown });
    return { sorted: order, items: cards.map((card, i) => ({ row: order[i]!, card })) };
  }, [rows, sort, today, shown]);
  const visible = items.length;

  const status = !counting ? '' : place ? countText(rows.length, 'at this place') : countText(rows.length, 'in view');
  // Folded away (the phone's closed sheet): nothing inside, so no text is there twice (the map says it meanwhile).
  if (hidden) return <section id={id} hidden className="map-list" aria-label="Players in view" />;

  return (
    // Focusable from script alone: the map's skip link lands here.
    <section id={id} hidden={hidden} className="map-list" aria-label="Players in view" tabIndex={-1}>
      <div className="map-list-head">
        <p role="status" className="map-list-count">
          {status}
        </p>
        {place ? (
          <>
            <h2 className="map-list-title">Players at this place</h2>
            <button type="button" className="button button-link" onClick={place.onBack}>
              Back to the players in view
            </button>
          </>
        ) : null}
        <SelectField label="Sort by" value={sort} className="map-list-sort" onChange={(e) => setSort(e.target.value as MapSort)}>
          {SORTS.map((s) => (
            <option key={s.code} value={s.code}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>
      {message ?? (
        <>
          <ul className="map-list-items">
            {items.map(({ row, card }) => (
              <li key={card.id}>
                <button
                  type="button"
                  className="map-list-item"
                  aria-current={row === selectedRow ? 'true' : undefined}
                  // Named by its content, all it shows, the name first (WCAG 2.5.3: the name holds the visible label).
                  onClick={(e) => onOpen(row, e.currentTarget)}
                >
                  <span id={`map-row-${row}-name`} className="map-list-name">
                    {card.name}
                  </span>
                  <span id={`map-row-${row}-meta`} className="map-list-meta">
                    {summary(card)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {sorted.length > visible ? (
            <button type="button" className="button map-list-more" onClick={() => setShown((n) => n + LIST_STEP)}>
              Show more ({(sorted.length - visible).toLocaleString('en')} more)
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
