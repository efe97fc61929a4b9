//! The tolerant reader of a stored `playerStats/{uid}` document: what the formulas and the CV read.
//!
//! Anything the rules accept reads in full. Anything else (an older shape, a hostile write through the Admin
//! SDK, a half-written document) loses only the values that are not right: a value of the wrong type, out of
//! range, not whole where it must be, or a test without its date is left out, never clamped or guessed, and
//! the formulas then leave out what needs it. Nothing here can panic or allocate more than the document.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::fields::{Group, Rating, Test};
use skora_foundations::dates::{parse_date, Date};
use skora_foundations::limits::MEASURED_ON_FIRST;

/// A measured test's result, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Measurement {
    pub value: f64,
    /// `YYYY-MM-DD`.
    pub measured_on: String,
}

/// One player's readable values, by field.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerStats {
    tests: [Option<Measurement>; 8],
    ratings: [Option<u8>; 36],
}

impl Default for PlayerStats {
    fn default() -> Self {
        PlayerStats {
            tests: Default::default(),
            ratings: [None; 36],
        }
    }
}

impl PlayerStats {
    pub fn rating(&self, r: Rating) -> Option<u8> {
        self.ratings[r as usize]
    }

    pub fn test(&self, t: Test) -> Option<&Measurement> {
        self.tests[t as usize].as_ref()
    }

    pub fn set_rating(&mut self, r: Rating, value: Option<u8>) {
        self.ratings[r as usize] = value;
    }

    pub fn set_test(&mut self, t: Test, value: Option<Measurement>) {
        self.tests[t as usize] = value;
    }
}

/// The first day a test may be dated.
pub(crate) fn first_measured_on() -> Option<Date> {
    parse_date(MEASURED_ON_FIRST)
}

/// A rating as stored: a whole number within the field's range.
pub(crate) fn read_rating(r: Rating, value: Option<&Value>) -> Option<u8> {
    let n = value?.as_f64()?;
    let spec = r.spec();
    // In range and whole, so the cast is exact.
    (n.fract() == 0.0 && (spec.min..=spec.max).contains(&n)).then_some(n as u8)
}

/// A measured test as stored: a number in the plausible range and a real date from `MEASURED_ON_FIRST` on.
/// The latest date is the writer's today, which the reader cannot know: the rules check it on write.
fn read_test(t: Test, value: Option<&Value>) -> Option<Measurement> {
    let m = value?;
    let n = m.get("value")?.as_f64()?;
    let spec = t.spec();
    let day = m.get("measuredOn")?.as_str()?;
    let date = parse_date(day)?;
    ((spec.min..=spec.max).contains(&n) && Some(date) >= first_measured_on()).then(|| Measurement {
        value: n,
        measured_on: day.to_string(),
    })
}

/// The readable values of a stored document (as JSON); `None` when it is no object at all. The
/// `goalkeeping` map is read only for a goalkeeper (`goalkeeper`: the CV's player type): a stale one left
/// from a change of player type says nothing about an outfield player.
pub fn read_stats(doc: &Value, goalkeeper: bool) -> Option<PlayerStats> {
    let doc = doc.as_object()?;
    let mut stats = PlayerStats::default();
    let tests = doc.get(Group::Tests.key());
    for t in Test::ALL {
        stats.set_test(t, read_test(t, tests.and_then(|m| m.get(t.key()))));
    }
    for r in Rating::ALL {
        if r.group() == Group::Goalkeeping && !goalkeeper {
            continue;
        }
        let group = doc.get(r.group().key());
        stats.set_rating(r, read_rating(r, group.and_then(|m| m.get(r.key()))));
    }
    Some(stats)
}

