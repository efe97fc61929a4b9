import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Forms, type ContactForm } from '../../shared/core/forms';
import { formRule } from '../../shared/forms/form-rule';
import { contactTopics } from '../../shared/core/generated/contact-topics';
import { clearToasts, renderRoutes, type SessionOptions } from '../../test/render';
import ContactUsPage from './contact-us-page';

/** The core's rule of the contact form. */
const validateContact = formRule(Forms.check, 'contact');

// The Cloud Functions wrapper, mocked at the wrapper boundary (the core is the real wasm core). The message goes to
// the `sendContactMessage` function; a signed-in sender's uid travels with the call's ID token, not in the data.
const functions = vi.hoisted(() => ({
  callFunction: vi.fn<(name: string, data: unknown, timeoutMs: number) => Promise<unknown>>(),
}));
vi.mock('../../shared/firebase/functions', () => ({ callFunction: functions.callFunction }));

const functionsError = (code: string) => Object.assign(new Error(`Firebase: ${code}`), { code, name: 'FirebaseError' });

beforeEach(() => {
  functions.callFunction.mockReset();
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderPage(session: SessionOptions = {}, search = '') {
  renderRoutes([{ path: '/contact-us', element: <ContactUsPage /> }], `/contact-us${search}`, session);
  return {
    user: userEvent.setup(),
    name: screen.getByLabelText(/^Your name/) as HTMLInputElement,
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    topic: screen.getByLabelText(/^Topic/) as HTMLSelectElement,
    message: screen.getByLabelText(/^Message/) as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'Send message' }),
  };
}

type Page = ReturnType<typeof renderPage>;

async function fill(page: Page, form: ContactForm) {
  const { user } = page;
  if (form.name) await user.type(page.name, form.name);
  if (form.email) await user.type(page.email, form.email);
  if (form.topic) await user.selectOptions(page.topic, form.topic);
  if (form.message) await user.type(page.message, form.message);
}

/** The error message wired to a control through aria-describedby. */
function fieldError(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
}

/** What the core says about each field of `form` (field → message). */
function coreMessages(form: ContactForm): Record<string, string> {
  try {
    validateContact(form);
  } catch (error) {
    const list = (error as { fieldErrors?: { field: string; message: string }[] }).fieldErrors ?? [];
    return Object.fromEntries(list.map((e) => [e.field, e.message]));
  }
  return {};
}

const VALID: ContactForm = {
  name: '  Ana Silva ',
  email: 'Ana@Example.com',
  topic: 'clubs-and-scouts',
  message: 'I scout for CD Leganés and would like to contact two of your players.',
};
const label = (topic: string) => contactTopics.find((t) => t.value === topic)?.label ?? '';

