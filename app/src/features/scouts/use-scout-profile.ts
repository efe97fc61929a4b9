import { useEffect, useState } from 'react';
import { fetchScout, type ScoutDocument } from './api/scout-api';

export type ScoutLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: ScoutDocument | null };

/** The account's stored scout profile as it loads, and a retry after a failed read. */
export function useScoutProfile(uid: string): { load: ScoutLoad; retry: () => void } {
  const [load, setLoad] = useState<ScoutLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    setLoad({ status: 'loading' });
    fetchScout(uid).then(
      (doc) => {
        if (!cancelled) setLoad({ status: 'ready', doc });
      },
      (error: unknown) => {
        console.warn('Could not load the scout profile.', error);
        if (!cancelled) setLoad({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}
