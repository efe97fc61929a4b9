//! The CV's weekly stats section for one season: totals, the per-90 table (with "71st percentile among 143 U19
//! strikers, 2025/26": the players of the same main position and age group who logged the season), the rates, the minutes floor's message, the charts' points, the
//! streaks and the seasons to choose from. Everything the section draws, so the page only lays it out.
//!
//! The percentiles come from the position's season document (`aggregates/positions/byPosition/{POS}/seasons/{season}`,
//! histograms `bands.{band}.per90.{figure}`: the player's age group that season, from the CV's birth month), shown
//! only where the histogram counts at least `MIN_PEERS` players; under that, the text says how many there are and
//! why no percentile is shown (`peer_group`). For a figure where lower is better (goals conceded per 90) the percentile is
//! taken on the reversed scale, so it always reads "better than N% of them". A composition over `weekly` and
//! `aggregates`, which is why it is not part of `weekly`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::aggregates::{band_key, histogram_counts, percentile_rank_of, season_path, CONFIRMED};
use crate::confirmed_weeks::{confirmed_entries, confirmed_share, read_confirmed, ConfirmedShare};
use crate::peer_group::{Counted, PeerGroup, PeerRank};
use skora_domain::age_band::AgeBand;
use skora_domain::positions::Position;
use skora_domain::profile::EntryDocument;
use skora_domain::provenance::{Provenance, ProvenanceTag};
use skora_domain::weekly::{
    current_week, first_allowed_week, per90, read_entries, season_label, season_of, streaks,
    totals, week_points, Combine, Per90Figure, Rate, SeasonOption, Streaks, WeekPoint, WeeklyEntry,
    WeeklyKey,
};
use skora_foundations::dates::parse_month;
use skora_foundations::limits::PER90_MIN_MINUTES;

/// How many seasons before the current one the CV's selector offers when the birth month is unknown.
pub const SEASONS_BACK: u16 = 4;
/// The most seasons the selector lists (a 14th birthday in 2000 would otherwise list every season since).
pub const MAX_CV_SEASONS: u16 = 30;

/// A season total as the CV shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct TotalRow {
    pub key: WeeklyKey,
    /// `Goals`, `Top speed (best)`, `Self-rating (average)`.
    pub label: String,
    pub value: f64,
    /// `12`, `84.3 km`, `7.0`.
    pub text: String,
}

/// A per-90 figure as the CV's table shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Per90Row {
    pub figure: Per90Figure,
    /// `Goals per 90`.
    pub label: String,
    /// Absent under the minutes floor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub value: Option<f64>,
    /// `0.75`, or `—` under the floor.
    pub text: String,
    /// 0–100: better than this share of the peers (reversed where lower is better); absent under `MIN_PEERS` of
    /// them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub percentile: Option<u8>,
    /// What the figure is compared with: "71st percentile among 143 U19 strikers, 2025/26" with `percentile`, or,
    /// under `MIN_PEERS` peers, why there is none. Absent without the season document or the CV's birth month.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub top_text: Option<String>,
    pub lower_is_better: bool,
}

/// A rate as the CV shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RateRow {
    pub rate: Rate,
    pub label: String,
    /// Percent, 0–100, 1 decimal.
    pub value: f64,
    /// `71.4%`.
    pub text: String,
}

/// The CV's weekly stats section for one season.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SeasonSummary {
    pub season: u16,
    /// `2025/26`.
    pub season_label: String,
    pub goalkeeper: bool,
    /// Entries of the season that could be read.
    pub weeks_logged: u32,
    pub minutes: u32,
    pub matches: u32,
    /// Goals + assists.
    pub goal_contributions: u32,
    /// Every field logged this season (goalkeeping fields for goalkeepers only), in the form's order.
    pub totals: Vec<TotalRow>,
    /// The per-90 figures logged this season (goalkeeping ones for goalkeepers only); without values under the
    /// floor.
    pub per90: Vec<Per90Row>,
    /// Why there are no per-90 values, under the floor (with weeks logged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub floor_message: Option<String>,
    /// The rates that have a value (goalkeeping ones for goalkeepers only).
    pub rates: Vec<RateRow>,
    /// One point per logged week, oldest first: minutes, the form line, self-rating, save %, clean sheets.
    pub weeks: Vec<WeekPoint>,
    pub streaks: Streaks,
    /// The seasons the selector offers, newest first (always including `season`): see [`cv_seasons`].
    pub seasons: Vec<SeasonOption>,
    /// The position's season document, whose histograms rank the per-90 figures (`None`: no main position).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub figures_path: Option<String>,
    /// With no week logged: `No weeks logged in 2025/26.`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub empty_message: Option<String>,
    /// How much of the season an official confirmed, and which weeks (`with_confirmations`); absent when nothing
    /// is, so every figure reads as self-reported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub confirmed: Option<ConfirmedShare>,
    /// Whose word the season's figures are, in one sentence: "Reported by the player: …", or the confirmed share
    /// and, when some weeks are not confirmed, that the rest is the player's.
    pub source_text: String,
    /// Week by week, newest first, whose word each week is (with `confirmed`): confirmed and by whom, or reported by
    /// the player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub week_sources: Option<WeekSources>,
    /// The "confirmed stats only" view of the per-90 figures: those of the confirmed weeks alone, each compared with
    /// the peers' confirmed figures. Absent when no week is confirmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub confirmed_per90: Option<ConfirmedPer90>,
}

