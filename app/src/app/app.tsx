import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { SessionProvider } from '../shared/auth/session-provider';
import { router } from './router';

export const TOAST_AUTO_CLOSE_MS = 1200;

export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover theme="dark" />
    </SessionProvider>
  );
}
