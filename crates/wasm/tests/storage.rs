//! Exports that touch web storage: the guard's memory, the remembered location, the skip flag and the
//! localStorage cache. Every test starts from empty storage, because the tests of one file share a page.

mod common;

use common::{
    clear_storage, get, get_bool, get_f64, get_str, json, keys, local_storage, object,
    session_storage, storage_keys,
};
use guards::{ALREADY_SIGNED_IN_TOAST, LOGIN_TOAST, PROFILE_TOAST};
use skora_core::guards;
use tsify::Ts;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const PREVIOUS: &str = "previousLocation";
const SKIP: &str = "skipPublicOnlyToast";

fn session(signed_in: bool, email_verified: bool, profile_complete: bool) -> Ts<guards::Session> {
    Ts::new_unchecked(object(&[
        ("signedIn", signed_in.into()),
        ("emailVerified", email_verified.into()),
        ("profileComplete", profile_complete.into()),
    ]))
}

fn guard(session: Ts<guards::Session>, path: &str) -> JsValue {
    skora_wasm::guard(session, path)
        .expect("guard accepts a well-formed session")
        .into()
}

fn session_item(key: &str) -> Option<String> {
    session_storage()
        .get_item(key)
        .expect("sessionStorage.getItem")
}

// --- guard ---------------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn guard_redirect_arrives_as_a_kind_tagged_camel_case_object() {
    clear_storage();
    let decision = guard(session(false, false, false), "/map");
    assert_eq!(keys(&decision), ["clearSkipFlag", "kind", "to", "toast"]);
    assert_eq!(get_str(&decision, "kind"), "redirect");
    assert_eq!(get_str(&decision, "to"), "/login");
    assert_eq!(get_str(&decision, "toast"), LOGIN_TOAST);
    assert!(!get_bool(&decision, "clearSkipFlag"));
}

#[wasm_bindgen_test]
fn guard_allow_arrives_as_a_kind_tagged_object() {
    clear_storage();
    let decision = guard(session(true, true, true), "/map");
    assert_eq!(keys(&decision), ["clearSkipFlag", "kind"]);
    assert_eq!(get_str(&decision, "kind"), "allow");
    assert!(!get_bool(&decision, "clearSkipFlag"));
}

#[wasm_bindgen_test]
fn guard_reads_every_session_field() {
    clear_storage();
    let unverified = guard(session(true, false, true), "/map");
    assert_eq!(get_str(&unverified, "to"), "/email-verification");
    let incomplete = guard(session(true, true, false), "/map");
    assert_eq!(get_str(&incomplete, "to"), "/settings/edit-profile");
    assert_eq!(get_str(&incomplete, "toast"), PROFILE_TOAST);
}

#[wasm_bindgen_test]
fn guard_redirect_without_a_toast_has_toast_undefined() {
    clear_storage();
    let decision = guard(session(true, false, false), "/map");
    assert_eq!(get_str(&decision, "kind"), "redirect");
    let toast = get(&decision, "toast");
    assert!(
        toast.is_undefined(),
        "toast should be undefined, got {toast:?}"
    );
}

#[wasm_bindgen_test]
fn guard_sends_a_signed_in_user_back_to_the_previous_location_in_session_storage() {
    clear_storage();
    let without_memory = guard(session(true, true, true), "/login");
    assert_eq!(get_str(&without_memory, "to"), "/profile/myprofile");

    session_storage()
        .set_item(PREVIOUS, "/story?chapter=2")
        .unwrap();
    let with_memory = guard(session(true, true, true), "/login");
    assert_eq!(get_str(&with_memory, "kind"), "redirect");
    assert_eq!(get_str(&with_memory, "to"), "/story?chapter=2");
    assert_eq!(get_str(&with_memory, "toast"), ALREADY_SIGNED_IN_TOAST);
}

