//! The startup module's web storage, in a real browser: the remembered location and the skip flag in
//! sessionStorage, and "nothing stored" when the browser refuses or throws.

use skora_wasm_common::testing::{refuse_storage_area, refuse_storage_methods, restore_storage};
use skora_wasm_startup::storage::{
    clear_skip_public_only_toast, previous_location, remember_location, remembered_location,
    set_skip_public_only_toast, skip_public_only_toast,
};
use skora_wasm_startup::{Memory, Site};
use wasm_bindgen_test::*;
use web_sys::Storage;

wasm_bindgen_test_configure!(run_in_browser);

fn session() -> Storage {
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .expect("sessionStorage")
}

fn fresh() {
    session().clear().expect("clear");
}

#[wasm_bindgen_test]
fn a_location_is_stored_only_when_the_core_says_it_is_worth_remembering() {
    fresh();
    assert!(remember_location("/story?x=1"));
    assert_eq!(
        session()
            .get_item("previousLocation")
            .expect("read")
            .as_deref(),
        Some("/story?x=1")
    );
    for refused in [
        "/login",
        "/login?next=1",
        "/auth-action?mode=verifyEmail",
        "//evil.example",
    ] {
        assert!(!remember_location(refused), "{refused}");
    }
    assert_eq!(previous_location().as_deref(), Some("/story?x=1"));
}

#[wasm_bindgen_test]
fn a_stored_location_is_followed_only_when_safe() {
    fresh();
    assert_eq!(remembered_location(), None);
    session()
        .set_item("previousLocation", "/map?tab=1")
        .expect("write");
    assert_eq!(remembered_location().as_deref(), Some("/map?tab=1"));
    for evil in [
        "//evil.example",
        "https://evil.example",
        "/\\evil",
        "/\tx",
        "",
        "42",
    ] {
        session().set_item("previousLocation", evil).expect("write");
        assert_eq!(remembered_location(), None, "{evil:?}");
        // The raw value still goes to the guard, which checks it itself.
        assert_eq!(previous_location().as_deref(), Some(evil));
    }
}

#[wasm_bindgen_test]
fn the_skip_flag_is_set_and_cleared() {
    fresh();
    assert!(!skip_public_only_toast());
    assert!(set_skip_public_only_toast());
    assert!(skip_public_only_toast());
    assert!(session()
        .get_item("skipPublicOnlyToast")
        .expect("read")
        .is_some());
    clear_skip_public_only_toast();
    assert!(!skip_public_only_toast());
}

#[wasm_bindgen_test]
fn memory_keeps_a_location_and_the_flag_and_returns_the_safe_location() {
    fresh();
    assert_eq!(Memory::keep(None, None), None);
    assert_eq!(
        Memory::keep(Some("/story?x=1".into()), None).as_deref(),
        Some("/story?x=1")
    );
    // Not worth remembering: the stored location stays.
    assert_eq!(
        Memory::keep(Some("/login".into()), None).as_deref(),
        Some("/story?x=1")
    );
    assert_eq!(
        Memory::keep(None, Some(true)).as_deref(),
        Some("/story?x=1")
    );
    assert!(skip_public_only_toast());
    Memory::keep(None, None);
    assert!(skip_public_only_toast(), "an absent flag is left alone");
    Memory::keep(None, Some(false));
    assert!(!skip_public_only_toast());
    // An unsafe stored value is never returned.
    session()
        .set_item("previousLocation", "//evil.example")
        .expect("write");
    assert_eq!(Memory::keep(None, None), None);
    // A storage that refuses: nothing stored, nothing returned, no error.
    refuse_storage_methods();
    let refused = (
        Memory::keep(Some("/story".into()), Some(true)),
        Memory::keep(None, Some(false)),
    );
    restore_storage();
    assert_eq!(refused, (None, None));
    assert_eq!(
        session()
            .get_item("previousLocation")
            .expect("read")
            .as_deref(),
        Some("//evil.example")
    );
}

#[wasm_bindgen_test]
fn the_guard_reads_the_remembered_location_and_the_flag_from_storage() {
    fresh();
    session()
        .set_item("previousLocation", "/map")
        .expect("write");
    let back = Site::guard(true, true, true, "/login");
    assert_eq!(back.to.as_deref(), Some("/map"));
    assert!(!back.clear_skip_flag);
    assert!(set_skip_public_only_toast());
    let silent = Site::guard(true, true, true, "/login");
    assert_eq!((silent.toast, silent.clear_skip_flag), (None, true));
}

#[wasm_bindgen_test]
fn storage_that_throws_reads_as_nothing_stored() {
    fresh();
    session()
        .set_item("previousLocation", "/map")
        .expect("write");
    session()
        .set_item("skipPublicOnlyToast", "true")
        .expect("write");
    refuse_storage_methods();
    let results = (
        previous_location(),
        remembered_location(),
        skip_public_only_toast(),
        remember_location("/story"),
        set_skip_public_only_toast(),
        Site::guard(true, true, true, "/login").to,
    );
    clear_skip_public_only_toast();
    restore_storage();
    let home = Some("/profile/myprofile".to_string());
    assert_eq!(results, (None, None, false, false, false, home));
    // Nothing was changed behind the refusal.
    assert_eq!(
        session()
            .get_item("previousLocation")
            .expect("read")
            .as_deref(),
        Some("/map")
    );
    assert!(session()
        .get_item("skipPublicOnlyToast")
        .expect("read")
        .is_some());
}

#[wasm_bindgen_test]
fn storage_that_cannot_be_reached_reads_as_nothing_stored() {
    fresh();
    session()
        .set_item("previousLocation", "/map")
        .expect("write");
    refuse_storage_area("sessionStorage");
    let results = (
        previous_location(),
        skip_public_only_toast(),
        remember_location("/story"),
        set_skip_public_only_toast(),
    );
    clear_skip_public_only_toast();
    restore_storage();
    assert_eq!(results, (None, false, false, false));
    assert_eq!(
        session()
            .get_item("previousLocation")
            .expect("read")
            .as_deref(),
        Some("/map")
    );
}
