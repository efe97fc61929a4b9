//! A season's figures from its entries: totals, per-90 figures with the minutes floor, and the rates a scout
//! reads (pass accuracy, shot accuracy, conversion, save %, clean-sheet rate). Every formula with a worked
//! example in `docs/weekly-stats.md`.
//!
//! Two rules keep the figures honest:
//! - **An empty input counts as 0** in a total and a per-90 figure (a player who scored no goal leaves
//!   "Goals" empty), but a figure nobody logged in the whole season is absent, not 0.
//! - **A rate is computed over the weeks that logged its denominator** (attempted passes, say), an empty
//!   numerator in such a week counting as 0 like everywhere else; a week that logged completed passes but
//!   not the attempts is left out, so no rate can pass 100% (each week keeps completed ≤ attempted). With no
//!   such week, a zero denominator or a numerator never logged, there is no rate (never a division by zero).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::entry::WeeklyEntry;
use super::fields::WeeklyKey;
use super::season::season_of;
use skora_foundations::limits::PER90_MIN_MINUTES;

/// How a season total combines the weeks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combine {
    Sum,
    /// Top speed: the season's best.
    Max,
    /// Self-rating, distribution accuracy: the mean over the weeks that logged it.
    Mean,
}

pub fn combine(key: WeeklyKey) -> Combine {
    match key {
        WeeklyKey::TopSpeedKmh => Combine::Max,
        WeeklyKey::SelfRating | WeeklyKey::DistributionAccuracy => Combine::Mean,
        _ => Combine::Sum,
    }
}

/// Every field's season value (`None`: no week logged it), and how many weeks were logged.
#[derive(Debug, Clone, PartialEq)]
pub struct Totals {
    pub weeks: u32,
    pub values: [Option<f64>; 32],
}

impl Totals {
    pub fn get(&self, key: WeeklyKey) -> Option<f64> {
        self.values[key.index()]
    }

    /// The value, 0 when no week logged it.
    pub fn count(&self, key: WeeklyKey) -> f64 {
        self.get(key).unwrap_or(0.0)
    }

    /// Minutes played (0 when none logged).
    pub fn minutes(&self) -> f64 {
        self.count(WeeklyKey::Minutes)
    }
}

/// The season totals of `entries`.
pub fn totals(entries: &[WeeklyEntry]) -> Totals {
    let mut values = [None; 32];
    for key in WeeklyKey::ALL {
        let logged: Vec<f64> = entries.iter().filter_map(|e| e.get(key)).collect();
        if logged.is_empty() {
            continue;
        }
        values[key.index()] = Some(match combine(key) {
            Combine::Sum => logged.iter().sum(),
            Combine::Max => logged.iter().copied().fold(f64::MIN, f64::max),
            Combine::Mean => logged.iter().sum::<f64>() / logged.len() as f64,
        });
    }
    Totals {
        weeks: u32::try_from(entries.len()).unwrap_or(u32::MAX),
        values,
    }
}

/// `x` rounded to 2 decimals: what the index stores and the CV shows, so both bucket the same number.
pub fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// A figure per 90 minutes, with its histogram's step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Per90Figure {
    Goals,
    Assists,
    /// Goals + assists.
    GoalContributions,
    Shots,
    ShotsOnTarget,
    KeyPasses,
    PassesCompleted,
    SuccessfulDribbles,
    TacklesWon,
    Interceptions,
    AerialDuelsWon,
    Saves,
    /// Lower is better: its percentile is inverted.
    GoalsConceded,
}

/// By hand, as its key (see `WeeklyKey`).
impl Serialize for Per90Figure {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

impl Per90Figure {
    pub const ALL: [Per90Figure; 13] = [
        Per90Figure::Goals,
        Per90Figure::Assists,
        Per90Figure::GoalContributions,
        Per90Figure::Shots,
        Per90Figure::ShotsOnTarget,
        Per90Figure::KeyPasses,
        Per90Figure::PassesCompleted,
        Per90Figure::SuccessfulDribbles,
        Per90Figure::TacklesWon,
        Per90Figure::Interceptions,
        Per90Figure::AerialDuelsWon,
        Per90Figure::Saves,
        Per90Figure::GoalsConceded,
    ];

