import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateNewsletter } from '../../shared/core/forms';
import { clearToasts } from '../../test/render';
import { NewsletterForm } from './newsletter-form';

// The Firestore wrappers, mocked at the wrapper boundary. `loaded` records when the module is first imported: the
// footer must not load Firestore before a valid submit.
const firestore = vi.hoisted(() => ({
  loaded: false,
  setDocument: vi.fn<(path: string, data: Record<string, unknown>) => Promise<void>>(),
  serverTime: vi.fn(() => 'SERVER_TIME'),
}));
vi.mock('../../shared/firebase/documents', () => {
  firestore.loaded = true;
  return { setDocument: firestore.setDocument, serverTime: firestore.serverTime };
});

const firestoreError = (code: string) => Object.assign(new Error(`Firebase: ${code}`), { code, name: 'FirebaseError' });

beforeEach(() => {
  firestore.setDocument.mockReset();
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderForm() {
  render(
    <>
      <NewsletterForm />
      <ToastContainer autoClose={false} />
    </>,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByLabelText('Get the SKORA newsletter') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

/** The element the input's aria-describedby points at, i.e. the message next to the field. */
function fieldMessage(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

const subscribed = (email: string) => `You're subscribed! The SKORA newsletter will reach you at ${email}.`;
const already = (email: string) => `You're already subscribed with ${email}. Nothing more to do.`;
const NETWORK = 'We could not reach the server to subscribe you. Check your connection and try again.';

describe('NewsletterForm', () => {
  // First in the file: the mocked module is imported at most once per file.
  it('does not load Firestore until a valid address is submitted', async () => {
    firestore.setDocument.mockResolvedValue(undefined);
    const { user, input, submit } = renderForm();
    expect(firestore.loaded).toBe(false);
    await user.type(input, 'not-an-email');
    await user.click(submit);
    await screen.findByText('Please enter a valid email address.', { selector: '.field-error' });
    expect(firestore.loaded).toBe(false);

    await user.clear(input);
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    await screen.findByText(subscribed('fan@example.com'));
    expect(firestore.loaded).toBe(true);
  });

  it('explains an invalid address next to the field and keeps what was typed', async () => {
    const { user, input, submit } = renderForm();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.type(input, 'not-an-email');
    await user.click(submit);

    const message = await screen.findByText('Please enter a valid email address.', { selector: '.field-error' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fieldMessage(input)).toBe(message);
    expect(input.closest('form')).toContainElement(message);
    expect(input).toHaveValue('not-an-email');
    expect(firestore.setDocument).not.toHaveBeenCalled();
  });

  it('asks for an address when the field is empty', async () => {
    const { user, input, submit } = renderForm();
    await user.click(submit);
    const message = await screen.findByText('Please enter your email address.', { selector: '.field-error' });
    expect(fieldMessage(input)).toBe(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses an address Firestore cannot use as an id, with the core's message", async () => {
    const { user, input, submit } = renderForm();
    await user.type(input, 'a/b@example.com');
    await user.click(submit);
    let expected = '';
    try {
      validateNewsletter({ email: 'a/b@example.com' });
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).not.toBe('');
    expect(await screen.findByText(expected, { selector: '.field-error' })).toBe(fieldMessage(input));
    expect(firestore.setDocument).not.toHaveBeenCalled();
  });

  it('stores a new subscription under the normalised address and says so', async () => {
    firestore.setDocument.mockResolvedValue(undefined);
    const { user, input, submit } = renderForm();
    await user.type(input, '  Fan@Example.COM ');
    await user.click(submit);

    expect(await screen.findByText(subscribed('fan@example.com'))).toBeInTheDocument();
    expect(firestore.setDocument).toHaveBeenCalledTimes(1);
    expect(firestore.setDocument).toHaveBeenCalledWith('newsletterSubscriptions/fan@example.com', {
      email: 'fan@example.com',
      createdAt: 'SERVER_TIME',
      source: 'footer',
    });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('.field-error')).toBeNull();
    expect(input).toHaveValue('');
  });

  it('reports a repeat sign-up (the rules deny the second create) as already subscribed', async () => {
    firestore.setDocument.mockRejectedValue(firestoreError('permission-denied'));
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);

    expect(await screen.findByText(already('fan@example.com'))).toBeInTheDocument();
    expect(screen.queryByText(subscribed('fan@example.com'))).not.toBeInTheDocument();
    expect(screen.queryByText(NETWORK)).not.toBeInTheDocument();
  });

  it('explains a network failure differently and keeps the address for another try', async () => {
    firestore.setDocument.mockRejectedValue(firestoreError('unavailable'));
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);

    expect(await screen.findByText(NETWORK)).toBeInTheDocument();
    expect(screen.queryByText(already('fan@example.com'))).not.toBeInTheDocument();
    expect(screen.queryByText(subscribed('fan@example.com'))).not.toBeInTheDocument();
    expect(input).toHaveValue('fan@example.com');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('clears the field error once a corrected address is submitted', async () => {
    firestore.setDocument.mockResolvedValue(undefined);
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@');
    await user.click(submit);
    await screen.findByText('Please enter a valid email address.', { selector: '.field-error' });

    await user.clear(input);
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(subscribed('fan@example.com'))).toBeInTheDocument();
    expect(document.querySelector('.field-error')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
