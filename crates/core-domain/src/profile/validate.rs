//! The CV editor's rule: form values in, the typed document or every field's problem out.

use super::form::{CareerForm, HonourForm, LanguageForm, LinkForm, ProfileForm};
use super::model::{
    Availability, CareerEntry, Foot, Honour, Link, PlayerDetails, PlayerProfile, PlayerType,
    Visibility,
};
use super::split::{split_profile, ProfileDocuments};
use crate::countries::is_country;
use crate::links::safe_external_url;
use crate::positions::Position;
use skora_foundations::age::age_between;
use skora_foundations::dates::{parse_date, parse_year};
use skora_foundations::geo::LatLng;
use skora_foundations::limits::*;
use skora_foundations::text::{is_bidi_override, BIDI_OVERRIDE_MESSAGE};
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
    let date_of_birth = e.take(date_of_birth(&form.date_of_birth, today));
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

fn too_long(field: &str, max: usize) -> FieldError {
    error(field, "too-long", format!("Use at most {max} characters."))
}

/// A trimmed single-line text of 1..=max chars.
fn text(field: &str, raw: &str, max: usize, what: &str) -> Result<String, FieldError> {
    let value = raw.trim();
    if value.is_empty() {
        return Err(error(field, "required", format!("Please enter {what}.")));
    }
    single_line(field, value, max).map(str::to_string)
}

fn optional_text(field: &str, raw: &str, max: usize) -> Result<Option<String>, FieldError> {
    let value = raw.trim();
    if value.is_empty() {
        return Ok(None);
    }
    single_line(field, value, max).map(|v| Some(v.to_string()))
}

fn single_line<'a>(field: &str, value: &'a str, max: usize) -> Result<&'a str, FieldError> {
    if value.chars().count() > max {
        Err(too_long(field, max))
    } else if value.chars().any(char::is_control) {
        Err(error(field, "invalid", "Please keep this on one line."))
    } else {
        no_bidi_override(field, value).map(|()| value)
    }
}

/// Free text others see holds no bidi override (`text::is_bidi_override`; the rules refuse the same): one
/// would reverse the site's own text after it.
fn no_bidi_override(field: &str, value: &str) -> Result<(), FieldError> {
    if value.chars().any(is_bidi_override) {
        Err(error(field, "direction-characters", BIDI_OVERRIDE_MESSAGE))
    } else {
        Ok(())
    }
}

fn bio(raw: &str) -> Result<String, FieldError> {
    let value = raw.trim();
    if value.chars().count() > BIO_MAX_CHARS {
        return Err(too_long("bio", BIO_MAX_CHARS));
    }
    if value
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        return Err(error(
            "bio",
            "invalid",
            "Please remove the special characters.",
        ));
    }
    no_bidi_override("bio", value)?;
    Ok(value.to_string())
}

