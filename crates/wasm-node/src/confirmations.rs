//! Requests to confirm a player's stats, server side (functions/src/confirmations.js), as JSON values for the
//! `Confirmations` handle (`crate::handles`): what a request stores and mails is the core's
//! (`skora_core::confirmation_requests`).

use serde_json::{json, Value};
use skora_core::confirmation::link_id;
use skora_core::confirmation_answers::{answer, void_on_change, void_tests_on_change, AnswerInput};
use skora_core::confirmation_owner::{owner_requests, withdraw, CREATED_FIELD, OWNER_REQUESTS_MAX};
use skora_core::confirmation_requests::{ask, reads, AskInput, SENT};
use skora_core::confirmed_tests::{
    current_hashes, tests_record_update, unconfirmed_tests, ConfirmedTest,
};
use skora_core::confirmed_weeks::{record_update, records_of, unconfirmed_on_change};
use skora_core::firestore_paths;
use skora_core::profile::EntryDocument;
use skora_core::weekly::{season_of, IsoWeek};

use crate::{parse_json, to_json};

/// The collections and the fixed answer the function names.
pub fn paths() -> Value {
    json!({
        "attestations": firestore_paths::ATTESTATIONS,
        "attestationLinks": firestore_paths::ATTESTATION_LINKS,
        "sent": SENT,
        "unavailable": skora_core::confirmation::LINK_UNAVAILABLE,
        "created": CREATED_FIELD,
        "ownerMax": OWNER_REQUESTS_MAX,
    })
}

/// The season's record of confirmed weeks that holds `week` (an ISO week id) of `uid`, or `None`.
pub fn record_path(uid: &str, week: &str) -> Option<String> {
    let week = IsoWeek::parse(week)?;
    firestore_paths::confirmed_weeks_path(uid, season_of(week))
}

/// Whether a change of `week` (its document now as JSON text, `null` when deleted) takes it out of the season's
/// record (JSON text).
pub fn unconfirms(record_json: &str, week: &str, now_json: &str) -> bool {
    let record = parse_json(record_json).filter(|v| !v.is_null());
    let now = parse_json(now_json).filter(|v| !v.is_null());
    unconfirmed_on_change(record.as_ref(), week, now.as_ref())
}

/// The seasons' records confirming every week of `docs` (`[{id, data}]` as JSON text) of `uid` by `by`:
/// `[{path, record}]`, one per season.
pub fn records(uid: &str, docs_json: &str, by: &str) -> Value {
    let docs: Vec<EntryDocument> = parse_json(docs_json)
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default();
    let records: Vec<Value> = records_of(&docs, by)
        .iter()
        .filter_map(|(season, weeks)| {
            let path = firestore_paths::confirmed_weeks_path(uid, *season)?;
            Some(json!({"path": path, "record": record_update(*season, weeks)}))
        })
        .collect();
    Value::Array(records)
}

/// The record confirming every measured test of `stats_json` (JSON text) of `uid` by `by`: `{path, record}`, or `null`.
pub fn tests_record(uid: &str, stats_json: &str, by: &str) -> Value {
    let stats = parse_json(stats_json);
    let tests: std::collections::BTreeMap<String, ConfirmedTest> = current_hashes(stats.as_ref())
        .into_iter()
        .map(|(key, hash)| {
            (
                key,
                ConfirmedTest {
                    hash,
                    by: by.to_string(),
                },
            )
        })
        .collect();
    match firestore_paths::confirmed_tests_path(uid) {
        Some(path) if !tests.is_empty() => {
            json!({"path": path, "record": tests_record_update(&tests)})
        }
        _ => Value::Null,
    }
}

/// The player's requests as their page lists them, from the stored documents (`[{id, data}]` as JSON text).
pub fn mine(docs_json: &str, player: &str, now_ms: u64) -> Value {
    let docs: Vec<EntryDocument> = parse_json(docs_json)
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default();
    to_json(&owner_requests(&docs, player, now_ms))
}

/// The update withdrawing a stored request (JSON text) for `player`, or `null`.
pub fn withdrawal(request_json: &str, player: &str, now_ms: u64) -> Value {
    parse_json(request_json)
        .and_then(|request| withdraw(&request, player, now_ms))
        .map_or(Value::Null, Value::Object)
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
pub fn request_reads(player: &str, email: &str, weeks_json: &str, tests: bool) -> Value {
    let weeks: Vec<String> = parse_json(weeks_json)
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default();
    to_json(&reads(player, email, &weeks, tests))
}

/// What a change of the player's stats (JSON text, `null` when deleted) does to a stored request of their tests
/// (JSON text): the fields to update, or `null`.
pub fn void_tests_plan(request_json: &str, stats_json: &str) -> Value {
    let Some(request) = parse_json(request_json) else {
        return Value::Null;
    };
    let stats = parse_json(stats_json).filter(|v| !v.is_null());
    void_tests_on_change(&request, stats.as_ref()).map_or(Value::Null, Value::Object)
}

/// The keys of the tests a change of the stats (JSON text, `null` when deleted) takes out of the record (JSON text).
pub fn tests_unconfirmed(record_json: &str, stats_json: &str) -> Value {
    let record = parse_json(record_json).filter(|v| !v.is_null());
    let stats = parse_json(stats_json).filter(|v| !v.is_null());
    json!(unconfirmed_tests(record.as_ref(), stats.as_ref()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_record_confirms_each_stored_test() {
        let stats = r#"{"tests": {"sprint10m": {"value": 1.72, "measuredOn": "2026-09-14"}}}"#;
        let record = tests_record("ana", stats, "Rui Lopes (coach, GD Alfama)");
        assert_eq!(record["path"], "players/ana/confirmedTests/measured");
        assert_eq!(
            record["record"]["tests"]["sprint10m"]["by"],
            "Rui Lopes (coach, GD Alfama)"
        );
        assert_eq!(tests_record("ana", "{}", "x"), Value::Null);
        assert_eq!(
            tests_unconfirmed(&record["record"].to_string(), stats),
            json!([])
        );
        assert_eq!(
            tests_unconfirmed(&record["record"].to_string(), "null"),
            json!(["sprint10m"])
        );
    }

    #[test]
    fn hostile_input_reads_as_none() {
        assert_eq!(ask_plan("[]"), Value::Null);
        assert_eq!(ask_plan("{\"player\": 3}"), Value::Null);
        let r = request_reads("ana", "jan@example.com", "{\"not\": \"weeks\"}", false);
        assert_eq!(r["weeks"], json!([]));
        assert_eq!(r.get("request"), None);
        assert_eq!(paths()["attestations"], "attestations");
        assert_eq!(mine("{}", "ana", 0), json!([]));
        assert_eq!(withdrawal("null", "ana", 0), Value::Null);
        assert!(!unconfirms("3", "2026-W40", "null"));
        assert_eq!(
            record_path("ana", "2026-W40").as_deref(),
            Some("players/ana/confirmedWeeks/2026")
        );
        assert_eq!(record_path("ana", "W40"), None);
        let docs = r#"[{"id": "2026-W40", "data": {"week": "2026-W40", "minutes": 90}}]"#;
        let made = records("ana", docs, "Jan Novák (coach, FC Example)");
        assert_eq!(made[0]["path"], "players/ana/confirmedWeeks/2026");
        assert_eq!(
            made[0]["record"]["weeks"]["2026-W40"]["by"],
            "Jan Novák (coach, FC Example)"
        );
        assert_eq!(records("ana", "{}", "x"), json!([]));
    }
}
