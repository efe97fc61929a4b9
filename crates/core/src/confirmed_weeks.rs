//! Which of a player's weeks an official confirmed, and how much of a season that is: "612 of 810 minutes confirmed
//! by Jan Novák (coach, FC Example)". A composition of `weekly` (the weeks as stored) and `confirmation` (who
//! confirmed them).
//!
//! A request's snapshot holds, per week, a hash of the week's figures as they were when the player asked
//! ([`week_hash`]). Once an official confirms, each week is published with that hash and the official's byline in
//! the season's public record, `players/{uid}/confirmedWeeks/{season}` (written by the functions alone; one read
//! per season a visitor opens). A week counts only while the stored week still has that hash: editing a week voids
//! its confirmation and deleting it leaves nothing to count, without touching the other weeks of the same request
//! (the functions also drop the week from the record, [`unconfirmed_on_change`]). The note is not a figure:
//! editing it voids nothing.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use skora_domain::profile::EntryDocument;
use skora_domain::weekly::{read_entries, read_entry, season_of, WeeklyEntry, WeeklyKey};
use skora_foundations::sha256::sha256_hex;

/// The hash of one week's figures: its id, then every figure it holds as `key=value`, in the fields' order.
pub fn week_hash(entry: &WeeklyEntry) -> String {
    let mut text = format!("confirm-stats-week\n{}", entry.week.id());
    for key in WeeklyKey::ALL {
        if let Some(value) = entry.get(key) {
            text.push_str(&format!("\n{}={value}", key.key()));
        }
    }
    sha256_hex(&text)
}

/// One confirmed week (or test, `confirmed_tests`) of a public record: the hash of its figures as confirmed, and who
/// confirmed them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmedWeek {
    pub hash: String,
    /// "Jan Novák (coach, FC Example)": the official's byline, never their address.
    pub by: String,
}

/// The confirmed weeks of a season's public record (week id → [`ConfirmedWeek`]); anything else in the document
/// (a missing one, a broken entry) reads as not confirmed.
pub fn read_confirmed(record: Option<&Value>) -> BTreeMap<String, ConfirmedWeek> {
    read_confirmations(record, "weeks")
}

