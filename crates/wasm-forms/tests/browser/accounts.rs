//! The account forms through `Forms` (in and out as plain objects, every failure as one `invalid-form`
//! error, Auth's messages) and `Account` (the verification flow, the account record's plan).

use crate::{check, failure};
use skora_wasm_common::testing::{get, get_bool, get_f64, get_str, has_own, json, keys, object};
use skora_wasm_forms::Account;
use tsify::Ts;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn signup(first: &str, email: &str, password: &str, confirm: &str, terms: bool) -> JsValue {
    object(&[
        ("firstName", first.into()),
        ("lastName", " Messi ".into()),
        ("email", email.into()),
        ("password", password.into()),
        ("confirmPassword", confirm.into()),
        ("acceptTerms", terms.into()),
    ])
}

#[wasm_bindgen_test]
fn validate_signup_returns_the_normalised_form() {
    let form = signup(" Lionel ", " Leo@Example.COM", "goat2022", "goat2022", true);
    let ok = check("signup", form).expect("a valid form");
    assert_eq!(
        keys(&ok),
        [
            "acceptTerms",
            "confirmPassword",
            "displayName",
            "email",
            "firstName",
            "kind",
            "lastName",
            "password"
        ]
    );
    assert_eq!(get_str(&ok, "kind"), "signup");
    // The account's display name: the trimmed names joined.
    assert_eq!(get_str(&ok, "displayName"), "Lionel Messi");
    assert_eq!(get_str(&ok, "firstName"), "Lionel");
    assert_eq!(get_str(&ok, "lastName"), "Messi");
    assert_eq!(get_str(&ok, "email"), "leo@example.com");
    assert!(get_bool(&ok, "acceptTerms"));
}

