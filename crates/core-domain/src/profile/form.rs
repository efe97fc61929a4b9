//! The edit form's values: every input is a string (`''` = not given), lists are rows of strings.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One career row as typed; `to: ''` means the player is still at the club.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CareerForm {
    pub club: String,
    pub league: String,
    pub from: String,
    pub to: String,
    pub appearances: String,
    pub goals: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct HonourForm {
    pub title: String,
    pub season: String,
}

/// A language row; an object (not a bare string) because react-hook-form field arrays need objects.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct LanguageForm {
    pub name: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct LinkForm {
    pub label: String,
    pub url: String,
}

/// The CV editor's values, as inputs hold them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ProfileForm {
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: String,
    pub nationality: String,
    pub second_nationality: String,
    pub country_of_residence: String,
    pub city: String,
    /// Both or neither of `latitude` and `longitude`.
    pub latitude: String,
    pub longitude: String,
    pub player_type: String,
    pub main_position: String,
    /// Also accepts `false`, `null` or one string at runtime: what a checkbox group may hand over.
    #[serde(deserialize_with = "lenient_strings")]
    pub secondary_positions: Vec<String>,
    pub preferred_foot: String,
    pub height_cm: String,
    pub weight_kg: String,
    pub current_club: String,
    pub availability: String,
    pub career: Vec<CareerForm>,
    pub honours: Vec<HonourForm>,
    pub languages: Vec<LanguageForm>,
    pub bio: String,
    pub links: Vec<LinkForm>,
    pub contact_email: String,
    pub show_contact_email: bool,
    /// `''` when not given. Absent reads as `''`, so a draft kept on the device before the field existed
    /// still opens with what was typed in it.
    #[serde(default)]
    pub guardian_email: String,
    pub visibility: String,
}

fn lenient_strings<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::Array(items) => items
            .into_iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect(),
        Value::String(s) => vec![s],
        _ => Vec::new(),
    })
}

/// A scalar as an input would show it (the stats wizard's form uses it too): strings as they are, numbers in their shortest form, anything else
/// (absent, null, objects) as not given.
pub(crate) fn input_text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => match n.as_f64() {
            // JS has one number type: 180.0 is the integer 180 and must not show as "180.0".
            Some(f) if n.is_f64() && f.fract() == 0.0 && f.abs() < 9e15 => format!("{}", f as i64),
            _ => n.to_string(),
        },
        _ => String::new(),
    }
}

fn rows<'a>(doc: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    doc.get(key).and_then(Value::as_array).into_iter().flatten()
}

/// The entries of a list of maps that are maps: a `null` (a career or honours position whose document
/// could not be read, `with_entries`) or any other value is no row, so it never opens as an empty one.
fn map_rows<'a>(doc: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    rows(doc, key).filter(|r| r.is_object())
}

