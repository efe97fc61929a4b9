//! The session module: one handle, `Member`, for what every signed-in page needs, whatever module the page itself
//! loads (the map's, the directory's, the scout's lists…): whether the account's CV or scout profile is complete (the
//! guards' `profileComplete`), where a scout profile is, the session this device last saw confirmed (`lastSession`,
//! which opens the page while the Auth SDK confirms it), and what the nav counts on every page (the inbox's pending
//! requests and its label, the notifications). Small on purpose: a page that is not the player's own no longer waits
//! for the profile module to learn these.
//!
//! No `start` function: the conversion of each call's value installs the panic hook (once).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::cache;
use skora_core::completeness::is_profile_complete;
use skora_core::contact_requests::inbox;
use skora_core::firestore_paths::{inbox_path, notifications_path, scout_path};
use skora_core::guards::RememberedSession;
use skora_core::scout::{read_scout, scout_document_record};
use skora_wasm_common::storage::{keep_or_forget, stored};
use skora_wasm_common::typed::{read, typed};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// An account's stored documents, as far as they have been read (nothing yet: only what the device remembers).
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MemberRead {
    /// The signed-in account, once the Auth SDK has said who it is.
    #[serde(default)]
    #[tsify(optional)]
    pub uid: Option<String>,
    /// `players/{uid}`, when it exists.
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub cv: Option<Value>,
    /// `scouts/{uid}`, when it exists (asked only for an account without a CV).
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub scout: Option<Value>,
    /// How many pending requests the inbox's count query found (for the nav's label).
    #[serde(default)]
    #[tsify(optional)]
    pub pending: u32,
}

/// What the session knows of the account from them, and from the device.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MemberView {
    /// Whether the guards may treat the profile as complete: the CV's required fields (the core's completeness),
    /// else a scout profile that passes its rule; never without either.
    pub complete: bool,
    /// `scouts/{uid}`: where an account without a CV keeps its scout profile (none for an id that names no document).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub scout_path: Option<String>,
    /// The session this device last saw confirmed, when one is kept and reads (a corrupt, other-shaped or unsafe one
    /// is none): it opens a signed-in page while the Auth SDK confirms who is there.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub remembered: Option<RememberedSession>,
    /// `users/{uid}/inbox`: where the nav counts the pending requests (status `pending`), at most `pending_counted`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub inbox_collection: Option<String>,
    pub pending_counted: u32,
    /// The inbox link's label for `pending` ("Inbox, 2 new requests").
    pub inbox_label: String,
    /// `users/{uid}/notifications`: where the nav's bell counts the unread ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub notifications_collection: Option<String>,
}

/// The session the Auth SDK has just confirmed; without one, the kept one is forgotten (signed out).
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MemberEntry {
    #[serde(default)]
    #[tsify(optional)]
    pub confirmed: Option<RememberedSession>,
}

#[wasm_bindgen]
pub struct Member;

#[wasm_bindgen]
impl Member {
    /// What the account's stored documents say of it, and the session this device remembers.
    pub fn read(request: Ts<MemberRead>) -> Result<Ts<MemberView>, JsValue> {
        let r = read(request)?;
        let complete = match (&r.cv, r.scout) {
            (Some(cv), _) => cv.is_object() && is_profile_complete(cv),
            (None, scout) => read_scout(scout_document_record(scout).as_ref()).is_some(),
        };
        let uid = r.uid.as_deref();
        typed(&MemberView {
            complete,
            scout_path: uid.and_then(scout_path),
            inbox_collection: uid.and_then(inbox_path),
            pending_counted: inbox::PENDING_COUNTED,
            inbox_label: inbox::pending_label(r.pending),
            notifications_collection: uid.and_then(notifications_path),
            remembered: cache::read_object_as::<RememberedSession>(
                stored(cache::SESSION_KEY).as_deref(),
            )
            .and_then(RememberedSession::checked),
        })
    }

    /// Keeps the confirmed session, or forgets the kept one; how many stored values changed (1 kept, or 0 when the
    /// storage is full or blocked; a forgotten one: how many went). A session that names no document is not kept
    /// (the kept one is forgotten instead).
    pub fn remember(entry: Ts<MemberEntry>) -> u32 {
        let confirmed = read(entry).ok().and_then(|e| e.confirmed);
        keep_or_forget(
            cache::SESSION_KEY.to_string(),
            confirmed
                .and_then(RememberedSession::checked)
                .map(|s| serde_json::to_value(s).unwrap_or(Value::Null)),
        )
    }
}
