//! The talent map's age filter (`playerAge` in the store): what a scout types, read as a range of ages,
//! and the birth months (as comparable numbers) that range covers on a given day.
//!
//! The syntax, trimmed, case-insensitive:
//! - `19`: exactly 19;
//! - `18-21` (also `18–21` with an en dash, and spaces around the dash): 18 to 21, both included;
//! - `U17`: under 17, i.e. 16 or younger (the football meaning of an under-17 team);
//! - `30+`: 30 or older;
//! - empty: no filter.
//!
//! A leaf beside `age` (not inside `store`) because the filter's rule is about ages only, and the map's
//! table compares birth months as integers: one query turns its range into a month range once, so each
//! row costs two integer comparisons instead of an age computation.

use crate::age::age_in_birth_month;
use crate::dates::{last_day_of_month, parse_month, Date};
use crate::validation::{error, FieldError};

/// The store field the filter is typed into: errors name it, so the UI puts them under that input.
pub const AGE_FIELD: &str = "playerAge";
/// The oldest age the syntax accepts: two digits are enough for any player, and a bound keeps the month
/// arithmetic far from overflow.
pub const MAX_FILTER_AGE: u8 = 99;

/// A parsed age filter, kept in the form it was typed so it can be written back (`format`) unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgeFilter {
    Exact(u8),
    /// `min..=max`, `min <= max`.
    Range(u8, u8),
    /// Under `n` (`n >= 1`): `0..=n-1`.
    Under(u8),
    /// `n` or older.
    AtLeast(u8),
}

impl AgeFilter {
    /// The ages covered, both bounds included; `None` as the upper bound means no upper bound.
    pub fn bounds(self) -> (u8, Option<u8>) {
        match self {
            AgeFilter::Exact(n) => (n, Some(n)),
            AgeFilter::Range(a, b) => (a, Some(b)),
            AgeFilter::Under(n) => (0, Some(n.saturating_sub(1))),
            AgeFilter::AtLeast(n) => (n, None),
        }
    }

    pub fn contains(self, age: u8) -> bool {
        let (min, max) = self.bounds();
        age >= min && max.is_none_or(|m| age <= m)
    }

    /// The canonical text of the filter (`19`, `18-21`, `U17`, `30+`): what the URL carries.
    pub fn format(self) -> String {
        match self {
            AgeFilter::Exact(n) => n.to_string(),
            AgeFilter::Range(a, b) => format!("{a}-{b}"),
            AgeFilter::Under(n) => format!("U{n}"),
            AgeFilter::AtLeast(n) => format!("{n}+"),
        }
    }

    /// The birth months (see [`month_number`]) of the players the filter keeps on `today`, both included:
    /// `None` when no month can match. Ages only fall as the birth month gets later, so the months of a
    /// range of ages are one run, found by two binary searches over the months up to `today`.
    pub fn birth_months(self, today: Date) -> Option<(i32, i32)> {
        let (min, max) = self.bounds();
        let now = month_number(today.year, today.month);
        // The month's age on `today`, counted as `age::age_in_birth_month` counts it; too old for a `u8`
        // counts as older than any bound.
        let age = |n: i32| -> u16 {
            let (y, m) = month_of_number(n);
            crate::age::age_between(last_day_of_month(y, m).min(today), today)
                .map_or(u16::MAX, u16::from)
        };
        // Year 1, January: the first month the date rules know.
        let first = month_number(1, 1);
        // The first month whose age is at most `max` (ages fall as `n` grows).
        let earliest = match max {
            None => first,
            Some(max) => first + partition_point(first, now + 1, |n| age(n) > u16::from(max)),
        };
        // One past the last month whose age is at least `min`.
        let end = first + partition_point(first, now + 1, |n| age(n) >= u16::from(min));
        (earliest < end).then_some((earliest, end - 1))
    }
}

/// The number of `n` in `lo..hi` for which `pred` holds, when it holds for a prefix of the range.
fn partition_point(lo: i32, hi: i32, pred: impl Fn(i32) -> bool) -> i32 {
    let (mut a, mut b) = (lo, hi);
    while a < b {
        let mid = a + (b - a) / 2;
        if pred(mid) {
            a = mid + 1;
        } else {
            b = mid;
        }
    }
    a - lo
}

/// `(year, month)` as a count of months: later months are larger, so birth months compare as integers.
pub fn month_number(year: u16, month: u8) -> i32 {
    i32::from(year) * 12 + i32::from(month) - 1
}

fn month_of_number(n: i32) -> (u16, u8) {
    // Only called for months built by `month_number` from real dates: both fit.
    (
        u16::try_from(n.div_euclid(12)).unwrap_or(0),
        u8::try_from(n.rem_euclid(12) + 1).unwrap_or(1),
    )
}

