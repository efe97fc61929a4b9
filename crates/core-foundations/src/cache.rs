//! The per-user data the app keeps in localStorage: its keys, what a stored text means (a missing, corrupt or
//! wrongly shaped one reads as the key's default, never as an error), what is written, and which keys a logout
//! clears. Pure: the wasm facades read and write web storage and pass the texts here.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

pub const PROFILE_IMAGE_KEY: &str = "userStats_profileImage";
pub const PHYSICAL_STEP_KEY: &str = "userStats_physicalStep";
pub const TECHNICAL_STEP_KEY: &str = "userStats_technicalStep";
pub const GOALKEEPER_TECHNICAL_STEP_KEY: &str = "userStats_goalkeeperTechnicalStep";

/// The last session this device saw confirmed (`guards::RememberedSession`): one per device, cleared by a logout.
pub const SESSION_KEY: &str = "lastSession";

const PROFILE_PREFIX: &str = "userProfile_";
/// The weekly form's unsaved values (`{week, form}`), per user (Contract W).
const WEEKLY_DRAFT_PREFIX: &str = "weeklyStats_draft_";
/// A CV the editor has not had confirmed by the server yet (its form values, private details included).
const DRAFT_PREFIX: &str = "userProfileDraft_";
/// A scout's profile the editor has not had confirmed by the server yet (its form values).
const SCOUT_DRAFT_PREFIX: &str = "scoutProfileDraft_";
const STATS_KEYS: [&str; 4] = [
    PROFILE_IMAGE_KEY,
    PHYSICAL_STEP_KEY,
    TECHNICAL_STEP_KEY,
    GOALKEEPER_TECHNICAL_STEP_KEY,
];

/// The localStorage key of one user's cached profile document.
pub fn profile_key(uid: &str) -> String {
    format!("{PROFILE_PREFIX}{uid}")
}

/// The localStorage key of one user's unsaved CV: the editor writes the form's values there before a save and
/// removes them once the server confirms it, so a save that never arrives (offline, a closed tab) loses nothing.
pub fn profile_draft_key(uid: &str) -> String {
    format!("{DRAFT_PREFIX}{uid}")
}

/// The localStorage key of one user's unsaved scout profile: written before a save, removed once the server
/// confirms it.
pub fn scout_draft_key(uid: &str) -> String {
    format!("{SCOUT_DRAFT_PREFIX}{uid}")
}

/// The localStorage key of one user's unsaved weekly entry (`{week, form}`): written as they type, removed
/// once the server confirms the save, so a reload or a lost connection loses nothing.
pub fn weekly_draft_key(uid: &str) -> String {
    format!("{WEEKLY_DRAFT_PREFIX}{uid}")
}

/// The keys a logout removes, from the keys stored on the device: every user's cached profile, unsaved CV,
/// unsaved scout profile and unsaved weekly entry (of any uid: a previous user's data must not survive on a shared device either), the
/// stats wizard's steps and the remembered session; nothing else. A draft holds private details (date of birth, map pin, contact e-mail): it
/// never outlives the session.
pub fn logout_keys<'a>(stored: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    stored
        .into_iter()
        .filter(|key| is_user_cache_key(key))
        .collect()
}

/// Whether a storage key holds user data (see [`logout_keys`]).
pub fn is_user_cache_key(key: &str) -> bool {
    let per_user = [
        PROFILE_PREFIX,
        DRAFT_PREFIX,
        SCOUT_DRAFT_PREFIX,
        WEEKLY_DRAFT_PREFIX,
    ]
    .iter()
    .any(|prefix| key.strip_prefix(prefix).is_some_and(|uid| !uid.is_empty()));
    per_user || STATS_KEYS.contains(&key) || key == SESSION_KEY
}

/// Parses cached JSON, falling back to `default` when the entry is missing or corrupt: a broken
/// cache entry should cost a refetch, never a crash.
pub fn read_json(raw: Option<&str>, default: Value) -> Value {
    raw.and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or(default)
}

/// A value stored as a JSON object (the cached CV, the unsaved CV, the unsaved week): `None`, the default, when
/// missing, corrupt or not an object. The readers of each shape take it from there (a wrong shape is none too).
pub fn read_object(raw: Option<&str>) -> Option<Value> {
    Some(read_json(raw, Value::Null)).filter(Value::is_object)
}

/// A value stored as a JSON object, typed: `None` (the default) when missing, corrupt, not an object (a struct would
/// also read from an array) or of another shape.
pub fn read_object_as<T: DeserializeOwned>(raw: Option<&str>) -> Option<T> {
    read_object(raw).and_then(|object| serde_json::from_value(object).ok())
}

