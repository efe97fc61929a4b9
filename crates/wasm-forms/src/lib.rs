//! The forms module: every open form's rule and failure wording, and the account's steps around them.
//!
//! Two handles of static methods (static: the module is re-instantiated after a trap, see
//! `app/src/shared/core/recovery.ts`), whose types tsify generates:
//! - `Forms`: `check` runs the rule of any form (sign-up, login, forgot and new password, contact,
//!   newsletter) on a tagged input and returns the normalised form or throws one `invalid-form` `CoreError`;
//!   `failure` words what a failed request tells the user (Firebase Auth, the contact send, the newsletter
//!   sign-up) and whether the server's rules refused it.
//! - `Account`: where the verification e-mail leads and a verified player continues (`continuation`), and the
//!   write plan of the account record a sign-up creates (`record`).
//!
//! Thin: every rule is the core's (`accounts`, `contact`, `newsletter`, `auth_errors`, `firestore_errors`,
//! `auth_action`, `save_plans`).

use serde::{Deserialize, Serialize};
use skora_core::accounts::{self, ForgotPasswordForm, LoginForm, NewPasswordForm, SignupForm};
use skora_core::contact::{self, ContactForm, ContactMessage};
use skora_core::firestore_errors::{is_permission_denied, write_error_message, WriteContext};
use skora_core::newsletter::{self, NewsletterForm};
use skora_core::validation::FieldError;
use skora_core::write_plan::WritePlan;
use skora_core::{auth_action, auth_errors, names, save_plans};
use skora_wasm_common::invalid_form;
use skora_wasm_common::plans::plan_to_js;
use skora_wasm_common::typed::{read, typed};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A form as typed, tagged with its kind.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum FormInput {
    Signup(SignupForm),
    Login(LoginForm),
    ForgotPassword(ForgotPasswordForm),
    NewPassword(NewPasswordForm),
    Contact(ContactForm),
    Newsletter(NewsletterForm),
}

/// The sign-up form normalised, with the display name the account gets.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CheckedSignup {
    #[serde(flatten)]
    pub form: SignupForm,
    pub display_name: String,
}

/// A form that passed its rule, normalised, tagged with its kind (the contact form becomes the message to send).
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum CheckedForm {
    Signup(CheckedSignup),
    Login(LoginForm),
    ForgotPassword(ForgotPasswordForm),
    NewPassword(NewPasswordForm),
    Contact(ContactMessage),
    Newsletter(NewsletterForm),
}

/// What failed: a Firebase Auth call, the contact form's send, the newsletter sign-up.
#[derive(Debug, Clone, Copy, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum FailureContext {
    Auth,
    ContactSend,
    NewsletterSubscribe,
}

/// What a failure tells the user.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Failure {
    pub message: String,
    /// The form field the message belongs under (Auth only), else none: the form's own message.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub field: Option<String>,
    /// Whether the server's rules refused the request (`permission-denied`, prefixed or not).
    pub denied: bool,
}

/// Where the account's verification flow stands: the app's `origin` (`window.location.origin`) and, from an
/// e-mail action link (`/auth-action`), its `mode`, `oobCode` and untrusted `continueUrl`; on the verification
/// page, `continueUrl` is the location remembered before.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ContinueRequest {
    pub origin: String,
    #[serde(default)]
    #[tsify(optional)]
    pub mode: Option<String>,
    #[serde(default)]
    #[tsify(optional)]
    pub oob_code: Option<String>,
    #[serde(default)]
    #[tsify(optional)]
    pub continue_url: Option<String>,
}

/// The verification flow's three answers.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Continuation {
    /// The continue URL a verification e-mail carries: the player's next step on `origin`.
    pub email_continue_url: String,
    /// Where a verified player continues: `continueUrl` as a relative in-app location when it is a page of
    /// this app on `origin`, else the next step (the CV editor).
    pub target: String,
    /// What `/auth-action` remembers before it forwards a verification link (the followed continue URL, else
    /// the CV editor); none for any other link.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub remember: Option<String>,
}

