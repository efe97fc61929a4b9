//! The store's players: pages of index entries in, row numbers out (a `Uint32Array`), cards on demand, the
//! view's cut, and the field errors of filters that do not read.

use std::cell::Cell;
use std::rc::Rc;

use crate::Steps;
use js_sys::Function;
use skora_wasm_common::testing::{array, get, get_f64, get_str, json, object};
use skora_wasm_map::CoreStore;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2025-06-01";

fn entry(id: &str, name: &str, birth: &str, position: &str, country: &str) -> JsValue {
    // Everyone is a national of where they live, but Ana, a Portuguese based in Spain.
    let nationality = if id == "c" { "PT" } else { country };
    let data = js_sys::JSON::parse(&format!(
        r#"{{"displayName":"{name}","searchKey":"","birthMonth":"{birth}","playerType":"outfield",
            "mainPosition":"{position}","positions":["{position}"],"countryOfResidence":"{country}",
            "nationalities":["{nationality}"],
            "location":{{"lat":40.5,"lng":-3.5}},"availability":"free-agent","visibility":"public"}}"#
    ))
    .expect("json");
    object(&[("id", JsValue::from_str(id)), ("data", data)])
}

fn loaded() -> CoreStore {
    let store = CoreStore::new();
    let report = store
        .load_players_js(array(&[
            entry("a", "Lucía Ferrer", "2006-03", "CM", "ES"),
            entry("b", "Jonas Weber", "1994-01", "GK", "DE"),
            entry("c", "Ana Sánchez", "2009-08", "LB", "ES"),
            JsValue::from_str("not a document"),
            object(&[("id", JsValue::from_str("d")), ("data", JsValue::NULL)]),
        ]))
        .expect("load");
    assert_eq!(json(&report), r#"{"added":3,"replaced":0,"skipped":2}"#);
    store
}

/// A JS function that counts its calls.
fn counter() -> (Rc<Cell<u32>>, Function) {
    let count = Rc::new(Cell::new(0));
    let seen = Rc::clone(&count);
    let f = Closure::<dyn FnMut()>::new(move || seen.set(seen.get() + 1));
    (count, f.into_js_value().unchecked_into())
}

#[wasm_bindgen_test]
fn a_new_store_has_no_players_and_loading_lists_them_in_row_order() {
    assert!(CoreStore::new().uids().is_empty());
    assert_eq!(CoreStore::new().players_version(), 0.0);
    let store = loaded();
    assert_eq!(store.uids(), ["a", "b", "c"]);
    assert_eq!(store.players_version(), 1.0);
    // A filter's change is a change of the state, not of its players.
    store.set_player_name("ana".into());
    assert_eq!(store.players_version(), 1.0);
    assert!(store.clear_players());
    assert!(store.uids().is_empty());
    assert_eq!(store.players_version(), 2.0);
}

#[wasm_bindgen_test]
fn a_filter_of_the_current_state_returns_row_numbers() {
    let store = loaded();
    assert_eq!(store.player_count(), 3);
    assert_eq!(store.filter_players(TODAY).expect("filter"), [0, 1, 2]);
    store.set_player_name("LUCIA".into());
    assert_eq!(store.filter_players(TODAY).expect("filter"), [0]);
    store.set_player_name(String::new());
    store.set_player_age("U17".into());
    assert_eq!(store.filter_players(TODAY).expect("filter"), [2]);
    store.set_player_age(String::new());
    store.set_active_country(Some("de".into()));
    assert_eq!(store.filter_players(TODAY).expect("filter"), [1]);
    // "Based in" and "Nationality" are the directory's rule: residence, and either nationality.
    store.set_active_country(Some("ES".into()));
    store.set_nationality(Some("pt".into()));
    assert_eq!(store.filter_players(TODAY).expect("filter"), [2]);
    store.set_active_country(None);
    assert_eq!(store.filter_players(TODAY).expect("filter"), [2]);
}

#[wasm_bindgen_test]
fn an_age_that_does_not_read_throws_a_field_error() {
    let store = loaded();
    store.set_player_age("abc".into());
    let err = store.filter_players(TODAY).expect_err("invalid age");
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "playerAge");
    assert!(get_str(&err, "message").contains("18-21"));
}

#[wasm_bindgen_test]
fn loading_and_clearing_players_notify_once_each() {
    let store = CoreStore::new();
    let (count, f) = counter();
    store.listen(f);
    store
        .load_players_js(array(&[entry("a", "Ana", "2006-03", "CM", "ES")]))
        .expect("load");
    assert_eq!((store.version(), count.get()), (1.0, 1));
    // Nothing readable: no change, no notification.
    store
        .load_players_js(array(&[JsValue::NULL]))
        .expect("load");
    assert_eq!(count.get(), 1);
    assert!(store.clear_players());
    assert!(!store.clear_players());
    assert_eq!(
        (store.player_count(), store.version(), count.get()),
        (0, 2.0, 2)
    );
    assert!(store.load_players_js(JsValue::from_str("nope")).is_err());
}

