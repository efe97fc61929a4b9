// SKORA's Cloud Functions (2nd gen) on the named database "skora". Every player write re-derives that player's
// index entry and the aggregates from the documents as they are now (player-index.js); the rules are the Rust
// core's (crates/wasm-node). Events may be retried or arrive out of order: each run reads the current state in a
// transaction, so a late or repeated event changes nothing.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { accountHandlers } from './account-deletion.js';
import { appCheckEnforced } from './app-check.js';
import { confirmationHandlers } from './confirmations.js';
import { contactHandlers } from './contact-requests.js';
import { Pictures, PlayerIndex } from './core.js';
import { formHandlers, siteOrigin } from './forms.js';
import { TRIGGER_MAX_INSTANCES } from './instances.js';
import { processPictureUpload } from './pictures.js';
import { snapshotJson } from './firestore-json.js';
import { foldMapCells } from './map-cells.js';
import { foldAggregates, reindex, utcToday } from './player-index.js';
import { playerPageHandler } from './player-page.js';
import { countInterest } from './player-interest.js';
import { notifyNewMatches, sendDigests } from './search-alerts.js';
import { refreshSavedPlayers } from './shortlists.js';

/** The collections and trigger patterns, named by the core. */
const PATHS = PlayerIndex.paths();

export const DATABASE_ID = 'skora';

const app = initializeApp();
const db = getFirestore(app, DATABASE_ID);
const bucket = () => {
  try {
    return getStorage(app).bucket();
  } catch (error) {
    logger.warn(`no Storage bucket: pictures count as absent (${error.message})`);
    return null;
  }
};

// Retried on failure (a transaction that lost to contention, a timeout): safe because every run is idempotent; at
// most TRIGGER_MAX_INSTANCES instances each (instances.js).
const confirmations = confirmationHandlers({ db });

const options = (document) => ({ document, database: DATABASE_ID, retry: true, maxInstances: TRIGGER_MAX_INSTANCES });

/**
 * A trigger's event: the reindex, unless the core says that going from the event's before to its after cannot change
 * the entry (`source`: which document, for the core), so a save that changes nothing the index uses costs no
 * transaction and none of its reads. The reindex itself reads the documents as they are now, never the event's.
 */
async function reindexFromEvent(event, source, document) {
  const { uid } = event.params;
  const before = event.data?.before ? snapshotJson(event.data.before) : null;
  const after = event.data?.after ? snapshotJson(event.data.after) : null;
  if (!PlayerIndex.mayChange(document, before, after, utcToday())) {
    logger.info(`playerIndex/${uid}: the ${source} changes nothing the index uses`);
    return;
  }
  // A week's write also reads the week's season, when it is not the newest one (the seasons the player counts in).
  await reindexPlayer(uid, source, document === 'weekly' ? { week: event.params.week } : {});
}

/**
 * The Functions emulator runs no schedules: there, each index write that left a delta folds it at once (the same fold,
 * so `npm run dev` and the tests see the aggregates move within a second). Folds set off by writes at the same moment
 * contend on the aggregate documents: one that loses is tried again a few times, so the last write's fold, which takes
 * every delta before it, does not leave the counts behind. The write-burst bench (scripts/lib/write-burst.mjs) sets
 * SKORA_FOLD_ON_SCHEDULE=1 and folds every minute itself, as production does.
 */
const FOLD_AFTER_EACH_WRITE = process.env.FUNCTIONS_EMULATOR === 'true' && process.env.SKORA_FOLD_ON_SCHEDULE !== '1';
const FOLD_TRIES = 4;