    /// The key in the index entry (`season.per90.goals`) and the aggregates (`per90.2025.goals`).
    pub fn key(self) -> &'static str {
        match self {
            Per90Figure::Goals => "goals",
            Per90Figure::Assists => "assists",
            Per90Figure::GoalContributions => "goalContributions",
            Per90Figure::Shots => "shots",
            Per90Figure::ShotsOnTarget => "shotsOnTarget",
            Per90Figure::KeyPasses => "keyPasses",
            Per90Figure::PassesCompleted => "passesCompleted",
            Per90Figure::SuccessfulDribbles => "successfulDribbles",
            Per90Figure::TacklesWon => "tacklesWon",
            Per90Figure::Interceptions => "interceptions",
            Per90Figure::AerialDuelsWon => "aerialDuelsWon",
            Per90Figure::Saves => "saves",
            Per90Figure::GoalsConceded => "goalsConceded",
        }
    }

    pub fn from_key(key: &str) -> Option<Per90Figure> {
        Per90Figure::ALL.into_iter().find(|f| f.key() == key)
    }

    pub fn label(self) -> &'static str {
        match self {
            Per90Figure::Goals => "Goals",
            Per90Figure::Assists => "Assists",
            Per90Figure::GoalContributions => "Goals + assists",
            Per90Figure::Shots => "Shots",
            Per90Figure::ShotsOnTarget => "Shots on target",
            Per90Figure::KeyPasses => "Key passes",
            Per90Figure::PassesCompleted => "Passes completed",
            Per90Figure::SuccessfulDribbles => "Successful dribbles",
            Per90Figure::TacklesWon => "Tackles won",
            Per90Figure::Interceptions => "Interceptions",
            Per90Figure::AerialDuelsWon => "Aerial duels won",
            Per90Figure::Saves => "Saves",
            Per90Figure::GoalsConceded => "Goals conceded",
        }
    }

    /// The fields it adds up.
    pub fn parts(self) -> &'static [WeeklyKey] {
        match self {
            Per90Figure::Goals => &[WeeklyKey::Goals],
            Per90Figure::Assists => &[WeeklyKey::Assists],
            Per90Figure::GoalContributions => &[WeeklyKey::Goals, WeeklyKey::Assists],
            Per90Figure::Shots => &[WeeklyKey::Shots],
            Per90Figure::ShotsOnTarget => &[WeeklyKey::ShotsOnTarget],
            Per90Figure::KeyPasses => &[WeeklyKey::KeyPasses],
            Per90Figure::PassesCompleted => &[WeeklyKey::PassesCompleted],
            Per90Figure::SuccessfulDribbles => &[WeeklyKey::SuccessfulDribbles],
            Per90Figure::TacklesWon => &[WeeklyKey::TacklesWon],
            Per90Figure::Interceptions => &[WeeklyKey::Interceptions],
            Per90Figure::AerialDuelsWon => &[WeeklyKey::AerialDuelsWon],
            Per90Figure::Saves => &[WeeklyKey::Saves],
            Per90Figure::GoalsConceded => &[WeeklyKey::GoalsConceded],
        }
    }

    /// A goalkeeper's figure: the CV shows it to goalkeepers only.
    pub fn goalkeeping(self) -> bool {
        matches!(self, Per90Figure::Saves | Per90Figure::GoalsConceded)
    }

    pub fn lower_is_better(self) -> bool {
        self == Per90Figure::GoalsConceded
    }

    /// The histogram's bucket width (per 90) and its last bucket (everything above counts there): widths a
    /// scout can tell apart (0.05 goals per 90 is one goal in 20 matches), with at most ~150 buckets.
    pub fn step(self) -> (f64, i64) {
        match self {
            Per90Figure::Goals | Per90Figure::Assists | Per90Figure::GoalContributions => {
                (0.05, 60)
            }
            Per90Figure::Shots | Per90Figure::Saves => (0.25, 40),
            Per90Figure::PassesCompleted => (1.0, 150),
            Per90Figure::GoalsConceded => (0.1, 50),
            _ => (0.1, 60),
        }
    }

    /// The histogram bucket of a (rounded) per-90 value: `floor(value / step)`, at most the last bucket. The
    /// tiny epsilon keeps a value exactly on a boundary (0.45 is 9 × 0.05 in decimal, 8.999… in binary) in
    /// its own bucket.
    pub fn bucket(self, value: f64) -> i64 {
        let (step, last) = self.step();
        let b = (value / step + 1e-9).floor();
        if b.is_finite() {
            (b as i64).clamp(0, last)
        } else {
            0
        }
    }
}

