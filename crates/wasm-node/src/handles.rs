//! The boundary: ten handles of static methods, one per capability of the core the functions use (the player
//! index and its aggregates, the map's cells, a player's documents, the CV page, the pictures, the open forms, the
//! e-mail queue, the requests to contact a player, the requests to confirm a player's stats, deleting an account). Static, like the
//! browser modules' handles: `functions/src/core.js` (generated from this module's exports by
//! `scripts/build-wasm.mjs`) loads a fresh instance after a trap and calls the same methods on it.
//!
//! Results are plain JS values (serde-wasm-bindgen's JSON-compatible serializer: objects, arrays, `null`), so the
//! functions use them as they come. A value handed in (a request's data, a CV, a form) is read as JSON text
//! (`JSON.stringify` in the glue's JS, then serde_json with its nesting limit): a cycle, a getter that throws or
//! nesting past the limit reads as `null`, never as an exception or a trap. Stored documents already arrive as
//! JSON text (`functions/src/firestore-json.js`, which applies the core's document limits), which the core reads
//! tolerantly.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{accounts, cells, confirmations, contact, forms};

/// `value` as a plain JS value (`null` if it does not serialise, which our own types always do).
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// An optional result: `null` when there is none.
fn to_js_or_null<T: Serialize>(value: Option<T>) -> JsValue {
    value.map_or(JsValue::NULL, |v| to_js(&v))
}

/// A JS value as JSON text; `undefined`, and anything `JSON.stringify` refuses (a cycle, a bigint, a throwing
/// getter, nesting past the JS stack), as `null`.
fn json_text(value: &JsValue) -> String {
    if value.is_undefined() {
        return "null".into();
    }
    js_sys::JSON::stringify(value)
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_else(|| "null".into())
}

/// A string argument, or `None` for anything else (a request's field may be any JSON).
fn text(value: &JsValue) -> Option<String> {
    value.as_string()
}

/// A string field of an object, or `None` (no object, no such field, not a string, a getter that throws).
fn text_field(object: &JsValue, key: &str) -> Option<String> {
    if !object.is_object() {
        return None;
    }
    js_sys::Reflect::get(object, &JsValue::from_str(key))
        .ok()
        .and_then(|v| v.as_string())
}

/// The player index (`playerIndex/{uid}`) and the aggregates (`aggregates/**`): what the triggers and the
/// backfill compute (`skora_core::index_update`, `skora_core::aggregates`).
#[wasm_bindgen]
pub struct PlayerIndex;

#[wasm_bindgen]
impl PlayerIndex {
    /// The collections, trigger patterns and aggregate documents the functions watch and write, and how many of
    /// a player's newest weekly entries a reindex reads: `{players, playerIndex, cvTrigger, privateTrigger,
    /// playerStats, statsTrigger, weeklyTrigger, confirmedTrigger, weeklyEntriesRead, countries, totals}`.
    pub fn paths() -> JsValue {
        to_js(&crate::index_paths())
    }

    /// The limits every document keeps before the core reads it (`{maxDepth, maxBytes}`,
    /// `skora_core::documents`): the functions' conversion of the Admin SDK's values applies them.
    pub fn limits() -> JsValue {
        to_js(&crate::document_limits())
    }

    /// The update of `playerIndex/{uid}`, the player's `countedSeasons/{uid}` and the aggregates (`{write:
    /// 'keep'|'set'|'delete', entry, countedWrite, counted, increments: [{path, increments}], cvHasPhoto}`) for the
    /// player's documents as they are now: `documents` is `{cv, private, stats, weekly, counted, seasonWeekly,
    /// season, confirmed}`, each the document's JSON text or absent (`weekly`: the newest entries as a JSON array of
    /// `{id, data}`, newest first; `seasonWeekly`: more entries read, all of `season`'s, or every entry of the player
    /// when `season` is absent; `confirmed`: the newest season's record of confirmed weeks,
    /// `Confirmations.recordPath` of the newest week); `stored` the stored entry's JSON text, or absent.
    pub fn reindex(
        uid: &str,
        documents: &JsValue,
        stored: Option<String>,
        today: &str,
        photo_stored: bool,
    ) -> JsValue {
        let document = |key| text_field(documents, key);
        let season = documents
            .is_object()
            .then(|| js_sys::Reflect::get(documents, &JsValue::from_str("season")).ok())
            .flatten()
            .and_then(|v| v.as_f64())
            .filter(|s| s.fract() == 0.0 && (0.0..=f64::from(u16::MAX)).contains(s))
            .map(|s| s as u16);
        to_js(&crate::reindex_player(
            uid,
            document("cv"),
            document("private"),
            stored,
            today,
            photo_stored,
            document("stats"),
            document("weekly"),
            document("counted"),
            document("seasonWeekly").map(|weekly| (weekly, season)),
            document("confirmed"),
        ))
    }

