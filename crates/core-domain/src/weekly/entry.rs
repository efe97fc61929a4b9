//! The tolerant reader of stored weekly entries: a document the rules accept reads; anything else (a wrong
//! type, a value out of range, a broken cross-field rule, an id that is not its `week`) is skipped whole,
//! never half-read and never a panic. Why whole: a season's figures summed over a half-read week would be
//! silently wrong, while a skipped week is visibly missing from the list.
//!
//! Keys the core does not know (a newer version's, `updatedAt`) are ignored.

use serde_json::Value;

use super::fields::{WeeklyKey, CROSS_RULES, NOTE_KEY, WEEK_KEY};
use super::week::IsoWeek;
use crate::profile::EntryDocument;
use skora_foundations::limits::WEEKLY_NOTE_MAX_CHARS;

/// One week's figures, as the maths read them. `values` is indexed by `WeeklyKey::index`.
#[derive(Debug, Clone, PartialEq)]
pub struct WeeklyEntry {
    pub week: IsoWeek,
    pub values: [Option<f64>; 32],
    pub note: Option<String>,
}

impl WeeklyEntry {
    /// An entry with no figures.
    pub fn empty(week: IsoWeek) -> WeeklyEntry {
        WeeklyEntry {
            week,
            values: [None; 32],
            note: None,
        }
    }

    pub fn get(&self, field: WeeklyKey) -> Option<f64> {
        self.values[field.index()]
    }

    /// The value, 0 when absent: what a season total adds.
    pub fn count(&self, field: WeeklyKey) -> f64 {
        self.get(field).unwrap_or(0.0)
    }

    pub fn set(&mut self, field: WeeklyKey, value: Option<f64>) {
        self.values[field.index()] = value;
    }

    /// The first cross-field rule the figures break, if any (with the other field's value).
    pub fn broken_rule(&self) -> Option<(super::fields::CrossRule, f64)> {
        CROSS_RULES.into_iter().find_map(|rule| {
            let other = match rule {
                super::fields::CrossRule::AtMost { other, .. }
                | super::fields::CrossRule::OnlyWhenZero { other, .. } => other,
            };
            let (a, b) = (self.get(rule.field())?, self.get(other)?);
            (!rule.holds(a, b)).then_some((rule, b))
        })
    }
}

/// The note as stored: a trimmed, non-empty string of at most 280 characters; shown without bidi overrides
/// (one stored before the rules refused them would reverse the page's text after the note).
fn note(value: &Value) -> Option<String> {
    let stored = skora_foundations::text::strip_bidi_overrides(value.as_str()?);
    let s = stored.as_ref();
    let ok = s.trim() == s && !s.is_empty() && s.chars().count() <= WEEKLY_NOTE_MAX_CHARS;
    ok.then(|| s.to_string())
}

/// The entry of one stored document (`id` its document id), or `None` when the rules would not have
/// accepted it.
pub fn read_entry(id: &str, data: &Value) -> Option<WeeklyEntry> {
    let doc = data.as_object()?;
    let week = IsoWeek::parse(id)?;
    if doc.get(WEEK_KEY)?.as_str()? != id {
        return None;
    }
    let mut entry = WeeklyEntry::empty(week);
    for (key, value) in doc {
        if let Some(field) = WeeklyKey::from_key(key) {
            let n = value.as_f64().filter(|&n| field.spec().accepts(n))?;
            entry.set(field, Some(n));
        } else if key == NOTE_KEY {
            entry.note = Some(note(value)?);
        }
    }
    entry.broken_rule().is_none().then_some(entry)
}

/// The readable entries of a query's documents, oldest first, one per week (a second document of the same
/// week cannot exist in Firestore; if a caller passes one, the first is kept).
pub fn read_entries(docs: &[EntryDocument]) -> Vec<WeeklyEntry> {
    // Placed one by one rather than sorted: a query gives at most ~60 documents, already in id order (either
    // way), and the slice sorts would add several KiB to the wasm for nothing.
    let mut entries: Vec<WeeklyEntry> = Vec::with_capacity(docs.len());
    for e in docs.iter().filter_map(|d| read_entry(&d.id, &d.data)) {
        let at = entries.partition_point(|x| x.week < e.week);
        if entries.get(at).is_none_or(|x| x.week != e.week) {
            entries.insert(at, e);
        }
    }
    entries
}

#[cfg(test)]
pub(crate) mod fixtures {
    use serde_json::{json, Value};

    /// A plausible outfield week: 2 matches, 165 minutes, 1 goal from 4 shots, 1 assist.
    pub fn outfield_doc(week: &str) -> Value {
        json!({
            "week": week, "matches": 2, "starts": 2, "minutes": 165, "goals": 1, "assists": 1,
            "shots": 4, "shotsOnTarget": 2, "keyPasses": 3, "passesCompleted": 41, "passesAttempted": 50,
            "distanceKm": 19.4, "topSpeedKmh": 31.2, "selfRating": 7, "note": "Good week.",
            "updatedAt": {"seconds": 1_700_000_000, "nanoseconds": 0}
        })
    }

