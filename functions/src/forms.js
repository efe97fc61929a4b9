// The site's open forms, server side: the newsletter's double opt-in and the contact messages. Clients cannot write
// these collections (firestore.rules): every sign-up and message goes through these callable functions, which check
// it with the core, count it against the rate limits and write it with the Admin SDK. Every rule (validation,
// sanitizing, the token, the e-mail, the window maths) is the core's (crates/core newsletter_confirm, rate_limit,
// contact, text); this file reads and writes documents.
//
//   subscribeNewsletter({ email })  → { status: 'check-inbox' }, whatever the address's state (new, pending,
//                                     subscribed) and whatever the limits say: the answer reveals nothing and
//                                     refuses no one. Only a new address within both limits gets a
//                                     newsletterPending/{sha256(token)} document and a mail/{autoId} document.
//   confirmNewsletter({ token })    → { status: 'confirmed' | 'invalid-link' }; a token works once, for 48 hours.
//   sendContactMessage({ name, email, topic, message, id? }) → { status: 'sent' }; contactMessages/{id or autoId}
//                                     (a retry with the same id is answered as sent, never stored twice).
// Refused: 'invalid-argument' (details.errors: the core's field errors); a contact caller over its own limit,
// 'resource-exhausted' (the form keeps the message for a later try).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { OpenForms } from './core.js';
import { queueMail } from './mail.js';

const P = OpenForms.paths();

/**
 * The site's origin for the e-mail's link: SKORA_SITE_ORIGIN, else the build's (functions/site/site.json, from
 * VITE_SITE_URL), else https://skora.app. Never the request's Origin or Host header: a caller could point the link
 * at their own site.
 */
export function siteOrigin() {
  if (process.env.SKORA_SITE_ORIGIN) return process.env.SKORA_SITE_ORIGIN;
  try {
    return JSON.parse(readFileSync(new URL('../site/site.json', import.meta.url), 'utf8')).origin;
  } catch {
    return 'https://skora.app';
  }
}

/** The client address of a callable request, as the core reads it. */
function clientOf(request) {
  const raw = request.rawRequest;
  return OpenForms.clientAddress(raw?.headers?.['x-forwarded-for'], raw?.socket?.remoteAddress ?? raw?.ip);
}

/** The request's data checked by the core, or an 'invalid-argument' error carrying the core's message and field errors. */
function checked(result) {
  if (result.ok) return result.ok;
  throw new HttpsError('invalid-argument', result.message, { errors: result.errors });
}

/** The counter documents of `[scope, value]` keys (their ids hash the value: no address or IP in clear). */
const counterRefs = (db, keys) => keys.map(([scope, value]) => db.doc(`${P.rateLimits}/${OpenForms.counterId(scope, value)}`));

/** One request against each stored counter (snapshots read in the transaction), by the core. */
function stepsOf(snaps, keys, nowMs) {
  return snaps.map((snap, i) => {
    const stored = snap.exists ? snap.data() : null;
    return OpenForms.rateStep(keys[i][0], stored ? { startMs: stored.startMs, count: stored.count } : null, nowMs);
  });
}

/** Stores a counter's next window. expiresAt: the TTL policy firestore.indexes.json declares deletes spent counters. */
function storeStep(tx, ref, scope, step) {
  tx.set(ref, { ...step.next, scope, expiresAt: Timestamp.fromMillis(step.expiresAtMs) });
}

/**
 * Counts one request against every `[scope, value]` counter in one transaction: all pass and are stored, or none is
 * (a refused request changes no counter). Throws 'resource-exhausted' with `message` when one is spent.
 */
export async function spend(db, keys, nowMs, message) {
  const refs = counterRefs(db, keys);
  const steps = await db.runTransaction(async (tx) => {
    const steps = stepsOf(await tx.getAll(...refs), keys, nowMs);
    if (steps.every((s) => s.allowed)) steps.forEach((s, i) => storeStep(tx, refs[i], keys[i][0], s));
    return steps;
  });
  const refused = steps.find((s) => !s.allowed);
  if (refused) {
    throw new HttpsError('resource-exhausted', message, { retryAfterMs: refused.retryAfterMs });
  }
}