    /// The season of week `week` (`2025-W40`) and the range of its week ids: `{season, first, last}`, or `null` for
    /// text that is no week. A weekly trigger reads that season's entries when it is not the newest one.
    #[wasm_bindgen(js_name = seasonWeeks)]
    pub fn season_weeks(week: &str) -> JsValue {
        to_js_or_null(crate::season_weeks(week))
    }

    /// Whether changing the player's `source` document (`'cv'`, `'private'`, `'stats'` or `'weekly'`) from `before` to
    /// `after` (JSON text, absent for a document that is not there) may change their index entry on `today`
    /// (`YYYY-MM-DD`): `false` lets the trigger skip the reindex.
    #[wasm_bindgen(js_name = mayChange)]
    pub fn may_change(
        source: &str,
        before: Option<String>,
        after: Option<String>,
        today: &str,
    ) -> bool {
        crate::may_change_entry(source, before, after, today)
    }

    /// The pending deltas (a JSON array text) merged into one: `{delta: {changes} | null, applied, skipped}`; the merged
    /// delta is to be stored, and every delta read, skipped ones too, deleted in the same transaction.
    #[wasm_bindgen(js_name = mergeDeltas)]
    pub fn merge_deltas(deltas: &str) -> JsValue {
        to_js(&crate::merge_deltas(deltas))
    }

    /// The aggregate documents (paths) that folding `deltas` (the pending delta documents, a JSON array text) reads
    /// and writes.
    #[wasm_bindgen(js_name = foldReads)]
    pub fn fold_reads(deltas: &str) -> JsValue {
        to_js(&crate::fold_reads(deltas))
    }

    /// The aggregate documents once `deltas` (a JSON array text) are added into `stored` (a JSON object text: path →
    /// the stored document, a path left out having none): `{documents: [{path, data}], applied, skipped}`. Every
    /// delta, skipped ones too, is to be deleted in the same transaction.
    pub fn fold(deltas: &str, stored: &str) -> JsValue {
        to_js(&crate::fold_deltas(deltas, stored))
    }

    /// The order keys every list's copy of a player should now hold (`{sortKey, birthMonth, playerUpdatedAt}`)
    /// after their entry changed from `before` to `after` (JSON text of each, or absent), or `null` when the
    /// copies may stay as they are.
    #[wasm_bindgen(js_name = savedKeys)]
    pub fn saved_keys(before: Option<String>, after: Option<String>) -> JsValue {
        let read = |text: Option<String>| {
            text.and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        };
        let (before, after) = (read(before), read(after));
        to_js_or_null(skora_core::shortlist_page::refreshed_keys(
            before.as_ref().filter(|v| v.is_object()),
            after.as_ref().filter(|v| v.is_object()),
        ))
    }

