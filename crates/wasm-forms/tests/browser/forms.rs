//! Contact and newsletter exports: forms in and out as plain objects, failures as `invalid-form` errors.

use skora_wasm_common::testing::{get, get_str, json, keys, object};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn contact(name: &str, email: &str, topic: &str, message: &str) -> JsValue {
    object(&[
        ("name", name.into()),
        ("email", email.into()),
        ("topic", topic.into()),
        ("message", message.into()),
    ])
}

#[wasm_bindgen_test]
fn validate_contact_returns_the_message_to_store() {
    let form = contact(
        " Ana Silva ",
        " Ana@Example.COM",
        "press",
        "  I write for a football magazine.  ",
    );
    let ok: JsValue = skora_wasm_forms::validate_contact(form)
        .expect("a valid form")
        .into();
    assert_eq!(keys(&ok), ["email", "message", "name", "topic"]);
    assert_eq!(get_str(&ok, "name"), "Ana Silva");
    assert_eq!(get_str(&ok, "email"), "ana@example.com");
    assert_eq!(get_str(&ok, "topic"), "press");
    assert_eq!(get_str(&ok, "message"), "I write for a football magazine.");
}

#[wasm_bindgen_test]
fn validate_contact_throws_every_field_error_at_once() {
    let err = skora_wasm_forms::validate_contact(contact("", "nope", "sales", "Hi"))
        .expect_err("invalid form");
    assert!(
        err.is_instance_of::<js_sys::Error>(),
        "not a JS Error: {err:?}"
    );
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "name");
    assert_eq!(get_str(&err, "message"), "Please enter your name.");
    let list: js_sys::Array = get(&err, "fieldErrors").dyn_into().expect("an array");
    let found: Vec<(String, String)> = list
        .iter()
        .map(|e| (get_str(&e, "field"), get_str(&e, "code")))
        .collect();
    let expected = [
        ("name", "required"),
        ("email", "invalid"),
        ("topic", "invalid"),
        ("message", "too-short"),
    ]
    .map(|(f, c)| (f.to_string(), c.to_string()));
    assert_eq!(found, expected);
    assert_eq!(
        get_str(&list.get(3), "message"),
        "Please write at least 10 characters so we can help."
    );
}

#[wasm_bindgen_test]
fn a_contact_form_of_the_wrong_shape_is_a_plain_error() {
    let err =
        skora_wasm_forms::validate_contact(object(&[("name", 7.into())])).expect_err("not a form");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "bad-input");
    assert!(get(&err, "fieldErrors").is_undefined());
}

#[wasm_bindgen_test]
fn validate_newsletter_normalises_the_address_that_becomes_the_id() {
    let ok: JsValue =
        skora_wasm_forms::validate_newsletter(object(&[("email", " Fan@Example.COM ".into())]))
            .expect("a valid address")
            .into();
    assert_eq!(json(&ok), r#"{"email":"fan@example.com"}"#);
}

#[wasm_bindgen_test]
fn validate_newsletter_refuses_an_address_that_cannot_be_a_document_id() {
    let err = skora_wasm_forms::validate_newsletter(object(&[("email", "a/b@example.com".into())]))
        .expect_err("a slash");
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "email");
    assert_eq!(
        get_str(
            &js_sys::Array::from(&get(&err, "fieldErrors")).get(0),
            "code"
        ),
        "unsupported"
    );
    let err =
        skora_wasm_forms::validate_newsletter(object(&[("email", "".into())])).expect_err("empty");
    assert_eq!(get_str(&err, "message"), "Please enter your email address.");
}

#[wasm_bindgen_test]
fn a_failed_send_or_sign_up_gets_its_forms_message() {
    use skora_wasm_forms::{contact_send_error_message, newsletter_subscribe_error_message};
    let code = |c: &str| Some(c.to_string());
    assert_eq!(
        contact_send_error_message(code("unavailable")),
        "We could not reach the server to send your message. Check your connection and try again. \
         Your message is still here."
    );
    assert_eq!(
        contact_send_error_message(code("firestore/permission-denied")),
        "The server refused your message. Please reload the page and try again. \
         Your message is still here."
    );
    assert_eq!(
        contact_send_error_message(None),
        "Something went wrong while sending your message. Please try again in a moment. \
         Your message is still here."
    );
    assert_eq!(
        newsletter_subscribe_error_message(code("deadline-exceeded")),
        "We could not reach the server to subscribe you. Check your connection and try again."
    );
    assert_eq!(
        newsletter_subscribe_error_message(None),
        "Something went wrong while subscribing you. Please try again in a moment."
    );
}

#[wasm_bindgen_test]
fn a_repeat_sign_up_is_recognised_by_its_permission_denied_code() {
    use skora_wasm_forms::is_permission_denied;
    assert!(is_permission_denied(Some("permission-denied".into())));
    assert!(is_permission_denied(Some(
        "firestore/permission-denied".into()
    )));
    assert!(!is_permission_denied(Some("unauthenticated".into())));
    assert!(!is_permission_denied(None));
}