#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures {
    use super::*;
    use serde_json::json;

    /// A plausible semi-professional winger's document, goalkeeping included (read only for goalkeepers).
    pub fn stored_doc() -> Value {
        json!({
            "tests": {
                "sprint10m": {"value": 1.72, "measuredOn": "2025-03-14"},
                "sprint30m": {"value": 4.21, "measuredOn": "2025-03-14"},
                "yoyoIr1": {"value": 18.2, "measuredOn": "2025-02-01"},
                "cmj": {"value": 41.5, "measuredOn": "2025-03-14"}
            },
            "physical": {"acceleration": 16, "agility": 15, "balance": 13, "jumpingReach": 11,
                "naturalFitness": 14, "pace": 17, "stamina": 14, "strength": 11},
            "technical": {"corners": 9, "crossing": 14, "dribbling": 16, "finishing": 13, "firstTouch": 14,
                "freeKickTaking": 8, "heading": 8, "longShots": 11, "longThrows": 5, "marking": 6,
                "passing": 12, "penaltyTaking": 10, "tackling": 7, "technique": 15, "weakFoot": 3,
                "skillMoves": 4},
            "goalkeeping": {"aerialReach": 12, "commandOfArea": 11, "communication": 13, "eccentricity": 6,
                "handling": 13, "kicking": 12, "oneOnOnes": 12, "passing": 11, "punching": 8,
                "reflexes": 14, "rushingOut": 9, "throwing": 12},
            "updatedAt": {"seconds": 1_742_000_000, "nanoseconds": 0}
        })
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::stored_doc;
    use super::*;
    use serde_json::json;

    #[test]
    fn a_document_the_rules_accept_reads_in_full() {
        let s = read_stats(&stored_doc(), true).unwrap_or_default();
        assert_eq!(s.rating(Rating::Pace), Some(17));
        assert_eq!(s.rating(Rating::WeakFoot), Some(3));
        assert_eq!(s.rating(Rating::GkPassing), Some(11));
        assert_eq!(s.rating(Rating::Passing), Some(12));
        assert_eq!(
            s.test(Test::Sprint10m),
            Some(&Measurement {
                value: 1.72,
                measured_on: "2025-03-14".into()
            })
        );
        assert_eq!(s.test(Test::TopSpeed), None);
        assert!(Rating::ALL.into_iter().all(|r| s.rating(r).is_some()));
    }

    #[test]
    fn an_outfield_player_s_goalkeeping_is_not_read() {
        let s = read_stats(&stored_doc(), false).unwrap_or_default();
        assert_eq!(s.rating(Rating::Reflexes), None);
        assert_eq!(s.rating(Rating::Passing), Some(12));
    }

    #[test]
    fn wrong_values_are_left_out_one_by_one() {
        let doc = json!({
            "tests": {"sprint10m": {"value": 0.8, "measuredOn": "2025-03-14"},
                "sprint30m": {"value": 4.2, "measuredOn": "1999-12-31"},
                "sprint40m": {"value": 5.2},
                "cmj": {"value": "40", "measuredOn": "2025-01-01"},
                "topSpeed": {"value": 31.5, "measuredOn": "2025-02-30"},
                "beepTest": {"value": 12.5, "measuredOn": "2025-01-01"}},
            "physical": {"pace": 21, "stamina": 0, "strength": 12.5, "agility": "12", "balance": 14},
            "technical": {"weakFoot": 6, "skillMoves": 5},
            "goalkeeping": 7
        });
        let s = read_stats(&doc, true).unwrap_or_default();
        for t in [
            Test::Sprint10m,
            Test::Sprint30m,
            Test::Sprint40m,
            Test::Cmj,
            Test::TopSpeed,
        ] {
            assert_eq!(s.test(t), None, "{t:?}");
        }
        assert_eq!(s.test(Test::BeepTest).map(|m| m.value), Some(12.5));
        for r in [
            Rating::Pace,
            Rating::Stamina,
            Rating::Strength,
            Rating::Agility,
            Rating::WeakFoot,
        ] {
            assert_eq!(s.rating(r), None, "{r:?}");
        }
        assert_eq!(s.rating(Rating::Balance), Some(14));
        assert_eq!(s.rating(Rating::SkillMoves), Some(5));
        assert_eq!(s.rating(Rating::Handling), None);
        for not_a_document in [json!(null), json!([1]), json!("x"), json!(3)] {
            assert_eq!(read_stats(&not_a_document, true), None);
        }
        assert_eq!(read_stats(&json!({}), true), Some(PlayerStats::default()));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<f64>().prop_map(Value::from),
            (-30i64..400).prop_map(Value::from),
            (0.0f64..400.0).prop_map(Value::from),
            "[a-zA-Z0-9-]{0,12}".prop_map(Value::from),
            Just(Value::from("2024-02-29")),
        ];
        leaf.prop_recursive(4, 64, 8, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
                prop::collection::btree_map(
                    prop_oneof![
                        Just("tests".to_string()),
                        Just("physical".to_string()),
                        Just("technical".to_string()),
                        Just("goalkeeping".to_string()),
                        Just("sprint10m".to_string()),
                        Just("value".to_string()),
                        Just("measuredOn".to_string()),
                        Just("pace".to_string()),
                        "[a-z]{1,8}",
                    ],
                    inner,
                    0..6
                )
                .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        // Whatever a document holds, the reader answers (no panic) and every value it keeps is in range.
        #[test]
        fn any_json_reads_without_panic_and_keeps_only_values_in_range(doc in any_json(), gk in any::<bool>()) {
            if let Some(s) = read_stats(&doc, gk) {
                for r in Rating::ALL {
                    if let Some(v) = s.rating(r) {
                        prop_assert!((r.spec().min..=r.spec().max).contains(&f64::from(v)));
                    }
                }
                for t in Test::ALL {
                    if let Some(m) = s.test(t) {
                        prop_assert!((t.spec().min..=t.spec().max).contains(&m.value));
                        prop_assert!(parse_date(&m.measured_on) >= first_measured_on());
                    }
                }
            }
        }
    }
}
