import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Forms } from '../../shared/core/forms';
import { formRule } from '../../shared/forms/form-rule';
import { clearToasts } from '../../test/render';
import { NewsletterForm } from './newsletter-form';

/** The core's rule of the newsletter form. */
const validateNewsletter = formRule(Forms.check, 'newsletter');

// The Cloud Functions wrapper, mocked at the wrapper boundary. `loaded` records when the module is first imported:
// the footer must not load Firebase before a valid submit.
const functions = vi.hoisted(() => ({
  loaded: false,
  callFunction: vi.fn<(name: string, data: unknown, timeoutMs: number) => Promise<unknown>>(),
}));
vi.mock('../../shared/firebase/functions', () => {
  functions.loaded = true;
  return { callFunction: functions.callFunction };
});

const functionsError = (code: string) => Object.assign(new Error(`Firebase: ${code}`), { code, name: 'FirebaseError' });

beforeEach(() => {
  functions.callFunction.mockReset();
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

// The same answer for a new, a pending and a subscribed address (the double opt-in reveals nothing).
const subscribed = (email: string) =>
  `Check your inbox to confirm: if ${email} is not subscribed yet, we have sent it a link to confirm the SKORA newsletter.`;
const RATE_LIMITED = 'Too many sign-ups from here in a short time. Please wait a while and try again.';
const NETWORK = 'We could not reach the server to subscribe you. Check your connection and try again.';

describe('NewsletterForm', () => {
  // First in the file: the mocked module is imported at most once per file.
  it('does not load Firebase until a valid address is submitted', async () => {
    functions.callFunction.mockResolvedValue({ status: 'check-inbox' });
    const { user, input, submit } = renderForm();
    expect(functions.loaded).toBe(false);
    await user.type(input, 'not-an-email');
    await user.click(submit);
    await screen.findByText('Please enter a valid email address.', { selector: '.field-error' });
    expect(functions.loaded).toBe(false);

    await user.clear(input);
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' });
    expect(functions.loaded).toBe(true);
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
    expect(functions.callFunction).not.toHaveBeenCalled();
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
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it("refuses a list separator in the address with the core's message at the field, keeping what was typed", async () => {
    const { user, input, submit } = renderForm();
    const typed = 'x1,victim@example.com';
    await user.type(input, typed);
    await user.click(submit);
    let expected = '';
    try {
      validateNewsletter({ email: typed });
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).toContain('“,”');
    expect(await screen.findByText(expected, { selector: '.field-error' })).toBe(fieldMessage(input));
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('asks the function to e-mail a confirmation link to the normalised address, and says to check the inbox', async () => {
    functions.callFunction.mockResolvedValue({ status: 'check-inbox' });
    const { user, input, submit } = renderForm();
    await user.type(input, '  Fan@Example.COM ');
    await user.click(submit);

    expect(await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' })).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
    expect(functions.callFunction).toHaveBeenCalledWith(
      'subscribeNewsletter',
      { email: 'fan@example.com', source: 'footer' },
      expect.any(Number),
    );
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('.field-error')).toBeNull();
    expect(input).toHaveValue('');
  });

  it('answers a second sign-up of the same address exactly like the first', async () => {
    functions.callFunction.mockResolvedValue({ status: 'check-inbox' });
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' })).toBeInTheDocument();
    await clearToasts();
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' })).toBeInTheDocument();
    expect(screen.queryByText(/already/i)).not.toBeInTheDocument();
  });

  it('says when sign-ups are rate limited and keeps the address', async () => {
    functions.callFunction.mockRejectedValue(functionsError('functions/resource-exhausted'));
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(RATE_LIMITED, { selector: '.form-failure' })).toBeInTheDocument();
    expect(input).toHaveValue('fan@example.com');
  });

  it('explains a network failure differently and keeps the address for another try', async () => {
    functions.callFunction.mockRejectedValue(functionsError('functions/unavailable'));
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);

    expect(await screen.findByText(NETWORK, { selector: '.form-failure' })).toBeInTheDocument();
    expect(screen.queryByText(subscribed('fan@example.com'))).not.toBeInTheDocument();
    expect(input).toHaveValue('fan@example.com');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('clears the field error once a corrected address is submitted', async () => {
    functions.callFunction.mockResolvedValue({ status: 'check-inbox' });
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@');
    await user.click(submit);
    await screen.findByText('Please enter a valid email address.', { selector: '.field-error' });

    await user.clear(input);
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' })).toBeInTheDocument();
    expect(document.querySelector('.field-error')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('clears an old error while a new request is on its way', async () => {
    functions.callFunction.mockRejectedValueOnce(functionsError('functions/unavailable'));
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(NETWORK, { selector: '.form-failure' })).toBeInTheDocument();

    let answer: (value: unknown) => void = () => {};
    functions.callFunction.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(submit);
    await screen.findByRole('button', { name: 'Subscribing…' });
    expect(screen.queryByText(NETWORK, { selector: '.form-failure' })).not.toBeInTheDocument();
    expect(document.querySelector('.field-error')).toBeNull();
    answer({ status: 'check-inbox' });
    expect(await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' })).toBeInTheDocument();
  });

  it('clears a server refusal at the field while a corrected address is being sent', async () => {
    functions.callFunction.mockRejectedValueOnce(
      Object.assign(functionsError('functions/invalid-argument'), {
        details: { errors: [{ field: 'email', code: 'invalid', message: 'This address cannot receive mail.' }] },
      }),
    );
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    const refused = await screen.findAllByText('This address cannot receive mail.');
    expect(refused.length).toBeGreaterThan(0);

    let answer: (value: unknown) => void = () => {};
    functions.callFunction.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(submit);
    await screen.findByRole('button', { name: 'Subscribing…' });
    expect(input.closest('form')!.querySelector('.field-error')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    answer({ status: 'check-inbox' });
    await screen.findByText(subscribed('fan@example.com'), { selector: '.form-note' });
  });

  it('announces the answer beside the form as a status', async () => {
    functions.callFunction.mockResolvedValue({ status: 'check-inbox' });
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    const form = input.closest('form')!;
    const status = await waitFor(() => {
      const found = Array.from(form.querySelectorAll('[role="status"]')).find((el) =>
        el.textContent?.includes(subscribed('fan@example.com')),
      );
      expect(found).toBeTruthy();
      return found!;
    });
    expect(form).toContainElement(status as HTMLElement);
  });
});
