//! How a date reads on a page: the one formatter behind every day, month and range the site shows.
//!
//! Stored and typed dates stay ISO (`2006-05-10`, `2006-05`): they sort as text, the rules compare them
//! and `<input type="date">` speaks them. People read "10 May 2006", so every page prints through here.
//! English month names on purpose: the site's language is English, and a date in the reader's locale
//! next to English sentences reads as a mistake (and would differ between the pre-rendered page and the
//! hydrated one).
//!
//! - a day: `10 May 2006` (day, full month name, year; no leading zero, no weekday);
//! - a month: `May 2006`;
//! - a range of days: the short month names (a week fits a select and a list row), each part written
//!   once when both ends share it: `16–22 Nov 2026`, `30 Nov – 6 Dec 2026`, `29 Dec 2025 – 4 Jan 2026`.

use serde::Serialize;

use crate::dates::{parse_date, parse_month, Date};

/// A day for a page that is built ahead of time (a legal page's "Last updated"): the ISO date for
/// `<time datetime>` and the words the page shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DayText {
    /// `YYYY-MM-DD`, a real date.
    pub date: String,
    /// `10 May 2006`.
    pub text: String,
}

/// The day `YYYY-MM-DD` names, with its words, or `None` when it names no real day.
pub fn day(iso: &str) -> Option<DayText> {
    parse_date(iso).map(|d| DayText {
        date: d.to_string(),
        text: day_text(d),
    })
}

const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A month's name (`1` → `January`); a month out of 1–12 (no real `Date` has one) clamps.
pub fn month_name(month: u8) -> &'static str {
    MONTH_NAMES[usize::from(month.clamp(1, 12) - 1)]
}

/// The three-letter name a range uses (`Sep`, not `Sept`).
pub fn short_month_name(month: u8) -> &'static str {
    &month_name(month)[..3]
}

/// A day as people read it: `10 May 2006`.
pub fn day_text(d: Date) -> String {
    let mut out = String::new();
    push_day(&mut out, d.day, month_name(d.month));
    push_year(&mut out, d.year);
    out
}

/// A month as people read it: `May 2006`.
pub fn month_text(year: u16, month: u8) -> String {
    let mut out = String::from(month_name(month));
    push_year(&mut out, year);
    out
}

/// A range of days, earliest first whichever order the ends come in; the month and the year are
/// written once where both ends share them (`16–22 Nov 2026`), and one day reads as that day alone.
pub fn range_text(a: Date, b: Date) -> String {
    let (from, to) = if a <= b { (a, b) } else { (b, a) };
    let mut out = String::new();
    if from != to {
        if from.month == to.month && from.year == to.year {
            push_number(&mut out, from.day);
            out.push('–');
        } else {
            push_day(&mut out, from.day, short_month_name(from.month));
            if from.year != to.year {
                push_year(&mut out, from.year);
            }
            out.push_str(" – ");
        }
    }
    push_day(&mut out, to.day, short_month_name(to.month));
    push_year(&mut out, to.year);
    out
}

/// A stored date as a page shows it: `YYYY-MM-DD` as a day, `YYYY-MM` as a month, anything else
/// (not a real date) `None`, so the caller shows what is there instead of inventing a date.
pub fn date_text(iso: &str) -> Option<String> {
    match parse_date(iso) {
        Some(d) => Some(day_text(d)),
        None => parse_month(iso).map(|(year, month)| month_text(year, month)),
    }
}

// Digits written by hand rather than with `format!`: the startup module carries this formatter to
// every page, and the formatting machinery would cost it more than its whole size budget has left.

fn push_day(out: &mut String, day: u8, month: &str) {
    push_number(out, day);
    out.push(' ');
    out.push_str(month);
}

fn push_year(out: &mut String, year: u16) {
    out.push(' ');
    push_number(out, year);
}

