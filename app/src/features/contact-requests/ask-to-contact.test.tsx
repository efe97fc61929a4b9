import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '../../shared/firebase/functions';
import { renderRoutes } from '../../test/render';
import { AskToContact } from './ask-to-contact';

vi.mock('../../shared/firebase/functions', () => ({ callFunction: vi.fn() }));
const callMock = vi.mocked(callFunction);

const player = { id: 'p1', name: 'Inês Moura' };

beforeEach(() => {
  vi.clearAllMocks();
  callMock.mockResolvedValue({ status: 'sent' });
});
afterEach(cleanup);

describe('Ask to contact', () => {
  it('is offered to scouts only', () => {
    renderRoutes([{ path: '/', element: <AskToContact player={player} /> }], '/', { user: { accountKind: 'player' } });
    expect(screen.queryByRole('button', { name: 'Ask to contact Inês Moura' })).toBeNull();
  });

  it("checks the message at its field with the core's rule, keeps what was typed, then sends and says only \"sent\"", async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <AskToContact player={player} /> }], '/', { user: { accountKind: 'scout' } });
    await user.click(screen.getByRole('button', { name: 'Ask to contact Inês Moura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to contact Inês Moura' });
    const field = screen.getByRole('textbox', { name: /Your message/ });
    await user.type(field, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Please write at least 10 characters/)).toBeInTheDocument();
    expect(field).toHaveValue('Hi');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callMock).not.toHaveBeenCalled();

    await user.type(field, ', we would like to invite you to a trial.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/^Sent\./)).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      'askToContact',
      { player: 'p1', message: 'Hi, we would like to invite you to a trial.' },
      expect.any(Number),
    );
    expect(dialog).toBeInTheDocument();
  });

  it("shows the function's refusal of a scout without a profile, with the way to make one", async () => {
    const user = userEvent.setup();
    callMock.mockRejectedValue(Object.assign(new Error('Players see who asks: say who you are first.'), { code: 'functions/failed-precondition' }));
    renderRoutes([{ path: '/', element: <AskToContact player={player} /> }], '/', { user: { accountKind: 'scout' } });
    await user.click(screen.getByRole('button', { name: 'Ask to contact Inês Moura' }));
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hello, a trial in March for you?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Players see who asks');
    expect(screen.getByRole('link', { name: 'Open my scout profile' })).toHaveAttribute('href', '/profile/myprofile');
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue('Hello, a trial in March for you?');
  });
});