fn rule<F, O>(
    form: F,
    rule: impl FnOnce(&F) -> Result<O, Vec<FieldError>>,
    kind: impl FnOnce(O) -> CheckedForm,
) -> Result<CheckedForm, JsValue> {
    rule(&form).map(kind).map_err(invalid_form)
}

#[wasm_bindgen]
pub struct Forms;

#[wasm_bindgen]
impl Forms {
    /// The rule of `form`'s kind: the normalised form (the sign-up's with its display name, the contact form's
    /// as the message to send), or an `invalid-form` error listing every field's problem at its path.
    pub fn check(form: Ts<FormInput>) -> Result<Ts<CheckedForm>, JsValue> {
        // A form of the wrong shape (or kind) throws `bad-input`, as every value that crosses does.
        let checked = match read(form)? {
            FormInput::Signup(f) => rule(f, accounts::validate_signup, |form| {
                let display_name = names::display_name(&form.first_name, &form.last_name);
                CheckedForm::Signup(CheckedSignup { form, display_name })
            })?,
            FormInput::Login(f) => rule(f, accounts::validate_login, CheckedForm::Login)?,
            FormInput::ForgotPassword(f) => rule(
                f,
                accounts::validate_forgot_password,
                CheckedForm::ForgotPassword,
            )?,
            FormInput::NewPassword(f) => {
                rule(f, accounts::validate_new_password, CheckedForm::NewPassword)?
            }
            FormInput::Contact(f) => rule(f, contact::validate_contact, CheckedForm::Contact)?,
            FormInput::Newsletter(f) => {
                rule(f, newsletter::validate_newsletter, CheckedForm::Newsletter)?
            }
        };
        typed(&checked)
    }

    /// What a failed request of `context` tells the user, for its error `code` (Auth: `auth/…`; the sends:
    /// with or without the `firestore/` or `functions/` prefix; none gives the general message).
    pub fn failure(
        context: Ts<FailureContext>,
        code: Option<String>,
    ) -> Result<Ts<Failure>, JsValue> {
        let code = code.unwrap_or_default();
        let failure = match read(context)? {
            FailureContext::Auth => {
                let auth = auth_errors::auth_error(&code);
                Failure {
                    message: auth.message,
                    field: auth.field,
                    denied: false,
                }
            }
            FailureContext::ContactSend => send_failure(WriteContext::ContactSend, &code),
            FailureContext::NewsletterSubscribe => {
                send_failure(WriteContext::NewsletterSubscribe, &code)
            }
        };
        typed(&failure)
    }
}

fn send_failure(context: WriteContext, code: &str) -> Failure {
    Failure {
        message: write_error_message(context, code).to_string(),
        field: None,
        denied: is_permission_denied(code),
    }
}

#[wasm_bindgen]
pub struct Account;

#[wasm_bindgen]
impl Account {
    /// The verification flow for `request`: the e-mail's continue URL, where a verified player continues, and
    /// what an action link remembers.
    pub fn continuation(request: Ts<ContinueRequest>) -> Result<Ts<Continuation>, JsValue> {
        let r = read(request)?;
        typed(&Continuation {
            email_continue_url: auth_action::verification_continue_url(&r.origin),
            target: auth_action::continue_target(r.continue_url.as_deref(), &r.origin),
            remember: auth_action::verification_next(
                r.mode.as_deref(),
                r.oob_code.as_deref(),
                r.continue_url.as_deref(),
                &r.origin,
            ),
        })
    }

    /// The plan creating the private account record of the new account `uid` from its sign-up `form`: the
    /// normalised e-mail, every time stamped by the server. Throws `invalid-form` for a form that breaks the
    /// rule, `bad-input` for an id that names no document.
    pub fn record(uid: &str, form: Ts<SignupForm>) -> Result<Ts<WritePlan>, JsValue> {
        let form = read(form)?;
        plan_to_js(save_plans::account_create(uid, &form)).map(Ts::new_unchecked)
    }
}
