//! Write plans across the boundary: a plan leaves as plain data, a plan that cannot be made throws the
//! one error type (`invalid-form` with every field's problem, `bad-input` for an id that names no
//! document), and a failed write's code comes back for the one wording table.

use skora_core::firestore_errors::{write_error_message, WriteContext};
use skora_core::write_plan::{PlanError, WritePlan};
use wasm_bindgen::JsValue;

use crate::{bad_input, from_js, invalid_form, to_js};

/// A plan as a JS value, or the core's reason thrown as a [`crate::CoreError`].
pub fn plan_to_js(plan: Result<WritePlan, PlanError>) -> Result<JsValue, JsValue> {
    match plan {
        Ok(plan) => to_js(&plan),
        Err(PlanError::Invalid(errors)) => Err(invalid_form(errors)),
        Err(PlanError::NoDocument) => Err(bad_input(PlanError::NO_DOCUMENT)),
    }
}

/// What a failed write of a plan tells the user: the core's sentence for the plan's `context` and the
/// Firestore error's `code` (with or without the `firestore/` prefix; none or an unknown one: the save's
/// fallback). The one table every save's failure goes through. Not exported here (an export of this crate
/// would land in every feature module): the module that makes plans exports it.
pub fn write_failure_message(context: JsValue, code: Option<String>) -> Result<String, JsValue> {
    let context: WriteContext = from_js(context)?;
    Ok(write_error_message(context, code.as_deref().unwrap_or("")).to_string())
}
