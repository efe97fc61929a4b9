//! The profile module: the CV editor's form and rule, the tolerant reader of stored documents,
//! completeness, the picture rule, ages, the CV's title and career seasons, how a stored date reads,
//! what a failed save or read tells the user, the player attributes (the stats wizard's fields, form and rule; the CV's attribute
//! card), and the JSON values kept in localStorage (`storage`: the cached CV and the drafts).
//!
//! A stored `players/{uid}` document crosses as plain data (`Record<string, unknown>`): the core reads it
//! tolerantly, so old or extra keys never break a page.

use serde_json::Value;
use skora_core::positions::Position;
use skora_core::{
    age, attributes, completeness, date_text, firestore_paths, names, picture, profile,
};
pub use skora_wasm_common::is_permission_denied;

pub mod plans;
pub mod storage;
pub mod weekly;
use skora_wasm_common::{from_js_each, from_js_or_null, invalid_form, to_js, validate};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    skora_wasm_common::set_panic_hook();
}

/// The two documents to store in one batch (`{cv, details}`: the CV and its owner-only details), or an
/// `invalid-form` error listing every field's problem. `today` is the caller's local date as `YYYY-MM-DD`.
#[wasm_bindgen(js_name = validateProfileForm, unchecked_return_type = "ProfileDocuments")]
pub fn validate_profile_form(
    #[wasm_bindgen(unchecked_param_type = "ProfileForm")] form: JsValue,
    today: &str,
    #[wasm_bindgen(js_name = hasPhoto)] has_photo: bool,
) -> Result<JsValue, JsValue> {
    validate(form, |form: &profile::ProfileForm| {
        profile::validate_profile_form(form, today, has_photo)
    })
}

/// The path of a player's owner-only details (`players/{uid}/private/details`), or `undefined` for an id
/// that is no document id.
#[wasm_bindgen(js_name = playerDetailsPath)]
pub fn player_details_path(uid: &str) -> Option<String> {
    firestore_paths::player_private_path(uid)
}

/// The path of a player's stats (`playerStats/{uid}`: the CV's attribute card, the stats wizard), or
/// `undefined` for an id that is no document id.
#[wasm_bindgen(js_name = playerStatsPath)]
pub fn player_stats_path(uid: &str) -> Option<String> {
    firestore_paths::player_stats_path(uid)
}

/// The path of a main position's figures (`aggregates/positions/byPosition/{POS}`: its histograms, for the
/// attribute card's percentiles), or `undefined` for a code that is no position.
#[wasm_bindgen(js_name = positionFiguresPath)]
pub fn position_figures_path(code: &str) -> Option<String> {
    Position::from_code(code).map(skora_core::aggregates::position_path)
}

/// The collections of a player's career and honours entries (`players/{uid}/career`, `…/honours`), each
/// read with one query; `undefined` for an id that is no document id.
#[wasm_bindgen(js_name = careerPath)]
pub fn career_path(uid: &str) -> Option<String> {
    firestore_paths::career_path(uid)
}

#[wasm_bindgen(js_name = honoursPath)]
pub fn honours_path(uid: &str) -> Option<String> {
    firestore_paths::honours_path(uid)
}

/// The stored CV with `career` and `honours` filled from their entry documents (`{id, data}` as the two
/// queries return them), in position order; a missing position is `null` (the readers skip it), so each
/// list's length is how far the stored entries reach (what the next save clears past). An entry that
/// cannot be read is left out and reported; it never fails the CV. A CV that cannot be read itself (past
/// the limits every stored document keeps) comes back as it is, for the readers to refuse.
#[wasm_bindgen(js_name = withEntries, unchecked_return_type = "Record<string, unknown>")]
pub fn with_entries(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown>")] cv: JsValue,
    #[wasm_bindgen(unchecked_param_type = "EntryDocument[]")] career: JsValue,
    #[wasm_bindgen(unchecked_param_type = "EntryDocument[]")] honours: JsValue,
) -> Result<JsValue, JsValue> {
    let Ok(cv) = from_js_or_null::<Value>(cv.clone()) else {
        return Ok(cv);
    };
    let career: Vec<profile::EntryDocument> = from_js_each(career, "career entries")?;
    let honours: Vec<profile::EntryDocument> = from_js_each(honours, "honours")?;
    to_js(&profile::with_entries(cv, &career, &honours))
}

