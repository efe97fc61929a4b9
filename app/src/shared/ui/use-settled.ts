import { useEffect, useState } from 'react';

/**
 * True from the first render where `now` is true, and from then on. A section placed under content that loads shows
 * once that content has first arrived, and stays: shown earlier it would move down as the content arrives (a layout
 * shift), and hidden again on a later reload it would lose its own state.
 */
export function useSettled(now: boolean): boolean {
  const [settled, setSettled] = useState(now);
  useEffect(() => {
    if (now) setSettled(true);
  }, [now]);
  return settled || now;
}
