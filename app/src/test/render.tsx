// Small helpers for component tests: a session value to put in SessionContext, and a memory router with a
// toast container around it. The core is always the real wasm core; only the Firebase wrappers are mocked
// (by each test file, at the wrapper boundary).
import { act, render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify';
import { SessionContext, type SessionContextValue, type SessionUser } from '../shared/auth/session-context';

export interface SessionOptions {
  ready?: boolean;
  /** `null` is signed out; otherwise the signed-in user (defaults filled in). */
  user?: Partial<SessionUser> | null;
  /** The session is the one the device remembered, not yet confirmed. */
  provisional?: boolean;
}

/** A SessionContext value as SessionProvider would build it. */
export function sessionValue({ ready = true, user = null, provisional = false }: SessionOptions = {}): SessionContextValue {
  const full: SessionUser | null = user
    ? { uid: 'abc', displayName: 'Test User', emailVerified: true, profileComplete: true, accountKind: 'player', hasPhoto: null, ...user }
    : null;
  return {
    ready,
    provisional,
    openRemembered: () => {},
    user: full,
    session: {
      signedIn: full !== null,
      emailVerified: full?.emailVerified ?? false,
      profileComplete: full?.profileComplete ?? false,
    },
    reload: async () => {},
    pictureVersion: 0,
    refreshPicture: () => {},
  };
}

export function Providers({ session, children }: { session: SessionContextValue; children: ReactNode }) {
  return (
    <SessionContext.Provider value={session}>
      {children}
      <ToastContainer autoClose={false} />
    </SessionContext.Provider>
  );
}

export interface RouterOptions extends SessionOptions {
  strict?: boolean;
}

/** Renders `routes` in a memory router at `path`, inside a session and next to a ToastContainer. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { strict = false, ...session }: RouterOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <Providers session={sessionValue(session)}>
      <RouterProvider router={router} />
    </Providers>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return Object.assign(result, { router });
}

/** Removes every toast so a toastId shown by one test cannot suppress the same toast in the next. */
export async function clearToasts(): Promise<void> {
  await act(async () => {
    toast.dismiss();
  });
}
