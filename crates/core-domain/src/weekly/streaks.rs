//! Streaks over consecutive ISO weeks: weeks logged in a row, weeks in a row with a goal, weeks in a row with
//! a clean sheet. A week without an entry breaks every streak (the diary cannot know what happened in it).
//!
//! "Best" is the longest run in the entries; "current" is the run that ends at the newest entry, when that
//! entry still qualifies and is this week or last week (a streak that ended in March is not current in
//! November; this week may simply not be logged yet).

use serde::{Deserialize, Serialize};

use super::entry::WeeklyEntry;
use super::fields::WeeklyKey;
use super::week::IsoWeek;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Streak {
    pub best: u32,
    pub current: u32,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Streaks {
    /// Consecutive weeks with at least one goal.
    pub scoring: Streak,
    /// Consecutive weeks with at least one clean sheet.
    pub clean_sheets: Streak,
    /// Consecutive weeks with an entry.
    pub weeks_logged: Streak,
}

/// The streak of the weeks for which `qualifies` holds, in `entries` (oldest first, one per week).
pub fn streak(
    entries: &[WeeklyEntry],
    current: Option<IsoWeek>,
    qualifies: impl Fn(&WeeklyEntry) -> bool,
) -> Streak {
    let (mut best, mut run) = (0u32, 0u32);
    let mut previous: Option<IsoWeek> = None;
    for e in entries {
        let follows = previous.is_some_and(|p| p.weeks_until(e.week) == 1);
        run = match (qualifies(e), follows) {
            (false, _) => 0,
            (true, true) => run + 1,
            (true, false) => 1,
        };
        best = best.max(run);
        previous = Some(e.week);
    }
    let recent = match (previous, current) {
        (Some(last), Some(now)) => (0..=1).contains(&last.weeks_until(now)),
        _ => false,
    };
    Streak {
        best,
        current: if recent { run } else { 0 },
    }
}

/// The three streaks of a season's entries, `current` the week holding today.
pub fn streaks(entries: &[WeeklyEntry], current: Option<IsoWeek>) -> Streaks {
    let at_least_one = |key: WeeklyKey| move |e: &WeeklyEntry| e.count(key) >= 1.0;
    Streaks {
        scoring: streak(entries, current, at_least_one(WeeklyKey::Goals)),
        clean_sheets: streak(entries, current, at_least_one(WeeklyKey::CleanSheets)),
        weeks_logged: streak(entries, current, |_| true),
    }
}

#[cfg(test)]
mod tests {
    use super::super::stats::tests::{striker, week};
    use super::*;
    use WeeklyKey as K;

    fn now(n: u8) -> Option<IsoWeek> {
        Some(IsoWeek {
            year: 2025,
            week: n,
        })
    }

    #[test]
    fn runs_of_consecutive_weeks() {
        // Weeks 30, 31, 32, 34: logged 3 in a row, then a gap; goals in 30 and 32 (31 has none).
        let s = streaks(&striker(), now(35));
        assert_eq!(
            s.weeks_logged,
            Streak {
                best: 3,
                current: 1
            }
        );
        assert_eq!(
            s.scoring,
            Streak {
                best: 1,
                current: 0
            }
        );
        assert_eq!(s.clean_sheets, Streak::default());
        // Seen from week 40, nothing is current any more.
        assert_eq!(streaks(&striker(), now(40)).weeks_logged.current, 0);
        // Seen from week 34 itself.
        assert_eq!(streaks(&striker(), now(34)).weeks_logged.current, 1);
    }

    #[test]
    fn a_scoring_run_is_current_while_it_lasts() {
        let e: Vec<WeeklyEntry> = (10..=14)
            .map(|n| week(n, &[(K::Goals, if n == 11 { 0.0 } else { 1.0 })]))
            .collect();
        // Goals in 10, 12, 13, 14: best 3 (12–14), current 3 seen from week 15.
        assert_eq!(
            streak(&e, now(15), |e| e.count(K::Goals) >= 1.0),
            Streak {
                best: 3,
                current: 3
            }
        );
        assert_eq!(streak(&[], now(15), |_| true), Streak::default());
        assert_eq!(
            streak(&e, None, |_| true),
            Streak {
                best: 5,
                current: 0
            }
        );
    }

    #[test]
    fn runs_cross_the_new_year() {
        let e = vec![
            WeeklyEntry::empty(IsoWeek {
                year: 2020,
                week: 53,
            }),
            WeeklyEntry::empty(IsoWeek {
                year: 2021,
                week: 1,
            }),
        ];
        assert_eq!(
            streak(
                &e,
                Some(IsoWeek {
                    year: 2021,
                    week: 1
                }),
                |_| true
            ),
            Streak {
                best: 2,
                current: 2
            }
        );
    }
}

#[cfg(test)]
mod props {
    use super::super::stats::tests::week;
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn current_never_beats_best_and_best_never_beats_the_count(
            weeks in prop::collection::btree_set(1u8..=52, 0..30), now in 1u8..=52
        ) {
            let e: Vec<WeeklyEntry> = weeks.iter().map(|n| week(*n, &[])).collect();
            let s = streak(&e, Some(IsoWeek { year: 2025, week: now }), |_| true);
            prop_assert!(s.current <= s.best);
            prop_assert!(s.best as usize <= e.len());
            prop_assert_eq!(s.best == 0, e.is_empty());
        }
    }
}
