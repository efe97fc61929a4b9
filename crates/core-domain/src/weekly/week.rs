//! ISO 8601 weeks (`YYYY-Www`): the id of a weekly entry (`players/{uid}/weeklyStats/{week}`, Contract W).
//!
//! Why ISO weeks: a week always runs Monday to Sunday, belongs to exactly one week-numbering year, and the
//! ids sort as text in time order, so Firestore's document-id order is the diary's order and a season is one
//! id-range query. The calendar arithmetic is by hand (days since 1970-01-01) for the reason `dates` gives:
//! no date crate in the wasm.

use skora_foundations::date_text::range_text;
use skora_foundations::dates::{date_of, day_number, parse_date, Date};
use skora_foundations::limits::WEEKLY_FIRST_YEAR;

/// An ISO week that exists: `week` is 1–52, or 53 in a year that has one; the year is 2000 or later
/// (Contract W). WeeklyKey order makes the derived `Ord` chronological, as the ids' text order is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct IsoWeek {
    pub year: u16,
    pub week: u8,
}

/// Monday = 0 … Sunday = 6 (1970-01-01 was a Thursday).
fn weekday(days: i64) -> i64 {
    (days + 3).rem_euclid(7)
}

/// Monday of week 1 of an ISO year: the week holding 4 January.
fn first_monday(year: u16) -> i64 {
    let jan4 = day_number(Date {
        year,
        month: 1,
        day: 4,
    });
    jan4 - weekday(jan4)
}

/// How many weeks an ISO year has: 53 when 28 December falls in a week 53 (a year starting on a Thursday,
/// or a leap year starting on a Wednesday), else 52.
pub fn weeks_in_year(year: u16) -> u8 {
    let next = year.checked_add(1).map_or(i64::MAX, first_monday);
    u8::try_from((next - first_monday(year)) / 7).unwrap_or(52)
}

impl IsoWeek {
    /// The week, when it exists and is in the diary's years.
    pub fn new(year: u16, week: u8) -> Option<IsoWeek> {
        ((WEEKLY_FIRST_YEAR..u16::MAX).contains(&year) && (1..=weeks_in_year(year)).contains(&week))
            .then_some(IsoWeek { year, week })
    }

    /// The ISO week holding a day (its Thursday decides the year), when that is in the diary's years.
    pub fn of_date(date: Date) -> Option<IsoWeek> {
        let days = day_number(date);
        let thursday = days - weekday(days) + 3;
        let year = date_of(thursday).year;
        let week = (thursday - first_monday(year)) / 7 + 1;
        IsoWeek::new(year, u8::try_from(week).ok()?)
    }

    /// Parses exactly `YYYY-Www` (zero-padded, capital `W`) naming a week that exists. Strict for the
    /// reason `parse_date` is: the text is the document id the rules compare.
    pub fn parse(s: &str) -> Option<IsoWeek> {
        let b = s.as_bytes();
        if b.len() != 8 || b[4] != b'-' || b[5] != b'W' {
            return None;
        }
        let number = |bytes: &[u8]| {
            bytes.iter().try_fold(0u16, |n, &c| {
                c.is_ascii_digit().then(|| n * 10 + u16::from(c - b'0'))
            })
        };
        IsoWeek::new(number(&b[..4])?, u8::try_from(number(&b[6..])?).ok()?)
    }

    /// The id: `2026-W47`.
    pub fn id(self) -> String {
        format!("{:04}-W{:02}", self.year, self.week)
    }

    fn monday_number(self) -> i64 {
        first_monday(self.year) + 7 * (i64::from(self.week) - 1)
    }

    pub fn monday(self) -> Date {
        date_of(self.monday_number())
    }

    pub fn thursday(self) -> Date {
        date_of(self.monday_number() + 3)
    }

    pub fn sunday(self) -> Date {
        date_of(self.monday_number() + 6)
    }

    /// The week `n` weeks later (earlier for a negative `n`), when it is in the diary's years.
    pub fn plus(self, n: i64) -> Option<IsoWeek> {
        IsoWeek::of_date(date_of(self.monday_number() + 7 * n))
    }

    /// How many weeks from `self` to `later` (negative when `later` is earlier).
    pub fn weeks_until(self, later: IsoWeek) -> i64 {
        (later.monday_number() - self.monday_number()) / 7
    }

    /// What a picker, a list and the CV show: `Week 47 · 17–23 Nov 2026`, the days as
    /// [`range_text`] writes every range (`Week 1 · 29 Dec 2025 – 4 Jan 2026`).
    pub fn label(self) -> String {
        format!(
            "Week {} · {}",
            self.week,
            range_text(self.monday(), self.sunday())
        )
    }

    /// A chart's axis label: `W47`.
    pub fn short_label(self) -> String {
        format!("W{:02}", self.week)
    }
}

impl std::fmt::Display for IsoWeek {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-W{:02}", self.year, self.week)
    }
}

