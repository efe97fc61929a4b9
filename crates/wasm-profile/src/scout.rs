//! A scout's profile as one handle, `Scout`: its read view (the editor's form, whether the profile lets the
//! scout past the profile guard, the names the page prints) and its save (the rule and the write plan in one
//! call). Thin: every rule is the core's `scout`, `countries`, `links` and `save_plans`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::scout::{self, ScoutForm, ScoutProfile, ScoutRole};
use skora_core::write_plan::WritePlan;
use skora_core::{countries, firestore_paths, save_plans};
use skora_wasm_common::typed::{read, typed};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::profile::plan_error;

/// What a page has of an account's scout profile.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ScoutRead {
    /// `scouts/{uid}` as stored; none: no scout profile.
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub record: Option<Value>,
    /// The account's id: the view's `path`.
    #[serde(default)]
    #[tsify(optional)]
    pub uid: Option<String>,
}

/// One role as the form offers it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RoleOption {
    pub value: String,
    pub label: String,
}

/// A scout's profile as the pages show it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ScoutView {
    /// The profile, when the stored one passes the rule (it lets the scout past the profile guard).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub profile: Option<ScoutProfile>,
    /// Whether the guards may treat the account's profile as complete.
    pub complete: bool,
    /// The editor's values, from what is stored (each field as it was).
    pub form: ScoutForm,
    /// The role and the country as the page prints them.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub role_label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub country_name: Option<String>,
    /// The roles the form offers, in order.
    pub roles: Vec<RoleOption>,
    /// `scouts/{uid}`, for an id that names a document.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub path: Option<String>,
}

/// The editor's save.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ScoutSave {
    pub uid: String,
    pub form: ScoutForm,
}

/// The profile the rule made of the form, and the plan writing it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ScoutSaved {
    pub profile: ScoutProfile,
    pub plan: WritePlan,
}

#[wasm_bindgen]
pub struct Scout;

#[wasm_bindgen]
impl Scout {
    /// The view of an account's stored scout profile (none, a player's account, or one that does not pass
    /// the rule: an incomplete view, never an error).
    pub fn read(request: Ts<ScoutRead>) -> Result<Ts<ScoutView>, JsValue> {
        let r = read(request)?;
        let record = scout::scout_document_record(r.record);
        let profile = scout::read_scout(record.as_ref());
        typed(&ScoutView {
            complete: profile.is_some(),
            form: scout::scout_form(record.as_ref()),
            role_label: profile.as_ref().map(|p| p.role.label().to_string()),
            country_name: profile
                .as_ref()
                .and_then(|p| countries::country_name(&p.country))
                .map(str::to_string),
            profile,
            roles: ScoutRole::ALL
                .iter()
                .map(|role| RoleOption {
                    value: role.as_str().to_string(),
                    label: role.label().to_string(),
                })
                .collect(),
            path: r.uid.as_deref().and_then(firestore_paths::scout_path),
        })
    }

    /// The editor's save: the rule's profile for the form (or an `invalid-form` error listing every field's
    /// problem) and the plan writing it. The form checks its values with this same call.
    pub fn save(request: Ts<ScoutSave>) -> Result<Ts<ScoutSaved>, JsValue> {
        let r = read(request)?;
        let (profile, plan) = save_plans::scout_form_save(&r.uid, &r.form).map_err(plan_error)?;
        typed(&ScoutSaved { profile, plan })
    }
}