/// The confirmations of a public record's map `field` (id → [`ConfirmedWeek`]); a broken entry reads as none.
pub fn read_confirmations(record: Option<&Value>, field: &str) -> BTreeMap<String, ConfirmedWeek> {
    record
        .and_then(|r| r.get(field))
        .and_then(Value::as_object)
        .map(|weeks| {
            weeks
                .iter()
                .filter_map(|(week, stored)| {
                    let confirmed: ConfirmedWeek = serde_json::from_value(stored.clone()).ok()?;
                    (!confirmed.hash.is_empty() && !confirmed.by.trim().is_empty())
                        .then(|| (week.clone(), confirmed))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The records that confirm every readable week of `docs` as confirmed by `by`, one per season (the season's starting
/// year → its weeks): what an official's confirmation of those weeks publishes (the demo data's confirmed weeks).
pub fn records_of(
    docs: &[EntryDocument],
    by: &str,
) -> BTreeMap<u16, BTreeMap<String, ConfirmedWeek>> {
    let mut records: BTreeMap<u16, BTreeMap<String, ConfirmedWeek>> = BTreeMap::new();
    for entry in read_entries(docs) {
        records.entry(season_of(entry.week)).or_default().insert(
            entry.week.id(),
            ConfirmedWeek {
                hash: week_hash(&entry),
                by: by.to_string(),
            },
        );
    }
    records
}

/// What a confirmation adds to the season's record (merged into it): `{season, weeks: {id: {hash, by}}}`.
pub fn record_update(season: u16, weeks: &BTreeMap<String, ConfirmedWeek>) -> Map<String, Value> {
    let mut update = Map::new();
    update.insert("season".into(), json!(season));
    update.insert("weeks".into(), json!(weeks));
    update
}

/// Whether a change of `week` (its document now, `None` once deleted) takes it out of the season's record: it is
/// there with another hash than the week's figures now have.
pub fn unconfirmed_on_change(record: Option<&Value>, week: &str, now: Option<&Value>) -> bool {
    let Some(confirmed) = read_confirmed(record).remove(week) else {
        return false;
    };
    let current = now
        .and_then(|doc| read_entry(week, doc))
        .map(|entry| week_hash(&entry));
    current.as_deref() != Some(confirmed.hash.as_str())
}

/// The entries whose current figures have the hash their confirmation holds: what an official confirmed, as it is.
pub fn confirmed_entries(
    entries: &[WeeklyEntry],
    confirmed: &BTreeMap<String, ConfirmedWeek>,
) -> Vec<WeeklyEntry> {
    entries
        .iter()
        .filter(|e| {
            confirmed
                .get(&e.week.id())
                .is_some_and(|c| c.hash == week_hash(e))
        })
        .cloned()
        .collect()
}

/// How much of a season is confirmed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ConfirmedShare {
    pub confirmed_minutes: u32,
    pub total_minutes: u32,
    /// `confirmed_minutes / total_minutes`, 0–1; 0 without minutes.
    pub share: f64,
    /// The confirmed weeks (ids), each with the official who confirmed it: "Jan Novák (coach, FC Example)".
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    pub weeks: BTreeMap<String, String>,
    /// "612 of 810 minutes confirmed by Jan Novák (coach, FC Example)"; absent when nothing is confirmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub text: Option<String>,
}

fn minutes(entry: &WeeklyEntry) -> u32 {
    // Stored minutes are whole and bounded by the rules (at most 1,300 a week).
    entry.count(WeeklyKey::Minutes).max(0.0) as u32
}

/// "A, B and C".
fn joined(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The share of `entries` (one season's weeks, as stored now) that `confirmed` (the season's record) covers: a week
/// counts when its confirmation holds its current hash.
pub fn confirmed_share(
    entries: &[WeeklyEntry],
    confirmed: &BTreeMap<String, ConfirmedWeek>,
) -> ConfirmedShare {
    let mut weeks = BTreeMap::new();
    let mut officials: Vec<String> = Vec::new();
    let (mut confirmed_minutes, mut total_minutes) = (0u32, 0u32);
    for entry in entries {
        let m = minutes(entry);
        total_minutes = total_minutes.saturating_add(m);
        let (id, hash) = (entry.week.id(), week_hash(entry));
        let by = confirmed
            .get(&id)
            .filter(|c| c.hash == hash)
            .map(|c| c.by.clone());
        if let Some(by) = by {
            confirmed_minutes = confirmed_minutes.saturating_add(m);
            if !officials.contains(&by) {
                officials.push(by.clone());
            }
            weeks.insert(id, by);
        }
    }
    let share = if total_minutes == 0 {
        0.0
    } else {
        f64::from(confirmed_minutes) / f64::from(total_minutes)
    };
    let text = (!weeks.is_empty()).then(|| {
        format!(
            "{confirmed_minutes} of {total_minutes} minutes confirmed by {}",
            joined(&officials)
        )
    });
    ConfirmedShare {
        confirmed_minutes,
        total_minutes,
        share,
        weeks,
        text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skora_domain::confirmation::{Official, OfficialRole};
    use skora_domain::weekly::IsoWeek;

    fn week(n: u8, minutes: f64, goals: f64) -> WeeklyEntry {
        let mut e = WeeklyEntry::empty(IsoWeek {
            year: 2026,
            week: n,
        });
        e.set(WeeklyKey::Matches, Some(1.0));
        e.set(WeeklyKey::Minutes, Some(minutes));
        e.set(WeeklyKey::Goals, Some(goals));
        e
    }

    fn by(name: &str) -> String {
        Official {
            name: name.into(),
            role: OfficialRole::Coach,
            club: "FC Example".into(),
            email: "coach@example.com".into(),
        }
        .byline()
    }

    /// A record of `weeks` confirmed by `name`.
    fn request(name: &str, weeks: &[&WeeklyEntry]) -> BTreeMap<String, ConfirmedWeek> {
        weeks
            .iter()
            .map(|e| {
                (
                    e.week.id(),
                    ConfirmedWeek {
                        hash: week_hash(e),
                        by: by(name),
                    },
                )
            })
            .collect()
    }

    fn merged(records: &[BTreeMap<String, ConfirmedWeek>]) -> BTreeMap<String, ConfirmedWeek> {
        records.iter().flat_map(|r| r.clone()).collect()
    }

    #[test]
    fn the_share_counts_the_minutes_of_the_confirmed_weeks() {
        let weeks = [
            week(40, 90.0, 1.0),
            week(41, 72.0, 0.0),
            week(42, 90.0, 2.0),
        ];
        let share = confirmed_share(&weeks, &request("Jan Novák", &[&weeks[0], &weeks[1]]));
        assert_eq!((share.confirmed_minutes, share.total_minutes), (162, 252));
        assert!((share.share - 162.0 / 252.0).abs() < 1e-12);
        assert_eq!(
            share.text.as_deref(),
            Some("162 of 252 minutes confirmed by Jan Novák (coach, FC Example)")
        );
        assert_eq!(
            share.weeks.keys().collect::<Vec<_>>(),
            ["2026-W40", "2026-W41"]
        );
    }

    #[test]
    fn editing_one_week_voids_only_that_week_and_deleting_one_leaves_it_out() {
        let weeks = [week(40, 90.0, 1.0), week(41, 72.0, 0.0)];
        let asked = request("Jan Novák", &[&weeks[0], &weeks[1]]);
        let edited = [week(40, 90.0, 2.0), weeks[1].clone()];
        let share = confirmed_share(&edited, &asked);
        assert_eq!((share.confirmed_minutes, share.total_minutes), (72, 162));
        assert_eq!(share.weeks.keys().collect::<Vec<_>>(), ["2026-W41"]);
        let deleted = [weeks[0].clone()];
        assert_eq!(confirmed_share(&deleted, &asked).confirmed_minutes, 90);
    }

    #[test]
    fn a_note_is_no_figure() {
        let mut noted = week(40, 90.0, 1.0);
        let hash = week_hash(&noted);
        noted.note = Some("Cup final".into());
        assert_eq!(week_hash(&noted), hash);
    }

    #[test]
    fn several_officials_are_named_once_each_and_nothing_confirmed_says_nothing() {
        let weeks = [
            week(40, 90.0, 1.0),
            week(41, 90.0, 0.0),
            week(42, 45.0, 0.0),
        ];
        let share = confirmed_share(
            &weeks,
            &merged(&[
                request("Jan Novák", &[&weeks[0]]),
                request("Eva Malá", &[&weeks[1]]),
                request("Jan Novák", &[&weeks[2]]),
            ]),
        );
        assert_eq!(
            share.text.as_deref(),
            Some("225 of 225 minutes confirmed by Jan Novák (coach, FC Example) and Eva Malá (coach, FC Example)")
        );
        let none = confirmed_share(&weeks, &BTreeMap::new());
        assert_eq!((none.share, none.text), (0.0, None));
        assert_eq!(confirmed_share(&[], &BTreeMap::new()).share, 0.0);
    }

    #[test]
    fn the_record_reads_what_it_can_and_a_change_takes_out_only_a_week_it_broke() {
        let weeks = [week(40, 90.0, 1.0), week(41, 72.0, 0.0)];
        let update = record_update(2026, &request("Jan Novák", &[&weeks[0], &weeks[1]]));
        let mut record = Value::Object(update);
        record["weeks"]["2026-W42"] = json!({"hash": 3, "by": "x"});
        record["weeks"]["2026-W43"] = json!({"hash": "h", "by": " "});
        let read = read_confirmed(Some(&record));
        assert_eq!(read.keys().collect::<Vec<_>>(), ["2026-W40", "2026-W41"]);
        assert_eq!(read["2026-W40"].by, "Jan Novák (coach, FC Example)");
        assert!(!serde_json::to_string(&record)
            .unwrap_or_default()
            .contains('@'));
        assert!(read_confirmed(Some(&json!({"weeks": []}))).is_empty());
        assert!(read_confirmed(None).is_empty());

        let stored = |e: &WeeklyEntry| {
            let mut doc = json!({"week": e.week.id()});
            for key in WeeklyKey::ALL {
                if let Some(v) = e.get(key) {
                    doc[key.key()] = json!(v);
                }
            }
            doc
        };
        let docs = [EntryDocument {
            id: "2026-W40".into(),
            data: stored(&weeks[0]),
        }];
        let by_season = records_of(&docs, "Jan Novák (coach, FC Example)");
        assert_eq!(by_season[&2026], request("Jan Novák", &[&weeks[0]]));
        let same = stored(&weeks[0]);
        assert!(!unconfirmed_on_change(
            Some(&record),
            "2026-W40",
            Some(&same)
        ));
        let edited = stored(&week(40, 90.0, 2.0));
        assert!(unconfirmed_on_change(
            Some(&record),
            "2026-W40",
            Some(&edited)
        ));
        assert!(unconfirmed_on_change(Some(&record), "2026-W41", None));
        assert!(!unconfirmed_on_change(Some(&record), "2026-W44", None));
        assert!(!unconfirmed_on_change(None, "2026-W40", None));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use skora_domain::weekly::IsoWeek;

    fn season() -> impl Strategy<Value = Vec<WeeklyEntry>> {
        prop::collection::btree_map(1u8..=52, (0u32..=1300, 0u32..=5), 0..20).prop_map(|weeks| {
            weeks
                .into_iter()
                .map(|(n, (minutes, goals))| {
                    let mut e = WeeklyEntry::empty(IsoWeek {
                        year: 2026,
                        week: n,
                    });
                    e.set(WeeklyKey::Minutes, Some(f64::from(minutes)));
                    e.set(WeeklyKey::Goals, Some(f64::from(goals)));
                    e
                })
                .collect()
        })
    }

    proptest! {
        // The share is a share, and a week edited after its confirmation never counts.
        #[test]
        fn the_share_is_between_0_and_1_and_voided_weeks_never_count(
            entries in season(), confirmed_mask in any::<u64>(), edited_mask in any::<u64>()
        ) {
            let picked = |mask: u64, i: usize| mask >> (i % 64) & 1 == 1;
            let record: BTreeMap<String, ConfirmedWeek> = entries.iter().enumerate()
                .filter(|(i, _)| picked(confirmed_mask, *i))
                .map(|(_, e)| (e.week.id(), ConfirmedWeek { hash: week_hash(e), by: "A (coach, B)".into() }))
                .collect();
            let now: Vec<WeeklyEntry> = entries.iter().enumerate().map(|(i, e)| {
                let mut e = e.clone();
                if picked(edited_mask, i) { e.set(WeeklyKey::Goals, Some(e.count(WeeklyKey::Goals) + 1.0)); }
                e
            }).collect();
            let share = confirmed_share(&now, &record);
            prop_assert!((0.0..=1.0).contains(&share.share));
            prop_assert!(share.confirmed_minutes <= share.total_minutes);
            for (i, e) in now.iter().enumerate() {
                let counts = share.weeks.contains_key(&e.week.id());
                prop_assert_eq!(counts, picked(confirmed_mask, i) && !picked(edited_mask, i));
            }
        }
    }
}
