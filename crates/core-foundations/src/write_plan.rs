//! A write plan: every document write one save makes, as plain data the app applies without deciding
//! anything. The core names the paths, the data, which fields the server stamps with its own time (the
//! rules require `request.time`, which only the server knows), which fields write back a time read
//! earlier, and which writes commit together; the app's one writer turns it into Firestore batches.
//!
//! Why plans: before them each save crossed the boundary several times (validate, then ask for the path,
//! then for the failure's message) and each feature stamped its own timestamps; now a save is one call
//! into the core and one write, and the wording of a failure comes from the plan's `context`.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::firestore_errors::WriteContext;
use crate::validation::FieldError;

/// How one document is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum WriteOp {
    /// The whole document (a key the data lacks is removed).
    Set,
    /// Merged into the stored document.
    Merge,
    /// The document removed.
    Delete,
}

/// One document write of a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlannedWrite {
    pub path: String,
    pub op: WriteOp,
    /// The data to write (empty for a delete), without the stamped fields.
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, unknown>"))]
    pub data: Map<String, Value>,
    /// Fields the server sets to its own time.
    pub server_timestamps: Vec<String>,
    /// Fields of `data` holding a time as read (`{seconds, nanoseconds}`), written back as the same
    /// Timestamp: the rules compare it with the stored one (a CV's `createdAt` never changes).
    pub kept_timestamps: Vec<String>,
    /// The batch this write commits in: writes of one batch succeed or fail together, batches commit
    /// in ascending order.
    pub batch: u32,
}

/// The writes of one save and which save it is (the wording of its failures).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WritePlan {
    pub context: WriteContext,
    pub writes: Vec<PlannedWrite>,
}

/// Why a save has no plan.
#[derive(Debug, Clone, PartialEq)]
pub enum PlanError {
    /// The values break the form's rule: every field's problem, as the form shows them.
    Invalid(Vec<FieldError>),
    /// The account id names no document (empty, with a `/`…): nothing is written.
    NoDocument,
}

impl PlanError {
    /// The sentence for [`PlanError::NoDocument`] (a programming or account problem, never a user's typing).
    pub const NO_DOCUMENT: &'static str = "This account id does not name a document.";
}

impl PlannedWrite {
    /// The whole document at `path`, in batch 0, stamped with the server's time at `stamped`.
    pub fn set(path: String, data: Map<String, Value>, stamped: &[&str]) -> PlannedWrite {
        PlannedWrite {
            path,
            op: WriteOp::Set,
            data,
            server_timestamps: stamped.iter().map(|f| f.to_string()).collect(),
            kept_timestamps: Vec::new(),
            batch: 0,
        }
    }

    /// The deletion of the document at `path`, in batch 0.
    pub fn delete(path: String) -> PlannedWrite {
        PlannedWrite {
            path,
            op: WriteOp::Delete,
            data: Map::new(),
            server_timestamps: Vec::new(),
            kept_timestamps: Vec::new(),
            batch: 0,
        }
    }
}

/// Whether `value` is a time as the app reads one (`{seconds, nanoseconds}`, both numbers), so it can be
/// written back as the Timestamp it was.
pub fn is_read_time(value: Option<&Value>) -> bool {
    value.is_some_and(|v| {
        v.get("seconds").is_some_and(Value::is_number)
            && v.get("nanoseconds").is_some_and(Value::is_number)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_plan_reads_as_the_writer_expects() {
        let plan = WritePlan {
            context: WriteContext::WeeklyDelete,
            writes: vec![PlannedWrite::delete(
                "players/u/weeklyStats/2026-W01".into(),
            )],
        };
        assert_eq!(
            serde_json::to_value(&plan).unwrap(),
            json!({"context": "weekly-delete", "writes": [{"path": "players/u/weeklyStats/2026-W01", "op": "delete",
                "data": {}, "serverTimestamps": [], "keptTimestamps": [], "batch": 0}]})
        );
    }

    #[test]
    fn only_a_read_time_is_kept() {
        assert!(is_read_time(Some(&json!({"seconds": 1, "nanoseconds": 0}))));
        assert!(!is_read_time(Some(
            &json!({"seconds": "1", "nanoseconds": 0})
        )));
        assert!(!is_read_time(Some(&json!(1234))));
        assert!(!is_read_time(None));
    }
}
