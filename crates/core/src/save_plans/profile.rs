//! The CV's save: in ONE batch, `players/{uid}` without its lists, the private details, the career and
//! honours entries that changed at their positions (an entry equal to the one read is not written again: a CV
//! saved with 30 clubs costs 30 writes and 30 rule evaluations only when all of them changed) and the deletion
//! of the entries stored past the new lists' ends (the
//! rules check the CV against the details as the batch leaves them; a failure writes nothing). The CV's
//! `createdAt` is the server's time on the first save and the stored one, unchanged, after (the rules
//! compare them); both documents are stamped `updatedAt`.

use serde_json::{Map, Value};

use crate::firestore_errors::WriteContext;
use crate::firestore_paths::{entry_path, player_path, player_private_path};
use crate::profile::{
    cv_writes, validate_profile_form, ProfileDocuments, ProfileForm, StoredEntries, ENTRY_LISTS,
};
use crate::write_plan::{is_read_time, PlanError, PlannedWrite, WritePlan};

/// The plan saving `documents` (the editor's validated split) for player `uid`, over the CV as last read
/// (`existing`, its lists filled from the entries; `None` before the first save), whose lists say which
/// entries are stored and whose `createdAt` is kept.
pub fn profile_save(
    uid: &str,
    documents: &ProfileDocuments,
    existing: Option<&Value>,
) -> Result<WritePlan, PlanError> {
    let cv_path = player_path(uid).ok_or(PlanError::NoDocument)?;
    let details_path = player_private_path(uid).ok_or(PlanError::NoDocument)?;
    let cv = serde_json::to_value(&documents.cv).unwrap_or(Value::Null);
    let stored = StoredEntries {
        career: list_length(existing, "career"),
        honours: list_length(existing, "honours"),
    };
    let writes = cv_writes(uid, &cv, stored).ok_or(PlanError::NoDocument)?;

    let mut cv_doc = writes.cv;
    let created = existing
        .and_then(|e| e.get("createdAt"))
        .filter(|t| is_read_time(Some(t)));
    let mut cv_write = PlannedWrite::set(cv_path, Map::new(), &["updatedAt"]);
    match created {
        Some(time) => {
            cv_doc.insert("createdAt".into(), time.clone());
            cv_write.kept_timestamps.push("createdAt".into());
        }
        None => cv_write.server_timestamps.insert(0, "createdAt".into()),
    }
    cv_write.data = cv_doc;
    let details = match serde_json::to_value(&documents.details) {
        Ok(Value::Object(map)) => map,
        _ => Map::new(),
    };

    let mut all = vec![
        cv_write,
        PlannedWrite::set(details_path, details, &["updatedAt"]),
    ];
    let unchanged = unchanged_entries(uid, &cv, existing);
    all.extend(
        writes
            .entries
            .into_iter()
            .filter(|e| !unchanged.contains(&e.path))
            .map(|e| {
                let data = match e.data {
                    Value::Object(map) => map,
                    _ => Map::new(),
                };
                PlannedWrite::set(e.path, data, &[])
            }),
    );
    all.extend(writes.deletes.into_iter().map(PlannedWrite::delete));
    Ok(WritePlan {
        context: WriteContext::ProfileSave,
        writes: all,
    })
}

/// The editor's rule and the plan in one: the documents the rule makes of `form` (its field errors, else)
/// saved over `existing` as [`profile_save`] does.
pub fn profile_form_save(
    uid: &str,
    form: &ProfileForm,
    today: &str,
    has_photo: bool,
    existing: Option<&Value>,
) -> Result<(ProfileDocuments, WritePlan), PlanError> {
    let documents = validate_profile_form(form, today, has_photo).map_err(PlanError::Invalid)?;
    let plan = profile_save(uid, &documents, existing)?;
    Ok((documents, plan))
}

/// The entry paths whose new data equals the entry read at the same position (`existing`'s lists).
fn unchanged_entries(uid: &str, cv: &Value, existing: Option<&Value>) -> Vec<String> {
    let mut same = Vec::new();
    for key in ENTRY_LISTS {
        let list = |doc: Option<&Value>| {
            doc.and_then(|d| d.get(key))
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        let (new, old) = (list(Some(cv)), list(existing));
        for (position, (a, b)) in new.iter().zip(old.iter()).enumerate() {
            if same_value(a, b) {
                same.extend(entry_path(uid, key, position));
            }
        }
    }
    same
}

/// JSON equality with numbers compared by value: an entry read back from Firestore may carry `40.0` where the
/// form's entry has `40`.
fn same_value(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same_value(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_value(v, w)))
        }
        _ => a == b,
    }
}

