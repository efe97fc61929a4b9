//! The weekly form's rule: the form's texts in, the `players/{uid}/weeklyStats/{week}` document (without
//! `updatedAt`, which the app sets to the server's time) or every field's problem out, each at its
//! react-hook-form path: a range at its field, a cross-field rule at the field it names first, and the week's
//! own rules (a real ISO week, not in the future, not before the 14th birthday, the 61st week of a season)
//! at `week`.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::entry::WeeklyEntry;
use super::fields::{Spec, WeeklyKey, CROSS_RULES, NOTE_KEY};
use super::form::WeeklyForm;
use super::season::{first_allowed_week, season_label, season_of, week_bar, WeekBar};
use super::week::{current_week, IsoWeek};
use crate::attributes::typed_decimal;
use skora_foundations::limits::{WEEKLY_NOTE_MAX_CHARS, WEEKLY_SEASON_MAX_ENTRIES};
use skora_foundations::validation::{error, Errors, FieldError};

/// What the rule needs besides the form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyContext {
    /// The caller's local date, `YYYY-MM-DD`: no week after the one holding it.
    pub today: String,
    /// The owner's birth date (`YYYY-MM-DD`, from the private details) when known: no week before the one of
    /// the 14th birthday.
    #[serde(default)]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub date_of_birth: Option<String>,
    /// The ids of the weeks already logged (at least those of the form week's season): a new week beyond
    /// the season's 60th is refused. Editing a logged week is always allowed.
    #[serde(default)]
    pub logged_weeks: Vec<String>,
}

/// `players/{uid}/weeklyStats/{week}` as the owner writes it (the app adds `updatedAt`): the week and every
/// given value (whole numbers as integers), nothing for an empty input.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyDocument {
    pub week: String,
    #[serde(flatten)]
    #[cfg_attr(
        feature = "tsify",
        tsify(type = "Partial<Record<WeeklyKey, number>> & { note?: string }")
    )]
    pub values: Map<String, Value>,
}

fn number(spec: &Spec, raw: &str) -> Result<Option<f64>, FieldError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let whole = spec.decimals == 0;
    let wanted = if whole { "a whole number" } else { "a number" };
    let refuse = |code: &str| {
        error(
            spec.key,
            code,
            format!("{}: enter {wanted} {}.", spec.label, spec.range_text()),
        )
    };
    let (n, decimals) = typed_decimal(raw).ok_or_else(|| refuse("invalid"))?;
    if !(spec.min..=spec.max).contains(&n) {
        return Err(refuse("out-of-range"));
    }
    if decimals > usize::from(spec.decimals) {
        let message = if whole {
            format!("{}: enter a whole number.", spec.label)
        } else {
            format!("{}: enter at most {} decimal.", spec.label, spec.decimals)
        };
        return Err(error(spec.key, "too-precise", message));
    }
    Ok(Some(n))
}

/// Whether `week` would be a new entry beyond `max` in its season, given the logged week ids (ids that are
/// not weeks, and duplicates, do not count). A season has 52 or 53 weeks, so with one entry per week the
/// contract's 60 never binds today; it is checked anyway because the reads rely on it (the reindex reads the
/// newest 60 entries, a season's query at most 60 documents), whatever a later contract allows per week.
fn season_is_full(week: IsoWeek, logged: &[String], max: usize) -> bool {
    let mut same: Vec<IsoWeek> = Vec::new();
    for w in logged.iter().filter_map(|w| IsoWeek::parse(w)) {
        if season_of(w) == season_of(week) && !same.contains(&w) {
            same.push(w);
        }
    }
    !same.contains(&week) && same.len() >= max
}

fn week(form: &WeeklyForm, context: &WeeklyContext) -> Result<IsoWeek, FieldError> {
    let raw = form.week.trim();
    let Some(week) = IsoWeek::parse(raw) else {
        let (code, message) = if raw.is_empty() {
            ("required", "Choose the week to log.")
        } else {
            (
                "invalid",
                "Choose a week from the list (a week of 2000 or later).",
            )
        };
        return Err(error("week", code, message));
    };
    let dob = context.date_of_birth.as_deref();
    match week_bar(week, current_week(&context.today), dob) {
        Some(WeekBar::InTheFuture) => {
            return Err(error(
                "week",
                "in-the-future",
                format!("{} has not started yet: log a week that has.", week.label()),
            ))
        }
        Some(WeekBar::BeforeFourteen) => {
            return Err(error(
                "week",
                "too-young",
                format!(
                    "You can log weeks from the week you turned 14 on ({}).",
                    first_allowed_week(dob).label()
                ),
            ))
        }
        None => {}
    }
    if season_is_full(week, &context.logged_weeks, WEEKLY_SEASON_MAX_ENTRIES) {
        return Err(error(
            "week",
            "season-full",
            format!(
                "You have logged {WEEKLY_SEASON_MAX_ENTRIES} weeks in {}, the most a season holds: edit or delete a week instead.",
                season_label(season_of(week))
            ),
        ));
    }
    Ok(week)
}

