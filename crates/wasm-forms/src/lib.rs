//! The forms module: the account forms (sign-up, login, forgot and new password) with the friendly auth
//! messages, the contact form and the newsletter sign-up with what a failed send tells the user. Every
//! validator returns the normalised form or throws one `invalid-form` `CoreError`.

use skora_core::firestore_errors::{write_error_message, WriteContext};
use skora_core::{accounts, auth_action, auth_errors, contact, names, newsletter};
pub use skora_wasm_common::is_permission_denied;
use skora_wasm_common::{to_js, validate};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    skora_wasm_common::set_panic_hook();
}

#[wasm_bindgen(js_name = validateSignup, unchecked_return_type = "SignupForm")]
pub fn validate_signup(
    #[wasm_bindgen(unchecked_param_type = "SignupForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    validate(form, accounts::validate_signup)
}

#[wasm_bindgen(js_name = validateLogin, unchecked_return_type = "LoginForm")]
pub fn validate_login(
    #[wasm_bindgen(unchecked_param_type = "LoginForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    validate(form, accounts::validate_login)
}

#[wasm_bindgen(js_name = validateForgotPassword, unchecked_return_type = "ForgotPasswordForm")]
pub fn validate_forgot_password(
    #[wasm_bindgen(unchecked_param_type = "ForgotPasswordForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    validate(form, accounts::validate_forgot_password)
}

#[wasm_bindgen(js_name = validateNewPassword, unchecked_return_type = "NewPasswordForm")]
pub fn validate_new_password(
    #[wasm_bindgen(unchecked_param_type = "NewPasswordForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    validate(form, accounts::validate_new_password)
}

/// The Firebase display name for a first and last name.
#[wasm_bindgen(js_name = displayName)]
pub fn display_name(first: &str, last: &str) -> String {
    names::display_name(first, last)
}

/// The message (and the field, when there is one) to show for a Firebase Auth error code.
#[wasm_bindgen(js_name = authError, unchecked_return_type = "AuthMessage")]
pub fn auth_error(code: &str) -> Result<JsValue, JsValue> {
    to_js(&auth_errors::auth_error(code))
}

/// The message to store, or an `invalid-form` error listing every field's problem.
#[wasm_bindgen(js_name = validateContact, unchecked_return_type = "ContactMessage")]
pub fn validate_contact(
    #[wasm_bindgen(unchecked_param_type = "ContactForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    validate(form, contact::validate_contact)
}

/// The form with its address normalised (the address is the subscription's document id), or an
/// `invalid-form` error.
#[wasm_bindgen(js_name = validateNewsletter, unchecked_return_type = "NewsletterForm")]
pub fn validate_newsletter(
    #[wasm_bindgen(unchecked_param_type = "NewsletterForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    validate(form, newsletter::validate_newsletter)
}

// What a failed write tells the user, for the Firestore error's `code` (with or without the `firestore/`
// prefix; `undefined` for an error without one gives the form's general message). One export per form rather
// than the core's `WriteContext` as an argument: reading the enum through serde cost 0.7 KiB gzip.

/// The contact form's message for a failed send (the form keeps the message, and says so).
#[wasm_bindgen(js_name = contactSendErrorMessage)]
pub fn contact_send_error_message(code: Option<String>) -> String {
    write_error_message(WriteContext::ContactSend, code.as_deref().unwrap_or("")).to_string()
}

/// The newsletter sign-up's message for a failed write other than "already subscribed".
#[wasm_bindgen(js_name = newsletterSubscribeErrorMessage)]
pub fn newsletter_subscribe_error_message(code: Option<String>) -> String {
    write_error_message(
        WriteContext::NewsletterSubscribe,
        code.as_deref().unwrap_or(""),
    )
    .to_string()
}

/// The contact form's topic and message for a paid plan named like `pro-yearly`, or `undefined` for anything
/// else (an unknown plan leaves the form empty).
#[wasm_bindgen(js_name = planEnquiry, unchecked_return_type = "PlanEnquiry | undefined")]
pub fn plan_enquiry(plan: &str) -> Result<JsValue, JsValue> {
    match contact::plan_enquiry(plan) {
        Some(enquiry) => to_js(&enquiry),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The continue URL the verification e-mail carries: the player's next step on the app's `origin`.
#[wasm_bindgen(js_name = verificationContinueUrl)]
pub fn verification_continue_url(origin: &str) -> String {
    auth_action::verification_continue_url(origin)
}

/// Where a verified player continues: the link's untrusted `continueUrl` as a relative in-app location when it is
/// a page of this app on `origin`, else the next step (the CV editor). Here rather than in the startup module,
/// which has no room: only the account pages need it, and they load this module.
#[wasm_bindgen(js_name = continueTarget)]
pub fn continue_target(
    #[wasm_bindgen(js_name = continueUrl)] continue_url: Option<String>,
    origin: &str,
) -> String {
    auth_action::continue_target(continue_url.as_deref(), origin)
}

/// What `/auth-action` remembers as the next step before it forwards a verification link to `/email-verification`:
/// the followed continue URL, else the CV editor; `undefined` for any other link.
#[wasm_bindgen(js_name = verificationNext)]
pub fn verification_next(
    mode: Option<String>,
    #[wasm_bindgen(js_name = oobCode)] oob_code: Option<String>,
    #[wasm_bindgen(js_name = continueUrl)] continue_url: Option<String>,
    origin: &str,
) -> Option<String> {
    auth_action::verification_next(
        mode.as_deref(),
        oob_code.as_deref(),
        continue_url.as_deref(),
        origin,
    )
}
