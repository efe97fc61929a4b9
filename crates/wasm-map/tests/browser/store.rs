//! `CoreStore`: versioning, subscribers for `useSyncExternalStore` (told at once and after every change), the
//! snapshot's JS shape, and every change of the state as one tagged `set`.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::Steps;
use js_sys::Function;
use skora_wasm_common::testing::{get, get_f64, get_str, keys};
use skora_wasm_map::CoreStore;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A JS function that counts its calls.
fn counter() -> (Rc<Cell<u32>>, Function) {
    let count = Rc::new(Cell::new(0));
    let seen = Rc::clone(&count);
    let f = Closure::<dyn FnMut()>::new(move || seen.set(seen.get() + 1));
    (count, f.into_js_value().unchecked_into())
}

/// A JS function that counts its calls and then throws.
fn thrower() -> (Rc<Cell<u32>>, Function) {
    let count = Rc::new(Cell::new(0));
    let seen = Rc::clone(&count);
    let f = Closure::<dyn FnMut() -> Result<(), JsValue>>::new(move || {
        seen.set(seen.get() + 1);
        Err(js_sys::Error::new("subscriber failed").into())
    });
    (count, f.into_js_value().unchecked_into())
}

/// Sets the name filter: a setter every test can use to make (or not make) a change.
fn set(store: &CoreStore, name: &str) -> bool {
    store.set_player_name(name.into())
}

fn snapshot(store: &CoreStore) -> JsValue {
    Steps::snapshot(store)
}

#[wasm_bindgen_test]
fn a_new_store_is_at_version_zero() {
    assert_eq!(CoreStore::new().version(), 0.0);
}

#[wasm_bindgen_test]
fn the_initial_snapshot_has_the_default_map_center_and_null_filters() {
    let snap = snapshot(&CoreStore::new());
    assert_eq!(
        keys(&snap),
        [
            "activeCountry",
            "activePosition",
            "confirmedOnly",
            "mapCenter",
            "mapZoom",
            "nationality",
            "playerAge",
            "playerName",
            "playerType"
        ]
    );
    let center = get(&snap, "mapCenter");
    assert_eq!(get_f64(&center, "lat"), 54.526);
    assert_eq!(get_f64(&center, "lng"), 15.2551);
    assert_eq!(get_f64(&snap, "mapZoom"), 4.0);
    assert!(
        get(&snap, "activePosition").is_null(),
        "activePosition should be null"
    );
    assert!(
        get(&snap, "activeCountry").is_null(),
        "activeCountry should be null"
    );
    assert_eq!(get_str(&snap, "playerName"), "");
    assert_eq!(get_str(&snap, "playerAge"), "");
    assert_eq!(get(&snap, "confirmedOnly").as_bool(), Some(false));
}

#[wasm_bindgen_test]
fn a_real_change_bumps_the_version_by_one_and_notifies_each_subscriber_once() {
    let store = CoreStore::new();
    let (first, f) = counter();
    store.listen(f);
    let (second, g) = counter();
    store.listen(g);

    assert!(set(&store, "Leo"));
    assert_eq!(store.version(), 1.0);
    assert_eq!((first.get(), second.get()), (1, 1));
    assert_eq!(get_str(&snapshot(&store), "playerName"), "Leo");

    assert!(store.set_player_age("18-21".into()));
    assert_eq!(store.version(), 2.0);
    assert_eq!(get_str(&snapshot(&store), "playerAge"), "18-21");
    assert_eq!((first.get(), second.get()), (2, 2));
}

#[wasm_bindgen_test]
fn a_no_op_set_neither_bumps_the_version_nor_notifies() {
    let store = CoreStore::new();
    let (count, f) = counter();
    store.listen(f);

    assert!(!set(&store, ""));
    assert!(!store.reset());
    assert_eq!(store.version(), 0.0);
    assert_eq!(count.get(), 0);

    assert!(store.set_player_type("goalkeeper".into()));
    assert!(
        !store.set_player_type("goalkeeper".into()),
        "the same value again is a no-op"
    );
    assert_eq!(store.version(), 1.0);
    assert_eq!(count.get(), 1);
}

#[wasm_bindgen_test]
fn the_function_returned_by_subscribe_unsubscribes() {
    let store = CoreStore::new();
    let (gone, f) = counter();
    let unsubscribe = store.listen(f);
    let (stays, g) = counter();
    store.listen(g);

    unsubscribe
        .call0(&JsValue::NULL)
        .expect("unsubscribe does not throw");
    assert!(set(&store, "Leo"));
    assert_eq!(gone.get(), 0, "unsubscribed listener was called");
    assert_eq!(stays.get(), 1, "the other listener must still be called");

    unsubscribe
        .call0(&JsValue::NULL)
        .expect("unsubscribing twice is harmless");
    assert!(set(&store, "Ann"));
    assert_eq!((gone.get(), stays.get()), (0, 2));
}

