//! Whether a player's profile document is complete enough to use the app.

use serde_json::Value;

/// The fields the guards require before letting a user past edit-profile.
const REQUIRED_FIELDS: [&str; 6] = [
    "firstName",
    "lastName",
    "dateOfBirth",
    "nationality",
    "playerType",
    "mainPosition",
];

/// Placeholder until the CV issue defines the real rule: every required field is a non-empty string.
pub fn is_profile_complete(doc: &Value) -> bool {
    REQUIRED_FIELDS.iter().all(|f| {
        doc.get(f)
            .and_then(Value::as_str)
            .is_some_and(|s| !s.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn complete() -> Value {
        json!({
            "firstName": "Lionel", "lastName": "Messi", "dateOfBirth": "1987-06-24",
            "nationality": "Argentina", "playerType": "player", "mainPosition": "RW",
            "extra": 1
        })
    }

    #[test]
    fn document_with_all_fields_is_complete() {
        assert!(is_profile_complete(&complete()));
    }

    #[test]
    fn missing_any_field_is_incomplete() {
        for f in REQUIRED_FIELDS {
            let mut doc = complete();
            if let Some(o) = doc.as_object_mut() {
                o.remove(f);
            }
            assert!(!is_profile_complete(&doc), "{f}");
        }
    }

    #[test]
    fn empty_or_non_string_field_is_incomplete() {
        for bad in [
            json!(""),
            json!(null),
            json!(42),
            json!(["x"]),
            json!({"x": 1}),
        ] {
            let mut doc = complete();
            doc["lastName"] = bad.clone();
            assert!(!is_profile_complete(&doc), "{bad}");
        }
    }

    #[test]
    fn non_object_documents_are_incomplete() {
        for doc in [json!(null), json!("x"), json!([]), json!({})] {
            assert!(!is_profile_complete(&doc), "{doc}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn complete_exactly_when_every_field_is_a_non_empty_string(
            values in prop::collection::vec(prop_oneof![Just(None), Just(Some(Value::Null)), "[a-z]{0,3}".prop_map(|s| Some(Value::String(s))), any::<i32>().prop_map(|n| Some(Value::from(n)))], 6),
        ) {
            let mut doc = serde_json::Map::new();
            for (f, v) in REQUIRED_FIELDS.iter().zip(&values) {
                if let Some(v) = v {
                    doc.insert(f.to_string(), v.clone());
                }
            }
            let expected = values.iter().all(|v| matches!(v, Some(Value::String(s)) if !s.is_empty()));
            prop_assert_eq!(is_profile_complete(&Value::Object(doc)), expected);
        }
    }
}
