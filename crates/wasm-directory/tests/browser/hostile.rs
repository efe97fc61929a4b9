//! Hostile values in the entries handed to the directory's readers (as an entry, as its
//! data, in its lists) are skipped, never a trap, and never fail the other entries; a later call still works.

use js_sys::Array;
use skora_wasm_common::testing::{array, get, get_str, hostile_values, object};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

use crate::support::{featured, parse, view};

wasm_bindgen_test_configure!(run_in_browser);

fn data(name: &str, extra: Option<(&str, JsValue)>) -> JsValue {
    let mut entries = vec![
        ("displayName", JsValue::from_str(name)),
        ("searchKey", JsValue::from_str(&name.to_lowercase())),
        ("sortKey", JsValue::from_str(&name.to_lowercase())),
        ("visibility", JsValue::from_str("public")),
        ("birthMonth", JsValue::from_str("2001-02")),
    ];
    entries.extend(extra);
    object(&entries)
}

fn entry(id: &str, data: JsValue) -> JsValue {
    object(&[("id", JsValue::from_str(id)), ("data", data)])
}

/// The first page of everyone, for `docs`.
fn page(docs: JsValue) -> Result<JsValue, JsValue> {
    view(parse(""), docs, JsValue::NULL).map(|view| get(&view, "page"))
}

fn names(cards: &JsValue) -> Vec<String> {
    Array::from(cards)
        .iter()
        .map(|c| get_str(&c, "name"))
        .collect()
}

/// Good entries around every way the hostile value can arrive.
fn entries_around(hostile: &JsValue) -> JsValue {
    array(&[
        entry("ana", data("Ana Silva", None)),
        hostile.clone(),
        entry("bad-data", hostile.clone()),
        entry(
            "bad-key",
            data("Bad Key", Some(("displayName", hostile.clone()))),
        ),
        entry(
            "bad-list",
            data(
                "Bad List",
                Some(("positions", array(&["ST".into(), hostile.clone()]))),
            ),
        ),
        entry(
            "bad-clips",
            data("Bad Clips", Some(("clips", array(&[hostile.clone()])))),
        ),
        object(&[("id", hostile.clone()), ("data", data("Bad Id", None))]),
        entry("zoe", data("Zoe Moreau", None)),
    ])
}

#[wasm_bindgen_test]
fn featured_cards_skip_hostile_entries_and_keep_the_good_ones() {
    for (name, hostile) in hostile_values() {
        let cards: JsValue = featured(entries_around(&hostile))
            .unwrap_or_else(|_| panic!("{name}: the featured cards should read"));
        let shown = names(&cards);
        assert!(
            shown.contains(&"Ana Silva".to_string()),
            "{name}: {shown:?}"
        );
        assert!(
            shown.contains(&"Zoe Moreau".to_string()),
            "{name}: {shown:?}"
        );
        assert!(
            !shown.contains(&"Bad Id".to_string()),
            "{name}: an entry without an id is skipped"
        );
        // A later call with good entries still works.
        let good: JsValue =
            featured(array(&[entry("ana", data("Ana Silva", None))])).expect("good entries");
        assert_eq!(names(&good), ["Ana Silva"]);
    }
}

#[wasm_bindgen_test]
fn a_directory_page_skips_hostile_entries_and_keeps_the_good_ones() {
    for (name, hostile) in hostile_values() {
        let page: JsValue = page(entries_around(&hostile))
            .unwrap_or_else(|_| panic!("{name}: the page should read"));
        let shown = names(&get(&page, "cards"));
        assert!(
            shown.contains(&"Ana Silva".to_string()),
            "{name}: {shown:?}"
        );
        assert!(
            shown.contains(&"Zoe Moreau".to_string()),
            "{name}: {shown:?}"
        );
    }
    // Hostile values as the whole list: an error, never a trap.
    for (name, hostile) in hostile_values() {
        match page(hostile) {
            Ok(page) => assert!(Array::from(&get(&page, "cards")).length() == 0, "{name}"),
            Err(error) => assert_eq!(get_str(&error, "code"), "bad-input", "{name}"),
        }
    }
    assert!(page(array(&[])).is_ok());
}
