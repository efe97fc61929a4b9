//! The wizard's rule: form values in, the `playerStats/{uid}` document (without `updatedAt`, which the app
//! sets to the server's time) or every field's problem out, each at its react-hook-form path.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::fields::{Group, Rating, Spec, Test};
use super::form::AttributesForm;
use super::stats::{first_measured_on, read_stats, PlayerStats};
use crate::number_field::parse_decimal;
use skora_foundations::date_text::day_text;
use skora_foundations::dates::{parse_date, Date};
use skora_foundations::validation::{error, Errors, FieldError};

/// `playerStats/{uid}` as the owner writes it (the app adds `updatedAt`). The maps are JSON maps (see
/// `AttributesForm` for why): `tests` holds `{value, measuredOn}` objects, the others whole numbers.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct StatsDocument {
    /// Left out when no test was measured (Contract B: `tests?`).
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    #[cfg_attr(
        feature = "tsify",
        tsify(optional, type = "Record<string, Measurement>")
    )]
    pub tests: Map<String, Value>,
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, number>"))]
    pub physical: Map<String, Value>,
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, number>"))]
    pub technical: Map<String, Value>,
    /// Present if and only if the player is a goalkeeper.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional, type = "Record<string, number>"))]
    pub goalkeeping: Option<Map<String, Value>>,
}

impl StatsDocument {
    /// The document as the formulas read it: the reader's reading, so the two cannot differ.
    pub fn stats(&self) -> PlayerStats {
        let goalkeeper = self.goalkeeping.is_some();
        let doc = serde_json::to_value(self).unwrap_or_default();
        read_stats(&doc, goalkeeper).unwrap_or_default()
    }
}

/// A decimal number as typed: digits with at most one `.` or `,` (a comma is what half of Europe types),
/// and how many decimals it says (trailing zeros say nothing: `18.20` is `18.2`). No sign, no exponent, no
/// spaces inside.
pub(crate) fn decimal(raw: &str) -> Option<(f64, usize)> {
    let (whole, fraction) = match raw.find(['.', ',']) {
        // A separator needs digits on both sides (`5.` and `.5` are typos, not numbers).
        Some(at) => (raw.get(..at)?, raw.get(at + 1..).filter(|f| !f.is_empty())?),
        None => (raw, ""),
    };
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 6 || !digits(whole) || !digits(fraction) {
        return None;
    }
    // Trailing zeros dropped before parsing, so `1.700` is 1.7. The hand-written parser takes 2 decimals, no
    // field allows more: a longer fraction is read cut to 2 for the range check and refused as too precise.
    let significant = fraction.trim_end_matches('0');
    let kept = significant
        .get(..significant.len().min(2))
        .unwrap_or_default();
    Some((parse_decimal(whole, kept)?, significant.len()))
}

fn rating(r: Rating, raw: &str) -> Result<u8, FieldError> {
    let spec = r.spec();
    let path = spec.path();
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(error(
            &path,
            "required",
            format!("{}: choose a value {}.", spec.label, spec.range_text()),
        ));
    }
    match decimal(raw) {
        Some((n, 0)) if (spec.min..=spec.max).contains(&n) => Ok(n as u8),
        _ => Err(error(
            &path,
            "out-of-range",
            format!(
                "{}: choose a whole number {}.",
                spec.label,
                spec.range_text()
            ),
        )),
    }
}

fn measured_on(spec: &Spec, raw: &str, today: Option<Date>) -> Result<String, FieldError> {
    let path = format!("tests.{}.measuredOn", spec.key);
    let raw = raw.trim();
    let Some(date) = parse_date(raw) else {
        let (code, message) = if raw.is_empty() {
            (
                "required",
                format!("{}: enter the day it was measured.", spec.label),
            )
        } else {
            (
                "invalid",
                format!("{}: enter a real date (YYYY-MM-DD).", spec.label),
            )
        };
        return Err(error(&path, code, message));
    };
    if let Some(first) = first_measured_on().filter(|&first| date < first) {
        return Err(error(
            &path,
            "too-early",
            format!("{}: enter a date from {} on.", spec.label, day_text(first)),
        ));
    }
    // Without a valid `today` no date can be checked, so none passes.
    if today.is_none_or(|t| date > t) {
        return Err(error(
            &path,
            "in-the-future",
            format!("{}: the date cannot be after today.", spec.label),
        ));
    }
    Ok(raw.to_string())
}