    /// The alert keys of the entry stored as `entry` (JSON text), in groups of at most 30 (one `in` query each):
    /// every saved search the entry may newly match has one of them. `[]` for no entry.
    #[wasm_bindgen(js_name = alertKeys)]
    pub fn alert_keys(entry: Option<String>) -> JsValue {
        let entry = entry.and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok());
        to_js(&entry.map_or_else(Vec::new, |e| {
            skora_core::search_alerts::alert_key_groups(&e)
        }))
    }

    /// Where scout `scout`'s interest of `kind` (`shortlisted`, `contacted`) in `player` at `ms` (milliseconds
    /// since the epoch) is counted: `{month, marker, field}` (the month's document, the scout's marker for that
    /// month, the count's field), or `null` (ids that name no document, a player's interest in themself).
    #[wasm_bindgen(js_name = interestWrite)]
    pub fn interest_write(player: &str, scout: &str, kind: &str, ms: f64) -> JsValue {
        use skora_core::player_interest::{interest_write, Interest};
        let kind = match kind {
            "shortlisted" => Interest::Shortlisted,
            "contacted" => Interest::Contacted,
            _ => return JsValue::NULL,
        };
        to_js_or_null(interest_write(player, scout, kind, ms))
    }

    /// The alert key a saved search of the directory's URL search string `search` stores, or `null` (it alerts
    /// nobody): what the app's save writes, for the bench's searches.
    #[wasm_bindgen(js_name = alertKey)]
    pub fn alert_key(search: &str) -> Option<String> {
        skora_core::search_alerts::alert_key(&skora_core::directory::parse_query(search))
    }

    /// The notifications (`[{path, owner, data}]`) for player `uid`'s entry changing from `before` to `after`
    /// (JSON text, or absent), given `candidates` (JSON text of `[[path, data], …]`, the searches the key queries
    /// returned), on `today`.
    #[wasm_bindgen(js_name = newMatches)]
    pub fn new_matches(
        uid: &str,
        before: Option<String>,
        after: Option<String>,
        candidates: &str,
        today: &str,
    ) -> JsValue {
        let read = |text: Option<String>| {
            text.and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        };
        let (before, after) = (read(before), read(after));
        let candidates: Vec<(String, serde_json::Value)> =
            serde_json::from_str(candidates).unwrap_or_default();
        let Some(after) = after else {
            return to_js(&Vec::<()>::new());
        };
        to_js(&skora_core::search_alerts::new_matches(
            uid,
            before.as_ref(),
            &after,
            &candidates,
            today,
        ))
    }

    /// The daily digest (`{to, message: {subject, text, html}}`, a `mail/{id}` document) to `email` of the
    /// notifications `docs` (JSON text of `[[id, data], …]`), with links on `origin`, or `null` when none reads.
    #[wasm_bindgen(js_name = digestMail)]
    pub fn digest_mail(email: &str, origin: &str, docs: &str) -> JsValue {
        let docs: Vec<(String, serde_json::Value)> = serde_json::from_str(docs).unwrap_or_default();
        to_js_or_null(skora_core::search_alerts::digest_mail(email, origin, &docs))
    }

    /// Every aggregate document rebuilt from stored index entries (an array of `playerIndex` documents' data) and
    /// players' season records (an array of `countedSeasons` documents' data, or absent), on top of `sums` (path →
    /// document, as the rebuild's earlier pages left them; absent for the first page): `{documents: [{path, data}],
    /// entries, skipped}`; every document of `sums` is among them.
    pub fn aggregates(entries: &JsValue, sums: &JsValue, records: &JsValue) -> JsValue {
        let sums = (!sums.is_undefined()).then(|| json_text(sums));
        let records = (!records.is_undefined()).then(|| json_text(records));
        to_js(&crate::aggregate_documents(
            &json_text(entries),
            sums.as_deref(),
            records.as_deref(),
        ))
    }
}

/// The map's cells (`mapCells/{set}/cells/{id}`, `skora_core::map_cells`): the fold of the players' cell deltas and
/// the rebuild.
#[wasm_bindgen]
pub struct MapCells;

#[wasm_bindgen]
impl MapCells {
    /// `{cells, sets, deltas, merges, mergePage, foldPage, rebuildJob, countries}`.
    pub fn paths() -> JsValue {
        to_js(&cells::paths())
    }

    /// A page of pending cell deltas (a JSON array text) merged: `{chunks: [{changes}], applied, skipped}`; the chunks
    /// are to be stored, and every delta read, skipped ones too, deleted in the same transaction.
    pub fn merge(deltas: &str) -> JsValue {
        to_js(&cells::merge(deltas))
    }

    /// The cells (paths) that folding `chunks` (merged chunks, a JSON array text) reads and writes.
    #[wasm_bindgen(js_name = foldReads)]
    pub fn fold_reads(chunks: &str) -> JsValue {
        to_js(&cells::fold_reads(chunks))
    }

    /// The cells once `chunks` (a JSON array text) are added into `stored` (a JSON object text: path → the stored
    /// cell): `{documents: [{path, data}], deleted: [path], applied, skipped}`. Every chunk read is to be deleted in
    /// the same transaction.
    pub fn fold(chunks: &str, stored: &str) -> JsValue {
        to_js(&cells::fold(chunks, stored))
    }

    /// One step of a rebuild of `set`'s cells of one country: `open` (what the last step left open, or absent),
    /// `page` (the country's entries as `{id, data}`, in geohash order then id), `last`: `{closed: [{path, data}],
    /// open, entries, skipped}`; `closed` is to be written, `open` handed to the next step. `null` for no set.
    pub fn rebuild(set: &str, open: &JsValue, page: &JsValue, last: bool) -> JsValue {
        let open = (!open.is_undefined() && !open.is_null()).then(|| json_text(open));
        to_js(&cells::rebuild(
            set,
            open.as_deref(),
            &json_text(page),
            last,
        ))
    }
}

