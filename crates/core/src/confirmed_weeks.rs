//! Which of a player's weeks an official confirmed, and how much of a season that is: "612 of 810 minutes confirmed
//! by Jan Novák (coach, FC Example)". A composition of `weekly` (the weeks as stored) and `confirmation` (who
//! confirmed them).
//!
//! A request's snapshot holds, per week, a hash of the week's figures as they were when the player asked
//! ([`week_hash`]). A confirmation counts for a week only while the stored week still has that hash: editing a week
//! voids its confirmation, and deleting it leaves nothing to count, without touching the other weeks of the same
//! request (`confirmation_answers::void_on_change` records it on the request). The note is not a figure: editing it
//! voids nothing.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use skora_domain::confirmation::Official;
use skora_domain::weekly::{WeeklyEntry, WeeklyKey};
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

/// A confirmed request: who confirmed it, and the hash of each week it covers as it was confirmed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmedRequest {
    pub official: Official,
    /// Week id (`2026-W40`) → [`week_hash`] at the time of the request.
    pub weeks: BTreeMap<String, String>,
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

/// The share of `entries` (one season's weeks, as stored now) that `confirmed` covers: a week counts when a
/// confirmation holds its current hash.
pub fn confirmed_share(entries: &[WeeklyEntry], confirmed: &[ConfirmedRequest]) -> ConfirmedShare {
    let mut weeks = BTreeMap::new();
    let mut officials: Vec<String> = Vec::new();
    let (mut confirmed_minutes, mut total_minutes) = (0u32, 0u32);
    for entry in entries {
        let m = minutes(entry);
        total_minutes = total_minutes.saturating_add(m);
        let (id, hash) = (entry.week.id(), week_hash(entry));
        let by = confirmed
            .iter()
            .find(|c| c.weeks.get(&id) == Some(&hash))
            .map(|c| c.official.byline());
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
    use skora_domain::confirmation::OfficialRole;
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

    fn official(name: &str) -> Official {
        Official {
            name: name.into(),
            role: OfficialRole::Coach,
            club: "FC Example".into(),
            email: "coach@example.com".into(),
        }
    }

    fn request(name: &str, weeks: &[&WeeklyEntry]) -> ConfirmedRequest {
        ConfirmedRequest {
            official: official(name),
            weeks: weeks.iter().map(|e| (e.week.id(), week_hash(e))).collect(),
        }
    }

    #[test]
    fn the_share_counts_the_minutes_of_the_confirmed_weeks() {
        let weeks = [
            week(40, 90.0, 1.0),
            week(41, 72.0, 0.0),
            week(42, 90.0, 2.0),
        ];
        let share = confirmed_share(&weeks, &[request("Jan Novák", &[&weeks[0], &weeks[1]])]);
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
        let share = confirmed_share(&edited, std::slice::from_ref(&asked));
        assert_eq!((share.confirmed_minutes, share.total_minutes), (72, 162));
        assert_eq!(share.weeks.keys().collect::<Vec<_>>(), ["2026-W41"]);
        let deleted = [weeks[0].clone()];
        assert_eq!(confirmed_share(&deleted, &[asked]).confirmed_minutes, 90);
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
            &[
                request("Jan Novák", &[&weeks[0]]),
                request("Eva Malá", &[&weeks[1]]),
                request("Jan Novák", &[&weeks[2]]),
            ],
        );
        assert_eq!(
            share.text.as_deref(),
            Some("225 of 225 minutes confirmed by Jan Novák (coach, FC Example) and Eva Malá (coach, FC Example)")
        );
        let none = confirmed_share(&weeks, &[]);
        assert_eq!((none.share, none.text), (0.0, None));
        assert_eq!(confirmed_share(&[], &[]).share, 0.0);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use skora_domain::confirmation::OfficialRole;
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
            let request = ConfirmedRequest {
                official: Official { name: "A".into(), role: OfficialRole::Coach, club: "B".into(), email: "a@b.co".into() },
                weeks: entries.iter().enumerate().filter(|(i, _)| picked(confirmed_mask, *i))
                    .map(|(_, e)| (e.week.id(), week_hash(e))).collect(),
            };
            let now: Vec<WeeklyEntry> = entries.iter().enumerate().map(|(i, e)| {
                let mut e = e.clone();
                if picked(edited_mask, i) { e.set(WeeklyKey::Goals, Some(e.count(WeeklyKey::Goals) + 1.0)); }
                e
            }).collect();
            let share = confirmed_share(&now, std::slice::from_ref(&request));
            prop_assert!((0.0..=1.0).contains(&share.share));
            prop_assert!(share.confirmed_minutes <= share.total_minutes);
            for (i, e) in now.iter().enumerate() {
                let counts = share.weeks.contains_key(&e.week.id());
                prop_assert_eq!(counts, picked(confirmed_mask, i) && !picked(edited_mask, i));
            }
        }
    }
}
