//! Account exports: forms in and out as plain objects, every failure as one `invalid-form` error.

use skora_wasm_common::testing::{get, get_bool, get_str, has_own, json, keys, object};
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
    let ok: JsValue = skora_wasm_forms::validate_signup(form)
        .expect("a valid form")
        .into();
    assert_eq!(
        keys(&ok),
        [
            "acceptTerms",
            "confirmPassword",
            "email",
            "firstName",
            "lastName",
            "password"
        ]
    );
    assert_eq!(get_str(&ok, "firstName"), "Lionel");
    assert_eq!(get_str(&ok, "lastName"), "Messi");
    assert_eq!(get_str(&ok, "email"), "leo@example.com");
    assert!(get_bool(&ok, "acceptTerms"));
}

#[wasm_bindgen_test]
fn validate_signup_throws_every_field_error_at_once() {
    let form = signup("", "nope", "short", "other", false);
    let err = skora_wasm_forms::validate_signup(form).expect_err("invalid form");
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
    let err = skora_wasm_forms::validate_signup(JsValue::from_str("x")).expect_err("not a form");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert!(get(&err, "fieldErrors").is_undefined());
}

#[wasm_bindgen_test]
fn login_forgot_and_new_password_validate() {
    let login = object(&[("email", "A@B.co".into()), ("password", "".into())]);
    let err = skora_wasm_forms::validate_login(login).expect_err("no password");
    assert_eq!(get_str(&err, "field"), "password");
    assert_eq!(get_str(&err, "message"), "Please enter your password.");

    let forgot = object(&[("email", " A@B.co ".into())]);
    let ok: JsValue = skora_wasm_forms::validate_forgot_password(forgot)
        .expect("valid")
        .into();
    assert_eq!(get_str(&ok, "email"), "a@b.co");

    let np = object(&[
        ("password", "abcdefgh".into()),
        ("confirmPassword", "abcdefgh".into()),
    ]);
    let err = skora_wasm_forms::validate_new_password(np).expect_err("no digit");
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
fn display_name_joins_trimmed_names() {
    assert_eq!(
        skora_wasm_forms::display_name("  Lionel ", " Messi"),
        "Lionel Messi"
    );
}

#[wasm_bindgen_test]
fn auth_error_has_a_field_only_when_there_is_one() {
    let m: JsValue = skora_wasm_forms::auth_error("auth/email-already-in-use")
        .expect("a message")
        .into();
    assert_eq!(get_str(&m, "field"), "email");
    let m: JsValue = skora_wasm_forms::auth_error("auth/something-new")
        .expect("a message")
        .into();
    assert!(!has_own(&m, "field"));
    assert_eq!(
        get_str(&m, "message"),
        "Something went wrong. Please try again."
    );
}

#[wasm_bindgen_test]
fn a_verified_player_continues_in_the_app_only() {
    let origin = "https://skora.example";
    assert_eq!(
        skora_wasm_forms::verification_continue_url(origin),
        "https://skora.example/settings/edit-profile"
    );
    assert_eq!(
        skora_wasm_forms::continue_target(Some("https://skora.example/map?x=1".into()), origin),
        "/map?x=1"
    );
    assert_eq!(
        skora_wasm_forms::continue_target(Some("https://evil.example/map".into()), origin),
        "/settings/edit-profile"
    );
    assert_eq!(
        skora_wasm_forms::continue_target(None, origin),
        "/settings/edit-profile"
    );
}

#[wasm_bindgen_test]
fn a_verification_link_names_its_next_step_and_other_links_none() {
    let origin = "https://skora.example";
    assert_eq!(
        skora_wasm_forms::verification_next(
            Some("verifyEmail".into()),
            Some("c".into()),
            Some("https://skora.example/map".into()),
            origin
        )
        .as_deref(),
        Some("/map")
    );
    assert_eq!(
        skora_wasm_forms::verification_next(
            Some("verifyEmail".into()),
            Some("c".into()),
            None,
            origin
        )
        .as_deref(),
        Some("/settings/edit-profile")
    );
    assert_eq!(
        skora_wasm_forms::verification_next(
            Some("resetPassword".into()),
            Some("c".into()),
            None,
            origin
        ),
        None
    );
}
