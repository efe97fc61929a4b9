//! Which of a player's measured physical tests an official confirmed: "1.72 s, measured on 14 September 2026,
//! confirmed by Jan Novák (coach, FC Example)". A composition of `attributes` (the tests as stored in
//! `playerStats/{uid}`) and `confirmation` (who confirmed them).
//!
//! Like a week (`confirmed_weeks`), a test is confirmed by the hash of what the official saw: its key, its value and
//! the day it was measured. An official's confirmation publishes each test's hash and the official's byline in the
//! player's public record, `players/{uid}/confirmedTests/measured` (written by the functions alone, read with the
//! CV's attributes). A test counts as confirmed only while the stored test still has that hash: a new result, or a
//! new date, voids its confirmation and leaves the other tests' standing.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::confirmed_weeks::{read_confirmations, ConfirmedWeek};

use skora_domain::attributes::{read_stats, Measurement, Test};
use skora_foundations::date_text::date_text;
use skora_foundations::sha256::sha256_hex;

/// The hash of one test as measured: its key, its value and its day.
pub fn test_hash(test: Test, measurement: &Measurement) -> String {
    sha256_hex(&format!(
        "confirm-stats-test\n{}\n{}\n{}",
        test.key(),
        measurement.value,
        measurement.measured_on
    ))
}

/// One confirmed test of the public record: the hash of what the official saw, and their byline. The same shape as a
/// week's.
pub type ConfirmedTest = ConfirmedWeek;

/// The confirmed tests of the public record (test key → [`ConfirmedTest`]); anything else reads as not confirmed.
pub fn read_confirmed_tests(record: Option<&Value>) -> BTreeMap<String, ConfirmedTest> {
    read_confirmations(record, "tests")
}

/// The tests of a stored `playerStats` document, in the wizard's order, with what the official reads of each.
fn measured(stats_doc: Option<&Value>) -> Vec<(Test, Measurement)> {
    // Tests read the same for a goalkeeper and an outfield player.
    let Some(stats) = stats_doc.and_then(|d| read_stats(d, false)) else {
        return Vec::new();
    };
    Test::ALL
        .into_iter()
        .filter_map(|t| Some((t, stats.test(t)?.clone())))
        .collect()
}

/// "1.72 s, measured on 14 September 2026".
pub fn measured_text(test: Test, measurement: &Measurement) -> String {
    let day =
        date_text(&measurement.measured_on).unwrap_or_else(|| measurement.measured_on.clone());
    format!("{}, measured on {day}", test.spec().show(measurement.value))
}

/// A request's snapshot of the player's measured tests: key → `{label, hash, measuredOn, figures}`, the figures as
/// the official reads them (`[{key, label, text}]`, like a week's). Empty when no test is stored.
pub fn tests_snapshot(stats_doc: Option<&Value>) -> Map<String, Value> {
    measured(stats_doc)
        .into_iter()
        .map(|(t, m)| {
            let spec = t.spec();
            let figure = json!({"key": spec.key, "label": spec.label, "text": measured_text(t, &m)});
            (
                spec.key.to_string(),
                json!({"label": spec.label, "hash": test_hash(t, &m), "measuredOn": m.measured_on, "figures": [figure]}),
            )
        })
        .collect()
}

/// What a confirmation adds to the record (merged into it): `{tests: {key: {hash, by}}}`.
pub fn tests_record_update(tests: &BTreeMap<String, ConfirmedTest>) -> Map<String, Value> {
    let mut update = Map::new();
    update.insert("tests".into(), json!(tests));
    update
}

/// The current hash of each stored test (key → hash).
pub fn current_hashes(stats_doc: Option<&Value>) -> BTreeMap<String, String> {
    measured(stats_doc)
        .into_iter()
        .map(|(t, m)| (t.key().to_string(), test_hash(t, &m)))
        .collect()
}

/// The tests a change of the stats document (as it is now, `None` once deleted) takes out of the record: those it
/// holds with another hash than the stored test now has.
pub fn unconfirmed_tests(record: Option<&Value>, stats_now: Option<&Value>) -> Vec<String> {
    let now = current_hashes(stats_now);
    read_confirmed_tests(record)
        .into_iter()
        .filter(|(key, confirmed)| now.get(key) != Some(&confirmed.hash))
        .map(|(key, _)| key)
        .collect()
}