/// What the cache keeps of a CV document: what the owner wrote, without the server's timestamps.
pub fn cacheable_document(mut doc: Value) -> Value {
    if let Some(fields) = doc.as_object_mut() {
        fields.remove("createdAt");
        fields.remove("updatedAt");
    }
    doc
}

/// What a stats wizard step's draft (`userStats_*`) holds for `uid`: the step's part of the form, or `Null`, the
/// default (nothing stored, not JSON, another shape, another account's draft), which leaves the stored values.
pub fn step_draft_values(raw: Option<&str>, uid: &str) -> Value {
    match read_json(raw, Value::Null) {
        Value::Object(mut draft) if draft.get("uid").and_then(Value::as_str) == Some(uid) => {
            draft.remove("values").unwrap_or(Value::Null)
        }
        _ => Value::Null,
    }
}

/// The draft a stats wizard step stores: whose it is (a draft of another account is never restored) and the
/// step's part of the form.
pub fn step_draft(uid: &str, values: Value) -> Value {
    let mut draft = Map::new();
    draft.insert("uid".into(), Value::from(uid));
    draft.insert("values".into(), values);
    Value::Object(draft)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn profile_key_prefixes_the_uid() {
        assert_eq!(profile_key("abc123"), "userProfile_abc123");
    }

    #[test]
    fn profile_draft_key_prefixes_the_uid() {
        assert_eq!(profile_draft_key("abc123"), "userProfileDraft_abc123");
        assert_ne!(profile_draft_key("abc123"), profile_key("abc123"));
    }

    #[test]
    fn logout_clears_every_users_keys_and_the_stats_keys_and_nothing_else() {
        let stored = [
            "theme",
            "userProfile_u1",
            "userProfileDraft_u1",
            "previousLocation",
            "scoutProfileDraft_u1",
            "weeklyStats_draft_u1",
            "userProfile_u2",
            "userProfile_",
            "userStats_physicalStep",
            "userStats_other",
            "lastSession",
        ]
        .into_iter()
        .chain(STATS_KEYS);
        assert_eq!(
            logout_keys(stored),
            vec![
                "userProfile_u1",
                "userProfileDraft_u1",
                "scoutProfileDraft_u1",
                "weeklyStats_draft_u1",
                "userProfile_u2",
                "userStats_physicalStep",
                "lastSession",
                "userStats_profileImage",
                "userStats_physicalStep",
                "userStats_technicalStep",
                "userStats_goalkeeperTechnicalStep",
            ]
        );
        assert!(logout_keys(["theme", "previousLocation"]).is_empty());
    }

    #[test]
    fn user_cache_keys_are_recognised() {
        assert!(is_user_cache_key("userProfile_someone"));
        assert!(is_user_cache_key("userProfileDraft_someone"));
        assert!(is_user_cache_key("weeklyStats_draft_someone"));
        assert!(!is_user_cache_key("weeklyStats_draft_"));
        assert!(is_user_cache_key("scoutProfileDraft_someone"));
        assert!(!is_user_cache_key("scoutProfileDraft_"));
        assert_eq!(scout_draft_key("u1"), "scoutProfileDraft_u1");
        assert_eq!(weekly_draft_key("u1"), "weeklyStats_draft_u1");
        for k in STATS_KEYS {
            assert!(is_user_cache_key(k), "{k}");
        }
    }

    #[test]
    fn other_keys_are_not_user_cache() {
        for k in [
            "userProfile_",
            "userProfile",
            "userProfileDraft_",
            "userProfileDraft",
            "userStats_other",
            "previousLocation",
            "",
            "UserProfile_x",
        ] {
            assert!(!is_user_cache_key(k), "{k}");
        }
    }

    #[test]
    fn read_json_parses_valid_json() {
        assert_eq!(
            read_json(Some(r#"{"a":[1,2]}"#), json!({})),
            json!({"a": [1, 2]})
        );
        assert_eq!(read_json(Some("null"), json!(1)), Value::Null);
    }

    #[test]
    fn read_json_falls_back_when_missing_or_corrupt() {
        assert_eq!(read_json(None, json!({"d": 1})), json!({"d": 1}));
        assert_eq!(read_json(Some(""), json!([])), json!([]));
        assert_eq!(read_json(Some("{not json"), json!(0)), json!(0));
        assert_eq!(read_json(Some("undefined"), json!(0)), json!(0));
    }

    #[test]
    fn read_json_survives_deep_nesting() {
        let deep = "[".repeat(10_000);
        assert_eq!(read_json(Some(&deep), json!("d")), json!("d"));
    }

    #[test]
    fn a_stored_object_reads_back_and_anything_else_is_none() {
        assert_eq!(
            read_object(Some(r#"{"city":"Lisboa"}"#)),
            Some(json!({"city": "Lisboa"}))
        );
        for raw in [
            "null",
            "42",
            "[1]",
            r#""text""#,
            r#"{"firstName": "Ada", "#,
            "",
            "undefined",
        ] {
            assert_eq!(read_object(Some(raw)), None, "{raw}");
        }
        assert_eq!(read_object(None), None);
    }

    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Pair {
        a: u8,
        b: String,
    }

    #[test]
    fn read_object_as_reads_typed_objects_or_none() {
        let pair = Pair {
            a: 1,
            b: "x".into(),
        };
        assert_eq!(read_object_as(Some(r#"{"a":1,"b":"x"}"#)), Some(pair));
        // A struct reads from an array too: a stored array is no object, so it is none.
        assert_eq!(read_object_as::<Pair>(Some(r#"[1,"x"]"#)), None);
        assert_eq!(read_object_as::<Pair>(Some(r#"{"a":300,"b":"x"}"#)), None);
        assert_eq!(read_object_as::<Pair>(Some("oops")), None);
        assert_eq!(read_object_as::<Pair>(None), None);
    }

    #[test]
    fn the_cache_keeps_a_document_without_its_timestamps() {
        assert_eq!(
            cacheable_document(
                json!({"city": "Lisboa", "createdAt": 1, "updatedAt": {"seconds": 2}})
            ),
            json!({"city": "Lisboa"})
        );
        assert_eq!(cacheable_document(json!(null)), json!(null));
    }

    #[test]
    fn a_step_draft_reads_back_for_its_own_account_only() {
        let values = json!({"physical": {"pace": "15"}});
        let stored = serde_json::to_string(&step_draft("u1", values.clone())).unwrap();
        assert_eq!(step_draft_values(Some(&stored), "u1"), values);
        assert_eq!(step_draft_values(Some(&stored), "u2"), Value::Null);
        for raw in [
            "{not json",
            "null",
            "42",
            "[]",
            r#"{"values":{}}"#,
            r#"{"uid":7,"values":{}}"#,
        ] {
            assert_eq!(step_draft_values(Some(raw), "u1"), Value::Null, "{raw}");
        }
        assert_eq!(step_draft_values(None, "u1"), Value::Null);
        assert_eq!(
            step_draft_values(Some(r#"{"uid":"u1"}"#), "u1"),
            Value::Null
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    /// JSON values whose numbers print and parse back exactly (integers and small dyadic fractions).
    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            any::<i16>().prop_map(|n| Value::from(f64::from(n) / 64.0)),
            any::<String>().prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 64, 8, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
                prop::collection::btree_map(any::<String>(), inner, 0..8)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn written_values_read_back_unchanged(v in any_json()) {
            let raw = serde_json::to_string(&v).expect("serialising a Value cannot fail");
            prop_assert_eq!(read_json(Some(&raw), Value::from("default")), v);
        }

        #[test]
        fn garbage_never_panics(s in any::<String>()) {
            let v = read_json(Some(&s), Value::from("default"));
            if serde_json::from_str::<Value>(&s).is_err() {
                prop_assert_eq!(v, Value::from("default"));
            }
            prop_assert!(read_object(Some(&s)).is_none_or(|v| v.is_object()));
            let _ = step_draft_values(Some(&s), "u1");
        }

        #[test]
        fn non_json_text_falls_back_to_default(s in "[<>!@a-eg-mo-su-zA-Z'][ -~]{0,40}", d in any_json()) {
            // No JSON document starts with these chars (`f`, `n`, `t` are left out for false/null/true).
            prop_assert_eq!(read_json(Some(&s), d.clone()), d);
        }

        #[test]
        fn every_profile_key_is_a_user_cache_key(uid in ".+") {
            prop_assert!(is_user_cache_key(&profile_key(&uid)));
            prop_assert!(is_user_cache_key(&profile_draft_key(&uid)));
            let keys = [profile_key(&uid), profile_draft_key(&uid), scout_draft_key(&uid), weekly_draft_key(&uid)];
            prop_assert_eq!(logout_keys(keys.iter().map(String::as_str)).len(), 4);
        }
    }
}
