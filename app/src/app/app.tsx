import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { SessionProvider } from '../shared/auth/session-provider';

/**
 * How long a toast stays: the specification's 1200 ms. A toast only confirms or repeats: every message that asks the
 * user to do something is also shown at its field or beside its form, where it stays. And nobody has to race one
 * (WCAG 2.2.1, timing adjustable): it waits while the pointer rests on it, while it holds the keyboard focus (Alt+T
 * or Tab reaches its close button), and while the window has lost focus.
 */
export const TOAST_AUTO_CLOSE_MS = 1200;

/** The toasts wait while the focus is inside them (what `pauseOnHover` does for the pointer), and go on once it leaves. */
function pauseWhileFocused() {
  toast.pause();
}
function playOnceFocusLeaves(event: FocusEvent<HTMLDivElement>) {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toast.play();
}
/**
 * A toast's timer starts when its entrance animation ends, whatever paused it meanwhile: a toast focused or pointed
 * at while it slides in (the usual moment) would run on. Paused again then (a listener on the box runs after the
 * toast's own; a native one, since React does not hear animation events everywhere).
 */
function useWaitAfterEntrance() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onAnimationEnd = () => {
      if (element.contains(document.activeElement) || element.querySelector('.Toastify__toast:hover')) toast.pause();
    };
    element.addEventListener('animationend', onAnimationEnd);
    return () => element.removeEventListener('animationend', onAnimationEnd);
  }, []);
  return box;
}

/** The toasts: top-right, 1200 ms, waiting while hovered, focused or in a window that has lost focus. */
export function Toasts() {
  const box = useWaitAfterEntrance();
  return (
    <div ref={box} className="toasts" onFocus={pauseWhileFocused} onBlur={playOnceFocusLeaves}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss theme="dark" />
    </div>
  );
}

/**
 * Everything around the router: the session and the toasts. The browser (main.tsx) puts a `RouterProvider` inside,
 * the build-time pre-rendering (entry-prerender.tsx) a `StaticRouterProvider`; both render the same markup.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toasts />
    </SessionProvider>
  );
}
