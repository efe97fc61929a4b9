// Helpers shared by the accounts page tests (not shipped: only *.test.tsx files import this module).
import { render, screen, type RenderResult } from '@testing-library/react';
import { StrictMode, useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import type { SessionUser } from '../../shared/auth/session-context';
import { Providers, sessionValue } from '../../test/render';

/** A rejection shaped like Firebase's: an Error with the Auth `code`. */
export function authFailure(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

/** The error message wired to a control through aria-describedby (what a screen reader announces with it). */
export function fieldError(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'));
  return error?.textContent ?? null;
}

/** Toasts (not inline messages) with exactly this text. */
export function toastsWith(text: string): HTMLElement[] {
  return screen.queryAllByText(text).filter((el) => el.closest('.Toastify'));
}

export interface LiveSessionOptions {
  user: Partial<SessionUser> | null;
  /** What the user looks like after `reload()` (defaults to unchanged). */
  afterReload?: () => Partial<SessionUser> | null;
  strict?: boolean;
}

/**
 * Renders `routes` at `path` with a session that changes on `reload()`, as SessionProvider's does, so the guard
 * reacts to it. `reload` is a spy.
 */
export function renderWithLiveSession(
  routes: RouteObject[],
  path: string,
  { user, afterReload, strict = false }: LiveSessionOptions,
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; reload: Mock<() => Promise<void>> } {
  let setUser: ((next: Partial<SessionUser> | null) => void) | null = null;
  const reload = vi.fn<() => Promise<void>>(async () => {
    if (afterReload) setUser?.(afterReload());
  });
  function LiveSession({ children }: { children: ReactNode }) {
    const [current, setCurrent] = useState(user);
    setUser = setCurrent;
    const value = useMemo(() => ({ ...sessionValue({ user: current }), reload }), [current]);
    return <Providers session={value}>{children}</Providers>;
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <LiveSession>
      <RouterProvider router={router} />
    </LiveSession>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return Object.assign(result, { router, reload });
}

/** What a core validator says about each field of `form` (field → message); empty when the form is valid. */
export function coreFieldErrors<T>(validate: (form: T) => unknown, form: T): Record<string, string> {
  try {
    validate(form);
  } catch (error) {
    const list = (error as { fieldErrors?: { field: string; message: string }[] }).fieldErrors ?? [];
    return Object.fromEntries(list.map((e) => [e.field, e.message]));
  }
  return {};
}
