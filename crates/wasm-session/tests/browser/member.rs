//! `Member` in a real browser: whether an account's CV or scout profile is complete, where a scout profile is, and the
//! session this device last saw confirmed (`lastSession`), kept, read back and forgotten; whatever else the key holds,
//! and whatever a document holds, reads as nothing, never a trap.

use skora_wasm_common::testing::{
    get_bool, get_f64, get_str, has_own, hostile_values, local_storage, object, store, stored,
    CORRUPT_STORED,
};
use skora_wasm_session::Member;
use tsify::Ts;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn read(request: JsValue) -> Result<JsValue, JsValue> {
    Member::read(Ts::new_unchecked(request)).map(JsValue::from)
}

fn remembered() -> JsValue {
    let view = read(object(&[])).expect("a view");
    js_sys::Reflect::get(&view, &"remembered".into()).expect("get")
}

/// Keeps `session` (`None`: forgets the kept one); how many stored values changed.
fn remember(session: Option<JsValue>) -> u32 {
    let fields: Vec<(&str, JsValue)> = session.into_iter().map(|s| ("confirmed", s)).collect();
    Member::remember(Ts::new_unchecked(object(&fields)))
}

/// A CV with every required field (the core's completeness).
fn complete_cv() -> JsValue {
    object(&[
        ("firstName", "Ana".into()),
        ("lastName", "Silva".into()),
        ("birthMonth", "2004-12".into()),
        ("nationality", "PT".into()),
        ("countryOfResidence", "PT".into()),
        ("city", "Lisbon".into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "ST".into()),
        ("availability", "open-to-offers".into()),
        (
            "createdAt",
            object(&[("seconds", 1.into()), ("nanoseconds", 0.into())]),
        ),
    ])
}

#[wasm_bindgen_test]
fn a_cv_with_every_required_field_is_complete_and_one_without_is_not() {
    let view = read(object(&[("uid", "abc".into()), ("cv", complete_cv())])).expect("a view");
    assert!(get_bool(&view, "complete"));
    let partial = complete_cv();
    js_sys::Reflect::delete_property(&partial.clone().into(), &"city".into()).expect("delete");
    let view = read(object(&[("uid", "abc".into()), ("cv", partial)])).expect("a view");
    assert!(!get_bool(&view, "complete"));
    // Nothing read yet: incomplete, and where a scout profile would be; no account yet: no path either.
    let view = read(object(&[("uid", "abc".into())])).expect("a view");
    assert!(!get_bool(&view, "complete"));
    assert_eq!(get_str(&view, "scoutPath"), "scouts/abc");
    let view = read(object(&[])).expect("a view");
    assert!(!get_bool(&view, "complete") && !has_own(&view, "scoutPath"));
    assert!(!has_own(&view, "inboxCollection") && !has_own(&view, "notificationsCollection"));
    // An id that names no document has no scout profile to ask for.
    let view = read(object(&[("uid", "a/b".into())])).expect("a view");
    assert!(!has_own(&view, "scoutPath"));
}

#[wasm_bindgen_test]
fn the_nav_counts_the_inbox_and_the_notifications_where_the_core_says() {
    let view = read(object(&[("uid", "abc".into())])).expect("a view");
    assert_eq!(get_str(&view, "inboxCollection"), "users/abc/inbox");
    assert_eq!(
        get_str(&view, "notificationsCollection"),
        "users/abc/notifications"
    );
    assert_eq!(get_str(&view, "inboxLabel"), "Inbox");
    let counted = get_f64(&view, "pendingCounted");
    assert_eq!(counted, 10.0);
    let view = read(object(&[("uid", "abc".into()), ("pending", 2.into())])).expect("a view");
    assert_eq!(get_str(&view, "inboxLabel"), "Inbox, 2 new requests");
    let view = read(object(&[
        ("uid", "abc".into()),
        ("pending", counted.into()),
    ]))
    .expect("a view");
    assert_eq!(get_str(&view, "inboxLabel"), "Inbox, 9+ new requests");
}

#[wasm_bindgen_test]
fn a_scout_profile_is_complete_when_it_passes_its_rule() {
    let scout = object(&[
        ("name", "Marta Ruiz".into()),
        ("organisation", "FC Example".into()),
        ("role", "coach".into()),
        ("country", "ES".into()),
    ]);
    let view = read(object(&[("uid", "abc".into()), ("scout", scout)])).expect("a view");
    assert!(get_bool(&view, "complete"));
    let view = read(object(&[
        ("uid", "abc".into()),
        ("scout", object(&[("name", "Marta Ruiz".into())])),
    ]))
    .expect("a view");
    assert!(!get_bool(&view, "complete"));
}

#[wasm_bindgen_test]
fn hostile_documents_read_as_incomplete_never_a_trap() {
    for (name, hostile) in hostile_values() {
        for field in ["cv", "scout"] {
            let request = object(&[("uid", "abc".into()), (field, hostile.clone())]);
            // Either a bad-input error (a value past the limits) or an incomplete view: never a trap, never complete.
            if let Ok(view) = read(request) {
                assert!(!get_bool(&view, "complete"), "{name} as the {field}");
            }
        }
        // The whole request: an error, or a view of no account (unknown fields are ignored).
        if let Ok(view) = read(hostile.clone()) {
            assert!(
                !get_bool(&view, "complete") && !has_own(&view, "scoutPath"),
                "{name} as the request"
            );
        }
    }
    // The module still answers after all of them.
    assert!(get_bool(
        &read(object(&[("uid", "abc".into()), ("cv", complete_cv())])).expect("a view"),
        "complete"
    ));
}

#[wasm_bindgen_test]
fn the_last_confirmed_session_is_kept_read_back_and_forgotten() {
    local_storage().clear().expect("clear");
    let session = || {
        object(&[
            ("uid", "abc".into()),
            ("displayName", "Ana Silva".into()),
            ("emailVerified", true.into()),
            ("profileComplete", true.into()),
            ("accountKind", "player".into()),
            ("hasPhoto", false.into()),
        ])
    };
    assert!(remembered().is_undefined());
    assert_eq!(remember(Some(session())), 1);
    let read = remembered();
    assert_eq!(get_str(&read, "uid"), "abc");
    assert_eq!(get_str(&read, "accountKind"), "player");
    assert!(get_bool(&read, "profileComplete"));
    // Whatever else the key may hold reads as no session: a corrupt text, another shape, a uid naming no document.
    let unsafe_uid =
        r#"{"uid":"a/b","emailVerified":true,"profileComplete":true,"accountKind":"player"}"#;
    for raw in CORRUPT_STORED.into_iter().chain([unsafe_uid]) {
        store("lastSession", raw);
        assert!(remembered().is_undefined(), "{raw}");
    }
    // A session that names no document is not kept; none forgets the kept one.
    let hostile = session();
    js_sys::Reflect::set(&hostile, &"uid".into(), &"a/b".into()).expect("set");
    assert_eq!(remember(Some(session())), 1);
    assert_eq!(remember(Some(hostile)), 1, "forgets the one kept");
    assert_eq!(stored("lastSession"), None);
    assert_eq!(remember(Some(session())), 1);
    assert_eq!(remember(None), 1);
    assert_eq!(stored("lastSession"), None);
    // A value that does not cross as a session keeps nothing and forgets the kept one.
    assert_eq!(remember(Some(session())), 1);
    for (name, hostile) in hostile_values() {
        let _ = remember(Some(hostile));
        assert!(remembered().is_undefined(), "{name}");
    }
}
