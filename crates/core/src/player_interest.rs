//! What scouts did about a player, told to the player as counts only: per month, how many verified users put them on a
//! shortlist and how many asked to contact them. Never names, and never "views". The functions count each scout once
//! a month (a marker per scout and month, `…/interest/{YYYY-MM}/scouts/{kind}-{hash of the scout}`, written with the count in one
//! transaction), so the month's document takes at most one write per distinct scout.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::date_text::month_name;
use crate::dates::date_of;
use crate::firestore_paths::{interest_path, is_document_id};
use crate::sha256::sha256_hex;

/// The months the player's page shows, the newest first.
pub const INTEREST_MONTHS_SHOWN: u32 = 12;
/// The field of a month's document that repeats its id: the page orders by it (the Firestore emulator refuses a
/// descending scan of document ids).
pub const INTEREST_MONTH_FIELD: &str = "month";
/// The marker collection under a month's document.
pub const INTEREST_SCOUTS: &str = "scouts";

/// What is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Interest {
    Shortlisted,
    Contacted,
}

impl Interest {
    pub fn field(self) -> &'static str {
        match self {
            Interest::Shortlisted => "shortlisted",
            Interest::Contacted => "contacted",
        }
    }
}

/// The UTC month (`YYYY-MM`) of a time in milliseconds since the epoch, or none outside years 1970–9999.
pub fn month_of(ms: f64) -> Option<String> {
    if !ms.is_finite() || ms < 0.0 {
        return None;
    }
    let day = date_of((ms / 86_400_000.0).floor() as i64);
    (day.year <= 9999).then(|| format!("{:04}-{:02}", day.year, day.month))
}

/// Where a scout's `kind` of interest in `player` during `month` is counted: the month's document and the scout's
/// marker under it, or none for ids that name no document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InterestWrite {
    pub month: String,
    /// `YYYY-MM`, written in the month's document as `INTEREST_MONTH_FIELD`.
    pub month_key: String,
    pub marker: String,
    pub field: String,
}

/// The scout's part of a marker's id: a hash of their id, so the player's documents never name who showed interest,
/// and a deleted scout leaves no id behind; still one marker per scout, so each is counted once.
pub fn scout_marker(scout: &str) -> String {
    sha256_hex(&format!("interest-marker\n{scout}"))[..32].to_string()
}

pub fn interest_write(player: &str, scout: &str, kind: Interest, ms: f64) -> Option<InterestWrite> {
    let month_key = month_of(ms)?;
    let collection = interest_path(player)?;
    if !is_document_id(scout) || scout == player {
        return None;
    }
    let month = format!("{collection}/{month_key}");
    Some(InterestWrite {
        marker: format!(
            "{month}/{INTEREST_SCOUTS}/{}-{}",
            kind.field(),
            scout_marker(scout)
        ),
        month,
        month_key,
        field: kind.field().to_string(),
    })
}

/// One month as the player's page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct InterestMonth {
    /// `November 2026`.
    pub label: String,
    pub shortlisted: u32,
    pub contacted: u32,
    /// The sentence a screen reader and the page read: "3 scouts shortlisted you, 1 asked to contact you".
    pub text: String,
}

fn scouts(n: u32) -> String {
    if n == 1 {
        "1 scout".to_string()
    } else {
        format!("{n} scouts")
    }
}

