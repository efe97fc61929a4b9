//! Requests to contact a player, server side (functions/src/contact-requests.js), as JSON values for the
//! `ContactRequests` handle (`crate::handles`): what a request delivers, what an answer writes and what a guardian's
//! link does are the core's (`skora_core::contact_requests`).

use serde_json::{json, Value};
use skora_core::contact_requests::{answer, ask, guardian_mail, inbox, model};
use skora_core::firestore_paths;

use crate::{parse_json, to_json};

/// The collections, fields and fixed answers the function names.
pub fn contact_paths() -> Value {
    json!({
        "inbox": firestore_paths::INBOX,
        "contacts": firestore_paths::CONTACTS,
        "guardianLinks": firestore_paths::GUARDIAN_LINKS,
        "rateLimits": firestore_paths::RATE_LIMITS,
        "users": firestore_paths::USERS,
        "players": firestore_paths::PLAYERS,
        "privateDetails": firestore_paths::PLAYER_PRIVATE_DETAILS,
        "sent": model::SENT,
        "order": inbox::INBOX_ORDER,
    })
}

/// The plan for one request (`AskInput` as JSON text), or `null` for input that is not one.
pub fn ask_plan(input_json: &str) -> Value {
    parse_json(input_json)
        .and_then(|v| serde_json::from_value::<ask::AskInput>(v).ok())
        .map_or(Value::Null, |input| to_json(&ask::ask(&input)))
}

/// The player's answer (`AnswerInput` as JSON text), or `null`.
pub fn answer_plan(input_json: &str) -> Value {
    parse_json(input_json)
        .and_then(|v| serde_json::from_value::<answer::AnswerInput>(v).ok())
        .map_or(Value::Null, |input| to_json(&answer::player_answer(&input)))
}

/// The guardian's link (its document as JSON text, or none) for `AnswerInput` (JSON text) at `now_ms`, or `null`.
pub fn guardian_plan(link_json: Option<&str>, input_json: &str, now_ms: f64) -> Value {
    let link = link_json.and_then(parse_json).filter(Value::is_object);
    parse_json(input_json)
        .and_then(|v| serde_json::from_value::<answer::AnswerInput>(v).ok())
        .map_or(Value::Null, |input| {
            to_json(&answer::guardian_answer(link.as_ref(), &input, now_ms))
        })
}

/// The link document a guardian's token opens, or `None` for what is no token.
pub fn link_id(token: &str) -> Option<String> {
    guardian_mail::guardian_link_id(token)
}

/// The documents the functions read for a request between `scout` and `player`.
pub fn reads(scout: &str, player: &str) -> Value {
    to_json(&model::reads(scout, player))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_come_back_as_json_and_bad_input_as_null() {
        let input = json!({
            "scout": "s1", "player": "p1", "message": "Hello, a trial in March?",
            "profile": {"name": "Marta", "role": "club", "organisation": "FC", "country": "PT"},
            "cv": {"firstName": "Ana"}, "details": {"dateOfBirth": "2000-01-01"},
            "nowMs": 1_795_860_000_000u64, "origin": "https://skora.app", "token": "",
        });
        let plan = ask_plan(&input.to_string());
        assert_eq!(plan["kind"], "deliver");
        assert_eq!(plan["requestPath"], "users/p1/inbox/s1");
        assert_eq!(plan["counter"]["next"]["count"], 1);
        assert_eq!(ask_plan("{}"), Value::Null);
        assert_eq!(ask_plan("not json"), Value::Null);
        let answer =
            answer_plan(&json!({"player": "p1", "scout": "s1", "answer": "accept"}).to_string());
        assert_eq!(answer["kind"], "refused");
        assert_eq!(
            guardian_plan(
                None,
                &json!({"player": "p1", "scout": "s1", "answer": ""}).to_string(),
                0.0
            )["kind"],
            "invalidLink"
        );
        assert_eq!(link_id("x"), None);
        assert_eq!(contact_paths()["sent"], "sent");
        assert_eq!(reads("s1", "p1")["request"], "users/p1/inbox/s1");
        assert_eq!(reads("s1", "a/b")["request"], Value::Null);
    }
}