/// Who confirmed `test` as it is measured now, from the record: the byline while the hash holds.
pub fn confirmed_by(
    confirmed: &BTreeMap<String, ConfirmedTest>,
    test: Test,
    measurement: &Measurement,
) -> Option<String> {
    confirmed
        .get(test.key())
        .filter(|c| c.hash == test_hash(test, measurement))
        .map(|c| c.by.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn stats(value: &str, day: &str) -> Value {
        json!({"tests": {"sprint10m": {"value": value.parse::<f64>().unwrap_or(0.0), "measuredOn": day},
                         "cmj": {"value": 41.0, "measuredOn": "2026-09-14"}}})
    }

    fn record_of(doc: &Value, by: &str) -> Value {
        let tests: BTreeMap<String, ConfirmedTest> = current_hashes(Some(doc))
            .into_iter()
            .map(|(k, hash)| {
                (
                    k,
                    ConfirmedTest {
                        hash,
                        by: by.into(),
                    },
                )
            })
            .collect();
        Value::Object(tests_record_update(&tests))
    }

    #[test]
    fn the_snapshot_holds_each_test_as_the_official_reads_it() {
        let snapshot = tests_snapshot(Some(&stats("1.72", "2026-09-14")));
        assert_eq!(snapshot.keys().collect::<Vec<_>>(), ["cmj", "sprint10m"]);
        let sprint = &snapshot["sprint10m"];
        assert_eq!(sprint["label"], "10 m sprint");
        assert_eq!(sprint["measuredOn"], "2026-09-14");
        assert_eq!(
            sprint["figures"][0]["text"],
            "1.72 s, measured on 14 September 2026"
        );
        assert!(tests_snapshot(Some(&json!({}))).is_empty());
        assert!(tests_snapshot(None).is_empty());
    }

    #[test]
    fn a_new_result_or_a_new_day_voids_only_that_test() {
        let before = stats("1.72", "2026-09-14");
        let record = record_of(&before, "Jan Novák (coach, FC Example)");
        assert!(unconfirmed_tests(Some(&record), Some(&before)).is_empty());
        assert_eq!(
            unconfirmed_tests(Some(&record), Some(&stats("1.70", "2026-09-14"))),
            ["sprint10m"]
        );
        assert_eq!(
            unconfirmed_tests(Some(&record), Some(&stats("1.72", "2026-10-01"))),
            ["sprint10m"]
        );
        // Deleting the document voids every test it held.
        assert_eq!(unconfirmed_tests(Some(&record), None), ["cmj", "sprint10m"]);
        assert!(unconfirmed_tests(None, Some(&before)).is_empty());
    }

    #[test]
    fn a_broken_record_confirms_nothing() {
        let broken = json!({"tests": {"sprint10m": {"hash": "", "by": "x"}, "cmj": {"hash": "h", "by": "  "}, "x": 3}});
        assert!(read_confirmed_tests(Some(&broken)).is_empty());
        assert!(read_confirmed_tests(Some(&json!("nope"))).is_empty());
    }

    proptest! {
        /// A test is confirmed exactly while its value and day are the ones the official saw.
        #[test]
        fn confirmed_only_as_seen(value in 1.0f64..3.0, other in 1.0f64..3.0, day in 1u8..28) {
            let m = Measurement { value, measured_on: format!("2026-09-{day:02}") };
            let record: BTreeMap<String, ConfirmedTest> =
                [("sprint10m".to_string(), ConfirmedTest { hash: test_hash(Test::Sprint10m, &m), by: "Jan".into() })].into();
            prop_assert_eq!(confirmed_by(&record, Test::Sprint10m, &m), Some("Jan".to_string()));
            let changed = Measurement { value: other, ..m.clone() };
            prop_assert_eq!(confirmed_by(&record, Test::Sprint10m, &changed).is_some(), other == value);
            prop_assert_eq!(confirmed_by(&record, Test::Sprint30m, &m), None);
        }
    }
}