fn test_value(spec: &Spec, raw: &str) -> Result<f64, FieldError> {
    let path = spec.path();
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(error(
            &path,
            "required",
            format!("{}: enter the result, or clear the date.", spec.label),
        ));
    }
    let Some((n, decimals)) = decimal(raw) else {
        return Err(error(
            &path,
            "invalid",
            format!("{}: enter a number {}.", spec.label, spec.range_text()),
        ));
    };
    if !(spec.min..=spec.max).contains(&n) {
        return Err(error(
            &path,
            "implausible",
            format!(
                "{}: {} is not plausible; enter a value {}.",
                spec.label,
                spec.unit
                    .map_or_else(|| raw.to_string(), |u| format!("{raw} {u}")),
                spec.range_text()
            ),
        ));
    }
    if decimals > usize::from(spec.decimals) {
        let message = match spec.decimals {
            0 => format!("{}: enter a whole number.", spec.label),
            d => format!("{}: enter at most {d} decimals.", spec.label),
        };
        return Err(error(&path, "too-precise", message));
    }
    Ok(n)
}

/// The document for the wizard's values, or every problem. `today` (`YYYY-MM-DD`, the caller's clock) is
/// the latest a test may be dated; `goalkeeper` (the CV's player type) decides whether the goalkeeping
/// values are required or refused.
pub fn validate_attributes_form(
    form: &AttributesForm,
    today: &str,
    goalkeeper: bool,
) -> Result<StatsDocument, Vec<FieldError>> {
    let mut e = Errors::default();
    let today = parse_date(today);
    let mut doc = StatsDocument::default();
    for t in Test::ALL {
        let typed = form.test(t);
        if typed.value.trim().is_empty() && typed.measured_on.trim().is_empty() {
            continue;
        }
        let spec = t.spec();
        let value = test_value(spec, &typed.value).map_err(|x| e.push(x)).ok();
        let day = measured_on(spec, &typed.measured_on, today)
            .map_err(|x| e.push(x))
            .ok();
        if let (Some(value), Some(measured_on)) = (value, day) {
            let mut m = Map::new();
            m.insert("value".into(), Value::from(value));
            m.insert("measuredOn".into(), Value::from(measured_on));
            doc.tests.insert(t.key().into(), Value::Object(m));
        }
    }
    let mut goalkeeping = Map::new();
    for r in Rating::ALL {
        let group = match r.group() {
            Group::Physical => &mut doc.physical,
            Group::Technical => &mut doc.technical,
            Group::Goalkeeping if goalkeeper => &mut goalkeeping,
            Group::Goalkeeping | Group::Tests => continue,
        };
        if let Ok(v) = rating(r, form.rating(r)).map_err(|x| e.push(x)) {
            group.insert(r.key().into(), Value::from(v));
        }
    }
    if goalkeeper {
        doc.goalkeeping = Some(goalkeeping);
    } else if form
        .goalkeeping
        .values()
        .any(|v| v.as_str().is_some_and(|t| !t.trim().is_empty()))
    {
        e.push(error(
            "goalkeeping",
            "goalkeeper-only",
            "Goalkeeping attributes are for goalkeepers: your CV says you play outfield. Change your player type in your CV first.",
        ));
    }
    e.finish(doc)
}

#[cfg(test)]
mod tests {
    use super::super::form::attributes_form;
    use super::super::stats::fixtures::stored_doc;
    use super::super::stats::read_stats;
    use super::*;

    const TODAY: &str = "2025-06-01";

    fn form(gk: bool) -> AttributesForm {
        attributes_form(Some(&stored_doc()), gk)
    }

    fn with_value(f: &mut AttributesForm, key: &str, value: &str) {
        if let Some(t) = Test::from_key(key) {
            let date = f.test(t).measured_on;
            f.set_test(t, value, &date);
        }
    }

    fn with_date(f: &mut AttributesForm, key: &str, date: &str) {
        if let Some(t) = Test::from_key(key) {
            let value = f.test(t).value;
            f.set_test(t, &value, date);
        }
    }

