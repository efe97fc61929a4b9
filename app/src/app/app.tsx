import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { SessionProvider } from '../shared/auth/session-provider';

export const TOAST_AUTO_CLOSE_MS = 1200;

/**
 * Renders nothing; once the first render has committed in the browser (hydration done), marks the document ready: the
 * boot script lets forms submit from then on, the bench times "interactive" by the mark, and the journeys wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    performance.mark('skora:interactive');
  }, []);
  return null;
}

/**
 * Everything around the router: the session and the toasts. The browser (main.tsx) puts a `RouterProvider` inside,
 * the build-time pre-rendering (entry-prerender.tsx) a `StaticRouterProvider`; both render the same markup.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover theme="dark" />
      {/* Rendered by the pre-render too, so both trees have the same shape (useId depends on it). */}
      <AppReady />
    </SessionProvider>
  );
}
