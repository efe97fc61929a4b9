//! Keys and tolerant reads for the per-user data the app caches in localStorage.

use serde::de::DeserializeOwned;
use serde_json::Value;

pub const PROFILE_IMAGE_KEY: &str = "userStats_profileImage";
pub const PHYSICAL_STEP_KEY: &str = "userStats_physicalStep";
pub const TECHNICAL_STEP_KEY: &str = "userStats_technicalStep";
pub const GOALKEEPER_TECHNICAL_STEP_KEY: &str = "userStats_goalkeeperTechnicalStep";

const PROFILE_PREFIX: &str = "userProfile_";
/// The weekly form's unsaved values (`{week, form}`), per user (Contract W).
const WEEKLY_DRAFT_PREFIX: &str = "weeklyStats_draft_";
/// A CV the editor has not had confirmed by the server yet (its form values, private details included).
const DRAFT_PREFIX: &str = "userProfileDraft_";
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

/// The localStorage key of one user's unsaved weekly entry (`{week, form}`): written as they type, removed
/// once the server confirms the save, so a reload or a lost connection loses nothing.
pub fn weekly_draft_key(uid: &str) -> String {
    format!("{WEEKLY_DRAFT_PREFIX}{uid}")
}

/// The keys to remove on logout: the user's own profile and unsaved CV (when known) and the stats wizard
/// state. A draft holds private details (date of birth, map pin, contact e-mail): it never outlives the session
/// on a shared device.
pub fn logout_keys(uid: Option<&str>) -> Vec<String> {
    uid.into_iter()
        .flat_map(|uid| {
            [
                profile_key(uid),
                profile_draft_key(uid),
                weekly_draft_key(uid),
            ]
        })
        .chain(STATS_KEYS.iter().map(|k| k.to_string()))
        .collect()
}

/// Whether a storage key holds user data. Lets logout scan storage and clear every user's cached
/// profile, not just the current one (a previous user's cache must not survive on a shared device).
pub fn is_user_cache_key(key: &str) -> bool {
    let per_user = [PROFILE_PREFIX, DRAFT_PREFIX, WEEKLY_DRAFT_PREFIX]
        .iter()
        .any(|prefix| key.strip_prefix(prefix).is_some_and(|uid| !uid.is_empty()));
    per_user || STATS_KEYS.contains(&key)
}

/// Parses cached JSON, falling back to `default` when the entry is missing or corrupt: a broken
/// cache entry should cost a refetch, never a crash.
pub fn read_json(raw: Option<&str>, default: Value) -> Value {
    raw.and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or(default)
}

/// Parses cached JSON into `T`; `None` when missing, corrupt or of the wrong shape.
pub fn read_json_as<T: DeserializeOwned>(raw: Option<&str>) -> Option<T> {
    raw.and_then(|s| serde_json::from_str(s).ok())
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
    fn logout_clears_the_users_profile_draft_and_the_stats_keys() {
        assert_eq!(
            logout_keys(Some("u1")),
            vec![
                "userProfile_u1",
                "userProfileDraft_u1",
                "weeklyStats_draft_u1",
                "userStats_profileImage",
                "userStats_physicalStep",
                "userStats_technicalStep",
                "userStats_goalkeeperTechnicalStep",
            ]
        );
    }

    #[test]
    fn logout_without_uid_clears_only_the_stats_keys() {
        assert_eq!(logout_keys(None), STATS_KEYS.to_vec());
    }

    #[test]
    fn user_cache_keys_are_recognised() {
        assert!(is_user_cache_key("userProfile_someone"));
        assert!(is_user_cache_key("userProfileDraft_someone"));
        assert!(is_user_cache_key("weeklyStats_draft_someone"));
        assert!(!is_user_cache_key("weeklyStats_draft_"));
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
    fn read_json_as_reads_typed_values_or_none() {
        assert_eq!(read_json_as::<Vec<u8>>(Some("[1,2]")), Some(vec![1, 2]));
        assert_eq!(read_json_as::<Vec<u8>>(Some("[1,300]")), None);
        assert_eq!(read_json_as::<Vec<u8>>(Some("oops")), None);
        assert_eq!(read_json_as::<Vec<u8>>(None), None);
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
            let _ = read_json_as::<Vec<String>>(Some(&s));
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
            for k in logout_keys(Some(&uid)) {
                prop_assert!(is_user_cache_key(&k));
            }
        }
    }
}