/// A birth month (`YYYY-MM`) as its month number, or `None` when it is not a real month.
pub fn birth_month_number(birth_month: &str) -> Option<i32> {
    parse_month(birth_month).map(|(y, m)| month_number(y, m))
}

const HELP: &str = "Type an age (19), a range (18-21), U17 (16 or younger) or 30+.";

fn field_error(code: &str, message: impl Into<String>) -> FieldError {
    error(AGE_FIELD, code, message)
}

/// One age of the syntax: 1 or 2 ASCII digits.
fn age_number(s: &str) -> Option<u8> {
    let s = s.trim();
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// The filter typed into `playerAge`: `Ok(None)` for no filter (empty or blank), or a field error whose
/// message says what the field accepts.
pub fn parse_age_filter(text: &str) -> Result<Option<AgeFilter>, FieldError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let invalid = || field_error("invalid", HELP);
    let filter = if let Some(rest) = t.strip_prefix(['U', 'u']) {
        let n = age_number(rest).ok_or_else(invalid)?;
        if n == 0 {
            return Err(field_error("out-of-range", "No one is under 0: try U17."));
        }
        AgeFilter::Under(n)
    } else if let Some(rest) = t.strip_suffix('+') {
        AgeFilter::AtLeast(age_number(rest).ok_or_else(invalid)?)
    } else if let Some((a, b)) = t.split_once(['-', '–']) {
        let (a, b) = (
            age_number(a).ok_or_else(invalid)?,
            age_number(b).ok_or_else(invalid)?,
        );
        if a > b {
            return Err(field_error(
                "out-of-range",
                format!("The first age must not be above the second: {b}-{a}."),
            ));
        }
        AgeFilter::Range(a, b)
    } else {
        AgeFilter::Exact(age_number(t).ok_or_else(invalid)?)
    };
    Ok(Some(filter))
}

