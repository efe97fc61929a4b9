//! The CV's charts: one point per logged week, oldest first, with the rolling form line.
//!
//! The form line is goals + assists per 90 over a window of the last `FORM_WINDOW` logged weeks (the week and
//! the three logged before it, gaps in the calendar skipped: a diary's weeks, not the calendar's), and, like
//! every per-90 figure, only when the window holds at least `PER90_MIN_MINUTES` minutes: one cameo with a
//! goal is not "4.5 per 90". Without enough minutes the point is empty (a gap in the line, a dash in the table).

use serde::{Deserialize, Serialize};

use super::entry::WeeklyEntry;
use super::fields::WeeklyKey;
use super::stats::{rate, round2};
use skora_foundations::limits::PER90_MIN_MINUTES;

/// Logged weeks in the form line's window.
pub const FORM_WINDOW: usize = 4;

/// One logged week on the charts (and their tables).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeekPoint {
    /// `2025-W40`.
    pub week: String,
    /// The axis label, `W40`.
    pub short_label: String,
    /// The table's label, `Week 40 · 29 Sep – 5 Oct 2025`.
    pub label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub minutes: Option<f64>,
    /// Goals + assists per 90 over the window (see the module).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub form_per90: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub self_rating: Option<f64>,
    /// Saves / shots on target faced, %, the week's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub save_percentage: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub clean_sheets: Option<f64>,
}

/// The form line: for each entry (oldest first), goals + assists per 90 over it and the `FORM_WINDOW - 1`
/// entries before it, `None` under the minutes floor.
pub fn form_line(entries: &[WeeklyEntry]) -> Vec<Option<f64>> {
    (0..entries.len())
        .map(|i| {
            let window = &entries[i.saturating_sub(FORM_WINDOW - 1)..=i];
            let minutes: f64 = window.iter().map(|e| e.count(WeeklyKey::Minutes)).sum();
            let involvements: f64 = window
                .iter()
                .map(|e| e.count(WeeklyKey::Goals) + e.count(WeeklyKey::Assists))
                .sum();
            (minutes >= f64::from(PER90_MIN_MINUTES)).then(|| round2(involvements * 90.0 / minutes))
        })
        .collect()
}

/// The charts' points, oldest first.
pub fn week_points(entries: &[WeeklyEntry]) -> Vec<WeekPoint> {
    entries
        .iter()
        .zip(form_line(entries))
        .map(|(e, form)| WeekPoint {
            week: e.week.id(),
            short_label: e.week.short_label(),
            label: e.week.label(),
            minutes: e.get(WeeklyKey::Minutes),
            form_per90: form,
            self_rating: e.get(WeeklyKey::SelfRating),
            save_percentage: rate(
                std::slice::from_ref(e),
                WeeklyKey::Saves,
                WeeklyKey::ShotsFaced,
            ),
            clean_sheets: e.get(WeeklyKey::CleanSheets),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::stats::tests::{striker, week};
    use super::*;
    use WeeklyKey as K;

    #[test]
    fn the_form_line_over_the_last_four_logged_weeks() {
        // Minutes 90, 75, 150, 45; G+A 1, 1, 3, 0.
        // W30: 90 min < 270 → none; W31: 165 → none; W32: 315 min, 5 G+A → 5 × 90 / 315 = 1.43;
        // W34: 360 min, 5 → 1.25.
        assert_eq!(form_line(&striker()), [None, None, Some(1.43), Some(1.25)]);
        // A fifth week drops the first from the window: W35 90 min, 0 G+A → 75 + 150 + 45 + 90 = 360, 4 → 1.0.
        let mut five = striker();
        five.push(week(35, &[(K::Minutes, 90.0)]));
        assert_eq!(form_line(&five)[4], Some(1.0));
        assert!(form_line(&[]).is_empty());
    }

    #[test]
    fn points_carry_each_weeks_values() {
        let mut e = striker();
        e.push(week(
            36,
            &[
                (K::Minutes, 90.0),
                (K::Saves, 3.0),
                (K::ShotsFaced, 4.0),
                (K::CleanSheets, 0.0),
            ],
        ));
        let p = week_points(&e);
        assert_eq!(p.len(), 5);
        assert_eq!(
            (p[0].week.as_str(), p[0].short_label.as_str()),
            ("2025-W30", "W30")
        );
        assert_eq!(p[0].minutes, Some(90.0));
        assert_eq!(p[0].self_rating, Some(7.0));
        assert_eq!(p[4].save_percentage, Some(75.0));
        assert_eq!(p[4].clean_sheets, Some(0.0));
        assert_eq!(p[3].self_rating, None);
    }
}

#[cfg(test)]
mod props {
    use super::super::stats::tests::week;
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_form_line_is_finite_and_never_under_the_floor(
            weeks in prop::collection::vec((0u16..=400, 0u16..=5, 0u16..=5), 0..20)
        ) {
            let entries: Vec<WeeklyEntry> = weeks.iter().enumerate().map(|(i, (m, g, a))| {
                week(u8::try_from(i + 1).unwrap_or(1), &[
                    (WeeklyKey::Minutes, f64::from(*m)), (WeeklyKey::Goals, f64::from(*g)), (WeeklyKey::Assists, f64::from(*a)),
                ])
            }).collect();
            let line = form_line(&entries);
            prop_assert_eq!(line.len(), entries.len());
            for (i, v) in line.iter().enumerate() {
                let from = i.saturating_sub(FORM_WINDOW - 1);
                let minutes: u32 = weeks[from..=i].iter().map(|w| u32::from(w.0)).sum();
                prop_assert_eq!(v.is_some(), minutes >= PER90_MIN_MINUTES);
                prop_assert!(v.is_none_or(|v| v.is_finite() && v >= 0.0));
            }
        }
    }
}
