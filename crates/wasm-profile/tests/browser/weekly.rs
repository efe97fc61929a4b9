//! The `Weekly` handle: weeks and seasons, the form's fields, values and rule, the season's read, the list
//! and the CV's summary, through the JS boundary, hostile inputs included (each hostile case is followed by a good call: a
//! trap would break every later call of the module).

use crate::compat;
use js_sys::{Array, Reflect};
use skora_wasm_common::testing::{
    array, get, get_bool, get_f64, get_str, has_own, hostile_values, json, object,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2026-11-24";

fn context(logged: &[&str]) -> JsValue {
    let logged: Vec<JsValue> = logged.iter().map(|w| JsValue::from_str(w)).collect();
    object(&[
        ("today", TODAY.into()),
        ("dateOfBirth", "2008-05-17".into()),
        ("loggedWeeks", array(&logged)),
    ])
}

/// A stored entry as a query gives it: whole numbers, a decimal, a note, a timestamp-like object.
fn stored(week: &str) -> JsValue {
    object(&[
        ("week", week.into()),
        ("matches", 2.into()),
        ("minutes", 165.into()),
        ("goals", 1.into()),
        ("shots", 4.into()),
        ("distanceKm", JsValue::from_f64(19.4)),
        ("note", "Good week.".into()),
        ("updatedAt", js_sys::Date::new_0().into()),
    ])
}

/// The handle's former calls, each one `Weekly.read` or `Weekly.save` (`compat`), so the assertions below keep
/// their shape.
struct Weekly;

impl Weekly {
    fn season_query(uid: &str, season: Option<u16>) -> Result<Option<JsValue>, JsValue> {
        Ok(compat::season_query(uid, season))
    }
    fn week(id: &str) -> Result<Option<JsValue>, JsValue> {
        Ok(compat::week(id))
    }
    fn season(season: u16) -> Result<JsValue, JsValue> {
        Ok(compat::season(season))
    }
    fn fields(goalkeeper: bool) -> Result<JsValue, JsValue> {
        Ok(compat::fields(goalkeeper))
    }
    fn summary(entries: JsValue, aggregate: JsValue, request: JsValue) -> Result<JsValue, JsValue> {
        compat::summary(entries, aggregate, request)
    }
}

/// The values above are plain JS values already.
fn ts(value: JsValue) -> JsValue {
    value
}
fn js(value: JsValue) -> JsValue {
    value
}

use compat::{picker, validate_weekly_form, weekly_form, weekly_list};

fn set(target: &JsValue, key: &str, value: &str) {
    let _ = Reflect::set(target, &key.into(), &value.into());
}

fn still_works() {
    let form = weekly_form(stored("2026-W40"), "2026-W40").expect("a form");
    let doc = validate_weekly_form(form, context(&[])).expect("a good form validates");
    assert_eq!(get_f64(&doc, "goals"), 1.0);
}

#[wasm_bindgen_test]
fn paths_weeks_and_seasons() {
    let diary = js(Weekly::season_query("u1", Some(2025))
        .expect("ok")
        .expect("a query"));
    assert_eq!(get_str(&diary, "collection"), "players/u1/weeklyStats");
    assert_eq!(get_f64(&diary, "limit"), 60.0);
    let range = get(&diary, "range");
    assert_eq!(
        (get_str(&range, "first"), get_str(&range, "last")),
        ("2025-W27".into(), "2026-W26".into())
    );
    assert!(Weekly::season_query("a/b", None).expect("ok").is_none());
    let no_season = js(Weekly::season_query("u1", None)
        .expect("ok")
        .expect("a query"));
    assert!(!has_own(&no_season, "range"));
    let before = js(Weekly::season_query("u1", Some(1990))
        .expect("ok")
        .expect("a query"));
    assert!(!has_own(&before, "range"));

    let current = picker(object(&[("today", TODAY.into()), ("logged", array(&[]))]));
    assert_eq!(get_str(&current, "currentWeek"), "2026-W48");
    let nope = picker(object(&[("today", "nope".into()), ("logged", array(&[]))]));
    assert!(!has_own(&nope, "currentWeek"));
    let week = js(Weekly::week("2026-W47").expect("ok").expect("a week"));
    assert_eq!(get_str(&week, "label"), "Week 47 · 16–22 Nov 2026");
    let first = js(Weekly::week("2026-W01").expect("ok").expect("a week"));
    assert_eq!(get_f64(&first, "season"), 2025.0);
    assert_eq!(get_str(&first, "seasonLabel"), "2025/26");
    assert!(Weekly::week("2025-W53").expect("ok").is_none());
    let season = js(Weekly::season(2025).expect("a season"));
    assert_eq!(get_str(&season, "label"), "2025/26");
    assert!(!has_own(
        &js(Weekly::season(1990).expect("a season")),
        "range"
    ));

    let seasons = picker(object(&[
        ("today", TODAY.into()),
        ("dateOfBirth", "2010-03-01".into()),
        ("logged", array(&[])),
    ]));
    let seasons = Array::from(&get(&seasons, "seasons"));
    assert_eq!(seasons.length(), 4);
    assert_eq!(get_str(&seasons.get(0), "label"), "2026/27");
    let weeks = picker(object(&[
        ("today", TODAY.into()),
        ("season", 2026.into()),
        ("logged", array(&["2026-W47".into()])),
    ]));
    let weeks = Array::from(&get(&weeks, "weeks"));
    assert_eq!(weeks.length(), 22);
    assert_eq!(get_str(&weeks.get(0), "week"), "2026-W48");
    assert!(get_bool(&weeks.get(0), "current") && get_bool(&weeks.get(1), "logged"));
}

#[wasm_bindgen_test]
fn the_fields_describe_every_input() {
    let outfield = Array::from(&get(&js(Weekly::fields(false).expect("fields")), "fields"));
    let keeper = js(Weekly::fields(true).expect("fields"));
    assert_eq!(outfield.length(), 23);
    assert_eq!(Array::from(&get(&keeper, "fields")).length(), 32);
    assert_eq!(get_f64(&keeper, "noteMaxChars"), 280.0);
    let minutes = outfield.get(2);
    assert_eq!(get_str(&minutes, "key"), "minutes");
    assert_eq!(
        (get_f64(&minutes, "min"), get_f64(&minutes, "max")),
        (0.0, 1300.0)
    );
    assert_eq!(get_str(&minutes, "section"), "matches");
}

#[wasm_bindgen_test]
fn a_stored_entry_round_trips_through_the_form() {
    let form = weekly_form(stored("2026-W40"), "2026-W40").expect("a form");
    assert_eq!(get_str(&form, "minutes"), "165");
    assert_eq!(get_str(&form, "distanceKm"), "19.4");
    assert_eq!(get_str(&form, "saves"), "");
    assert_eq!(get_str(&form, "week"), "2026-W40");
    let doc = validate_weekly_form(form, context(&[])).expect("valid");
    assert_eq!(
        json(&doc),
        r#"{"week":"2026-W40","distanceKm":19.4,"goals":1,"matches":2,"minutes":165,"note":"Good week.","shots":4}"#
    );
    assert!(!has_own(&doc, "updatedAt"));
    let empty = weekly_form(JsValue::NULL, "2026-W41").expect("a form");
    assert_eq!(
        Array::from(&js_sys::Object::keys(&empty.into())).length(),
        34
    );
}

#[wasm_bindgen_test]
fn errors_land_at_their_fields() {
    let form = weekly_form(stored("2026-W49"), "2026-W49").expect("a form");
    set(&form, "shotsOnTarget", "5");
    set(&form, "goals", "31");
    let error = validate_weekly_form(form, context(&[])).expect_err("refused");
    assert_eq!(get_str(&error, "code"), "invalid-form");
    let fields: Vec<(String, String)> = Array::from(&get(&error, "fieldErrors"))
        .iter()
        .map(|e| (get_str(&e, "field"), get_str(&e, "code")))
        .collect();
    assert_eq!(
        fields,
        [
            ("week".to_string(), "in-the-future".to_string()),
            ("goals".to_string(), "out-of-range".to_string()),
            ("shotsOnTarget".to_string(), "cross-field".to_string()),
        ]
    );
}

#[wasm_bindgen_test]
fn list_rows() {
    let entries = array(&[
        object(&[("id", "2026-W40".into()), ("data", stored("2026-W40"))]),
        object(&[
            ("id", "2026-W41".into()),
            (
                "data",
                object(&[("week", "2026-W41".into()), ("goals", 99.into())]),
            ),
        ]),
        object(&[("id", "2026-W42".into()), ("data", stored("2026-W42"))]),
    ]);
    let rows = weekly_list(entries).expect("rows");
    assert_eq!(rows.len(), 2);
    assert_eq!(get_str(&rows[0], "week"), "2026-W42");
    assert_eq!(get_str(&rows[1], "summary"), "2 matches · 165 min · 1 goal");
}

#[wasm_bindgen_test]
fn the_season_summary_for_the_cv() {
    let week = |id: &str, goals: i32| {
        object(&[
            ("id", id.into()),
            (
                "data",
                object(&[
                    ("week", id.into()),
                    ("matches", 1.into()),
                    ("minutes", 90.into()),
                    ("goals", goals.into()),
                    ("shots", 3.into()),
                ]),
            ),
        ])
    };
    let entries = array(&[
        week("2025-W40", 1),
        week("2025-W41", 0),
        week("2025-W42", 2),
    ]);
    // 20 strikers in buckets 0–19 of goals per 90 (0.05 each): 1.0 per 90 is bucket 20, above all of them.
    let buckets = object(
        &(0..20)
            .map(|b| {
                (
                    Box::leak(b.to_string().into_boxed_str()) as &str,
                    JsValue::from(1),
                )
            })
            .collect::<Vec<_>>(),
    );
    // The strikers' 2025/26 document (`figuresPath`), its histograms by age group and figure (born 2008: U19).
    let u19 = object(&[("per90", object(&[("goals", buckets)]))]);
    let aggregate = object(&[("bands", object(&[("u19", u19)]))]);
    let request = object(&[
        ("season", 2025.into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "ST".into()),
        ("today", "2025-10-20".into()),
        ("birthMonth", "2008-05".into()),
    ]);
    let s = js(Weekly::summary(
        entries.unchecked_into(),
        aggregate.unchecked_into(),
        ts(request),
    )
    .expect("a summary"));
    assert_eq!(get_str(&s, "seasonLabel"), "2025/26");
    assert_eq!(get_f64(&s, "minutes"), 270.0);
    let goals = Array::from(&get(&s, "per90")).get(0);
    assert_eq!(get_str(&goals, "text"), "1.00");
    assert_eq!(
        get_str(&goals, "topText"),
        "100th percentile among 20 U19 strikers, 2025/26"
    );
    assert_eq!(
        get_str(&s, "figuresPath"),
        "aggregates/positions/byPosition/ST/seasons/2025"
    );
    assert!(!has_own(&s, "floorMessage"));
    assert_eq!(Array::from(&get(&s, "weeks")).length(), 3);
    assert_eq!(
        get_f64(&get(&get(&s, "streaks"), "weeksLogged"), "best"),
        3.0
    );
    // Under the floor, and with a broken aggregate: no values, the floor message, no throw.
    let request = object(&[("season", 2025.into()), ("today", "2025-10-20".into())]);
    let short = js(Weekly::summary(
        array(&[week("2025-W40", 1)]).unchecked_into(),
        JsValue::from("nope").unchecked_into(),
        ts(request),
    )
    .expect("a summary"));
    assert!(get_str(&short, "floorMessage").contains("270 minutes"));
}

#[wasm_bindgen_test]
fn hostile_values_never_trap() {
    for (name, value) in hostile_values() {
        let _ = weekly_form(value.clone(), "2026-W40");
        let _ = validate_weekly_form(value.clone(), context(&[]));
        let _ = validate_weekly_form(
            weekly_form(JsValue::NULL, "2026-W40").expect("form"),
            value.clone(),
        );
        let _ = weekly_list(value.clone());
        let _ = weekly_list(array(&[object(&[
            ("id", "2026-W40".into()),
            ("data", value.clone()),
        ])]));
        still_works();
        let _ = name;
    }
}
