//! The CV editor's rule: form values in, the typed document or every field's problem out. Each field's
//! rule lives in a submodule named by what it checks: `free_text`, the player's `identity` (date of birth,
//! countries, a child's guardian), the `choices` of the pickers (positions among them), the `measures`
//! (location, height, weight) and the `lists` (career, honours, languages, links).

mod choices;
mod free_text;
mod identity;
mod lists;
mod measures;
#[cfg(test)]
mod props;

use self::choices::{choice, main_position, optional_choice, secondary_positions};
use self::free_text::{bio, optional_text, text};
use self::identity::{country, date_of_birth, guardian_email, optional_country};
use self::lists::{career_entry, honour, languages, link, rows};
use self::measures::{location, optional_number};
use super::form::ProfileForm;
use super::model::{Availability, Foot, PlayerDetails, PlayerProfile, PlayerType, Visibility};
use super::split::{split_profile, ProfileDocuments};
use skora_foundations::dates::parse_date;
use skora_foundations::limits::*;
use skora_foundations::validation::{error, validate_email_at, Errors, FieldError};

/// The two documents for `form` (the CV and the private details, split by `split_profile`), or every
/// problem, each at its react-hook-form path (`career.2.from`).
///
/// `today` (`YYYY-MM-DD`, the caller's clock) fixes the age and the latest career year; `has_photo` is
/// copied into the CV, because the picture is uploaded separately.
pub fn validate_profile_form(
    form: &ProfileForm,
    today: &str,
    has_photo: bool,
) -> Result<ProfileDocuments, Vec<FieldError>> {
    let mut e = Errors::default();
    let today_text = today;
    let today = parse_date(today);
    // Without a valid `today` the date of birth fails below, so the upper bound here never lets it through.
    let this_year = today.map_or(u16::MAX, |d| d.year);

    let first_name = e.take(text(
        "firstName",
        &form.first_name,
        NAME_MAX_CHARS,
        "your first name",
    ));
    let last_name = e.take(text(
        "lastName",
        &form.last_name,
        NAME_MAX_CHARS,
        "your last name",
    ));
    let date_of_birth = date_of_birth(&form.date_of_birth, today);
    // Whether a guardian's e-mail is required is asked of a valid date only: a missing or wrong one has its
    // own error, and a second one at another field would not say what to fix.
    let valid_date_of_birth = date_of_birth.as_ref().ok().cloned();
    let date_of_birth = e.take(date_of_birth);
    let nationality = e.take(country(
        "nationality",
        &form.nationality,
        "your nationality",
    ));
    let second_nationality = e
        .take(optional_country(
            "secondNationality",
            &form.second_nationality,
        ))
        .filter(|second| {
            let same = *second == nationality;
            if same {
                e.push(error(
                    "secondNationality",
                    "same-as-nationality",
                    "Choose a country different from your nationality.",
                ));
            }
            !same
        });
    let country_of_residence = e.take(country(
        "countryOfResidence",
        &form.country_of_residence,
        "the country you live in",
    ));
    let city = e.take(text("city", &form.city, CITY_MAX_CHARS, "your city"));
    let location = location(&mut e, &form.latitude, &form.longitude);
    let player_type = choice(
        &mut e,
        "playerType",
        &form.player_type,
        PlayerType::parse,
        "Please choose outfield player or goalkeeper.",
    );
    let main_position = main_position(&mut e, &form.main_position, player_type);
    let secondary_positions = e.take(secondary_positions(
        &form.secondary_positions,
        main_position,
    ));
    let preferred_foot = optional_choice(
        &mut e,
        "preferredFoot",
        &form.preferred_foot,
        Foot::parse,
        "Please choose left, right or both.",
    );
    let height_cm = e.take(optional_number(
        "heightCm",
        &form.height_cm,
        HEIGHT_CM_MIN..=HEIGHT_CM_MAX,
        "Enter your height in whole centimetres.",
        "Enter a height between 140 and 220 cm.",
    ));
    let weight_kg = e.take(optional_number(
        "weightKg",
        &form.weight_kg,
        WEIGHT_KG_MIN..=WEIGHT_KG_MAX,
        "Enter your weight in whole kilograms.",
        "Enter a weight between 35 and 130 kg.",
    ));
    let current_club = e.take(optional_text(
        "currentClub",
        &form.current_club,
        CLUB_MAX_CHARS,
    ));
    let availability = choice(
        &mut e,
        "availability",
        &form.availability,
        Availability::parse,
        "Please choose your availability.",
    );
    let career = rows(
        &mut e,
        "career",
        &form.career,
        CAREER_MAX_ENTRIES,
        "clubs",
        |e, i, row| career_entry(e, i, row, this_year),
    );
    let honours = rows(
        &mut e,
        "honours",
        &form.honours,
        HONOURS_MAX_ENTRIES,
        "honours",
        honour,
    );
    let languages = languages(&mut e, &form.languages);
    let bio = e.take(bio(&form.bio));
    let links = rows(
        &mut e,
        "links",
        &form.links,
        LINKS_MAX_ENTRIES,
        "links",
        link,
    );
    let contact_email = if form.contact_email.trim().is_empty() {
        None
    } else {
        Some(e.take(validate_email_at("contactEmail", &form.contact_email)))
    };
    let guardian_email = e.take(guardian_email(
        &form.guardian_email,
        valid_date_of_birth.as_deref(),
        today_text,
    ));
    let visibility = choice(
        &mut e,
        "visibility",
        &form.visibility,
        Visibility::parse,
        "Please choose who can see your CV.",
    );

    let (Some(player_type), Some(main_position), Some(availability), Some(visibility)) =
        (player_type, main_position, availability, visibility)
    else {
        // Each `None` above has recorded its error.
        return Err(e.finish(()).err().unwrap_or_default());
    };
    let details = PlayerDetails {
        date_of_birth,
        location,
        contact_email,
        show_contact_email: form.show_contact_email,
        guardian_email,
    };
    let cv = PlayerProfile {
        first_name,
        last_name,
        // Both set from `details` by the split.
        birth_month: String::new(),
        nationality,
        second_nationality,
        country_of_residence,
        city,
        player_type,
        main_position,
        secondary_positions,
        preferred_foot,
        height_cm,
        weight_kg,
        current_club,
        availability,
        career,
        honours,
        languages,
        bio,
        links,
        contact_email: None,
        visibility,
        has_photo,
    };
    e.finish(split_profile(cv, details))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::model::fixtures::{full_details, full_profile};
    use crate::profile::split::edit_form;
    use serde_json::json;

    pub(crate) const TODAY: &str = "2024-06-01";

    pub(crate) fn full_form() -> ProfileForm {
        edit_form(
            serde_json::to_value(full_profile()).ok().as_ref(),
            serde_json::to_value(full_details()).ok().as_ref(),
        )
    }

    pub(crate) fn errors_of(form: &ProfileForm) -> Vec<(String, String)> {
        validate_profile_form(form, TODAY, true)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.field, e.code))
            .collect()
    }

    pub(crate) fn one(field: &str, code: &str) -> Vec<(String, String)> {
        vec![(field.to_string(), code.to_string())]
    }

    #[test]
    fn the_form_of_a_valid_document_gives_the_document_back() {
        assert_eq!(
            validate_profile_form(&full_form(), TODAY, true),
            Ok(ProfileDocuments {
                cv: full_profile(),
                details: full_details()
            })
        );
    }

    #[test]
    fn the_empty_form_reports_every_required_field() {
        let fields: Vec<String> = errors_of(&ProfileForm::default())
            .into_iter()
            .map(|(f, _)| f)
            .collect();
        assert_eq!(
            fields,
            [
                "firstName",
                "lastName",
                "dateOfBirth",
                "nationality",
                "countryOfResidence",
                "city",
                "playerType",
                "mainPosition",
                "availability",
                "visibility"
            ]
        );
    }

    #[test]
    fn optional_keys_are_absent_when_not_given() {
        let form = ProfileForm {
            second_nationality: String::new(),
            latitude: " ".into(),
            longitude: String::new(),
            preferred_foot: String::new(),
            height_cm: String::new(),
            weight_kg: String::new(),
            current_club: "  ".into(),
            contact_email: String::new(),
            guardian_email: " ".into(),
            ..full_form()
        };
        let docs = validate_profile_form(&form, TODAY, false).ok();
        let doc = docs
            .as_ref()
            .and_then(|p| serde_json::to_value(&p.cv).ok())
            .unwrap_or_default();
        for key in crate::profile::model::OPTIONAL_PLAYER_KEYS {
            assert!(doc.get(key).is_none(), "{key}");
        }
        let details = docs
            .and_then(|p| serde_json::to_value(p.details).ok())
            .unwrap_or_default();
        for key in crate::profile::model::OPTIONAL_DETAILS_KEYS {
            assert!(details.get(key).is_none(), "{key}");
        }
        assert_eq!(doc["hasPhoto"], json!(false));
        assert_eq!(doc["career"][1]["to"], json!(null));
    }

    #[test]
    fn messages_are_short_and_human() {
        let errors = validate_profile_form(&ProfileForm::default(), TODAY, false)
            .err()
            .unwrap_or_default();
        assert_eq!(errors[0].message, "Please enter your first name.");
        assert_eq!(errors[2].message, "Please enter your date of birth.");
        let mut form = full_form();
        form.career[0].from = "1900".into();
        let errors = validate_profile_form(&form, TODAY, false)
            .err()
            .unwrap_or_default();
        assert_eq!(errors[0].message, "Enter a year between 1950 and 2024.");
    }

    #[test]
    fn contact_email_uses_the_email_rule_on_its_own_field() {
        let form = ProfileForm {
            contact_email: "nope".into(),
            ..full_form()
        };
        assert_eq!(errors_of(&form), one("contactEmail", "invalid"));
        let form = ProfileForm {
            contact_email: " Leo@Example.com ".into(),
            ..full_form()
        };
        let ok = validate_profile_form(&form, TODAY, true).ok();
        assert_eq!(
            ok.and_then(|p| p.details.contact_email).as_deref(),
            Some("leo@example.com")
        );
    }
}
