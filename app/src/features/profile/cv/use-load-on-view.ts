import { useCallback, useRef, useState, type RefObject } from 'react';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';

/** How far below the viewport a chart starts loading, so it is usually drawn by the time it is seen. */
const NEAR_VIEWPORT = '300px';

/**
 * Whether a chart whose code loads on demand may load now: at once for `eager`; for `on-view`, once the element comes
 * near the viewport (the public CV page, whose first visit must not pay for chart code). `loadNow()` loads it anyway
 * (before printing).
 */
export function useLoadOnView<T extends Element>(
  loading: 'eager' | 'on-view',
): { ref: RefObject<T | null>; load: boolean; loadNow: () => void } {
  const ref = useRef<T>(null);
  const near = useNearViewport(ref, NEAR_VIEWPORT);
  const [asked, setAsked] = useState(false);
  const loadNow = useCallback(() => setAsked(true), []);
  return { ref, load: loading === 'eager' || near || asked, loadNow };
}
