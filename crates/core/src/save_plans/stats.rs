//! The stats wizard's save: `playerStats/{uid}` written whole (no merge: a key the player no longer has,
//! such as a goalkeeper's ratings after a switch to outfield, must not linger), stamped `updatedAt`.

use serde_json::Value;

use crate::attributes::{validate_attributes_form, AttributesForm, StatsDocument};
use crate::firestore_errors::WriteContext;
use crate::firestore_paths::player_stats_path;
use crate::write_plan::{PlanError, PlannedWrite, WritePlan};

/// The plan saving `stats` (the wizard's validated document) for player `uid`.
pub fn stats_save(uid: &str, stats: &StatsDocument) -> Result<WritePlan, PlanError> {
    let path = player_stats_path(uid).ok_or(PlanError::NoDocument)?;
    let data = match serde_json::to_value(stats) {
        Ok(Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    Ok(WritePlan {
        context: WriteContext::StatsSave,
        writes: vec![PlannedWrite::set(path, data, &["updatedAt"])],
    })
}

/// The wizard's rule and the plan in one: the document the rule makes of `form` (its field errors, else)
/// saved for player `uid`. `goalkeeper`: the CV's player type asks for the goalkeeping values.
pub fn stats_form_save(
    uid: &str,
    form: &AttributesForm,
    today: &str,
    goalkeeper: bool,
) -> Result<(StatsDocument, WritePlan), PlanError> {
    let document = validate_attributes_form(form, today, goalkeeper).map_err(PlanError::Invalid)?;
    let plan = stats_save(uid, &document)?;
    Ok((document, plan))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write_plan::WriteOp;
    use serde_json::json;

    #[test]
    fn the_wizard_sets_one_document_stamped_by_the_server() {
        let stats: StatsDocument =
            serde_json::from_value(json!({"physical": {"pace": 70}, "technical": {"passing": 60}}))
                .unwrap();
        let plan = stats_save("u1", &stats).unwrap();
        assert_eq!(plan.context, WriteContext::StatsSave);
        let [write] = plan.writes.as_slice() else {
            panic!("one write")
        };
        assert_eq!(write.path, "playerStats/u1");
        assert_eq!(write.op, WriteOp::Set);
        assert_eq!(write.server_timestamps, ["updatedAt"]);
        assert_eq!(write.data.get("physical"), Some(&json!({"pace": 70})));
        assert_eq!(stats_save("", &stats), Err(PlanError::NoDocument));
    }

    #[test]
    fn a_form_is_checked_and_planned_in_one() {
        let stored = crate::attributes::fixtures::stored_doc();
        let form = crate::attributes::attributes_form(Some(&stored), false);
        let (document, plan) = stats_form_save("u1", &form, "2026-11-27", false).unwrap();
        assert_eq!(plan, stats_save("u1", &document).unwrap());
        assert_eq!(plan.writes[0].data.get("physical"), stored.get("physical"));
        let mut wrong = form.clone();
        wrong.physical.insert("pace".into(), "abc".into());
        assert!(matches!(
            stats_form_save("u1", &wrong, "2026-11-27", false),
            Err(PlanError::Invalid(_))
        ));
    }
}