#[wasm_bindgen_test]
fn sorting_by_name_and_age() {
    let store = loaded();
    let name = store
        .sort_players(&[0, 1, 2, 99], JsValue::from_str("name"), TODAY)
        .expect("sort");
    assert_eq!(name, [2, 1, 0]);
    let age = store
        .sort_players(&[0, 1, 2], JsValue::from_str("age"), TODAY)
        .expect("sort");
    assert_eq!(age, [2, 0, 1]);
    assert!(store
        .sort_players(&[0], JsValue::from_str("height"), TODAY)
        .is_err());
}

#[wasm_bindgen_test]
fn rows_in_view_cut_the_rows_to_the_map_bounds() {
    let store = loaded();
    let bounds = |south: f64, west: f64, north: f64, east: f64| {
        object(&[
            ("south", JsValue::from_f64(south)),
            ("west", JsValue::from_f64(west)),
            ("north", JsValue::from_f64(north)),
            ("east", JsValue::from_f64(east)),
        ])
    };
    let spain = bounds(36.0, -9.5, 43.8, 3.3);
    assert_eq!(store.rows_in_view(&[2, 0, 7], spain).expect("view"), [2, 0]);
    let pacific = bounds(-25.0, 170.0, -10.0, -170.0);
    assert!(store
        .rows_in_view(&[0, 1, 2], pacific)
        .expect("view")
        .is_empty());
    assert!(store
        .rows_in_view(&[0], JsValue::from_str("spain"))
        .is_err());
}

#[wasm_bindgen_test]
fn a_card_points_and_ids_for_rows() {
    let store = loaded();
    let card = store.player_card(0, TODAY).expect("card");
    assert_eq!(get_str(&card, "name"), "Lucía Ferrer");
    assert_eq!(get_str(&card, "href"), "/p/a");
    assert_eq!(get_f64(&card, "age"), 19.0);
    assert_eq!(get_str(&card, "availability"), "free-agent");
    assert_eq!(get_f64(&get(&card, "location"), "lat"), 40.5);
    assert!(store.player_card(3, TODAY).expect("card").is_undefined());
    assert_eq!(store.player_points(&[1]), [40.5, -3.5]);
    assert_eq!(store.player_id(2).as_deref(), Some("c"));
    // Loading the same id again replaces its row.
    let report = store
        .load_players_js(array(&[entry(
            "a",
            "Lucía Ferrer Ruiz",
            "2006-03",
            "CM",
            "ES",
        )]))
        .expect("load");
    assert_eq!(json(&report), r#"{"added":0,"replaced":1,"skipped":0}"#);
    assert_eq!(store.player_count(), 3);
    assert_eq!(
        get_str(&store.player_card(0, TODAY).expect("card"), "name"),
        "Lucía Ferrer Ruiz"
    );
}

#[wasm_bindgen_test]
fn one_call_gives_a_render_its_rows_points_cards_and_ids() {
    let store = loaded();
    let spain = object(&[
        ("south", JsValue::from_f64(36.0)),
        ("west", JsValue::from_f64(-9.5)),
        ("north", JsValue::from_f64(43.8)),
        ("east", JsValue::from_f64(3.3)),
    ]);
    store.set_active_country(Some("ES".into()));
    let players = store
        .players_of(
            None,
            &[
                ("today", TODAY.into()),
                ("filtered", true.into()),
                ("bounds", spain),
                ("sort", "age".into()),
                ("points", true.into()),
                ("cards", 1.into()),
                ("ids", true.into()),
            ],
        )
        .expect("players");
    // Filtered (based in Spain), in view, youngest first.
    assert_eq!(players.rows(), [2, 0]);
    assert_eq!(players.points(), [40.5, -3.5, 40.5, -3.5]);
    let cards = players.cards();
    assert_eq!(cards.len(), 1, "only the first row's card");
    assert_eq!(get_str(&cards[0].js_value(), "name"), "Ana Sánchez");
    assert_eq!(players.ids(), ["c", "a"]);
    // Nothing asked besides the rows: none of the rest is built.
    let bare = store.players_of(Some(&[1, 0]), &[]).expect("rows");
    assert_eq!(bare.rows(), [1, 0]);
    assert!(bare.points().is_empty() && bare.cards().is_empty() && bare.ids().is_empty());
    // A filter that does not read throws, whatever else was asked.
    store.set_player_age("abc".into());
    let err = store
        .players_of(None, &[("filtered", true.into()), ("today", TODAY.into())])
        .err()
        .expect("invalid age");
    assert_eq!(get_str(&err, "field"), "playerAge");
}