    fn errors(f: &AttributesForm, gk: bool) -> Vec<(String, String)> {
        validate_attributes_form(f, TODAY, gk)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.field, e.message))
            .collect()
    }

    #[test]
    fn a_full_form_gives_the_document_and_it_reads_back_the_same() {
        for gk in [false, true] {
            let doc = validate_attributes_form(&form(gk), TODAY, gk).unwrap_or_default();
            assert_eq!(doc.tests.len(), 4);
            assert_eq!(doc.goalkeeping.is_some(), gk);
            assert_eq!(doc.physical.get("pace"), Some(&serde_json::json!(17)));
            let stored = serde_json::to_value(&doc).unwrap_or_default();
            assert_eq!(read_stats(&stored, gk), Some(doc.stats()));
            // And the form of the stored document is the form it came from.
            assert_eq!(attributes_form(Some(&stored), gk), form(gk));
        }
    }

    #[test]
    fn decimals_as_typed() {
        assert_eq!(decimal("18.20"), Some((18.2, 1)));
        assert_eq!(decimal("1,72"), Some((1.72, 2)));
        assert_eq!(decimal("250"), Some((250.0, 0)));
        assert_eq!(decimal("1.725"), Some((1.72, 3)));
        for typo in [
            "5.", ".5", ",", "1.2.3", "1,2.3", "1 5", "-1", "1e3", "", "1234567",
        ] {
            assert_eq!(decimal(typo), None, "{typo}");
        }
    }

    #[test]
    fn a_10m_sprint_of_0_8_or_4_5_s_is_refused_naming_the_range() {
        for typed in ["0.8", "4.5"] {
            let mut f = form(false);
            with_value(&mut f, "sprint10m", typed);
            assert_eq!(
                errors(&f, false),
                [(
                    "tests.sprint10m.value".to_string(),
                    format!("10 m sprint: {typed} s is not plausible; enter a value between 1.40 and 3.00 s.")
                )]
            );
        }
        let mut f = form(false);
        with_value(&mut f, "sprint10m", "1,725");
        assert_eq!(
            errors(&f, false),
            [(
                "tests.sprint10m.value".to_string(),
                "10 m sprint: enter at most 2 decimals.".to_string()
            )]
        );
        with_value(&mut f, "sprint10m", "1,72");
        assert_eq!(
            validate_attributes_form(&f, TODAY, false)
                .map(|d| d.tests["sprint10m"]["value"].clone()),
            Ok(serde_json::json!(1.72))
        );
    }

    #[test]
    fn measured_on_is_a_real_day_from_2000_to_today() {
        let cases = [
            ("", "required"),
            ("2025-02-30", "invalid"),
            ("14/03/2025", "invalid"),
            ("1999-12-31", "too-early"),
            ("2025-06-02", "in-the-future"),
        ];
        for (day, code) in cases {
            let mut f = form(false);
            with_date(&mut f, "cmj", day);
            let e = validate_attributes_form(&f, TODAY, false)
                .err()
                .unwrap_or_default();
            assert_eq!(e.len(), 1, "{day}");
            assert_eq!(
                (e[0].field.as_str(), e[0].code.as_str()),
                ("tests.cmj.measuredOn", code)
            );
        }
        for day in ["2000-01-01", TODAY] {
            let mut f = form(false);
            with_date(&mut f, "cmj", day);
            assert!(validate_attributes_form(&f, TODAY, false).is_ok(), "{day}");
        }
        // A date without a result asks for the result; both empty is no test at all.
        let mut f = form(false);
        f.set_test(Test::TopSpeed, "", "2025-01-01");
        assert_eq!(errors(&f, false)[0].0, "tests.topSpeed.value");
        with_date(&mut f, "topSpeed", " ");
        assert!(validate_attributes_form(&f, TODAY, false).is_ok());
    }

    #[test]
    fn ratings_are_whole_numbers_in_range_and_all_required() {
        for (typed, ok) in [
            ("1", true),
            ("20", true),
            ("0", false),
            ("21", false),
            ("12.5", false),
            ("x", false),
            ("-3", false),
        ] {
            let mut f = form(false);
            f.set_rating(Rating::Pace, typed);
            let e = errors(&f, false);
            assert_eq!(e.is_empty(), ok, "{typed}");
            if !ok {
                assert_eq!(
                    e,
                    [(
                        "physical.pace".to_string(),
                        "Pace: choose a whole number from 1 to 20.".to_string()
                    )]
                );
            }
        }
        for (typed, ok) in [("5", true), ("6", false), ("0", false)] {
            let mut f = form(false);
            f.set_rating(Rating::WeakFoot, typed);
            assert_eq!(errors(&f, false).is_empty(), ok, "{typed}");
        }
        let e = errors(&attributes_form(None, false), false);
        assert_eq!(e.len(), 24);
        assert_eq!(
            e[0],
            (
                "physical.acceleration".to_string(),
                "Acceleration: choose a value from 1 to 20.".to_string()
            )
        );
    }

    #[test]
    fn goalkeeping_is_required_for_a_goalkeeper_and_refused_otherwise() {
        let mut f = form(true);
        f.set_rating(Rating::Reflexes, "");
        assert_eq!(errors(&f, true)[0].0, "goalkeeping.reflexes");
        // The same values for an outfield player: refused, as one error on the group.
        let e = validate_attributes_form(&form(true), TODAY, false)
            .err()
            .unwrap_or_default();
        assert_eq!(e.len(), 1);
        assert_eq!(
            (e[0].field.as_str(), e[0].code.as_str()),
            ("goalkeeping", "goalkeeper-only")
        );
        // An outfield form leaves them empty, and the document has no `goalkeeping` key.
        let doc = validate_attributes_form(&form(false), TODAY, false).unwrap_or_default();
        let v = serde_json::to_value(doc).unwrap_or_default();
        assert!(v.get("goalkeeping").is_none());
    }

    #[test]
    fn no_test_leaves_the_tests_key_out() {
        let mut f = form(false);
        f.tests.clear();
        let v =
            serde_json::to_value(validate_attributes_form(&f, TODAY, false).unwrap_or_default())
                .unwrap_or_default();
        assert!(v.get("tests").is_none());
        assert_eq!(v["technical"]["skillMoves"], serde_json::json!(4));
    }
}