fn date_of_birth(
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
fn optional_country(field: &str, raw: &str) -> Result<Option<String>, FieldError> {
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

fn country(field: &str, raw: &str, what: &str) -> Result<String, FieldError> {
    optional_country(field, raw)?
        .ok_or_else(|| error(field, "required", format!("Please choose {what}.")))
}

fn optional_choice<T>(
    e: &mut Errors,
    field: &str,
    raw: &str,
    parse: fn(&str) -> Option<T>,
    message: &str,
) -> Option<T> {
    let value = raw.trim();
    if value.is_empty() {
        return None;
    }
    let parsed = parse(value);
    if parsed.is_none() {
        e.push(error(field, "invalid", message));
    }
    parsed
}

fn choice<T>(
    e: &mut Errors,
    field: &str,
    raw: &str,
    parse: fn(&str) -> Option<T>,
    message: &str,
) -> Option<T> {
    if raw.trim().is_empty() {
        e.push(error(field, "required", message));
        return None;
    }
    optional_choice(e, field, raw, parse, message)
}

fn main_position(e: &mut Errors, raw: &str, player_type: Option<PlayerType>) -> Option<Position> {
    const F: &str = "mainPosition";
    let position = choice(
        e,
        F,
        raw,
        Position::from_code,
        "Please choose your main position.",
    )?;
    match (player_type, position) {
        (Some(PlayerType::Goalkeeper), p) if p != Position::Gk => {
            e.push(error(
                F,
                "goalkeeper-position",
                "A goalkeeper's main position is Goalkeeper (GK).",
            ));
        }
        (Some(PlayerType::Outfield), Position::Gk) => {
            e.push(error(
                F,
                "outfield-position",
                "Choose an outfield position, or make your player type goalkeeper.",
            ));
        }
        _ => {}
    }
    Some(position)
}

fn secondary_positions(
    raw: &[String],
    main: Option<Position>,
) -> Result<Vec<Position>, FieldError> {
    const F: &str = "secondaryPositions";
    let mut positions = Vec::new();
    for code in raw.iter().map(|c| c.trim()).filter(|c| !c.is_empty()) {
        let p = Position::from_code(code)
            .ok_or_else(|| error(F, "invalid", "Please choose positions from the list."))?;
        if Some(p) == main {
            return Err(error(
                F,
                "same-as-main",
                "Your main position cannot also be a secondary one.",
            ));
        }
        if positions.contains(&p) {
            return Err(error(F, "duplicate", "Each position can be chosen once."));
        }
        positions.push(p);
    }
    if positions.len() > SECONDARY_POSITIONS_MAX {
        return Err(error(
            F,
            "too-many",
            format!("Choose at most {SECONDARY_POSITIONS_MAX} secondary positions."),
        ));
    }
    Ok(positions)
}

/// Both coordinates or neither; each a finite number in range. `-0` is stored as `0`.
fn location(e: &mut Errors, lat: &str, lng: &str) -> Option<LatLng> {
    let (lat, lng) = (lat.trim(), lng.trim());
    if lat.is_empty() && lng.is_empty() {
        return None;
    }
    let coordinate = |field: &str, raw: &str, max: f64, name: &str| {
        if raw.is_empty() {
            return Err(error(
                field,
                "required",
                "Enter both latitude and longitude, or neither.",
            ));
        }
        let v: f64 = raw
            .parse()
            .ok()
            .filter(|v: &f64| v.is_finite())
            .ok_or_else(|| error(field, "invalid", "Enter a number, like 40.42."))?;
        if v.abs() > max {
            return Err(error(
                field,
                "out-of-range",
                format!("{name} is between -{max} and {max}."),
            ));
        }
        Ok(v + 0.0)
    };
    let lat = coordinate("latitude", lat, MAX_LATITUDE, "Latitude");
    let lng = coordinate("longitude", lng, MAX_LONGITUDE, "Longitude");
    match (lat, lng) {
        (Ok(lat), Ok(lng)) => Some(LatLng { lat, lng }),
        (lat, lng) => {
            for r in [lat, lng] {
                if let Err(err) = r {
                    e.push(err);
                }
            }
            None
        }
    }
}

/// A whole number typed in a text input: ASCII digits only.
fn whole_number(raw: &str) -> Option<u32> {
    (!raw.is_empty() && raw.len() <= 9 && raw.bytes().all(|b| b.is_ascii_digit()))
        .then(|| raw.parse().ok())
        .flatten()
}

fn optional_number(
    field: &str,
    raw: &str,
    range: std::ops::RangeInclusive<u16>,
    invalid: &str,
    out_of_range: &str,
) -> Result<Option<u16>, FieldError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let n = whole_number(raw).ok_or_else(|| error(field, "invalid", invalid))?;
    u16::try_from(n)
        .ok()
        .filter(|n| range.contains(n))
        .map(Some)
        .ok_or_else(|| error(field, "out-of-range", out_of_range))
}

/// Validates each row (errors at `list.i.key`) and the row count (error at `list`).
fn rows<R, T>(
    e: &mut Errors,
    field: &str,
    rows: &[R],
    max: usize,
    what: &str,
    mut row: impl FnMut(&mut Errors, usize, &R) -> Option<T>,
) -> Vec<T> {
    if rows.len() > max {
        e.push(error(
            field,
            "too-many",
            format!("Add at most {max} {what}."),
        ));
    }
    rows.iter()
        .enumerate()
        .filter_map(|(i, r)| row(e, i, r))
        .collect()
}

fn career_entry(e: &mut Errors, i: usize, row: &CareerForm, this_year: u16) -> Option<CareerEntry> {
    let at = |key: &str| format!("career.{i}.{key}");
    let club = e.take(text(&at("club"), &row.club, CLUB_MAX_CHARS, "the club"));
    let league = e.take(optional_text(&at("league"), &row.league, LEAGUE_MAX_CHARS));
    let year = |key: &str, raw: &str| -> Result<Option<u16>, FieldError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Ok(None);
        }
        let y = parse_year(raw)
            .ok_or_else(|| error(&at(key), "invalid", "Enter a year, like 2019."))?;
        if y < CAREER_FIRST_YEAR || y > this_year {
            return Err(error(
                &at(key),
                "out-of-range",
                format!("Enter a year between {CAREER_FIRST_YEAR} and {this_year}."),
            ));
        }
        Ok(Some(y))
    };
    let from = e.take(year("from", &row.from));
    if from.is_none() && row.from.trim().is_empty() {
        e.push(error(&at("from"), "required", "Enter the year you joined."));
    }
    let to = e.take(year("to", &row.to));
    if let (Some(from), Some(to)) = (from, to) {
        if to < from {
            e.push(error(
                &at("to"),
                "before-from",
                "The end year cannot be before the start year.",
            ));
        }
    }
    let count = |key: &str, raw: &str, max: u16| -> Result<u16, FieldError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Ok(0);
        }
        let out = || {
            error(
                &at(key),
                "out-of-range",
                format!("Enter a number between 0 and {max}."),
            )
        };
        let n =
            whole_number(raw).ok_or_else(|| error(&at(key), "invalid", "Enter a whole number."))?;
        u16::try_from(n).ok().filter(|n| *n <= max).ok_or_else(out)
    };
    let appearances = e.take(count("appearances", &row.appearances, APPEARANCES_MAX));
    let goals = e.take(count("goals", &row.goals, GOALS_MAX));
    Some(CareerEntry {
        club,
        league: league.unwrap_or_default(),
        from: from?,
        to,
        appearances,
        goals,
    })
}