#[wasm_bindgen_test]
fn guard_reads_the_skip_flag_from_session_storage_and_leaves_it_there() {
    clear_storage();
    session_storage().set_item(SKIP, "true").unwrap();
    let decision = guard(session(true, true, true), "/login");
    assert_eq!(get_str(&decision, "kind"), "redirect");
    assert!(
        get(&decision, "toast").is_undefined(),
        "the skip flag silences the toast"
    );
    assert!(get_bool(&decision, "clearSkipFlag"));
    // The guard only reports; the caller clears the flag when it acts on the decision.
    assert_eq!(session_item(SKIP).as_deref(), Some("true"));

    clear_storage();
    let unflagged = guard(session(true, true, true), "/login");
    assert_eq!(get_str(&unflagged, "toast"), ALREADY_SIGNED_IN_TOAST);
    assert!(!get_bool(&unflagged, "clearSkipFlag"));
}

#[wasm_bindgen_test]
fn guard_rejects_a_session_that_is_a_number() {
    clear_storage();
    let err = skora_wasm::guard(Ts::new_unchecked(JsValue::from_f64(1.0)), "/map")
        .expect_err("a number is not a session");
    assert!(JsValue::from(err).is_instance_of::<js_sys::Error>());
}

#[wasm_bindgen_test]
fn guard_rejects_a_session_with_a_missing_or_mistyped_field() {
    clear_storage();
    let missing = object(&[("signedIn", true.into()), ("emailVerified", true.into())]);
    assert!(skora_wasm::guard(Ts::new_unchecked(missing), "/map").is_err());
    let mistyped = object(&[
        ("signedIn", "yes".into()),
        ("emailVerified", true.into()),
        ("profileComplete", true.into()),
    ]);
    assert!(skora_wasm::guard(Ts::new_unchecked(mistyped), "/map").is_err());
}

// --- remembered location -------------------------------------------------------------------------

#[wasm_bindgen_test]
fn remember_location_writes_previous_location_for_a_public_page() {
    clear_storage();
    assert!(skora_wasm::remember_location("/story"));
    assert_eq!(session_item(PREVIOUS).as_deref(), Some("/story"));
    assert!(
        local_storage().get_item(PREVIOUS).unwrap().is_none(),
        "sessionStorage, not localStorage"
    );
}

#[wasm_bindgen_test]
fn remember_location_skips_the_login_page() {
    clear_storage();
    assert!(!skora_wasm::remember_location("/login"));
    assert_eq!(session_item(PREVIOUS), None);

    session_storage().set_item(PREVIOUS, "/story").unwrap();
    assert!(!skora_wasm::remember_location("/login?next=1"));
    assert_eq!(
        session_item(PREVIOUS).as_deref(),
        Some("/story"),
        "an earlier location is kept"
    );
}

#[wasm_bindgen_test]
fn remembered_location_returns_the_stored_safe_path() {
    clear_storage();
    assert_eq!(skora_wasm::remembered_location(), None);
    session_storage().set_item(PREVIOUS, "/map?x=1").unwrap();
    assert_eq!(
        skora_wasm::remembered_location().as_deref(),
        Some("/map?x=1")
    );
}

#[wasm_bindgen_test]
fn remembered_location_ignores_unsafe_stored_values() {
    for evil in ["//evil.example", "https://evil.example", "/\\evil"] {
        clear_storage();
        session_storage().set_item(PREVIOUS, evil).unwrap();
        assert_eq!(skora_wasm::remembered_location(), None, "{evil:?}");
    }
}

// --- skip flag -----------------------------------------------------------------------------------

#[wasm_bindgen_test]
fn set_skip_public_only_toast_writes_the_flag_to_session_storage() {
    clear_storage();
    assert!(skora_wasm::set_skip_public_only_toast());
    assert_eq!(session_item(SKIP).as_deref(), Some("true"));
}

#[wasm_bindgen_test]
fn clear_skip_public_only_toast_removes_only_the_flag() {
    clear_storage();
    session_storage().set_item(SKIP, "true").unwrap();
    session_storage().set_item(PREVIOUS, "/story").unwrap();
    skora_wasm::clear_skip_public_only_toast();
    assert_eq!(session_item(SKIP), None);
    assert_eq!(session_item(PREVIOUS).as_deref(), Some("/story"));
}

// --- localStorage cache --------------------------------------------------------------------------

#[wasm_bindgen_test]
fn profile_cache_key_prefixes_the_uid() {
    assert_eq!(
        skora_wasm::profile_cache_key("abc123"),
        "userProfile_abc123"
    );
}

