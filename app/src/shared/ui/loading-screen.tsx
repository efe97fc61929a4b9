/** Shown while a page's code or the session is loading. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Loading...</p>
    </div>
  );
}
