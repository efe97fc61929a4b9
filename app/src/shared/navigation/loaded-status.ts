/**
 * The HTTP status the server answered with when the browser loaded `pathname` as a document, or undefined when this
 * page was reached inside the app (a client-side navigation) or the browser does not say (Navigation Timing's
 * `responseStatus`: Chromium and Firefox, not Safari). A page whose server knows more than the client may read (the
 * link-preview function answers an unknown player's page with 404, where the Firestore rules refuse a missing CV
 * exactly as they refuse a members-only one) reads it here.
 */
export function loadedStatus(pathname: string): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & { responseStatus?: number })[];
  if (!entry || !entry.responseStatus) return undefined;
  try {
    return new URL(entry.name).pathname === pathname ? entry.responseStatus : undefined;
  } catch {
    return undefined;
  }
}
