// The contact requests' data calls. A request and its answers go through the functions (functions/src/contact-requests.js):
// the rules let no client write an inbox, so a limit or a block is never a refused write the scout could see. The
// inbox and the contacts are read through the shared wrappers; their paths, page sizes and words are the core's
// (`Scouting`). The profile module loads on the first call; the nav's count of pending requests, on every signed-in
// page, asks the session's handle (`Member`) instead, so the map or the directory do not load the profile module.
import { member } from '../../../shared/core/member';
import type { ContactCard, RequestCard, ScoutCard } from '../../../shared/core/profile';
import { errorCode } from '../../../shared/firebase/write-helpers';

type Documents = typeof import('../../../shared/firebase/documents');
let documentsModule: Promise<Documents> | undefined;
const documents = (): Promise<Documents> => (documentsModule ??= import('../../../shared/firebase/documents'));
let profileModule: Promise<typeof import('../../../shared/core/profile')> | undefined;
const scouting = async () => (await (profileModule ??= import('../../../shared/core/profile'))).Scouting;

/** How long a call may take before the user hears about it. */
const CALL_TIMEOUT_MS = 20_000;

const call = async <Request, Result>(name: string, data: Request): Promise<Result> => {
  const { callFunction } = await import('../../../shared/firebase/functions');
  return callFunction<Request, Result>(name, data, CALL_TIMEOUT_MS);
};

/** A refusal's code (`invalid-argument`, `failed-precondition`, …) and the function's message. */
export function refusal(error: unknown): { code: string; message: string } {
  const code = errorCode(error) ?? 'unknown';
  const message = error instanceof Error ? error.message : '';
  return { code, message };
}

/** The message as the core would send it, or its error at the field. */
export async function checkMessage(uid: string, message: string): Promise<string | undefined> {
  return (await scouting()).read({ uid, toAsk: message }).ask?.error;
}

/** Sends a request to contact `player`. Resolves on "sent", whatever the player's settings; rejects for the caller's
 * own reasons (the message, no scout profile, the network). */
export async function askToContact(player: string, message: string): Promise<void> {
  await call<{ player: string; message: string }, { status: string }>('askToContact', { player, message });
}

export type Answer = RequestCard['answers'][number];

/** The player's answer to scout `scout`'s request. */
export async function answerRequest(scout: string, answer: Answer): Promise<void> {
  await call<{ scout: string; answer: Answer }, { status: string }>('answerContactRequest', { scout, answer });
}

export interface Inbox {
  requests: RequestCard[];
  contacts: ContactCard[];
  /** Whether older requests than the ones shown exist. */
  more: boolean;
  /** How many more "Show older requests" reads (the core's page). */
  page: number;
}

/** The newest `shown` requests to the user and their newest contacts: two queries. */
export async function loadInbox(uid: string, shown?: number): Promise<Inbox> {
  const core = await scouting();
  const empty = core.read({ uid });
  if (!empty.inboxCollection || !empty.contactsCollection) {
    return { requests: [], contacts: [], more: false, page: empty.inboxShown };
  }
  const limit = shown ?? empty.inboxShown;
  const { queryDocuments } = await documents();
  const order: [string, 'desc'][] = [[empty.inboxOrder, 'desc']];
  const [inbox, contacts] = await Promise.all([
    queryDocuments<Record<string, unknown>>(empty.inboxCollection, { orderBy: order, limit: limit + 1 }),
    queryDocuments<Record<string, unknown>>(empty.contactsCollection, {
      orderBy: [[empty.contactsOrder, 'desc']],
      limit: empty.contactsShown,
    }),
  ]);
  const view = core.read({ uid, inbox: inbox.slice(0, limit), contacts });
  return { requests: view.inbox, contacts: view.contacts, more: inbox.length > limit, page: empty.inboxShown };
}

/** How many requests wait for the user's answer (at most the core's count), and the nav link's name for it. */
export async function pendingRequests(uid: string): Promise<{ count: number; label: string; counted: number }> {
  const core = await member();
  const empty = core.read({ uid });
  if (!empty.inboxCollection) return { count: 0, label: empty.inboxLabel, counted: empty.pendingCounted };
  const { countDocuments } = await documents();
  const count = await countDocuments(empty.inboxCollection, {
    where: [['status', '==', 'pending']],
    limit: empty.pendingCounted,
  });
  return { count, label: core.read({ uid, pending: count }).inboxLabel, counted: empty.pendingCounted };
}

export type GuardianResult =
  | { status: 'pending'; request: { player: string; scout: ScoutCard; message: string; warning?: string } }
  | { status: 'accepted' | 'declined'; scoutEmail?: string }
  | { status: 'invalid-link' | 'answered'; message: string };

/** What a guardian's link opens (no answer), or the guardian's answer. */
export async function guardianAnswer(token: string, answer?: 'accept' | 'decline'): Promise<GuardianResult> {
  return call<{ token: string; answer?: string }, GuardianResult>('answerAsGuardian', { token, ...(answer ? { answer } : {}) });
}
