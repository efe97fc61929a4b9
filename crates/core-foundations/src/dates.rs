//! Calendar dates as the forms give them (`YYYY-MM-DD`), with the Gregorian rules written out.
//!
//! Hand-written rather than a date crate: the app needs parsing, leap years and comparisons, and the
//! wasm stays small without chrono.

/// A real calendar date. Field order makes the derived `Ord` chronological.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

pub fn is_leap_year(year: u16) -> bool {
    (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400)
}

pub fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// Parses exactly `YYYY-MM-DD` (ASCII digits, zero-padded, year 0001–9999) naming a day that exists.
///
/// Strict on purpose: the same string is stored in Firestore and compared there, so `2024-1-5` or
/// ` 2024-01-05` must not slip through as "the same" date.
pub fn parse_date(s: &str) -> Option<Date> {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let year = u16::try_from(digits(&b[0..4])?).ok()?;
    let month = u8::try_from(digits(&b[5..7])?).ok()?;
    let day = u8::try_from(digits(&b[8..10])?).ok()?;
    if year == 0 || day == 0 || day > days_in_month(year, month) {
        return None;
    }
    Some(Date { year, month, day })
}

/// Parses exactly `YYYY-MM` (a birth month as the CV stores it) with a real month: `(year, month)`.
pub fn parse_month(s: &str) -> Option<(u16, u8)> {
    let b = s.as_bytes();
    if b.len() != 7 || b[4] != b'-' {
        return None;
    }
    let year = u16::try_from(digits(&b[0..4])?).ok()?;
    let month = u8::try_from(digits(&b[5..7])?).ok()?;
    (year != 0 && (1..=12).contains(&month)).then_some((year, month))
}

/// The month (`YYYY-MM`) of a `YYYY-MM-DD` date, or `None` when it is not a real date.
pub fn month_of(date: &str) -> Option<String> {
    parse_date(date).map(|d| format!("{:04}-{:02}", d.year, d.month))
}

/// Days since 1970-01-01 of a real date (Howard Hinnant's `days_from_civil`).
pub fn day_number(d: Date) -> i64 {
    let (m, day) = (i64::from(d.month), i64::from(d.day));
    let y = i64::from(d.year) - i64::from(m <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((m + 9) % 12) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day number (the inverse of [`day_number`]), within the years a `Date` holds.
pub fn date_of(days: i64) -> Date {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    Date {
        year: u16::try_from(year.clamp(1, i64::from(u16::MAX))).unwrap_or(1),
        month: u8::try_from(month).unwrap_or(1),
        day: u8::try_from(day).unwrap_or(1),
    }
}

/// The last day of a month: the latest a person born that month can have been born.
pub fn last_day_of_month(year: u16, month: u8) -> Date {
    Date {
        year,
        month,
        day: days_in_month(year, month),
    }
}

/// A whole year as forms give it: 1–4 ASCII digits, nothing else.
pub fn parse_year(s: &str) -> Option<u16> {
    let b = s.as_bytes();
    if b.is_empty() || b.len() > 4 {
        return None;
    }
    u16::try_from(digits(b)?).ok()
}

fn digits(b: &[u8]) -> Option<u32> {
    b.iter().try_fold(0u32, |n, &c| {
        c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
    })
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn months_are_strict_and_real() {
        use super::*;
        assert_eq!(parse_month("2004-03"), Some((2004, 3)));
        for bad in [
            "2004-13",
            "2004-00",
            "2004-3",
            "04-03",
            "2004/03",
            "2004-03-01",
            "0000-01",
            "200403",
            "２００４-03",
        ] {
            assert_eq!(parse_month(bad), None, "{bad}");
        }
        assert_eq!(month_of("2004-03-31").as_deref(), Some("2004-03"));
        assert_eq!(month_of("2004-02-30"), None);
        assert_eq!(last_day_of_month(2024, 2).day, 29);
        assert_eq!(last_day_of_month(2023, 2).day, 28);
    }

    use super::*;

    #[test]
    fn leap_years_follow_the_gregorian_rule() {
        assert!(is_leap_year(2024));
        assert!(is_leap_year(2000));
        assert!(!is_leap_year(1900));
        assert!(!is_leap_year(2023));
    }

    #[test]
    fn parses_real_dates_only() {
        assert_eq!(
            parse_date("2024-02-29"),
            Some(Date {
                year: 2024,
                month: 2,
                day: 29
            })
        );
        for bad in [
            "2023-02-29",
            "1900-02-29",
            "2024-04-31",
            "2024-13-01",
            "2024-00-10",
            "2024-01-00",
            "0000-01-01",
            "2024-1-05",
            " 2024-01-05",
            "2024/01/05",
            "２０２４-01-05",
            "+024-01-05",
            "",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
    }

    #[test]
    fn years_are_one_to_four_digits() {
        assert_eq!(parse_year("2024"), Some(2024));
        assert_eq!(parse_year("7"), Some(7));
        for bad in ["", "20245", "-200", "20 4", "2e3"] {
            assert_eq!(parse_year(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
mod props {
    proptest::proptest! {
        #[test]
        fn the_month_of_a_date_parses_back_to_its_year_and_month(y in 1u16..=9999, m in 1u8..=12, d in 1u8..=31) {
            use super::*;
            let date = format!("{y:04}-{m:02}-{d:02}");
            match parse_date(&date) {
                Some(day) => {
                    let month = month_of(&date);
                    proptest::prop_assert_eq!(month.as_deref().and_then(parse_month), Some((y, m)));
                    proptest::prop_assert!(last_day_of_month(y, m) >= day);
                }
                None => proptest::prop_assert_eq!(month_of(&date), None),
            }
        }
    }

    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics_and_display_round_trips(s in any::<String>()) {
            if let Some(d) = parse_date(&s) {
                prop_assert_eq!(d.to_string(), s.clone());
            }
            let _ = parse_year(&s);
        }

        #[test]
        fn every_day_of_every_month_parses(y in 1u16..=9999, m in 1u8..=12, d in 1u8..=31) {
            let s = format!("{y:04}-{m:02}-{d:02}");
            prop_assert_eq!(parse_date(&s).is_some(), d <= days_in_month(y, m));
        }
    }
}

/// The date a `YYYY-MM-DD` text names, for tests; a typo gives the impossible year 0, so the assertion
/// using it fails rather than the helper panicking. The crates above reach it through the `fixtures` feature.
#[cfg(any(test, feature = "fixtures"))]
pub fn test_date(s: &str) -> Date {
    parse_date(s).unwrap_or(Date {
        year: 0,
        month: 0,
        day: 0,
    })
}

/// Real dates in `years` for property tests (the day clamped to the month's length): shared by the modules
/// whose rules take dates, so each does not grow its own copy.
#[cfg(any(test, feature = "fixtures"))]
pub fn any_date(
    years: std::ops::RangeInclusive<u16>,
) -> impl proptest::strategy::Strategy<Value = Date> {
    use proptest::strategy::Strategy;
    (years, 1u8..=12, 1u8..=31).prop_map(|(year, month, day)| Date {
        year,
        month,
        day: day.min(days_in_month(year, month)),
    })
}
