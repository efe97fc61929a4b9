//! Account exports: the sign-up, login and password forms, and friendly auth messages.

use skora_core::{accounts, auth_errors, names};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::errors::{bad_input, form_error};

/// The normalised form, or an `invalid-form` error listing every field's problem.
#[wasm_bindgen(js_name = validateSignup)]
pub fn validate_signup(
    form: Ts<accounts::SignupForm>,
) -> Result<Ts<accounts::SignupForm>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = accounts::validate_signup(&form).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}

#[wasm_bindgen(js_name = validateLogin)]
pub fn validate_login(form: Ts<accounts::LoginForm>) -> Result<Ts<accounts::LoginForm>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = accounts::validate_login(&form).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}

#[wasm_bindgen(js_name = validateForgotPassword)]
pub fn validate_forgot_password(
    form: Ts<accounts::ForgotPasswordForm>,
) -> Result<Ts<accounts::ForgotPasswordForm>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = accounts::validate_forgot_password(&form).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}

#[wasm_bindgen(js_name = validateNewPassword)]
pub fn validate_new_password(
    form: Ts<accounts::NewPasswordForm>,
) -> Result<Ts<accounts::NewPasswordForm>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = accounts::validate_new_password(&form).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}

#[wasm_bindgen(js_name = displayName)]
pub fn display_name(first: &str, last: &str) -> String {
    names::display_name(first, last)
}

/// The message (and the field, when there is one) to show for a Firebase Auth error code.
#[wasm_bindgen(js_name = authError)]
pub fn auth_error(code: &str) -> Result<Ts<auth_errors::AuthMessage>, JsError> {
    Ok(auth_errors::auth_error(code).into_ts()?)
}
