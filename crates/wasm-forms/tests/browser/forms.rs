//! The contact and newsletter forms through `Forms`: forms in and out as plain objects, failures as
//! `invalid-form` errors, a failed send's wording.

use crate::{check, failure};
use skora_wasm_common::testing::{get, get_bool, get_str, json, keys, object};
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
    let ok = check("contact", form).expect("a valid form");
    assert_eq!(keys(&ok), ["email", "kind", "message", "name", "topic"]);
    assert_eq!(get_str(&ok, "kind"), "contact");
    assert_eq!(get_str(&ok, "name"), "Ana Silva");
    assert_eq!(get_str(&ok, "email"), "ana@example.com");
    assert_eq!(get_str(&ok, "topic"), "press");
    assert_eq!(get_str(&ok, "message"), "I write for a football magazine.");
}

#[wasm_bindgen_test]
fn validate_contact_throws_every_field_error_at_once() {
    let err = check("contact", contact("", "nope", "sales", "Hi")).expect_err("invalid form");
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
    let err = check("contact", object(&[("name", 7.into())])).expect_err("not a form");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "bad-input");
    assert!(get(&err, "fieldErrors").is_undefined());
    // A kind no form has is the wrong shape too.
    let err =
        check("survey", contact("Ana", "a@b.co", "press", "0123456789")).expect_err("no kind");
    assert_eq!(get_str(&err, "code"), "bad-input");
}

#[wasm_bindgen_test]
fn validate_newsletter_normalises_the_address_that_becomes_the_id() {
    let ok = check(
        "newsletter",
        object(&[("email", " Fan@Example.COM ".into())]),
    )
    .expect("a valid address");
    assert_eq!(
        json(&ok),
        r#"{"kind":"newsletter","email":"fan@example.com"}"#
    );
}

#[wasm_bindgen_test]
fn validate_newsletter_refuses_an_address_that_cannot_be_a_document_id() {
    let err =
        check("newsletter", object(&[("email", "a/b@example.com".into())])).expect_err("a slash");
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "email");
    assert_eq!(
        get_str(
            &js_sys::Array::from(&get(&err, "fieldErrors")).get(0),
            "code"
        ),
        "unsupported"
    );
    let err = check("newsletter", object(&[("email", "".into())])).expect_err("empty");
    assert_eq!(get_str(&err, "message"), "Please enter your email address.");
}

#[wasm_bindgen_test]
fn a_failed_send_or_sign_up_gets_its_forms_message() {
    let message = |context: &str, code: Option<&str>| get_str(&failure(context, code), "message");
    assert_eq!(
        message("contact-send", Some("unavailable")),
        "We could not reach the server to send your message. Check your connection and try again. \
         Your message is still here."
    );
    assert_eq!(
        message("contact-send", Some("firestore/permission-denied")),
        "The server refused your message. Please reload the page and try again. \
         Your message is still here."
    );
    assert_eq!(
        message("contact-send", None),
        "Something went wrong while sending your message. Please try again in a moment. \
         Your message is still here."
    );
    assert_eq!(
        message("newsletter-subscribe", Some("deadline-exceeded")),
        "We could not reach the server to subscribe you. Check your connection and try again."
    );
    assert_eq!(
        message("newsletter-subscribe", None),
        "Something went wrong while subscribing you. Please try again in a moment."
    );
    assert_eq!(
        json(&failure("contact-send", Some("unavailable"))),
        format!(
            r#"{{"message":"{}","denied":false}}"#,
            message("contact-send", Some("unavailable"))
        )
    );
    let err = skora_wasm_forms::Forms::failure(tsify::Ts::new_unchecked("payment".into()), None)
        .expect_err("no such context");
    assert_eq!(get_str(&err, "code"), "bad-input");
}

#[wasm_bindgen_test]
fn a_refusal_is_recognised_by_its_permission_denied_code() {
    let denied = |context: &str, code: Option<&str>| get_bool(&failure(context, code), "denied");
    assert!(denied("newsletter-subscribe", Some("permission-denied")));
    assert!(denied("contact-send", Some("firestore/permission-denied")));
    assert!(denied(
        "newsletter-subscribe",
        Some("functions/permission-denied")
    ));
    assert!(!denied("newsletter-subscribe", Some("unauthenticated")));
    assert!(!denied("contact-send", None));
}