/// The per-90 value of a figure: total × 90 / minutes, rounded to 2 decimals. `None` under the floor
/// (`PER90_MIN_MINUTES`) and when no week logged any of the figure's fields.
pub fn per90(totals: &Totals, figure: Per90Figure) -> Option<f64> {
    let minutes = totals.minutes();
    if minutes < f64::from(PER90_MIN_MINUTES) {
        return None;
    }
    let parts = figure.parts();
    if parts.iter().all(|k| totals.get(*k).is_none()) {
        return None;
    }
    let total: f64 = parts.iter().map(|k| totals.count(*k)).sum();
    Some(round2(total * 90.0 / minutes))
}

/// A rate in percent, rounded to 1 decimal, over the weeks that logged the denominator (see the module):
/// the sum of their numerators (empty = 0) over the sum of their denominators. `None` without such a week,
/// when the numerator was logged in none of them, or when the denominators add up to 0.
pub fn rate(entries: &[WeeklyEntry], numerator: WeeklyKey, denominator: WeeklyKey) -> Option<f64> {
    let (mut top, mut bottom, mut logged) = (0.0, 0.0, false);
    for e in entries {
        if let Some(b) = e.get(denominator) {
            logged |= e.get(numerator).is_some();
            top += e.count(numerator);
            bottom += b;
        }
    }
    (logged && bottom > 0.0)
        .then(|| ((top / bottom * 100.0).clamp(0.0, 100.0) * 10.0).round() / 10.0)
}

/// The rates of a season.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Rate {
    PassAccuracy,
    ShotAccuracy,
    /// Goals per shot.
    Conversion,
    SavePercentage,
    CleanSheetRate,
    PenaltySaveRate,
}

impl Rate {
    pub const ALL: [Rate; 6] = [
        Rate::PassAccuracy,
        Rate::ShotAccuracy,
        Rate::Conversion,
        Rate::SavePercentage,
        Rate::CleanSheetRate,
        Rate::PenaltySaveRate,
    ];

    /// (numerator, denominator).
    pub fn fields(self) -> (WeeklyKey, WeeklyKey) {
        match self {
            Rate::PassAccuracy => (WeeklyKey::PassesCompleted, WeeklyKey::PassesAttempted),
            Rate::ShotAccuracy => (WeeklyKey::ShotsOnTarget, WeeklyKey::Shots),
            Rate::Conversion => (WeeklyKey::Goals, WeeklyKey::Shots),
            Rate::SavePercentage => (WeeklyKey::Saves, WeeklyKey::ShotsFaced),
            Rate::CleanSheetRate => (WeeklyKey::CleanSheets, WeeklyKey::Matches),
            Rate::PenaltySaveRate => (WeeklyKey::PenaltiesSaved, WeeklyKey::PenaltiesFaced),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Rate::PassAccuracy => "Pass accuracy",
            Rate::ShotAccuracy => "Shot accuracy",
            Rate::Conversion => "Conversion rate",
            Rate::SavePercentage => "Save percentage",
            Rate::CleanSheetRate => "Clean-sheet rate",
            Rate::PenaltySaveRate => "Penalties saved",
        }
    }

    pub fn goalkeeping(self) -> bool {
        matches!(
            self,
            Rate::SavePercentage | Rate::CleanSheetRate | Rate::PenaltySaveRate
        )
    }

