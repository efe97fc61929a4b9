import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import NewsletterConfirmPage from './newsletter-confirm-page';

// The Cloud Functions wrapper, mocked at the wrapper boundary: the page hands the link's token to `confirmNewsletter`.
const functions = vi.hoisted(() => ({
  callFunction: vi.fn<(name: string, data: unknown, timeoutMs: number) => Promise<unknown>>(),
}));
vi.mock('../../shared/firebase/functions', () => ({ callFunction: functions.callFunction }));

const TOKEN = 'ab'.repeat(32);

beforeEach(() => {
  functions.callFunction.mockReset();
});
afterEach(() => {
  cleanup();
});

const renderPage = (search: string, strict = false) =>
  renderRoutes([{ path: '/newsletter/confirm', element: <NewsletterConfirmPage /> }], `/newsletter/confirm${search}`, { strict });

describe('NewsletterConfirmPage', () => {
  it("confirms the link's token once, even under StrictMode's double effect", async () => {
    functions.callFunction.mockResolvedValue({ status: 'confirmed' });
    renderPage(`?token=${TOKEN}`, true);
    expect(screen.getByText('Confirming your subscription…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
    expect(functions.callFunction).toHaveBeenCalledWith('confirmNewsletter', { token: TOKEN }, expect.any(Number));
  });

  it('says a used, expired or unknown link no longer works', async () => {
    functions.callFunction.mockResolvedValue({ status: 'invalid-link' });
    renderPage('?token=nope');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    const other = 'cd'.repeat(32);
    functions.callFunction.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'functions/unavailable' }));
    functions.callFunction.mockResolvedValueOnce({ status: 'confirmed' });
    renderPage(`?token=${other}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledTimes(2);
  });
});
