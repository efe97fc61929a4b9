//! The CV as one handle, `Profile`: its read view (everything a CV page or the editor shows of the stored
//! documents, in one call), the editor's save (the rule and the write plan in one call) and the picture
//! (its rule, its paths and the photo flag's plans). Thin: every rule is the core's `profile`,
//! `completeness`, `names`, `age`, `links`, `picture` and `save_plans`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::completeness::{self, Completeness};
use skora_core::profile::{self, EntryDocument, PlayerProfile, ProfileDocuments, ProfileForm};
use skora_core::write_plan::{PlanError, WritePlan};
use skora_core::{age, firestore_paths, links, names, picture, save_plans};
use skora_wasm_common::typed::{read, typed, EntryDocuments};
use skora_wasm_common::{bad_input, from_js_each, invalid_form};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::date_texts;

/// What a CV page or the editor has of a player's stored documents.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProfileRead {
    /// `players/{uid}` as stored (or cached); none: no CV yet.
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub cv: Option<Value>,
    /// `players/{uid}/private/details` (the owner's); its values win in the editor's form.
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub details: Option<Value>,
    /// The values typed in the editor: the completeness is the one of what they would store (the CV as the
    /// rule makes it when it accepts them, else the values as they are).
    #[serde(default)]
    #[tsify(optional)]
    pub form: Option<ProfileForm>,
    /// The picture shown beside the form (counts for completeness).
    #[serde(default)]
    #[tsify(optional)]
    pub has_photo: Option<bool>,
    /// The caller's local date, `YYYY-MM-DD`: the age, and the rule's view of the typed values.
    #[serde(default)]
    #[tsify(optional)]
    pub today: Option<String>,
    /// The account's display name: the editor's first and last name when the CV has none yet.
    #[serde(default)]
    #[tsify(optional)]
    pub display_name: Option<String>,
    /// The player's id: the view's `paths`.
    #[serde(default)]
    #[tsify(optional)]
    pub uid: Option<String>,
}

/// The documents of a player, for an id that names one.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProfilePaths {
    /// `players/{uid}/private/details`.
    pub details: String,
    /// `playerStats/{uid}`.
    pub stats: String,
    /// `players/{uid}/career` and `…/honours`: each read with one query.
    pub career: String,
    pub honours: String,
}

/// A CV as the pages show it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProfileView {
    /// The stored CV with `career` and `honours` filled from their entry documents, in position order (a
    /// missing position is `null`, so each list's length is how far the stored entries reach: what the next
    /// save clears past); an entry that cannot be read is left out. None without a CV.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional, type = "Record<string, unknown>")]
    pub document: Option<Value>,
    /// The typed profile (timestamps and unknown keys ignored); none for a CV that misses required values.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub profile: Option<PlayerProfile>,
    pub completeness: Completeness,
    /// Whether the guards may treat the profile as complete (the session's `profileComplete` flag).
    pub complete: bool,
    /// The CV's heading and page title: the display name, or "Player profile".
    pub title: String,
    /// Age in whole years on `today`, from the CV's birth month (`YYYY-MM`, an old CV's from its date of
    /// birth); none without both.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub age: Option<u8>,
    /// Whether the CV's page is kept out of search engines: a child's (under 16 on `today`, or of an age the CV
    /// does not tell), as the link preview of `/p/{uid}` is.
    pub noindex: bool,
    /// The `mailto:` link of the shown contact address, when the e-mail rule accepts it (the local part
    /// percent-encoded: no `?bcc=` rides along).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub contact_href: Option<String>,
    /// Each career row's seasons (`2004 – 2021`, `2023 – present`, one year), in the profile's order.
    pub career_seasons: Vec<String>,
    /// The editor's values for the CV and the details (neither: the empty form).
    pub form: ProfileForm,
    /// The dates the view shows (the details' birth date), as the pages print them, keyed by the stored text.
    #[tsify(type = "Record<string, string>")]
    pub dates: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub paths: Option<ProfilePaths>,
}