    pub fn of(self, entries: &[WeeklyEntry]) -> Option<f64> {
        let (a, b) = self.fields();
        rate(entries, a, b)
    }
}

/// What the index keeps of a player's newest season (Contract W: `season`): the season, its minutes, and
/// the per-90 figures (only at or above the floor; only those logged). Bounded: one number per
/// `Per90Figure` at most.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SeasonFigures {
    pub season: u16,
    pub minutes: u32,
    /// `{goals: 0.42, …}`; empty (and left out) under the floor. A JSON map, not a typed map: see
    /// `AttributesForm` on the B-tree's cost in the wasm.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    #[cfg_attr(
        feature = "tsify",
        tsify(optional, type = "Partial<Record<Per90Figure, number>>")
    )]
    pub per90: Map<String, Value>,
}

impl SeasonFigures {
    /// The figure's value, read tolerantly (a stored entry may hold anything).
    pub fn get(&self, figure: Per90Figure) -> Option<f64> {
        self.per90
            .get(figure.key())
            .and_then(Value::as_f64)
            .filter(|v| v.is_finite() && *v >= 0.0)
    }
}

/// A figure as Firestore gives it back: a whole number as an integer (the Admin SDK stores `1.0` as the integer
/// 1), so a stored entry read back equals the one computed again and a retried reindex finds nothing to write.
fn stored_number(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        Value::from(x as i64)
    } else {
        Value::from(x)
    }
}

/// The season figures of the season's entries (`entries` all of `season`).
pub fn season_figures(season: u16, entries: &[WeeklyEntry]) -> SeasonFigures {
    let t = totals(entries);
    let per90 = Per90Figure::ALL
        .into_iter()
        .filter_map(|f| Some((f.key().to_string(), stored_number(per90(&t, f)?))))
        .collect();
    SeasonFigures {
        season,
        // Minutes are whole numbers ≤ 1300 a week, ≤ 53 weeks: far inside u32.
        minutes: t.minutes().clamp(0.0, f64::from(u32::MAX)) as u32,
        per90,
    }
}

