import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { routeBackground } from '../../shared/core/startup';
import { rememberLocation } from '../../shared/storage/navigation-memory';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function Layout() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();

  // Layout effects run before the pages' effects (a guard's redirect among them), so the location a
  // signed-out visitor asked for is remembered before they are sent to /login.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.body.dataset.background = routeBackground(pathname);
  }, [pathname]);

  useLayoutEffect(() => {
    rememberLocation(pathname + search);
  }, [pathname, search]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <div className="content">{navigation.state === 'loading' ? <LoadingScreen /> : <Outlet />}</div>
      <Footer />
    </>
  );
}
