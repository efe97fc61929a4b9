// What the tests of the pages that ask a coach to confirm share: requests as the server lists them, and the dialog's
// official fields by their accessible names (the required marks are hidden from them).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { callFunction } from '../firebase/functions';
import type { OwnerRequest } from './confirmations-api';

export const JAN: OwnerRequest['official'] = { name: 'Jan Novák', role: 'Coach', club: 'FC Example', email: 'jan@example.com' };

/** A week or test a request asks about. */
const item = (id: string, label: string, voided = false): OwnerRequest['items'][number] => ({ id, label, voided });

/** An open request about two weeks of 2026/27, with the player's note. */
export const OPEN_WEEKS: OwnerRequest = {
  id: 'r1',
  status: 'sent',
  statusLabel: 'Sent',
  statusText: "Waiting for Jan Novák's answer until 2026-12-11.",
  kind: 'weeks',
  subject: '2026/27',
  title: '2026/27: 2 weeks',
  items: [item('2026-W40', 'Week 40 (28 Sep–4 Oct 2026)'), item('2026-W39', 'Week 39 (21–27 Sep 2026)')],
  official: JAN,
  sentOn: '2026-11-11',
  note: 'Thanks, coach!',
  canWithdraw: true,
};

/** A disputed request about weeks of 2025/26, one of them changed since. */
export const DISPUTED_WEEKS: OwnerRequest = {
  ...OPEN_WEEKS,
  id: 'r0',
  status: 'disputed',
  statusLabel: 'Disputed',
  statusText: 'Eva Berg says some figures are wrong.',
  subject: '2025/26',
  title: '2025/26: 2 weeks',
  items: [item('2026-W02', 'Week 2 (5–11 Jan 2026)', true), item('2026-W03', 'Week 3 (12–18 Jan 2026)')],
  official: { name: 'Eva Berg', role: 'Club official', club: 'SK Nord', email: 'eva@nord.example' },
  sentOn: '2026-01-20',
  note: '',
  disputeNote: 'You played 60 minutes, not 90.',
  canWithdraw: false,
};

/** An open request to Jan Novák about the measured tests, one of them changed since. */
export const OPEN_TESTS: OwnerRequest = {
  ...OPEN_WEEKS,
  id: 't1',
  kind: 'tests',
  subject: 'Measured physical tests',
  title: 'Measured physical tests: 2 tests',
  items: [item('sprint10m', '10 m sprint'), item('cmj', 'Countermovement jump', true)],
};

/** The mocked `callFunction`: its answers are set by `answerCallables`. */
interface CallMock {
  mockImplementation: (answer: typeof callFunction) => unknown;
}

/**
 * Answers the callables as the functions would: the player's requests for `myConfirmationRequests`, and `ask` (by
 * default, sent) for `askToConfirmStats`.
 */
export function answerCallables(call: CallMock, requests: readonly OwnerRequest[], ask = (): Promise<unknown> => Promise.resolve({ status: 'sent' })) {
  call.mockImplementation(((name: string) => (name === 'askToConfirmStats' ? ask() : Promise.resolve({ requests }))) as typeof callFunction);
}

/** A callable's refusal at `errors`' fields (field → message), as the Functions SDK rejects with it. */
export function refusedAt(errors: Record<string, string>): Error {
  const list = Object.entries(errors).map(([field, message]) => ({ field, code: 'invalid', message }));
  return Object.assign(new Error(list[0]?.message ?? 'Please check the form.'), { code: 'functions/invalid-argument', details: { errors: list } });
}

/** The dialog's official fields. */
export const officialFields = () => ({
  name: screen.getByRole('textbox', { name: 'Their name' }),
  role: screen.getByRole('combobox', { name: 'Their role' }),
  club: screen.getByRole('textbox', { name: 'Club or academy' }),
  email: screen.getByRole('textbox', { name: 'Their e-mail' }),
  note: screen.getByRole('textbox', { name: /^A note for them/ }),
});

/** What the official fields hold once `fillOfficial` typed them. */
export const TYPED_FORM = { officialName: 'Jan Novák', role: 'coach', club: 'FC Example', email: 'jan@example.com', note: 'Hello' } as const;

/** Types Jan Novák, coach at FC Example, and a short note into the open dialog. */
export async function fillOfficial(user: UserEvent) {
  const f = officialFields();
  await user.type(f.name, TYPED_FORM.officialName);
  await user.selectOptions(f.role, TYPED_FORM.role);
  await user.type(f.club, TYPED_FORM.club);
  await user.type(f.email, TYPED_FORM.email);
  await user.type(f.note, TYPED_FORM.note);
}

/** The text of what describes `element` (its error or hint), by id. */
export const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

/** The requests listed (each item holds a list of its own: only the outer items). */
export const requestItems = () => Array.from(screen.getByRole('list', { name: 'Your requests' }).children) as HTMLElement[];
