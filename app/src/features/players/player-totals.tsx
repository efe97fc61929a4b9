import { useEffect, useState } from 'react';
import { loadTotalsText } from './api/players-api';

/** Until the counts arrive (or if they cannot): the same promise, without a number. */
export const TOTALS_FALLBACK = 'Goalkeepers, defenders, midfielders and forwards from around the world are on SKORA.';

/**
 * "2,012 players from 48 countries are on SKORA": one read of the functions' totals document, never a count over
 * the players. Loads when `active` (the featured section nears the viewport); the line keeps its box while it
 * changes (CSS reserves two lines), so the page does not shift.
 */
export function PlayerTotals({ active }: { active: boolean }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    loadTotalsText().then(
      (line) => {
        if (!cancelled && line) setText(`${line} are on SKORA.`);
      },
      (error: unknown) => console.info('Could not load the player totals.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [active]);
  return <p className="featured-totals">{text ?? TOTALS_FALLBACK}</p>;
}
