//! The lists: each row's rule (career, honours, languages, links) and the number of rows.

use super::free_text::{no_bidi_override, optional_text, text, too_long};
use super::measures::whole_number;
use crate::links::safe_external_url;
use crate::profile::form::{CareerForm, HonourForm, LanguageForm, LinkForm};
use crate::profile::model::{CareerEntry, Honour, Link};
use skora_foundations::dates::parse_year;
use skora_foundations::limits::*;
use skora_foundations::validation::{error, Errors, FieldError};

/// Validates each row (errors at `list.i.key`) and the row count (error at `list`).
pub(super) fn rows<R, T>(
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

pub(super) fn career_entry(
    e: &mut Errors,
    i: usize,
    row: &CareerForm,
    this_year: u16,
) -> Option<CareerEntry> {
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
pub(super) fn is_season(s: &str) -> bool {
    let digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    match s.split_once(['/', '-']) {
        None => s.len() == 4 && digits(s),
        Some((a, b)) => a.len() == 4 && digits(a) && (b.len() == 2 || b.len() == 4) && digits(b),
    }
}

pub(super) fn honour(e: &mut Errors, i: usize, row: &HonourForm) -> Option<Honour> {
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

pub(super) fn languages(e: &mut Errors, rows: &[LanguageForm]) -> Vec<String> {
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

pub(super) fn link(e: &mut Errors, i: usize, row: &LinkForm) -> Option<Link> {
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
    use super::super::tests::{errors_of, full_form};
    use super::*;

    use crate::profile::form::ProfileForm;

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