#[wasm_bindgen_test]
fn a_throwing_subscriber_does_not_stop_the_others() {
    let store = CoreStore::new();
    let (before, f) = counter();
    store.listen(f);
    let (throws, t) = thrower();
    store.listen(t);
    let (after, g) = counter();
    store.listen(g);

    assert!(set(&store, "Leo"));
    assert_eq!((before.get(), throws.get(), after.get()), (1, 1, 1));
    assert_eq!(store.version(), 1.0);
}

#[wasm_bindgen_test]
fn a_subscriber_may_unsubscribe_itself_while_being_notified() {
    let store = CoreStore::new();
    let own_unsubscribe: Rc<RefCell<Option<Function>>> = Rc::default();
    let count = Rc::new(Cell::new(0));
    let (slot, seen) = (Rc::clone(&own_unsubscribe), Rc::clone(&count));
    let once = Closure::<dyn FnMut()>::new(move || {
        seen.set(seen.get() + 1);
        if let Some(unsubscribe) = slot.borrow().as_ref() {
            unsubscribe
                .call0(&JsValue::NULL)
                .expect("unsubscribe from inside a notification");
        }
    });
    let unsubscribe = store.listen(once.into_js_value().unchecked_into());
    *own_unsubscribe.borrow_mut() = Some(unsubscribe);
    let (other, g) = counter();
    store.listen(g);

    assert!(set(&store, "Leo"));
    assert!(set(&store, "Ann"));
    assert_eq!(count.get(), 1, "notified once, then gone");
    assert_eq!(other.get(), 2);
}

#[wasm_bindgen_test]
fn unsubscribing_after_the_store_is_dropped_is_harmless() {
    let store = CoreStore::new();
    let (_, f) = counter();
    let unsubscribe = store.listen(f);
    drop(store);
    assert!(unsubscribe.call0(&JsValue::NULL).is_ok());
}

#[wasm_bindgen_test]
fn filters_cleared_return_to_null() {
    let store = CoreStore::new();
    assert!(store.set_active_position(Some("GK".into())));
    assert!(store.set_active_country(Some("SE".into())));
    assert!(store.set_nationality(Some("FI".into())));
    let snap = snapshot(&store);
    assert_eq!(get_str(&snap, "nationality"), "FI");
    assert_eq!(get_str(&snap, "activePosition"), "GK");
    assert_eq!(get_str(&snap, "activeCountry"), "SE");

    assert!(store.set_active_position(None));
    assert!(store.set_active_country(None));
    assert!(store.set_nationality(None));
    let snap = snapshot(&store);
    assert!(get(&snap, "nationality").is_null());
    assert!(get(&snap, "activePosition").is_null());
    assert!(get(&snap, "activeCountry").is_null());
    assert_eq!(store.version(), 6.0);
}

#[wasm_bindgen_test]
fn the_map_centre_moves_only_to_a_point_on_the_map() {
    let store = CoreStore::new();
    assert!(!store.set_map_center(f64::NAN, 0.0));
    assert!(!store.set_map_center(91.0, 0.0));
    assert_eq!(store.version(), 0.0);
    assert!(store.set_map_center(40.4, -3.7));
    let center = get(&snapshot(&store), "mapCenter");
    assert_eq!(
        (get_f64(&center, "lat"), get_f64(&center, "lng")),
        (40.4, -3.7)
    );
}

#[wasm_bindgen_test]
fn reset_restores_the_defaults_and_notifies_once() {
    let store = CoreStore::new();
    assert!(set(&store, "Leo"));
    assert!(store.set_active_position(Some("GK".into())));
    let (count, f) = counter();
    store.listen(f);

    assert!(store.reset());
    assert_eq!((store.version(), count.get()), (3.0, 1));
    let snap = snapshot(&store);
    assert_eq!(get_str(&snap, "playerName"), "");
    assert!(get(&snap, "activePosition").is_null());
    assert_eq!(get_f64(&get(&snap, "mapCenter"), "lat"), 54.526);
}