/// What the index keeps of a player's entries (oldest first, as `read_entries` gives them): the figures of
/// the season of the newest entry, or `None` without entries.
pub fn newest_season(entries: &[WeeklyEntry]) -> Option<SeasonFigures> {
    let season = season_of(entries.last()?.week);
    let of_season: Vec<WeeklyEntry> = entries
        .iter()
        .filter(|e| season_of(e.week) == season)
        .cloned()
        .collect();
    Some(season_figures(season, &of_season))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::week::IsoWeek;
    use super::*;

    /// An entry of `week` (of 2025) with these values.
    pub(crate) fn week(n: u8, values: &[(WeeklyKey, f64)]) -> WeeklyEntry {
        let mut e = WeeklyEntry::empty(IsoWeek {
            year: 2025,
            week: n,
        });
        for (k, v) in values {
            e.set(*k, Some(*v));
        }
        e
    }

    use WeeklyKey as K;

    /// The worked example of docs/weekly-stats.md: four weeks of a striker.
    pub(crate) fn striker() -> Vec<WeeklyEntry> {
        vec![
            week(
                30,
                &[
                    (K::Matches, 1.0),
                    (K::Minutes, 90.0),
                    (K::Goals, 1.0),
                    (K::Shots, 3.0),
                    (K::ShotsOnTarget, 2.0),
                    (K::PassesCompleted, 20.0),
                    (K::PassesAttempted, 25.0),
                    (K::SelfRating, 7.0),
                    (K::TopSpeedKmh, 31.5),
                ],
            ),
            week(
                31,
                &[
                    (K::Matches, 1.0),
                    (K::Minutes, 75.0),
                    (K::Assists, 1.0),
                    (K::Shots, 2.0),
                    (K::ShotsOnTarget, 0.0),
                    (K::SelfRating, 6.0),
                    (K::TopSpeedKmh, 32.4),
                ],
            ),
            week(
                32,
                &[
                    (K::Matches, 2.0),
                    (K::Minutes, 150.0),
                    (K::Goals, 2.0),
                    (K::Assists, 1.0),
                    (K::Shots, 5.0),
                    (K::ShotsOnTarget, 4.0),
                    (K::PassesCompleted, 30.0),
                    (K::PassesAttempted, 45.0),
                    (K::SelfRating, 8.0),
                ],
            ),
            week(
                34,
                &[
                    (K::Matches, 1.0),
                    (K::Minutes, 45.0),
                    (K::PassesCompleted, 10.0),
                ],
            ),
        ]
    }

    #[test]
    fn totals_sum_take_the_best_and_average() {
        let t = totals(&striker());
        assert_eq!(t.weeks, 4);
        assert_eq!(t.get(K::Minutes), Some(360.0));
        assert_eq!(t.get(K::Goals), Some(3.0));
        assert_eq!(t.get(K::Assists), Some(2.0));
        assert_eq!(t.get(K::TopSpeedKmh), Some(32.4));
        assert_eq!(t.get(K::SelfRating), Some(7.0)); // (7 + 6 + 8) / 3
        assert_eq!(t.get(K::TacklesWon), None);
        assert_eq!(t.count(K::TacklesWon), 0.0);
    }

    #[test]
    fn per90_with_the_floor() {
        let t = totals(&striker());
        // 3 goals in 360 minutes: 3 × 90 / 360 = 0.75; G+A 5 × 90 / 360 = 1.25; shots 10 × 90 / 360 = 2.5.
        assert_eq!(per90(&t, Per90Figure::Goals), Some(0.75));
        assert_eq!(per90(&t, Per90Figure::GoalContributions), Some(1.25));
        assert_eq!(per90(&t, Per90Figure::Shots), Some(2.5));
        // Passes completed: 60 × 90 / 360 = 15.
        assert_eq!(per90(&t, Per90Figure::PassesCompleted), Some(15.0));
        // Never logged: absent, not 0.
        assert_eq!(per90(&t, Per90Figure::TacklesWon), None);
        // Under 270 minutes: the first three weeks without the 150 of week 32 = 210.
        let few = totals(&[
            striker()[0].clone(),
            striker()[1].clone(),
            striker()[3].clone(),
        ]);
        assert_eq!(few.minutes(), 210.0);
        assert_eq!(per90(&few, Per90Figure::Goals), None);
        // Exactly 270 counts.
        let exactly = totals(&[week(1, &[(K::Minutes, 270.0), (K::Goals, 1.0)])]);
        assert_eq!(per90(&exactly, Per90Figure::Goals), Some(0.33));
    }

    #[test]
    fn rates_over_the_weeks_that_logged_the_denominator() {
        let e = striker();
        // Passes: weeks 30 and 32 logged attempts: 50 / 70 = 71.4%; week 34's 10 completed have no attempts.
        assert_eq!(Rate::PassAccuracy.of(&e), Some(71.4));
        // Shots on target 6 of 10 = 60%; conversion 3 of 10 = 30% (week 31's empty goals count as 0).
        assert_eq!(Rate::ShotAccuracy.of(&e), Some(60.0));
        assert_eq!(Rate::Conversion.of(&e), Some(30.0));
        assert_eq!(Rate::SavePercentage.of(&e), None);
        // A zero denominator: no rate.
        assert_eq!(
            Rate::Conversion.of(&[week(1, &[(K::Goals, 0.0), (K::Shots, 0.0)])]),
            None
        );
        // A numerator never logged: no rate (not 0%).
        assert_eq!(Rate::CleanSheetRate.of(&e), None);
    }

    #[test]
    fn buckets() {
        assert_eq!(Per90Figure::Goals.bucket(0.45), 9);
        assert_eq!(Per90Figure::Goals.bucket(0.44), 8);
        assert_eq!(Per90Figure::Goals.bucket(0.0), 0);
        assert_eq!(Per90Figure::Goals.bucket(9.0), 60);
        assert_eq!(Per90Figure::PassesCompleted.bucket(15.0), 15);
        assert_eq!(Per90Figure::Shots.bucket(2.5), 10);
        assert_eq!(Per90Figure::Goals.bucket(f64::NAN), 0);
    }

    #[test]
    fn season_figures_for_the_index() {
        let f = season_figures(2025, &striker());
        let v = serde_json::to_value(&f).unwrap_or_default();
        assert_eq!(
            v,
            serde_json::json!({"season": 2025, "minutes": 360, "per90": {
                "goals": 0.75, "assists": 0.5, "goalContributions": 1.25, "shots": 2.5, "shotsOnTarget": 1.5,
                "passesCompleted": 15}})
        );
        // The newest entry's season only: an older season's week does not count.
        let mut with_older = vec![week(10, &[(K::Minutes, 900.0), (K::Goals, 9.0)])];
        with_older.extend(striker());
        assert_eq!(newest_season(&with_older), Some(f.clone()));
        assert_eq!(newest_season(&[]), None);
        let under = season_figures(2025, &striker()[..2]);
        assert_eq!(
            serde_json::to_value(&under).ok(),
            Some(serde_json::json!({"season": 2025, "minutes": 165}))
        );
    }
}

