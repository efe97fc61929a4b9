//! Contributions of index entries to the aggregate documents, as increments or as whole documents.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::figures::figures;
use super::totals::totals;
use crate::player_index::IndexEntry;
use skora_domain::positions::Position;
use skora_foundations::firestore_paths::AGGREGATES;

/// Players per country (see the module's documentation).
pub const COUNTRIES_PATH: &str = "aggregates/countries";
/// `{players, countries}` for the home page.
pub const TOTALS_PATH: &str = "aggregates/totals";

/// `aggregates/positions/byPosition/{CODE}`: a position's count and figure histograms.
pub fn position_path(position: Position) -> String {
    format!("{AGGREGATES}/positions/byPosition/{}", position.code())
}

/// Counts keyed by (document path, field path inside it).
pub(crate) type Tally = BTreeMap<(String, Vec<String>), i64>;

pub(crate) fn add(tally: &mut Tally, path: &str, fields: &[&str], delta: i64) {
    let key = (
        path.to_string(),
        fields.iter().map(|f| f.to_string()).collect(),
    );
    *tally.entry(key).or_insert(0) += delta;
}

/// What one entry counts for, added `sign` times (1 to count it, -1 to take it back).
fn contribute(tally: &mut Tally, entry: &IndexEntry, sign: i64) {
    add(tally, COUNTRIES_PATH, &["players"], sign);
    if let Some(country) = entry.country_of_residence.as_deref() {
        add(
            tally,
            COUNTRIES_PATH,
            &["countries", country, "players"],
            sign,
        );
        if let Some(kind) = entry.player_type {
            add(
                tally,
                COUNTRIES_PATH,
                &["countries", country, "types", kind.as_str()],
                sign,
            );
        }
        if let Some(p) = entry.main_position {
            add(
                tally,
                COUNTRIES_PATH,
                &["countries", country, "positions", p.code()],
                sign,
            );
        }
    }
    if let Some(p) = entry.main_position {
        let path = position_path(p);
        add(tally, &path, &["players"], sign);
        for figure in figures() {
            if let Some(bucket) = figure.bucket(entry) {
                add(
                    tally,
                    &path,
                    &["figures", figure.key(), &bucket.to_string()],
                    sign,
                );
            }
        }
    }
}

/// Nests one document's counts: `["countries", "PT", "players"] = 1` → `{"countries": {"PT": {"players": 1}}}`.
pub(crate) fn nest<'a>(counts: impl Iterator<Item = (&'a [String], i64)>) -> Value {
    let mut root = Map::new();
    'counts: for (fields, n) in counts {
        let Some((last, parents)) = fields.split_last() else {
            continue;
        };
        let mut node = &mut root;
        for f in parents {
            let child = node
                .entry(f.clone())
                .or_insert_with(|| Value::Object(Map::new()));
            // A field is either a count or a map of counts (the paths above never make it both).
            let Value::Object(map) = child else {
                continue 'counts;
            };
            node = map;
        }
        node.insert(last.clone(), Value::from(n));
    }
    Value::Object(root)
}

pub(crate) fn by_document(tally: &Tally) -> BTreeMap<&str, Vec<(&[String], i64)>> {
    let mut docs: BTreeMap<&str, Vec<(&[String], i64)>> = BTreeMap::new();
    for ((path, fields), &n) in tally {
        docs.entry(path).or_default().push((fields.as_slice(), n));
    }
    docs
}

/// Integer increments for one aggregate document: a nested object whose leaves are the amounts to
/// add (negative to subtract), applied with `FieldValue.increment` in a merge.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DocumentIncrements {
    pub path: String,
    pub increments: Value,
}

/// The increments that turn the aggregates counting `before` into the aggregates counting `after`
/// (either absent: the player was not, or is no longer, indexed). Empty when the two count the same.
pub fn increments(
    before: Option<&IndexEntry>,
    after: Option<&IndexEntry>,
) -> Vec<DocumentIncrements> {
    let mut tally = Tally::new();
    if let Some(e) = before {
        contribute(&mut tally, e, -1);
    }
    if let Some(e) = after {
        contribute(&mut tally, e, 1);
    }
    into_increments(tally)
}

/// A tally of changes as each document's increments, the counts that cancel out left out.
pub(crate) fn into_increments(mut tally: Tally) -> Vec<DocumentIncrements> {
    tally.retain(|_, n| *n != 0);
    by_document(&tally)
        .into_iter()
        .map(|(path, counts)| DocumentIncrements {
            path: path.to_string(),
            increments: nest(counts.into_iter()),
        })
        .collect()
}

/// A whole aggregate document, for a rebuild.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AggregateDocument {
    pub path: String,
    pub data: Value,
}

