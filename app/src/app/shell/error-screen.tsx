import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** The last line of defence for routing and render errors. Plain markup: the shell itself may be broken. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected application error', error);
    document.title = 'Something went wrong | SKORA';
  }, [error]);
  return (
    <main className="page error-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong on our side. Your data is safe; please try again.</p>
      {/* A full page load resets whatever state broke the app. */}
      <a className="button button-primary" href="/">
        Back to the home page
      </a>
    </main>
  );
}
