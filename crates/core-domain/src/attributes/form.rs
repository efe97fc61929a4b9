//! The wizard's values, as its inputs hold them: every value a string (`''` = not given), grouped like the
//! document (`physical.pace`, `tests.sprint10m.value`), so react-hook-form's paths are the document's.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use super::fields::{Group, Rating, Step, Test};
use crate::profile::input_text;

/// A measured test as typed: both empty = not measured. (Inside the form a test is a JSON object of these
/// two keys; this type names them for TypeScript and for the validator.)
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct TestForm {
    pub value: String,
    pub measured_on: String,
}

/// The wizard's values. Maps rather than one struct field per key: the keys are the field table's
/// (`fields`), so the form, its validator and the inputs cannot disagree on them. Reading is lenient (a
/// number where a string was expected, a missing group, a `null`): a draft from an older version or a
/// number input's value still reads, and the validator says what is missing.
///
/// The maps are `serde_json::Map`s holding strings (tests: `{value, measuredOn}` objects of strings), not
/// `BTreeMap<String, String>`: the wasm module already has the JSON map's code, and every other map type
/// is a new copy of the B-tree (the four this form and its document needed cost the profile module about
/// 8 KiB gzip, measured).
///
/// Read by hand (`Deserialize` below) rather than derived: a derived reader with defaults would make every
/// group optional in the generated TypeScript, and the wizard's values always have all four.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AttributesForm {
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, TestForm>"))]
    pub tests: Map<String, Value>,
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    pub physical: Map<String, Value>,
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    pub technical: Map<String, Value>,
    /// Only a goalkeeper's values are read; an outfield player's must be empty.
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    pub goalkeeping: Map<String, Value>,
}

impl<'de> Deserialize<'de> for AttributesForm {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(d)?;
        let group = |key: &str| value.get(key).cloned().unwrap_or(Value::Null);
        Ok(AttributesForm {
            tests: lenient_tests(group("tests")),
            physical: texts(group("physical")),
            technical: texts(group("technical")),
            goalkeeping: texts(group("goalkeeping")),
        })
    }
}

impl AttributesForm {
    /// The group's map of a rating.
    pub fn group_mut(&mut self, group: Group) -> &mut Map<String, Value> {
        match group {
            Group::Tests => &mut self.tests,
            Group::Physical => &mut self.physical,
            Group::Technical => &mut self.technical,
            Group::Goalkeeping => &mut self.goalkeeping,
        }
    }

    /// The typed text of a rating (`''` when absent).
    pub fn rating(&self, r: Rating) -> &str {
        let group = match r.group() {
            Group::Physical => &self.physical,
            Group::Technical => &self.technical,
            Group::Goalkeeping | Group::Tests => &self.goalkeeping,
        };
        group.get(r.key()).and_then(Value::as_str).unwrap_or("")
    }

    /// Sets the typed text of a rating.
    pub fn set_rating(&mut self, r: Rating, text: &str) {
        self.group_mut(r.group())
            .insert(r.key().to_string(), Value::from(text));
    }

    /// The typed test (both empty when absent).
    pub fn test(&self, t: Test) -> TestForm {
        let typed = self.tests.get(t.key());
        let text = |key: &str| {
            typed
                .and_then(|m| m.get(key))
                .map_or(String::new(), |v| input_text(Some(v)))
        };
        TestForm {
            value: text("value"),
            measured_on: text("measuredOn"),
        }
    }

    /// Sets a typed test.
    pub fn set_test(&mut self, t: Test, value: &str, measured_on: &str) {
        let mut m = Map::new();
        m.insert("value".into(), Value::from(value));
        m.insert("measuredOn".into(), Value::from(measured_on));
        self.tests.insert(t.key().to_string(), Value::Object(m));
    }
}

/// Every value as the text an input shows (`input_text`).
fn texts(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(m) => m
            .into_iter()
            .map(|(k, v)| {
                let text = input_text(Some(&v));
                (k, Value::String(text))
            })
            .collect(),
        _ => Map::new(),
    }
}