/// A player's documents (`skora_core::firestore_paths`, `skora_core::profile`, `skora_core::weekly`): where they
/// are, how a CV is written and migrated, and a weekly entry through the owner form's rule.
#[wasm_bindgen]
pub struct Player;

#[wasm_bindgen]
impl Player {
    /// `{cv, private, career, honours, stats, weekly, index, picture}` paths of player `uid` (career, honours and
    /// weekly: collections), or `null` for an id that is no document id.
    pub fn paths(uid: &str) -> JsValue {
        to_js_or_null(crate::player_paths(uid))
    }

    /// The documents a CV (one object, its `career` and `honours` lists included) is stored as:
    /// `{cv, entries: [{path, data}], deletes: [path]}` over the entries stored before (`stored`:
    /// `{career, honours}` counts, absent: none), or `null` for an id that is no document id or a CV that is no
    /// object. Timestamps are the caller's.
    pub fn writes(uid: &str, cv: &JsValue, stored: &JsValue) -> JsValue {
        to_js_or_null(crate::cv_writes(uid, &json_text(cv), &json_text(stored)))
    }

    /// The data split's migration of one player from before the split (`cv`, `details`: JSON text, `details`
    /// absent when there is none): `{cvSet, cvDelete, details}`, or `null` when there is nothing to do.
    pub fn migrate(cv: &str, details: Option<String>) -> JsValue {
        to_js_or_null(crate::migrate_player(cv, details))
    }

    /// A CV in the shape from before the split (exact date of birth, location and e-mail in it; an object) as the
    /// two documents the split writes: `{cv, details}`, or `null` when there is nothing to split.
    pub fn split(profile: &JsValue) -> JsValue {
        to_js_or_null(crate::split_player(&json_text(profile)))
    }

    /// A weekly entry through the owner form's rule: `form` = `{week, goals: '2', …}` (strings or numbers, keys
    /// optional), `context` = `{today, dateOfBirth?, loggedWeeks}`. `{document}` (without `updatedAt`) or
    /// `{errors: [{field, code, message}]}`.
    pub fn weekly(form: &JsValue, context: &JsValue) -> JsValue {
        to_js(&crate::weekly_document(
            &json_text(form),
            &json_text(context),
        ))
    }

    /// A season's (its starting year) first and last week ids `{first, last}`, or `null` before the diary's first
    /// year.
    pub fn season(season: u16) -> JsValue {
        to_js_or_null(crate::weekly_season_range(season))
    }
}

/// The CV page `/p/{uid}` answers with (`skora_core::link_preview`), and how its dates read.
#[wasm_bindgen]
pub struct PlayerPage;

#[wasm_bindgen]
impl PlayerPage {
    /// The uid a request path (`/p/{uid}`) names, or `undefined`.
    pub fn uid(path: &JsValue) -> Option<String> {
        crate::player_page_uid(&text(path)?)
    }

    /// The page for player `uid` from its index entry (JSON text, or absent) and whether word that the account
    /// is gone was found (`Accounts.deletion(uid).gone`): `{status, html}`, the app's pre-rendered page
    /// (`template`) with the player's link preview tags. `site`: `{origin, storageOrigin, bucket}`.
    pub fn render(
        template: &str,
        uid: &str,
        entry: Option<String>,
        gone: bool,
        today: &str,
        site: &JsValue,
    ) -> JsValue {
        to_js(&crate::player_page(
            template,
            uid,
            entry,
            gone,
            today,
            &json_text(site),
        ))
    }

    /// A stored date as every page prints it ("10 May 2006", "May 2006"); anything else as it is (a non-string
    /// as "").
    pub fn date(iso: &JsValue) -> String {
        crate::date_text(&text(iso).unwrap_or_default())
    }
}

/// Profile pictures (`skora_core::picture`): the re-encoding's parameters, the uploads' signatures, whose picture
/// a Storage object is, and who may read the served one.
#[wasm_bindgen]
pub struct Pictures;

#[wasm_bindgen]
impl Pictures {
    /// The re-encoding's parameters: `{uploads, served, types, maxBytes, maxSide, maxInputPixels, signatureBytes,
    /// servedType, quality, cacheControl}`.
    pub fn processing() -> JsValue {
        to_js(&crate::picture_processing())
    }

