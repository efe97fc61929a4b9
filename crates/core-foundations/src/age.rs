//! A player's age in whole years on a given day, and whether that makes them a child.

use crate::dates::{is_leap_year, last_day_of_month, parse_date, parse_month, Date};

/// Players younger than this are children, with every protection SKORA gives one: a guardian answers the requests
/// to contact them, the index places them by their country alone, and their CV's link preview names no town or
/// club and keeps the page out of search engines. One age for all of them, so no protection ends before another.
pub const CHILD_BELOW_AGE: u8 = 16;

/// Whether a player of `age` is protected as a child: under [`CHILD_BELOW_AGE`], or of an age nobody can tell
/// (the protective default).
pub fn is_child(age: Option<u8>) -> bool {
    age.is_none_or(|age| age < CHILD_BELOW_AGE)
}

/// The age on `today` (both `YYYY-MM-DD`), or `None` when either is not a real date, `today` is before
/// the birth, or the age does not fit a `u8`.
///
/// Someone born on 29 February has their birthday on 1 March in non-leap years (the common legal
/// reading), so they turn one year older on 1 March, not on 28 February.
pub fn age_on(date_of_birth: &str, today: &str) -> Option<u8> {
    age_between(parse_date(date_of_birth)?, parse_date(today)?)
}

/// The age on `today` of someone born in `birth_month` (`YYYY-MM`, what a public CV holds), or `None`
/// for an invalid month or date, or a month after `today`.
///
/// Counted from the month's last day, the latest possible birthday: the age shown is never higher than
/// the real one (during the birth month it may be one lower), as the player index counts it.
pub fn age_in_birth_month(birth_month: &str, today: &str) -> Option<u8> {
    let (year, month) = parse_month(birth_month)?;
    let today = parse_date(today)?;
    if (year, month) > (today.year, today.month) {
        return None;
    }
    age_between(last_day_of_month(year, month).min(today), today)
}

pub fn age_between(birth: Date, today: Date) -> Option<u8> {
    if today < birth {
        return None;
    }
    let birthday = if birth.month == 2 && birth.day == 29 && !is_leap_year(today.year) {
        (3, 1)
    } else {
        (birth.month, birth.day)
    };
    let had_birthday = (today.month, today.day) >= birthday;
    let years = today.year - birth.year - u16::from(!had_birthday);
    u8::try_from(years).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn under_16_or_of_unknown_age_is_a_child() {
        assert!(is_child(None));
        assert!(is_child(Some(0)));
        assert!(is_child(Some(15)));
        assert!(!is_child(Some(16)));
        assert!(!is_child(Some(40)));
        // A public CV's birth month counts from its last day: in the month of the 16th birthday, still a child.
        assert!(is_child(age_in_birth_month("2010-11", "2026-11-01")));
        assert!(is_child(age_in_birth_month("2010-11", "2026-11-29")));
        assert!(!is_child(age_in_birth_month("2010-11", "2026-11-30")));
        assert!(!is_child(age_in_birth_month("2010-10", "2026-11-01")));
    }

    #[test]
    fn counts_whole_years() {
        assert_eq!(age_on("1987-06-24", "2024-06-23"), Some(36));
        assert_eq!(age_on("1987-06-24", "2024-06-24"), Some(37));
        assert_eq!(age_on("2024-05-01", "2024-05-01"), Some(0));
        assert_eq!(age_on("2023-12-31", "2024-01-01"), Some(0));
    }

    #[test]
    fn the_age_from_a_birth_month_counts_from_its_last_day() {
        assert_eq!(age_in_birth_month("2004-03", "2024-03-30"), Some(19));
        assert_eq!(age_in_birth_month("2004-03", "2024-03-31"), Some(20));
        assert_eq!(age_in_birth_month("2004-02", "2024-02-29"), Some(20));
        assert_eq!(age_in_birth_month("2024-05", "2024-05-02"), Some(0));
        assert_eq!(age_in_birth_month("2024-06", "2024-05-31"), None);
        assert_eq!(age_in_birth_month("2004-13", "2024-05-31"), None);
        assert_eq!(age_in_birth_month("2004-03-01", "2024-05-31"), None);
    }

    #[test]
    fn leap_day_birthdays_fall_on_1_march_in_common_years() {
        assert_eq!(age_on("2008-02-29", "2023-02-28"), Some(14));
        assert_eq!(age_on("2008-02-29", "2023-03-01"), Some(15));
        assert_eq!(age_on("2008-02-29", "2024-02-28"), Some(15));
        assert_eq!(age_on("2008-02-29", "2024-02-29"), Some(16));
    }

    #[test]
    fn invalid_dates_and_future_births_have_no_age() {
        assert_eq!(age_on("2023-02-29", "2024-01-01"), None);
        assert_eq!(age_on("1990-01-01", "2024-13-01"), None);
        assert_eq!(age_on("2025-01-01", "2024-12-31"), None);
        assert_eq!(age_on("", ""), None);
        assert_eq!(age_on("0001-01-01", "9999-12-31"), None);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn date() -> impl Strategy<Value = Date> {
        crate::dates::any_date(1..=9999)
    }

    proptest! {
        #[test]
        fn never_panics(a in any::<String>(), b in any::<String>()) {
            let _ = age_on(&a, &b);
        }

        #[test]
        fn the_month_age_is_never_above_the_exact_age(birth in date(), today in date()) {
            let month = format!("{:04}-{:02}", birth.year, birth.month);
            let day = format!("{:04}-{:02}-{:02}", today.year, today.month, today.day);
            if let Some(exact) = age_between(birth, today) {
                let shown = age_in_birth_month(&month, &day);
                // Widened: an age of 255 (years far apart) must not overflow the check itself.
                prop_assert!(shown.is_some_and(|a| a <= exact && u16::from(a) + 1 >= u16::from(exact)), "{shown:?} vs {exact}");
            }
        }

        #[test]
        fn age_is_monotonic_in_today(birth in date(), a in date(), b in date()) {
            let (early, late) = if a <= b { (a, b) } else { (b, a) };
            if let (Some(x), Some(y)) = (age_between(birth, early), age_between(birth, late)) {
                prop_assert!(x <= y);
            }
        }

        #[test]
        fn age_is_the_year_difference_or_one_less(birth in date(), today in date()) {
            if let Some(age) = age_between(birth, today) {
                let diff = today.year - birth.year;
                prop_assert!(u16::from(age) == diff || u16::from(age) + 1 == diff);
            } else {
                prop_assert!(today < birth || today.year - birth.year > 255);
            }
        }

        #[test]
        fn the_birthday_itself_adds_a_year(birth in date(), years in 0u16..=200) {
            let year = birth.year + years;
            prop_assume!(year <= 9999);
            let leap_day = birth.month == 2 && birth.day == 29;
            let day = if leap_day && !is_leap_year(year) {
                Date { year, month: 3, day: 1 }
            } else {
                Date { year, ..birth }
            };
            prop_assert_eq!(age_between(birth, day).map(u16::from), Some(years));
        }
    }
}
