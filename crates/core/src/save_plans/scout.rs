//! A scout's profile: `scouts/{uid}`, the whole document (a link removed is gone), its change time stamped by
//! the server. The rules keep it and a player's CV apart: an account has one or the other.

use serde_json::Value;

use crate::firestore_errors::WriteContext;
use crate::firestore_paths::scout_path;
use crate::scout::{validate_scout, ScoutForm, ScoutProfile};
use crate::write_plan::{PlanError, PlannedWrite, WritePlan};

/// The plan saving `profile` as the scout profile of `uid`.
pub fn scout_save(uid: &str, profile: &ScoutProfile) -> Result<WritePlan, PlanError> {
    let path = scout_path(uid).ok_or(PlanError::NoDocument)?;
    let data = match serde_json::to_value(profile) {
        Ok(Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    Ok(WritePlan {
        context: WriteContext::ScoutSave,
        writes: vec![PlannedWrite::set(path, data, &["updatedAt"])],
    })
}

/// The form's rule and the plan in one: the profile the rule makes of `form` (its field errors, else) saved
/// for scout `uid`.
pub fn scout_form_save(
    uid: &str,
    form: &ScoutForm,
) -> Result<(ScoutProfile, WritePlan), PlanError> {
    let profile = validate_scout(form).map_err(PlanError::Invalid)?;
    let plan = scout_save(uid, &profile)?;
    Ok((profile, plan))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write_plan::WriteOp;
    use serde_json::json;

    fn form(link: &str) -> ScoutForm {
        ScoutForm {
            name: "Marta Ruiz".into(),
            role: "coach".into(),
            organisation: "CF Getafe Juvenil".into(),
            country: "ES".into(),
            link: link.into(),
        }
    }

    #[test]
    fn the_whole_profile_is_set_with_the_server_time() {
        let (profile, plan) = scout_form_save("u1", &form("")).unwrap();
        assert_eq!(plan.context, WriteContext::ScoutSave);
        let [write] = plan.writes.as_slice() else {
            panic!("one write")
        };
        assert_eq!((write.path.as_str(), write.op), ("scouts/u1", WriteOp::Set));
        // No `link` key at all: a link removed in the form is removed from the document.
        assert_eq!(
            Value::Object(write.data.clone()),
            json!({ "name": "Marta Ruiz", "role": "coach", "organisation": "CF Getafe Juvenil", "country": "ES" })
        );
        assert_eq!(write.server_timestamps, ["updatedAt"]);
        assert_eq!(profile.link, None);
        let (_, plan) = scout_form_save("u1", &form("https://getafe.example/scouting")).unwrap();
        assert_eq!(
            plan.writes[0].data["link"],
            json!("https://getafe.example/scouting")
        );
    }

    #[test]
    fn nothing_is_planned_for_a_refused_form_or_an_id_that_names_no_document() {
        let Err(PlanError::Invalid(errors)) = scout_form_save("u1", &form("mailto:x@y.z")) else {
            panic!("the link is refused")
        };
        assert_eq!(errors[0].field, "link");
        assert_eq!(
            scout_form_save("a/b", &form("")).map(|_| ()),
            Err(PlanError::NoDocument)
        );
    }
}