    /// The image type (`image/jpeg`, `image/png`, `image/webp`) an upload's first bytes (a Buffer) announce, or
    /// `undefined` for anything else.
    pub fn signature(head: &[u8]) -> Option<String> {
        crate::picture_signature_type(head)
    }

    /// The uid whose served picture (`profilePictures/{uid}`) the Storage object `name` is, or `undefined`.
    pub fn owner(name: &JsValue) -> Option<String> {
        crate::picture_owner(&text(name)?)
    }

    /// The uid whose upload (`pictureUploads/{uid}`) the Storage object `name` is, or `undefined`.
    #[wasm_bindgen(js_name = uploadOwner)]
    pub fn upload_owner(name: &JsValue) -> Option<String> {
        crate::picture_upload_owner(&text(name)?)
    }

    /// The served picture's `visibility` metadata (`public`, `members` or `none`) from the index entry's
    /// visibility (not a string: no entry).
    pub fn visibility(entry_visibility: &JsValue) -> String {
        crate::picture_visibility(text(entry_visibility))
    }
}

/// The open forms' server side (`functions/src/forms.js`): the newsletter's double opt-in, the contact messages
/// and the rate limits (`skora_core::newsletter_confirm`, `skora_core::contact`, `skora_core::rate_limit`).
#[wasm_bindgen]
pub struct OpenForms;

#[wasm_bindgen]
impl OpenForms {
    /// The open forms' collections and fixed answers: `{mail, newsletterPending, newsletterSubscriptions,
    /// contactMessages, rateLimits, subscribeAnswer, contactRateLimitedMessage}`.
    pub fn paths() -> JsValue {
        to_js(&forms::form_paths())
    }

    /// The newsletter request's data (any value) checked by the core: `{ok: {email}}` or `{errors, message}`.
    pub fn newsletter(data: &JsValue) -> JsValue {
        to_js(&forms::newsletter_request(&json_text(data)))
    }

    /// The contact request's data (any value) checked and sanitized by the core: `{ok: message, id}` (id: the
    /// browser's, or `null`) or `{errors, message}`.
    pub fn contact(data: &JsValue) -> JsValue {
        to_js(&forms::contact_request(&json_text(data)))
    }

    /// The rate-limit counter's document id for `value` under `scope` (`newsletter-client`, `contact-account`,
    /// …), or `undefined` for an unknown scope.
    #[wasm_bindgen(js_name = counterId)]
    pub fn counter_id(scope: &str, value: &JsValue) -> Option<String> {
        forms::rate_limit_id(scope, &text(value).unwrap_or_default())
    }

    /// One request against the stored counter (`{startMs, count}`, or absent) at `now_ms`:
    /// `{allowed, next, expiresAtMs, retryAfterMs}`, or `null` for an unknown scope.
    #[wasm_bindgen(js_name = rateStep)]
    pub fn rate_step(scope: &str, stored: &JsValue, now_ms: f64) -> JsValue {
        let stored = (!stored.is_null() && !stored.is_undefined()).then(|| json_text(stored));
        to_js_or_null(forms::rate_step(scope, stored, now_ms))
    }

    /// The key a per-inbox limit counts `email` against (trimmed, lowercased, `+tag` and dots folded), or
    /// `undefined`.
    #[wasm_bindgen(js_name = canonicalEmail)]
    pub fn canonical_email(email: &JsValue) -> Option<String> {
        forms::canonical_email(&text(email).unwrap_or_default())
    }

    /// What subscribeNewsletter does with a valid sign-up: `{countClient, countAddress, queue}`.
    #[wasm_bindgen(js_name = subscribeDecision)]
    pub fn subscribe_decision(client_allowed: bool, address_allowed: bool, known: bool) -> JsValue {
        to_js(&forms::subscribe_decision(
            client_allowed,
            address_allowed,
            known,
        ))
    }

    /// The contact form's counter for a caller, `[scope, value]`: the account (`uid`, when a string), else the
    /// client address.
    #[wasm_bindgen(js_name = contactCaller)]
    pub fn contact_caller(uid: &JsValue, client: &JsValue) -> JsValue {
        to_js(&forms::contact_caller(
            text(uid),
            &text(client).unwrap_or_default(),
        ))
    }

