import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
// The toasts' stylesheet, as a file: the CSP refuses the <style> element react-toastify would inject (vite.config.ts).
import 'react-toastify/ReactToastify.css';
import './app/styles.css';

/**
 * Resolves the lazy routes that match the current URL before the router is created, so its first render is the
 * page itself (as pre-rendered), not the hydrate fallback.
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route as RouteObject, resolved, { lazy: undefined });
    }),
  );
}

const container = document.getElementById('root')!;
// A pre-rendered page was rendered for its path alone: a query string (filters, a tag, an action code) may change
// what the page shows, so such a visit renders afresh over the painted HTML instead of hydrating a mismatch.
const hydrate = container.hasChildNodes() && window.location.search === '';
await resolveLazyMatches();
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);
if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);