/// The editor's save.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProfileSave {
    pub uid: String,
    pub form: ProfileForm,
    /// The caller's local date, `YYYY-MM-DD`.
    pub today: String,
    pub has_photo: bool,
    /// The CV as last read, its lists filled from the entries (`document` of the read view); none before the
    /// first save. Its lists say which entries are stored, its `createdAt` is kept.
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub existing: Option<Value>,
}

/// The documents the rule made of the form and the plan writing them.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProfileSaved {
    pub documents: ProfileDocuments,
    pub plan: WritePlan,
}

/// A picture to upload.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PictureFile {
    pub content_type: String,
    pub size_bytes: f64,
}

/// What the picture control asks.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PictureRequest {
    pub uid: String,
    /// A file about to be uploaded: checked by the picture rule.
    #[serde(default)]
    #[tsify(optional)]
    pub file: Option<PictureFile>,
}

/// Where a player's picture goes and the CV's photo flag's writes.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PicturePlan {
    /// `players/{uid}`: the CV whose photo flag the plans write.
    pub cv: String,
    /// `pictureUploads/{uid}`: what the owner uploads (a function re-encodes it).
    pub upload: String,
    /// `profilePictures/{uid}`: the re-encoded picture that is served.
    pub served: String,
    /// The CV marked as having a photo (once the served picture is there), and as having none.
    pub shown: WritePlan,
    pub removed: WritePlan,
}

pub(crate) fn plan_error(error: PlanError) -> JsValue {
    match error {
        PlanError::Invalid(errors) => invalid_form(errors),
        PlanError::NoDocument => bad_input(PlanError::NO_DOCUMENT),
    }
}

/// Entry documents read item by item (`from_js_each`).
pub(crate) fn entries(
    list: Option<EntryDocuments>,
    what: &str,
) -> Result<Vec<EntryDocument>, JsValue> {
    list.map_or(Ok(Vec::new()), |list| from_js_each(list.into(), what))
}