/// Every test as `{value, measuredOn}` texts.
fn lenient_tests(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(m) => m
            .into_iter()
            .map(|(k, v)| {
                let mut test = Map::new();
                for key in ["value", "measuredOn"] {
                    test.insert(key.into(), Value::String(input_text(v.get(key))));
                }
                (k, Value::Object(test))
            })
            .collect(),
        _ => Map::new(),
    }
}

/// The wizard's values for a stored document (`None`: nothing stored yet, the empty form), every key of
/// every group present. Tolerant like the CV editor's form: whatever fits is shown, and the validator says
/// what to fix. The goalkeeping values are filled only for a goalkeeper, so an outfield player who once was
/// a goalkeeper is never stopped by values on a step they do not see.
pub fn attributes_form(doc: Option<&Value>, goalkeeper: bool) -> AttributesForm {
    let doc = doc.filter(|d| d.is_object());
    let at = |group: Group, key: &str| {
        doc.and_then(|d| d.get(group.key()))
            .and_then(|g| g.get(key))
    };
    let mut form = AttributesForm::default();
    for t in Test::ALL {
        let stored = at(Group::Tests, t.key());
        let text = |key: &str| input_text(stored.and_then(|m| m.get(key)));
        form.set_test(t, &text("value"), &text("measuredOn"));
    }
    for r in Rating::ALL {
        let shown = r.group() != Group::Goalkeeping || goalkeeper;
        let value = if shown {
            input_text(at(r.group(), r.key()))
        } else {
            String::new()
        };
        form.set_rating(r, &value);
    }
    form
}

/// A step's part of the wizard's values (as they are, for its draft): the groups it asks for (`{physical,
/// tests}` for the physical step; nothing for the picture's, whose control stores at once).
pub fn step_values(step: Step, values: &Value) -> Value {
    let part = Group::ALL
        .into_iter()
        .filter(|group| group.step() == step)
        .filter_map(|group| Some((group.key().to_string(), values.get(group.key())?.clone())))
        .collect();
    Value::Object(part)
}

/// The wizard's values with the steps' drafts laid over them, and whether a draft changed any value (the wizard
/// then says it restored them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DraftedForm {
    pub values: AttributesForm,
    pub restored: bool,
}

/// The stored form with each step's draft (its part of the form as stored, `cache::step_draft_values`; `Null` for
/// none) laid over it: only the values the form has, and only texts (a key the core no longer has, a number where
/// text belongs: left out), so a corrupt or outdated draft falls back to the stored values.
pub fn with_drafts(mut form: AttributesForm, drafts: &[(Step, Value)]) -> DraftedForm {
    let mut restored = false;
    let mut take = |current: &mut Value, typed: Option<&Value>| {
        if let Some(Value::String(typed)) = typed {
            if current.as_str() != Some(typed.as_str()) {
                restored = true;
                *current = Value::String(typed.clone());
            }
        }
    };
    for (step, draft) in drafts {
        for group in Group::ALL.into_iter().filter(|g| g.step() == *step) {
            let Some(Value::Object(saved)) = draft.get(group.key()) else {
                continue;
            };
            for (key, current) in form.group_mut(group).iter_mut() {
                let typed = saved.get(key);
                match (current, typed) {
                    (Value::Object(fields), Some(Value::Object(typed))) => {
                        for (inner, value) in fields.iter_mut() {
                            take(value, typed.get(inner));
                        }
                    }
                    (current @ Value::String(_), typed) => take(current, typed),
                    _ => {}
                }
            }
        }
    }
    DraftedForm {
        values: form,
        restored,
    }
}

#[cfg(test)]
mod tests {
    use super::super::stats::fixtures::stored_doc;
    use super::*;
    use serde_json::json;

    #[test]
    fn the_empty_form_has_every_key() {
        let f = attributes_form(None, true);
        assert_eq!(f.tests.len(), 8);
        assert_eq!(
            (f.physical.len(), f.technical.len(), f.goalkeeping.len()),
            (8, 16, 12)
        );
        assert!(f.physical.values().all(|v| v == ""));
        assert_eq!(f.test(Test::Cmj), TestForm::default());
    }

