// Requests to confirm a player's stats, server side. Clients cannot read or write the requests or their links
// (firestore.rules); every rule (the form's, the weeks', the snapshot, the limits, the mail) is the core's
// (crates/core confirmation_requests); this file reads and writes.
//
//   askToConfirmStats({ form, weeks } or { form, tests: true }) → the weeks of one season, or the measured tests
//                                       as stored in playerStats/{uid}: { status: 'sent' } for every request that is
//                                       mailed, and alike for one that is not (the same request is open, a limit is
//                                       spent): nothing about the official's address reaches the caller. Refused
//                                       only for the caller's own reasons: not signed in or verified, a form, weeks or
//                                       tests the rule refuses ('invalid-argument', details.errors at the fields).
//   answerConfirmation({ token, answer?, note? }) → without an answer, what the link shows ({ status: 'pending',
//                                       request }: the player's name and club, the weeks' figures); with 'confirm' or
//                                       'dispute' (and a note), the one answer ({ status }). A link that does not work,
//                                       whatever the reason, is { status: 'unavailable', message }. No account needed.
//                                       A confirmation also merges its weeks (hash and byline) into the season's
//                                       public record, players/{uid}/confirmedWeeks/{season}, or its tests into
//                                       players/{uid}/confirmedTests/measured, which the CV reads.
//   myConfirmationRequests({ withdraw? }) → the caller's own requests as their page lists them ({ requests }, newest
//                                       first); with `withdraw` (a request id), that request is withdrawn first when it
//                                       is theirs and still open (else nothing changes). Signed in is enough: reading
//                                       and withdrawing one's own requests publishes nothing.
//   voidOnWeekChange(uid, week, after)  → from the weekly stats' trigger: the player's open or confirmed requests that
//                                       cover the week, and whose figures the change broke, list it as voided (an
//                                       open request is voided whole; a confirmation once all its weeks are), and
//                                       the week leaves the season's public record.
//   voidOnStatsChange(uid, after)       → from the attributes' trigger: the same for the measured tests, whose record is
//                                       players/{uid}/confirmedTests/measured.
import { randomBytes } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { verifiedCaller } from './callers.js';
import { Confirmations, OpenForms } from './core.js';
import { snapshotData } from './firestore-json.js';
import { queueMail } from './mail.js';
import { siteOrigin } from './forms.js';

const P = Confirmations.paths();

const str = (value) => (typeof value === 'string' ? value : '');

/** A stored counter as the core reads it, or null. */
const counter = (doc) =>
  doc && Number.isFinite(doc.startMs) && Number.isFinite(doc.count) ? { startMs: doc.startMs, count: doc.count } : null;