/** The three callables' handlers over `db` (the named database); `now` and `origin` are injectable for tests. */
export function formHandlers({ db, now = () => Date.now(), origin = siteOrigin, log = console.warn }) {
  async function subscribe(request) {
    const { email } = checked(OpenForms.newsletter(request.data));
    const nowMs = now();
    // The inbox's counter is the canonical address's: `victim+1@` and `v.ictim@` reach one inbox, so share one count.
    const keys = [['newsletter-client', clientOf(request)], ['newsletter-address', OpenForms.canonicalEmail(email)]];
    const refs = counterRefs(db, keys);
    const subscriptionRef = db.doc(`${P.newsletterSubscriptions}/${email}`);
    const pendingQuery = db.collection(P.newsletterPending).where('email', '==', email);
    await db.runTransaction(async (tx) => {
      const [clientSnap, addressSnap, subscribed] = await tx.getAll(...refs, subscriptionRef);
      // Pending sign-ups of one address are few (the inbox's limit) and short-lived (the link's 48 hours, then TTL).
      const pending = await tx.get(pendingQuery);
      const waiting = pending.docs.some((doc) => {
        const expiresAt = doc.get('expiresAt');
        return expiresAt instanceof Timestamp && OpenForms.canConfirm(expiresAt.toMillis(), nowMs);
      });
      const [clientStep, addressStep] = stepsOf([clientSnap, addressSnap], keys, nowMs);
      const decision = OpenForms.subscribeDecision(clientStep.allowed, addressStep.allowed, subscribed.exists || waiting);
      if (decision.countClient) storeStep(tx, refs[0], keys[0][0], clientStep);
      if (decision.countAddress) storeStep(tx, refs[1], keys[1][0], addressStep);
      if (decision.queue) {
        const token = OpenForms.token(randomBytes(32));
        tx.set(db.doc(`${P.newsletterPending}/${OpenForms.pendingId(token)}`), {
          email,
          source: 'footer',
          createdAt: Timestamp.fromMillis(nowMs),
          expiresAt: Timestamp.fromMillis(OpenForms.tokenExpiresAt(nowMs)),
        });
        queueMail(db, tx, OpenForms.confirmationMail(email, origin(), token), nowMs);
      }
    });
    // The same answer whatever was decided: it says nothing about the address, and a spent limit refuses no one.
    return { status: P.subscribeAnswer };
  }

  async function confirm(request) {
    const id = OpenForms.pendingId(request.data?.token);
    if (!id) return { status: 'invalid-link' };
    const nowMs = now();
    const pendingRef = db.doc(`${P.newsletterPending}/${id}`);
    return db.runTransaction(async (tx) => {
      const pending = await tx.get(pendingRef);
      if (!pending.exists) return { status: 'invalid-link' };
      const { email, source, expiresAt } = pending.data();
      const expiresMs = expiresAt instanceof Timestamp ? expiresAt.toMillis() : 0;
      const usable = OpenForms.canConfirm(expiresMs, nowMs) && typeof email === 'string';
      // A transaction reads everything before it writes.
      const subscriptionRef = usable ? db.doc(`${P.newsletterSubscriptions}/${email}`) : null;
      const existing = subscriptionRef ? await tx.get(subscriptionRef) : null;
      // Used or expired, the token is gone afterwards: a link works once.
      tx.delete(pendingRef);
      if (!subscriptionRef) return { status: 'invalid-link' };
      if (!existing.exists) {
        tx.set(subscriptionRef, {
          email,
          source: source ?? 'footer',
          createdAt: FieldValue.serverTimestamp(),
          confirmedAt: Timestamp.fromMillis(nowMs),
        });
      }
      return { status: 'confirmed' };
    });
  }

  async function contact(request) {
    const checkedRequest = OpenForms.contact(request.data);
    const message = checked(checkedRequest);
    // The browser's id for the message (optional): a retry after a lost answer sends the same one, and a message that
    // is already stored is answered as sent again, neither stored nor counted twice.
    const id = checkedRequest.id ?? null;
    const ref = id ? db.doc(`${P.contactMessages}/${id}`) : db.collection(P.contactMessages).doc();
    if (id && (await ref.get()).exists) return { status: 'sent' };
    const nowMs = now();
    const uid = request.auth?.uid;
    // Counted against the caller (its account, else its client address), never the address typed in the form: typing
    // someone's address spends nothing of theirs.
    await spend(db, [OpenForms.contactCaller(uid, clientOf(request))], nowMs, P.contactRateLimitedMessage);
    try {
      // expiresAt: the time-to-live policy firestore.indexes.json declares deletes the message two years on.
      const expiresAt = Timestamp.fromMillis(OpenForms.messageExpiresAt(nowMs));
      await ref.create({ ...message, createdAt: FieldValue.serverTimestamp(), expiresAt, ...(uid ? { uid } : {}) });
    } catch (error) {
      // gRPC ALREADY_EXISTS: the same id arrived twice at once; the first one stored it.
      if (error?.code === 6) return { status: 'sent' };
      throw error;
    }
    log(`contact message from a ${uid ? 'signed-in' : 'signed-out'} sender, topic ${message.topic}`);
    return { status: 'sent' };
  }

  return { subscribe, confirm, contact };
}
