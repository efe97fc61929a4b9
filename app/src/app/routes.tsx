import type { RouteObject } from 'react-router-dom';
import { routes as routeTable } from '../shared/core/generated/routes';
import { preloadWasm } from '../shared/core/preload';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { pages, pageWasm } from './pages';
import { ErrorScreen } from './shell/error-screen';
import { Layout } from './shell/layout';
import { RouteGuard } from './shell/route-guard';

function lazyPage(key: string): RouteObject['lazy'] {
  const load = pages[key];
  if (!load) throw new Error(`No page registered for the route table's key "${key}"`);
  return async () => {
    // The page's wasm module downloads while its JS chunks do, not after them.
    preloadWasm(pageWasm[key] ?? []);
    return { Component: (await load()).default };
  };
}

function toRoute(entry: (typeof routeTable)[number]): RouteObject {
  const page: RouteObject = { path: entry.path, caseSensitive: true, lazy: lazyPage(entry.page) };
  if (entry.access === 'public') return page;
  // Guarded pages sit under a pathless guard route, so the guard decides before the page renders.
  return { element: <RouteGuard />, children: [page] };
}

/**
 * The app's routes, from the core's route table (generated at build time: building them needs no wasm). The same
 * objects serve the browser router (main.tsx) and the build-time pre-rendering (entry-prerender.tsx), so a
 * pre-rendered page and its hydration match.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    HydrateFallback: LoadingScreen,
    children: [...routeTable.map(toRoute), { path: '*', lazy: lazyPage('not-found') }],
  },
];