/// Every aggregate document as it is when it counts exactly `entries`: the countries, all fifteen
/// positions (those without players too, so a rebuild leaves nothing stale behind) and the totals.
pub fn aggregate_documents<'a>(
    entries: impl IntoIterator<Item = &'a IndexEntry>,
) -> Vec<AggregateDocument> {
    let mut tally = Tally::new();
    add(&mut tally, COUNTRIES_PATH, &["players"], 0);
    for p in Position::ALL {
        add(&mut tally, &position_path(p), &["players"], 0);
    }
    for e in entries {
        contribute(&mut tally, e, 1);
    }
    let mut docs: Vec<AggregateDocument> = by_document(&tally)
        .into_iter()
        .map(|(path, counts)| {
            let mut data = nest(counts.into_iter());
            if path != COUNTRIES_PATH {
                // Every position document has its `figures`, even before it has players.
                if let Some(o) = data.as_object_mut() {
                    o.entry("figures")
                        .or_insert_with(|| Value::Object(Map::new()));
                }
            } else if let Some(o) = data.as_object_mut() {
                o.entry("countries")
                    .or_insert_with(|| Value::Object(Map::new()));
            }
            AggregateDocument {
                path: path.to_string(),
                data,
            }
        })
        .collect();
    let countries = docs
        .iter()
        .find(|d| d.path == COUNTRIES_PATH)
        .map(|d| totals(&d.data))
        .unwrap_or_default();
    docs.push(AggregateDocument {
        path: TOTALS_PATH.to_string(),
        data: serde_json::to_value(countries).unwrap_or_default(),
    });
    docs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player_index::player_index_entry;
    use serde_json::json;

    fn entry(country: &str, kind: &str, main: &str, height: u16, born: &str) -> IndexEntry {
        let cv = json!({"visibility": "public", "firstName": "A", "countryOfResidence": country,
            "playerType": kind, "mainPosition": main, "heightCm": height, "dateOfBirth": born});
        player_index_entry("u", &cv.to_string(), None, "2025-06-01", false, None)
            .unwrap_or_else(|| panic!("an entry for {country} {main}"))
    }

    #[test]
    fn a_new_entry_counts_once_everywhere() {
        let e = entry("PT", "outfield", "CM", 178, "2002-05-14");
        assert_eq!(
            increments(None, Some(&e)),
            vec![
                DocumentIncrements {
                    path: "aggregates/countries".into(),
                    increments: json!({"players": 1, "countries": {"PT": {
                        "players": 1, "types": {"outfield": 1}, "positions": {"CM": 1}}}})
                },
                DocumentIncrements {
                    path: "aggregates/positions/byPosition/CM".into(),
                    increments: json!({"players": 1, "figures": {"heightCm": {"178": 1}, "birthYear": {"2002": 1}}})
                },
            ]
        );
    }

    #[test]
    fn a_removed_entry_is_taken_back_and_a_move_only_touches_what_moved() {
        let e = entry("PT", "outfield", "CM", 178, "2002-05-14");
        let back = increments(Some(&e), None);
        assert_eq!(back[0].increments["countries"]["PT"]["players"], json!(-1));
        assert_eq!(back[1].increments["figures"]["heightCm"]["178"], json!(-1));
        // Moving to Spain: the total and the position documents do not change at all.
        let moved = entry("ES", "outfield", "CM", 178, "2002-05-14");
        assert_eq!(
            increments(Some(&e), Some(&moved)),
            vec![DocumentIncrements {
                path: "aggregates/countries".into(),
                increments: json!({"countries": {
                    "ES": {"players": 1, "types": {"outfield": 1}, "positions": {"CM": 1}},
                    "PT": {"players": -1, "types": {"outfield": -1}, "positions": {"CM": -1}}}})
            }]
        );
        assert!(increments(Some(&e), Some(&e)).is_empty());
        assert!(increments(None, None).is_empty());
    }

    #[test]
    fn an_entry_without_country_or_position_still_counts_as_a_player() {
        let cv = json!({"visibility": "public", "firstName": "A"});
        let e = player_index_entry("u", &cv.to_string(), None, "2025-06-01", false, None);
        assert_eq!(
            increments(None, e.as_ref()),
            vec![DocumentIncrements {
                path: COUNTRIES_PATH.into(),
                increments: json!({"players": 1})
            }]
        );
    }

    #[test]
    fn a_rebuild_writes_every_document_with_the_totals() {
        let entries = [
            entry("PT", "outfield", "CM", 178, "2002-05-14"),
            entry("PT", "goalkeeper", "GK", 191, "2000-11-02"),
            entry("NG", "outfield", "ST", 183, "2001-12-05"),
        ];
        let docs = aggregate_documents(&entries);
        assert_eq!(docs.len(), 1 + 15 + 1);
        let get = |path: &str| docs.iter().find(|d| d.path == path).map(|d| d.data.clone());
        assert_eq!(
            get(COUNTRIES_PATH).map(|d| d["players"].clone()),
            Some(json!(3))
        );
        assert_eq!(
            get(COUNTRIES_PATH).map(|d| d["countries"]["PT"]["types"].clone()),
            Some(json!({"outfield": 1, "goalkeeper": 1}))
        );
        assert_eq!(
            get("aggregates/positions/byPosition/CB"),
            Some(json!({"players": 0, "figures": {}}))
        );
        assert_eq!(
            get(TOTALS_PATH),
            Some(json!({"players": 3, "countries": 2}))
        );
        let empty = aggregate_documents(&[]);
        assert_eq!(
            empty
                .iter()
                .find(|d| d.path == COUNTRIES_PATH)
                .map(|d| d.data.clone()),
            Some(json!({"players": 0, "countries": {}}))
        );
    }
}

