import { useEffect } from 'react';

/**
 * Renders nothing; once it has hydrated in the browser, marks the document ready: the boot script lets forms submit
 * from then on, the bench times "interactive" by the mark, and the journeys wait for it. The layout renders it last,
 * in the footer's Suspense boundary, which React hydrates after the navigation and the page (document order), so the
 * mark means the whole page is hydrated. The pre-render renders it too, so both trees have the same shape.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    performance.mark('skora:interactive');
  }, []);
  return null;
}
