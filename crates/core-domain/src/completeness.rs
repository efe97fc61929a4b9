//! How complete a CV is: whether the app may be used (every required field) and a percentage that
//! rewards the optional sections too.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One field still missing, for the "complete your CV" list: `field` is the form path to link to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MissingItem {
    pub field: String,
    pub label: String,
    pub required: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Completeness {
    /// Every required field is there: the guards let the player past the editor.
    pub complete: bool,
    /// 0–100; the required fields carry 72 of it, so a complete CV starts at 72%.
    pub percent: u8,
    /// Required fields first, then optional ones, each in form order.
    pub missing: Vec<MissingItem>,
}

#[derive(Clone, Copy)]
enum Check {
    /// A string with something besides whitespace.
    Text,
    /// A number (height, weight).
    Number,
    /// A list with at least one entry.
    List,
    /// `true`.
    True,
    /// The birth month of a split CV, or the exact date of one from before the split.
    Birth,
}

/// (key, label, weight, required, check). Required weights sum to 72, optional to 28. The key is also the
/// form path the "complete your CV" list links to (`dateOfBirth`, whose CV key is now `birthMonth`).
const FIELDS: [(&str, &str, u8, bool, Check); 20] = [
    ("firstName", "First name", 8, true, Check::Text),
    ("lastName", "Last name", 8, true, Check::Text),
    ("dateOfBirth", "Date of birth", 8, true, Check::Birth),
    ("nationality", "Nationality", 8, true, Check::Text),
    (
        "countryOfResidence",
        "Country of residence",
        8,
        true,
        Check::Text,
    ),
    ("city", "City", 8, true, Check::Text),
    ("playerType", "Player type", 8, true, Check::Text),
    ("mainPosition", "Main position", 8, true, Check::Text),
    ("availability", "Availability", 8, true, Check::Text),
    ("hasPhoto", "Photo", 5, false, Check::True),
    ("heightCm", "Height", 2, false, Check::Number),
    ("weightKg", "Weight", 2, false, Check::Number),
    ("preferredFoot", "Preferred foot", 2, false, Check::Text),
    ("currentClub", "Current club", 2, false, Check::Text),
    (
        "secondaryPositions",
        "Secondary positions",
        2,
        false,
        Check::List,
    ),
    ("career", "Career", 4, false, Check::List),
    ("honours", "Honours", 2, false, Check::List),
    ("languages", "Languages", 2, false, Check::List),
    ("bio", "Bio", 3, false, Check::Text),
    ("links", "Links", 2, false, Check::List),
];

fn present(doc: &Value, key: &str, check: Check) -> bool {
    let value = doc.get(key);
    match check {
        Check::Text => value
            .and_then(Value::as_str)
            .is_some_and(|s| !s.trim().is_empty()),
        Check::Number => value.is_some_and(Value::is_number),
        // A `null` is a position whose entry document could not be read (`profile::with_entries`).
        Check::List => value
            .and_then(Value::as_array)
            .is_some_and(|a| a.iter().any(|v| !v.is_null())),
        Check::True => value.and_then(Value::as_bool) == Some(true),
        Check::Birth => [doc.get("birthMonth"), value]
            .into_iter()
            .flatten()
            .any(|v| v.as_str().is_some_and(|s| !s.trim().is_empty())),
    }
}

/// Completeness of a stored (or about to be stored) document; anything but an object is empty.
pub fn completeness(doc: &Value) -> Completeness {
    let mut percent = 0u8;
    let mut missing = Vec::new();
    for &(field, label, weight, required, check) in &FIELDS {
        if present(doc, field, check) {
            percent += weight;
        } else {
            missing.push(MissingItem {
                field: field.into(),
                label: label.into(),
                required,
            });
        }
    }
    Completeness {
        complete: !missing.iter().any(|m| m.required),
        percent,
        missing,
    }
}