#[cfg(test)]
pub(super) mod props {
    use super::*;
    use crate::player_index::player_index_entry;
    use proptest::prelude::*;
    use serde_json::json;

    pub(crate) fn any_entry() -> impl Strategy<Value = Option<IndexEntry>> {
        (
            prop::option::of(prop_oneof![Just("PT"), Just("ES"), Just("NG")]),
            prop::option::of(prop_oneof![Just("GK"), Just("CM"), Just("ST")]),
            prop::option::of(140u16..=220),
            prop::option::of(1990u16..2015),
            any::<bool>(),
            // With stats: the fixture's document with this pace (so the face figures vary too).
            prop::option::of(1u8..=20),
        )
            .prop_map(|(country, main, height, year, listed, pace)| {
                let cv = json!({"visibility": if listed { "public" } else { "nobody" }, "firstName": "A",
                    "countryOfResidence": country, "mainPosition": main, "heightCm": height,
                    "playerType": if main == Some("GK") { "goalkeeper" } else { "outfield" },
                    "dateOfBirth": year.map(|y| format!("{y}-01-01"))});
                let stats = pace.map(|p| {
                    let mut doc = skora_domain::attributes::fixtures::stored_doc();
                    doc["physical"]["pace"] = json!(p);
                    doc["physical"]["acceleration"] = json!(p);
                    doc.to_string()
                });
                player_index_entry("u", &cv.to_string(), None, "2025-06-01", false, stats.as_deref())
            })
    }

    /// Applies increments to documents the way Firestore's merge with `increment` does.
    fn apply(docs: &mut BTreeMap<String, Value>, incs: &[DocumentIncrements]) {
        fn merge(target: &mut Value, inc: &Value) {
            match inc {
                Value::Object(m) => {
                    if !target.is_object() {
                        *target = json!({});
                    }
                    for (k, v) in m {
                        if let Some(t) = target.as_object_mut() {
                            merge(t.entry(k.clone()).or_insert(Value::Null), v);
                        }
                    }
                }
                n => *target = json!(target.as_i64().unwrap_or(0) + n.as_i64().unwrap_or(0)),
            }
        }
        for inc in incs {
            merge(
                docs.entry(inc.path.clone()).or_insert(json!({})),
                &inc.increments,
            );
        }
    }

    /// A document with its zero counts and empty maps left out, to compare counts only.
    pub(crate) fn counts(v: &Value) -> Value {
        match v {
            Value::Object(m) => Value::Object(
                m.iter()
                    .map(|(k, v)| (k.clone(), counts(v)))
                    .filter(|(_, v)| !(v == &json!(0) || v == &json!({})))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    proptest! {
        #[test]
        fn any_history_of_changes_adds_up_to_a_rebuild(history in prop::collection::vec((0usize..4, any_entry()), 0..24)) {
            // Four players whose entries change over time, increments applied one change at a time.
            let mut current: [Option<IndexEntry>; 4] = Default::default();
            let mut docs = BTreeMap::new();
            for (who, next) in history {
                apply(&mut docs, &increments(current[who].as_ref(), next.as_ref()));
                current[who] = next;
            }
            let rebuilt = aggregate_documents(current.iter().flatten());
            for d in rebuilt.iter().filter(|d| d.path != TOTALS_PATH) {
                let applied = docs.get(&d.path).cloned().unwrap_or(json!({}));
                prop_assert_eq!(counts(&applied), counts(&d.data), "{}", d.path);
            }
        }
    }
}