fn text(doc: Option<&Value>, key: &str) -> String {
    doc.and_then(|d| d.get(key))
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

#[wasm_bindgen]
pub struct Profile;

#[wasm_bindgen]
impl Profile {
    /// The view of a player's stored documents (and of the values typed in the editor). `career` and
    /// `honours`: the CV's entry documents (`{id, data}`) as their queries returned them, filled into the
    /// view's `document` (none: the CV's lists as they are); each is read on its own, one that does not
    /// read is left out and reported, never the CV.
    pub fn read(
        request: Ts<ProfileRead>,
        career: Option<EntryDocuments>,
        honours: Option<EntryDocuments>,
    ) -> Result<Ts<ProfileView>, JsValue> {
        let r = read(request)?;
        let cv = r.cv.filter(|cv| !cv.is_null());
        let details = r.details.filter(|d| !d.is_null());
        let document = match (cv, career.is_some() || honours.is_some()) {
            (Some(cv), true) => Some(profile::with_entries(
                cv,
                &entries(career, "career entries")?,
                &entries(honours, "honours")?,
            )),
            (cv, _) => cv,
        };
        let doc = document.as_ref();
        let typed_profile = doc.and_then(profile::read_profile);
        let mut form = profile::edit_form(doc, details.as_ref());
        if let Some(name) = r.display_name.as_deref() {
            if form.first_name.trim().is_empty() && form.last_name.trim().is_empty() {
                let (first, last) = names::split_display_name(name);
                form.first_name = first;
                form.last_name = last;
            }
        }
        let today = r.today.as_deref().unwrap_or_default();
        let has_photo = r.has_photo.unwrap_or(false);
        let completeness = match &r.form {
            Some(typed_form) => {
                completeness::completeness(&typed_values(typed_form, today, has_photo))
            }
            None => completeness::completeness(doc.unwrap_or(&Value::Null)),
        };
        let details_dates = details
            .as_ref()
            .and_then(|d| d.get("dateOfBirth"))
            .and_then(Value::as_str);
        let paths = r.uid.as_deref().and_then(|uid| {
            Some(ProfilePaths {
                details: firestore_paths::player_private_path(uid)?,
                stats: firestore_paths::player_stats_path(uid)?,
                career: firestore_paths::career_path(uid)?,
                honours: firestore_paths::honours_path(uid)?,
            })
        });
        // The reader's birth month (an old CV's comes from its exact date), else the stored one.
        let age_now = age::age_in_birth_month(
            &typed_profile
                .as_ref()
                .map_or_else(|| text(doc, "birthMonth"), |p| p.birth_month.clone()),
            today,
        );
        typed(&ProfileView {
            complete: completeness::is_profile_complete(doc.unwrap_or(&Value::Null)),
            completeness,
            title: names::cv_title(&text(doc, "firstName"), &text(doc, "lastName")),
            age: age_now,
            noindex: age::is_child(age_now),
            contact_href: typed_profile
                .as_ref()
                .and_then(|p| p.contact_email.as_deref())
                .and_then(links::mailto_href),
            career_seasons: typed_profile
                .as_ref()
                .map(|p| {
                    p.career
                        .iter()
                        .map(|e| profile::career_seasons(e.from, e.to))
                        .collect()
                })
                .unwrap_or_default(),
            dates: date_texts(details_dates),
            form,
            profile: typed_profile,
            document,
            paths,
        })
    }

    /// The editor's save: the rule's documents for the form (or an `invalid-form` error listing every
    /// field's problem) and the plan writing them in one batch over `existing`. The form checks its values
    /// with this same call.
    pub fn save(request: Ts<ProfileSave>) -> Result<Ts<ProfileSaved>, JsValue> {
        let r = read(request)?;
        let existing = r.existing.filter(Value::is_object);
        let (documents, plan) = save_plans::profile_form_save(
            &r.uid,
            &r.form,
            &r.today,
            r.has_photo,
            existing.as_ref(),
        )
        .map_err(plan_error)?;
        typed(&ProfileSaved { documents, plan })
    }

    /// The picture's paths and the photo flag's plans for player `uid`; with a `file`, the picture rule
    /// first (an `invalid-form` error for the `picture` field). An id that names no document throws.
    pub fn picture(request: Ts<PictureRequest>) -> Result<Ts<PicturePlan>, JsValue> {
        let r = read(request)?;
        if let Some(file) = &r.file {
            picture::validate_picture(&file.content_type, file.size_bytes)
                .map_err(|e| invalid_form(vec![e]))?;
        }
        let no_document = || bad_input(PlanError::NO_DOCUMENT);
        typed(&PicturePlan {
            cv: firestore_paths::player_path(&r.uid).ok_or_else(no_document)?,
            upload: firestore_paths::picture_upload_path(&r.uid).ok_or_else(no_document)?,
            served: firestore_paths::picture_path(&r.uid).ok_or_else(no_document)?,
            shown: save_plans::photo_save(&r.uid, true).map_err(plan_error)?,
            removed: save_plans::photo_save(&r.uid, false).map_err(plan_error)?,
        })
    }
}

/// The CV the typed values would store: the rule's when it accepts them (numbers as numbers), else the values
/// as they are (a field being fixed still counts once filled in); with the photo shown beside the form.
fn typed_values(form: &ProfileForm, today: &str, has_photo: bool) -> Value {
    let mut doc = profile::validate_profile_form(form, today, has_photo)
        .ok()
        .and_then(|documents| serde_json::to_value(documents.cv).ok())
        .or_else(|| serde_json::to_value(form).ok())
        .unwrap_or(Value::Null);
    if let Value::Object(map) = &mut doc {
        map.insert("hasPhoto".into(), Value::Bool(has_photo));
    }
    doc
}