fn list_length(doc: Option<&Value>, key: &str) -> usize {
    doc.and_then(|d| d.get(key))
        .and_then(Value::as_array)
        .map_or(0, Vec::len)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::fixtures::{full_details, full_profile};
    use crate::profile::CareerEntry;
    use crate::write_plan::WriteOp;
    use serde_json::json;

    /// The fixture's CV with `career` clubs (no honours) and its details.
    fn documents(career: &[&str]) -> ProfileDocuments {
        let mut cv = full_profile();
        let entry = cv.career[0].clone();
        cv.career = career
            .iter()
            .map(|club| CareerEntry {
                club: club.to_string(),
                ..entry.clone()
            })
            .collect();
        cv.honours = Vec::new();
        ProfileDocuments {
            cv,
            details: full_details(),
        }
    }

    #[test]
    fn a_form_is_checked_and_planned_in_one() {
        let docs = documents(&["FC Example"]);
        let cv = serde_json::to_value(&docs.cv).unwrap();
        let details = serde_json::to_value(&docs.details).unwrap();
        let form = crate::profile::edit_form(Some(&cv), Some(&details));
        let (checked, plan) = profile_form_save("u1", &form, "2026-11-27", false, None).unwrap();
        assert_eq!(checked.cv.career[0].club, "FC Example");
        assert_eq!(plan, profile_save("u1", &checked, None).unwrap());
        let empty = crate::profile::edit_form(None, None);
        assert!(matches!(
            profile_form_save("u1", &empty, "2026-11-27", false, None),
            Err(PlanError::Invalid(_))
        ));
    }

    #[test]
    fn a_first_save_stamps_created_and_updated_in_one_batch() {
        let plan = profile_save("u1", &documents(&[]), None).unwrap();
        assert_eq!(plan.context, WriteContext::ProfileSave);
        assert!(plan.writes.iter().all(|w| w.batch == 0));
        let cv = &plan.writes[0];
        assert_eq!(cv.path, "players/u1");
        assert_eq!(cv.op, WriteOp::Set);
        assert_eq!(cv.server_timestamps, ["createdAt", "updatedAt"]);
        assert!(cv.data.get("createdAt").is_none() && cv.data.get("career").is_none());
        let details = &plan.writes[1];
        assert_eq!(details.path, "players/u1/private/details");
        assert_eq!(details.server_timestamps, ["updatedAt"]);
        assert_eq!(details.data.get("dateOfBirth"), Some(&json!("1987-06-24")));
    }

    #[test]
    fn a_later_save_keeps_created_writes_entries_and_deletes_the_rest() {
        let existing =
            json!({"createdAt": {"seconds": 10, "nanoseconds": 5}, "career": [{}, {}, {}]});
        let plan = profile_save("u1", &documents(&["FC Porto"]), Some(&existing)).unwrap();
        let cv = &plan.writes[0];
        assert_eq!(cv.server_timestamps, ["updatedAt"]);
        assert_eq!(cv.kept_timestamps, ["createdAt"]);
        assert_eq!(
            cv.data.get("createdAt"),
            Some(&json!({"seconds": 10, "nanoseconds": 5}))
        );
        let paths: Vec<(&str, WriteOp)> = plan.writes[2..]
            .iter()
            .map(|w| (w.path.as_str(), w.op))
            .collect();
        assert_eq!(
            paths,
            [
                ("players/u1/career/00", WriteOp::Set),
                ("players/u1/career/01", WriteOp::Delete),
                ("players/u1/career/02", WriteOp::Delete),
            ]
        );
        assert!(plan.writes[2].server_timestamps.is_empty());
    }

    #[test]
    fn only_the_entries_that_changed_are_written_again() {
        let docs = documents(&["FC Porto", "SL Benfica", "Sporting CP"]);
        let mut existing = serde_json::to_value(&docs.cv).unwrap();
        // As read back: numbers may come as floats.
        let appearances = existing["career"][0]["appearances"].as_f64().unwrap();
        existing["career"][0]["appearances"] = json!(appearances + 0.0);
        assert!(existing["career"][0]["appearances"].is_f64());
        existing["career"][1]["club"] = json!("Boavista FC");
        let plan = profile_save("u1", &docs, Some(&existing)).unwrap();
        let entries: Vec<&str> = plan.writes[2..].iter().map(|w| w.path.as_str()).collect();
        assert_eq!(entries, ["players/u1/career/01"]);
        // Nothing changed: the CV and the details only.
        let same = serde_json::to_value(&docs.cv).unwrap();
        assert_eq!(
            profile_save("u1", &docs, Some(&same)).unwrap().writes.len(),
            2
        );
        assert!(same_value(
            &json!({"a": [1, null]}),
            &json!({"a": [1.0, null]})
        ));
        assert!(!same_value(&json!({"a": 1}), &json!({"a": 1, "b": 2})));
    }

    #[test]
    fn a_created_time_that_does_not_read_is_stamped_anew() {
        let existing = json!({"createdAt": "yesterday"});
        let plan = profile_save("u1", &documents(&[]), Some(&existing)).unwrap();
        assert_eq!(plan.writes[0].server_timestamps, ["createdAt", "updatedAt"]);
        assert_eq!(
            profile_save("", &documents(&[]), None),
            Err(PlanError::NoDocument)
        );
    }
}