#[cfg(test)]
mod props {
    use super::super::form::attributes_form;
    use super::super::stats::fixtures::stored_doc;
    use super::*;
    use proptest::prelude::*;

    fn any_test() -> impl Strategy<Value = Test> {
        prop::sample::select(Test::ALL.to_vec())
    }

    fn any_rating() -> impl Strategy<Value = Rating> {
        prop::sample::select(Rating::ALL.to_vec())
    }

    proptest! {
        // A test value is accepted exactly when it lies in the plausible range with the allowed decimals.
        #[test]
        fn a_test_value_is_accepted_iff_in_range(t in any_test(), hundredths in 0u32..50_000) {
            let spec = t.spec();
            let typed = format!("{}.{:02}", hundredths / 100, hundredths % 100);
            let n = f64::from(hundredths) / 100.0;
            let precise_enough = spec.decimals >= 2 || hundredths % 10u32.pow(u32::from(2 - spec.decimals)) == 0;
            let mut f = attributes_form(Some(&stored_doc()), false);
            f.set_test(t, &typed, "2024-01-01");
            let ok = validate_attributes_form(&f, "2025-06-01", false).is_ok();
            let in_range = typed.parse::<f64>().is_ok_and(|v| (spec.min..=spec.max).contains(&v));
            prop_assert_eq!(ok, in_range && precise_enough, "{} {} {}", t.key(), typed, n);
        }

        // A rating is accepted exactly when it is a whole number in its range.
        #[test]
        fn a_rating_is_accepted_iff_whole_and_in_range(r in any_rating(), n in -5i64..30) {
            let gk = r.group() == Group::Goalkeeping;
            let mut f = attributes_form(Some(&stored_doc()), gk);
            f.set_rating(r, &n.to_string());
            let ok = validate_attributes_form(&f, "2025-06-01", gk).is_ok();
            prop_assert_eq!(ok, (r.spec().min..=r.spec().max).contains(&(n as f64)));
        }

        // Whatever is typed, the validator answers; what it accepts, the reader reads back unchanged.
        #[test]
        fn whatever_is_typed_an_accepted_document_reads_back(
            values in prop::collection::vec("[0-9.,a-z -]{0,6}", 44), gk in any::<bool>()
        ) {
            let mut f = attributes_form(None, gk);
            for (i, t) in Test::ALL.into_iter().enumerate() {
                f.set_test(t, &values[i], "2020-02-29");
            }
            for (i, r) in Rating::ALL.into_iter().enumerate() {
                if r.group() == Group::Goalkeeping && !gk {
                    continue;
                }
                f.set_rating(r, &values[8 + i]);
            }
            if let Ok(doc) = validate_attributes_form(&f, "2025-06-01", gk) {
                let stored = serde_json::to_value(&doc).unwrap_or_default();
                prop_assert_eq!(super::super::stats::read_stats(&stored, gk), Some(doc.stats()));
            }
        }
    }
}
