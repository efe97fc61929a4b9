//! The profile module: seven handles of static methods, each mirroring a capability of the core, and the
//! one failure outcome.
//!
//! - [`profile::Profile`]: the CV read from its stored documents (the typed profile, completeness, the
//!   title, the age, the editor's form, the paths) as one view; the editor's save (the rule and the write
//!   plan in one call); the picture (its rule, its paths, the photo flag's plans).
//! - [`attributes::Attributes`]: the stats wizard (fields, form, the drafts laid over it, the save) and the
//!   CV's attribute card.
//! - [`weekly::Weekly`]: the weekly stats (calendar, form, the settings page's list, the CV's season
//!   summary) and the save or delete of one week.
//! - [`scout::Scout`]: a scout's profile (the editor's form, whether it is complete, the save).
//! - [`scouting::Scouting`]: what a scout keeps: the lists (a page in the chosen order, its cards, the export),
//!   the saved searches and the notifications, every change to them as one write plan.
//! - [`device::Device`]: the JSON values kept in localStorage (the cached CV and the drafts) and logout's
//!   clearing of them.
//! - [`Member`], the session module's handle, linked in whole: a page that loads this module anyway opens its
//!   session with it, and downloads no second module for that (`app/src/shared/core/member.ts` chooses).
//!
//! Why handles of static methods: the page asks one object per capability, with few coarse calls whose
//! types tsify generates (`Ts<T>`); static, because the module is re-instantiated after a trap
//! (`app/src/shared/core/recovery.ts`) and an object would point into the memory of the old instance.
//!
//! A stored document crosses as plain data (`Record<string, unknown>`): the core reads it tolerantly, so old
//! or extra keys never break a page.

use serde::Serialize;
use skora_core::firestore_errors::{self, WriteContext};
use skora_wasm_common::typed::{read, typed};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

pub mod attributes;
pub mod device;
pub mod profile;
pub mod scout;
pub mod scouting;
pub mod weekly;

pub use skora_wasm_session::Member;

/// What a failed read or write means for the user.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Failure {
    /// The server refused it under its rules (a members-only or missing CV for a visitor).
    pub denied: bool,
    /// For a write: the core's sentence for the save (`context`) and the code (the one wording table).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub message: Option<String>,
}

/// A failed Firestore call's `code` (with or without the `firestore/` prefix; none or an unknown one: the
/// save's fallback) as the user reads it; `context` names the save when it was a write
/// (`shared/firebase/write-plan.ts`, the one writer).
#[wasm_bindgen]
pub fn failure(
    code: Option<String>,
    context: Option<Ts<WriteContext>>,
) -> Result<Ts<Failure>, JsValue> {
    let code = code.unwrap_or_default();
    let message = context
        .map(read)
        .transpose()?
        .map(|context| firestore_errors::write_error_message(context, &code).to_string());
    typed(&Failure {
        denied: firestore_errors::is_permission_denied(&code),
        message,
    })
}

/// Whether the CV's `playerType` (as stored: anything, since it comes from a document) is a goalkeeper's.
pub(crate) fn is_goalkeeper(player_type: Option<&str>) -> bool {
    player_type == Some(skora_core::profile::PlayerType::Goalkeeper.as_str())
}

/// A date as the pages print it (`10 May 2006`, `May 2006`), keyed by the stored text; text that is no date
/// is left out (the page shows it as it is: nothing shown is lost or made up).
pub(crate) fn date_texts<'a>(
    dates: impl IntoIterator<Item = &'a str>,
) -> std::collections::BTreeMap<String, String> {
    dates
        .into_iter()
        .filter_map(|iso| skora_core::date_text::date_text(iso).map(|text| (iso.to_string(), text)))
        .collect()
}