    /// A goalkeeper's week: 1 match, a clean sheet, 4 saves from 4 shots faced.
    pub fn goalkeeper_doc(week: &str) -> Value {
        json!({
            "week": week, "matches": 1, "starts": 1, "minutes": 90, "saves": 4, "shotsFaced": 4,
            "goalsConceded": 0, "cleanSheets": 1, "passesCompleted": 20, "passesAttempted": 28,
            "distributionAccuracy": 71, "selfRating": 8
        })
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;
    use serde_json::json;

    #[test]
    fn a_stored_week_reads() {
        let e = read_entry("2025-W40", &outfield_doc("2025-W40"));
        let e = e.unwrap_or_else(|| WeeklyEntry::empty(IsoWeek { year: 0, week: 0 }));
        assert_eq!(e.week.id(), "2025-W40");
        assert_eq!(e.get(WeeklyKey::Minutes), Some(165.0));
        assert_eq!(e.get(WeeklyKey::DistanceKm), Some(19.4));
        assert_eq!(e.get(WeeklyKey::Saves), None);
        assert_eq!(e.count(WeeklyKey::Saves), 0.0);
        assert_eq!(e.note.as_deref(), Some("Good week."));
        assert!(read_entry("2025-W41", &goalkeeper_doc("2025-W41")).is_some());
    }

    #[test]
    fn anything_the_rules_refuse_is_skipped() {
        let with = |key: &str, value: Value| {
            let mut d = outfield_doc("2025-W40");
            d[key] = value;
            read_entry("2025-W40", &d)
        };
        assert!(with("goals", json!(31)).is_none());
        assert!(with("goals", json!(1.5)).is_none());
        assert!(with("goals", json!("1")).is_none());
        assert!(with("goals", Value::Null).is_none());
        assert!(
            with("shotsOnTarget", json!(5)).is_none(),
            "on target > shots"
        );
        assert!(with("minutes", json!(261)).is_none(), "> 130 per match");
        assert!(with("note", json!(" padded ")).is_none());
        assert!(with("note", json!("x".repeat(281))).is_none());
        assert!(with("week", json!("2025-W41")).is_none(), "id ≠ week");
        assert!(
            with("someNewKey", json!([1, 2])).is_some(),
            "unknown keys are ignored"
        );
        assert!(read_entry("2021-W53", &json!({"week": "2021-W53"})).is_none());
        assert!(read_entry("2025-W40", &json!([])).is_none());
        assert!(read_entry("2025-W40", &json!({})).is_none());
        assert!(
            read_entry("2025-W40", &json!({"week": "2025-W40"})).is_some(),
            "only the week"
        );
    }

    #[test]
    fn entries_come_oldest_first_without_the_unreadable() {
        let docs = vec![
            EntryDocument {
                id: "2025-W42".into(),
                data: outfield_doc("2025-W42"),
            },
            EntryDocument {
                id: "bad".into(),
                data: json!({"week": "bad"}),
            },
            EntryDocument {
                id: "2025-W40".into(),
                data: outfield_doc("2025-W40"),
            },
        ];
        let weeks: Vec<String> = read_entries(&docs).iter().map(|e| e.week.id()).collect();
        assert_eq!(weeks, ["2025-W40", "2025-W42"]);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<f64>()
                .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
            (0i64..200).prop_map(Value::from),
            "\\PC{0,6}".prop_map(Value::from),
        ];
        leaf.prop_recursive(2, 16, 4, |inner| {
            prop::collection::vec(inner, 0..3).prop_map(Value::from)
        })
    }

    proptest! {
        // Whatever order the documents come in (a query's ascending or descending order, or none), the entries
        // come out oldest first, each week once.
        #[test]
        fn entries_come_out_in_week_order(weeks in prop::collection::vec((2000u16..2030, 1u8..=53), 0..40)) {
            let docs: Vec<EntryDocument> = weeks
                .iter()
                .map(|(y, w)| {
                    let id = format!("{y}-W{w:02}");
                    EntryDocument { id: id.clone(), data: serde_json::json!({ "week": id }) }
                })
                .collect();
            let read = read_entries(&docs);
            prop_assert!(read.windows(2).all(|p| p[0].week < p[1].week));
            let mut valid: Vec<IsoWeek> = weeks.iter().filter_map(|(y, w)| IsoWeek::new(*y, *w)).collect();
            valid.sort();
            valid.dedup();
            prop_assert_eq!(read.iter().map(|e| e.week).collect::<Vec<_>>(), valid);
        }

        #[test]
        fn hostile_documents_never_panic_and_what_reads_keeps_every_range(
            keys in prop::collection::vec(prop::sample::select(
                WeeklyKey::ALL.iter().map(|f| f.key()).chain(["note", "week", "x"]).collect::<Vec<_>>()), 0..10),
            values in prop::collection::vec(json_value(), 10),
        ) {
            let mut doc = serde_json::Map::new();
            doc.insert("week".into(), Value::from("2025-W40"));
            for (k, v) in keys.iter().zip(values) {
                doc.insert((*k).to_string(), v);
            }
            if let Some(e) = read_entry("2025-W40", &Value::Object(doc)) {
                for f in WeeklyKey::ALL {
                    prop_assert!(e.get(f).is_none_or(|v| f.spec().accepts(v)));
                }
                prop_assert!(e.broken_rule().is_none());
            }
        }
    }
}
