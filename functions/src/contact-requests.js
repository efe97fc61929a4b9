// Requests to contact a player, with the player's consent, server side: three callables. Clients cannot write the
// inbox, the contacts or the guardians' links (firestore.rules); every rule (the message's, who answers, the limits,
// what each side sees, the guardian's mail) is the core's (crates/core contact_requests); this file reads and writes.
//
//   askToContact({ player, message })   → { status: 'sent' } for every request that is delivered, and alike for one
//                                         that is not (the player blocked the scout, a request of theirs is open, the
//                                         scout's 20 a day are spent, the player cannot be asked): nothing about the
//                                         player reaches the scout. Refused only for the caller's own reasons: not
//                                         signed in or verified, no scout profile, a message the rule refuses
//                                         ('invalid-argument', details.errors at the field).
//   answerContactRequest({ scout, answer }) → { status }: the player accepts, declines, blocks or unblocks.
//   answerAsGuardian({ token, answer? })    → without an answer, the request the link opens ({ status: 'pending',
//                                         request }); with 'accept' or 'decline', the answer, once ({ status,
//                                         scoutEmail? }: the scout's address once accepted). Else
//                                         { status: 'invalid-link' | 'answered', message }.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { verifiedCaller } from './callers.js';
import { ContactRequests, OpenForms } from './core.js';
import { snapshotData } from './firestore-json.js';
import { queueMail } from './mail.js';
import { siteOrigin } from './forms.js';
import { countInterest } from './player-interest.js';

const P = ContactRequests.paths();
const GONE = 'This request no longer exists.';

const str = (value) => (typeof value === 'string' ? value : '');

/** The snapshots of `paths` (null paths read as absent), as plain data, in one transactional read. */
async function readAll(db, tx, paths) {
  const refs = paths.map((path) => (path ? db.doc(path) : null));
  const present = refs.filter(Boolean);
  const snaps = present.length ? await tx.getAll(...present) : [];
  let i = 0;
  return refs.map((ref) => (ref ? snapshotData(snaps[i++]) : null));
}

/** An answer's writes: the request's new state, and the scout's contact set (accepted) or gone (anything else). */
function applyAnswer(db, tx, plan) {
  const update = { answeredAt: FieldValue.serverTimestamp() };
  for (const [key, value] of Object.entries(plan.update)) update[key] = value === null ? FieldValue.delete() : value;
  tx.update(db.doc(plan.requestPath), update);
  if (plan.contact) tx.set(db.doc(plan.contactPath), { ...plan.contact, acceptedAt: FieldValue.serverTimestamp() });
  else tx.delete(db.doc(plan.contactPath));
}

