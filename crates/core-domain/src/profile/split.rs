//! The data split: what of a player's profile is public (`players/{uid}`, the CV) and what is the owner's
//! alone (`players/{uid}/private/details`), the editor's form over both, and the migration of a CV written
//! before the split.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::form::{profile_form, ProfileForm};
use super::model::{PlayerDetails, PlayerProfile, MOVED_KEYS};
use skora_foundations::dates::{month_of, parse_date};

/// The private document's key that no CV may hold: the editor reads it from the private document only, and
/// the migration moves one a CV holds there.
const GUARDIAN_EMAIL_KEY: &str = "guardianEmail";

/// The two documents one save writes, in one batch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ProfileDocuments {
    /// `players/{uid}`.
    pub cv: PlayerProfile,
    /// `players/{uid}/private/details`.
    pub details: PlayerDetails,
}

/// The two documents for a validated profile: the CV gets the birth month of the private date of birth,
/// and the contact e-mail only when the owner shows it. `cv`'s own `birth_month` and `contact_email` are
/// replaced, so what is public is decided here and nowhere else.
pub fn split_profile(mut cv: PlayerProfile, details: PlayerDetails) -> ProfileDocuments {
    cv.birth_month = month_of(&details.date_of_birth).unwrap_or_default();
    cv.contact_email = details
        .contact_email
        .clone()
        .filter(|_| details.show_contact_email);
    ProfileDocuments { cv, details }
}

/// The owner's form for editing: the CV with the private document's values over it, key by key (a key
/// the private document lacks keeps the CV's, so a CV from before the split still opens with its date of
/// birth). The guardian's e-mail comes from the private document alone: no CV ever held one. `None` for
/// both gives the empty form.
pub fn edit_form(cv: Option<&Value>, details: Option<&Value>) -> ProfileForm {
    let mut merged: Map<String, Value> = cv.and_then(Value::as_object).cloned().unwrap_or_default();
    merged.remove(GUARDIAN_EMAIL_KEY);
    if let Some(details) = details.and_then(Value::as_object) {
        for key in MOVED_KEYS.into_iter().chain([GUARDIAN_EMAIL_KEY]) {
            if let Some(value) = details.get(key).filter(|v| !v.is_null()) {
                merged.insert(key.to_string(), value.clone());
            }
        }
        // After the split the CV holds the e-mail only while it is shown: a hidden one is the private one.
        if !details.contains_key("contactEmail") && details.contains_key("showContactEmail") {
            merged.remove("contactEmail");
        }
    }
    if merged.is_empty() && cv.is_none() {
        return profile_form(None);
    }
    profile_form(Some(&Value::Object(merged)))
}

/// What the migration of one player writes: the keys to set on and to delete from the CV, and the
/// private document (without its `updatedAt`, which the writer stamps).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Migration {
    pub cv_set: Map<String, Value>,
    pub cv_delete: Vec<String>,
    /// `None`: the private document is already right.
    pub details: Option<Map<String, Value>>,
}

fn date_value(v: &Value) -> Option<&str> {
    v.as_str().filter(|s| parse_date(s).is_some())
}

fn email_value(v: &Value) -> Option<&str> {
    v.as_str()
        .filter(|s| !s.trim().is_empty() && s.len() <= 254)
}

fn location_value(v: &Value) -> Option<Value> {
    let p = skora_foundations::geo::LatLng {
        lat: v.get("lat")?.as_f64()?,
        lng: v.get("lng")?.as_f64()?,
    };
    p.is_valid()
        .then(|| serde_json::json!({"lat": p.lat, "lng": p.lng}))
}