    /// The client of a request: the last `X-Forwarded-For` entry (when a string), else the socket's address.
    #[wasm_bindgen(js_name = clientAddress)]
    pub fn client_address(forwarded_for: &JsValue, socket: &JsValue) -> String {
        forms::client_address(text(forwarded_for), text(socket))
    }

    /// A confirmation token from 32+ random bytes, or `undefined` when too few.
    pub fn token(random: &[u8]) -> Option<String> {
        forms::confirmation_token(random)
    }

    /// The pending subscription's id (the token's hash), or `undefined` for anything that is no token.
    #[wasm_bindgen(js_name = pendingId)]
    pub fn pending_id(token: &JsValue) -> Option<String> {
        forms::pending_id(&text(token)?)
    }

    /// The `mail` document asking `email` to confirm with `token`, linking to the site at `origin`.
    #[wasm_bindgen(js_name = confirmationMail)]
    pub fn confirmation_mail(email: &str, origin: &str, token: &str) -> JsValue {
        to_js(&forms::confirmation_mail(email, origin, token))
    }

    /// When a contact message sent at `now_ms` is deleted (Unix ms): its `expiresAt`.
    #[wasm_bindgen(js_name = messageExpiresAt)]
    pub fn message_expires_at(now_ms: f64) -> f64 {
        forms::message_expires_at(now_ms)
    }

    /// When a confirmation link made at `now_ms` expires (Unix ms).
    #[wasm_bindgen(js_name = tokenExpiresAt)]
    pub fn token_expires_at(now_ms: f64) -> f64 {
        forms::token_expires_at(now_ms)
    }

    /// Whether a pending subscription expiring at `expires_at_ms` may still be confirmed at `now_ms`.
    #[wasm_bindgen(js_name = canConfirm)]
    pub fn can_confirm(expires_at_ms: f64, now_ms: f64) -> bool {
        forms::can_confirm(expires_at_ms, now_ms)
    }
}

/// Requests to contact a player, with the player's consent (`functions/src/contact-requests.js`): what one request
/// delivers (or "sent" and nothing), what the player's answer writes, and what a guardian's one-time link shows and
/// writes (`skora_core::contact_requests`). Inputs are plain objects of the function's reads (documents as
/// `snapshotData` gives them).
/// The e-mail queue (`mail/{id}`, the Trigger Email extension's shape; each mail's content is the capability's
/// that sends it): where a mail goes and when it is deleted.
#[wasm_bindgen]
pub struct Mails;

#[wasm_bindgen]
impl Mails {
    /// The queue's collection.
    pub fn path() -> String {
        skora_core::firestore_paths::MAIL.into()
    }

    /// When a mail queued at `now_ms` is deleted (Unix ms): its `expiresAt`.
    #[wasm_bindgen(js_name = expiresAt)]
    pub fn expires_at(now_ms: f64) -> f64 {
        forms::mail_expires_at(now_ms)
    }
}

#[wasm_bindgen]
pub struct ContactRequests;

#[wasm_bindgen]
impl ContactRequests {
    /// `{inbox, contacts, guardianLinks, mail, rateLimits, users, players, privateDetails, sent, order}`.
    pub fn paths() -> JsValue {
        to_js(&contact::contact_paths())
    }

    /// The plan for one request (`{scout, player, message, profile, cv, details, stored, counter, nowMs, origin,
    /// token}`): `{kind: 'invalid', errors}`, `{kind: 'noScoutProfile', message}`, `{kind: 'sent'}` or
    /// `{kind: 'deliver', requestPath, request, counterId, counter, guardian?, interest?}`; `null` for no input.
    pub fn ask(input: &JsValue) -> JsValue {
        to_js(&contact::ask_plan(&json_text(input)))
    }

    /// The player's answer (`{player, scout, answer, stored, cv, details, playerEmail, scoutEmail}`):
    /// `{kind: 'refused', message}` or `{kind: 'write', status, requestPath, update, contactPath, contact?}`.
    pub fn answer(input: &JsValue) -> JsValue {
        to_js(&contact::answer_plan(&json_text(input)))
    }

    /// A guardian's link (`link`: its document, or null) with the reads of `answer`'s input (`answer`: 'accept',
    /// 'decline', or '' to show it) at `now_ms`: `{kind: 'invalidLink' | 'answered', message}`, `{kind: 'view', …}`
    /// or `{kind: 'write', …}`.
    pub fn guardian(link: &JsValue, input: &JsValue, now_ms: f64) -> JsValue {
        let link = (!link.is_null() && !link.is_undefined()).then(|| json_text(link));
        to_js(&contact::guardian_plan(
            link.as_deref(),
            &json_text(input),
            now_ms,
        ))
    }

