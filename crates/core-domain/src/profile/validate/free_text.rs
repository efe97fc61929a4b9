//! Free text: single-line fields of a bounded length, the bio, and no bidi override in anything others see.

use skora_foundations::limits::*;
use skora_foundations::text::{is_bidi_override, BIDI_OVERRIDE_MESSAGE};
use skora_foundations::validation::{error, FieldError};

pub(super) fn too_long(field: &str, max: usize) -> FieldError {
    error(field, "too-long", format!("Use at most {max} characters."))
}

/// A trimmed single-line text of 1..=max chars.
pub(super) fn text(field: &str, raw: &str, max: usize, what: &str) -> Result<String, FieldError> {
    let value = raw.trim();
    if value.is_empty() {
        return Err(error(field, "required", format!("Please enter {what}.")));
    }
    single_line(field, value, max).map(str::to_string)
}

pub(super) fn optional_text(
    field: &str,
    raw: &str,
    max: usize,
) -> Result<Option<String>, FieldError> {
    let value = raw.trim();
    if value.is_empty() {
        return Ok(None);
    }
    single_line(field, value, max).map(|v| Some(v.to_string()))
}

pub(super) fn single_line<'a>(
    field: &str,
    value: &'a str,
    max: usize,
) -> Result<&'a str, FieldError> {
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
pub(super) fn no_bidi_override(field: &str, value: &str) -> Result<(), FieldError> {
    if value.chars().any(is_bidi_override) {
        Err(error(field, "direction-characters", BIDI_OVERRIDE_MESSAGE))
    } else {
        Ok(())
    }
}

pub(super) fn bio(raw: &str) -> Result<String, FieldError> {
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

#[cfg(test)]
mod tests {

    use super::super::tests::{errors_of, full_form, one, TODAY};
    use super::super::validate_profile_form;
    use crate::profile::form::ProfileForm;

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
}
