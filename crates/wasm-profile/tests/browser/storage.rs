//! The JSON values in localStorage, through the profile module in a real browser: the cached CV, the unsaved CV and
//! week, the stats wizard's steps. What is stored is read with the core's default when missing, corrupt or of
//! another shape; a storage that refuses or throws reads as nothing stored and takes no write.

use crate::compat::*;
use skora_core::cache::profile_draft_key;
use skora_wasm_common::testing::{
    get, get_bool, get_str, json, keys, local_storage as local, object, refuse_storage_area,
    refuse_storage_methods, restore_storage, store, stored, CORRUPT_STORED as CORRUPT,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_cached_cv_is_written_as_json_without_timestamps_and_read_back() {
    local().clear().expect("clear");
    let doc = object(&[
        ("city", "Lisboa".into()),
        ("createdAt", object(&[("seconds", 1.into())])),
        ("updatedAt", object(&[("seconds", 2.into())])),
    ]);
    assert!(cache_profile("abc", doc));
    assert_eq!(
        stored("userProfile_abc").as_deref(),
        Some(r#"{"city":"Lisboa"}"#)
    );
    let read = read_cached_profile("abc").expect("no error");
    assert_eq!(json(&read), r#"{"city":"Lisboa"}"#);
    assert!(read_cached_profile("nobody")
        .expect("no error")
        .is_undefined());
}

#[wasm_bindgen_test]
fn a_corrupt_or_non_object_cached_cv_reads_as_none() {
    for raw in CORRUPT {
        store("userProfile_abc", raw);
        assert!(
            read_cached_profile("abc").expect("no error").is_undefined(),
            "{raw:?}"
        );
    }
}

#[wasm_bindgen_test]
fn a_profile_draft_reads_back_as_the_form_it_kept() {
    local().clear().expect("clear");
    let form = profile_form(JsValue::NULL, JsValue::NULL).expect("empty form");
    js_sys::Reflect::set(&form, &"city".into(), &"Bergen".into()).expect("set");
    assert!(keep_profile_draft("u1", form.clone()));
    assert_eq!(profile_draft_key("u1"), "userProfileDraft_u1");
    let draft = read_profile_draft("u1").expect("no error");
    assert_eq!(json(&draft), json(&form));
    forget_profile_draft("u1");
    assert_eq!(stored("userProfileDraft_u1"), None);
    assert!(read_profile_draft("u1").expect("no error").is_undefined());
}

#[wasm_bindgen_test]
fn a_corrupt_or_partial_profile_draft_reads_as_none() {
    let deep = format!("{}1{}", "[".repeat(100), "]".repeat(100));
    for raw in CORRUPT
        .iter()
        .copied()
        .chain([r#"{"city":"Bergen"}"#, deep.as_str()])
    {
        store("userProfileDraft_u1", raw);
        assert!(
            read_profile_draft("u1").expect("no error").is_undefined(),
            "{raw:?}"
        );
    }
}

#[wasm_bindgen_test]
fn a_weekly_draft_reads_back_leniently_and_a_corrupt_one_as_none() {
    local().clear().expect("clear");
    assert_eq!(
        skora_core::cache::weekly_draft_key("u1"),
        "weeklyStats_draft_u1"
    );
    store(
        "weeklyStats_draft_u1",
        r#"{"week":"2026-W40","form":{"week":"2026-W40","goals":"2","shots":3}}"#,
    );
    let draft = read_weekly_draft("u1").expect("a draft");
    assert_eq!(get_str(&draft, "week"), "2026-W40");
    assert_eq!(get_str(&get(&draft, "form"), "goals"), "2");
    assert_eq!(get_str(&get(&draft, "form"), "shots"), "3");
    assert_eq!(get_str(&get(&draft, "form"), "assists"), "");
    // What the page keeps reads back.
    assert!(keep_weekly_draft("u1", draft.clone()));
    assert_eq!(
        json(&read_weekly_draft("u1").expect("a draft")),
        json(&draft)
    );
    for raw in CORRUPT
        .iter()
        .copied()
        .chain(["{\"week\":\"2026-W40\"}", "{\"form\":{}}"])
    {
        store("weeklyStats_draft_u1", raw);
        assert!(
            read_weekly_draft("u1").expect("no error").is_undefined(),
            "{raw:?}"
        );
    }
    forget_weekly_draft("u1");
    assert_eq!(stored("weeklyStats_draft_u1"), None);
}

/// The wizard's form for a stored document with `pace` 17.
fn initial() -> JsValue {
    let doc = object(&[("physical", object(&[("pace", 17.into())]))]);
    attributes_form(doc, "outfield".into()).expect("form")
}

#[wasm_bindgen_test]
fn a_corrupt_step_draft_reads_as_the_cores_default_the_stored_values() {
    local().clear().expect("clear");
    for raw in CORRUPT {
        store("userStats_physicalStep", raw);
        let drafted = restore_step_drafts(initial(), "abc").expect("no error");
        assert!(!get_bool(&drafted, "restored"), "{raw:?}");
        assert_eq!(json(&get(&drafted, "values")), json(&initial()), "{raw:?}");
    }
    // Another account's draft is not restored either.
    store(
        "userStats_physicalStep",
        r#"{"uid":"someone-else","values":{"physical":{"pace":"3"}}}"#,
    );
    let drafted = restore_step_drafts(initial(), "abc").expect("no error");
    assert!(!get_bool(&drafted, "restored"));
}

#[wasm_bindgen_test]
fn a_kept_step_draft_holds_its_groups_and_is_restored_over_the_stored_values() {
    local().clear().expect("clear");
    let typed = initial();
    js_sys::Reflect::set(&get(&typed, "physical"), &"pace".into(), &"15".into()).expect("set");
    assert!(keep_step_draft("physical".into(), "abc", typed));
    let raw = stored("userStats_physicalStep").expect("kept");
    let kept = js_sys::JSON::parse(&raw).expect("JSON");
    assert_eq!(get_str(&kept, "uid"), "abc");
    let mut groups = keys(&get(&kept, "values"));
    groups.sort();
    assert_eq!(groups, ["physical", "tests"]);

    let drafted = restore_step_drafts(initial(), "abc").expect("no error");
    assert!(get_bool(&drafted, "restored"));
    assert_eq!(
        get_str(&get(&get(&drafted, "values"), "physical"), "pace"),
        "15"
    );

    store("userStats_technicalStep", "{}");
    store("theme", "dark");
    forget_step_drafts();
    assert_eq!(stored("userStats_physicalStep"), None);
    assert_eq!(stored("userStats_technicalStep"), None);
    assert_eq!(stored("theme").as_deref(), Some("dark"));
}

#[wasm_bindgen_test]
fn storage_that_throws_reads_as_nothing_stored_and_takes_no_write() {
    local().clear().expect("clear");
    store("userProfile_abc", r#"{"city":"Lisboa"}"#);
    store(
        "userStats_physicalStep",
        r#"{"uid":"abc","values":{"physical":{"pace":"3"}}}"#,
    );
    refuse_storage_methods();
    let cached = read_cached_profile("abc").expect("no error").is_undefined();
    let written = cache_profile("abc", object(&[("city", "Porto".into())]));
    let draft = read_profile_draft("abc").expect("no error").is_undefined();
    let kept = keep_step_draft("physical".into(), "abc", initial());
    let restored = get_bool(
        &restore_step_drafts(initial(), "abc").expect("no error"),
        "restored",
    );
    forget_profile_draft("abc");
    forget_step_drafts();
    restore_storage();
    assert!(cached && draft);
    assert!(!written && !kept && !restored);
    assert_eq!(
        stored("userProfile_abc").as_deref(),
        Some(r#"{"city":"Lisboa"}"#)
    );
}

#[wasm_bindgen_test]
fn storage_that_cannot_be_reached_reads_as_nothing_stored() {
    local().clear().expect("clear");
    store("userProfile_abc", r#"{"city":"Lisboa"}"#);
    refuse_storage_area("localStorage");
    let cached = read_cached_profile("abc").expect("no error").is_undefined();
    let written = cache_profile("abc", object(&[("city", "Porto".into())]));
    let kept = keep_weekly_draft("abc", object(&[]));
    forget_weekly_draft("abc");
    restore_storage();
    assert!(cached);
    assert!(!written && !kept);
    assert_eq!(
        stored("userProfile_abc").as_deref(),
        Some(r#"{"city":"Lisboa"}"#)
    );
}

#[wasm_bindgen_test]
fn logout_clears_every_users_keys_and_keeps_the_others() {
    local().clear().expect("clear");
    let user_keys = [
        "userProfile_abc",
        "userProfile_other",
        "userProfileDraft_abc",
        "weeklyStats_draft_abc",
        "userStats_profileImage",
        "userStats_physicalStep",
        "userStats_technicalStep",
        "userStats_goalkeeperTechnicalStep",
        "lastSession",
    ];
    for key in user_keys {
        store(key, "{}");
    }
    for key in ["theme", "userProfile_", "userStats_other"] {
        store(key, "kept");
    }
    assert_eq!(clear_user_cache(), 9);
    let storage = local();
    let mut left: Vec<String> = (0..storage.length().expect("length"))
        .filter_map(|i| storage.key(i).expect("key"))
        .collect();
    left.sort();
    assert_eq!(left, ["theme", "userProfile_", "userStats_other"]);
    assert_eq!(clear_user_cache(), 0);
}

#[wasm_bindgen_test]
fn logout_through_a_refusing_storage_clears_nothing_and_does_not_throw() {
    local().clear().expect("clear");
    store("userProfile_abc", "{}");
    refuse_storage_methods();
    let thrown = clear_user_cache();
    restore_storage();
    refuse_storage_area("localStorage");
    let unreachable = clear_user_cache();
    restore_storage();
    assert_eq!((thrown, unreachable), (0, 0));
    assert!(stored("userProfile_abc").is_some());
}