    /// The link document a guardian's token opens, or `undefined` for anything that is no token.
    #[wasm_bindgen(js_name = linkId)]
    pub fn link_id(token: &JsValue) -> Option<String> {
        contact::link_id(&text(token)?)
    }

    /// The documents to read for a request between `scout` and `player`: `{profile, counter, request, contact, cv,
    /// details}`, each a path or `null` (all but the scout's when the ids do not name two accounts).
    pub fn reads(scout: &JsValue, player: &JsValue) -> JsValue {
        to_js(&contact::reads(
            &text(scout).unwrap_or_default(),
            &text(player).unwrap_or_default(),
        ))
    }
}

/// Requests to confirm a player's stats (`functions/src/confirmations.js`): what one request stores and mails, or
/// "sent" and nothing (`skora_core::confirmation_requests`). Inputs are plain objects of the function's reads.
#[wasm_bindgen]
pub struct Confirmations;

#[wasm_bindgen]
impl Confirmations {
    /// `{attestations, attestationLinks, mail, sent, unavailable}`.
    pub fn paths() -> JsValue {
        to_js(&confirmations::paths())
    }

    /// The plan for one request (`{player, form, weeks, cv, weekDocs, ownEmails, stored, playerCounter,
    /// officialCounter, nowMs, origin, token}`): `{kind: 'invalid', errors}`, `{kind: 'sent'}` or `{kind: 'deliver',
    /// requestPath, request, linkPath, link, expiresAtMs, mail, counters}`; `null` for no input.
    pub fn ask(input: &JsValue) -> JsValue {
        to_js(&confirmations::ask_plan(&json_text(input)))
    }

    /// An official's visit or answer of their link (`{link, request, answer, note, nowMs}`: the link's document and the
    /// request it names, or null): `{kind: 'unavailable', message}`, `{kind: 'view', playerName, playerClub?,
    /// officialName, officialRole, officialClub, season, weeks, note?}`, `{kind: 'invalid', errors}` or
    /// `{kind: 'write', requestPath, update, status, recordPath?, record?}` (a confirmation also merges `record` into
    /// the season's public record at `recordPath`).
    pub fn answer(input: &JsValue) -> JsValue {
        to_js(&confirmations::answer_plan(&json_text(input)))
    }

    /// What a change of the week `week` (its stored document now, or null when deleted) does to a stored request:
    /// `{status?, voidedWeeks}` to update, or `null` when nothing changes.
    #[wasm_bindgen(js_name = voidOnChange)]
    pub fn void_on_change(request: &JsValue, week: &JsValue, now: &JsValue) -> JsValue {
        to_js(&confirmations::void_plan(
            &json_text(request),
            &text(week).unwrap_or_default(),
            &json_text(now),
        ))
    }

    /// The season's public record of confirmed weeks (`players/{uid}/confirmedWeeks/{season}`) holding `week`, or
    /// `undefined` for no week.
    #[wasm_bindgen(js_name = recordPath)]
    pub fn record_path(uid: &JsValue, week: &JsValue) -> Option<String> {
        confirmations::record_path(&text(uid)?, &text(week)?)
    }

    /// Whether a change of `week` (its stored document now, or null when deleted) takes it out of the season's
    /// record as read (null when there is none): its figures no longer have the hash that was confirmed.
    pub fn unconfirms(record: &JsValue, week: &JsValue, now: &JsValue) -> bool {
        confirmations::unconfirms(
            &json_text(record),
            &text(week).unwrap_or_default(),
            &json_text(now),
        )
    }

    /// The seasons' records that show every week of `docs` (`[{id, data}]`, the stored weeks) of `uid` as confirmed by
    /// `by` ("Jan Novák (coach, FC Example)"): `[{path, record}]`, one per season (the demo data's confirmations).
    pub fn records(uid: &JsValue, docs: &JsValue, by: &JsValue) -> JsValue {
        to_js(&confirmations::records(
            &text(uid).unwrap_or_default(),
            &json_text(docs),
            &text(by).unwrap_or_default(),
        ))
    }

