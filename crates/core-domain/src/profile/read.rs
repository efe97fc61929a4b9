//! Reading a stored `players/{uid}` document into the typed profile, for showing a CV.

use serde::de::DeserializeOwned;
use serde_json::{json, Map, Value};

use super::model::{CareerEntry, Honour, Link, PlayerProfile};
use crate::positions::Position;
use skora_foundations::dates::month_of;
use skora_foundations::documents::{strip_bidi_overrides_in, within_limits};

/// `doc[key]` with only the entries that read as `T`: a list entry of another type (a reference, bytes, a
/// number, a map of the wrong shape) is left out, so one bad entry never hides the whole CV. A value that is
/// not a list reads as an empty list.
fn keep_readable<T: DeserializeOwned>(doc: &mut Map<String, Value>, key: &str) {
    let kept = match doc.get(key) {
        Some(Value::Array(items)) => items
            .iter()
            .filter(|item| serde_json::from_value::<T>((*item).clone()).is_ok())
            .cloned()
            .collect(),
        _ => Vec::new(),
    };
    doc.insert(key.to_string(), Value::Array(kept));
}

/// The typed profile of a stored document, or `None` when it lacks a required key or a value has the
/// wrong type or is not one of the allowed strings.
///
/// Tolerant where it is safe: unknown keys (Firestore timestamps, keys of later versions) are ignored,
/// `null` optional keys count as absent, and missing lists, bio and flags read as empty / false, so an
/// early or partial CV still shows. A list entry that does not read (any stored value the rules let through:
/// a reference, bytes, a deep map) is skipped, not the CV. Limits are the validator's and the rules' job, not
/// the reader's; a document past the limits every stored document keeps (`documents`) is not read. Its
/// text holds no bidi override (stripped: one stored before the rules refused them would reverse the page's
/// own text after it).
///
/// A CV written before the data split (`dateOfBirth`, `location`, `showContactEmail` in `players/{uid}`)
/// still shows, as the split would publish it: the birth month of its date, and its e-mail only when
/// it was shown. The exact date and point never reach the profile.
pub fn read_profile(doc: &Value) -> Option<PlayerProfile> {
    if !within_limits(doc) {
        return None;
    }
    let mut shown = doc.clone();
    strip_bidi_overrides_in(&mut shown);
    let Value::Object(mut doc) = shown else {
        return None;
    };
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
    keep_readable::<Position>(&mut doc, "secondaryPositions");
    keep_readable::<CareerEntry>(&mut doc, "career");
    keep_readable::<Honour>(&mut doc, "honours");
    keep_readable::<String>(&mut doc, "languages");
    keep_readable::<Link>(&mut doc, "links");
    for (key, empty) in [("bio", json!("")), ("hasPhoto", json!(false))] {
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
        ] {
            let mut doc = minimal();
            doc[key] = bad;
            assert_eq!(read_profile(&doc), None, "{key}");
        }
        assert_eq!(read_profile(&json!(null)), None);
        assert_eq!(read_profile(&json!([])), None);
    }

    /// `career: [validEntry, <a reference>]` hid (and, through the old boundary, trapped)
    /// the whole CV. Every list entry that does not read is skipped; the good ones show.
    #[test]
    fn a_bad_list_entry_is_skipped_and_the_cv_still_shows() {
        let good_career = json!({"club": "Arsenal", "league": "WSL", "from": 2020, "to": null,
            "appearances": 10, "goals": 2});
        // As deep as the boundary lets through (it cuts deeper values to null).
        let deep = (0..28).fold(json!("x"), |inner, _| json!({ "a": inner }));
        for bad in [
            json!({"referencePath": "players/x"}),
            json!({"latitude": 1.0, "longitude": 2.0}),
            json!({"seconds": 1, "nanoseconds": 0}),
            json!(null),
            json!(7),
            // Half a MiB in each of the five lists: as large as a stored document gets.
            json!("x".repeat(1 << 19)),
            json!({"club": "x"}),
            deep,
        ] {
            let mut doc = minimal();
            doc["career"] = json!([good_career.clone(), bad.clone()]);
            doc["honours"] = json!([{"title": "League", "season": "2023/24"}, bad.clone()]);
            doc["languages"] = json!(["English", bad.clone()]);
            doc["links"] = json!([{"label": "Site", "url": "https://example.com"}, bad.clone()]);
            doc["secondaryPositions"] = json!(["CB", bad.clone()]);
            let p = read_profile(&doc);
            let p = p.as_ref();
            let name = bad.to_string().chars().take(40).collect::<String>();
            assert_eq!(p.map(|p| p.career.len()), Some(1), "{name}");
            assert_eq!(p.map(|p| p.career[0].club.as_str()), Some("Arsenal"));
            assert_eq!(p.map(|p| p.languages[0].as_str()), Some("English"));
            assert_eq!(p.map(|p| p.honours.len()), Some(1));
            // A string is a language as far as the reader goes (lengths are the rules' and the validator's).
            let languages = p.map(|p| p.languages.len()).unwrap_or_default();
            assert_eq!(languages, if bad.is_string() { 2 } else { 1 }, "{name}");
            assert_eq!(p.map(|p| p.links.len()), Some(1));
            assert_eq!(p.map(|p| p.secondary_positions.len()), Some(1));
        }
        // A list that is not a list reads as an empty one.
        let mut doc = minimal();
        doc["career"] = json!({"0": "x"});
        assert!(read_profile(&doc).is_some_and(|p| p.career.is_empty()));
    }

    #[test]
    fn shown_text_holds_no_bidi_override() {
        let mut doc = minimal();
        doc["firstName"] = json!("\u{202E}Ada");
        doc["city"] = json!("Lon\u{2066}don\u{2069}");
        doc["career"] = json!([{"club": "Arsenal\u{202D}", "league": "", "from": 2020, "to": null,
            "appearances": 1, "goals": 0}]);
        doc["links"] = json!([{"label": "\u{202B}Site", "url": "https://example.com"}]);
        let p = read_profile(&doc);
        assert_eq!(p.as_ref().map(|p| p.first_name.as_str()), Some("Ada"));
        assert_eq!(p.as_ref().map(|p| p.city.as_str()), Some("London"));
        assert_eq!(
            p.as_ref().map(|p| p.career[0].club.as_str()),
            Some("Arsenal")
        );
        assert_eq!(p.as_ref().map(|p| p.links[0].label.as_str()), Some("Site"));
    }

    #[test]
    fn a_document_past_the_limits_is_not_read() {
        let mut doc = minimal();
        doc["bio"] = json!("x".repeat(skora_foundations::documents::MAX_BYTES));
        assert_eq!(read_profile(&doc), None);
        let mut doc = minimal();
        doc["career"] = json!([(0..100).fold(json!("x"), |inner, _| json!({ "a": inner }))]);
        assert_eq!(read_profile(&doc), None);
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

        /// Whatever text a stored CV holds, what the page shows holds no bidi override.
        #[test]
        fn read_text_never_holds_a_bidi_override(
            text in "[a-z \u{202A}-\u{202E}\u{2066}-\u{2069}]{1,20}",
            key in prop::sample::select(vec!["firstName", "lastName", "city", "currentClub", "bio"]),
        ) {
            let mut doc = serde_json::to_value(crate::profile::model::fixtures::full_profile()).unwrap_or_default();
            doc[key] = Value::from(text.clone());
            doc["languages"] = json!([text.clone()]);
            doc["links"] = json!([{"label": text.clone(), "url": "https://example.com"}]);
            doc["honours"] = json!([{"title": text, "season": "2024"}]);
            let read = read_profile(&doc);
            prop_assert!(read.is_some());
            let shown = serde_json::to_string(&read).unwrap_or_default();
            prop_assert!(!shown.contains(skora_foundations::text::is_bidi_override));
        }

        /// Arbitrary JSON as the document, and in every list entry of a full CV: the reader never panics, and a
        /// full CV with one arbitrary entry added to each list still shows with every good entry.
        #[test]
        fn arbitrary_json_never_panics_and_never_hides_a_good_cv(
            value in skora_foundations::documents::strategies::json_value(),
        ) {
            let _ = read_profile(&value);
            let full = crate::profile::model::fixtures::full_profile();
            let mut doc = serde_json::to_value(&full).unwrap_or_default();
            for key in ["career", "honours", "languages", "links", "secondaryPositions"] {
                if let Some(Value::Array(items)) = doc.get_mut(key) {
                    items.push(value.clone());
                }
            }
            let read = read_profile(&doc);
            prop_assert!(read.is_some());
            let read = read.unwrap_or_else(|| full.clone());
            prop_assert!(read.career.len() >= full.career.len());
            prop_assert!(read.links.len() >= full.links.len());
        }
    }
}
