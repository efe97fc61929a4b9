// /p/{uid} for crawlers and first visits: Hosting rewrites it here (firebase.json), and the answer is the app's
// pre-rendered CV page (a skeleton the app hydrates) with the player's title, description and picture in its meta
// tags, so link previews show the player without running JavaScript. Which player may be described and how, and
// every escape, are the core's (link_preview); this file reads one index entry and the page's template, and, for a
// player with none, whether their account was deleted (410 Gone: search engines drop the address for good).
import { readFileSync } from 'node:fs';
import { Accounts, Player, PlayerPage } from './core.js';
import { snapshotJson } from './firestore-json.js';
import { utcToday } from './player-index.js';

/**
 * The build's pre-rendered CV page and the site's origin, copied here by the pre-rendering (scripts/lib/prerender.mjs)
 * and deployed with the functions. Read on the first request, not at load: the triggers load without a build.
 */
export const SITE_DIR = new URL('../site/', import.meta.url);
let site = null;
function builtSite() {
  site ??= {
    template: readFileSync(new URL('player-page.html', SITE_DIR), 'utf8'),
    origin: JSON.parse(readFileSync(new URL('site.json', SITE_DIR), 'utf8')).origin,
  };
  return site;
}

/** The CDN keeps a page a few minutes (a renamed player previews right soon); browsers always ask again. */
export const CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/** Cloud Storage's download origin: the emulator's when the Functions emulator runs with it. */
function storageOrigin() {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';
}

/**
 * The request handler. `db`: the Firestore of the named database; `bucketName()`: the default bucket's name (or '').
 */
export function playerPageHandler({ db, bucketName, log = console.warn }) {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('');
      return;
    }
    let built;
    try {
      built = builtSite();
    } catch (error) {
      log(`no built page to answer ${req.path} with (run the build): ${error.message}`);
      res.status(503).set('Cache-Control', 'no-store').send('The site is not built yet.');
      return;
    }
    const uid = PlayerPage.uid(req.path);
    const paths = uid === undefined ? null : Player.paths(uid);
    let entryJson = null;
    let gone = false;
    if (paths) {
      try {
        entryJson = snapshotJson(await db.doc(paths.index).get());
        const word = entryJson === null ? Accounts.deletion(uid)?.gone : null;
        if (word) gone = (await db.doc(word).get()).exists;
      } catch (error) {
        // The page still works (the app reads the CV itself): answer the generic page, and let no CDN keep it.
        log(`could not read ${paths.index}: ${error.message}`);
        res.status(200).set('Cache-Control', 'no-store').type('html').send(built.template);
        return;
      }
    }
    const page = PlayerPage.render(built.template, uid ?? '', entryJson, gone, utcToday(), {
      origin: built.origin,
      storageOrigin: storageOrigin(),
      bucket: bucketName(),
    });
    res.status(page.status).set('Cache-Control', CACHE_CONTROL).type('html').send(page.html);
  };
}