/// Whose word each week of a partly confirmed season is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeekSources {
    /// "Week by week: 2 of 3 weeks confirmed".
    pub text: String,
    /// Newest first.
    pub weeks: Vec<WeekSource>,
}

/// One week and whose word it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeekSource {
    /// `2025-W40`.
    pub week: String,
    /// `Week 40 · 29 Sep – 5 Oct 2025`.
    pub label: String,
    /// "Confirmed by Jan Novák (coach, FC Example)", or "Reported by the player".
    pub source: ProvenanceTag,
}

/// The per-90 figures of the confirmed weeks alone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ConfirmedPer90 {
    /// What the view shows, or why it has no values yet (under the per-90 floor of confirmed minutes).
    pub text: String,
    pub rows: Vec<Per90Row>,
}

fn source_text(label: &str, confirmed: Option<&ConfirmedShare>) -> String {
    match confirmed.and_then(|c| Some((c, c.text.as_deref()?))) {
        Some((c, text)) if c.confirmed_minutes >= c.total_minutes => format!("{text}."),
        Some((_, text)) => format!("{text}. The other weeks are reported by the player."),
        None => format!(
            "Reported by the player: no coach or club official has confirmed a week of {label} yet."
        ),
    }
}

/// `summary` with the season's confirmed weeks from its public record (`players/{uid}/confirmedWeeks/{season}`,
/// `None` when there is none): a week counts while its figures still have the hash an official confirmed. With them,
/// the "confirmed stats only" view of the per-90 figures, ranked in the position's season document (`aggregate`)
/// among `peers` with confirmed figures.
pub fn with_confirmations(
    mut summary: SeasonSummary,
    docs: &[EntryDocument],
    record: Option<&Value>,
    aggregate: Option<&Value>,
    peers: Option<Peers>,
) -> SeasonSummary {
    let entries: Vec<WeeklyEntry> = read_entries(docs)
        .into_iter()
        .filter(|e| season_of(e.week) == summary.season)
        .collect();
    let record = read_confirmed(record);
    let share = confirmed_share(&entries, &record);
    summary.week_sources = share
        .text
        .is_some()
        .then(|| week_sources(&summary.weeks, &share));
    summary.confirmed = share.text.is_some().then_some(share);
    summary.source_text = source_text(&summary.season_label, summary.confirmed.as_ref());
    let confirmed = confirmed_entries(&entries, &record);
    summary.confirmed_per90 = (!confirmed.is_empty()).then(|| {
        let t = totals(&confirmed);
        let minutes = t.minutes();
        let label = &summary.season_label;
        let text = if minutes < f64::from(PER90_MIN_MINUTES) {
            format!(
                "Per-90 figures of confirmed weeks appear from {PER90_MIN_MINUTES} confirmed minutes: {label} has {} so \
                 far.",
                whole(minutes)
            )
        } else {
            format!(
                "Per 90 of the {} confirmed minutes of {label}, each compared with the players of the same position \
                 and age group whose figures an official confirmed.",
                whole(minutes)
            )
        };
        ConfirmedPer90 {
            text,
            rows: per90_rows(&t, summary.goalkeeper, aggregate, peers, Counted::Confirmed),
        }
    });
    summary
}

/// Each logged week, newest first, with whose word it is.
fn week_sources(weeks: &[WeekPoint], share: &ConfirmedShare) -> WeekSources {
    let n = weeks.len();
    WeekSources {
        text: format!(
            "Week by week: {} of {n} {} confirmed",
            share.weeks.len(),
            if n == 1 { "week" } else { "weeks" }
        ),
        weeks: weeks
            .iter()
            .rev()
            .map(|point| WeekSource {
                week: point.week.clone(),
                label: point.label.clone(),
                source: share.weeks.get(&point.week).map_or_else(
                    || Provenance::SelfReported.into(),
                    |by| ProvenanceTag::confirmed(by, None),
                ),
            })
            .collect(),
    }
}

