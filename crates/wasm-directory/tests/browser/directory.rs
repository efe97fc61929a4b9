//! The directory's `Directory` handle: the URL query's read and write, one page's plan and its view (cards,
//! count line and numbered links), the read after a refused members query, the featured cards and the totals line.

use js_sys::Array;
use skora_wasm_common::testing::{array, get, get_bool, get_f64, get_str, has_own, json, object};
use skora_wasm_directory::Directory;

use crate::support::{facts_of_search, featured, parse, request, ts, view};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn names(cards: &JsValue) -> Vec<String> {
    Array::from(cards)
        .iter()
        .map(|c| get_str(&c, "name"))
        .collect()
}

/// The facts of a query the page built.
fn facts_of_query(query: JsValue) -> Result<JsValue, JsValue> {
    Directory::query(ts(object(&[("query", query)]))).map(JsValue::from)
}

/// The plan of `query`'s first read.
fn plan_of(query: JsValue) -> Result<JsValue, JsValue> {
    Directory::plan(ts(request(query, false)), None).map(|planned| {
        get(
            &planned.expect("a first read is always planned").into(),
            "plan",
        )
    })
}

#[wasm_bindgen_test]
fn the_url_query_parses_with_nulls_and_writes_back_canonically() {
    let facts = facts_of_search("?position=zz&minAge=60&q=%20Luc%C3%ADa%20");
    let q = get(&facts, "query");
    assert_eq!(
        json(&q),
        r#"{"q":"Lucía","position":null,"basedIn":null,"nationality":null,"minAge":50,"maxAge":null,"playerType":null,"confirmed":false,"sort":"name","cursor":null,"page":null}"#
    );
    assert_eq!(get_str(&facts, "search"), "q=Luc%C3%ADa&minAge=50");
    let back = facts_of_query(q).expect("facts");
    assert_eq!(get_str(&back, "search"), "q=Luc%C3%ADa&minAge=50");
    let bad = object(&[("q", JsValue::from_f64(1.0))]);
    assert!(facts_of_query(bad).is_err());
    assert_eq!(get_str(&facts_of_search(""), "search"), "");
}

#[wasm_bindgen_test]
fn filtered_means_a_filter_and_search_text_is_tidied() {
    assert!(!get_bool(
        &facts_of_search("sort=oldest&cursor=WyJhIl0"),
        "filtered"
    ));
    assert!(get_bool(&facts_of_search("type=goalkeeper"), "filtered"));
    // A query the page built with the search box's text: the text as the query keeps it.
    let typed = object(&[("q", "  Lucía   Ferrer ".into()), ("sort", "name".into())]);
    let facts = facts_of_query(typed).expect("facts");
    assert_eq!(get_str(&get(&facts, "query"), "q"), "Lucía Ferrer");
    assert!(get_bool(&facts, "filtered"));
    // The search box's text alone, as the query keeps it.
    let text: JsValue = Directory::query(ts(object(&[("text", "  Lucía   Ferrer ".into())])))
        .expect("text")
        .into();
    assert_eq!(get_str(&get(&text, "query"), "q"), "Lucía Ferrer");
    assert_eq!(get_str(&text, "search"), "q=Luc%C3%ADa%20Ferrer");
}

#[wasm_bindgen_test]
fn the_plan_is_a_firestore_query_of_one_page_and_one_more() {
    let q = parse("?position=lw&nationality=ar&country=es");
    let plan = plan_of(q).expect("plan");
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
    assert!(plan_of(bad).is_err());
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
    let shown = view(parse(""), array(&docs), JsValue::from_f64(1000.0)).expect("view");
    let page = get(&shown, "page");
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
    let next = parse(&format!("cursor={}", get_str(&page, "nextCursor")));
    let plan = plan_of(next).expect("plan");
    assert_eq!(
        json(&get(&plan, "cursor")),
        r#"{"kind":"startAfter","values":["11 ana","gen-0011"]}"#
    );
    // The count line and the numbered links, from a count aggregation's number; anything else is no total.
    let nav = get(&shown, "nav");
    assert_eq!(get_str(&nav, "countText"), "Showing 1–11 of 1,000+ players");
    let pagination = get(&nav, "pagination");
    assert_eq!(get_f64(&pagination, "current"), 1.0);
    assert!(get(&pagination, "previous").is_null());
    let nav = get(
        &view(parse(""), array(&docs), JsValue::from_str("nope")).expect("view"),
        "nav",
    );
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
    let cards = featured(list).expect("cards");
    assert_eq!(names(&cards), ["Kwame Asante", "Lucía Ferrer"]);
    assert_eq!(get_str(&Array::from(&cards).get(0), "href"), "/p/kwame");
    assert!(featured(JsValue::from_f64(1.0)).is_err());
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
    let cards =
        featured(array(&[object(&[("id", "lucia".into()), ("data", data)])])).expect("cards");
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
fn a_refused_members_read_is_planned_again_as_public_entries() {
    let members = || ts(request(parse("type=goalkeeper"), true));
    let first: JsValue = Directory::plan(members(), None)
        .expect("plan")
        .expect("a first read")
        .into();
    assert!(get_bool(&get(&first, "request"), "members"));
    for code in ["permission-denied", "firestore/permission-denied"] {
        let again: JsValue = Directory::plan(members(), Some(code.into()))
            .expect("plan")
            .unwrap_or_else(|| panic!("{code}: read again"))
            .into();
        let request = get(&again, "request");
        assert!(!get_bool(&request, "members"), "{code}");
        assert_eq!(get_str(&get(&request, "query"), "playerType"), "goalkeeper");
        let visibility = Array::from(&get(&get(&again, "plan"), "where")).get(0);
        assert_eq!(
            json(&visibility),
            r#"{"field":"visibility","op":"==","value":"public"}"#
        );
    }
    // Any other failure, or a refused public read, stands.
    assert!(Directory::plan(members(), Some("unavailable".into()))
        .expect("plan")
        .is_none());
    let public = ts(request(parse(""), false));
    assert!(Directory::plan(public, Some("permission-denied".into()))
        .expect("plan")
        .is_none());
}

#[wasm_bindgen_test]
fn totals_text_says_the_home_page_line_or_nothing() {
    let totals = |value: JsValue| Directory::totals(value.unchecked_into());
    assert_eq!(
        totals(object(&[
            ("players", 2012.into()),
            ("countries", 48.into())
        ]))
        .as_deref(),
        Some("2,012 players from 48 countries")
    );
    assert_eq!(
        totals(object(&[("players", 0.into()), ("countries", 0.into())])),
        None
    );
    assert_eq!(totals(JsValue::from_str("not totals")), None);
    assert_eq!(totals(JsValue::NULL), None);
    assert_eq!(totals(JsValue::UNDEFINED), None);
}
