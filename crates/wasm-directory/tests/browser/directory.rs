//! The directory's exports: the URL query's parse/write, one page's plan and its page of cards, the
//! featured cards and the totals line.

use js_sys::Array;
use skora_wasm_common::testing::{array, get, get_bool, get_f64, get_str, has_own, json, object};
use skora_wasm_directory::{
    directory_nav, directory_page, directory_plan, directory_query_string, directory_search_text,
    featured_cards, is_directory_filtered, parse_directory_query,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2025-06-01";

fn names(cards: &JsValue) -> Vec<String> {
    Array::from(cards)
        .iter()
        .map(|c| get_str(&c, "name"))
        .collect()
}

#[wasm_bindgen_test]
fn the_url_query_parses_with_nulls_and_writes_back_canonically() {
    let q: JsValue = parse_directory_query("?position=zz&minAge=60&q=%20Luc%C3%ADa%20")
        .expect("parse")
        .into();
    assert_eq!(
        json(&q),
        r#"{"q":"Lucía","position":null,"basedIn":null,"nationality":null,"minAge":50,"maxAge":null,"playerType":null,"sort":"name","cursor":null,"page":null}"#
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
    let q = parse_directory_query("?position=lw&nationality=ar&country=es").expect("parse");
    let plan: JsValue = directory_plan(q, TODAY, false).expect("plan").into();
    assert_eq!(get_str(&plan, "collection"), "playerIndex");
    assert_eq!(get_f64(&plan, "limit"), 13.0);
    assert!(!get_bool(&plan, "limitToLast"));
    assert!(get(&plan, "cursor").is_null());
    assert_eq!(
        json(&get(&plan, "where")),
        r#"[{"field":"visibility","op":"==","value":"public"},{"field":"countryOfResidence","op":"==","value":"ES"},{"field":"filterKeys","op":"array-contains","value":"p:LW/n:AR"}]"#
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
    // The count line and the numbered links, from a count aggregation's number; anything else is no total.
    let q = parse_directory_query("").expect("parse");
    let nav: JsValue = directory_nav(q.clone(), TODAY, false, page.clone(), JsValue::from_f64(1000.0))
        .expect("nav")
        .into();
    assert_eq!(get_str(&nav, "countText"), "Showing 1–11 of 1,000+ players");
    let pagination = get(&nav, "pagination");
    assert_eq!(get_f64(&pagination, "current"), 1.0);
    assert!(get(&pagination, "previous").is_null());
    let nav: JsValue = directory_nav(q, TODAY, false, page, JsValue::from_str("nope"))
        .expect("nav")
        .into();
    assert_eq!(get_str(&nav, "countText"), "Showing 1–11");
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
fn a_card_carries_the_entry_s_values_and_leaves_absent_ones_out() {
    let data = object(&[
        ("displayName", "Lucía Ferrer".into()),
        ("searchKey", "lucia ferrer".into()),
        ("visibility", "public".into()),
        ("birthMonth", "2003-03".into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "LW".into()),
        ("positions", array(&["LW".into(), "RW".into()])),
        ("nationalities", array(&["ES".into()])),
        ("club", "CD Turia".into()),
        ("hasPhoto", JsValue::TRUE),
    ]);
    let cards: JsValue = featured_cards(
        array(&[object(&[("id", "lucia".into()), ("data", data)])]),
        TODAY,
    )
    .expect("cards")
    .into();
    let card = Array::from(&cards).get(0);
    assert_eq!(get_str(&card, "id"), "lucia");
    assert_eq!(get_f64(&card, "age"), 22.0);
    assert_eq!(get_str(&card, "flag"), "es.svg");
    assert_eq!(get_str(&card, "countryName"), "Spain");
    assert_eq!(get_str(&card, "club"), "CD Turia");
    assert_eq!(get_str(&card, "playerType"), "outfield");
    assert!(get_bool(&card, "hasPhoto"));
    let position = Array::from(&get(&card, "positions")).get(0);
    assert_eq!(
        (get_str(&position, "code"), get_str(&position, "label")),
        ("LW".to_string(), "Left winger".to_string())
    );
    assert!(
        !has_own(&card, "city"),
        "absent values are left out, not null"
    );
}

#[wasm_bindgen_test]
fn a_refused_query_reads_as_permission_denied() {
    use skora_wasm_directory::is_permission_denied;
    assert!(is_permission_denied(Some("permission-denied".into())));
    assert!(is_permission_denied(Some(
        "firestore/permission-denied".into()
    )));
    assert!(!is_permission_denied(Some("unavailable".into())));
    assert!(!is_permission_denied(None));
}

#[wasm_bindgen_test]
fn totals_text_says_the_home_page_line_or_nothing() {
    assert_eq!(
        skora_wasm_directory::totals_text(r#"{"players":2012,"countries":48}"#).as_deref(),
        Some("2,012 players from 48 countries")
    );
    assert_eq!(
        skora_wasm_directory::totals_text(r#"{"players":0,"countries":0}"#),
        None
    );
    assert_eq!(skora_wasm_directory::totals_text("not json"), None);
}