/// The week holding `today` (`YYYY-MM-DD`, the caller's clock), or `None` for an invalid date or one
/// before the diary's first year.
pub fn current_week(today: &str) -> Option<IsoWeek> {
    IsoWeek::of_date(parse_date(today)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> IsoWeek {
        IsoWeek::parse(s).unwrap_or(IsoWeek { year: 0, week: 0 })
    }

    use skora_foundations::dates::test_date as d;

    #[test]
    fn parses_and_formats_ids() {
        assert_eq!(
            IsoWeek::parse("2026-W47"),
            Some(IsoWeek {
                year: 2026,
                week: 47
            })
        );
        assert_eq!(w("2026-W47").id(), "2026-W47");
        assert_eq!(w("2026-W01").to_string(), "2026-W01");
        for bad in [
            "2026-W00",
            "2026-W54",
            "2026-w47",
            "2026W47",
            "2026-W7",
            "2026-W470",
            " 2026-W47",
            "1999-W10",
            "2026-47",
            "abcd-Wef",
            "",
            "2025-W53",
        ] {
            assert_eq!(IsoWeek::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn week_53_only_in_long_years() {
        // Long ISO years between 2000 and 2030: 2004, 2009, 2015, 2020, 2026.
        let long: Vec<u16> = (2000..=2030).filter(|&y| weeks_in_year(y) == 53).collect();
        assert_eq!(long, [2004, 2009, 2015, 2020, 2026]);
        assert!(IsoWeek::parse("2020-W53").is_some());
        assert!(IsoWeek::parse("2026-W53").is_some());
        assert!(IsoWeek::parse("2021-W53").is_none());
    }

    #[test]
    fn weeks_of_dates() {
        // 24 Nov 2026 is a Tuesday of week 48; 1 Jan 2021 belongs to 2020-W53; 29 Dec 2025 to 2026-W01.
        assert_eq!(
            current_week("2026-11-24").map(IsoWeek::id),
            Some("2026-W48".into())
        );
        assert_eq!(
            current_week("2021-01-01").map(IsoWeek::id),
            Some("2020-W53".into())
        );
        assert_eq!(
            current_week("2025-12-29").map(IsoWeek::id),
            Some("2026-W01".into())
        );
        assert_eq!(
            current_week("2026-11-23").map(IsoWeek::id),
            Some("2026-W48".into())
        );
        assert_eq!(
            current_week("2026-11-22").map(IsoWeek::id),
            Some("2026-W47".into())
        );
        assert_eq!(current_week("1999-12-31"), None);
        assert_eq!(current_week("2026-02-30"), None);
        // 3 Jan 2000 is the Monday of the first allowed week; 2 Jan 2000 belongs to 1999-W52.
        assert_eq!(
            current_week("2000-01-03").map(IsoWeek::id),
            Some("2000-W01".into())
        );
        assert_eq!(current_week("2000-01-02"), None);
    }

    #[test]
    fn monday_thursday_sunday() {
        let x = w("2026-W47");
        assert_eq!(
            (x.monday(), x.thursday(), x.sunday()),
            (d("2026-11-16"), d("2026-11-19"), d("2026-11-22"))
        );
        assert_eq!(w("2026-W01").monday(), d("2025-12-29"));
        assert_eq!(w("2020-W53").sunday(), d("2021-01-03"));
    }

    #[test]
    fn labels() {
        assert_eq!(w("2026-W47").label(), "Week 47 · 16–22 Nov 2026");
        assert_eq!(w("2026-W49").label(), "Week 49 · 30 Nov – 6 Dec 2026");
        assert_eq!(w("2026-W01").label(), "Week 1 · 29 Dec 2025 – 4 Jan 2026");
        assert_eq!(w("2026-W07").short_label(), "W07");
    }

    #[test]
    fn stepping_weeks() {
        assert_eq!(w("2020-W53").plus(1), Some(w("2021-W01")));
        assert_eq!(w("2021-W01").plus(-1), Some(w("2020-W53")));
        assert_eq!(w("2000-W01").plus(-1), None);
        assert_eq!(w("2025-W30").weeks_until(w("2026-W05")), 27);
    }

    #[test]
    fn day_numbers() {
        assert_eq!(day_number(d("1970-01-01")), 0);
        assert_eq!(day_number(d("2000-03-01")), 11_017);
        assert_eq!(date_of(11_017), d("2000-03-01"));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn parsing_never_panics(s in "\\PC{0,12}") {
            let _ = IsoWeek::parse(&s);
        }

        #[test]
        fn ids_round_trip(year in 2000u16..2200, week in 1u8..=53) {
            if let Some(x) = IsoWeek::new(year, week) {
                prop_assert_eq!(IsoWeek::parse(&x.id()), Some(x));
                prop_assert_eq!(IsoWeek::of_date(x.monday()), Some(x));
                prop_assert_eq!(IsoWeek::of_date(x.sunday()), Some(x));
                prop_assert_eq!(x.monday().day, x.plus(0).map_or(0, |y| y.monday().day));
            } else {
                prop_assert_eq!(week, 53);
            }
        }

        #[test]
        fn days_round_trip_and_weeks_follow_each_other(days in 10_957i64..80_000) {
            prop_assert_eq!(day_number(date_of(days)), days);
            let a = IsoWeek::of_date(date_of(days));
            let b = IsoWeek::of_date(date_of(days + 7));
            if let (Some(a), Some(b)) = (a, b) {
                prop_assert!(a < b);
                prop_assert_eq!(a.plus(1), Some(b));
                prop_assert!(a.id() < b.id(), "text order is time order");
                prop_assert_eq!(a.weeks_until(b), 1);
            }
        }
    }
}