/// The document for the form's values, or every problem.
pub fn validate_weekly_form(
    form: &WeeklyForm,
    context: &WeeklyContext,
) -> Result<WeeklyDocument, Vec<FieldError>> {
    let mut e = Errors::default();
    let week = week(form, context).map_err(|x| e.push(x)).ok();
    let mut entry = WeeklyEntry::empty(week.unwrap_or(IsoWeek { year: 0, week: 0 }));
    let mut refused = Vec::new();
    for key in WeeklyKey::ALL {
        match number(key.spec(), form.text(key.key())) {
            Ok(n) => entry.set(key, n),
            Err(x) => {
                refused.push(key);
                e.push(x);
            }
        }
    }
    // Each cross-field rule once both values are valid; a field gets at most one message.
    for rule in CROSS_RULES {
        let field = rule.field();
        let other = match rule {
            super::fields::CrossRule::AtMost { other, .. }
            | super::fields::CrossRule::OnlyWhenZero { other, .. } => other,
        };
        if let (Some(a), Some(b)) = (entry.get(field), entry.get(other)) {
            if !rule.holds(a, b) && !refused.contains(&field) {
                refused.push(field);
                e.push(error(field.key(), "cross-field", rule.message(b)));
            }
        }
    }
    let note = form.text(NOTE_KEY).trim();
    let chars = note.chars().count();
    if chars > WEEKLY_NOTE_MAX_CHARS {
        e.push(error(
            NOTE_KEY,
            "too-long",
            format!("Note: at most {WEEKLY_NOTE_MAX_CHARS} characters (this one has {chars})."),
        ));
    } else if note.chars().any(skora_foundations::text::is_bidi_override) {
        // Others read the note: a bidi override would reverse the page's text after it (the rules refuse it).
        e.push(error(
            NOTE_KEY,
            "direction-characters",
            skora_foundations::text::BIDI_OVERRIDE_MESSAGE,
        ));
    }
    let mut doc = WeeklyDocument {
        week: week.map(IsoWeek::id).unwrap_or_default(),
        values: Map::new(),
    };
    for key in WeeklyKey::ALL {
        if let Some(n) = entry.get(key) {
            // Whole-number fields as integers (the rules check `is int`).
            let value = if key.spec().decimals == 0 {
                Value::from(n as i64)
            } else {
                Value::from(n)
            };
            doc.values.insert(key.key().to_string(), value);
        }
    }
    if !note.is_empty() {
        doc.values.insert(NOTE_KEY.to_string(), Value::from(note));
    }
    e.finish(doc)
}

#[cfg(test)]
mod tests {
    use super::super::entry::fixtures::{goalkeeper_doc, outfield_doc};
    use super::super::entry::read_entry;
    use super::super::form::weekly_form;
    use super::*;
    use serde_json::json;

    fn context() -> WeeklyContext {
        WeeklyContext {
            today: "2026-11-24".into(),
            date_of_birth: Some("2008-05-17".into()),
            logged_weeks: vec![],
        }
    }