describe('ContactUsPage', () => {
  it('keeps the "Get SKORED" heading and lists every topic of the core', () => {
    const page = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Get SKORED' })).toBeInTheDocument();
    const options = within(page.topic).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([['', 'Choose a topic'], ...contactTopics.map((t) => [t.value, t.label])]);
  });

  it("shows the core's message under every invalid field and sends nothing", async () => {
    const page = renderPage();
    await fill(page, { name: '', email: 'ana@example', topic: '', message: 'Too short' });
    await page.user.click(page.submit);

    const expected = coreMessages({ name: '', email: 'ana@example', topic: '', message: 'Too short' });
    expect(Object.keys(expected).sort()).toEqual(['email', 'message', 'name', 'topic']);
    await waitFor(() => expect(fieldError(page.name)).toBe(expected.name));
    expect(fieldError(page.email)).toBe(expected.email);
    expect(fieldError(page.topic)).toBe(expected.topic);
    expect(fieldError(page.message)).toBe(expected.message);
    expect(page.message).toHaveAttribute('aria-invalid', 'true');
    expect(functions.callFunction).not.toHaveBeenCalled();
    expect(page.email).toHaveValue('ana@example');
  });

  it("refuses a list separator in the sender's address with the core's message, keeping every value", async () => {
    const page = renderPage();
    const form = { ...VALID, email: 'ana;victim@example.com' };
    await fill(page, form);
    await page.user.click(page.submit);

    const expected = coreMessages(form);
    expect(Object.keys(expected)).toEqual(['email']);
    expect(expected.email).toContain('“;”');
    await waitFor(() => expect(fieldError(page.email)).toBe(expected.email));
    expect(page.email).toHaveAttribute('aria-invalid', 'true');
    expect(page.email).toHaveValue(form.email);
    expect(page.message).toHaveValue(form.message);
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('sends the normalised message to the function, then thanks the sender', async () => {
    functions.callFunction.mockResolvedValue({ status: 'sent' });
    const page = renderPage();
    await fill(page, VALID);
    await page.user.click(page.submit);

    const panel = await screen.findByRole('region', { name: 'Thank you, your message is on its way' });
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
    expect(functions.callFunction).toHaveBeenCalledWith(
      'sendContactMessage',
      { ...validateContact(VALID), id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) },
      expect.any(Number),
    );
    expect(panel).toHaveTextContent(`We have received your message about ${label('clubs-and-scouts')}.`);
    expect(panel).toHaveTextContent('We answer within two working days, by email to ana@example.com.');
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you, your message is on its way' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Contact SKORA' })).not.toBeInTheDocument();
  });

  it("starts from the signed-in sender's name and sends no uid in the data (the call's token carries it)", async () => {
    functions.callFunction.mockResolvedValue({ status: 'sent' });
    const page = renderPage({ user: { uid: 'alice-uid', displayName: 'Alice Keeper' } });
    expect(page.name).toHaveValue('Alice Keeper');
    await page.user.clear(page.name);
    await fill(page, VALID);
    await page.user.click(page.submit);

    await screen.findByRole('region', { name: 'Thank you, your message is on its way' });
    expect(functions.callFunction).toHaveBeenCalledWith(
      'sendContactMessage',
      { ...validateContact(VALID), id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) },
      expect.any(Number),
    );
    expect(functions.callFunction.mock.calls[0]?.[1]).not.toHaveProperty('uid');
  });

  it('says when the sender is rate limited, keeping every value', async () => {
    functions.callFunction.mockRejectedValue(functionsError('functions/resource-exhausted'));
    const page = renderPage();
    await fill(page, VALID);
    await page.user.click(page.submit);

    expect(
      await screen.findByText(
        'You have sent several messages in a short time. Please wait an hour and try again. Your message is still here.',
        { selector: '.form-failure' },
      ),
    ).toBeInTheDocument();
    expect(page.message).toHaveValue(VALID.message);
    expect(page.email).toHaveValue(VALID.email);
    await waitFor(() => expect(page.submit).toBeEnabled());
  });

  it("shows the server's own refusal (the same core's field errors) at the field", async () => {
    const refusal = Object.assign(functionsError('functions/invalid-argument'), {
      details: { errors: [{ field: 'email', code: 'invalid', message: 'Please enter a valid email address.' }] },
    });
    functions.callFunction.mockRejectedValue(refusal);
    const page = renderPage();
    await fill(page, VALID);
    await page.user.click(page.submit);
    await waitFor(() => expect(fieldError(page.email)).toBe('Please enter a valid email address.'));
    expect(page.message).toHaveValue(VALID.message);
  });

  it('keeps every value and explains a failed send beside the button and in a toast', async () => {
    functions.callFunction.mockRejectedValue(functionsError('functions/unavailable'));
    const page = renderPage();
    await fill(page, VALID);
    await page.user.click(page.submit);

    const failure =
      'We could not reach the server to send your message. Check your connection and try again. Your message is still here.';
    // Beside the button, where it stays once the toast has closed.
    expect(await screen.findByText(failure, { selector: '.form-failure' })).toBeInTheDocument();
    expect(screen.getAllByText(failure)).toHaveLength(2);
    expect(page.name).toHaveValue(VALID.name);
    expect(page.email).toHaveValue(VALID.email);
    expect(page.topic).toHaveValue(VALID.topic);
    expect(page.message).toHaveValue(VALID.message);
    expect(screen.queryByRole('region', { name: 'Thank you, your message is on its way' })).not.toBeInTheDocument();
    await waitFor(() => expect(page.submit).toBeEnabled());
  });

  it('sends a message again under the same id after a lost answer, and an edited one under a new id', async () => {
    functions.callFunction.mockRejectedValueOnce(functionsError('functions/deadline-exceeded'));
    functions.callFunction.mockRejectedValueOnce(functionsError('functions/unavailable'));
    functions.callFunction.mockResolvedValueOnce({ status: 'sent' });
    const page = renderPage();
    await fill(page, VALID);
    await page.user.click(page.submit);
    await waitFor(() => expect(functions.callFunction).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(page.submit).toBeEnabled());
    await page.user.click(page.submit);
    await waitFor(() => expect(functions.callFunction).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(page.submit).toBeEnabled());
    await page.user.type(page.message, ' More.');
    await page.user.click(page.submit);

    await screen.findByRole('region', { name: 'Thank you, your message is on its way' });
    const ids = functions.callFunction.mock.calls.map((call) => (call[1] as { id: string }).id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('"Send another message" brings back an empty form', async () => {
    functions.callFunction.mockResolvedValue({ status: 'sent' });
    const page = renderPage();
    await fill(page, VALID);
    await page.user.click(page.submit);
    await page.user.click(await screen.findByRole('button', { name: 'Send another message' }));

    const name = screen.getByLabelText(/^Your name/);
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Thank you, your message is on its way' })).not.toBeInTheDocument();
  });

  it('starts with the billing topic and a message naming the plan chosen on the payment portal', async () => {
    functions.callFunction.mockResolvedValue({ status: 'sent' });
    const page = renderPage({}, '?topic=billing&plan=pro-yearly');
    expect(page.topic).toHaveValue('billing');
    expect(page.message).toHaveValue(
      'I would like the Pro plan, billed yearly. Please set it up for me and tell me how to pay.',
    );
    expect(page.name).toHaveValue('');
    expect(page.email).toHaveValue('');
  });

  it('leaves topic and message empty for a plan it does not know, never writing what the link says', () => {
    const page = renderPage({}, '?topic=billing&plan=%3Cb%3Ehi%3C%2Fb%3E');
    expect(page.topic).toHaveValue('');
    expect(page.message).toHaveValue('');
    cleanup();
    const free = renderPage({}, '?plan=free-monthly');
    expect(free.topic).toHaveValue('');
    expect(free.message).toHaveValue('');
  });
});
