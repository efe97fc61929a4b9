import './attribute-card.css';
import type { AttributeCard as Card } from '../../../shared/core/profile';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { AttributeRadar } from './attribute-radar';
import { DateText } from './date-text';
import { Provenance } from './provenance-tag';

interface AttributeCardProps {
  card: Card;
  /** The tests' dates as the core prints them (`Attributes.read`). */
  dates: Readonly<Record<string, string>>;
  /** When the radar's chart code loads (see AttributeRadar). */
  radarLoading: 'eager' | 'on-view';
}

/** A radar needs three axes to enclose an area; a partial document may give fewer faces. */
const RADAR_MIN_AXES = 3;

function Stars({ label, count }: { label: string; count: number }) {
  return (
    <p className="attribute-stars">
      <span className="attribute-stars-label">{label}</span>{' '}
      <span aria-hidden="true">{'★'.repeat(count)}</span>
      <span className="visually-hidden">
        {count} {count === 1 ? 'star' : 'stars'}
      </span>
    </p>
  );
}

/**
 * The player's attribute card as the core computes it: the overall rating at the main position, the face attributes
 * (each in the core's colour band, with the core's "Top N% of {position}s" when it has enough players of the position
 * to say so), weak foot and skill moves, the radar, and the measured tests with their units and dates. Every figure
 * and text is the core's; this draws them. Every figure says whose word it is (the core's provenance): the ratings as
 * a whole in a note under the heading and beside the overall and the radar, each face for screen readers, and each
 * test in its own column.
 */
export function AttributeCard({ card, dates, radarLoading }: AttributeCardProps) {
  return (
    <section className="cv-section attribute-card" aria-labelledby="cv-attributes">
      <h3 id="cv-attributes">Attributes</h3>
      <p className="attribute-provenance">
        <Provenance tag={card.ratings} /> <span>{card.ratings.description}</span>
      </p>
      <div className="attribute-card-body">
        <div className="attribute-summary">
          {card.overall !== undefined ? (
            <p className="attribute-overall">
              <span className={`attribute-overall-value attribute-band-${card.overallBand ?? 'none'}`}>{card.overall}</span>
              <span className="attribute-overall-label">Overall</span>
              <Provenance tag={card.ratings} />
              {card.overallTopText ? <span className="attribute-top">{card.overallTopText}</span> : null}
            </p>
          ) : null}
          {card.position ? (
            <p className="attribute-position">
              <abbr title={card.positionLabel}>{card.position}</abbr>
              {card.positionLabel ? <span className="visually-hidden"> ({card.positionLabel})</span> : null}
            </p>
          ) : null}
          {card.weakFoot !== undefined ? <Stars label="Weak foot" count={card.weakFoot} /> : null}
          {card.skillMoves !== undefined ? <Stars label="Skill moves" count={card.skillMoves} /> : null}
        </div>
        {card.faces.length > 0 ? (
          <ul className="attribute-faces" aria-label="Face attributes">
            {card.faces.map((face) => (
              <li key={face.face} className="attribute-face">
                <span className={`attribute-value attribute-band-${face.band}`}>{face.value}</span>
                <span className="attribute-face-label">
                  <abbr title={face.label}>{face.face}</abbr>
                  <span className="visually-hidden">
                    {' '}
                    ({face.label}; {face.source.label})
                  </span>
                </span>
                {face.topText ? <span className="attribute-top">{face.topText}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {card.faces.length >= RADAR_MIN_AXES ? <AttributeRadar faces={card.faces} source={card.ratings} loading={radarLoading} /> : null}
      </div>
      {card.peersText ? <p className="attribute-peers">{card.peersText}</p> : null}
      {card.tests.length > 0 ? (
        <div className="attribute-tests">
          <h4 id="cv-measured-tests">Measured tests</h4>
          <TableScroll label="Measured tests">
            <table className="cv-table" aria-labelledby="cv-measured-tests">
              <thead>
                <tr>
                  <th scope="col">Test</th>
                  <th scope="col" className="num">
                    Result
                  </th>
                  <th scope="col">Measured on</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {card.tests.map((test) => (
                  <tr key={test.key}>
                    <th scope="row">{test.label}</th>
                    <td className="num">{test.text}</td>
                    <td>
                      <DateText iso={test.measuredOn} dates={dates} />
                    </td>
                    <td>
                      <Provenance tag={test.source} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}
    </section>
  );
}
