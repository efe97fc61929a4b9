import { startTransition, useEffect, useState } from 'react';
import { ButtonLink } from '../../../shared/ui/button-link';
import { loadAttributes, type LoadedAttributes } from '../api/attributes-api';
import type { ReadPositionFigures } from '../api/position-figures';
import { AttributeCard } from './attribute-card';
import { paths } from '../../../shared/core/generated/routes';

interface PlayerAttributesProps {
  uid: string;
  /** The owner's view: with no stats yet, an invitation to the stats wizard instead of nothing. */
  own: boolean;
  /** From the CV: the core reads the stats for this type and rates the overall for this position. */
  playerType: string;
  mainPosition: string;
  /** The CV's birth month (YYYY-MM): the age group the percentiles compare with. */
  birthMonth?: string | null | undefined;
  /** The CV view's reader of the position's documents (one read per path and view). */
  positionFigures: ReadPositionFigures;
  radarLoading: 'eager' | 'on-view';
}

type State = { status: 'loading' } | { status: 'failed' } | LoadedAttributes;

/**
 * The CV's attribute card, loaded after the CV (its own reads: the stats, then the position's figures). Whatever goes
 * wrong here (no stats, a failed read, a document the core cannot read) costs this section only, never the CV: a
 * visitor then sees nothing, the owner an invitation to add stats when there are none.
 */
export function PlayerAttributes({ uid, own, playerType, mainPosition, birthMonth, positionFigures, radarLoading }: PlayerAttributesProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadAttributes(uid, { playerType, mainPosition, birthMonth }, positionFigures).then(
      (loaded) => {
        // Data arriving after the page renders in a transition (docs/architecture.md, "A visit").
        if (!cancelled) startTransition(() => setState(loaded));
      },
      (error: unknown) => {
        console.info('Could not load the player stats.', error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, playerType, mainPosition, birthMonth, positionFigures]);

  if (state.status === 'ready') return <AttributeCard card={state.card} dates={state.dates} radarLoading={radarLoading} />;
  if (state.status === 'missing' && own) {
    return (
      <section className="cv-section attribute-invite no-print" aria-labelledby="cv-attributes-invite">
        <h3 id="cv-attributes-invite">Add your attributes</h3>
        <p>
          Scouts compare players by their numbers. Rate your physical and technical attributes and add your measured
          tests: your CV then shows your overall rating, an attribute card and a radar chart.
        </p>
        <ButtonLink to={paths.playerStats}>Add my stats</ButtonLink>
      </section>
    );
  }
  return null;
}
