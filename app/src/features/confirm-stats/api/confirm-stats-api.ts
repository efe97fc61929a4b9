// The confirmation link's one call: `answerConfirmation` (functions/src/confirmations.js). Without an answer it says
// what the link shows; with one, it takes the official's answer, once. The link's token is the official's key: no
// account, no Firestore read (the rules let no client read a request or its link). Every rule (the note's, which
// tokens still work) is the function's, through the core.
import { errorCode, refusedFields } from '../../../shared/firebase/write-helpers';

/** How long a call may take before the user hears about it. */
const CALL_TIMEOUT_MS = 20_000;

type Functions = typeof import('../../../shared/firebase/functions');
let functionsModule: Promise<Functions> | undefined;
// One import for every call: the page's first calls can start together (StrictMode's double effect).
const functions = (): Promise<Functions> => (functionsModule ??= import('../../../shared/firebase/functions'));

const call = async <Request, Result>(name: string, data: Request): Promise<Result> => {
  const { callFunction } = await functions();
  return callFunction<Request, Result>(name, data, CALL_TIMEOUT_MS);
};

/** One figure, as the core words it ("Minutes played" → "90"; "10 m sprint" → "1.72 s, measured on 14 September 2026"). */
export interface ConfirmationFigure {
  key: string;
  label: string;
  text: string;
}

/** One group of figures the player asks the official to confirm: a week, or the measured tests. */
export interface ConfirmationGroup {
  /** The ISO week (`2026-W40`), or the tests' group's id. */
  id: string;
  /** The group as people read it: "Week 40 (28 Sep – 4 Oct 2026)", "Measured physical tests". */
  label: string;
  figures: ConfirmationFigure[];
}

/** What the link shows the official. */
export interface ConfirmationRequest {
  playerName: string;
  playerClub?: string;
  officialName: string;
  /** The role's label: "coach", "club official" or "academy staff". */
  officialRole: string;
  officialClub: string;
  /** Weeks of one season, or the measured tests. */
  kind: 'weeks' | 'tests';
  /** What `subject` is: "Season" or "Figures". */
  subjectLabel: string;
  /** "2026/27", or "Measured physical tests". */
  subject: string;
  groups: ConfirmationGroup[];
  /** The player's note to the official: text, never markup. */
  note?: string;
}

export type ConfirmationView =
  | { status: 'pending'; request: ConfirmationRequest }
  | { status: 'confirmed' | 'disputed' }
  /** Unknown, used or expired, alike: the function's one message. */
  | { status: 'unavailable'; message: string };

/** A dispute the function refused: its message at the note field. */
export interface RefusedNote {
  status: 'refused';
  noteError: string;
}

export type OfficialAnswer = { kind: 'confirm' } | { kind: 'dispute'; note: string };

interface CallData {
  token: string;
  answer?: 'confirm' | 'dispute';
  note?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The function's answer with every list a list and every text a string, so a page never renders `undefined`. */
function readView(raw: unknown): ConfirmationView {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (data.status === 'confirmed' || data.status === 'disputed') return { status: data.status };
  if (data.status === 'pending' && data.request && typeof data.request === 'object') {
    const r = data.request as Record<string, unknown>;
    const groups = (Array.isArray(r.groups) ? r.groups : []).map((g: Record<string, unknown>) => ({
      id: text(g?.id),
      label: text(g?.label) || text(g?.id),
      figures: (Array.isArray(g?.figures) ? (g.figures as Record<string, unknown>[]) : []).map((f) => ({
        key: text(f?.key),
        label: text(f?.label),
        text: text(f?.text),
      })),
    }));
    return {
      status: 'pending',
      request: {
        playerName: text(r.playerName),
        ...(text(r.playerClub) ? { playerClub: text(r.playerClub) } : {}),
        officialName: text(r.officialName),
        officialRole: text(r.officialRole),
        officialClub: text(r.officialClub),
        kind: r.covers === 'tests' ? 'tests' : 'weeks',
        subjectLabel: text(r.subjectLabel),
        subject: text(r.subject),
        groups,
        ...(text(r.note) ? { note: text(r.note) } : {}),
      },
    };
  }
  return { status: 'unavailable', message: text(data.message) || 'This link no longer works.' };
}

/** What the link `token` shows: the request, or that the link no longer works. Rejects on a network failure. */
export async function openConfirmation(token: string): Promise<ConfirmationView> {
  return readView(await call<CallData, unknown>('answerConfirmation', { token }));
}

/**
 * The official's answer to the link `token`. A dispute whose note the function refuses (`invalid-argument` with
 * the note's field error) resolves with that error; anything else the function refuses, or the network, rejects.
 */
export async function answerConfirmation(token: string, answer: OfficialAnswer): Promise<ConfirmationView | RefusedNote> {
  const data: CallData =
    answer.kind === 'dispute' ? { token, answer: 'dispute', note: answer.note } : { token, answer: 'confirm' };
  try {
    return readView(await call<CallData, unknown>('answerConfirmation', data));
  } catch (error: unknown) {
    const note = (errorCode(error) ?? '').endsWith('invalid-argument')
      ? refusedFields(error).find((field) => field.field === 'note')
      : undefined;
    if (note) return { status: 'refused', noteError: note.message };
    throw error;
  }
}