/// Whether a player born in `birth_month` passes `filter` on `today` (both strings as stored): the
/// reference rule, one age computation per player. A player without a (valid) birth month never passes
/// an age filter, since nothing says they are in the range; with no filter everyone passes.
pub fn birth_month_passes(
    filter: Option<AgeFilter>,
    birth_month: Option<&str>,
    today: &str,
) -> bool {
    match filter {
        None => true,
        Some(f) => birth_month
            .and_then(|m| age_in_birth_month(m, today))
            .is_some_and(|age| f.contains(age)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(t: &str) -> Option<AgeFilter> {
        parse_age_filter(t).ok().flatten()
    }

    #[test]
    fn the_four_forms_parse() {
        assert_eq!(parse("19"), Some(AgeFilter::Exact(19)));
        assert_eq!(parse("18-21"), Some(AgeFilter::Range(18, 21)));
        assert_eq!(parse(" 18 – 21 "), Some(AgeFilter::Range(18, 21)));
        assert_eq!(parse("18 -21"), Some(AgeFilter::Range(18, 21)));
        assert_eq!(parse("U17"), Some(AgeFilter::Under(17)));
        assert_eq!(parse("u17"), Some(AgeFilter::Under(17)));
        assert_eq!(parse("30+"), Some(AgeFilter::AtLeast(30)));
        assert_eq!(parse("30 +"), Some(AgeFilter::AtLeast(30)));
        assert_eq!(parse_age_filter(""), Ok(None));
        assert_eq!(parse_age_filter("   "), Ok(None));
    }

    #[test]
    fn what_each_form_covers() {
        assert_eq!(AgeFilter::Under(17).bounds(), (0, Some(16)));
        assert!(AgeFilter::Under(17).contains(16));
        assert!(!AgeFilter::Under(17).contains(17));
        assert!(AgeFilter::AtLeast(30).contains(30) && AgeFilter::AtLeast(30).contains(45));
        assert!(!AgeFilter::AtLeast(30).contains(29));
        assert!(AgeFilter::Range(18, 21).contains(18) && AgeFilter::Range(18, 21).contains(21));
        assert!(!AgeFilter::Range(18, 21).contains(22));
        assert!(AgeFilter::Exact(19).contains(19) && !AgeFilter::Exact(19).contains(20));
    }

    #[test]
    fn anything_else_is_a_field_error_that_says_what_to_type() {
        for bad in [
            "abc", "19.5", "-3", "18-", "-21", "U", "U-17", "+30", "1-2-3", "100", "18–", "２０",
            "19y",
        ] {
            let e = parse_age_filter(bad);
            assert!(
                e.as_ref().is_err_and(|e| e.field == AGE_FIELD
                    && e.code == "invalid"
                    && e.message == HELP),
                "{bad}: {e:?}"
            );
        }
        let reversed = parse_age_filter("21-18");
        assert_eq!(
            reversed.as_ref().map_err(|e| e.code.as_str()),
            Err("out-of-range")
        );
        assert!(reversed.is_err_and(|e| e.message.contains("18-21")));
        assert!(parse_age_filter("U0").is_err_and(|e| e.code == "out-of-range"));
    }

    #[test]
    fn the_canonical_text() {
        assert_eq!(parse("u17").map(AgeFilter::format).as_deref(), Some("U17"));
        assert_eq!(
            parse(" 18 – 21").map(AgeFilter::format).as_deref(),
            Some("18-21")
        );
        assert_eq!(parse("30 +").map(AgeFilter::format).as_deref(), Some("30+"));
        assert_eq!(parse("07").map(AgeFilter::format).as_deref(), Some("7"));
    }

    #[test]
    fn ages_come_from_the_birth_month_on_today() {
        // Born March 2006: 19 from 31 March 2025 (the month's last day, as the index counts it).
        let today = "2025-06-01";
        assert!(birth_month_passes(parse("19"), Some("2006-03"), today));
        assert!(!birth_month_passes(
            parse("19"),
            Some("2006-03"),
            "2025-03-30"
        ));
        assert!(birth_month_passes(parse("18-21"), Some("2004-01"), today)); // 21
        assert!(!birth_month_passes(parse("18-21"), Some("2003-05"), today)); // 22
        assert!(birth_month_passes(parse("U17"), Some("2008-07"), today)); // 16
        assert!(!birth_month_passes(
            parse("U17"),
            Some("2008-06"),
            "2025-06-30"
        )); // 17
        assert!(birth_month_passes(parse("30+"), Some("1990-01"), today));
        // No birth month, or a broken one: never in an age filter, always without one.
        assert!(!birth_month_passes(parse("30+"), None, today));
        assert!(!birth_month_passes(parse("U17"), Some("2008-13"), today));
        assert!(birth_month_passes(None, None, today));
    }

    #[test]
    fn the_month_range_of_a_filter() {
        let today = Date {
            year: 2025,
            month: 6,
            day: 1,
        };
        let months = |t: &str| parse(t).and_then(|f| f.birth_months(today));
        // 19 on 1 June 2025: born June 2005 (19 from 30 June 2024) to May 2006 (19 from 31 May 2025).
        assert_eq!(
            months("19"),
            Some((month_number(2005, 6), month_number(2006, 5)))
        );
        // U1: born this month or in the eleven before (age 0), none in the future.
        assert_eq!(
            months("U1"),
            Some((month_number(2024, 6), month_number(2025, 6)))
        );
        assert_eq!(months("0+").map(|r| r.1), Some(month_number(2025, 6)));
        assert_eq!(months("99+").map(|r| r.0), Some(month_number(1, 1)));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_filter() -> impl Strategy<Value = AgeFilter> {
        prop_oneof![
            (0..=MAX_FILTER_AGE).prop_map(AgeFilter::Exact),
            (0..=MAX_FILTER_AGE, 0..=MAX_FILTER_AGE)
                .prop_map(|(a, b)| AgeFilter::Range(a.min(b), a.max(b))),
            (1..=MAX_FILTER_AGE).prop_map(AgeFilter::Under),
            (0..=MAX_FILTER_AGE).prop_map(AgeFilter::AtLeast),
        ]
    }

    fn any_date() -> impl Strategy<Value = Date> {
        crate::dates::any_date(1900..=2100)
    }

    proptest! {
        #[test]
        fn parse_of_format_is_the_filter(f in any_filter()) {
            prop_assert_eq!(parse_age_filter(&f.format()), Ok(Some(f)));
        }

        #[test]
        fn parsing_never_panics(s in any::<String>()) {
            let _ = parse_age_filter(&s);
        }

        #[test]
        fn a_filter_contains_exactly_the_ages_of_its_bounds(f in any_filter(), age in any::<u8>()) {
            let expected = match f {
                AgeFilter::Exact(n) => age == n,
                AgeFilter::Range(a, b) => (a..=b).contains(&age),
                AgeFilter::Under(n) => age < n,
                AgeFilter::AtLeast(n) => age >= n,
            };
            prop_assert_eq!(f.contains(age), expected);
        }

        #[test]
        fn the_month_range_keeps_exactly_the_months_the_reference_keeps(
            f in any_filter(), today in any_date(), year in 1890u16..=2110, month in 1u8..=12,
        ) {
            let today_text = format!("{:04}-{:02}-{:02}", today.year, today.month, today.day);
            let birth = format!("{year:04}-{month:02}");
            let n = month_number(year, month);
            let by_range = f.birth_months(today).is_some_and(|(a, b)| (a..=b).contains(&n));
            prop_assert_eq!(by_range, birth_month_passes(Some(f), Some(&birth), &today_text));
        }
    }
}
