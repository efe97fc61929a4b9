//! The settings page's list of logged weeks: one row per readable entry, newest first, with the week's
//! label and a short summary of what was logged (so a player finds the week to edit without opening it).

use serde::{Deserialize, Serialize};

use super::entry::{read_entries, WeeklyEntry};
use super::fields::WeeklyKey;
use super::season::season_of;
use crate::profile::EntryDocument;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyListRow {
    /// The id, `2026-W47`.
    pub week: String,
    /// `Week 47 · 16–22 Nov 2026`.
    pub label: String,
    pub season: u16,
    /// `2 matches · 165 min · 1 goal · 1 assist`, or `No figures logged`.
    pub summary: String,
}

/// `1 goal`, `2 goals`.
fn counted(n: f64, one: &str, many: &str) -> String {
    let whole = crate::number_field::fixed(n, 0);
    format!("{whole} {}", if whole == "1" { one } else { many })
}

/// The row's summary: the figures a player recognises a week by, those logged (goals and the like only
/// when there were any).
pub fn summary(e: &WeeklyEntry) -> String {
    let shown: [(WeeklyKey, &str, &str, bool); 7] = [
        (WeeklyKey::Matches, "match", "matches", true),
        (WeeklyKey::Minutes, "min", "min", true),
        (WeeklyKey::Goals, "goal", "goals", false),
        (WeeklyKey::Assists, "assist", "assists", false),
        (WeeklyKey::CleanSheets, "clean sheet", "clean sheets", false),
        (WeeklyKey::Saves, "save", "saves", false),
        (
            WeeklyKey::TrainingSessions,
            "training session",
            "training sessions",
            false,
        ),
    ];
    let parts: Vec<String> = shown
        .into_iter()
        .filter_map(|(key, one, many, zero_too)| {
            let n = e.get(key).filter(|&n| zero_too || n > 0.0)?;
            Some(counted(n, one, many))
        })
        .collect();
    if parts.is_empty() {
        "No figures logged".to_string()
    } else {
        parts.join(" · ")
    }
}

/// The list rows of a player's stored entries (`{id, data}` as a query returns them), newest first; an
/// entry that cannot be read is left out.
pub fn weekly_list(docs: &[EntryDocument]) -> Vec<WeeklyListRow> {
    read_entries(docs)
        .iter()
        .rev()
        .map(|e| WeeklyListRow {
            week: e.week.id(),
            label: e.week.label(),
            season: season_of(e.week),
            summary: summary(e),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::entry::fixtures::{goalkeeper_doc, outfield_doc};
    use super::*;
    use serde_json::json;

    #[test]
    fn rows_newest_first_with_a_summary() {
        let docs = vec![
            EntryDocument {
                id: "2025-W40".into(),
                data: outfield_doc("2025-W40"),
            },
            EntryDocument {
                id: "2025-W41".into(),
                data: goalkeeper_doc("2025-W41"),
            },
            EntryDocument {
                id: "2025-W42".into(),
                data: json!({"week": "2025-W42", "trainingSessions": 1}),
            },
            EntryDocument {
                id: "2025-W43".into(),
                data: json!({"week": "2025-W43"}),
            },
            EntryDocument {
                id: "2025-W44".into(),
                data: json!({"week": "2025-W44", "goals": 99}),
            },
        ];
        let rows = weekly_list(&docs);
        let got: Vec<(&str, &str)> = rows
            .iter()
            .map(|r| (r.week.as_str(), r.summary.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("2025-W43", "No figures logged"),
                ("2025-W42", "1 training session"),
                ("2025-W41", "1 match · 90 min · 1 clean sheet · 4 saves"),
                ("2025-W40", "2 matches · 165 min · 1 goal · 1 assist"),
            ]
        );
        assert_eq!(rows[3].label, "Week 40 · 29 Sep – 5 Oct 2025");
        assert_eq!(rows[3].season, 2025);
    }
}
