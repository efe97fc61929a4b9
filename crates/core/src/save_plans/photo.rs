//! The CV's photo flag: once the served picture is there (or gone), `players/{uid}` says so, stamped
//! `updatedAt` by the server. Merged, so the rest of the CV stays as the owner saved it; part of saving
//! the CV, so a failure reads as the CV's.

use serde_json::{Map, Value};

use crate::firestore_errors::WriteContext;
use crate::firestore_paths::player_path;
use crate::write_plan::{PlanError, PlannedWrite, WriteOp, WritePlan};

/// The plan marking player `uid`'s CV as having a photo or not.
pub fn photo_save(uid: &str, has_photo: bool) -> Result<WritePlan, PlanError> {
    let path = player_path(uid).ok_or(PlanError::NoDocument)?;
    let mut data = Map::new();
    data.insert("hasPhoto".into(), Value::Bool(has_photo));
    let mut write = PlannedWrite::set(path, data, &["updatedAt"]);
    write.op = WriteOp::Merge;
    Ok(WritePlan {
        context: WriteContext::ProfileSave,
        writes: vec![write],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_flag_is_merged_into_the_cv_stamped_by_the_server() {
        let plan = photo_save("u1", true).unwrap();
        assert_eq!(plan.context, WriteContext::ProfileSave);
        let [write] = plan.writes.as_slice() else {
            panic!("one write")
        };
        assert_eq!(write.path, "players/u1");
        assert_eq!(write.op, WriteOp::Merge);
        assert_eq!(Value::Object(write.data.clone()), json!({"hasPhoto": true}));
        assert_eq!(write.server_timestamps, ["updatedAt"]);
        let off = photo_save("u1", false).unwrap();
        assert_eq!(off.writes[0].data.get("hasPhoto"), Some(&json!(false)));
        assert_eq!(photo_save("a/b", true), Err(PlanError::NoDocument));
    }
}