#[cfg(test)]
mod props {
    use super::tests::week;
    use super::*;
    use proptest::prelude::*;

    fn entries() -> impl Strategy<Value = Vec<WeeklyEntry>> {
        prop::collection::vec(
            prop::collection::vec(prop::option::of(0u16..=1300), 32),
            0..12,
        )
        .prop_map(|weeks| {
            weeks
                .into_iter()
                .enumerate()
                .map(|(i, values)| {
                    let pairs: Vec<(WeeklyKey, f64)> = WeeklyKey::ALL
                        .iter()
                        .zip(values)
                        .filter_map(|(k, v)| {
                            let s = k.spec();
                            Some((*k, f64::from(v?).clamp(s.min, s.max)))
                        })
                        .collect();
                    week(u8::try_from(i + 1).unwrap_or(1), &pairs)
                })
                .collect()
        })
    }

    proptest! {
        #[test]
        fn no_nan_no_per90_under_the_floor_rates_within_0_to_100(e in entries()) {
            let t = totals(&e);
            for v in t.values.iter().flatten() {
                prop_assert!(v.is_finite());
            }
            for f in Per90Figure::ALL {
                let p = per90(&t, f);
                prop_assert!(p.is_none_or(|p| p.is_finite() && p >= 0.0));
                if t.minutes() < f64::from(PER90_MIN_MINUTES) {
                    prop_assert!(p.is_none(), "a per-90 under the floor");
                }
                if let Some(p) = p {
                    prop_assert!((0..=f.step().1).contains(&f.bucket(p)));
                }
            }
            for r in Rate::ALL {
                prop_assert!(r.of(&e).is_none_or(|x| (0.0..=100.0).contains(&x)));
            }
            let s = season_figures(2025, &e);
            prop_assert_eq!(s.per90.is_empty(), t.minutes() < f64::from(PER90_MIN_MINUTES) || Per90Figure::ALL.iter().all(|f| per90(&t, *f).is_none()));
        }

        #[test]
        fn per90_grows_with_the_total_and_falls_with_the_minutes(goals in 0u16..30, extra in 1u16..10, minutes in 270u16..1300, more in 1u16..500) {
            let at = |g: u16, m: u16| per90(&totals(&[week(1, &[(WeeklyKey::Minutes, f64::from(m)), (WeeklyKey::Goals, f64::from(g))])]), Per90Figure::Goals);
            prop_assert!(at(goals, minutes) <= at(goals + extra, minutes));
            prop_assert!(at(goals, minutes + more) <= at(goals, minutes));
        }

        #[test]
        fn buckets_are_monotone(a in 0.0f64..20.0, b in 0.0f64..20.0, i in 0usize..13) {
            let f = Per90Figure::ALL[i];
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            prop_assert!(f.bucket(lo) <= f.bucket(hi));
        }
    }
}
