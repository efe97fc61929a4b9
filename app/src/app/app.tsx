import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { SessionProvider } from '../shared/auth/session-provider';

export const TOAST_AUTO_CLOSE_MS = 1200;

/**
 * Everything around the router: the session and the toasts. The browser (main.tsx) puts a `RouterProvider` inside,
 * the build-time pre-rendering (entry-prerender.tsx) a `StaticRouterProvider`; both render the same markup.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover theme="dark" />
    </SessionProvider>
  );
}
