import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the viewport a part starts loading, so it is usually drawn by the time it is seen. */
const NEAR_VIEWPORT = '300px';

/**
 * Whether a part whose code loads on demand (a chart) may load now: at once for `eager`; for `on-view`, once the
 * element comes near the viewport (the public CV page, whose first visit must not pay for chart code). `loadNow()`
 * loads it anyway (before printing). Without IntersectionObserver the part loads at once.
 */
export function useLoadOnView<T extends Element>(
  loading: 'eager' | 'on-view',
): { ref: RefObject<T | null>; load: boolean; loadNow: () => void } {
  const ref = useRef<T>(null);
  const [load, setLoad] = useState(loading === 'eager');

  useEffect(() => {
    if (load) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  const loadNow = useCallback(() => setLoad(true), []);
  return { ref, load, loadNow };
}