    fn errors(f: &WeeklyForm, c: &WeeklyContext) -> Vec<(String, String, String)> {
        validate_weekly_form(f, c)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.field, e.code, e.message))
            .collect()
    }

    fn form_with(pairs: &[(&str, &str)]) -> WeeklyForm {
        let mut f = weekly_form(Some(&outfield_doc("2026-W40")), "2026-W40");
        for (k, v) in pairs {
            f.set(k, v);
        }
        f
    }

    #[test]
    fn a_stored_entry_validates_to_itself() {
        for doc in [outfield_doc("2026-W40"), goalkeeper_doc("2026-W40")] {
            let f = weekly_form(Some(&doc), "2026-W40");
            let out = validate_weekly_form(&f, &context());
            assert!(out.is_ok(), "{out:?}");
            let stored = serde_json::to_value(out.unwrap_or_default()).unwrap_or_default();
            let mut expected = doc.clone();
            if let Some(m) = expected.as_object_mut() {
                m.remove("updatedAt");
            }
            assert_eq!(stored, expected);
            assert!(read_entry("2026-W40", &stored).is_some());
        }
    }

    #[test]
    fn empty_values_are_left_out_and_numbers_are_read_as_typed() {
        let mut f = weekly_form(None, "2026-W40");
        f.set("goals", " 2 ");
        f.set("distanceKm", "10,5");
        f.set("note", "  ");
        let doc = validate_weekly_form(&f, &context()).unwrap_or_default();
        assert_eq!(
            serde_json::to_value(doc).ok(),
            Some(json!({"week": "2026-W40", "goals": 2, "distanceKm": 10.5}))
        );
    }

    #[test]
    fn every_range_has_its_message_at_the_field() {
        assert_eq!(
            errors(&form_with(&[("goals", "31")]), &context()),
            [(
                "goals".into(),
                "out-of-range".into(),
                "Goals: enter a whole number from 0 to 30.".into()
            )]
        );
        assert_eq!(
            errors(&form_with(&[("goals", "1.5")]), &context())[0].1,
            "too-precise"
        );
        assert_eq!(
            errors(&form_with(&[("goals", "-1")]), &context())[0].1,
            "invalid"
        );
        assert_eq!(
            errors(&form_with(&[("goals", "two")]), &context())[0].1,
            "invalid"
        );
        assert_eq!(
            errors(&form_with(&[("topSpeedKmh", "9.5")]), &context())[0].2,
            "Top speed: enter a number from 10.0 to 45.0 km/h."
        );
        assert_eq!(
            errors(&form_with(&[("distanceKm", "10.25")]), &context())[0].2,
            "Distance covered: enter at most 1 decimal."
        );
        assert_eq!(
            errors(&form_with(&[("selfRating", "0")]), &context())[0].0,
            "selfRating"
        );
        let long = "é".repeat(281);
        assert_eq!(
            errors(&form_with(&[("note", &long)]), &context()),
            [(
                "note".into(),
                "too-long".into(),
                "Note: at most 280 characters (this one has 281).".into()
            )]
        );
        assert!(errors(&form_with(&[("note", &"é".repeat(280))]), &context()).is_empty());
        for c in skora_foundations::text::BIDI_OVERRIDES {
            assert_eq!(
                errors(
                    &form_with(&[("note", &format!("Good{c} week"))]),
                    &context()
                ),
                [(
                    "note".into(),
                    "direction-characters".into(),
                    skora_foundations::text::BIDI_OVERRIDE_MESSAGE.into()
                )]
            );
        }
        // A right-to-left mark is no override: kept, like the rules keep it.
        assert!(errors(&form_with(&[("note", "Good\u{200F} week")]), &context()).is_empty());
    }

    #[test]
    fn every_cross_field_rule_at_the_first_field() {
        let cases: [(&[(&str, &str)], &str); 9] = [
            (&[("shotsOnTarget", "5")], "shotsOnTarget"),
            (&[("passesCompleted", "51")], "passesCompleted"),
            (&[("starts", "3")], "starts"),
            (&[("minutes", "261")], "minutes"),
            (&[("goals", "5"), ("shotsOnTarget", "4")], "goals"),
            (
                &[("cleanSheets", "3"), ("goalsConceded", "0")],
                "cleanSheets",
            ),
            (
                &[("cleanSheets", "1"), ("goalsConceded", "2")],
                "cleanSheets",
            ),
            (&[("saves", "5"), ("shotsFaced", "4")], "saves"),
            (
                &[("penaltiesSaved", "2"), ("penaltiesFaced", "1")],
                "penaltiesSaved",
            ),
        ];
        for (pairs, field) in cases {
            let found = errors(&form_with(pairs), &context());
            assert_eq!(found.len(), 1, "{pairs:?}: {found:?}");
            assert_eq!(
                (found[0].0.as_str(), found[0].1.as_str()),
                (field, "cross-field"),
                "{pairs:?}"
            );
        }
        // Absent partners: no rule.
        let mut f = weekly_form(None, "2026-W40");
        f.set("minutes", "500");
        f.set("goals", "3");
        f.set("cleanSheets", "1");
        assert!(errors(&f, &context()).is_empty());
    }

    #[test]
    fn the_weeks_own_rules() {
        let at = |week: &str, c: &WeeklyContext| {
            let mut f = weekly_form(None, week);
            f.week = week.into();
            errors(&f, c)
                .into_iter()
                .map(|(field, code, _)| (field, code))
                .collect::<Vec<_>>()
        };
        let c = context();
        assert!(at("2026-W48", &c).is_empty(), "the current week");
        assert_eq!(
            at("2026-W49", &c),
            [("week".into(), "in-the-future".into())]
        );
        assert_eq!(at("", &c), [("week".into(), "required".into())]);
        assert_eq!(at("2021-W53", &c), [("week".into(), "invalid".into())]);
        assert_eq!(at("2022-W19", &c), [("week".into(), "too-young".into())]);
        assert!(at("2022-W20", &c).is_empty(), "14 on Tue 17 May 2022");
    }

    #[test]
    fn a_new_week_past_the_seasons_cap_is_refused_but_an_edit_is_not() {
        let w = |s: &str| IsoWeek::parse(s).unwrap_or(IsoWeek { year: 0, week: 0 });
        let logged: Vec<String> = ["2025-W40", "2025-W41", "2025-W41", "bad", "2026-W30"]
            .map(String::from)
            .to_vec();
        // Two distinct weeks of 2025/26 logged (a duplicate and a non-week do not count; 2026-W30 is 2026/27).
        assert!(season_is_full(w("2025-W42"), &logged, 2));
        assert!(!season_is_full(w("2025-W41"), &logged, 2), "an edit");
        assert!(!season_is_full(w("2026-W31"), &logged, 2), "another season");
        assert!(!season_is_full(w("2025-W42"), &logged, 3));
        // The contract's cap is never reached by a full season of distinct weeks.
        let season: Vec<String> = (27..=52)
            .map(|n| format!("2025-W{n:02}"))
            .chain((1..=26).map(|n| format!("2026-W{n:02}")))
            .collect();
        let c = WeeklyContext {
            logged_weeks: season,
            ..context()
        };
        let f = weekly_form(None, "2026-W10");
        assert!(validate_weekly_form(&f, &c).is_ok());
    }
}