/// The editor's values for the stored CV and its private details (each `undefined` or `null` when there is
/// none; the details' values win); neither gives the empty form.
#[wasm_bindgen(js_name = profileForm, unchecked_return_type = "ProfileForm")]
pub fn profile_form(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown> | null | undefined")]
    doc: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown> | null | undefined")]
    details: JsValue,
) -> Result<JsValue, JsValue> {
    let doc: Value = from_js_or_null(doc)?;
    let details: Value = from_js_or_null(details)?;
    to_js(&profile::edit_form(
        Some(&doc).filter(|d| !d.is_null()),
        Some(&details).filter(|d| !d.is_null()),
    ))
}

/// The typed profile of a stored document (timestamps and unknown keys ignored), or `undefined`.
#[wasm_bindgen(js_name = readProfile, unchecked_return_type = "PlayerProfile | undefined")]
pub fn read_profile(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown>")] doc: JsValue,
) -> Result<JsValue, JsValue> {
    let doc: Value = from_js_or_null(doc)?;
    match profile::read_profile(&doc) {
        Some(profile) => to_js(&profile),
        None => Ok(JsValue::UNDEFINED),
    }
}

#[wasm_bindgen(js_name = profileCompleteness, unchecked_return_type = "Completeness")]
pub fn profile_completeness(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown>")] doc: JsValue,
) -> Result<JsValue, JsValue> {
    let doc: Value = from_js_or_null(doc)?;
    to_js(&completeness::completeness(&doc))
}

/// Whether the guards may treat the profile as complete (the session's `profileComplete` flag).
#[wasm_bindgen(js_name = isProfileComplete)]
pub fn is_profile_complete(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown> | null | undefined")]
    doc: JsValue,
) -> Result<bool, JsValue> {
    let doc: Value = from_js_or_null(doc)?;
    Ok(completeness::is_profile_complete(&doc))
}

/// Nothing when the picture may be uploaded; otherwise an `invalid-form` error for the `picture` field.
#[wasm_bindgen(js_name = validatePicture)]
pub fn validate_picture(
    #[wasm_bindgen(js_name = contentType)] content_type: &str,
    #[wasm_bindgen(js_name = sizeBytes)] size_bytes: f64,
) -> Result<(), JsValue> {
    picture::validate_picture(content_type, size_bytes).map_err(|e| invalid_form(vec![e]))
}

/// Age in whole years on `today` (`YYYY-MM-DD`) of someone born in `birthMonth` (`YYYY-MM`, what a CV
/// holds), or `undefined` for invalid values.
#[wasm_bindgen(js_name = ageInBirthMonth)]
pub fn age_in_birth_month(
    #[wasm_bindgen(js_name = birthMonth)] birth_month: &str,
    today: &str,
) -> Option<u8> {
    age::age_in_birth_month(birth_month, today)
}

/// The localStorage key of one user's unsaved CV (the core's cache keys): written before a save, removed once
/// the server confirms it.
#[wasm_bindgen(js_name = profileDraftKey)]
pub fn profile_draft_key(uid: &str) -> String {
    skora_core::cache::profile_draft_key(uid)
}

/// The CV's title (its heading and the page title): the display name of a stored document's `firstName` and
/// `lastName`, or "Player profile" when there is none. The values are taken as stored: anything that is not a
/// string (missing, `null`, a number in a damaged document) counts as no name.
#[wasm_bindgen(js_name = cvTitle)]
pub fn cv_title(
    #[wasm_bindgen(unchecked_param_type = "unknown")] first: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] last: JsValue,
) -> String {
    let text = |value: JsValue| value.as_string().unwrap_or_default();
    names::cv_title(&text(first), &text(last))
}

/// The CV's `mailto:` link for a contact address, or `undefined` when the core's e-mail rule refuses it (a
/// stored address is re-validated; the local part is percent-encoded, so no `?bcc=` can ride along).
#[wasm_bindgen(js_name = mailtoHref)]
pub fn mailto_href(email: &str) -> Option<String> {
    skora_core::links::mailto_href(email)
}

/// A career row's seasons: `2004 – 2021`, `2023 – present` (no `to`), or one year.
#[wasm_bindgen(js_name = careerSeasons)]
pub fn career_seasons(from: u16, to: Option<u16>) -> String {
    profile::career_seasons(from, to)
}

/// A stored date as the pages print it: `YYYY-MM-DD` as `10 May 2006`, `YYYY-MM` as `May 2006`. Any other
/// text (an old document's, a date still being typed) comes back as it is: nothing shown is lost or made up.
#[wasm_bindgen(js_name = dateText)]
pub fn date_text(iso: &str) -> String {
    date_text::date_text(iso).unwrap_or_else(|| iso.to_string())
}

