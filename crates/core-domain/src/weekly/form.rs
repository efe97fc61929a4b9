//! The weekly form's values, as its inputs hold them: every value a string (`''` = not given), flat and
//! keyed like the document (`goals`, `note`), so react-hook-form's paths are the document's keys and a
//! field's error lands on its input.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use super::fields::{WeeklyKey, NOTE_KEY, WEEK_KEY};
use crate::profile::input_text;

/// The form: the week (`2026-W47`) and one text per key of Contract W (every `WeeklyKey` and `note`),
/// all present. A JSON map rather than 33 struct fields, for the reason `AttributesForm` gives (the keys
/// stay the field table's; the wasm already has the map's code). Read leniently (a number where a string
/// was expected, a missing key, `null`): a draft of an older version still reads, and the validator says
/// what to fix.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyForm {
    pub week: String,
    #[serde(flatten)]
    #[cfg_attr(
        feature = "tsify",
        tsify(type = "Record<WeeklyKey | \"note\", string>")
    )]
    pub values: Map<String, Value>,
}

impl<'de> Deserialize<'de> for WeeklyForm {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(d)?;
        Ok(form_of(&value, &input_text(value.get(WEEK_KEY))))
    }
}

impl WeeklyForm {
    /// The typed text of a field (`''` when absent).
    pub fn text(&self, key: &str) -> &str {
        self.values.get(key).and_then(Value::as_str).unwrap_or("")
    }

    pub fn set(&mut self, key: &str, text: &str) {
        self.values.insert(key.to_string(), Value::from(text));
    }
}

/// Every key's text from any value (a stored document, a draft), `week` given.
fn form_of(value: &Value, week: &str) -> WeeklyForm {
    let mut form = WeeklyForm {
        week: week.to_string(),
        values: Map::new(),
    };
    for key in WeeklyKey::ALL.iter().map(|k| k.key()).chain([NOTE_KEY]) {
        form.set(key, &input_text(value.get(key)));
    }
    form
}

/// The form for `week` with a stored entry's values (`None` or no object: the empty form), every key
/// present. The goalkeeping values are filled for every player: an entry logged as a goalkeeper keeps them
/// when edited after a change of player type (the form shows them only to goalkeepers).
pub fn weekly_form(doc: Option<&Value>, week: &str) -> WeeklyForm {
    form_of(doc.filter(|d| d.is_object()).unwrap_or(&Value::Null), week)
}

#[cfg(test)]
mod tests {
    use super::super::entry::fixtures::outfield_doc;
    use super::*;
    use serde_json::json;

    #[test]
    fn the_empty_form_has_every_key() {
        let f = weekly_form(None, "2026-W47");
        assert_eq!(f.week, "2026-W47");
        assert_eq!(f.values.len(), 33);
        assert!(f.values.values().all(|v| v == ""));
        // Serialised flat: the react-hook-form paths are the keys.
        let v = serde_json::to_value(&f).unwrap_or_default();
        assert_eq!(v["goals"], json!(""));
        assert_eq!(v["week"], json!("2026-W47"));
    }

    #[test]
    fn a_stored_entry_fills_the_form() {
        let f = weekly_form(Some(&outfield_doc("2025-W40")), "2025-W40");
        assert_eq!(f.text("minutes"), "165");
        assert_eq!(f.text("distanceKm"), "19.4");
        assert_eq!(f.text("note"), "Good week.");
        assert_eq!(f.text("saves"), "");
        assert!(!f.values.contains_key("updatedAt"));
    }

    #[test]
    fn the_form_reads_leniently() {
        let f: WeeklyForm =
            serde_json::from_value(json!({"week": "2025-W40", "goals": 2, "shots": null, "x": 1}))
                .unwrap_or_default();
        assert_eq!(
            (f.week.as_str(), f.text("goals"), f.text("shots")),
            ("2025-W40", "2", "")
        );
        assert_eq!(f.values.len(), 33);
        let g: WeeklyForm = serde_json::from_value(json!("nope")).unwrap_or_default();
        assert_eq!(g.values.len(), 33);
    }
}
