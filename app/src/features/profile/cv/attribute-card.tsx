import './attribute-card.css';
import { positionLabel } from '../reference';
import type { AttributeCard as Card } from './attribute-core-placeholder';
import { AttributeRadar } from './attribute-radar';

interface AttributeCardProps {
  card: Card;
  /** When the radar's chart code loads (see AttributeRadar). */
  radarLoading: 'eager' | 'on-view';
}

/** "top 5% of strikers": the core's figure and the core's position label. */
function topText(topPercent: number, position: string): string {
  return `top ${topPercent}% of ${positionLabel(position).toLowerCase()}s`;
}

/**
 * The player's attribute card as the core computes it: the overall rating for the main position, the six face
 * attributes (each in its colour band, with "top N% of {position}s" when the core has enough players of the position
 * to say so), the radar, and the measured tests with their units and dates. Everything is text from the core.
 */
export function AttributeCard({ card, radarLoading }: AttributeCardProps) {
  const position = positionLabel(card.position);
  return (
    <section className="cv-section attribute-card" aria-labelledby="cv-attributes">
      <h3 id="cv-attributes">Attributes</h3>
      <div className="attribute-card-body">
        <div className="attribute-summary">
          <p className="attribute-overall">
            <span className="attribute-overall-value">{card.overall}</span>
            <span className="attribute-overall-label">Overall</span>
          </p>
          <p className="attribute-position">
            <abbr title={position}>{card.position}</abbr>
            <span className="visually-hidden"> ({position})</span>
          </p>
        </div>
        <ul className="attribute-faces" aria-label="Face attributes">
          {card.faces.map((face) => (
            <li key={face.key} className="attribute-face">
              <span className={`attribute-value attribute-band-${face.band}`}>{face.value}</span>
              <span className="attribute-face-label">
                <abbr title={face.name}>{face.label}</abbr>
                <span className="visually-hidden"> ({face.name})</span>
              </span>
              {face.topPercent !== undefined ? (
                <span className="attribute-top">{topText(face.topPercent, card.position)}</span>
              ) : null}
            </li>
          ))}
        </ul>
        <AttributeRadar points={card.radar} faces={card.faces} loading={radarLoading} />
      </div>
      {card.tests.length > 0 ? (
        <div className="attribute-tests">
          <h4 id="cv-measured-tests">Measured tests</h4>
          <div className="table-scroll">
            <table className="cv-table" aria-labelledby="cv-measured-tests">
              <thead>
                <tr>
                  <th scope="col">Test</th>
                  <th scope="col" className="num">
                    Result
                  </th>
                  <th scope="col">Measured on</th>
                </tr>
              </thead>
              <tbody>
                {card.tests.map((test) => (
                  <tr key={test.key}>
                    <th scope="row">{test.label}</th>
                    <td className="num">
                      {test.value} {test.unit}
                    </td>
                    <td>
                      <time dateTime={test.measuredOn}>{test.measuredOn}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