async function foldNow(uid, fold) {
  for (let attempt = 1; ; attempt++) {
    try {
      await fold(db, { log: (m) => logger.warn(m) });
      return;
    } catch (error) {
      if (attempt >= FOLD_TRIES) {
        logger.warn(`fold after ${uid}'s write: ${error.message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
}

async function reindexPlayer(uid, source, { week = null } = {}) {
  const started = Date.now();
  const result = await reindex(db, uid, { auth: getAuth(app), bucket: bucket(), log: (m) => logger.warn(m), week });
  const attempts = `${result.attempts} attempt${result.attempts === 1 ? '' : 's'}`;
  logger.info(
    `playerIndex/${uid}: ${result.write} (a delta for ${result.increments} aggregate docs and ${result.cells} map cells, ${attempts}) after the ${source}`,
    { ms: Date.now() - started },
  );
  if (FOLD_AFTER_EACH_WRITE && result.increments > 0) await foldNow(uid, foldAggregates);
  if (FOLD_AFTER_EACH_WRITE && result.cells > 0) await foldNow(uid, foldMapCells);
}

/** players/{uid}: the CV. */
export const indexPlayer = onDocumentWritten(options(PATHS.cvTrigger), (event) => reindexFromEvent(event, 'CV write', 'cv'));

/** players/{uid}/private/details: the exact birth date and location (the under-16 rule, the rounded point). */
export const indexPlayerDetails = onDocumentWritten(options(PATHS.privateTrigger), (event) =>
  reindexFromEvent(event, 'private details write', 'private'),
);

/** playerStats/{uid}: the attributes (the entry's face attributes, the position histograms), and the confirmations of
 * measured tests the change breaks (confirmations.js). */
export const indexPlayerStats = onDocumentWritten(options(PATHS.statsTrigger), async (event) => {
  await reindexFromEvent(event, 'attributes write', 'stats');
  await confirmations.voidOnStatsChange(event.params.uid, event.data?.after);
});

/** playerIndex/{uid}: every scout's saved copy of the player follows the entry's order keys (shortlists.js). */
export const refreshShortlists = onDocumentWritten(options(PATHS.indexTrigger), async (event) => {
  const { updated } = await refreshSavedPlayers(db, event.params.uid, event.data.before, event.data.after);
  if (updated > 0) logger.info(`playerIndex/${event.params.uid}: ${updated} saved copies refreshed`);
});

/** playerIndex/{uid}: the saved searches the entry newly matches tell their owners (search-alerts.js). */
export const alertSearches = onDocumentWritten(options(PATHS.indexTrigger), async (event) => {
  const { read, notified } = await notifyNewMatches(db, event.params.uid, event.data.before, event.data.after);
  if (notified > 0) logger.info(`playerIndex/${event.params.uid}: ${notified} notifications (${read} searches read)`);
});

/** A player saved to a scout's list: the player's monthly count of scouts who shortlisted them (player-interest.js). */
export const countShortlisted = onDocumentCreated(options(PATHS.savedTrigger), async (event) => {
  const added = event.data?.get('addedAt');
  const ms = typeof added?.toMillis === 'function' ? added.toMillis() : Date.parse(event.time);
  await countInterest(db, { player: event.params.player, scout: event.params.scout, kind: 'shortlisted', ms });
});

/** Every morning: one e-mail per user with the day's new matches of their saved searches (search-alerts.js). */
export const sendAlertDigests = onSchedule({ schedule: 'every day 07:00', timeZone: 'UTC', maxInstances: 1 }, async () => {
  const { users, mails, notifications } = await sendDigests(db, getAuth(app), { origin: siteOrigin() });
  logger.info(`alert digests: ${mails} mails to ${users} users, ${notifications} notifications`);
});

/** players/{uid}/weeklyStats/{week}: the weekly stats (the entry's season and per-90 figures, the position's per-90
 * histograms), and the confirmations the change breaks (confirmations.js): one event, one trigger. */
export const indexPlayerWeeklyStats = onDocumentWritten(options(PATHS.weeklyTrigger), async (event) => {
  await reindexFromEvent(event, 'weekly stats write', 'weekly');
  await confirmations.voidOnWeekChange(event.params.uid, event.params.week, event.data?.after);
});

/** players/{uid}/confirmedWeeks/{season}: what an official confirmed (the entry's `confirmed` share and the "Confirmed
 * stats" filter's tags), written by the confirmation functions alone. */
export const indexPlayerConfirmations = onDocumentWritten(options(PATHS.confirmedTrigger), (event) =>
  reindexFromEvent(event, 'confirmed weeks write', 'confirmed'),
);

/**
 * pictureUploads/{uid} (the owner's upload) → profilePictures/{uid} (the served picture): re-encoded with sharp, metadata
 * stripped, resized to the core's size; anything that is not a JPEG, PNG or WebP file or does not decode is deleted
 * (pictures.js). Other objects are ignored. 1 GiB: libvips decodes a 5 MB photo to tens of MB of pixels (up to ~100 MB
 * at the core's 25 MP). At most 10 instances, each with one picture at a time (less than one vCPU at 1 GiB): a player
 * changes a picture rarely and each takes about a second, so 10 keep up with any real load, while a flood of uploads
 * waits in Eventarc's queue (retried) instead of starting hundreds of 1 GiB decoders on the bill.
 */
const pictureOptions = { retry: true, memory: '1GiB', timeoutSeconds: 120, maxInstances: 10 };
export const processPicture = onObjectFinalized(pictureOptions, async (event) => {
  const { name, generation, bucket: bucketName } = event.data;
  if (!Pictures.uploadOwner(name)) return;
  const started = Date.now();
  const result = await processPictureUpload({
    bucket: getStorage(app).bucket(bucketName),
    db,
    name,
    generation,
    log: (m) => logger.warn(m),
  });
  logger.info(`${name}: ${result.outcome}`, { ...result, ms: Date.now() - started });
});

/**
 * profilePictures/{uid} in the default bucket (the served picture, written only by processPicture): `hasPhoto` needs
 * the file, so a picture processed after the CV's write, or a picture removed outside the app, still reaches the index
 * (and the picture's `visibility` metadata follows the entry). Other objects, uploads included, are ignored.
 */
const reindexPictureOwner = (source) => async (event) => {
  const uid = Pictures.owner(event.data.name);
  if (uid) await reindexPlayer(uid, source);
};
export const indexPictureUpload = onObjectFinalized({ retry: true, maxInstances: TRIGGER_MAX_INSTANCES }, reindexPictureOwner('picture upload'));
export const indexPictureRemoval = onObjectDeleted({ retry: true, maxInstances: TRIGGER_MAX_INSTANCES }, reindexPictureOwner('picture removal'));

/**
 * Every minute: the pending aggregate deltas folded into aggregates/… (player-index.js, foldAggregates), so the
 * position and country figures and the totals are at most about a minute behind the players' writes, and each
 * aggregate document takes one write per page of deltas instead of one per player. One instance: two folds would only
 * contend. A run stops taking pages after 45 s, so runs do not pile up; a backlog is taken by the next ones.
 */
const FOLD_BUDGET_MS = 45_000;
export const foldAggregateDeltas = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC', maxInstances: 1, timeoutSeconds: 120 },
  async () => {
    const { pages, applied, skipped } = await foldAggregates(db, { deadline: Date.now() + FOLD_BUDGET_MS, log: (m) => logger.warn(m) });
    if (applied + skipped > 0) logger.info(`aggregates: ${applied} deltas folded in ${pages} pages (${skipped} dropped)`);
  },
);

/**
 * Every minute: the pending map cell deltas folded into mapCells/… (map-cells.js, foldMapCells), so a country's map is
 * at most about a minute behind the players' writes, and each cell takes one write per run instead of one per player.
 * One instance, and the same 45 s budget as the aggregates' fold.
 */
export const foldMapCellDeltas = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC', maxInstances: 1, timeoutSeconds: 120 },
  async () => {
    const { pages, applied, skipped } = await foldMapCells(db, { deadline: Date.now() + FOLD_BUDGET_MS, log: (m) => logger.warn(m) });
    if (applied + skipped > 0) logger.info(`map cells: ${applied} deltas folded in ${pages} pages (${skipped} dropped)`);
  },
);

/**
 * /p/{uid} (Hosting rewrites it here): the pre-rendered CV page with the player's link-preview meta tags. Small and
 * public; a few instances are plenty (the CDN keeps each page a few minutes).
 */
export const playerPage = onRequest(
  { invoker: 'public', memory: '256MiB', maxInstances: 10, concurrency: 80 },
  playerPageHandler({ db, bucketName: () => bucket()?.name ?? '', log: (m) => logger.warn(m) }),
);

/**
 * The open forms (forms.js): the newsletter's double opt-in and the contact messages, callable from the site. Each
 * request is rate limited per client and per address (rateLimits/); in production, App Check in front of them keeps
 * scripts out (app-check.js: the deployment's ENFORCE_APP_CHECK, on unless set to false; off on the emulators). A few
 * instances are plenty for forms.
 */
const forms = formHandlers({ db, log: (m) => logger.info(m) });
const callable = {
  maxInstances: 10,
  concurrency: 80,
  memory: '256MiB',
  enforceAppCheck: appCheckEnforced(process.env),
};
export const subscribeNewsletter = onCall(callable, forms.subscribe);
export const confirmNewsletter = onCall(callable, forms.confirm);
export const sendContactMessage = onCall(callable, forms.contact);

/**
 * Requests to contact a player (contact-requests.js): a scout asks, the player answers, a guardian answers by their
 * one-time link for a player under 16. Limits and blocks answer like a delivered request.
 */
const contact = contactHandlers({ db, auth: getAuth(app), log: (m) => logger.warn(m) });
export const askToContact = onCall(callable, contact.ask);
export const answerContactRequest = onCall(callable, contact.answer);
export const answerAsGuardian = onCall(callable, contact.guardian);

/**
 * Requests to confirm a player's stats (confirmations.js): a player asks an official, who answers by a one-time link.
 * The same open request and the limits answer like a mailed request. (The weekly stats' trigger voids what an edit
 * breaks.)
 */
export const askToConfirmStats = onCall(callable, confirmations.ask);
export const answerConfirmation = onCall(callable, confirmations.answer);
export const myConfirmationRequests = onCall(callable, confirmations.mine);

/**
 * Deleting an account (account-deletion.js): the owner, signed in moments ago, types their e-mail; everything of the
 * account goes, the Auth user last. A daily pass finishes any deletion a failure stopped.
 */
const accounts = accountHandlers({ db, auth: getAuth(app), bucket, log: (m) => logger.info(m) });
export const deleteAccount = onCall({ ...callable, timeoutSeconds: 300, memory: '512MiB' }, accounts.deleteAccount);
export const resumeAccountDeletions = onSchedule({ schedule: 'every day 03:00', timeZone: 'UTC', maxInstances: 1 }, async () => {
  const resumed = await accounts.resumeDeletions();
  if (resumed) logger.info(`resumed ${resumed} account deletions`);
});
