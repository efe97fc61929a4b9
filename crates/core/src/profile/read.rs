//! Reading a stored `players/{uid}` document into the typed profile, for showing a CV.

use serde_json::{json, Value};

use super::model::PlayerProfile;
use crate::dates::month_of;

/// The typed profile of a stored document, or `None` when it lacks a required key or a value has the
/// wrong type or is not one of the allowed strings.
///
/// Tolerant where it is safe: unknown keys (Firestore timestamps, keys of later versions) are ignored,
/// `null` optional keys count as absent, and missing lists, bio and flags read as empty / false, so an
/// early or partial CV still shows. Limits are the validator's and the rules' job, not the reader's.
///
/// A CV written before the data split (`dateOfBirth`, `location`, `showContactEmail` in `players/{uid}`)
/// still shows, as the split would publish it: the birth month of its date, and its e-mail only when
/// it was shown. The exact date and point never reach the profile.
pub fn read_profile(doc: &Value) -> Option<PlayerProfile> {
    let mut doc = doc.as_object()?.clone();
    if doc.get("birthMonth").is_none_or(Value::is_null) {
        let month = doc
            .get("dateOfBirth")
            .and_then(Value::as_str)
            .and_then(month_of)?;
        doc.insert("birthMonth".into(), month.into());
    }
    if let Some(show) = doc.remove("showContactEmail") {
        if show != Value::Bool(true) {
            doc.remove("contactEmail");
        }
    }
    doc.remove("dateOfBirth");
    doc.remove("location");
    for (key, empty) in [
        ("secondaryPositions", json!([])),
        ("career", json!([])),
        ("honours", json!([])),
        ("languages", json!([])),
        ("links", json!([])),
        ("bio", json!("")),
        ("hasPhoto", json!(false)),
    ] {
        if doc.get(key).is_none_or(Value::is_null) {
            doc.insert(key.to_string(), empty);
        }
    }
    serde_json::from_value(Value::Object(doc)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::model::fixtures::full_profile;

    fn minimal() -> Value {
        json!({
            "firstName": "Ada", "lastName": "Lovelace", "birthMonth": "2004-01",
            "nationality": "GB", "countryOfResidence": "GB", "city": "London",
            "playerType": "outfield", "mainPosition": "CM", "availability": "free-agent",
            "visibility": "members"
        })
    }

    #[test]
    fn reads_a_full_document_ignoring_timestamps_and_unknown_keys() {
        let mut doc = serde_json::to_value(full_profile()).unwrap_or_default();
        doc["createdAt"] = json!({"seconds": 1, "nanoseconds": 0});
        doc["updatedAt"] = json!("2024-01-01T00:00:00Z");
        doc["somethingNew"] = json!([1, 2]);
        assert_eq!(read_profile(&doc), Some(full_profile()));
    }

    #[test]
    fn missing_lists_and_flags_read_as_empty() {
        let p = read_profile(&minimal());
        assert!(p.as_ref().is_some_and(|p| p.career.is_empty()
            && p.bio.is_empty()
            && !p.has_photo
            && p.second_nationality.is_none()));
        let mut doc = minimal();
        doc["heightCm"] = json!(null);
        doc["career"] = json!(null);
        assert!(read_profile(&doc).is_some_and(|p| p.height_cm.is_none()));
    }

    #[test]
    fn a_cv_from_before_the_split_shows_as_the_split_would_publish_it() {
        let mut doc = minimal();
        doc.as_object_mut().map(|d| d.remove("birthMonth"));
        doc["dateOfBirth"] = json!("2004-01-31");
        doc["location"] = json!({"lat": 51.5, "lng": -0.12});
        doc["contactEmail"] = json!("ada@example.com");
        doc["showContactEmail"] = json!(false);
        let p = read_profile(&doc);
        assert_eq!(p.as_ref().map(|p| p.birth_month.as_str()), Some("2004-01"));
        assert_eq!(p.as_ref().map(|p| p.contact_email.clone()), Some(None));
        let shown = serde_json::to_value(&p).unwrap_or_default();
        assert!(!shown.to_string().contains("2004-01-31") && !shown.to_string().contains("51.5"));
        doc["showContactEmail"] = json!(true);
        assert_eq!(
            read_profile(&doc).and_then(|p| p.contact_email).as_deref(),
            Some("ada@example.com")
        );
        // Neither a month nor a readable date: not a CV to show.
        doc["dateOfBirth"] = json!("someday");
        assert_eq!(read_profile(&doc), None);
    }

    #[test]
    fn wrong_types_or_values_are_not_a_profile() {
        for (key, bad) in [
            ("firstName", json!(null)),
            ("mainPosition", json!("cm")),
            ("playerType", json!("player")),
            ("availability", json!("open")),
            ("heightCm", json!("180")),
            ("career", json!([{"club": "x"}])),
        ] {
            let mut doc = minimal();
            doc[key] = bad;
            assert_eq!(read_profile(&doc), None, "{key}");
        }
        assert_eq!(read_profile(&json!(null)), None);
        assert_eq!(read_profile(&json!([])), None);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics_and_reads_what_it_writes(key in "[a-zA-Z]{1,12}", value in any::<i64>()) {
            let mut doc = serde_json::to_value(crate::profile::model::fixtures::full_profile()).unwrap_or_default();
            let known = doc.get(&key).is_some();
            doc[key.as_str()] = Value::from(value);
            let read = read_profile(&doc);
            if !known {
                prop_assert_eq!(read, Some(crate::profile::model::fixtures::full_profile()));
            }
        }
    }
}