/// `2024`, `2023/24`, `2023/2024`, `2023-24` or `2023-2024`.
fn is_season(s: &str) -> bool {
    let digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    match s.split_once(['/', '-']) {
        None => s.len() == 4 && digits(s),
        Some((a, b)) => a.len() == 4 && digits(a) && (b.len() == 2 || b.len() == 4) && digits(b),
    }
}

fn honour(e: &mut Errors, i: usize, row: &HonourForm) -> Option<Honour> {
    let title = e.take(text(
        &format!("honours.{i}.title"),
        &row.title,
        HONOUR_TITLE_MAX_CHARS,
        "the honour",
    ));
    let season = row.season.trim();
    let field = format!("honours.{i}.season");
    if season.is_empty() {
        e.push(error(
            &field,
            "required",
            "Enter the season, like 2023/24 or 2024.",
        ));
    } else if !is_season(season) {
        e.push(error(
            &field,
            "invalid",
            "Enter the season like 2023/24 or 2024.",
        ));
    }
    Some(Honour {
        title,
        season: season.to_string(),
    })
}

fn languages(e: &mut Errors, rows: &[LanguageForm]) -> Vec<String> {
    if rows.len() > LANGUAGES_MAX_ENTRIES {
        e.push(error(
            "languages",
            "too-many",
            format!("Add at most {LANGUAGES_MAX_ENTRIES} languages."),
        ));
    }
    let mut seen: Vec<String> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let field = format!("languages.{i}.name");
        let name = row.name.trim();
        let len = name.chars().count();
        let problem = if name.is_empty() {
            Some(error(
                &field,
                "required",
                "Enter a language or remove this row.",
            ))
        } else if len < LANGUAGE_MIN_CHARS {
            Some(error(&field, "too-short", "Use at least 2 characters."))
        } else if len > LANGUAGE_MAX_CHARS {
            Some(too_long(&field, LANGUAGE_MAX_CHARS))
        } else if name.chars().any(char::is_control) {
            Some(error(&field, "invalid", "Please keep this on one line."))
        } else if let Err(e) = no_bidi_override(&field, name) {
            Some(e)
        } else if seen.iter().any(|s| s.to_lowercase() == name.to_lowercase()) {
            Some(error(
                &field,
                "duplicate",
                "This language is already listed.",
            ))
        } else {
            None
        };
        match problem {
            Some(p) => e.push(p),
            None => seen.push(name.to_string()),
        }
    }
    seen
}

