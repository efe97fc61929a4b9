//! The owner's saves as write plans: one call per save gives every write (paths, data, the fields the
//! server stamps, the batch), which `app/src/shared/firebase/write-plan.ts` applies. Thin: every rule is
//! the core's `save_plans`.

use serde_json::Value;
use skora_core::attributes::StatsDocument;
use skora_core::firestore_errors::WriteContext;
use skora_core::profile::ProfileDocuments;
use skora_core::save_plans;
use skora_wasm_common::plans::plan_to_js;
use skora_wasm_common::{from_js, from_js_or_null};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// Saving the CV editor's validated `documents` over `existing` (the CV as last read, its lists filled
/// from the entries; `null` before the first save): one batch of the CV, the details and the entries.
#[wasm_bindgen(js_name = profileSavePlan, unchecked_return_type = "WritePlan")]
pub fn profile_save_plan(
    uid: &str,
    #[wasm_bindgen(unchecked_param_type = "ProfileDocuments")] documents: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown> | null")] existing: JsValue,
) -> Result<JsValue, JsValue> {
    let documents: ProfileDocuments = from_js(documents)?;
    let existing: Value = from_js_or_null(existing)?;
    plan_to_js(save_plans::profile_save(
        uid,
        &documents,
        Some(&existing).filter(|e| e.is_object()),
    ))
}

/// Saving the stats wizard's validated `stats` as `playerStats/{uid}`.
#[wasm_bindgen(js_name = statsSavePlan, unchecked_return_type = "WritePlan")]
pub fn stats_save_plan(
    uid: &str,
    #[wasm_bindgen(unchecked_param_type = "StatsDocument")] stats: JsValue,
) -> Result<JsValue, JsValue> {
    let stats: StatsDocument = from_js(stats)?;
    plan_to_js(save_plans::stats_save(uid, &stats))
}

/// What a failed write of a plan tells the user, for the plan's `context` and the Firestore error's `code`
/// (with or without the `firestore/` prefix; none or an unknown one: the save's fallback): the one wording
/// table every save's failure goes through (`shared/firebase/write-plan.ts`).
#[wasm_bindgen(js_name = writeFailureMessage)]
pub fn write_failure_message(
    context: Ts<WriteContext>,
    code: Option<String>,
) -> Result<String, JsValue> {
    skora_wasm_common::plans::write_failure_message(context.js_value(), code)
}