    #[test]
    fn a_stored_document_fills_the_form() {
        let f = attributes_form(Some(&stored_doc()), true);
        assert_eq!(f.rating(Rating::Pace), "17");
        assert_eq!(f.rating(Rating::GkPassing), "11");
        assert_eq!(f.rating(Rating::Passing), "12");
        assert_eq!(
            f.test(Test::Sprint10m),
            TestForm {
                value: "1.72".into(),
                measured_on: "2025-03-14".into()
            }
        );
        assert_eq!(f.test(Test::TopSpeed), TestForm::default());
        // An outfield player never gets goalkeeping values.
        let outfield = attributes_form(Some(&stored_doc()), false);
        assert!(outfield.goalkeeping.values().all(|v| v == ""));
        assert_eq!(outfield.goalkeeping.len(), 12);
    }

    #[test]
    fn the_form_reads_leniently() {
        let f: AttributesForm = serde_json::from_value(json!({
            "physical": {"pace": 12, "strength": "9", "agility": null},
            "technical": "nope",
            "tests": {"cmj": {"value": 40.5}, "sprint10m": 3}
        }))
        .unwrap_or_default();
        assert_eq!(f.rating(Rating::Pace), "12");
        assert_eq!(f.rating(Rating::Agility), "");
        assert!(f.technical.is_empty());
        assert_eq!(f.test(Test::Cmj).value, "40.5");
        assert_eq!(f.test(Test::Sprint10m), TestForm::default());
        let empty: Result<AttributesForm, _> = serde_json::from_value(json!({}));
        assert_eq!(empty.ok(), Some(AttributesForm::default()));
    }

    #[test]
    fn drafts_lay_their_texts_over_the_stored_form() {
        let stored = attributes_form(Some(&stored_doc()), true);
        let physical = json!({
            "physical": {"pace": "15", "stamina": 12, "gone": "3"},
            "tests": {"sprint10m": {"value": "1.80", "measuredOn": null}},
            "technical": {"passing": "2"},
        });
        let drafted = with_drafts(
            stored.clone(),
            &[(Step::Physical, physical), (Step::Technical, Value::Null)],
        );
        assert!(drafted.restored);
        assert_eq!(drafted.values.rating(Rating::Pace), "15");
        // A number where text belongs, a key the core does not have, a group of another step: left out.
        assert_eq!(
            drafted.values.rating(Rating::Stamina),
            stored.rating(Rating::Stamina)
        );
        assert!(!drafted.values.physical.contains_key("gone"));
        assert_eq!(drafted.values.rating(Rating::Passing), "12");
        assert_eq!(
            drafted.values.test(Test::Sprint10m),
            TestForm {
                value: "1.80".into(),
                measured_on: "2025-03-14".into()
            }
        );
    }

    #[test]
    fn a_steps_draft_holds_the_groups_it_asks_for() {
        let values = json!({"tests": {"cmj": {}}, "physical": {"pace": "3"}, "technical": {}, "goalkeeping": {}});
        assert_eq!(
            step_values(Step::Physical, &values),
            json!({"tests": {"cmj": {}}, "physical": {"pace": "3"}})
        );
        assert_eq!(
            step_values(Step::Goalkeeper, &values),
            json!({"goalkeeping": {}})
        );
        assert_eq!(step_values(Step::Picture, &values), json!({}));
    }

    #[test]
    fn no_draft_or_an_equal_one_restores_nothing() {
        let stored = attributes_form(Some(&stored_doc()), true);
        let none = with_drafts(
            stored.clone(),
            &[(Step::Physical, Value::Null), (Step::Technical, json!([1]))],
        );
        assert_eq!(
            none,
            DraftedForm {
                values: stored.clone(),
                restored: false
            }
        );
        let same = json!({"technical": {"passing": "12"}});
        assert!(!with_drafts(stored, &[(Step::Technical, same)]).restored);
    }
}