    /// The record that shows every measured test of `stats` (`playerStats/{uid}` as stored) of `uid` as confirmed by
    /// `by`: `{path, record}`, or `null` without a test (the demo data's confirmed tests).
    #[wasm_bindgen(js_name = testsRecord)]
    pub fn tests_record(uid: &JsValue, stats: &JsValue, by: &JsValue) -> JsValue {
        to_js(&confirmations::tests_record(
            &text(uid).unwrap_or_default(),
            &json_text(stats),
            &text(by).unwrap_or_default(),
        ))
    }

    /// The player's requests as their page lists them, newest first, from the stored documents (`[{id, data}]`):
    /// `[{id, status, statusLabel, statusText, season, weeks, official, sentOn?, note?, disputeNote?, canWithdraw}]`.
    pub fn mine(docs: &JsValue, player: &JsValue, now_ms: f64) -> JsValue {
        to_js(&confirmations::mine(
            &json_text(docs),
            &text(player).unwrap_or_default(),
            now_ms.max(0.0) as u64,
        ))
    }

    /// The update withdrawing a stored request for `player` (`{status, withdrawnAtMs}`), or `null` when it is not
    /// theirs or no longer open.
    pub fn withdrawal(request: &JsValue, player: &JsValue, now_ms: f64) -> JsValue {
        to_js(&confirmations::withdrawal(
            &json_text(request),
            &text(player).unwrap_or_default(),
            now_ms.max(0.0) as u64,
        ))
    }

    /// The link document (`attestationLinks/{id}`) an official's token opens, or `undefined` for anything that is no
    /// token.
    #[wasm_bindgen(js_name = linkId)]
    pub fn link_id(token: &JsValue) -> Option<String> {
        confirmations::link(&text(token)?)
    }

    /// The documents to read for a request of `player` to the address `email` for `weeks` (an array of week ids), or
    /// for the measured tests (`tests`): `{cv, details, request?, playerCounter, officialCounter?, weeks, stats?}`.
    pub fn reads(player: &JsValue, email: &JsValue, weeks: &JsValue, tests: bool) -> JsValue {
        to_js(&confirmations::request_reads(
            &text(player).unwrap_or_default(),
            &text(email).unwrap_or_default(),
            &json_text(weeks),
            tests,
        ))
    }

    /// What a change of the player's stats (`playerStats/{uid}` now, or null when deleted) does to a stored request of
    /// their measured tests: `{status?, voidedTests}` to update, or `null` when nothing changes (or it is a request of
    /// weeks).
    #[wasm_bindgen(js_name = voidTestsOnChange)]
    pub fn void_tests_on_change(request: &JsValue, stats: &JsValue) -> JsValue {
        to_js(&confirmations::void_tests_plan(
            &json_text(request),
            &json_text(stats),
        ))
    }

    /// The public record of the player's confirmed tests (`players/{uid}/confirmedTests/measured`), or `undefined`.
    #[wasm_bindgen(js_name = testsRecordPath)]
    pub fn tests_record_path(uid: &JsValue) -> Option<String> {
        skora_core::firestore_paths::confirmed_tests_path(&text(uid)?)
    }

    /// The tests a change of the player's stats (now, or null when deleted) takes out of the record as read (null when
    /// there is none): their keys, whose value or day is no longer the one confirmed.
    #[wasm_bindgen(js_name = testsUnconfirmed)]
    pub fn tests_unconfirmed(record: &JsValue, stats: &JsValue) -> JsValue {
        to_js(&confirmations::tests_unconfirmed(
            &json_text(record),
            &json_text(stats),
        ))
    }
}

/// Deleting an account (`functions/src/account-deletion.js`): whether the owner may now, and every document, query
/// and file that goes, in order (`skora_core::account_deletion`).
#[wasm_bindgen]
pub struct Accounts;

#[wasm_bindgen]
impl Accounts {
    /// `{marker, trees, documents, heldByOthers: [[group, field]], index, files, mail}` for account `uid`, or `null`.
    pub fn deletion(uid: &JsValue) -> JsValue {
        to_js_or_null(text(uid).as_deref().and_then(accounts::plan))
    }

    /// Whether the caller may delete their account now: `typed` (any value) is the account's e-mail and the ID
    /// token's `auth_time` (seconds) is recent at `now_ms`: `{ok: true}` or `{errors, message}`.
    pub fn confirm(
        typed: &JsValue,
        account_email: &JsValue,
        auth_time_s: f64,
        now_ms: f64,
    ) -> JsValue {
        to_js(&accounts::confirm(
            &text(typed).unwrap_or_default(),
            &text(account_email).unwrap_or_default(),
            auth_time_s,
            now_ms,
        ))
    }
}