/// Whether the CV's `playerType` (as stored: anything, since it comes from a document) is a goalkeeper's.
pub(crate) fn is_goalkeeper(player_type: &JsValue) -> bool {
    player_type.as_string().as_deref() == Some(skora_core::profile::PlayerType::Goalkeeper.as_str())
}

/// The stats wizard's steps and inputs (`playerStats/{uid}`): keys, groups, labels, units, plausible
/// ranges, decimals and the draft key of each step.
#[wasm_bindgen(js_name = attributeFields, unchecked_return_type = "AttributeFields")]
pub fn attribute_fields() -> Result<JsValue, JsValue> {
    to_js(&attributes::attribute_fields())
}

/// The `playerStats/{uid}` document for the wizard's values (the app adds `updatedAt`), or an `invalid-form`
/// error listing every field's problem at its react-hook-form path. `today` is the caller's local date
/// (`YYYY-MM-DD`, the latest a test may be dated); `playerType` the CV's: a goalkeeper's `goalkeeping` values are
/// required, an outfield player's refused.
#[wasm_bindgen(js_name = validateAttributesForm, unchecked_return_type = "StatsDocument")]
pub fn validate_attributes_form(
    #[wasm_bindgen(unchecked_param_type = "AttributesForm")] form: JsValue,
    today: &str,
    #[wasm_bindgen(js_name = playerType, unchecked_param_type = "string | null | undefined")]
    player_type: JsValue,
) -> Result<JsValue, JsValue> {
    let goalkeeper = is_goalkeeper(&player_type);
    validate(form, |form: &attributes::AttributesForm| {
        attributes::validate_attributes_form(form, today, goalkeeper)
    })
}

/// The wizard's values for a stored `playerStats/{uid}` (`undefined` or `null`: the empty form), every key
/// present; the goalkeeping values only for a goalkeeper.
#[wasm_bindgen(js_name = attributesForm, unchecked_return_type = "AttributesForm")]
pub fn attributes_form(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown> | null | undefined")]
    doc: JsValue,
    #[wasm_bindgen(js_name = playerType, unchecked_param_type = "string | null | undefined")]
    player_type: JsValue,
) -> Result<JsValue, JsValue> {
    let doc: Value = from_js_or_null(doc)?;
    to_js(&attributes::attributes_form(
        Some(&doc),
        is_goalkeeper(&player_type),
    ))
}

/// The CV's attribute card for a stored `playerStats/{uid}` of a player with this `playerType` and
/// `mainPosition` (the CV's values, as stored), with the main position's aggregate document
/// (`aggregates/positions/byPosition/{POS}`; `undefined` when not read): overall, faces with colour bands and
/// radar values, "Top N% of {position}s" where at least 20 players count, weak foot, skill moves and the measured
/// tests. `undefined` when there is no document or it is no object.
#[wasm_bindgen(js_name = attributeCard, unchecked_return_type = "AttributeCard | undefined")]
pub fn attribute_card(
    #[wasm_bindgen(js_name = statsDoc, unchecked_param_type = "Record<string, unknown> | null | undefined")]
    stats_doc: JsValue,
    #[wasm_bindgen(js_name = playerType, unchecked_param_type = "string | null | undefined")]
    player_type: JsValue,
    #[wasm_bindgen(js_name = mainPosition, unchecked_param_type = "string | null | undefined")]
    main_position: JsValue,
    #[wasm_bindgen(js_name = positionAggregate, unchecked_param_type = "Record<string, unknown> | null | undefined")]
    position_aggregate: JsValue,
) -> Result<JsValue, JsValue> {
    let doc: Value = from_js_or_null(stats_doc)?;
    // A broken aggregate costs the percentiles, never the card.
    let aggregate: Option<Value> = from_js_or_null(position_aggregate)
        .ok()
        .filter(|v: &Value| v.is_object());
    let position = main_position
        .as_string()
        .and_then(|code| Position::from_code(&code));
    match skora_core::attribute_card::attribute_card(
        &doc,
        is_goalkeeper(&player_type),
        position,
        aggregate.as_ref(),
    ) {
        Some(card) => to_js(&card),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// A CV's first and last name from the account's display name, for an editor whose CV has no name yet:
/// `{ firstName, lastName }` (the last word is the last name; one word is a first name only).
#[wasm_bindgen(js_name = splitDisplayName, unchecked_return_type = "{ firstName: string; lastName: string }")]
pub fn split_display_name(name: &str) -> Result<JsValue, JsValue> {
    let (first_name, last_name) = names::split_display_name(name);
    to_js(&serde_json::json!({ "firstName": first_name, "lastName": last_name }))
}
