import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import type { FaceCard, ProvenanceTag } from '../../../shared/core/profile';
import { onPrepareForPrint } from './print-ready';
import { Provenance } from './provenance-tag';
import { useLoadOnView } from './use-load-on-view';

// recharts and the drawing load in their own chunk, never with the page: see `load` below.
const AttributeRadarChart = lazy(() => import('./attribute-radar-chart'));

interface AttributeRadarProps {
  /** The face attributes: each with the core's value on the radar's 0–1 axis. */
  faces: readonly FaceCard[];
  /** Whose word the ratings are: the caption and the table say it. */
  source: ProvenanceTag;
  /**
   * `eager`: the chart loads with the card (the signed-in CV pages); `on-view`: when the figure comes near the
   * viewport or the CV is printed (the public CV page, whose first visit must not pay for chart code).
   */
  loading: 'eager' | 'on-view';
}

/**
 * The radar chart of the face attributes, with its text alternative: a table of the same values, which assistive
 * technology reads instead of the drawing (hidden on screen, where the card above shows the values).
 */
export function AttributeRadar({ faces, source, loading }: AttributeRadarProps) {
  const captionId = useId();
  const { ref: figure, load, loadNow } = useLoadOnView<HTMLElement>(loading);
  // Resolved when the chart has drawn: printing waits for it.
  const drawn = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (drawn.current === null) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    drawn.current = { promise, resolve };
  }
  const onDrawn = useCallback(() => drawn.current?.resolve(), []);

  useEffect(
    () =>
      onPrepareForPrint(() => {
        loadNow();
        return drawn.current?.promise ?? Promise.resolve();
      }),
    [loadNow],
  );

  return (
    <figure className="attribute-radar" ref={figure} aria-labelledby={captionId}>
      <div className="attribute-radar-drawing" aria-hidden="true">
        {load ? (
          <Suspense fallback={null}>
            <AttributeRadarChart faces={faces} onDrawn={onDrawn} />
          </Suspense>
        ) : null}
      </div>
      <figcaption id={captionId} className="attribute-radar-caption">
        Attribute radar <Provenance tag={source} />
      </figcaption>
      {/* The box hides it, not the table: a table grows to its one-line caption, past a 320 px screen. */}
      <div className="visually-hidden">
        <table>
          <caption>Attribute radar as a table ({source.label})</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {faces.map((face) => (
              <tr key={face.face}>
                <th scope="row">
                  {face.label} ({face.face})
                </th>
                <td>{face.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
