//! Requests to confirm a player's stats, server side (functions/src/confirmations.js), as JSON values for the
//! `Confirmations` handle (`crate::handles`): what a request stores and mails is the core's
//! (`skora_core::confirmation_requests`).

use serde_json::{json, Value};
use skora_core::confirmation::link_id;
use skora_core::confirmation_answers::{answer, void_on_change, AnswerInput};
use skora_core::confirmation_requests::{ask, reads, AskInput, SENT};
use skora_core::firestore_paths;

use crate::{parse_json, to_json};

/// The collections and the fixed answer the function names.
pub fn paths() -> Value {
    json!({
        "attestations": firestore_paths::ATTESTATIONS,
        "attestationLinks": firestore_paths::ATTESTATION_LINKS,
        "mail": firestore_paths::MAIL,
        "sent": SENT,
        "unavailable": skora_core::confirmation::LINK_UNAVAILABLE,
    })
}

/// The plan for one request (`AskInput` as JSON text), or `null` for input that is not one.
pub fn ask_plan(input_json: &str) -> Value {
    parse_json(input_json)
        .and_then(|v| serde_json::from_value::<AskInput>(v).ok())
        .map_or(Value::Null, |input| to_json(&ask(&input)))
}

/// The plan for one visit or answer of an official's link (`AnswerInput` as JSON text), or `null`.
pub fn answer_plan(input_json: &str) -> Value {
    parse_json(input_json)
        .and_then(|v| serde_json::from_value::<AnswerInput>(v).ok())
        .map_or(Value::Null, |input| to_json(&answer(&input)))
}

/// What a change of `week` (its document now as JSON text, `null` when deleted) does to a stored request (JSON
/// text): the fields to update, or `null`.
pub fn void_plan(request_json: &str, week: &str, now_json: &str) -> Value {
    let (Some(request), now) = (parse_json(request_json), parse_json(now_json)) else {
        return Value::Null;
    };
    let now = now.filter(|v| !v.is_null());
    void_on_change(&request, week, now.as_ref()).map_or(Value::Null, Value::Object)
}

/// The link document an official's token opens, or `None` for anything that is no token.
pub fn link(token: &str) -> Option<String> {
    link_id(token)
}

/// The documents to read for a request of `player` to `email` for `weeks` (JSON text of an array of week ids; any
/// other value reads as none).
pub fn request_reads(player: &str, email: &str, weeks_json: &str) -> Value {
    let weeks: Vec<String> = parse_json(weeks_json)
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default();
    to_json(&reads(player, email, &weeks))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_input_reads_as_none() {
        assert_eq!(ask_plan("[]"), Value::Null);
        assert_eq!(ask_plan("{\"player\": 3}"), Value::Null);
        let r = request_reads("ana", "jan@example.com", "{\"not\": \"weeks\"}");
        assert_eq!(r["weeks"], json!([]));
        assert_eq!(r.get("request"), None);
        assert_eq!(paths()["attestations"], "attestations");
    }
}
