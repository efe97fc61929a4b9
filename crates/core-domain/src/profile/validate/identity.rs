//! Who the player is: the date of birth (the age on the day), the countries, and for a child the
//! guardian who answers for them.

use crate::contact_request::{needs_guardian, GUARDIAN_BELOW_AGE};
use crate::countries::is_country;
use skora_foundations::age::age_between;
use skora_foundations::dates::parse_date;
use skora_foundations::limits::*;
use skora_foundations::validation::{error, validate_email_at, FieldError};

pub(super) fn date_of_birth(
    raw: &str,
    today: Option<skora_foundations::dates::Date>,
) -> Result<String, FieldError> {
    const F: &str = "dateOfBirth";
    let value = raw.trim();
    if value.is_empty() {
        return Err(error(F, "required", "Please enter your date of birth."));
    }
    let birth =
        parse_date(value).ok_or_else(|| error(F, "invalid", "Please enter a real date."))?;
    let age = today
        .and_then(|today| age_between(birth, today))
        .ok_or_else(|| error(F, "future", "The date of birth cannot be in the future."))?;
    if age < MIN_AGE {
        Err(error(
            F,
            "too-young",
            "Players must be at least 8 years old.",
        ))
    } else if age > MAX_AGE {
        Err(error(F, "too-old", "Players must be at most 50 years old."))
    } else {
        Ok(value.to_string())
    }
}

/// The guardian's e-mail: the contact e-mail's rule when given, and required when the player born on
/// `date_of_birth` (a valid one, `None` otherwise) is under [`GUARDIAN_BELOW_AGE`] on `today`, because a
/// contact request to a child goes to their guardian, who must be reachable from the first day the CV
/// is public. Older players may keep one. The player's own address is accepted: a guardian who manages
/// the account often gives theirs for both.
pub(super) fn guardian_email(
    raw: &str,
    date_of_birth: Option<&str>,
    today: &str,
) -> Result<Option<String>, FieldError> {
    const F: &str = "guardianEmail";
    if !raw.trim().is_empty() {
        return validate_email_at(F, raw).map(Some);
    }
    match date_of_birth {
        Some(dob) if needs_guardian(dob, today) => Err(error(
            F,
            "required",
            format!(
                "Players under {GUARDIAN_BELOW_AGE} need a parent's or guardian's email to publish their CV."
            ),
        )),
        _ => Ok(None),
    }
}

/// A known country code, uppercased (pickers give codes; a typed `ar` is still Argentina).
pub(super) fn optional_country(field: &str, raw: &str) -> Result<Option<String>, FieldError> {
    let code = raw.trim().to_ascii_uppercase();
    if code.is_empty() {
        Ok(None)
    } else if is_country(&code) {
        Ok(Some(code))
    } else {
        Err(error(
            field,
            "invalid",
            "Please choose a country from the list.",
        ))
    }
}

pub(super) fn country(field: &str, raw: &str, what: &str) -> Result<String, FieldError> {
    optional_country(field, raw)?
        .ok_or_else(|| error(field, "required", format!("Please choose {what}.")))
}

#[cfg(test)]
mod tests {

    use super::super::tests::{errors_of, full_form, one, TODAY};
    use super::super::validate_profile_form;
    use crate::profile::form::ProfileForm;

    #[test]
    fn age_must_be_8_to_50_on_the_day() {
        let born = |dob: &str| ProfileForm {
            date_of_birth: dob.into(),
            ..full_form()
        };
        assert!(errors_of(&born("2016-06-01")).is_empty());
        assert_eq!(
            errors_of(&born("2016-06-02")),
            one("dateOfBirth", "too-young")
        );
        assert!(errors_of(&born("1973-06-02")).is_empty());
        assert_eq!(
            errors_of(&born("1973-06-01")),
            one("dateOfBirth", "too-old")
        );
        assert_eq!(errors_of(&born("2024-06-02")), one("dateOfBirth", "future"));
        assert_eq!(
            errors_of(&born("2001-02-29")),
            one("dateOfBirth", "invalid")
        );
        let errors = validate_profile_form(&full_form(), "not a date", true)
            .err()
            .unwrap_or_default();
        assert_eq!(errors[0].field, "dateOfBirth");
    }