/** The handler over `db`; `now` and `origin` are injectable for tests. */
export function confirmationHandlers({ db, now = () => Date.now(), origin = siteOrigin }) {
  async function ask(request) {
    const caller = verifiedCaller(request);
    const player = caller.uid;
    const form = request.data?.form && typeof request.data.form === 'object' ? request.data.form : {};
    const tests = request.data?.tests === true;
    const weeks = tests || !Array.isArray(request.data?.weeks) ? [] : request.data.weeks.filter((w) => typeof w === 'string');
    const reads = Confirmations.reads(player, str(form.email), weeks, tests);
    const nowMs = now();
    const token = OpenForms.token(randomBytes(32)) ?? '';
    const plan = await db.runTransaction(async (tx) => {
      const paths = [reads.cv, reads.details, reads.request, reads.playerCounter, reads.officialCounter, reads.stats];
      const refs = paths.map((path) => (path ? db.doc(path) : null));
      const weekRefs = reads.weeks.map((path) => db.doc(path));
      const present = [...refs.filter(Boolean), ...weekRefs];
      const snaps = present.length ? await tx.getAll(...present) : [];
      let i = 0;
      const [cv, details, stored, playerCounter, officialCounter, stats] = refs.map((ref) =>
        ref ? snapshotData(snaps[i++]) : null,
      );
      const weekDocs = weekRefs
        .map((ref) => ({ id: ref.id, data: snapshotData(snaps[i++]) }))
        .filter((doc) => doc.data !== null);
      const ownEmails = [caller.token?.email, details?.contactEmail, cv?.contactEmail].filter((e) => typeof e === 'string');
      const plan = Confirmations.ask({
        player,
        form: {
          officialName: str(form.officialName),
          role: str(form.role),
          club: str(form.club),
          email: str(form.email),
          note: str(form.note),
        },
        weeks,
        tests,
        stats,
        cv,
        weekDocs,
        ownEmails,
        stored,
        playerCounter: counter(playerCounter),
        officialCounter: counter(officialCounter),
        nowMs,
        origin: origin(),
        token,
      });
      if (plan?.kind === 'deliver') {
        const expiresAt = Timestamp.fromMillis(plan.expiresAtMs);
        tx.set(db.doc(plan.requestPath), { ...plan.request, createdAt: FieldValue.serverTimestamp(), expiresAt });
        tx.set(db.doc(plan.linkPath), { ...plan.link, expiresAt });
        queueMail(db, tx, plan.mail, nowMs);
        for (const c of plan.counters) {
          tx.set(db.doc(c.path), { ...c.step.next, scope: c.scope, expiresAt: Timestamp.fromMillis(c.step.expiresAtMs) });
        }
      }
      return plan;
    });
    if (!plan) throw new HttpsError('internal', 'The request could not be read.');
    if (plan.kind === 'invalid') {
      throw new HttpsError('invalid-argument', plan.errors[0]?.message ?? 'Please check the form.', { errors: plan.errors });
    }
    return { status: P.sent };
  }

  async function answer(request) {
    const id = Confirmations.linkId(request.data?.token);
    const given = str(request.data?.answer);
    const note = str(request.data?.note);
    const nowMs = now();
    const unavailable = { status: 'unavailable', message: P.unavailable };
    if (!id) return unavailable;
    const linkRef = db.doc(`${P.attestationLinks}/${id}`);
    return db.runTransaction(async (tx) => {
      const link = snapshotData(await tx.get(linkRef));
      const requestId = typeof link?.request === 'string' ? link.request : null;
      const requestRef = requestId ? db.collection(P.attestations).doc(requestId) : null;
      const stored = requestRef ? snapshotData(await tx.get(requestRef)) : null;
      const plan = Confirmations.answer({ link, request: stored, answer: given, note, nowMs });
      if (plan?.kind === 'view') {
        const { kind: _kind, ...view } = plan;
        return { status: 'pending', request: view };
      }
      if (plan?.kind === 'invalid') {
        throw new HttpsError('invalid-argument', plan.errors[0]?.message ?? 'Please check the answer.', { errors: plan.errors });
      }
      if (plan?.kind === 'write') {
        tx.update(db.doc(plan.requestPath), { ...plan.update, answeredAt: FieldValue.serverTimestamp() });
        // Merged: the season's other confirmed weeks stay.
        if (plan.recordPath && plan.record) tx.set(db.doc(plan.recordPath), plan.record, { merge: true });
        // A link works once.
        tx.delete(linkRef);
        return { status: plan.status };
      }
      return unavailable;
    });
  }

  async function mine(request) {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue.');
    const withdraw = typeof request.data?.withdraw === 'string' ? request.data.withdraw : '';
    if (withdraw && !withdraw.includes('/')) {
      const ref = db.collection(P.attestations).doc(withdraw);
      await db.runTransaction(async (tx) => {
        const update = Confirmations.withdrawal(snapshotData(await tx.get(ref)), uid, now());
        if (update) tx.update(ref, update);
      });
    }
    const listed = await db
      .collection(P.attestations)
      .where('player', '==', uid)
      .orderBy(P.created, 'desc')
      .limit(P.ownerMax)
      .get();
    const docs = listed.docs.map((doc) => ({ id: doc.id, data: snapshotData(doc) }));
    return { requests: Confirmations.mine(docs, uid, now()) };
  }

  async function voidOnWeekChange(uid, week, after) {
    const now = after?.exists ? snapshotData(after) : null;
    const recordPath = Confirmations.recordPath(uid, week);
    if (recordPath) {
      const ref = db.doc(recordPath);
      await db.runTransaction(async (tx) => {
        const record = snapshotData(await tx.get(ref));
        if (record && Confirmations.unconfirms(record, week, now)) {
          tx.update(ref, new FieldPath('weeks', week), FieldValue.delete());
        }
      });
    }
    const requests = await db.collection(P.attestations).where('player', '==', uid).get();
    for (const doc of requests.docs) {
      // Read again in a transaction: an answer may land between the query and the update.
      await db.runTransaction(async (tx) => {
        const update = Confirmations.voidOnChange(snapshotData(await tx.get(doc.ref)), week, now);
        if (update) tx.update(doc.ref, update);
      });
    }
  }

  async function voidOnStatsChange(uid, after) {
    const now = after?.exists ? snapshotData(after) : null;
    const recordPath = Confirmations.testsRecordPath(uid);
    if (recordPath) {
      const ref = db.doc(recordPath);
      await db.runTransaction(async (tx) => {
        const record = snapshotData(await tx.get(ref));
        const keys = record ? Confirmations.testsUnconfirmed(record, now) : [];
        if (keys.length) tx.update(ref, ...keys.flatMap((key) => [new FieldPath('tests', key), FieldValue.delete()]));
      });
    }
    const requests = await db.collection(P.attestations).where('player', '==', uid).where('kind', '==', 'tests').get();
    for (const doc of requests.docs) {
      await db.runTransaction(async (tx) => {
        const update = Confirmations.voidTestsOnChange(snapshotData(await tx.get(doc.ref)), now);
        if (update) tx.update(doc.ref, update);
      });
    }
  }

  return { ask, answer, mine, voidOnWeekChange, voidOnStatsChange };
}