/** The three callables' handlers over `db` and `auth`; `now` and `origin` are injectable for tests. */
export function contactHandlers({ db, auth, now = () => Date.now(), origin = siteOrigin, log = console.warn }) {
  /** The e-mail of account `uid` when verified, else null. */
  async function verifiedEmail(uid) {
    const user = uid ? await auth.getUser(uid).catch(() => null) : null;
    return user?.emailVerified && user.email ? user.email : null;
  }

  async function ask(request) {
    const caller = verifiedCaller(request);
    const scout = caller.uid;
    const player = str(request.data?.player);
    const message = str(request.data?.message);
    const reads = ContactRequests.reads(scout, player);
    const nowMs = now();
    const token = OpenForms.token(randomBytes(32)) ?? '';
    const plan = await db.runTransaction(async (tx) => {
      const [profile, stored, cv, details, counter] = await readAll(db, tx, [
        reads.profile,
        reads.request,
        reads.cv,
        reads.details,
        reads.counter,
      ]);
      const plan = ContactRequests.ask({
        scout,
        player,
        message,
        profile,
        stored,
        cv,
        details,
        counter: counter && Number.isFinite(counter.startMs) && Number.isFinite(counter.count)
          ? { startMs: counter.startMs, count: counter.count }
          : null,
        nowMs,
        origin: origin(),
        token,
      });
      if (plan?.kind === 'deliver') {
        tx.set(db.doc(plan.requestPath), { ...plan.request, createdAt: FieldValue.serverTimestamp() });
        tx.set(db.doc(reads.counter), {
          ...plan.counter.next,
          scope: 'contact-request-scout',
          expiresAt: Timestamp.fromMillis(plan.counter.expiresAtMs),
        });
        if (plan.guardian) {
          tx.set(db.doc(plan.guardian.path), {
            ...plan.guardian.doc,
            expiresAt: Timestamp.fromMillis(plan.guardian.expiresAtMs),
          });
          queueMail(db, tx, plan.guardian.mail, nowMs);
        }
      }
      return plan;
    });
    if (!plan) throw new HttpsError('internal', 'The request could not be read.');
    if (plan.kind === 'invalid') {
      throw new HttpsError('invalid-argument', plan.errors[0]?.message ?? 'Please check the message.', { errors: plan.errors });
    }
    if (plan.kind === 'noScoutProfile') throw new HttpsError('failed-precondition', plan.message);
    if (plan.kind === 'deliver' && plan.interest) {
      // The player's monthly count: once per scout and month, and never worth failing the request over.
      await countInterest(db, { player, scout, kind: 'contacted', ms: nowMs }).catch((e) => log(`interest count: ${e}`));
    }
    return { status: P.sent };
  }

  async function answer(request) {
    const caller = verifiedCaller(request);
    const scout = str(request.data?.scout);
    const reads = ContactRequests.reads(scout, caller.uid);
    if (!reads.request) throw new HttpsError('not-found', GONE);
    const given = str(request.data?.answer);
    // Only an acceptance shows the scout's address: no Auth lookup for the other answers.
    const scoutEmail = given === 'accept' ? await verifiedEmail(scout) : null;
    const plan = await db.runTransaction(async (tx) => {
      const [stored, cv, details] = await readAll(db, tx, [reads.request, reads.cv, reads.details]);
      const plan = ContactRequests.answer({
        player: caller.uid,
        scout,
        answer: given,
        stored,
        cv,
        details,
        playerEmail: caller.token?.email ?? null,
        scoutEmail,
      });
      if (plan?.kind === 'write') applyAnswer(db, tx, plan);
      return plan;
    });
    if (plan?.kind !== 'write') throw new HttpsError('failed-precondition', plan?.message ?? GONE);
    return { status: plan.status };
  }

  async function guardian(request) {
    const id = ContactRequests.linkId(request.data?.token);
    const answer = str(request.data?.answer);
    const nowMs = now();
    if (!id) {
      const plan = ContactRequests.guardian(null, { player: '', scout: '', answer }, nowMs);
      return { status: 'invalid-link', message: plan.message };
    }
    const linkRef = db.doc(`${P.guardianLinks}/${id}`);
    return db.runTransaction(async (tx) => {
      const linkSnap = await tx.get(linkRef);
      const link = snapshotData(linkSnap);
      const player = str(link?.player);
      const scout = str(link?.scout);
      const reads = ContactRequests.reads(scout, player);
      const [stored, cv, details] = reads.request
        ? await readAll(db, tx, [reads.request, reads.cv, reads.details])
        : [null, null, null];
      const scoutEmail = answer === 'accept' ? await verifiedEmail(scout) : null;
      const plan = ContactRequests.guardian(link, { player, scout, answer, stored, cv, details, scoutEmail }, nowMs);
      if (plan.kind === 'view') {
        const { kind: _kind, ...view } = plan;
        return { status: 'pending', request: view };
      }
      // Used, expired or answered already: a link works once.
      if (linkSnap.exists) tx.delete(linkRef);
      if (plan.kind === 'write') {
        applyAnswer(db, tx, plan);
        // Both sides see each other's address: the guardian, the scout's.
        return plan.update.scoutEmail ? { status: plan.status, scoutEmail: plan.update.scoutEmail } : { status: plan.status };
      }
      return { status: plan.kind === 'answered' ? 'answered' : 'invalid-link', message: plan.message };
    });
  }

  return { ask, answer, guardian };
}