/// The per-90 rows of `t`, each ranked among `peers` counted as `counted` in the season document.
fn per90_rows(
    t: &skora_domain::weekly::Totals,
    goalkeeper: bool,
    aggregate: Option<&Value>,
    peers: Option<Peers>,
    counted: Counted,
) -> Vec<Per90Row> {
    shown_figures(t, goalkeeper)
        .into_iter()
        .map(|figure| {
            let value = per90(t, figure);
            let rank = value.and_then(|v| per90_rank(aggregate, figure, v, peers, counted));
            let (percentile, top_text) = match rank {
                Some(PeerRank::Ranked { percentile, text }) => (Some(percentile), Some(text)),
                Some(PeerRank::TooFew { text, .. }) => (None, Some(text)),
                None => (None, None),
            };
            Per90Row {
                figure,
                label: format!("{} per 90", figure.label()),
                value,
                text: value.map_or("—".to_string(), |v| {
                    skora_domain::number_field::fixed(v, 2)
                }),
                percentile,
                top_text,
                lower_is_better: figure.lower_is_better(),
            }
        })
        .collect()
}

/// Who a player's per-90 figures are compared with: their main position and their age group in `season` (from the
/// CV's `YYYY-MM` birth month).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peers {
    pub position: Position,
    pub band: AgeBand,
    pub season: u16,
}

impl Peers {
    pub fn of(position: Option<Position>, birth_month: Option<&str>, season: u16) -> Option<Peers> {
        let year: i32 = birth_month?.get(..4)?.parse().ok()?;
        Some(Peers {
            position: position?,
            band: AgeBand::of(year, season)?,
            season,
        })
    }
}

/// A per-90 value's rank among `peers` in the season document (`bands.{band}.per90.{figure}`): the percentile
/// and its peer group's sentence, or, under `MIN_PEERS` peers, the sentence saying so. Lower-is-better figures rank
/// on the reversed buckets.
pub fn per90_rank(
    season_figures: Option<&Value>,
    figure: Per90Figure,
    value: f64,
    peers: Option<Peers>,
    counted: Counted,
) -> Option<PeerRank> {
    let peers = peers?;
    let document = season_figures?;
    let empty = Value::Null;
    let group = document
        .get("bands")
        .and_then(|b| b.get(band_key(peers.band)));
    let group = match counted {
        Counted::Confirmed => group.and_then(|g| g.get(CONFIRMED)),
        Counted::Logged | Counted::Rated => group,
    };
    let histogram = group
        .and_then(|b| b.get("per90"))
        .and_then(|p| p.get(figure.key()))
        .unwrap_or(&empty);
    let total = histogram_counts(histogram).fold(0u64, |a, (_, n)| a.saturating_add(n));
    let group = PeerGroup {
        position: peers.position,
        band: peers.band,
        season: peers.season,
        peers: total,
        counted,
    };
    let bucket = figure.bucket(value);
    let sign = if figure.lower_is_better() { -1 } else { 1 };
    let counts = histogram_counts(histogram).map(|(b, n)| (sign * b, n));
    Some(group.rank(percentile_rank_of(counts, sign * bucket).unwrap_or(0)))
}

fn whole(x: f64) -> u32 {
    x.clamp(0.0, f64::from(u32::MAX)) as u32
}

fn total_rows(t: &skora_domain::weekly::Totals, goalkeeper: bool) -> Vec<TotalRow> {
    WeeklyKey::ALL
        .into_iter()
        .filter(|k| goalkeeper || !k.spec().kind.goalkeeper_only)
        .filter_map(|key| {
            let value = t.get(key)?;
            let spec = key.spec();
            let (label, decimals) = match skora_domain::weekly::combine(key) {
                Combine::Sum => (spec.label.to_string(), spec.decimals),
                Combine::Max => (format!("{} (best)", spec.label), spec.decimals),
                Combine::Mean => (format!("{} (average)", spec.label), 1),
            };
            let number = skora_domain::number_field::fixed(value, decimals);
            let text = spec
                .unit
                .map_or(number.clone(), |u| format!("{number} {u}"));
            Some(TotalRow {
                key,
                label,
                value,
                text,
            })
        })
        .collect()
}

/// The seasons the CV's selector offers, newest first: from the current season (by `today`; `season` when it is
/// newer) back to the season of the player's 14th birthday when the CV's `birth_month` (`YYYY-MM`) is known (the
/// earliest the birthday can be: the month's first day; at most `MAX_CV_SEASONS`), else `SEASONS_BACK` seasons
/// back; `season` always among them.
pub fn cv_seasons(season: u16, today: &str, birth_month: Option<&str>) -> Vec<SeasonOption> {
    let now = current_week(today).map_or(season, season_of).max(season);
    let first = birth_month
        .and_then(parse_month)
        .map(|(y, m)| season_of(first_allowed_week(Some(&format!("{y:04}-{m:02}-01")))));
    let oldest = first
        .unwrap_or(now.saturating_sub(SEASONS_BACK))
        .max(now.saturating_sub(MAX_CV_SEASONS - 1))
        .min(season);
    (oldest..=now)
        .rev()
        .map(|s| SeasonOption {
            season: s,
            label: season_label(s),
        })
        .collect()
}

