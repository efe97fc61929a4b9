import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  // React and the router report the thrown error; the screen logs it too. Keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorScreen', () => {
  it('replaces a page that throws with the error heading and a link home', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('heading'));
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Something went wrong | SKORA');
    expect(console.error).toHaveBeenCalledWith('Unexpected application error', expect.objectContaining({ message: 'boom' }));
  });
});
