import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Memory, Site } from '../../shared/core/startup';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { AppReady } from './app-ready';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { pageKeyOf } from './page-key';

export function Layout() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();

  // Layout effects run before the pages' effects (a guard's redirect among them), so the location a
  // signed-out visitor asked for is remembered before they are sent to /login.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.body.dataset.background = Site.route(pathname).background;
  }, [pathname]);

  useLayoutEffect(() => {
    Memory.keep(pathname + search);
  }, [pathname, search]);

  // While another page's code loads, the loading screen stands in for the page. A move between two URLs of the SAME
  // page (the stats wizard's steps: one route each, one page) keeps the page mounted, or its form would start over.
  const nextPath = navigation.state === 'loading' ? navigation.location.pathname : null;
  const loadingOther = nextPath !== null && pageKeyOf(nextPath) !== pageKeyOf(pathname);

  // Each Suspense boundary hydrates as a unit of its own: React yields to the browser between them, so hydrating a
  // pre-rendered page is a few short tasks instead of one long one (and a mismatch in one part re-renders that part
  // alone). Nothing here suspends on the client, so the fallbacks never show.
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={null}>
        <NavBar />
      </Suspense>
      <div className="content">
        <Suspense fallback={null}>{loadingOther ? <LoadingScreen /> : <Outlet />}</Suspense>
      </div>
      <Suspense fallback={null}>
        <Footer />
        <AppReady />
      </Suspense>
    </>
  );
}
