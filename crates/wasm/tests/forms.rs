//! Contact and newsletter exports: forms in and out as plain objects, failures as `invalid-form` errors.

mod common;

use common::{get, get_str, json, keys, object};
use tsify::Ts;
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
    let ok: JsValue = skora_wasm::validate_contact(Ts::new_unchecked(form))
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
    let err = skora_wasm::validate_contact(Ts::new_unchecked(contact("", "nope", "sales", "Hi")))
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
    let err = skora_wasm::validate_contact(Ts::new_unchecked(object(&[("name", 7.into())])))
        .expect_err("not a form");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert!(get(&err, "fieldErrors").is_undefined());
}

#[wasm_bindgen_test]
fn contact_topics_are_plain_objects_with_labels() {
    let topics: JsValue = skora_wasm::contact_topics().expect("the topics").into();
    assert!(js_sys::Array::is_array(&topics));
    let text = json(&topics);
    assert!(
        text.starts_with(r#"[{"value":"player-profile","label":"My player profile"}"#),
        "{text}"
    );
    assert!(
        text.ends_with(r#"{"value":"other","label":"Something else"}]"#),
        "{text}"
    );
    assert_eq!(js_sys::Array::from(&topics).length(), 6);
}

#[wasm_bindgen_test]
fn validate_newsletter_normalises_the_address_that_becomes_the_id() {
    let ok: JsValue = skora_wasm::validate_newsletter(Ts::new_unchecked(object(&[(
        "email",
        " Fan@Example.COM ".into(),
    )])))
    .expect("a valid address")
    .into();
    assert_eq!(json(&ok), r#"{"email":"fan@example.com"}"#);
}

#[wasm_bindgen_test]
fn validate_newsletter_refuses_an_address_that_cannot_be_a_document_id() {
    let err = skora_wasm::validate_newsletter(Ts::new_unchecked(object(&[(
        "email",
        "a/b@example.com".into(),
    )])))
    .expect_err("a slash");
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "email");
    assert_eq!(get_str(&err, "fieldCode"), "unsupported");
    let err = skora_wasm::validate_newsletter(Ts::new_unchecked(object(&[("email", "".into())])))
        .expect_err("empty");
    assert_eq!(get_str(&err, "message"), "Please enter your email address.");
}
