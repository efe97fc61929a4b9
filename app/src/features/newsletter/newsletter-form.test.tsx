import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../test/render';
import { NewsletterForm } from './newsletter-form';

const THANKS = 'Thanks! Newsletter sign-ups open soon; we will ask you again then.';

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

describe('NewsletterForm', () => {
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
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('asks for an address when the field is empty', async () => {
    const { user, input, submit } = renderForm();
    await user.click(submit);
    const message = await screen.findByText('Please enter your email address.', { selector: '.field-error' });
    expect(fieldMessage(input)).toBe(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a valid address: no field error, and the info toast', async () => {
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@example.com');
    await user.click(submit);

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('.field-error')).toBeNull();
  });

  it('clears the field error once a corrected address is submitted', async () => {
    const { user, input, submit } = renderForm();
    await user.type(input, 'fan@');
    await user.click(submit);
    await screen.findByText('Please enter a valid email address.', { selector: '.field-error' });

    await user.clear(input);
    await user.type(input, 'fan@example.com');
    await user.click(submit);
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(document.querySelector('.field-error')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