fn link(e: &mut Errors, i: usize, row: &LinkForm) -> Option<Link> {
    let label = e.take(text(
        &format!("links.{i}.label"),
        &row.label,
        LINK_LABEL_MAX_CHARS,
        "a label, like Instagram",
    ));
    let field = format!("links.{i}.url");
    let url = if row.url.trim().is_empty() {
        e.push(error(&field, "required", "Please enter the web address."));
        String::new()
    } else if row.url.trim().chars().count() > URL_MAX_CHARS {
        e.push(too_long(&field, URL_MAX_CHARS));
        String::new()
    } else if let Err(err) = no_bidi_override(&field, &row.url) {
        e.push(err);
        String::new()
    } else {
        safe_external_url(&row.url).unwrap_or_else(|| {
            e.push(error(
                &field,
                "invalid",
                "Enter a full web address starting with https://.",
            ));
            String::new()
        })
    };
    Some(Link { label, url })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::model::fixtures::{full_details, full_profile};
    use crate::profile::split::edit_form;
    use serde_json::json;

    const TODAY: &str = "2024-06-01";

    fn full_form() -> ProfileForm {
        edit_form(
            serde_json::to_value(full_profile()).ok().as_ref(),
            serde_json::to_value(full_details()).ok().as_ref(),
        )
    }

    fn errors_of(form: &ProfileForm) -> Vec<(String, String)> {
        validate_profile_form(form, TODAY, true)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.field, e.code))
            .collect()
    }

    fn one(field: &str, code: &str) -> Vec<(String, String)> {
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

    /// Every free-text field others see, as a setter of the form and the field it reports at.
    type Setter = fn(&mut ProfileForm, String);
    const FREE_TEXT: [(&str, Setter); 11] = [
        ("firstName", |f, s| f.first_name = s),
        ("lastName", |f, s| f.last_name = s),
        ("city", |f, s| f.city = s),
        ("currentClub", |f, s| f.current_club = s),
        ("bio", |f, s| f.bio = s),
        ("career.0.club", |f, s| f.career[0].club = s),
        ("career.0.league", |f, s| f.career[0].league = s),
        ("honours.0.title", |f, s| f.honours[0].title = s),
        ("languages.0.name", |f, s| f.languages[0].name = s),
        ("links.0.label", |f, s| f.links[0].label = s),
        ("links.0.url", |f, s| f.links[0].url = s),
    ];

    #[test]
    fn a_bidi_override_in_free_text_is_refused_at_its_field() {
        for c in skora_foundations::text::BIDI_OVERRIDES {
            for (field, set) in FREE_TEXT {
                let mut form = full_form();
                let text = if field == "links.0.url" {
                    format!("https://example.com/{c}x")
                } else {
                    format!("Ana{c} Silva")
                };
                set(&mut form, text);
                assert_eq!(
                    errors_of(&form),
                    one(field, "direction-characters"),
                    "{field} {c:?}"
                );
            }
        }
        let mut form = full_form();
        form.first_name = "\u{202E}Ana".into();
        let message = validate_profile_form(&form, TODAY, true)
            .err()
            .and_then(|e| e.into_iter().next())
            .map(|e| e.message);
        assert_eq!(
            message.as_deref(),
            Some(skora_foundations::text::BIDI_OVERRIDE_MESSAGE)
        );
        // The implicit marks are no overrides: right-to-left writers type them, the rules keep them too.
        for (field, set) in FREE_TEXT.into_iter().filter(|(f, _)| *f != "links.0.url") {
            let mut form = full_form();
            set(&mut form, "Ana\u{200F} Silva\u{200E}".into());
            assert_eq!(errors_of(&form), vec![], "{field}");
        }
    }

    proptest::proptest! {
        #[test]
        fn free_text_with_a_bidi_override_is_refused_at_its_field(
            at in 0..FREE_TEXT.len(),
            before in "[a-z]{1,8}",
            c in proptest::sample::select(skora_foundations::text::BIDI_OVERRIDES.to_vec()),
            after in "[a-z]{1,8}",
        ) {
            let (field, set) = FREE_TEXT[at];
            let mut form = full_form();
            let text = if field == "links.0.url" { format!("https://{before}.com/{c}{after}") } else { format!("{before}{c}{after}") };
            set(&mut form, text);
            proptest::prop_assert_eq!(errors_of(&form), one(field, "direction-characters"));
        }
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
    fn nested_rows_are_reported_at_their_paths() {
        let mut form = full_form();
        form.career.push(CareerForm {
            club: String::new(),
            from: "1949".into(),
            to: "2030".into(),
            appearances: "2001".into(),
            goals: "x".into(),
            ..CareerForm::default()
        });
        form.career[0].to = "2003".into();
        form.links[0].url = "javascript:alert(1)".into();
        form.honours.push(HonourForm {
            title: "Cup".into(),
            season: "23/24".into(),
        });
        form.languages.push(LanguageForm {
            name: "spanish".into(),
        });
        assert_eq!(
            errors_of(&form),
            [
                ("career.0.to", "before-from"),
                ("career.2.club", "required"),
                ("career.2.from", "out-of-range"),
                ("career.2.to", "out-of-range"),
                ("career.2.appearances", "out-of-range"),
                ("career.2.goals", "invalid"),
                ("honours.1.season", "invalid"),
                ("languages.2.name", "duplicate"),
                ("links.0.url", "invalid"),
            ]
            .map(|(f, c)| (f.to_string(), c.to_string()))
        );
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
    fn goalkeeper_if_and_only_if_main_position_gk() {
        let form = ProfileForm {
            player_type: "goalkeeper".into(),
            ..full_form()
        };
        assert_eq!(errors_of(&form), one("mainPosition", "goalkeeper-position"));
        let form = ProfileForm {
            main_position: "GK".into(),
            ..full_form()
        };
        assert_eq!(errors_of(&form), one("mainPosition", "outfield-position"));
        let form = ProfileForm {
            player_type: "goalkeeper".into(),
            main_position: "GK".into(),
            ..full_form()
        };
        assert!(validate_profile_form(&form, TODAY, true).is_ok());
    }

    #[test]
    fn secondary_positions_are_distinct_few_and_not_the_main_one() {
        let with = |list: &[&str]| ProfileForm {
            secondary_positions: list.iter().map(|s| s.to_string()).collect(),
            ..full_form()
        };
        assert_eq!(
            errors_of(&with(&["CF", "CF"])),
            one("secondaryPositions", "duplicate")
        );
        assert_eq!(
            errors_of(&with(&["RW"])),
            one("secondaryPositions", "same-as-main")
        );
        assert_eq!(
            errors_of(&with(&["XX"])),
            one("secondaryPositions", "invalid")
        );
        assert_eq!(
            errors_of(&with(&["CF", "ST", "LW", "CAM", "CM"])),
            one("secondaryPositions", "too-many")
        );
        assert!(validate_profile_form(&with(&["CF", "ST", "LW", "CAM", ""]), TODAY, true).is_ok());
    }

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
    fn location_needs_both_coordinates_in_range() {
        let at = |lat: &str, lng: &str| ProfileForm {
            latitude: lat.into(),
            longitude: lng.into(),
            ..full_form()
        };
        assert_eq!(errors_of(&at("40", "")), one("longitude", "required"));
        assert_eq!(errors_of(&at("", "3")), one("latitude", "required"));
        assert_eq!(errors_of(&at("90.5", "3")), one("latitude", "out-of-range"));
        assert_eq!(
            errors_of(&at("9", "-180.01")),
            one("longitude", "out-of-range")
        );
        assert_eq!(errors_of(&at("NaN", "inf")).len(), 2);
        let ok = validate_profile_form(&at(" -90 ", "180"), TODAY, true).ok();
        assert_eq!(
            ok.and_then(|p| p.details.location),
            Some(LatLng {
                lat: -90.0,
                lng: 180.0
            })
        );
        let zero = validate_profile_form(&at("-0", "-0.0"), TODAY, true).ok();
        assert_eq!(
            zero.and_then(|p| p.details.location),
            Some(LatLng { lat: 0.0, lng: 0.0 })
        );
    }

    #[test]
    fn height_and_weight_boundaries() {
        let sized = |h: &str, w: &str| ProfileForm {
            height_cm: h.into(),
            weight_kg: w.into(),
            ..full_form()
        };
        assert!(errors_of(&sized("140", "35")).is_empty());
        assert!(errors_of(&sized("220", "130")).is_empty());
        assert_eq!(
            errors_of(&sized("139", "131")),
            [
                ("heightCm".to_string(), "out-of-range".to_string()),
                ("weightKg".to_string(), "out-of-range".to_string())
            ]
        );
        assert_eq!(errors_of(&sized("180.5", "70")), one("heightCm", "invalid"));
        assert_eq!(errors_of(&sized("-180", "70")), one("heightCm", "invalid"));
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

    #[test]
    fn list_counts_are_limited() {
        let form = ProfileForm {
            languages: (0..11)
                .map(|i| LanguageForm {
                    name: format!("Language {i}"),
                })
                .collect(),
            links: (0..11)
                .map(|i| LinkForm {
                    label: format!("L{i}"),
                    url: "https://example.com".into(),
                })
                .collect(),
            ..full_form()
        };
        assert_eq!(
            errors_of(&form),
            [
                ("languages".to_string(), "too-many".to_string()),
                ("links".to_string(), "too-many".to_string())
            ]
        );
    }

    #[test]
    fn seasons() {
        for ok in ["2024", "2023/24", "2023/2024", "2023-24", "2023-2024"] {
            assert!(is_season(ok), "{ok}");
        }
        for bad in [
            "24", "2023/4", "2023/245", "abcd", "2023/", "/2024", "2023 24",
        ] {
            assert!(!is_season(bad), "{bad}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::profile::model::fixtures::{full_details, full_profile};
    use crate::profile::read::read_profile;
    use crate::profile::split::{edit_form, ProfileDocuments};
    use skora_foundations::limits;

    fn form_of(docs: &ProfileDocuments) -> ProfileForm {
        edit_form(
            serde_json::to_value(&docs.cv).ok().as_ref(),
            serde_json::to_value(&docs.details).ok().as_ref(),
        )
    }

    fn full_form() -> ProfileForm {
        form_of(&ProfileDocuments {
            cv: full_profile(),
            details: full_details(),
        })
    }
    use proptest::prelude::*;

    const TODAY: &str = "2024-06-01";

    /// Names of 2..=max chars (letters inside may be separated by spaces, dots, apostrophes, hyphens).
    fn text(max: usize) -> impl Strategy<Value = String> {
        let pattern = format!("[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{{0,{}}}[A-Za-zÀ-ÿ]", max - 2);
        proptest::string::string_regex(&pattern).expect("a valid regex")
    }

    fn any_form() -> impl Strategy<Value = ProfileForm> {
        let s = || prop_oneof![any::<String>(), "[0-9A-Za-z /.:-]{0,12}"];
        (
            (s(), s(), s(), s(), s(), s(), s(), s(), s()),
            (
                s(),
                s(),
                prop::collection::vec(s(), 0..6),
                s(),
                s(),
                s(),
                s(),
                s(),
            ),
            (
                prop::collection::vec((s(), s(), s(), s(), s(), s()), 0..4),
                prop::collection::vec((s(), s()), 0..3),
                prop::collection::vec(s(), 0..4),
                s(),
                prop::collection::vec((s(), s()), 0..3),
                s(),
                any::<bool>(),
                s(),
            ),
        )
            .prop_map(|(a, b, c)| ProfileForm {
                first_name: a.0,
                last_name: a.1,
                date_of_birth: a.2,
                nationality: a.3,
                second_nationality: a.4,
                country_of_residence: a.5,
                city: a.6,
                latitude: a.7,
                longitude: a.8,
                player_type: b.0,
                main_position: b.1,
                secondary_positions: b.2,
                preferred_foot: b.3,
                height_cm: b.4,
                weight_kg: b.5,
                current_club: b.6,
                availability: b.7,
                career: c
                    .0
                    .into_iter()
                    .map(|r| CareerForm {
                        club: r.0,
                        league: r.1,
                        from: r.2,
                        to: r.3,
                        appearances: r.4,
                        goals: r.5,
                    })
                    .collect(),
                honours: c
                    .1
                    .into_iter()
                    .map(|r| HonourForm {
                        title: r.0,
                        season: r.1,
                    })
                    .collect(),
                languages: c.2.into_iter().map(|name| LanguageForm { name }).collect(),
                bio: c.3,
                links: c
                    .4
                    .into_iter()
                    .map(|r| LinkForm {
                        label: r.0,
                        url: r.1,
                    })
                    .collect(),
                contact_email: c.5,
                show_contact_email: c.6,
                visibility: c.7,
            })
    }

    /// Valid profiles: the full one with its free-text and numeric fields varied within the limits.
    fn valid_profile() -> impl Strategy<Value = ProfileDocuments> {
        (
            text(limits::NAME_MAX_CHARS),
            text(limits::CITY_MAX_CHARS),
            prop::option::of(limits::HEIGHT_CM_MIN..=limits::HEIGHT_CM_MAX),
            prop::option::of(limits::WEIGHT_KG_MIN..=limits::WEIGHT_KG_MAX),
            prop::option::of((-90.0f64..=90.0, -180.0f64..=180.0)),
            (
                1950u16..=2024,
                0u16..=5,
                any::<bool>(),
                0u16..=2000,
                0u16..=2000,
            ),
            "\\PC{0,200}",
            any::<bool>(),
        )
            .prop_map(
                |(name, city, height_cm, weight_kg, location, career, bio, has_photo)| {
                    let (from, span, current, appearances, goals) = career;
                    let mut p = full_profile();
                    let mut details = full_details();
                    p.first_name = name.clone();
                    p.last_name = name;
                    p.city = city;
                    p.height_cm = height_cm;
                    p.weight_kg = weight_kg;
                    details.location = location.map(|(lat, lng)| LatLng {
                        lat: lat + 0.0,
                        lng: lng + 0.0,
                    });
                    p.career[0] = CareerEntry {
                        from,
                        to: if current {
                            None
                        } else {
                            Some((from + span).min(2024))
                        },
                        appearances,
                        goals,
                        ..p.career[0].clone()
                    };
                    p.bio = bio.trim().to_string();
                    p.has_photo = has_photo;
                    ProfileDocuments { cv: p, details }
                },
            )
    }

    proptest! {
        #[test]
        fn never_panics_on_arbitrary_forms(form in any_form(), today in prop_oneof![Just(TODAY.to_string()), any::<String>()]) {
            match validate_profile_form(&form, &today, false) {
                Ok(p) => {
                    // What it accepts, it accepts again unchanged (idempotence through the stored form).
                    let again = form_of(&p);
                    // Nothing private is public: no exact date or point, and a hidden e-mail stays hidden.
                    let cv = serde_json::to_value(&p.cv).unwrap_or_default();
                    prop_assert!(cv.get("dateOfBirth").is_none() && cv.get("location").is_none());
                    prop_assert!(p.cv.contact_email.is_none() || p.details.show_contact_email);
                    prop_assert_eq!(Some(p.cv.birth_month.as_str()), p.details.date_of_birth.get(..7));
                    prop_assert_eq!(validate_profile_form(&again, &today, false), Ok(p));
                }
                Err(errors) => prop_assert!(!errors.is_empty()),
            }
        }

        #[test]
        fn valid_documents_round_trip_through_the_form(p in valid_profile()) {
            let doc = serde_json::to_value(&p.cv).unwrap_or_default();
            let form = form_of(&p);
            prop_assert_eq!(validate_profile_form(&form, TODAY, p.cv.has_photo), Ok(p.clone()));
            prop_assert_eq!(read_profile(&doc), Some(p.cv));
        }

        #[test]
        fn bio_length_boundary(n in 0usize..1100) {
            let mut form = full_form();
            form.bio = "é".repeat(n);
            prop_assert_eq!(validate_profile_form(&form, TODAY, true).is_ok(), n <= limits::BIO_MAX_CHARS);
        }

        #[test]
        fn height_boundary(n in 0u32..400) {
            let mut form = full_form();
            form.height_cm = n.to_string();
            let ok = (u32::from(limits::HEIGHT_CM_MIN)..=u32::from(limits::HEIGHT_CM_MAX)).contains(&n);
            prop_assert_eq!(validate_profile_form(&form, TODAY, true).is_ok(), ok);
        }

        #[test]
        fn career_year_boundary(from in 1900u16..2100) {
            let mut form = full_form();
            form.career[1].from = from.to_string();
            let ok = (limits::CAREER_FIRST_YEAR..=2024).contains(&from);
            prop_assert_eq!(validate_profile_form(&form, TODAY, true).is_ok(), ok);
        }
    }
}
