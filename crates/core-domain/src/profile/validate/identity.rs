//! Who the player is: the date of birth (the age on the day) and the countries.

use crate::countries::is_country;
use skora_foundations::age::age_between;
use skora_foundations::dates::parse_date;
use skora_foundations::limits::*;
use skora_foundations::validation::{error, FieldError};

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

    use super::super::tests::{errors_of, full_form, one};
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