/// The form values for editing a stored document; `None` (a new CV) gives the empty form.
///
/// Tolerant on purpose: a document written under older rules still opens in the editor, with whatever it
/// holds that fits, and the validator then says what to fix. Unknown keys (timestamps) are ignored.
pub fn profile_form(doc: Option<&Value>) -> ProfileForm {
    let Some(doc) = doc.filter(|d| d.is_object()) else {
        return ProfileForm::default();
    };
    let field = |key: &str| input_text(doc.get(key));
    let location = doc.get("location");
    ProfileForm {
        first_name: field("firstName"),
        last_name: field("lastName"),
        date_of_birth: field("dateOfBirth"),
        nationality: field("nationality"),
        second_nationality: field("secondNationality"),
        country_of_residence: field("countryOfResidence"),
        city: field("city"),
        latitude: input_text(location.and_then(|l| l.get("lat"))),
        longitude: input_text(location.and_then(|l| l.get("lng"))),
        player_type: field("playerType"),
        main_position: field("mainPosition"),
        secondary_positions: rows(doc, "secondaryPositions")
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect(),
        preferred_foot: field("preferredFoot"),
        height_cm: field("heightCm"),
        weight_kg: field("weightKg"),
        current_club: field("currentClub"),
        availability: field("availability"),
        career: map_rows(doc, "career")
            .map(|r| CareerForm {
                club: input_text(r.get("club")),
                league: input_text(r.get("league")),
                from: input_text(r.get("from")),
                to: input_text(r.get("to")),
                appearances: input_text(r.get("appearances")),
                goals: input_text(r.get("goals")),
            })
            .collect(),
        honours: map_rows(doc, "honours")
            .map(|r| HonourForm {
                title: input_text(r.get("title")),
                season: input_text(r.get("season")),
            })
            .collect(),
        languages: rows(doc, "languages")
            .filter_map(Value::as_str)
            .map(|name| LanguageForm { name: name.into() })
            .collect(),
        bio: field("bio"),
        links: map_rows(doc, "links")
            .map(|r| LinkForm {
                label: input_text(r.get("label")),
                url: input_text(r.get("url")),
            })
            .collect(),
        contact_email: field("contactEmail"),
        show_contact_email: doc.get("showContactEmail").and_then(Value::as_bool) == Some(true),
        guardian_email: field("guardianEmail"),
        visibility: field("visibility"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_list_entry_that_is_no_map_opens_as_no_row() {
        let doc = json!({
            "career": [null, {"club": "A", "from": 2020}, "x", 7],
            "honours": [{"title": "Cup", "season": "2024"}, null],
            "links": [[], {"label": "L", "url": "https://x.y"}],
        });
        let form = profile_form(Some(&doc));
        assert_eq!(form.career.len(), 1);
        assert_eq!(form.career[0].club, "A");
        assert_eq!(form.honours.len(), 1);
        assert_eq!(form.links.len(), 1);
    }

    #[test]
    fn no_document_gives_the_empty_form() {
        assert_eq!(profile_form(None), ProfileForm::default());
        assert_eq!(profile_form(Some(&json!(null))), ProfileForm::default());
        assert_eq!(profile_form(Some(&json!("x"))), ProfileForm::default());
        let empty = serde_json::to_value(ProfileForm::default()).unwrap_or_default();
        assert_eq!(empty["secondaryPositions"], json!([]));
        assert_eq!(empty["showContactEmail"], json!(false));
        assert_eq!(empty["guardianEmail"], json!(""));
        assert_eq!(empty["visibility"], json!(""));
    }

    #[test]
    fn a_stored_document_becomes_strings() {
        let doc = json!({
            "firstName": "Ada", "heightCm": 180, "weightKg": 72.0, "location": {"lat": 40.5, "lng": -3},
            "secondaryPositions": ["CM", 7, "CAM"], "languages": ["Spanish", null],
            "career": [{"club": "Leganés", "from": 2020, "to": null, "appearances": 25}],
            "honours": [{"title": "Cup", "season": "2023/24"}],
            "links": [{"label": "Web", "url": "https://example.com"}],
            "showContactEmail": true, "createdAt": {"seconds": 1, "nanoseconds": 2}
        });
        let form = profile_form(Some(&doc));
        assert_eq!(form.first_name, "Ada");
        assert_eq!(form.height_cm, "180");
        assert_eq!(form.weight_kg, "72");
        assert_eq!(
            (form.latitude.as_str(), form.longitude.as_str()),
            ("40.5", "-3")
        );
        assert_eq!(form.secondary_positions, ["CM", "CAM"]);
        assert_eq!(
            form.languages,
            [LanguageForm {
                name: "Spanish".into()
            }]
        );
        assert_eq!(
            form.career,
            [CareerForm {
                club: "Leganés".into(),
                league: String::new(),
                from: "2020".into(),
                to: String::new(),
                appearances: "25".into(),
                goals: String::new(),
            }]
        );
        assert_eq!(form.honours[0].season, "2023/24");
        assert_eq!(form.links[0].url, "https://example.com");
        assert!(form.show_contact_email);
        assert_eq!(form.last_name, "");
    }

    #[test]
    fn a_form_kept_without_the_guardian_email_still_reads() {
        let mut kept = serde_json::to_value(ProfileForm {
            first_name: "Ada".into(),
            ..ProfileForm::default()
        })
        .unwrap_or_default();
        if let Some(form) = kept.as_object_mut() {
            form.remove("guardianEmail");
        }
        let form: Option<ProfileForm> = serde_json::from_value(kept).ok();
        assert_eq!(form.as_ref().map(|f| f.first_name.as_str()), Some("Ada"));
        assert_eq!(form.map(|f| f.guardian_email), Some(String::new()));
    }

    #[test]
    fn secondary_positions_accept_what_a_checkbox_group_gives() {
        let base = serde_json::to_value(ProfileForm::default()).unwrap_or_default();
        for (given, expected) in [
            (json!(false), vec![]),
            (json!(null), vec![]),
            (json!("CM"), vec!["CM".to_string()]),
            (
                json!(["CM", "ST"]),
                vec!["CM".to_string(), "ST".to_string()],
            ),
        ] {
            let mut v = base.clone();
            v["secondaryPositions"] = given;
            let form: Option<ProfileForm> = serde_json::from_value(v).ok();
            assert_eq!(form.map(|f| f.secondary_positions), Some(expected));
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            any::<f64>().prop_map(Value::from),
            any::<String>().prop_map(Value::from),
        ];
        leaf.prop_recursive(3, 32, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
                prop::collection::vec(
                    (
                        prop_oneof![
                            Just("career".to_string()),
                            Just("location".to_string()),
                            Just("heightCm".to_string()),
                            Just("languages".to_string()),
                            "[a-z]{1,6}"
                        ],
                        inner
                    ),
                    0..6
                )
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn any_document_gives_a_form(doc in json_value()) {
            let form = profile_form(Some(&doc));
            // The form survives the JS round trip the facade makes.
            let back: Option<ProfileForm> = serde_json::to_value(&form).ok().and_then(|v| serde_json::from_value(v).ok());
            prop_assert_eq!(back, Some(form));
        }

        #[test]
        fn whole_numbers_show_without_a_fraction(n in -1_000_000i64..1_000_000) {
            prop_assert_eq!(input_text(Some(&Value::from(n as f64))), n.to_string());
            prop_assert_eq!(input_text(Some(&Value::from(n))), n.to_string());
        }
    }
}