/// Whether every required field is filled in: what the guards need before letting a user past the editor.
pub fn is_profile_complete(doc: &Value) -> bool {
    FIELDS
        .iter()
        .filter(|f| f.3)
        .all(|&(field, _, _, _, check)| present(doc, field, check))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn required_only() -> Value {
        json!({
            "firstName": "Lionel", "lastName": "Messi", "birthMonth": "1987-06",
            "nationality": "AR", "countryOfResidence": "US", "city": "Miami",
            "playerType": "outfield", "mainPosition": "RW", "availability": "under-contract",
            "createdAt": {"seconds": 1, "nanoseconds": 0}
        })
    }

    #[test]
    fn weights_add_up_to_100_with_72_required() {
        let total: u32 = FIELDS.iter().map(|f| u32::from(f.2)).sum();
        let required: u32 = FIELDS.iter().filter(|f| f.3).map(|f| u32::from(f.2)).sum();
        assert_eq!((total, required), (100, 72));
    }

    #[test]
    fn required_fields_make_it_complete_at_72_percent() {
        let c = completeness(&required_only());
        assert!(c.complete);
        assert_eq!(c.percent, 72);
        assert!(c.missing.iter().all(|m| !m.required));
        assert_eq!(c.missing.len(), 11);
        assert!(is_profile_complete(&required_only()));
    }

    #[test]
    fn a_full_cv_is_100_percent_with_nothing_missing() {
        let doc =
            serde_json::to_value(crate::profile::fixtures::full_profile()).unwrap_or_default();
        assert_eq!(
            completeness(&doc),
            Completeness {
                complete: true,
                percent: 100,
                missing: vec![]
            }
        );
    }

    #[test]
    fn missing_items_list_required_first_with_labels() {
        let c = completeness(&json!({"lastName": "Messi", "bio": "x"}));
        assert!(!c.complete);
        assert_eq!(c.percent, 11);
        assert_eq!(
            c.missing[0],
            MissingItem {
                field: "firstName".into(),
                label: "First name".into(),
                required: true
            }
        );
        assert_eq!(c.missing[1].label, "Date of birth");
        let first_optional = c.missing.iter().position(|m| !m.required).unwrap_or(0);
        assert!(c.missing[first_optional..].iter().all(|m| !m.required));
        assert_eq!(c.missing[first_optional].field, "hasPhoto");
    }

    #[test]
    fn a_cv_from_before_the_split_counts_its_date_of_birth() {
        let mut doc = required_only();
        doc.as_object_mut().map(|d| d.remove("birthMonth"));
        assert!(!is_profile_complete(&doc));
        doc["dateOfBirth"] = json!("1987-06-24");
        assert!(is_profile_complete(&doc));
    }

    #[test]
    fn blank_or_wrongly_typed_values_are_missing() {
        for bad in [json!(""), json!("  "), json!(null), json!(42), json!(["x"])] {
            let mut doc = required_only();
            doc["city"] = bad.clone();
            assert!(!is_profile_complete(&doc), "{bad}");
        }
        let doc = json!({"heightCm": "180", "career": [], "hasPhoto": "true"});
        let c = completeness(&doc);
        assert_eq!(c.percent, 0);
    }

    #[test]
    fn non_objects_are_empty() {
        for doc in [json!(null), json!("x"), json!([]), json!({})] {
            assert!(!is_profile_complete(&doc));
            assert_eq!(completeness(&doc).percent, 0);
            assert_eq!(completeness(&doc).missing.len(), 20);
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn filled(i: usize) -> Value {
        match FIELDS[i].4 {
            Check::Text | Check::Birth => Value::from("x"),
            Check::Number => Value::from(180),
            Check::List => serde_json::json!(["x"]),
            Check::True => Value::from(true),
        }
    }

    proptest! {
        /// Arbitrary JSON as the document never panics completeness.
        #[test]
        fn arbitrary_json_never_panics(value in skora_foundations::documents::strategies::json_value()) {
            let c = completeness(&value);
            prop_assert!(c.percent <= 100);
            let _ = is_profile_complete(&value);
        }
    }

    proptest! {
        #[test]
        fn percent_is_the_weight_of_what_is_present(mask in prop::collection::vec(any::<bool>(), 20)) {
            let mut doc = serde_json::Map::new();
            for (i, &on) in mask.iter().enumerate() {
                if on {
                    doc.insert(FIELDS[i].0.into(), filled(i));
                }
            }
            let doc = Value::Object(doc);
            let c = completeness(&doc);
            let expected: u32 = mask.iter().zip(&FIELDS).filter(|(on, _)| **on).map(|(_, f)| u32::from(f.2)).sum();
            prop_assert_eq!(u32::from(c.percent), expected);
            prop_assert!(c.percent <= 100);
            prop_assert_eq!(c.missing.len(), mask.iter().filter(|on| !**on).count());
            let all_required = mask.iter().zip(&FIELDS).all(|(on, f)| *on || !f.3);
            prop_assert_eq!(c.complete, all_required);
            prop_assert_eq!(is_profile_complete(&doc), all_required);
            if c.complete {
                prop_assert!(c.percent >= 72);
            } else {
                prop_assert!(c.percent < 100);
            }
            // Required items come first.
            let firsts: Vec<bool> = c.missing.iter().map(|m| m.required).collect();
            prop_assert!(firsts.windows(2).all(|w| w[0] || !w[1]));
        }

        #[test]
        fn adding_a_field_never_lowers_the_percent(mask in prop::collection::vec(any::<bool>(), 20), extra in 0usize..20) {
            let mut doc = serde_json::Map::new();
            for (i, &on) in mask.iter().enumerate() {
                if on {
                    doc.insert(FIELDS[i].0.into(), filled(i));
                }
            }
            let before = completeness(&Value::Object(doc.clone())).percent;
            doc.insert(FIELDS[extra].0.into(), filled(extra));
            prop_assert!(completeness(&Value::Object(doc)).percent >= before);
        }
    }
}
