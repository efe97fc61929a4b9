//! A week of the diary: saved as the whole document at `players/{uid}/weeklyStats/{week}` (no merge: a
//! value the player cleared must not linger) stamped `updatedAt` by the server, or deleted.

use serde_json::Value;

use crate::firestore_errors::WriteContext;
use crate::firestore_paths::weekly_entry_path;
use crate::weekly::{
    validate_weekly_form, weekly_form, IsoWeek, WeeklyContext, WeeklyDocument, WeeklyForm,
};
use crate::write_plan::{PlanError, PlannedWrite, WritePlan};

fn entry_path(uid: &str, week: &str) -> Result<String, PlanError> {
    let week = IsoWeek::parse(week).ok_or(PlanError::NoDocument)?;
    weekly_entry_path(uid, &week.id()).ok_or(PlanError::NoDocument)
}

/// The plan saving `document` (the form's validated entry) as `week` of player `uid`. The document's values
/// are checked again by the form's rule (ranges, cross-field rules, the note), so a document that did not
/// come from the rule gives the same field errors; the week's own bounds (the future, the 14th birthday,
/// a full season) are the form's, which knows today and the logged weeks.
pub fn weekly_save(
    uid: &str,
    week: &str,
    document: &WeeklyDocument,
) -> Result<WritePlan, PlanError> {
    let path = entry_path(uid, week)?;
    let stored = serde_json::to_value(document).unwrap_or(Value::Null);
    let form = weekly_form(Some(&stored), &document.week);
    let context = WeeklyContext {
        // The week's own last day: the week is never "in the future" for this check.
        today: IsoWeek::parse(&document.week)
            .map(|w| w.sunday().to_string())
            .unwrap_or_default(),
        date_of_birth: None,
        logged_weeks: Vec::new(),
    };
    let checked = validate_weekly_form(&form, &context).map_err(PlanError::Invalid)?;
    Ok(WritePlan {
        context: WriteContext::WeeklySave,
        writes: vec![PlannedWrite::set(path, to_map(&checked), &["updatedAt"])],
    })
}

/// The form's rule and the plan in one: the entry the rule makes of `form` (its field errors, else) saved
/// as its week of player `uid`.
pub fn weekly_form_save(
    uid: &str,
    form: &WeeklyForm,
    context: &WeeklyContext,
) -> Result<(WeeklyDocument, WritePlan), PlanError> {
    let document = validate_weekly_form(form, context).map_err(PlanError::Invalid)?;
    let plan = weekly_save(uid, &document.week, &document)?;
    Ok((document, plan))
}

/// The plan deleting `week` of player `uid`.
pub fn weekly_delete(uid: &str, week: &str) -> Result<WritePlan, PlanError> {
    Ok(WritePlan {
        context: WriteContext::WeeklyDelete,
        writes: vec![PlannedWrite::delete(entry_path(uid, week)?)],
    })
}

fn to_map(document: &WeeklyDocument) -> serde_json::Map<String, Value> {
    match serde_json::to_value(document) {
        Ok(Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write_plan::WriteOp;
    use serde_json::json;

    fn document(value: Value) -> WeeklyDocument {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn a_save_sets_the_whole_week_stamped_by_the_server() {
        let doc = document(json!({"week": "2026-W05", "minutes": 90, "goals": 1, "note": "Good"}));
        let plan = weekly_save("u1", "2026-W05", &doc).unwrap();
        assert_eq!(plan.context, WriteContext::WeeklySave);
        assert_eq!(plan.writes.len(), 1);
        let write = &plan.writes[0];
        assert_eq!(write.path, "players/u1/weeklyStats/2026-W05");
        assert_eq!(write.op, WriteOp::Set);
        assert_eq!(write.server_timestamps, ["updatedAt"]);
        assert!(write.kept_timestamps.is_empty());
        assert_eq!(write.batch, 0);
        assert_eq!(
            Value::Object(write.data.clone()),
            json!({"week": "2026-W05", "minutes": 90, "goals": 1, "note": "Good"})
        );
    }

    #[test]
    fn a_value_out_of_range_gives_the_fields_error() {
        let doc = document(json!({"week": "2026-W05", "minutes": 90, "goals": 1.5}));
        let Err(PlanError::Invalid(errors)) = weekly_save("u1", "2026-W05", &doc) else {
            panic!("expected field errors");
        };
        assert_eq!(errors[0].field, "goals");
    }

    #[test]
    fn an_id_that_names_no_document_plans_nothing() {
        let doc = document(json!({"week": "2026-W05"}));
        assert_eq!(
            weekly_save("a/b", "2026-W05", &doc),
            Err(PlanError::NoDocument)
        );
        assert_eq!(weekly_delete("", "2026-W05"), Err(PlanError::NoDocument));
        assert_eq!(
            weekly_delete("u1", "not-a-week"),
            Err(PlanError::NoDocument)
        );
    }

    #[test]
    fn a_form_is_checked_and_planned_in_one() {
        let form = weekly_form(Some(&json!({"minutes": 90, "goals": 2})), "2026-W05");
        let context = WeeklyContext {
            today: "2026-03-01".into(),
            date_of_birth: None,
            logged_weeks: Vec::new(),
        };
        let (document, plan) = weekly_form_save("u1", &form, &context).unwrap();
        assert_eq!(document.week, "2026-W05");
        assert_eq!(plan.writes[0].path, "players/u1/weeklyStats/2026-W05");
        assert_eq!(plan.writes[0].data.get("goals"), Some(&json!(2)));
        // A week after today is the form's own problem, at `week`.
        let early = WeeklyContext {
            today: "2026-01-01".into(),
            ..context
        };
        let Err(PlanError::Invalid(errors)) = weekly_form_save("u1", &form, &early) else {
            panic!("expected field errors");
        };
        assert_eq!(errors[0].field, "week");
    }

    #[test]
    fn a_delete_removes_the_week() {
        let plan = weekly_delete("u1", "2026-W05").unwrap();
        assert_eq!(plan.context, WriteContext::WeeklyDelete);
        assert_eq!(
            plan.writes,
            vec![PlannedWrite::delete(
                "players/u1/weeklyStats/2026-W05".into()
            )]
        );
    }
}
