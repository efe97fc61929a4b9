// The requests to confirm the player's figures (weeks of one season, or the measured tests as stored): asked, listed
// and withdrawn through the functions (functions/src/confirmations.js). No client reads or writes the requests or their
// links; every rule (the form's, the weeks', the tests', the limits) is the server's, which answers refusals at their
// fields. The Functions SDK loads on the first call, so the page's first paint does not wait for it.
import { limits } from '../core/generated/limits';
import { errorCode, refusedFields } from '../firebase/write-helpers';

/** How long a call may take before the player hears about it. */
const CALL_TIMEOUT_MS = 20_000;

const call = async <Request, Result>(name: string, data: Request): Promise<Result> => {
  const { callFunction } = await import('../firebase/functions');
  return callFunction<Request, Result>(name, data, CALL_TIMEOUT_MS);
};

/** Who an official is to the player (the server's keys). */
export type OfficialRole = 'coach' | 'clubOfficial' | 'academy';

/** The roles an official may have, in the order the form offers them. */
export const OFFICIAL_ROLES: readonly { value: OfficialRole; label: string }[] = [
  { value: 'coach', label: 'Coach' },
  { value: 'clubOfficial', label: 'Club official' },
  { value: 'academy', label: 'Academy staff' },
];

/** The most characters of the note to the official (the core's limit, which the function checks). */
export const NOTE_MAX_LENGTH = limits.confirmationNote.max;

/** What the player types about the official ('' for a role not chosen yet). */
export interface ConfirmForm {
  officialName: string;
  role: OfficialRole | '';
  club: string;
  email: string;
  note: string;
}

export const EMPTY_CONFIRM_FORM: ConfirmForm = { officialName: '', role: '', club: '', email: '', note: '' };

/** What a request is about: weeks of one season, or the measured tests. */
export type RequestKind = 'weeks' | 'tests';

/** What a request asks the official to confirm: weeks of one season (ids), or the measured tests as stored now. */
export type ConfirmWhat = { weeks: readonly string[] } | { tests: true };

/** A field the server may refuse: one of the form's, or what is asked (the weeks chosen, the tests stored). */
export type ConfirmField = keyof ConfirmForm | RequestKind;

/** The fields in the dialog's order (the first refused one takes the focus). */
export const CONFIRM_FIELDS: readonly ConfirmField[] = ['tests', 'weeks', 'officialName', 'role', 'club', 'email', 'note'];

/** The server's message for each refused field. */
export type ConfirmErrors = Partial<Record<ConfirmField, string>>;

/** How a request went: sent, refused at its fields, or failed for another reason (a message to show in the dialog). */
export type AskResult =
  | { status: 'sent' }
  | { status: 'invalid'; errors: ConfirmErrors }
  | { status: 'failed'; message: string };

/** Where a request stands. */
export type RequestStatus = 'sent' | 'confirmed' | 'disputed' | 'expired' | 'voided' | 'withdrawn';

/** One of the player's requests, as the server words it. */
export interface OwnerRequest {
  id: string;
  status: RequestStatus;
  /** 'Sent', 'Confirmed', … */
  statusLabel: string;
  /** One sentence on where it stands ("Waiting for Jan Novák's answer until 2026-12-11."). */
  statusText: string;
  kind: RequestKind;
  /** What it is about: the season's label ("2026/27") or "Measured physical tests". */
  subject: string;
  /** Its heading: "2026/27: 2 weeks", "Measured physical tests: 2 tests". */
  title: string;
  /** The weeks or tests asked, each with its label; a voided one was changed after the request. */
  items: { id: string; label: string; voided: boolean }[];
  /** The official; `role` is its label ("Coach"). */
  official: { name: string; role: string; club: string; email: string };
  /** `YYYY-MM-DD`. */
  sentOn?: string;
  /** The player's note to the official. */
  note?: string;
  /** The official's note when they disputed the figures. */
  disputeNote?: string;
  canWithdraw: boolean;
}

/** What a failed call says when the server's words are not for the player (the network, a server fault). */
export const CONNECTION_FAILURE = 'We could not reach the server. Check your connection and try again.';

/** The refusals whose message is written for the player (not signed in, e-mail not verified, a request not open). */
const WORDED = ['invalid-argument', 'unauthenticated', 'permission-denied', 'failed-precondition', 'not-found'];

/** The code of a callable's refusal without the SDK's `functions/` prefix. */
const codeOf = (error: unknown): string => (errorCode(error) ?? '').replace(/^functions\//, '');

/** What to tell the player about a failed call: the server's message when it is written for them, else a generic one. */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return WORDED.includes(codeOf(error)) && message ? message : CONNECTION_FAILURE;
}

/**
 * The server's refusal at the fields: each known field's first message. A message for a field the form does not
 * have is left out (the caller shows the refusal's message then).
 */
export function confirmErrors(error: unknown): ConfirmErrors {
  const errors: ConfirmErrors = {};
  for (const refused of refusedFields(error)) {
    const field = CONFIRM_FIELDS.find((f) => f === refused.field);
    if (field && errors[field] === undefined) errors[field] = refused.message;
  }
  return errors;
}

type AskData = { form: ConfirmForm; weeks: string[] } | { form: ConfirmForm; tests: true };

/**
 * Asks the official in `form` to confirm `what`: weeks (ids of one season), or the measured tests (the server reads
 * them as stored and keeps a copy). Never rejects: the result says how it went.
 */
export async function askToConfirm(form: ConfirmForm, what: ConfirmWhat): Promise<AskResult> {
  const data: AskData = 'tests' in what ? { form, tests: true } : { form, weeks: [...what.weeks] };
  try {
    await call<AskData, { status: string }>('askToConfirmStats', data);
    return { status: 'sent' };
  } catch (error: unknown) {
    console.warn('Could not ask to confirm the figures.', error);
    const errors = codeOf(error) === 'invalid-argument' ? confirmErrors(error) : {};
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
    return { status: 'failed', message: failureMessage(error) };
  }
}

/** The player's requests, newest first; rejects when the call fails. */
export async function myRequests(): Promise<OwnerRequest[]> {
  const { requests } = await call<Record<string, never>, { requests: OwnerRequest[] }>('myConfirmationRequests', {});
  return requests;
}

/** Withdraws the open request `id`; resolves with the player's requests after it, rejects when the call fails. */
export async function withdrawRequest(id: string): Promise<OwnerRequest[]> {
  const { requests } = await call<{ withdraw: string }, { requests: OwnerRequest[] }>('myConfirmationRequests', { withdraw: id });
  return requests;
}