/// The migration of a CV written before the split (`dateOfBirth`, `location`, `showContactEmail` and a
/// possibly hidden `contactEmail` in `players/{uid}`), or `None` when there is nothing to do.
///
/// The private document keeps what it already holds, value by value (it is newer than the CV's copy);
/// the CV loses the moved keys, gains `birthMonth`, and keeps `contactEmail` only when it is shown.
/// Idempotent: applying the result and migrating again gives `None`. Values of the wrong type are not
/// carried over (the owner's editor asks for them again); nothing here fails.
pub fn migrate_player(cv: &Value, details: Option<&Value>) -> Option<Migration> {
    let cv = cv.as_object()?;
    let stored = details.and_then(Value::as_object);
    let old_shape = ["dateOfBirth", "location", "showContactEmail"]
        .iter()
        .any(|k| cv.contains_key(*k));
    if !old_shape {
        return None;
    }
    // Each value from the private document when it holds a readable one, else from the CV.
    let candidates = |key: &str| {
        [stored.and_then(|d| d.get(key)), cv.get(key)]
            .into_iter()
            .flatten()
            .filter(|v| !v.is_null())
    };

    let mut private = Map::new();
    let date_of_birth = candidates("dateOfBirth").find_map(date_value);
    if let Some(dob) = date_of_birth {
        private.insert("dateOfBirth".into(), dob.into());
    }
    if let Some(location) = candidates("location").find_map(location_value) {
        private.insert("location".into(), location);
    }
    let email = candidates("contactEmail").find_map(email_value);
    if let Some(email) = email {
        private.insert("contactEmail".into(), email.into());
    }
    // Only ever written to the private document, but a CV given in one object (the seed's) may hold one:
    // it moves like the other private values, and never stays on the CV.
    if let Some(guardian) = candidates(GUARDIAN_EMAIL_KEY).find_map(email_value) {
        private.insert(GUARDIAN_EMAIL_KEY.into(), guardian.into());
    }
    let show = candidates("showContactEmail")
        .next()
        .and_then(Value::as_bool)
        == Some(true);
    private.insert("showContactEmail".into(), show.into());

    let mut cv_set = Map::new();
    if let Some(month) = date_of_birth.and_then(month_of) {
        if cv.get("birthMonth").and_then(Value::as_str) != Some(month.as_str()) {
            cv_set.insert("birthMonth".into(), month.into());
        }
    }
    let shown = email.filter(|_| show);
    let mut cv_delete: Vec<String> = [
        "dateOfBirth",
        "location",
        "showContactEmail",
        GUARDIAN_EMAIL_KEY,
    ]
    .iter()
    .filter(|k| cv.contains_key(**k))
    .map(|k| k.to_string())
    .collect();
    match shown {
        Some(email) if cv.get("contactEmail").and_then(Value::as_str) != Some(email) => {
            cv_set.insert("contactEmail".into(), email.into());
        }
        None if cv.contains_key("contactEmail") => cv_delete.push("contactEmail".into()),
        _ => {}
    }

    let unchanged = stored.is_some_and(|d| {
        let mut d = d.clone();
        d.remove("updatedAt");
        d == private
    });
    Some(Migration {
        cv_set,
        cv_delete,
        details: (!unchanged).then_some(private),
    })
}