#[wasm_bindgen_test]
fn validate_signup_throws_every_field_error_at_once() {
    let form = signup("", "nope", "short", "other", false);
    let err = check("signup", form).expect_err("invalid form");
    assert!(
        err.is_instance_of::<js_sys::Error>(),
        "not a JS Error: {err:?}"
    );
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "firstName");
    assert_eq!(
        get_str(
            &js_sys::Array::from(&get(&err, "fieldErrors")).get(0),
            "code"
        ),
        "required"
    );
    assert_eq!(get_str(&err, "message"), "Please enter your first name.");
    let list: js_sys::Array = get(&err, "fieldErrors").dyn_into().expect("an array");
    let fields: Vec<String> = list.iter().map(|e| get_str(&e, "field")).collect();
    assert_eq!(
        fields,
        [
            "firstName",
            "email",
            "password",
            "confirmPassword",
            "acceptTerms"
        ]
    );
    let first = list.get(0);
    assert_eq!(keys(&first), ["code", "field", "message"]);
    // Plain objects, not Maps: JSON sees their keys.
    assert!(json(&first).contains(r#""field":"firstName""#));
    assert_eq!(
        get_str(&list.get(3), "message"),
        "The passwords do not match."
    );
}

#[wasm_bindgen_test]
fn a_form_of_the_wrong_shape_is_a_plain_error() {
    let err = check("signup", JsValue::from_str("x")).expect_err("not a form");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert!(get(&err, "fieldErrors").is_undefined());
}

#[wasm_bindgen_test]
fn login_forgot_and_new_password_validate() {
    let login = object(&[("email", "A@B.co".into()), ("password", "".into())]);
    let err = check("login", login).expect_err("no password");
    assert_eq!(get_str(&err, "field"), "password");
    assert_eq!(get_str(&err, "message"), "Please enter your password.");

    let forgot = object(&[("email", " A@B.co ".into())]);
    let ok = check("forgotPassword", forgot).expect("valid");
    assert_eq!(get_str(&ok, "email"), "a@b.co");

    let np = object(&[
        ("password", "abcdefgh".into()),
        ("confirmPassword", "abcdefgh".into()),
    ]);
    let err = check("newPassword", np).expect_err("no digit");
    assert_eq!(
        get_str(
            &js_sys::Array::from(&get(&err, "fieldErrors")).get(0),
            "code"
        ),
        "weak"
    );
    assert_eq!(
        get_str(&err, "message"),
        "Use at least 8 characters with a letter and a digit."
    );
}

#[wasm_bindgen_test]
fn auth_failures_have_a_field_only_when_there_is_one() {
    let m = failure("auth", Some("auth/email-already-in-use"));
    assert_eq!(get_str(&m, "field"), "email");
    assert!(!get_bool(&m, "denied"));
    let m = failure("auth", Some("auth/something-new"));
    assert!(!has_own(&m, "field"));
    assert_eq!(
        get_str(&m, "message"),
        "Something went wrong. Please try again."
    );
}

fn continuation(entries: &[(&str, JsValue)]) -> JsValue {
    let mut all = vec![("origin", JsValue::from_str(ORIGIN))];
    all.extend(entries.iter().cloned());
    Account::continuation(Ts::new_unchecked(object(&all)))
        .expect("a continuation")
        .js_value()
        .clone()
}

const ORIGIN: &str = "https://skora.example";

#[wasm_bindgen_test]
fn a_verified_player_continues_in_the_app_only() {
    let target = |url: Option<&str>| {
        let entries: Vec<(&str, JsValue)> =
            url.map(|u| ("continueUrl", u.into())).into_iter().collect();
        get_str(&continuation(&entries), "target")
    };
    assert_eq!(
        get_str(&continuation(&[]), "emailContinueUrl"),
        "https://skora.example/settings/edit-profile"
    );
    assert_eq!(target(Some("https://skora.example/map?x=1")), "/map?x=1");
    assert_eq!(
        target(Some("https://evil.example/map")),
        "/settings/edit-profile"
    );
    assert_eq!(target(None), "/settings/edit-profile");
}

#[wasm_bindgen_test]
fn a_verification_link_names_its_next_step_and_other_links_none() {
    let link = |mode: &str, url: Option<&str>| {
        let mut entries = vec![("mode", JsValue::from_str(mode)), ("oobCode", "c".into())];
        entries.extend(url.map(|u| ("continueUrl", JsValue::from_str(u))));
        continuation(&entries)
    };
    assert_eq!(
        get_str(
            &link("verifyEmail", Some("https://skora.example/map")),
            "remember"
        ),
        "/map"
    );
    assert_eq!(
        get_str(&link("verifyEmail", None), "remember"),
        "/settings/edit-profile"
    );
    assert!(!has_own(&link("resetPassword", None), "remember"));
    assert!(!has_own(&continuation(&[]), "remember"));
}

#[wasm_bindgen_test]
fn the_account_record_is_one_write_stamped_by_the_server() {
    let form = signup("Lionel", " Leo@Example.COM", "goat2022", "goat2022", true);
    let plan = Account::record("u1", Ts::new_unchecked(form))
        .expect("a plan")
        .js_value()
        .clone();
    assert_eq!(get_str(&plan, "context"), "account-create");
    let write = js_sys::Array::from(&get(&plan, "writes")).get(0);
    assert_eq!(get_str(&write, "path"), "users/u1");
    assert_eq!(get_str(&write, "op"), "set");
    assert_eq!(json(&get(&write, "data")), r#"{"email":"leo@example.com"}"#);
    assert_eq!(
        json(&get(&write, "serverTimestamps")),
        r#"["termsAcceptedAt","createdAt","updatedAt"]"#
    );
    assert_eq!(get_f64(&write, "batch"), 0.0);
    let refused = signup("Lionel", "leo@example.com", "goat2022", "goat2022", false);
    let err = Account::record("u1", Ts::new_unchecked(refused)).expect_err("no terms");
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "acceptTerms");
    let ok = signup("Lionel", "leo@example.com", "goat2022", "goat2022", true);
    let err = Account::record("a/b", Ts::new_unchecked(ok)).expect_err("no document");
    assert_eq!(get_str(&err, "code"), "bad-input");
}
