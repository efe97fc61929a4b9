//! What the device keeps, as one handle, `Device`: the JSON values the app keeps in localStorage, read and
//! written here so TypeScript never parses them: the cached CV (`userProfile_{uid}`), the unsaved CV
//! (`userProfileDraft_{uid}`), the unsaved weekly entry (`weeklyStats_draft_{uid}`) and the stats wizard's steps
//! (`userStats_*`, laid over the wizard's form by `Attributes.read`); and logout's clearing of them, the session's
//! kept `lastSession` included (the session module's `Member` reads and writes that one: every signed-in page opens
//! with it). Each is named by a tagged key (`{profile: uid}`, `{weeklyDraft: uid}`, `"signedOut"`…). This facade
//! does the I/O through `skora_wasm_common::storage`; the core's `cache` decides the keys, what a stored text means (a
//! missing, corrupt or wrongly shaped value reads as the key's default), what is written and which keys a logout
//! clears.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::attributes::{self, AttributesForm, Step};
use skora_core::cache;
use skora_core::profile::ProfileForm;
use skora_core::scout::ScoutForm;
use skora_core::weekly::WeeklyDraft;
use skora_wasm_common::storage::{forget, keep_or_forget, local, stored};
use skora_wasm_common::typed::{read as read_typed, typed};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// One of the values the device keeps.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum DeviceKey {
    /// The CV cached for this uid (without its timestamps: what the owner wrote).
    Profile(String),
    /// The CV this uid typed and the server has not confirmed.
    ProfileDraft(String),
    /// The scout profile this uid typed and the server has not confirmed.
    ScoutDraft(String),
    /// The week this uid typed and has not saved.
    WeeklyDraft(String),
}

/// A value to keep under its key; without its value, the key's value is forgotten (the server confirmed a
/// save, the user discarded the draft, or signed out).
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum DeviceEntry {
    Profile {
        uid: String,
        #[serde(default)]
        #[tsify(optional, type = "Record<string, unknown>")]
        doc: Option<Value>,
    },
    ProfileDraft {
        uid: String,
        #[serde(default)]
        #[tsify(optional)]
        form: Option<ProfileForm>,
    },
    ScoutDraft {
        uid: String,
        #[serde(default)]
        #[tsify(optional)]
        form: Option<ScoutForm>,
    },
    WeeklyDraft {
        uid: String,
        #[serde(default)]
        #[tsify(optional)]
        draft: Option<WeeklyDraft>,
    },
    /// `step`'s part of the wizard's values (the groups it asks for).
    Step {
        uid: String,
        step: Step,
        #[serde(default)]
        #[tsify(optional)]
        values: Option<AttributesForm>,
    },
    /// Every step's draft of the stats wizard, forgotten (the server has the values).
    Steps,
    /// Logout: every user's cached CV and drafts and the wizard's steps forgotten; nothing else.
    SignedOut,
}

/// What the device has under a key: the one field of the key's kind, when there is a value that reads (a
/// missing, corrupt or wrongly shaped one, or a form of an older version, is none: never shown half-read).
#[derive(Debug, Clone, Default, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Kept {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional, type = "Record<string, unknown>")]
    pub profile: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub profile_draft: Option<ProfileForm>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub scout_draft: Option<ScoutForm>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub weekly_draft: Option<WeeklyDraft>,
}

/// The stored values of `step`'s draft for `uid` (`Null` for none: a corrupt, outdated or other account's).
pub(crate) fn step_draft(step: Step, uid: &str) -> Value {
    cache::step_draft_values(stored(step.draft_key()).as_deref(), uid)
}

/// The keys of logout's set among those stored.
fn signed_out_keys() -> Vec<String> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    // Listed first: removing a key while walking the indexes would skip the one after it.
    let listed: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect();
    cache::logout_keys(listed.iter().map(String::as_str))
        .into_iter()
        .map(str::to_string)
        .collect()
}

#[wasm_bindgen]
pub struct Device;

#[wasm_bindgen]
impl Device {
    /// What the device keeps under `key`.
    pub fn read(key: Ts<DeviceKey>) -> Result<Ts<Kept>, JsValue> {
        let mut kept = Kept::default();
        match read_typed(key)? {
            DeviceKey::Profile(uid) => {
                kept.profile = cache::read_object(stored(&cache::profile_key(&uid)).as_deref());
            }
            DeviceKey::ProfileDraft(uid) => {
                kept.profile_draft =
                    cache::read_object_as(stored(&cache::profile_draft_key(&uid)).as_deref());
            }
            DeviceKey::ScoutDraft(uid) => {
                kept.scout_draft =
                    cache::read_object_as(stored(&cache::scout_draft_key(&uid)).as_deref());
            }
            DeviceKey::WeeklyDraft(uid) => {
                kept.weekly_draft =
                    cache::read_object_as(stored(&cache::weekly_draft_key(&uid)).as_deref());
            }
        }
        typed(&kept)
    }

    /// Keeps `entry`'s value, or forgets its key's; returns how many stored values changed (a kept value: 1,
    /// or 0 when the storage is full or blocked; a forgotten one: how many went). A value that does not cross
    /// as plain data is not stored either: the device costs a refetch or a draft, never the page.
    pub fn keep(entry: Ts<DeviceEntry>) -> u32 {
        let Ok(entry) = read_typed(entry) else {
            return 0;
        };
        match entry {
            DeviceEntry::Profile { uid, doc } => {
                if doc.as_ref().is_some_and(|d| !d.is_object()) {
                    return 0;
                }
                keep_or_forget(cache::profile_key(&uid), doc.map(cache::cacheable_document))
            }
            DeviceEntry::ProfileDraft { uid, form } => {
                keep_or_forget(cache::profile_draft_key(&uid), form.as_ref().map(json))
            }
            DeviceEntry::ScoutDraft { uid, form } => {
                keep_or_forget(cache::scout_draft_key(&uid), form.as_ref().map(json))
            }
            DeviceEntry::WeeklyDraft { uid, draft } => {
                keep_or_forget(cache::weekly_draft_key(&uid), draft.as_ref().map(json))
            }
            DeviceEntry::Step { uid, step, values } => keep_or_forget(
                step.draft_key().to_string(),
                values.map(|values| {
                    cache::step_draft(&uid, attributes::step_values(step, &json(&values)))
                }),
            ),
            DeviceEntry::Steps => forget(Step::ALL.iter().map(|s| s.draft_key().to_string())),
            DeviceEntry::SignedOut => forget(signed_out_keys()),
        }
    }
}

/// A typed value as the JSON stored for it.
fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}