    #[test]
    fn under_16_a_guardian_email_is_required_and_checked_like_the_contact_email() {
        let born = |dob: &str, guardian: &str| ProfileForm {
            date_of_birth: dob.into(),
            guardian_email: guardian.into(),
            ..full_form()
        };
        // 16 on 2024-06-01 (TODAY), the day of the birthday: no longer required, and one given is kept.
        assert!(errors_of(&born("2008-06-01", "")).is_empty());
        let kept =
            validate_profile_form(&born("2008-06-01", " Mum@Example.com "), TODAY, true).ok();
        assert_eq!(
            kept.and_then(|p| p.details.guardian_email).as_deref(),
            Some("mum@example.com")
        );
        // 15, the birthday tomorrow; and 8.
        assert_eq!(
            errors_of(&born("2008-06-02", "")),
            one("guardianEmail", "required")
        );
        assert_eq!(
            errors_of(&born("2016-06-01", "  ")),
            one("guardianEmail", "required")
        );
        assert!(errors_of(&born("2008-06-02", "mum@example.com")).is_empty());
        // The contact e-mail's rule, at its own field, whatever the age.
        assert_eq!(
            errors_of(&born("2008-06-02", "mum@example")),
            one("guardianEmail", "invalid")
        );
        assert_eq!(
            errors_of(&born("1990-01-01", "x,victim@example.com")),
            one("guardianEmail", "invalid")
        );
        // A guardian who manages the account may give their address for both.
        let same = ProfileForm {
            contact_email: "mum@example.com".into(),
            ..born("2010-01-01", "mum@example.com")
        };
        assert!(errors_of(&same).is_empty());
    }

    #[test]
    fn the_guardian_message_says_who_needs_it_and_why() {
        let form = ProfileForm {
            date_of_birth: "2012-03-04".into(),
            guardian_email: String::new(),
            ..full_form()
        };
        let errors = validate_profile_form(&form, TODAY, true)
            .err()
            .unwrap_or_default();
        assert_eq!(
            errors[0].message,
            "Players under 16 need a parent's or guardian's email to publish their CV."
        );
    }

    #[test]
    fn a_date_of_birth_with_its_own_error_asks_for_no_guardian() {
        for dob in ["", "2012-02-30", "2024-06-02", "2020-01-01"] {
            let form = ProfileForm {
                date_of_birth: dob.into(),
                guardian_email: String::new(),
                ..full_form()
            };
            let fields: Vec<String> = errors_of(&form).into_iter().map(|(f, _)| f).collect();
            assert_eq!(fields, ["dateOfBirth"], "{dob}");
        }
    }

    #[test]
    fn a_29_february_birthday_turns_16_on_that_day_or_on_1_march() {
        let on = |dob: &str, today: &str| {
            let form = ProfileForm {
                date_of_birth: dob.into(),
                guardian_email: String::new(),
                ..full_form()
            };
            validate_profile_form(&form, today, true)
                .err()
                .unwrap_or_default()
                .into_iter()
                .map(|e| (e.field, e.code))
                .collect::<Vec<_>>()
        };
        // 2008 + 16 = 2024, a leap year.
        assert_eq!(
            on("2008-02-29", "2024-02-28"),
            one("guardianEmail", "required")
        );
        assert!(on("2008-02-29", "2024-02-29").is_empty());
        // Counted like the age: in a year without 29 February (2100), the birthday is 1 March.
        assert_eq!(
            on("2084-02-29", "2100-02-28"),
            one("guardianEmail", "required")
        );
        assert!(on("2084-02-29", "2100-03-01").is_empty());
    }

    #[test]
    fn countries_are_known_codes_and_second_differs() {
        let form = ProfileForm {
            nationality: "XX".into(),
            ..full_form()
        };
        assert_eq!(errors_of(&form), one("nationality", "invalid"));
        let form = ProfileForm {
            second_nationality: "ar".into(),
            ..full_form()
        };
        assert_eq!(
            errors_of(&form),
            one("secondNationality", "same-as-nationality")
        );
    }
}