/// The months of `docs` (`(YYYY-MM, data)`, the interest query's result), the newest first, at most
/// `INTEREST_MONTHS_SHOWN`; a document whose id is no month, or that counts nothing, is left out.
pub fn interest_months(docs: &[(String, Value)]) -> Vec<InterestMonth> {
    let mut months: Vec<(&str, InterestMonth)> = docs
        .iter()
        .filter_map(|(id, data)| {
            let (year, month) = id.split_once('-')?;
            let (year, month): (u16, u8) = (year.parse().ok()?, month.parse().ok()?);
            if id.len() != 7 || !(1..=12).contains(&month) {
                return None;
            }
            let count = |key: &str| {
                data.get(key)
                    .and_then(Value::as_u64)
                    .and_then(|n| u32::try_from(n).ok())
                    .unwrap_or(0)
            };
            let (shortlisted, contacted) = (count("shortlisted"), count("contacted"));
            if shortlisted == 0 && contacted == 0 {
                return None;
            }
            let text = match (shortlisted, contacted) {
                (s, 0) => format!("{} shortlisted you", scouts(s)),
                (0, c) => format!("{} asked to contact you", scouts(c)),
                (s, c) => format!(
                    "{} shortlisted you, {} asked to contact you",
                    scouts(s),
                    scouts(c)
                ),
            };
            Some((
                id.as_str(),
                InterestMonth {
                    label: format!("{} {year}", month_name(month)),
                    shortlisted,
                    contacted,
                    text,
                },
            ))
        })
        .collect();
    months.sort_by(|a, b| b.0.cmp(a.0));
    months
        .into_iter()
        .take(INTEREST_MONTHS_SHOWN as usize)
        .map(|(_, m)| m)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_time_falls_in_its_utc_month() {
        assert_eq!(month_of(0.0).as_deref(), Some("1970-01"));
        // 2026-11-30T23:59:59Z and 2026-12-01T00:00:00Z.
        assert_eq!(month_of(1_796_083_199_000.0).as_deref(), Some("2026-11"));
        assert_eq!(month_of(1_796_083_200_000.0).as_deref(), Some("2026-12"));
        // 2024-02-29T12:00:00Z.
        assert_eq!(month_of(1_709_208_000_000.0).as_deref(), Some("2024-02"));
        assert_eq!(month_of(-1.0), None);
        assert_eq!(month_of(f64::NAN), None);
    }

    #[test]
    fn a_scout_is_counted_once_a_month_and_never_on_their_own_page() {
        let w = interest_write("ana", "scout", Interest::Shortlisted, 1_796_083_200_000.0).unwrap();
        assert_eq!(w.month, "players/ana/interest/2026-12");
        assert_eq!(w.month_key, "2026-12");
        assert_eq!(
            w.marker,
            format!(
                "players/ana/interest/2026-12/scouts/shortlisted-{}",
                scout_marker("scout")
            )
        );
        assert!(!w.marker.contains("-scout"));
        assert_ne!(scout_marker("scout"), scout_marker("scout2"));
        assert_eq!(w.field, "shortlisted");
        assert_eq!(
            interest_write("ana", "ana", Interest::Shortlisted, 0.0),
            None
        );
        assert_eq!(
            interest_write("a/b", "scout", Interest::Contacted, 0.0),
            None
        );
    }

    #[test]
    fn the_page_shows_the_newest_months_in_words_counts_only() {
        let docs = vec![
            ("2026-10".to_string(), json!({ "shortlisted": 1 })),
            (
                "2026-11".to_string(),
                json!({ "shortlisted": 3, "contacted": 1 }),
            ),
            ("2026-09".to_string(), json!({ "contacted": 2 })),
            ("2026-08".to_string(), json!({})),
            ("2026-13".to_string(), json!({ "shortlisted": 5 })),
            ("x".to_string(), json!({ "shortlisted": 5 })),
        ];
        let months = interest_months(&docs);
        let texts: Vec<(&str, &str)> = months
            .iter()
            .map(|m| (m.label.as_str(), m.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            [
                (
                    "November 2026",
                    "3 scouts shortlisted you, 1 scout asked to contact you"
                ),
                ("October 2026", "1 scout shortlisted you"),
                ("September 2026", "2 scouts asked to contact you"),
            ]
        );
        let many: Vec<(String, Value)> = (1..=24)
            .map(|n| {
                (
                    format!("{}-{:02}", 2024 + (n - 1) / 12, (n - 1) % 12 + 1),
                    json!({ "shortlisted": 1 }),
                )
            })
            .collect();
        let shown = interest_months(&many);
        assert_eq!(shown.len(), 12);
        assert_eq!(shown[0].label, "December 2025");
    }
}
