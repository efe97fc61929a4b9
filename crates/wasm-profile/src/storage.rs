//! The JSON values the app keeps in localStorage, read and written here so TypeScript never parses them: the
//! cached CV (`userProfile_{uid}`), the unsaved CV (`userProfileDraft_{uid}`), the unsaved weekly entry
//! (`weeklyStats_draft_{uid}`) and the stats wizard's steps (`userStats_*`); and logout's clearing of them (a
//! signed-in page has this module loaded: the session asks it whether the CV is complete). This facade does the
//! I/O; the core's `cache` decides the keys, what a stored text means (a missing, corrupt or wrongly shaped value
//! reads as the key's default), what is written and which keys a logout clears.
//!
//! Storage can be missing or throw (private mode, blocked cookies, a full quota): every function degrades to
//! "nothing stored". Values are written with `gloo-storage` (serde_json to text, a refused write as an error), but
//! only once `web-sys` has reached the area without an exception: `gloo-storage`'s accessor, `get` and `delete`
//! throw a JavaScript error out of the module when the browser refuses the area or a call (`expect_throw`), so
//! reads, removals and the listing go through `web-sys`, each call caught. (`set` expects a refusal to be a JS
//! `Error`, as every browser's `QuotaExceededError` is; anything else would be `unreachable!()` in gloo-storage.)

use gloo_storage::{LocalStorage, Storage as _};
use serde_json::Value;
use skora_core::attributes::{self, Step};
use skora_core::{cache, profile, weekly};
use skora_wasm_common::{from_js, to_js};
use wasm_bindgen::prelude::*;

