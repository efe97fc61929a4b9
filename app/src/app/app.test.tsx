import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../test/render';
import { TOAST_AUTO_CLOSE_MS, Toasts } from './app';

afterEach(async () => {
  await clearToasts();
  cleanup();
});

/** The toast's timer: react-toastify runs it as the progress bar's animation, paused while the toast waits. */
function timer(text: string): CSSStyleDeclaration {
  const bar = screen.getByText(text).closest('.Toastify__toast')?.querySelector<HTMLElement>('.Toastify__progress-bar');
  if (!bar) throw new Error(`no timer on the toast "${text}"`);
  return bar.style;
}

describe('Toasts', () => {
  it('close after 1200 ms, the specification’s number', async () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(1200);
    render(<Toasts />);
    act(() => {
      toast.info('Saved.');
    });
    await screen.findByText('Saved.');
    expect(timer('Saved.').animationDuration).toBe('1200ms');
  });

  it('wait while the keyboard focus is inside one, and go on once it leaves', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toasts />
      </>,
    );
    act(() => {
      toast.info('Saved.');
    });
    await screen.findByText('Saved.');
    // jsdom's window starts without the focus (a toast then waits, pauseOnFocusLoss): give it the focus.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(timer('Saved.').animationPlayState).toBe('running');
    const user = userEvent.setup();
    await act(async () => {
      screen.getByRole('button', { name: 'close' }).focus();
    });
    expect(timer('Saved.').animationPlayState).toBe('paused');
    // Its entrance ending (which starts react-toastify's timer) does not end the wait.
    fireEvent.animationEnd(screen.getByText('Saved.').closest('.Toastify__toast')!);
    expect(timer('Saved.').animationPlayState).toBe('paused');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(timer('Saved.').animationPlayState).toBe('running');
  });
});