#[wasm_bindgen_test]
fn clear_user_cache_removes_every_profile_and_the_stats_keys_but_nothing_else() {
    clear_storage();
    let local = local_storage();
    let user_keys = [
        "userProfile_abc",
        "userProfile_someone-else",
        "userStats_profileImage",
        "userStats_physicalStep",
        "userStats_technicalStep",
        "userStats_goalkeeperTechnicalStep",
    ];
    for key in user_keys {
        local.set_item(key, "{}").unwrap();
    }
    for key in ["theme", "userStats_other", "myuserProfile_x"] {
        local.set_item(key, "kept").unwrap();
    }
    session_storage()
        .set_item("userProfile_abc", "session copy")
        .unwrap();

    assert_eq!(skora_wasm::clear_user_cache(), user_keys.len() as u32);
    assert_eq!(
        storage_keys(&local),
        ["myuserProfile_x", "theme", "userStats_other"]
    );
    assert_eq!(
        session_item("userProfile_abc").as_deref(),
        Some("session copy"),
        "sessionStorage untouched"
    );

    assert_eq!(skora_wasm::clear_user_cache(), 0, "nothing left to clear");
}

#[wasm_bindgen_test]
fn cache_read_returns_the_fallback_for_a_missing_key() {
    clear_storage();
    let fallback = object(&[("a", JsValue::from_f64(1.0))]);
    let value = skora_wasm::cache_read("userProfile_abc", fallback).expect("cache_read");
    assert_eq!(json(&value), r#"{"a":1}"#);
    // A plain object, not a Map: property access must work.
    assert_eq!(get_f64(&value, "a"), 1.0);
}

#[wasm_bindgen_test]
fn cache_read_returns_the_fallback_for_unparsable_json() {
    clear_storage();
    local_storage()
        .set_item("userProfile_abc", "{not json")
        .unwrap();
    let value = skora_wasm::cache_read("userProfile_abc", JsValue::from_str("fallback"))
        .expect("cache_read");
    assert_eq!(value.as_string().as_deref(), Some("fallback"));
}

#[wasm_bindgen_test]
fn cache_read_without_a_fallback_yields_null() {
    clear_storage();
    let value = skora_wasm::cache_read("missing", JsValue::UNDEFINED).expect("cache_read");
    assert!(value.is_null(), "expected null, got {value:?}");
}

#[wasm_bindgen_test]
fn cache_read_returns_the_stored_value_as_a_plain_js_value() {
    clear_storage();
    local_storage()
        .set_item(
            "userProfile_abc",
            r#"{"firstName":"Leo","age":36,"tags":["rw",null],"club":{"name":"Inter"}}"#,
        )
        .unwrap();
    let value = skora_wasm::cache_read("userProfile_abc", JsValue::NULL).expect("cache_read");
    assert_eq!(get_str(&value, "firstName"), "Leo");
    assert_eq!(get_f64(&value, "age"), 36.0);
    assert!(js_sys::Array::is_array(&get(&value, "tags")));
    assert!(js_sys::Array::from(&get(&value, "tags")).get(1).is_null());
    assert_eq!(get_str(&get(&value, "club"), "name"), "Inter");
}

#[wasm_bindgen_test]
fn cache_write_stores_json_that_cache_read_returns() {
    clear_storage();
    let value = object(&[
        ("firstName", JsValue::from_str("Leo")),
        ("age", JsValue::from_f64(36.0)),
        ("nickname", JsValue::NULL),
        ("positions", common::array(&["RW".into(), "CF".into()])),
    ]);
    skora_wasm::cache_write("userProfile_abc", value).expect("cache_write");

    let raw = local_storage()
        .get_item("userProfile_abc")
        .unwrap()
        .expect("written to localStorage");
    let stored: serde_json::Value = serde_json::from_str(&raw).expect("stored as JSON");
    assert_eq!(
        stored,
        serde_json::json!({"firstName": "Leo", "age": 36, "nickname": null, "positions": ["RW", "CF"]})
    );

    let back = skora_wasm::cache_read("userProfile_abc", JsValue::NULL).expect("cache_read");
    assert_eq!(get_str(&back, "firstName"), "Leo");
    assert_eq!(get_f64(&back, "age"), 36.0);
    assert!(get(&back, "nickname").is_null());
    assert_eq!(json(&get(&back, "positions")), r#"["RW","CF"]"#);
}