/// The per-90 figures the table shows, in order: those logged this season. A goalkeeper's table leads with saves
/// and goals conceded and keeps, of the outfield figures, passes completed (distribution) and those the keeper
/// actually recorded: "0.00 shots per 90, top 50% of goalkeepers" tells a scout nothing. An outfield player's
/// zeros stay (a striker's 0.00 goals per 90 is information), and goalkeeping figures are a goalkeeper's only.
fn shown_figures(t: &skora_domain::weekly::Totals, goalkeeper: bool) -> Vec<Per90Figure> {
    let logged = |f: &Per90Figure| f.parts().iter().any(|k| t.get(*k).is_some());
    let outfield = Per90Figure::ALL
        .into_iter()
        .filter(|f| !f.goalkeeping())
        .filter(logged);
    if !goalkeeper {
        return outfield.collect();
    }
    let recorded = |f: &Per90Figure| {
        *f == Per90Figure::PassesCompleted
            || f.parts().iter().any(|k| t.get(*k).is_some_and(|v| v > 0.0))
    };
    Per90Figure::ALL
        .into_iter()
        .filter(|f| f.goalkeeping())
        .filter(logged)
        .chain(outfield.filter(recorded))
        .collect()
}

/// The section for `season` from the player's entries (`{id, data}` as the season's query returns them;
/// entries of other seasons and unreadable ones are left out), the CV's player type and main position, the
/// position's season document (`figures_path`; `None`: not read), `today` (`YYYY-MM-DD`: current streaks, the seasons) and the
/// CV's `birth_month` (`YYYY-MM`, the seasons back to the 14th birthday's; `None`: `SEASONS_BACK`).
pub fn season_summary(
    docs: &[EntryDocument],
    season: u16,
    goalkeeper: bool,
    position: Option<Position>,
    aggregate: Option<&Value>,
    today: &str,
    birth_month: Option<&str>,
) -> SeasonSummary {
    let entries: Vec<WeeklyEntry> = read_entries(docs)
        .into_iter()
        .filter(|e| season_of(e.week) == season)
        .collect();
    let t = totals(&entries);
    let label = season_label(season);
    let minutes = t.minutes();
    let per90_rows = per90_rows(
        &t,
        goalkeeper,
        aggregate,
        Peers::of(position, birth_month, season),
        Counted::Logged,
    );
    let floor_message = (!entries.is_empty() && minutes < f64::from(PER90_MIN_MINUTES)).then(|| {
        format!(
            "Per-90 figures appear from {PER90_MIN_MINUTES} minutes played in a season, so that one short \
             appearance cannot read as a scoring rate: {label} has {} so far.",
            whole(minutes)
        )
    });
    let rates = Rate::ALL
        .into_iter()
        .filter(|r| goalkeeper || !r.goalkeeping())
        .filter_map(|rate| {
            let value = rate.of(&entries)?;
            Some(RateRow {
                rate,
                label: rate.label().to_string(),
                value,
                text: format!("{}%", skora_domain::number_field::fixed(value, 1)),
            })
        })
        .collect();
    SeasonSummary {
        season,
        season_label: label.clone(),
        goalkeeper,
        weeks_logged: t.weeks,
        minutes: whole(minutes),
        matches: whole(t.count(WeeklyKey::Matches)),
        goal_contributions: whole(t.count(WeeklyKey::Goals) + t.count(WeeklyKey::Assists)),
        totals: total_rows(&t, goalkeeper),
        per90: per90_rows,
        floor_message,
        rates,
        weeks: week_points(&entries),
        streaks: streaks(&entries, current_week(today)),
        seasons: cv_seasons(season, today, birth_month),
        figures_path: position.map(|p| season_path(p, season)),
        empty_message: entries
            .is_empty()
            .then(|| format!("No weeks logged in {label}.")),
        source_text: source_text(&label, None),
        confirmed: None,
        week_sources: None,
        confirmed_per90: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc(id: &str, data: Value) -> EntryDocument {
        EntryDocument {
            id: id.into(),
            data,
        }
    }

    /// The striker of docs/weekly-stats.md, stored.
    fn striker() -> Vec<EntryDocument> {
        vec![
            doc(
                "2025-W30",
                json!({"week": "2025-W30", "matches": 1, "minutes": 90, "goals": 1, "shots": 3,
                "shotsOnTarget": 2, "passesCompleted": 20, "passesAttempted": 25, "selfRating": 7, "topSpeedKmh": 31.5}),
            ),
            doc(
                "2025-W31",
                json!({"week": "2025-W31", "matches": 1, "minutes": 75, "assists": 1, "shots": 2,
                "shotsOnTarget": 0, "selfRating": 6, "topSpeedKmh": 32.4}),
            ),
            doc(
                "2025-W32",
                json!({"week": "2025-W32", "matches": 2, "minutes": 150, "goals": 2, "assists": 1,
                "shots": 5, "shotsOnTarget": 4, "passesCompleted": 30, "passesAttempted": 45, "selfRating": 8}),
            ),
            doc(
                "2025-W34",
                json!({"week": "2025-W34", "matches": 1, "minutes": 45, "passesCompleted": 10}),
            ),
            // Another season, and an unreadable entry: both left out.
            doc(
                "2024-W40",
                json!({"week": "2024-W40", "minutes": 90, "goals": 3, "shots": 3}),
            ),
            doc("2025-W35", json!({"week": "2025-W35", "goals": "many"})),
        ]
    }

    /// A season document whose `per90` histograms count `n` strikers at each of the buckets 0..10.
    /// A season document whose every age group (and the whole position) counts these histograms.
    fn aggregate(n: u64) -> Value {
        let buckets: serde_json::Map<String, Value> =
            (0..10).map(|b| (b.to_string(), json!(n))).collect();
        let per90 = json!({"goals": buckets.clone(), "goalsConceded": buckets, "shots": {"10": 1}});
        let band = json!({"players": 10 * n, "per90": per90});
        json!({"players": 10 * n, "per90": per90, "bands": {
            "u15": band, "u17": band, "u19": band, "u21": band, "senior": band
        }})
    }

    #[test]
    fn the_strikers_season() {
        let s = season_summary(
            &striker(),
            2025,
            false,
            Some(Position::St),
            Some(&aggregate(2)),
            "2025-08-20",
            Some("2007-01"),
        );
        assert_eq!(
            (
                s.season_label.as_str(),
                s.weeks_logged,
                s.minutes,
                s.matches,
                s.goal_contributions
            ),
            ("2025/26", 4, 360, 5, 5)
        );
        let per90: Vec<(&str, &str)> = s
            .per90
            .iter()
            .map(|r| (r.label.as_str(), r.text.as_str()))
            .collect();
        assert_eq!(
            per90,
            [
                ("Goals per 90", "0.75"),
                ("Assists per 90", "0.50"),
                ("Goals + assists per 90", "1.25"),
                ("Shots per 90", "2.50"),
                ("Shots on target per 90", "1.50"),
                ("Passes completed per 90", "15.00"),
            ]
        );
        // 0.75 goals per 90 is bucket 15, above all 20 U19 strikers (buckets 0–9): the 100th percentile (born 2007,
        // the player is U19 in 2025/26).
        assert_eq!(s.per90[0].percentile, Some(100));
        assert_eq!(
            s.per90[0].top_text.as_deref(),
            Some("100th percentile among 20 U19 strikers, 2025/26")
        );
        // Shots: a histogram of 1 player: no percentile, and the reason.
        assert_eq!(s.per90[3].percentile, None);
        assert_eq!(
            s.per90[3].top_text.as_deref(),
            Some("No percentile yet: 1 U19 striker logged 2025/26, and a comparison needs at least 20.")
        );
        // Without a birth month there is no age group to compare within: no rank.
        let unknown = season_summary(
            &striker(),
            2025,
            false,
            Some(Position::St),
            Some(&aggregate(2)),
            "2025-08-20",
            None,
        );
        assert_eq!(
            (
                unknown.per90[0].percentile,
                unknown.per90[0].top_text.as_deref()
            ),
            (None, None)
        );
        assert_eq!(s.floor_message, None);
        let rates: Vec<(&str, &str)> = s
            .rates
            .iter()
            .map(|r| (r.label.as_str(), r.text.as_str()))
            .collect();
        assert_eq!(
            rates,
            [
                ("Pass accuracy", "71.4%"),
                ("Shot accuracy", "60.0%"),
                ("Conversion rate", "30.0%")
            ]
        );
        let totals: Vec<(&str, &str)> = s
            .totals
            .iter()
            .map(|r| (r.label.as_str(), r.text.as_str()))
            .collect();
        assert_eq!(totals[1], ("Minutes played", "360 min"));
        assert!(totals.contains(&("Top speed (best)", "32.4 km/h")));
        assert!(totals.contains(&("Self-rating (average)", "7.0")));
        assert_eq!(s.weeks.len(), 4);
        assert_eq!(s.weeks[2].form_per90, Some(1.43));
        assert_eq!(s.streaks.weeks_logged.best, 3);
        // Back to the season of the 14th birthday (January 2021: 2020/21).
        assert_eq!(
            s.seasons.iter().map(|o| o.season).collect::<Vec<_>>(),
            [2025, 2024, 2023, 2022, 2021, 2020]
        );
        assert_eq!(s.empty_message, None);
    }

    const BY: &str = "Jan Novák (coach, FC Example)";

    /// The hash an official's confirmation of week `id` of `docs` holds.
    fn hash_of(docs: &[EntryDocument], id: &str) -> Option<String> {
        read_entries(docs)
            .iter()
            .find(|e| e.week.id() == id)
            .map(crate::confirmed_weeks::week_hash)
    }

    #[test]
    fn the_confirmed_share_counts_only_weeks_whose_figures_hold_their_hash() {
        let docs = striker();
        let s = season_summary(
            &docs,
            2025,
            false,
            Some(Position::St),
            None,
            "2025-08-20",
            None,
        );
        assert_eq!(s.confirmed, None);
        assert_eq!(
            s.source_text,
            "Reported by the player: no coach or club official has confirmed a week of 2025/26 yet."
        );
        let hash = |id: &str| hash_of(&docs, id);
        let by = BY;
        let record = json!({"season": 2025, "weeks": {
            "2025-W30": {"hash": hash("2025-W30"), "by": by},
            "2025-W31": {"hash": "edited since", "by": by}
        }});
        let s = with_confirmations(s, &docs, Some(&record), None, None);
        assert_eq!(
            s.source_text,
            format!(
                "90 of {} minutes confirmed by {by}. The other weeks are reported by the player.",
                s.minutes
            )
        );
        let sources = s.week_sources.clone().expect("the weeks' sources");
        assert_eq!(
            sources.text,
            format!("Week by week: 1 of {} weeks confirmed", s.weeks.len())
        );
        // Newest first: the oldest week, W30, is the confirmed one.
        let last = sources.weeks.last().expect("a week");
        assert_eq!(
            (last.week.as_str(), last.source.label.as_str()),
            ("2025-W30", "Confirmed by Jan Novák (coach, FC Example)")
        );
        assert_eq!(sources.weeks[0].source.label, "Reported by the player");
        let confirmed = s.confirmed.expect("a share");
        assert_eq!(confirmed.weeks.keys().collect::<Vec<_>>(), ["2025-W30"]);
        assert_eq!(
            confirmed.text.as_deref(),
            Some(format!("90 of {} minutes confirmed by {by}", s.minutes).as_str())
        );
        let none = season_summary(&docs, 2025, false, None, None, "2025-08-20", None);
        assert_eq!(
            with_confirmations(none, &docs, Some(&json!({"weeks": 3})), None, None).confirmed,
            None
        );
    }

    #[test]
    fn the_confirmed_view_ranks_the_confirmed_weeks_among_peers_with_confirmed_figures() {
        let docs = striker();
        let confirm = |ids: &[&str]| {
            let weeks: serde_json::Map<String, Value> = ids
                .iter()
                .map(|id| {
                    (
                        id.to_string(),
                        json!({"hash": hash_of(&docs, id), "by": BY}),
                    )
                })
                .collect();
            json!({"season": 2025, "weeks": weeks})
        };
        // Born 2008: a U19 in 2025/26. Twenty-five U19 strikers with confirmed figures, goals per 90 in 0.0–2.4.
        let peers = Peers::of(Some(Position::St), Some("2008-03"), 2025);
        let histogram: serde_json::Map<String, Value> =
            (0..25).map(|i| ((i * 10).to_string(), json!(1))).collect();
        let aggregate = json!({"bands": {"u19": {"confirmed": {"players": 25, "per90": {"goals": histogram}}}}});
        let summary = |record: &Value| {
            let s = season_summary(
                &docs,
                2025,
                false,
                Some(Position::St),
                None,
                "2025-08-20",
                Some("2008-03"),
            );
            with_confirmations(s, &docs, Some(record), Some(&aggregate), peers)
        };
        // One confirmed week of 90 minutes: under the floor, no values yet, and the view says why.
        let few = summary(&confirm(&["2025-W30"]))
            .confirmed_per90
            .expect("a view");
        assert!(few
            .text
            .starts_with("Per-90 figures of confirmed weeks appear from 270 confirmed minutes"));
        assert!(few.rows.iter().all(|r| r.value.is_none()));
        // 315 confirmed minutes (W30, W31, W32): 3 goals, 1.0 per 90 in the confirmed view.
        let view = summary(&confirm(&["2025-W30", "2025-W31", "2025-W32"]))
            .confirmed_per90
            .expect("a view");
        assert!(view
            .text
            .starts_with("Per 90 of the 315 confirmed minutes of 2025/26"));
        let goals = view
            .rows
            .iter()
            .find(|r| r.figure == Per90Figure::Goals)
            .expect("goals");
        assert_eq!(goals.text, "0.86");
        assert!(goals.top_text.as_deref().is_some_and(
            |t| t.ends_with("percentile among 25 U19 strikers with confirmed figures, 2025/26")
        ));
        // Without a confirmed week: no view.
        assert_eq!(
            summary(&json!({"season": 2025, "weeks": {}})).confirmed_per90,
            None
        );
    }

    #[test]
    fn the_seasons_on_offer() {
        let list = |season, today, birth| -> Vec<u16> {
            cv_seasons(season, today, birth)
                .iter()
                .map(|o| o.season)
                .collect()
        };
        // Without a birth month: the current season (2026/27 in November 2026) and 4 before it.
        assert_eq!(
            list(2025, "2026-11-24", None),
            [2026, 2025, 2024, 2023, 2022]
        );
        // Born in March 2010: 14 in March 2024, in the season 2023/24.
        assert_eq!(
            list(2025, "2026-11-24", Some("2010-03")),
            [2026, 2025, 2024, 2023]
        );
        // Born in September 2011: 14 in September 2025 at the earliest (2025/26).
        assert_eq!(list(2025, "2026-11-24", Some("2011-09")), [2026, 2025]);
        // The season shown is always on offer, even before the birthday's or further back.
        assert_eq!(
            list(2019, "2026-11-24", Some("2011-09")).last(),
            Some(&2019)
        );
        assert_eq!(list(2018, "2026-11-24", None).len(), 9);
        // Back to the diary's first season (1999/00, its weeks of 2000) at the most, and never more than 30.
        assert_eq!(list(2026, "2026-11-24", Some("1960-01")).len(), 28);
        assert_eq!(list(2034, "2035-01-10", Some("1960-01")).len(), 30);
        assert_eq!(
            list(2025, "bad", Some("nope")),
            [2025, 2024, 2023, 2022, 2021]
        );
    }

    #[test]
    fn under_the_floor_the_summary_says_why() {
        let few: Vec<EntryDocument> = striker().into_iter().take(2).collect();
        let s = season_summary(
            &few,
            2025,
            false,
            Some(Position::St),
            None,
            "2025-08-20",
            None,
        );
        assert_eq!(s.minutes, 165);
        assert!(s
            .per90
            .iter()
            .all(|r| r.value.is_none() && r.text == "—" && r.percentile.is_none()));
        assert_eq!(
            s.floor_message.as_deref(),
            Some("Per-90 figures appear from 270 minutes played in a season, so that one short appearance cannot read as a scoring rate: 2025/26 has 165 so far.")
        );
        let empty = season_summary(&[], 2023, false, None, None, "2025-08-20", None);
        assert_eq!(
            empty.empty_message.as_deref(),
            Some("No weeks logged in 2023/24.")
        );
        assert_eq!(empty.floor_message, None);
        assert!(empty.per90.is_empty() && empty.totals.is_empty());
    }

    #[test]
    fn a_goalkeepers_save_percentage_and_inverted_conceded_rank() {
        let weeks: Vec<EntryDocument> = (40..=45)
            .map(|n| {
                let id = format!("2025-W{n}");
                let clean = n % 2 == 0;
                doc(&id, json!({"week": id, "matches": 1, "minutes": 90, "saves": 3, "shotsFaced": if clean { 3 } else { 4 },
                    "goalsConceded": if clean { 0 } else { 1 }, "cleanSheets": if clean { 1 } else { 0 }}))
            })
            .collect();
        let s = season_summary(
            &weeks,
            2025,
            true,
            Some(Position::Gk),
            Some(&aggregate(2)),
            "2025-11-10",
            Some("2009-05"),
        );
        // Saves 18 of 21 shots faced = 85.7%; clean sheets 3 of 6 matches = 50%.
        let rates: Vec<(&str, &str)> = s
            .rates
            .iter()
            .map(|r| (r.label.as_str(), r.text.as_str()))
            .collect();
        assert_eq!(
            rates,
            [("Save percentage", "85.7%"), ("Clean-sheet rate", "50.0%")]
        );
        // 3 conceded in 540 minutes: 0.5 per 90, bucket 5 of 0–9. Reversed: 8 of 20 concede more (buckets 6–9),
        // 2 the same: (8 + 1) / 20 = 45%, among the U17 goalkeepers (born 2009: U17 in 2025/26).
        let conceded = s
            .per90
            .iter()
            .find(|r| r.figure == Per90Figure::GoalsConceded);
        assert_eq!(
            conceded.map(|r| (r.text.as_str(), r.percentile)),
            Some(("0.50", Some(45)))
        );
        assert_eq!(
            conceded.and_then(|r| r.top_text.as_deref()),
            Some("45th percentile among 20 U17 goalkeepers, 2025/26")
        );
        assert_eq!(s.weeks[0].save_percentage, Some(100.0));
        assert_eq!(s.weeks[1].clean_sheets, Some(0.0));
        assert_eq!(s.streaks.clean_sheets.best, 1);
        assert_eq!(
            s.streaks.weeks_logged,
            skora_domain::weekly::Streak {
                best: 6,
                current: 6
            }
        );
        // The goalkeeping figures lead; outfield figures a keeper logged only as zeros are left out, passes stay.
        let mut logged_zeros = weeks.clone();
        logged_zeros.push(doc(
            "2025-W46",
            json!({"week": "2025-W46", "matches": 1, "minutes": 90, "saves": 2, "shotsFaced": 2, "goals": 0,
                "shots": 0, "passesCompleted": 0, "aerialDuelsWon": 2}),
        ));
        let keeper = season_summary(
            &logged_zeros,
            2025,
            true,
            Some(Position::Gk),
            None,
            "2025-11-20",
            None,
        );
        let figures: Vec<Per90Figure> = keeper.per90.iter().map(|r| r.figure).collect();
        assert_eq!(
            figures,
            [
                Per90Figure::Saves,
                Per90Figure::GoalsConceded,
                Per90Figure::PassesCompleted,
                Per90Figure::AerialDuelsWon
            ]
        );
        // An outfield player's summary of the same weeks hides the goalkeeping rows.
        let outfield = season_summary(
            &weeks,
            2025,
            false,
            Some(Position::Gk),
            None,
            "2025-11-10",
            None,
        );
        assert!(outfield.rates.is_empty() && outfield.per90.is_empty());
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        // Percentiles stay within 0–100 and never fall as the value rises (rise, for lower-is-better figures,
        // as it falls).
        #[test]
        fn percentiles_are_bounded_and_monotone(
            counts in prop::collection::btree_map(0i64..60, 1u64..50, 1..30),
            a in 0.0f64..4.0, b in 0.0f64..4.0, i in 0usize..13,
        ) {
            let figure = Per90Figure::ALL[i];
            let histogram: serde_json::Map<String, Value> = counts.iter().map(|(k, n)| (k.to_string(), Value::from(*n))).collect();
            let mut per90 = serde_json::Map::new();
            per90.insert(figure.key().to_string(), Value::Object(histogram));
            let aggregate = serde_json::json!({"bands": {"u19": {"per90": per90}}});
            let total: u64 = counts.values().sum();
            let peers = Peers::of(Some(Position::Cm), Some("2008-03"), 2025);
            let rank = |v: f64| match per90_rank(Some(&aggregate), figure, v, peers, Counted::Logged) {
                Some(PeerRank::Ranked { percentile, .. }) => Some(percentile),
                _ => None,
            };
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let (x, y) = (rank(lo), rank(hi));
            prop_assert_eq!(x.is_some(), total >= crate::peer_group::MIN_PEERS);
            if let (Some(x), Some(y)) = (x, y) {
                prop_assert!(x <= 100 && y <= 100);
                if figure.lower_is_better() { prop_assert!(x >= y) } else { prop_assert!(x <= y) }
            }
        }

        #[test]
        fn any_entries_give_a_summary_without_nan(
            values in prop::collection::vec((0u16..=300, 0u16..=5, 0u16..=10, 0u16..=100), 0..15)
        ) {
            let docs: Vec<EntryDocument> = values.iter().enumerate().map(|(i, (m, g, s, p))| {
                let id = format!("2025-W{:02}", 27 + i);
                EntryDocument { id: id.clone(), data: serde_json::json!({"week": id, "minutes": m, "goals": g.min(s),
                    "shots": s, "passesCompleted": p, "passesAttempted": 100}) }
            }).collect();
            let s = season_summary(&docs, 2025, false, Some(Position::St), None, "2026-01-10", None);
            let text = serde_json::to_string(&s).unwrap_or_default();
            prop_assert!(!text.contains("NaN") && !text.contains("null"));
            prop_assert_eq!(s.floor_message.is_some(), !docs.is_empty() && s.minutes < PER90_MIN_MINUTES);
            if s.minutes < PER90_MIN_MINUTES {
                prop_assert!(s.per90.iter().all(|r| r.value.is_none()));
            }
        }
    }
}