/// A CV with a migration applied (what Firestore holds after the writes), for tests and the seed.
pub fn apply_migration(cv: &Value, migration: &Migration) -> Value {
    let mut doc = cv.as_object().cloned().unwrap_or_default();
    for key in &migration.cv_delete {
        doc.remove(key);
    }
    for (key, value) in &migration.cv_set {
        doc.insert(key.clone(), value.clone());
    }
    Value::Object(doc)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::model::fixtures::{full_details, full_profile};
    use crate::profile::read::read_profile;
    use serde_json::json;

    /// What the migration of a CV with every old key and a hidden e-mail deletes from it, in order.
    const EVERY_OLD_KEY: [&str; 4] = [
        "dateOfBirth",
        "location",
        "showContactEmail",
        "contactEmail",
    ];

    /// A CV as the app wrote it before the split: the exact date, the point and a hidden e-mail.
    fn old_cv() -> Value {
        let mut doc = serde_json::to_value(full_profile()).unwrap_or_default();
        if let Some(d) = doc.as_object_mut() {
            d.remove("birthMonth");
            d.insert("dateOfBirth".into(), json!("1987-06-24"));
            d.insert("location".into(), json!({"lat": 25.76, "lng": -80.19}));
            d.insert("contactEmail".into(), json!("leo@example.com"));
            d.insert("showContactEmail".into(), json!(false));
            d.insert("updatedAt".into(), json!({"seconds": 5, "nanoseconds": 0}));
        }
        doc
    }

    #[test]
    fn the_cv_gets_the_birth_month_and_a_shown_email_only() {
        let docs = split_profile(full_profile(), full_details());
        assert_eq!(docs.cv.birth_month, "1987-06");
        assert_eq!(docs.cv.contact_email.as_deref(), Some("leo@example.com"));
        let hidden = PlayerDetails {
            show_contact_email: false,
            ..full_details()
        };
        let docs = split_profile(full_profile(), hidden.clone());
        assert_eq!(docs.cv.contact_email, None);
        assert_eq!(docs.details, hidden);
        let cv = serde_json::to_value(&docs.cv).unwrap_or_default();
        for key in [
            "dateOfBirth",
            "location",
            "showContactEmail",
            "contactEmail",
        ] {
            assert!(cv.get(key).is_none(), "{key}");
        }
        // Showing without an address shows nothing.
        let none = PlayerDetails {
            contact_email: None,
            ..full_details()
        };
        assert_eq!(split_profile(full_profile(), none).cv.contact_email, None);
    }

    #[test]
    fn the_edit_form_takes_the_private_values_over_the_cv() {
        let docs = split_profile(
            full_profile(),
            PlayerDetails {
                show_contact_email: false,
                ..full_details()
            },
        );
        let cv = serde_json::to_value(&docs.cv).ok();
        let details = serde_json::to_value(&docs.details).ok();
        let form = edit_form(cv.as_ref(), details.as_ref());
        assert_eq!(form.date_of_birth, "1987-06-24");
        assert_eq!(
            (form.latitude.as_str(), form.longitude.as_str()),
            ("25.76", "-80.19")
        );
        assert_eq!(form.contact_email, "leo@example.com");
        assert!(!form.show_contact_email);
        assert_eq!(form.guardian_email, "jorge@example.com");
        // Only the private document gives the guardian's e-mail, whatever a CV holds.
        let mut planted = cv.clone().unwrap_or_default();
        planted["guardianEmail"] = json!("spy@example.com");
        assert_eq!(edit_form(Some(&planted), None).guardian_email, "");
        assert_eq!(
            edit_form(Some(&planted), details.as_ref()).guardian_email,
            "jorge@example.com"
        );
        // An old CV without a private document still opens with everything it held.
        let old = edit_form(Some(&old_cv()), None);
        assert_eq!(
            (old.date_of_birth.as_str(), old.contact_email.as_str()),
            ("1987-06-24", "leo@example.com")
        );
        // A private document that no longer has an e-mail hides the CV's.
        let cleared = json!({"dateOfBirth": "1987-06-24", "showContactEmail": false});
        assert_eq!(edit_form(cv.as_ref(), Some(&cleared)).contact_email, "");
        assert_eq!(edit_form(None, None), ProfileForm::default());
    }

    #[test]
    fn an_old_cv_migrates_to_the_split_and_a_second_run_does_nothing() {
        let old = old_cv();
        let m = migrate_player(&old, None);
        let Some(m) = m else {
            panic!("an old CV must migrate");
        };
        assert_eq!(
            m.cv_set,
            json!({"birthMonth": "1987-06"})
                .as_object()
                .cloned()
                .unwrap_or_default()
        );
        assert_eq!(m.cv_delete, EVERY_OLD_KEY);
        assert_eq!(
            m.details.clone().map(Value::Object),
            Some(
                json!({"dateOfBirth": "1987-06-24", "location": {"lat": 25.76, "lng": -80.19},
                "contactEmail": "leo@example.com", "showContactEmail": false})
            )
        );
        let migrated = apply_migration(&old, &m);
        assert_eq!(read_profile(&migrated).map(|p| p.contact_email), Some(None));
        let mut details = json!({"dateOfBirth": "1987-06-24", "location": {"lat": 25.76, "lng": -80.19},
            "contactEmail": "leo@example.com", "showContactEmail": false});
        assert_eq!(migrate_player(&migrated, Some(&details)), None);
        details["updatedAt"] = json!({"seconds": 9, "nanoseconds": 0});
        assert_eq!(migrate_player(&migrated, Some(&details)), None);
    }

    #[test]
    fn a_shown_email_stays_on_the_cv_and_the_private_document_wins() {
        let mut old = old_cv();
        old["showContactEmail"] = json!(true);
        let stored = json!({"dateOfBirth": "1990-01-02", "showContactEmail": true, "contactEmail": "new@example.com"});
        let m = migrate_player(&old, Some(&stored));
        let Some(m) = m else {
            panic!("an old CV must migrate");
        };
        assert_eq!(m.cv_set.get("birthMonth"), Some(&json!("1990-01")));
        assert_eq!(
            m.cv_set.get("contactEmail"),
            Some(&json!("new@example.com"))
        );
        assert!(!m.cv_delete.contains(&"contactEmail".to_string()));
        let details = m.details.map(Value::Object).unwrap_or_default();
        assert_eq!(details["dateOfBirth"], json!("1990-01-02"));
        assert_eq!(details["location"], json!({"lat": 25.76, "lng": -80.19}));
    }

    #[test]
    fn the_migration_keeps_a_guardian_email_private() {
        // The private document's wins, as for every value.
        let stored = json!({"dateOfBirth": "2012-01-02", "showContactEmail": false,
            "guardianEmail": "mum@example.com"});
        let m = migrate_player(&old_cv(), Some(&stored)).unwrap_or_else(|| panic!("old keys"));
        let details = m.details.map(Value::Object).unwrap_or_default();
        assert_eq!(details["guardianEmail"], json!("mum@example.com"));
        assert_eq!(m.cv_delete, EVERY_OLD_KEY);
        // One on the CV (a profile given in one object) moves, and leaves the CV.
        let mut old = old_cv();
        old["guardianEmail"] = json!("dad@example.com");
        let m = migrate_player(&old, None).unwrap_or_else(|| panic!("old keys"));
        assert!(m.cv_delete.contains(&"guardianEmail".to_string()));
        let migrated = apply_migration(&old, &m);
        assert!(migrated.get("guardianEmail").is_none());
        let details = m.details.map(Value::Object).unwrap_or_default();
        assert_eq!(details["guardianEmail"], json!("dad@example.com"));
    }

    #[test]
    fn a_new_cv_or_no_object_needs_nothing() {
        let cv = serde_json::to_value(full_profile()).unwrap_or_default();
        assert_eq!(migrate_player(&cv, None), None);
        assert_eq!(migrate_player(&json!(null), None), None);
        assert_eq!(migrate_player(&json!([1]), None), None);
    }

    #[test]
    fn broken_old_values_are_not_carried_over() {
        let cv = json!({"firstName": "X", "dateOfBirth": 19870624, "location": {"lat": 200, "lng": 0},
            "contactEmail": 7, "showContactEmail": "yes"});
        let m = migrate_player(&cv, None).unwrap_or_else(|| panic!("old keys"));
        assert_eq!(
            m.details.map(Value::Object),
            Some(json!({"showContactEmail": false}))
        );
        assert!(m.cv_set.is_empty());
        assert_eq!(m.cv_delete, EVERY_OLD_KEY);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::profile::read::read_profile;
    use proptest::prelude::*;
    use serde_json::json;

    fn value() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i32>().prop_map(Value::from),
            "[a-z@.]{0,12}".prop_map(Value::from),
            (1950u16..2020, 1u8..=12, 1u8..=28)
                .prop_map(|(y, m, d)| json!(format!("{y}-{m:02}-{d:02}"))),
            (-100.0f64..100.0, -200.0f64..200.0)
                .prop_map(|(lat, lng)| json!({"lat": lat, "lng": lng})),
        ]
    }

    fn doc() -> impl Strategy<Value = Value> {
        prop::collection::vec(
            (
                prop_oneof![
                    Just("dateOfBirth"),
                    Just("location"),
                    Just("contactEmail"),
                    Just("showContactEmail"),
                    Just("birthMonth"),
                    Just("guardianEmail"),
                    Just("firstName")
                ],
                value(),
            ),
            0..7,
        )
        .prop_map(|kv| Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()))
    }

    proptest! {
        /// The editor opens whatever the stored documents hold. Arbitrary JSON as either document
        /// and in every list entry of a full CV never panics, and the CV's good rows stay in the form.
        #[test]
        fn arbitrary_json_never_panics_the_editor(value in skora_foundations::documents::strategies::json_value()) {
            let _ = edit_form(Some(&value), Some(&value));
            let full = crate::profile::model::fixtures::full_profile();
            let mut cv = serde_json::to_value(&full).unwrap_or_default();
            for key in ["career", "honours", "languages", "links", "secondaryPositions"] {
                if let Some(Value::Array(items)) = cv.get_mut(key) {
                    items.push(value.clone());
                }
            }
            let form = edit_form(Some(&cv), Some(&value));
            prop_assert!(form.career.len() >= full.career.len());
        }
    }

    proptest! {
        #[test]
        fn migration_is_idempotent_and_leaves_no_private_value_public(
            cv in doc(), stored in prop::option::of(doc()),
        ) {
            let Some(m) = migrate_player(&cv, stored.as_ref()) else {
                prop_assert!(!["dateOfBirth", "location", "showContactEmail"].iter().any(|k| cv.get(k).is_some()));
                return Ok(());
            };
            let after = apply_migration(&cv, &m);
            let details = m.details.clone().map(Value::Object).or(stored.clone());
            prop_assert_eq!(migrate_player(&after, details.as_ref()), None);
            for key in ["dateOfBirth", "location", "showContactEmail", "guardianEmail"] {
                prop_assert!(after.get(key).is_none());
            }
            let shown = details.as_ref().and_then(|d| d.get("showContactEmail")) == Some(&json!(true));
            prop_assert!(after.get("contactEmail").is_none() || shown);
            if let Some(p) = read_profile(&after) {
                prop_assert!(p.contact_email.is_none() || shown);
            }
        }
    }
}
