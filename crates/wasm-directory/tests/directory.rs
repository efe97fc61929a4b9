//! The directory's exports: loading documents into the store, queries as `Uint32Array`s of indices,
//! cards only for the indices asked, and the URL query's parse/write.

use std::cell::Cell;
use std::rc::Rc;

use js_sys::{Array, Function};
use skora_wasm_common::testing::{array, get, get_bool, get_f64, get_str, has_own, json, object};
use skora_wasm_directory::{
    directory_page, directory_plan, directory_query_string, directory_search_text, featured_cards,
    is_directory_filtered, parse_directory_query, CoreStore,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2025-06-01";

fn counter() -> (Rc<Cell<u32>>, Function) {
    let count = Rc::new(Cell::new(0));
    let seen = Rc::clone(&count);
    let f = Closure::<dyn FnMut()>::new(move || seen.set(seen.get() + 1));
    (count, f.into_js_value().unchecked_into())
}

/// A `{ id, data }` entry as the documents wrapper returns it.
fn doc(id: &str, first: &str, last: &str, born: &str, country: &str, main: &str) -> JsValue {
    let kind = if main == "GK" {
        "goalkeeper"
    } else {
        "outfield"
    };
    object(&[
        ("id", id.into()),
        (
            "data",
            object(&[
                ("firstName", first.into()),
                ("lastName", last.into()),
                ("dateOfBirth", born.into()),
                ("nationality", country.into()),
                ("countryOfResidence", country.into()),
                ("playerType", kind.into()),
                ("mainPosition", main.into()),
                ("visibility", "public".into()),
                ("currentClub", "CD Turia".into()),
                // A Firestore Timestamp's own fields.
                (
                    "updatedAt",
                    object(&[
                        ("seconds", JsValue::from_f64(1_700_000_000.0)),
                        ("nanoseconds", JsValue::from_f64(0.0)),
                    ]),
                ),
            ]),
        ),
    ])
}

fn set(target: &JsValue, key: &str, value: JsValue) {
    js_sys::Reflect::set(target, &key.into(), &value).expect("Reflect.set");
}

fn docs() -> JsValue {
    array(&[
        doc("lucia", "Lucía", "Ferrer", "2003-03-21", "ES", "LW"),
        doc("tiago", "Tiago", "Moreira", "2000-11-02", "PT", "GK"),
        doc("jonas", "Jonas", "Weber", "1998-01-30", "DE", "CB"),
    ])
}

fn loaded() -> CoreStore {
    let store = CoreStore::new();
    assert!(store
        .set_players_from_docs(docs())
        .expect("well-formed docs"));
    store
}

fn set_query(store: &CoreStore, search: &str) {
    let query = parse_directory_query(search).expect("parse");
    store.set_directory_query(query).expect("a query object");
}

fn names(cards: &JsValue) -> Vec<String> {
    Array::from(cards)
        .iter()
        .map(|c| get_str(&c, "name"))
        .collect()
}

#[wasm_bindgen_test]
fn loading_documents_counts_them_and_notifies_once() {
    let store = CoreStore::new();
    let (count, f) = counter();
    store.subscribe(f);
    assert!(store.set_players_from_docs(docs()).expect("docs"));
    assert_eq!(
        (store.player_count(), store.version(), count.get()),
        (3, 1.0, 1)
    );
    let snapshot: JsValue = store.snapshot().expect("snapshot").into();
    assert_eq!(get_f64(&snapshot, "playerCount"), 3.0);
    assert!(
        !has_own(&snapshot, "players"),
        "the players never travel in the snapshot"
    );
    assert!(!store.set_players_from_docs(docs()).expect("same docs"));
    assert_eq!(count.get(), 1);
}

#[wasm_bindgen_test]
fn members_only_and_nameless_documents_are_left_out() {
    let store = CoreStore::new();
    let members = doc("m", "Mia", "Hidden", "2000-01-01", "SE", "CM");
    set(&get(&members, "data"), "visibility", "members".into());
    let nameless = object(&[
        ("id", "x".into()),
        ("data", object(&[("visibility", "public".into())])),
    ]);
    let list = array(&[
        members,
        nameless,
        doc("a", "Ana", "Silva", "2001-01-01", "PT", "CM"),
    ]);
    store.set_players_from_docs(list).expect("docs");
    assert_eq!(store.player_count(), 1);
}

#[wasm_bindgen_test]
fn malformed_documents_throw_a_js_error_and_leave_the_store_alone() {
    let store = loaded();
    let err = store
        .set_players_from_docs("not a list".into())
        .expect_err("not a list");
    assert!(err.is_instance_of::<js_sys::Error>());
    let no_id = array(&[object(&[("data", object(&[]))])]);
    assert!(store.set_players_from_docs(no_id).is_err());
    assert_eq!((store.player_count(), store.version()), (3, 1.0));
}

#[wasm_bindgen_test]
fn query_returns_sorted_indices_and_cards_at_converts_only_those() {
    let store = loaded();
    // Default sort: by surname (Ferrer, Moreira, Weber), in load order 0, 1, 2.
    assert_eq!(store.query(TODAY), [0, 1, 2]);
    set_query(&store, "?sort=oldest");
    assert_eq!(store.query(TODAY), [2, 1, 0]);
    set_query(&store, "?q=LUCIA");
    let hits = store.query(TODAY);
    assert_eq!(hits, [0]);

    let cards: JsValue = store.cards_at(&hits, TODAY).expect("cards").into();
    assert_eq!(names(&cards), ["Lucía Ferrer"]);
    let card = Array::from(&cards).get(0);
    assert_eq!(get_str(&card, "id"), "lucia");
    assert_eq!(get_f64(&card, "age"), 22.0);
    assert_eq!(get_str(&card, "flag"), "🇪🇸");
    assert_eq!(get_str(&card, "countryName"), "Spain");
    assert_eq!(get_str(&card, "club"), "CD Turia");
    assert!(!get_bool(&card, "hasPhoto"));
    let position = Array::from(&get(&card, "positions")).get(0);
    assert_eq!(
        (get_str(&position, "code"), get_str(&position, "label")),
        ("LW".to_string(), "Left winger".to_string())
    );
    assert!(
        !has_own(&card, "city"),
        "absent values are left out, not null"
    );

    let some: JsValue = store.cards_at(&[2, 7, 1], TODAY).expect("cards").into();
    assert_eq!(names(&some), ["Jonas Weber", "Tiago Moreira"]);
    let one: JsValue = store.cards_at(&[1], TODAY).expect("cards").into();
    assert_eq!(
        get_str(&js_sys::Array::from(&one).get(0), "playerType"),
        "goalkeeper"
    );
}

#[wasm_bindgen_test]
fn the_query_lives_in_the_shared_filters() {
    let store = loaded();
    let (count, f) = counter();
    store.subscribe(f);
    set_query(
        &store,
        "?q=tiago&position=gk&country=pt&minAge=20&maxAge=30&type=goalkeeper&sort=youngest",
    );
    assert_eq!(count.get(), 1, "one notification for the whole query");
    let snap: JsValue = store.snapshot().expect("snapshot").into();
    assert_eq!(get_str(&snap, "playerName"), "tiago");
    assert_eq!(get_str(&snap, "activePosition"), "GK");
    assert_eq!(get_str(&snap, "activeCountry"), "PT");
    assert_eq!(get_str(&snap, "playerType"), "goalkeeper");
    assert_eq!(
        (get_f64(&snap, "minAge"), get_f64(&snap, "maxAge")),
        (20.0, 30.0)
    );
    assert_eq!(get_str(&snap, "sort"), "youngest");
    assert_eq!(store.query(TODAY), [1]);
}

#[wasm_bindgen_test]
fn the_url_query_parses_with_nulls_and_writes_back_canonically() {
    let q: JsValue = parse_directory_query("?position=zz&minAge=60&q=%20Luc%C3%ADa%20")
        .expect("parse")
        .into();
    assert_eq!(
        json(&q),
        r#"{"q":"Lucía","position":null,"country":null,"minAge":50,"maxAge":null,"playerType":null,"sort":"name","cursor":null}"#
    );
    let back = directory_query_string(q).expect("string");
    assert_eq!(back, "q=Luc%C3%ADa&minAge=50");
    let bad = object(&[("q", JsValue::from_f64(1.0))]);
    assert!(directory_query_string(bad).is_err());
}

#[wasm_bindgen_test]
fn filtered_means_a_filter_and_search_text_is_tidied() {
    let sorted = parse_directory_query("sort=oldest&cursor=WyJhIl0").expect("parse");
    assert!(!is_directory_filtered(sorted).expect("query"));
    let filtered = parse_directory_query("type=goalkeeper").expect("parse");
    assert!(is_directory_filtered(filtered).expect("query"));
    assert_eq!(directory_search_text("  Lucía   Ferrer "), "Lucía Ferrer");
}

#[wasm_bindgen_test]
fn the_plan_is_a_firestore_query_of_one_page_and_one_more() {
    let q = parse_directory_query("?position=lw&country=es").expect("parse");
    let plan: JsValue = directory_plan(q, TODAY, false).expect("plan").into();
    assert_eq!(get_str(&plan, "collection"), "playerIndex");
    assert_eq!(get_f64(&plan, "limit"), 13.0);
    assert!(!get_bool(&plan, "limitToLast"));
    assert!(get(&plan, "cursor").is_null());
    assert_eq!(
        json(&get(&plan, "where")),
        r#"[{"field":"visibility","op":"==","value":"public"},{"field":"filterKeys","op":"array-contains","value":"p:LW/c:ES"}]"#
    );
    assert_eq!(
        json(&get(&plan, "orderBy")),
        r#"[{"field":"sortKey","direction":"asc"},{"field":"__name__","direction":"asc"}]"#
    );
    let bad = object(&[("q", JsValue::from_f64(1.0))]);
    assert!(directory_plan(bad, TODAY, false).is_err());
}

#[wasm_bindgen_test]
fn a_page_of_entries_becomes_cards_and_a_next_cursor() {
    let entry = |n: u32| {
        let data = object(&[
            ("displayName", JsValue::from_str(&format!("Ana {n}"))),
            ("searchKey", JsValue::from_str(&format!("ana {n}"))),
            ("sortKey", JsValue::from_str(&format!("{n:02} ana"))),
            ("visibility", JsValue::from_str("public")),
            ("birthMonth", JsValue::from_str("2001-02")),
        ]);
        object(&[
            ("id", JsValue::from_str(&format!("gen-{n:04}"))),
            ("data", data),
        ])
    };
    let mut docs: Vec<JsValue> = (0..13).map(entry).collect();
    // A malformed entry is skipped, not an error.
    docs[3] = object(&[
        ("id", JsValue::from_str("bad")),
        ("data", JsValue::from_f64(1.0)),
    ]);
    let q = parse_directory_query("").expect("parse");
    let page: JsValue = directory_page(q, TODAY, false, array(&docs))
        .expect("page")
        .into();
    let cards = get(&page, "cards");
    assert_eq!(names(&cards).len(), 11);
    assert_eq!(get_str(&Array::from(&cards).get(0), "href"), "/p/gen-0000");
    assert_eq!(
        (get_f64(&page, "first"), get_f64(&page, "last")),
        (1.0, 11.0)
    );
    assert!(!get_bool(&page, "hasPrevious"));
    assert!(get(&page, "nextCursor").is_string());
    // The next page's plan resumes after the twelfth entry.
    let next =
        parse_directory_query(&format!("cursor={}", get_str(&page, "nextCursor"))).expect("parse");
    let plan: JsValue = directory_plan(next, TODAY, false).expect("plan").into();
    assert_eq!(
        json(&get(&plan, "cursor")),
        r#"{"kind":"startAfter","values":["11 ana","gen-0011"]}"#
    );
}

#[wasm_bindgen_test]
fn featured_cards_come_from_index_entries_each_player_once() {
    let entry = |id: &str, name: &str, visibility: &str| {
        let data = object(&[
            ("displayName", JsValue::from_str(name)),
            ("searchKey", JsValue::from_str(&name.to_lowercase())),
            ("visibility", JsValue::from_str(visibility)),
            ("birthMonth", JsValue::from_str("2002-09")),
        ]);
        object(&[("id", JsValue::from_str(id)), ("data", data)])
    };
    let list = array(&[
        entry("kwame", "Kwame Asante", "public"),
        entry("hidden", "Hidden Player", "members"),
        entry("kwame", "Kwame Asante", "public"),
        entry("lucia", "Lucía Ferrer", "public"),
    ]);
    let cards: JsValue = featured_cards(list, TODAY).expect("cards").into();
    assert_eq!(names(&cards), ["Kwame Asante", "Lucía Ferrer"]);
    assert_eq!(get_str(&Array::from(&cards).get(0), "href"), "/p/kwame");
    assert!(featured_cards(JsValue::from_f64(1.0), TODAY).is_err());
}

#[wasm_bindgen_test]
fn totals_text_says_the_home_page_line_or_nothing() {
    assert_eq!(
        skora_wasm_directory::totals_text(r#"{"players":2012,"countries":48}"#).as_deref(),
        Some("2,012 players from 48 countries")
    );
    assert_eq!(skora_wasm_directory::totals_text(r#"{"players":0,"countries":0}"#), None);
    assert_eq!(skora_wasm_directory::totals_text("not json"), None);
}