#[wasm_bindgen_test]
fn the_view_moves_as_one_change_and_a_bad_zoom_is_refused() {
    let store = CoreStore::new();
    let (count, f) = counter();
    store.listen(f);
    assert!(store.set_map_view(40.4, -3.7, 6.0));
    assert!(!store.set_map_view(40.4, -3.7, 19.0));
    assert!(!store.set_map_view(f64::NAN, -3.7, 6.0));
    assert_eq!((store.version(), count.get()), (1.0, 1));
    let snap = snapshot(&store);
    assert_eq!(get_f64(&snap, "mapZoom"), 6.0);
    assert_eq!(get_f64(&get(&snap, "mapCenter"), "lng"), -3.7);
}

#[wasm_bindgen_test]
fn the_url_query_sets_the_state_in_one_notification_and_reads_back() {
    let store = CoreStore::new();
    let (count, f) = counter();
    store.listen(f);
    assert!(store.apply_query("?country=es&nationality=pt&position=ST&name=luc%C3%ADa&age=18-21&type=goalkeeper&lat=40.4&lng=-3.7&zoom=6&x=1"));
    assert_eq!((store.version(), count.get()), (1.0, 1));
    let snap = snapshot(&store);
    assert_eq!(get_str(&snap, "activeCountry"), "ES");
    assert_eq!(get_str(&snap, "nationality"), "PT");
    assert_eq!(get_str(&snap, "playerName"), "lucía");
    // An older link's `country` is "Based in", written under its new name.
    assert_eq!(
        store.query_string(),
        "basedIn=ES&nationality=PT&position=ST&name=luc%C3%ADa&age=18-21&type=goalkeeper&lat=40.4&lng=-3.7&zoom=6"
    );
    assert!(!store.apply_query(&store.query_string()));
    assert!(store.apply_query("country=ZZ"));
    assert_eq!(store.query_string(), "");
    // The map library's default centre, with float noise, is still the default view.
    assert!(store.set_map_view(54.526_000_000_01, 15.255_099_999_99, 4.0));
    assert_eq!(store.query_string(), "");
    assert!(get(&snapshot(&store), "activeCountry").is_null());
}

#[wasm_bindgen_test]
fn a_subscriber_is_told_the_snapshot_at_once_and_after_each_change() {
    let store = CoreStore::new();
    let seen: Rc<RefCell<Vec<JsValue>>> = Rc::default();
    let slot = Rc::clone(&seen);
    let f = Closure::<dyn FnMut(JsValue)>::new(move |s| slot.borrow_mut().push(s));
    store
        .subscribe(f.into_js_value().unchecked_into())
        .expect("subscribe");
    assert_eq!(seen.borrow().len(), 1, "told at once");
    let first = seen.borrow()[0].clone();
    assert_eq!(
        keys(&first),
        ["count", "playersVersion", "query", "state", "version"]
    );
    assert_eq!(get_f64(&first, "version"), 0.0);
    assert_eq!(get_str(&first, "query"), "");
    assert!(set(&store, "Leo"));
    assert!(!set(&store, "Leo"));
    assert_eq!(seen.borrow().len(), 2, "told once per real change");
    let second = seen.borrow()[1].clone();
    assert_eq!(get_f64(&second, "version"), 1.0);
    assert_eq!(get_str(&second, "query"), "name=Leo");
    assert_eq!(get_str(&get(&second, "state"), "playerName"), "Leo");
}

#[wasm_bindgen_test]
fn reset_filters_is_one_change_that_keeps_based_in_and_the_view() {
    let store = CoreStore::new();
    assert!(store.set_active_country(Some("ES".into())));
    assert!(store.set_map_view(40.4, -3.7, 6.0));
    assert!(store.set_nationality(Some("PT".into())));
    assert!(store.set_player_age("18-21".into()));
    assert!(store.set_player_type("goalkeeper".into()));
    let (count, f) = counter();
    store.listen(f);
    assert!(store.change("clearFilters", &[]));
    assert_eq!(count.get(), 1);
    let snap = snapshot(&store);
    assert_eq!(get_str(&snap, "activeCountry"), "ES");
    assert_eq!(get_f64(&snap, "mapZoom"), 6.0);
    assert!(get(&snap, "nationality").is_null());
    assert_eq!(get_str(&snap, "playerAge"), "");
    assert_eq!(get_str(&snap, "playerType"), "");
    assert!(!store.change("clearFilters", &[]));
}

#[wasm_bindgen_test]
fn a_change_of_no_known_kind_is_bad_input_and_changes_nothing() {
    let store = CoreStore::new();
    let err = store
        .set(tsify::Ts::new_unchecked(
            skora_wasm_common::testing::object(&[("kind", "zoomTo".into())]),
        ))
        .expect_err("no such change");
    assert_eq!(get_str(&err, "code"), "bad-input");
    assert_eq!(store.version(), 0.0);
}
