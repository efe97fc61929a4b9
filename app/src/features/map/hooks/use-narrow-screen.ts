import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (map-page.css uses the same). */
const NARROW = '(max-width: 480px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-narrow now (for code that runs outside React's render). */
export const narrow = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** Whether the screen is phone-narrow: the filters and the list then fold away behind toggles. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
