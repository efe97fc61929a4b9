import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { SessionProvider } from '../shared/auth/session-provider';

/**
 * How long a toast stays: long enough to read a two-sentence message (WCAG 2.2.1, timing adjustable), and it waits
 * while the pointer rests on it or the window has lost focus, so nobody has to race it.
 */
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Everything around the router: the session and the toasts. The browser (main.tsx) puts a `RouterProvider` inside,
 * the build-time pre-rendering (entry-prerender.tsx) a `StaticRouterProvider`; both render the same markup.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss theme="dark" />
    </SessionProvider>
  );
}