/// A number in decimal, no leading zeros.
fn push_number(out: &mut String, n: impl Into<u32>) {
    let n: u32 = n.into();
    if n >= 10 {
        push_number(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::dates::test_date as d;

    #[test]
    fn days_and_months_read_as_people_write_them() {
        assert_eq!(date_text("2006-05-10").as_deref(), Some("10 May 2006"));
        assert_eq!(date_text("2025-01-14").as_deref(), Some("14 January 2025"));
        assert_eq!(date_text("2024-02-29").as_deref(), Some("29 February 2024"));
        assert_eq!(date_text("2006-05").as_deref(), Some("May 2006"));
        assert_eq!(date_text("0999-12").as_deref(), Some("December 999"));
        assert_eq!(month_text(2026, 9), "September 2026");
        assert_eq!(short_month_name(9), "Sep");
        assert_eq!(
            day("2026-11-20"),
            Some(DayText {
                date: "2026-11-20".into(),
                text: "20 November 2026".into()
            })
        );
        assert_eq!(day("2026-11"), None);
    }

    #[test]
    fn what_is_not_a_real_date_is_not_made_into_one() {
        for bad in [
            "",
            "2006",
            "2006-5-10",
            "2006-02-30",
            "2006-13",
            "10 May 2006",
            "2006-05-10T12:00:00Z",
            " 2006-05-10",
        ] {
            assert_eq!(date_text(bad), None, "{bad}");
        }
    }

    #[test]
    fn ranges_write_each_shared_part_once() {
        assert_eq!(
            range_text(d("2026-11-16"), d("2026-11-22")),
            "16–22 Nov 2026"
        );
        assert_eq!(
            range_text(d("2026-11-30"), d("2026-12-06")),
            "30 Nov – 6 Dec 2026"
        );
        assert_eq!(
            range_text(d("2025-12-29"), d("2026-01-04")),
            "29 Dec 2025 – 4 Jan 2026"
        );
        assert_eq!(range_text(d("2025-03-09"), d("2025-03-03")), "3–9 Mar 2025");
        assert_eq!(range_text(d("2025-03-03"), d("2025-03-03")), "3 Mar 2025");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::dates::any_date;
    use proptest::prelude::*;

    /// Reads `10 May 2006` or `10 May` (then in `year`) back, by the full or the short month name.
    fn read_day(text: &str, year: Option<u16>) -> Option<Date> {
        let parts: Vec<&str> = text.split(' ').collect();
        let (day, month, year) = match (parts.as_slice(), year) {
            ([day, month, y], _) => (*day, *month, y.parse().ok()?),
            ([day, month], Some(y)) => (*day, *month, y),
            _ => return None,
        };
        let month = (1..=12u8).find(|&m| month == month_name(m) || month == short_month_name(m))?;
        let day: u8 = day.parse().ok()?;
        parse_date(&format!("{year:04}-{month:02}-{day:02}"))
    }

    /// Reads a range back into its two days: the inverse of `range_text`.
    fn read_range(text: &str) -> Option<(Date, Date)> {
        if let Some((from, to)) = text.split_once(" – ") {
            let to = read_day(to, None)?;
            return Some((read_day(from, Some(to.year))?, to));
        }
        match text.split_once('–') {
            Some((from, to)) => {
                let to = read_day(to, None)?;
                Some((
                    read_day(
                        &format!("{from} {}", short_month_name(to.month)),
                        Some(to.year),
                    )?,
                    to,
                ))
            }
            None => read_day(text, None).map(|day| (day, day)),
        }
    }

    proptest! {
        #[test]
        fn a_day_reads_back_to_itself_and_never_as_iso(date in any_date(1..=9999)) {
            let text = day_text(date);
            prop_assert_eq!(read_day(&text, None), Some(date));
            prop_assert_eq!(date_text(&date.to_string()), Some(text.clone()));
            prop_assert!(!text.contains('-'), "{}", text);
        }

        #[test]
        fn a_month_reads_as_its_name_and_year(year in 1u16..=9999, month in 1u8..=12) {
            let iso = format!("{year:04}-{month:02}");
            prop_assert_eq!(date_text(&iso), Some(format!("{} {year}", month_name(month))));
        }

        #[test]
        fn a_range_reads_back_to_its_ends_in_either_order(a in any_date(1..=9999), b in any_date(1..=9999)) {
            let text = range_text(a, b);
            prop_assert_eq!(read_range(&text), Some((a.min(b), a.max(b))), "{}", text);
            prop_assert_eq!(range_text(b, a), text.clone());
            prop_assert!(!text.contains('-'), "{}", text);
        }

        #[test]
        fn any_text_is_read_without_panicking(s in any::<String>()) {
            prop_assert_eq!(date_text(&s).is_some(), parse_date(&s).is_some() || parse_month(&s).is_some());
        }
    }
}