/// localStorage, when the browser lets this page reach it (`None` in a worker, or on a `SecurityError`).
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The stored text of `key` (`None` when there is none or storage refuses).
fn read(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` as JSON; whether it was stored (not when full or blocked).
fn write(key: &str, value: &Value) -> bool {
    local().is_some() && LocalStorage::set(key, value).is_ok()
}

fn remove(key: &str) {
    if let Some(storage) = local() {
        // Nothing to remove from a storage that refuses.
        let _ = storage.remove_item(key);
    }
}

/// The value handed over, or `undefined` (the key's default).
fn typed<T: serde::Serialize>(value: Option<T>) -> Result<JsValue, JsValue> {
    value.map_or(Ok(JsValue::UNDEFINED), |value| to_js(&value))
}

/// The CV cached for `uid` (`undefined` when there is none, it is corrupt or no object: a refetch, never the page).
/// The document then goes to the tolerant readers.
#[wasm_bindgen(js_name = readCachedProfile, unchecked_return_type = "Record<string, unknown> | undefined")]
pub fn read_cached_profile(uid: &str) -> Result<JsValue, JsValue> {
    typed(cache::read_object(
        read(&cache::profile_key(uid)).as_deref(),
    ))
}

/// Caches `uid`'s CV document (without its timestamps: the cache keeps what the owner wrote); returns whether it
/// was stored. A full or blocked storage costs a refetch next time, never the page.
#[wasm_bindgen(js_name = cacheProfile)]
pub fn cache_profile(
    uid: &str,
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown>")] doc: JsValue,
) -> bool {
    // A value that does not cross as plain data is not stored either: a cache write never costs the page.
    from_js::<Value>(doc)
        .is_ok_and(|doc| write(&cache::profile_key(uid), &cache::cacheable_document(doc)))
}

/// The unsaved CV of `uid`: the editor's values when the stored text is a complete form of this version, else
/// `undefined` (missing, corrupt, another shape, a form of an older version). A bad draft is dropped, never shown
/// half-read.
#[wasm_bindgen(js_name = readProfileDraft, unchecked_return_type = "ProfileForm | undefined")]
pub fn read_profile_draft(uid: &str) -> Result<JsValue, JsValue> {
    let stored = read(&cache::profile_draft_key(uid));
    typed(cache::read_object_as::<profile::ProfileForm>(
        stored.as_deref(),
    ))
}

/// Keeps the editor's values as `uid`'s unsaved CV (before a save); returns whether it could (not when storage
/// refuses, nor for a value that does not cross as plain data: a draft write never costs the page).
#[wasm_bindgen(js_name = keepProfileDraft)]
pub fn keep_profile_draft(
    uid: &str,
    #[wasm_bindgen(unchecked_param_type = "ProfileForm")] form: JsValue,
) -> bool {
    from_js::<Value>(form).is_ok_and(|form| write(&cache::profile_draft_key(uid), &form))
}

/// Forgets `uid`'s unsaved CV (the server confirmed the save, or the user discarded it).
#[wasm_bindgen(js_name = forgetProfileDraft)]
pub fn forget_profile_draft(uid: &str) {
    remove(&cache::profile_draft_key(uid));
}

/// The unsaved weekly entry of `uid` (`Weekly.readDraft`), or none when missing, corrupt or of another shape.
pub(crate) fn read_weekly_draft(uid: &str) -> Result<Option<weekly::WeeklyDraft>, JsValue> {
    let stored = read(&cache::weekly_draft_key(uid));
    Ok(cache::read_object_as::<weekly::WeeklyDraft>(
        stored.as_deref(),
    ))
}

/// Keeps the weekly draft (`Weekly.keepDraft`); whether it could.
pub(crate) fn keep_weekly_draft(uid: &str, draft: JsValue) -> bool {
    from_js::<Value>(draft).is_ok_and(|draft| write(&cache::weekly_draft_key(uid), &draft))
}

/// Forgets the weekly draft (`Weekly.keepDraft` with none).
pub(crate) fn forget_weekly_draft(uid: &str) {
    remove(&cache::weekly_draft_key(uid));
}

/// The stats wizard's form: the stored values (`initial`, the core's `attributesForm`) with every step's draft of
/// `uid` laid over them, and whether a draft changed any value. A step's corrupt, outdated or other account's draft
/// reads as none (the core's default), so its stored values stand.
#[wasm_bindgen(js_name = restoreStepDrafts, unchecked_return_type = "DraftedForm")]
pub fn restore_step_drafts(
    #[wasm_bindgen(unchecked_param_type = "AttributesForm")] initial: JsValue,
    uid: &str,
) -> Result<JsValue, JsValue> {
    let initial: attributes::AttributesForm = from_js(initial)?;
    let drafts: Vec<(Step, Value)> = Step::ALL
        .into_iter()
        .map(|step| {
            (
                step,
                cache::step_draft_values(read(step.draft_key()).as_deref(), uid),
            )
        })
        .collect();
    to_js(&attributes::with_drafts(initial, &drafts))
}

/// Keeps `step`'s part of the wizard's values (the groups it asks for) as its draft for `uid`; returns whether it
/// could.
#[wasm_bindgen(js_name = keepStepDraft)]
pub fn keep_step_draft(
    #[wasm_bindgen(unchecked_param_type = "Step")] step: JsValue,
    uid: &str,
    #[wasm_bindgen(unchecked_param_type = "AttributesForm")] values: JsValue,
) -> bool {
    let (Ok(step), Ok(values)) = (from_js::<Step>(step), from_js::<Value>(values)) else {
        return false;
    };
    let part = attributes::step_values(step, &values);
    write(step.draft_key(), &cache::step_draft(uid, part))
}

/// Forgets every step's draft (after a save: the server has the values).
#[wasm_bindgen(js_name = forgetStepDrafts)]
pub fn forget_step_drafts() {
    for step in Step::ALL {
        remove(step.draft_key());
    }
}

/// Logout's clearing: removes every key the core's logout set names among those stored (every user's cached CV
/// and drafts, the stats wizard's steps; nothing else); returns how many. A storage that cannot be listed has
/// nothing this page could clear.
#[wasm_bindgen(js_name = clearUserCache)]
pub fn clear_user_cache() -> u32 {
    let Some(storage) = local() else {
        return 0;
    };
    // Listed first: removing a key while walking the indexes would skip the one after it.
    let stored: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect();
    let doomed = cache::logout_keys(stored.iter().map(String::as_str));
    for key in &doomed {
        let _ = storage.remove_item(key);
    }
    doomed.len() as u32
}
