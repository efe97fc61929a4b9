//! The player attributes as one handle, `Attributes`: what the stats wizard and the CV's attribute card
//! read (the fields, the form of the stored document with the device's drafts laid over it, the card, the
//! paths, the dates as printed) in one call, and the wizard's save (the rule and the write plan in one
//! call). Thin: every rule is the core's `attributes`, `attribute_card` and `save_plans`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::attribute_card::{self, AttributeCard};
use skora_core::attributes::{
    self, AttributeFields, AttributesForm, DraftedForm, StatsDocument, Step,
};
use skora_core::peer_group::rating_season;
use skora_core::positions::Position;
use skora_core::write_plan::WritePlan;
use skora_core::{aggregates, firestore_paths, save_plans};
use skora_wasm_common::from_js_or_null;
use skora_wasm_common::typed::{read, typed, StoredDocument};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::profile::plan_error;
use crate::{date_texts, device, is_goalkeeper};

/// What the wizard or the CV has.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AttributesRead {
    /// `playerStats/{uid}` as stored; none: no stats yet.
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub stats: Option<Value>,
    /// The CV's `playerType` and `mainPosition`, as stored.
    #[serde(default)]
    #[tsify(optional)]
    pub player_type: Option<String>,
    #[serde(default)]
    #[tsify(optional)]
    pub main_position: Option<String>,
    /// The CV's birth month (`YYYY-MM`): the age group the percentiles compare with.
    #[serde(default)]
    #[tsify(optional)]
    pub birth_month: Option<String>,
    /// The wizard's values: with `uid`, every step's draft on this device is laid over them (`drafted`);
    /// their test dates are in `dates`.
    #[serde(default)]
    #[tsify(optional)]
    pub form: Option<AttributesForm>,
    /// The player's id: the stats' path, and whose drafts.
    #[serde(default)]
    #[tsify(optional)]
    pub uid: Option<String>,
    /// `players/{uid}/confirmedTests/measured` as stored: the tests an official confirmed (none: nothing confirmed).
    #[serde(default)]
    #[tsify(optional, type = "Record<string, unknown> | null")]
    pub confirmed_tests: Option<Value>,
}

/// The player attributes as the wizard and the CV show them.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AttributesView {
    /// The wizard's steps and inputs: keys, groups, labels, units, plausible ranges, decimals.
    pub fields: AttributeFields,
    /// The wizard's values for the stored stats (none: the empty form), every key present; the goalkeeping
    /// values only for a goalkeeper.
    pub form: AttributesForm,
    /// The request's `form` with every step's draft of `uid` laid over it, and whether a draft changed any
    /// value (a corrupt, outdated or other account's draft reads as none).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub drafted: Option<DraftedForm>,
    /// The CV's attribute card: overall, faces with colour bands and radar values, "Top N% of {position}s"
    /// where at least 20 players count, weak foot, skill moves and the measured tests. None without stats.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub card: Option<AttributeCard>,
    /// `playerStats/{uid}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub stats_path: Option<String>,
    /// The main position's document of the season the player rated themselves in
    /// (`aggregates/positions/byPosition/{POS}/seasons/{season}`): its histograms by age group, for the percentiles.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub figures_path: Option<String>,
    /// `players/{uid}/confirmedTests/measured`: which tests an official confirmed; worth a read only when the card has
    /// tests.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub confirmed_tests_path: Option<String>,
    /// The tests' dates (the card's and the form's) as the pages print them, keyed by the stored text.
    #[tsify(type = "Record<string, string>")]
    pub dates: BTreeMap<String, String>,
}

/// The wizard's save.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AttributesSave {
    pub uid: String,
    pub form: AttributesForm,
    /// The caller's local date, `YYYY-MM-DD` (the latest a test may be dated).
    pub today: String,
    /// The CV's: a goalkeeper's `goalkeeping` values are required, an outfield player's refused.
    #[serde(default)]
    #[tsify(optional)]
    pub player_type: Option<String>,
}

/// The document the rule made of the wizard's values and the plan writing it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AttributesSaved {
    pub document: StatsDocument,
    pub plan: WritePlan,
}

/// The `measuredOn` texts of a form's tests.
fn test_dates(form: &AttributesForm) -> impl Iterator<Item = &str> {
    form.tests
        .values()
        .filter_map(|test| test.get("measuredOn").and_then(Value::as_str))
}

#[wasm_bindgen]
pub struct Attributes;

#[wasm_bindgen]
impl Attributes {
    /// The view of a player's stats; `aggregate` is the document at `figuresPath` (none: no percentiles; a broken one
    /// costs the percentiles, never the card).
    pub fn read(
        request: Ts<AttributesRead>,
        aggregate: StoredDocument,
    ) -> Result<Ts<AttributesView>, JsValue> {
        let r = read(request)?;
        let goalkeeper = is_goalkeeper(r.player_type.as_deref());
        let stats = r.stats.unwrap_or(Value::Null);
        let aggregate: Option<Value> = from_js_or_null(aggregate.into())
            .ok()
            .filter(|v: &Value| v.is_object());
        let position = r.main_position.as_deref().and_then(Position::from_code);
        let birth_year = r
            .birth_month
            .as_deref()
            .and_then(|m| m.get(..4))
            .and_then(|y| y.parse().ok());
        let card = attribute_card::attribute_card(
            &stats,
            attribute_card::CardContext {
                goalkeeper,
                position,
                birth_year,
                season_doc: aggregate.as_ref(),
                confirmed_tests: r.confirmed_tests.as_ref(),
            },
        );
        let rated_in = rating_season(&stats);
        let drafted = match (&r.form, r.uid.as_deref()) {
            (Some(form), Some(uid)) => Some(attributes::with_drafts(
                form.clone(),
                &Step::ALL
                    .into_iter()
                    .map(|step| (step, device::step_draft(step, uid)))
                    .collect::<Vec<_>>(),
            )),
            _ => None,
        };
        let mut dates: Vec<&str> = card
            .iter()
            .flat_map(|card| card.tests.iter().map(|t| t.measured_on.as_str()))
            .collect();
        dates.extend(r.form.iter().flat_map(test_dates));
        typed(&AttributesView {
            fields: attributes::attribute_fields(),
            form: attributes::attributes_form(Some(&stats), goalkeeper),
            dates: date_texts(dates),
            drafted,
            card,
            stats_path: r
                .uid
                .as_deref()
                .and_then(firestore_paths::player_stats_path),
            figures_path: position
                .zip(rated_in)
                .map(|(position, season)| aggregates::season_path(position, season)),
            confirmed_tests_path: r
                .uid
                .as_deref()
                .and_then(firestore_paths::confirmed_tests_path),
        })
    }

    /// The wizard's save: the rule's `playerStats/{uid}` document for the values (or an `invalid-form`
    /// error listing every field's problem at its react-hook-form path) and the plan writing it. The wizard
    /// checks its values with this same call.
    pub fn save(request: Ts<AttributesSave>) -> Result<Ts<AttributesSaved>, JsValue> {
        let r = read(request)?;
        let (document, plan) = save_plans::stats_form_save(
            &r.uid,
            &r.form,
            &r.today,
            is_goalkeeper(r.player_type.as_deref()),
        )
        .map_err(plan_error)?;
        typed(&AttributesSaved { document, plan })
    }
}