#[cfg(test)]
mod props {
    use super::super::form::weekly_form;
    use super::*;
    use proptest::prelude::*;

    fn context() -> WeeklyContext {
        WeeklyContext {
            today: "2026-11-24".into(),
            date_of_birth: None,
            logged_weeks: vec![],
        }
    }

    proptest! {
        // Every range is exactly the table's, at both ends.
        #[test]
        fn ranges_are_the_tables(i in 0usize..32, n in -3i64..1400) {
            let key = WeeklyKey::ALL[i];
            let mut f = weekly_form(None, "2026-W40");
            f.set(key.key(), &n.to_string());
            let ok = validate_weekly_form(&f, &context()).is_ok();
            let s = key.spec();
            prop_assert_eq!(ok, (s.min..=s.max).contains(&(n as f64)), "{} {}", key.key(), n);
        }

        // Whatever is typed, the rule answers, and what it accepts the reader reads back unchanged.
        #[test]
        fn what_validates_reads_back(values in prop::collection::vec(prop::option::of("[0-9]{1,4}(\\.[0-9])?"), 32)) {
            let mut f = weekly_form(None, "2026-W40");
            for (key, v) in WeeklyKey::ALL.iter().zip(values) {
                f.set(key.key(), v.as_deref().unwrap_or(""));
            }
            if let Ok(doc) = validate_weekly_form(&f, &context()) {
                let stored = serde_json::to_value(&doc).unwrap_or_default();
                let entry = super::super::entry::read_entry("2026-W40", &stored);
                prop_assert!(entry.is_some());
                let again = validate_weekly_form(&weekly_form(Some(&stored), "2026-W40"), &context());
                prop_assert_eq!(again.ok(), Some(doc));
            }
        }

        #[test]
        fn never_panics(week in "\\PC{0,10}", text in "\\PC{0,10}", i in 0usize..33) {
            let mut f = weekly_form(None, &week);
            let key = WeeklyKey::ALL.get(i).map_or("note", |k| k.key());
            f.set(key, &text);
            let _ = validate_weekly_form(&f, &context());
        }
    }
}
