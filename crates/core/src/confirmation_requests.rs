//! What `askToConfirmStats` does with a player's request to an official to confirm weeks of their weekly stats, or
//! their measured physical tests: refuse a form the rule refuses (at the field), or answer "sent", storing the
//! request and mailing the official only when it may go. A composition of `confirmation` (the request's rule, its
//! link and its life), `confirmed_weeks` and `confirmed_tests` (the figures' hashes), `weekly` and `attributes`
//! (the stored figures) and `rate_limit`.
//!
//! The request's id is a hash of the player, the official's address and the weeks (or the tests): a second request
//! for the same figures to the same address while the first is open is the same document, and answers "sent" again
//! without a new mail. So do the limits (5 requests a day per player, 3 mails a day per official's address, whoever asks): a spent
//! limit never tells the player, or anyone typing an official's address, anything.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::confirmation::ValidRequest;
use crate::confirmation::{
    confirm_link, is_open, link_id, validate_request, RequestForm, RequestKind, Status,
    TOKEN_TTL_MS,
};
use crate::confirmation_owner::CREATED_FIELD;
use crate::confirmed_tests::tests_snapshot;
use crate::confirmed_weeks::week_hash;
use crate::contact_requests::model::player_name;
use crate::firestore_paths::{
    player_path, player_private_path, player_stats_path, weekly_entry_path, ATTESTATIONS,
    ATTESTATION_LINKS, RATE_LIMITS,
};
use crate::html::escape_html;
use crate::newsletter_confirm::{Mail, MailMessage};
use crate::profile::EntryDocument;
use crate::rate_limit::{rate_limit_id, rate_step, RateScope, RateStep, RateWindow};
use crate::sha256::sha256_hex;
use crate::validation::{canonical_email, error, FieldError};
use crate::weekly::{read_entry, season_label, season_of, IsoWeek, WeeklyKey};

/// The most weeks one request covers: a season's.
pub const MAX_WEEKS: usize = 53;
/// What every request answers, delivered or not.
pub const SENT: &str = "sent";

/// The weeks asked for, as ids: 1 to [`MAX_WEEKS`] distinct ISO weeks of one season, in order.
pub fn check_weeks(weeks: &[String]) -> Result<Vec<IsoWeek>, FieldError> {
    let mut parsed: Vec<IsoWeek> = Vec::with_capacity(weeks.len());
    for id in weeks {
        let Some(week) = IsoWeek::parse(id) else {
            return Err(error(
                "weeks",
                "invalid",
                "Choose the weeks to confirm from your list.",
            ));
        };
        if !parsed.contains(&week) {
            parsed.push(week);
        }
    }
    parsed.sort();
    match (parsed.first(), parsed.last()) {
        (None, _) | (_, None) => Err(error(
            "weeks",
            "required",
            "Choose at least one week to confirm.",
        )),
        _ if parsed.len() > MAX_WEEKS => Err(error(
            "weeks",
            "too_many",
            "Choose the weeks of one season.",
        )),
        (Some(first), Some(last)) if season_of(*first) != season_of(*last) => Err(error(
            "weeks",
            "seasons",
            "Choose weeks of one season: ask once per season.",
        )),
        _ => Ok(parsed),
    }
}

/// The request's id for `player`, the official's address and the weeks: the same request twice is one document.
pub fn request_key(player: &str, email: &str, weeks: &[IsoWeek]) -> Option<String> {
    let email = canonical_email(email)?;
    let weeks: Vec<String> = weeks.iter().map(|w| w.id()).collect();
    Some(sha256_hex(&format!(
        "attestation\n{player}\n{email}\n{}",
        weeks.join(",")
    )))
}

/// The id of a request for the player's measured tests: one per official's address, whichever tests it covers (a
/// request stands for the tests as they are, so asking again once they changed replaces the voided one).
pub fn tests_request_key(player: &str, email: &str) -> Option<String> {
    let email = canonical_email(email)?;
    Some(sha256_hex(&format!(
        "attestation\n{player}\n{email}\nmeasured-tests"
    )))
}

/// `rateLimits/{id}` of a counter.
fn counter_path(scope: RateScope, key: &str) -> String {
    format!("{RATE_LIMITS}/{}", rate_limit_id(scope, key))
}

/// The documents the function reads in its transaction for a request, when the form names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reads {
    /// `players/{player}`: the CV, for the name the official reads.
    pub cv: Option<String>,
    /// `players/{player}/private/details`: the CV's contact address, which the official's may not be.
    pub details: Option<String>,
    /// `attestations/{key}`, when the address and the weeks read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request: Option<String>,
    /// The player's counter (`rateLimits/{id}`).
    pub player_counter: String,
    /// The official's counter, when the address reads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub official_counter: Option<String>,
    /// Each week's stored document.
    pub weeks: Vec<String>,
    /// `playerStats/{player}`, for a request of the measured tests.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<String>,
}

/// The documents to read for a request of `player` to `email` for `weeks`, or for the measured tests (`tests`).
pub fn reads(player: &str, email: &str, weeks: &[String], tests: bool) -> Reads {
    let parsed = (!tests).then(|| check_weeks(weeks).ok()).flatten();
    let key = if tests {
        tests_request_key(player, email)
    } else {
        parsed
            .as_deref()
            .and_then(|p| request_key(player, email, p))
    };
    Reads {
        cv: player_path(player),
        details: player_private_path(player),
        stats: tests.then(|| player_stats_path(player)).flatten(),
        request: key.map(|k| format!("{ATTESTATIONS}/{k}")),
        player_counter: counter_path(RateScope::ConfirmationPlayer, player),
        official_counter: canonical_email(email)
            .map(|e| counter_path(RateScope::ConfirmationOfficial, &e)),
        weeks: parsed
            .unwrap_or_default()
            .iter()
            .filter_map(|w| weekly_entry_path(player, &w.id()))
            .collect(),
    }
}

/// What the function read for one request.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AskInput {
    pub player: String,
    pub form: RequestForm,
    #[serde(default)]
    pub weeks: Vec<String>,
    /// A request of the measured tests rather than weeks.
    #[serde(default)]
    pub tests: bool,
    /// `playerStats/{player}` as stored, for a request of the tests.
    #[serde(default)]
    pub stats: Option<Value>,
    /// `players/{player}`: the CV (the name the official reads).
    #[serde(default)]
    pub cv: Option<Value>,
    /// The weeks as stored, `{id, data}` (a week that is not there is absent).
    #[serde(default)]
    pub week_docs: Vec<EntryDocument>,
    /// Every address of the account that owns the CV.
    #[serde(default)]
    pub own_emails: Vec<String>,
    /// The stored request of the same key.
    #[serde(default)]
    pub stored: Option<Value>,
    #[serde(default)]
    pub player_counter: Option<RateWindow>,
    #[serde(default)]
    pub official_counter: Option<RateWindow>,
    pub now_ms: u64,
    pub origin: String,
    /// 32 random bytes in hex (`OpenForms.token`).
    pub token: String,
}

/// A counter to store.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counter {
    pub path: String,
    pub scope: String,
    pub step: RateStep,
}

/// Everything a delivered request writes.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delivery {
    pub request_path: String,
    /// The request without `createdAt` and `expiresAt`, which the function stamps (`expires_at_ms`).
    pub request: Map<String, Value>,
    pub link_path: String,
    /// `{request}`: the request's id.
    pub link: Map<String, Value>,
    pub expires_at_ms: u64,
    pub mail: Mail,
    pub counters: Vec<Counter>,
}

/// What to do with one request.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AskPlan {
    /// The form breaks its rule: the errors at the fields, the player's text kept.
    Invalid {
        errors: Vec<FieldError>,
    },
    /// Answer "sent", store nothing: the same request is open, or a limit is spent.
    Sent,
    Deliver(Box<Delivery>),
}

/// One week of the snapshot: its id, label, and its figures as the page shows them.
fn week_snapshot(doc: &EntryDocument) -> Option<(String, Value)> {
    let entry = read_entry(&doc.id, &doc.data)?;
    let figures: Vec<Value> = WeeklyKey::ALL
        .iter()
        .filter_map(|&key| {
            let value = entry.get(key)?;
            Some(json!({"key": key.key(), "label": key.spec().label, "text": key.spec().show(value)}))
        })
        .collect();
    let minutes = entry.count(WeeklyKey::Minutes);
    Some((
        entry.week.id(),
        json!({"label": entry.week.label(), "hash": week_hash(&entry), "minutes": minutes, "figures": figures}),
    ))
}

/// The plan for one request.
/// What a request covers, checked: the kind, the snapshot (id → `{label, hash, figures}`), the document's id, and
/// the season of weeks.
struct Covered {
    kind: RequestKind,
    snapshot: Map<String, Value>,
    key: Option<String>,
    season: Option<u16>,
}

/// The measured tests as stored now, or the field's error when there is none to confirm.
fn covered_tests(input: &AskInput, email: &str) -> Result<Covered, FieldError> {
    let snapshot = tests_snapshot(input.stats.as_ref());
    if snapshot.is_empty() {
        return Err(error(
            "tests",
            "missing",
            "Save at least one measured test first: there is nothing to confirm yet.",
        ));
    }
    Ok(Covered {
        kind: RequestKind::Tests,
        snapshot,
        key: tests_request_key(&input.player, email),
        season: None,
    })
}

pub fn ask(input: &AskInput) -> AskPlan {
    let own: Vec<&str> = input.own_emails.iter().map(String::as_str).collect();
    let mut errors = Vec::new();
    let request = validate_request(&input.form, &own)
        .map_err(|e| errors.extend(e))
        .ok();
    if input.tests {
        let covered = covered_tests(input, &input.form.email)
            .map_err(|e| errors.push(e))
            .ok();
        return match (request, covered, errors.is_empty()) {
            (Some(request), Some(covered), true) => planned(input, &request, covered),
            _ => AskPlan::Invalid { errors },
        };
    }
    let weeks = check_weeks(&input.weeks).map_err(|e| errors.push(e)).ok();
    // Every week asked for is stored and readable now: a snapshot confirms what the CV shows, nothing else.
    let snapshot: Option<Map<String, Value>> = weeks.as_ref().and_then(|weeks| {
        let found: Map<String, Value> = input.week_docs.iter().filter_map(week_snapshot).collect();
        let complete = weeks.iter().all(|w| found.contains_key(&w.id()));
        if !complete {
            errors.push(error(
                "weeks",
                "missing",
                "Choose weeks you have logged: one of them is not saved.",
            ));
        }
        complete.then_some(found)
    });
    let (Some(request), Some(weeks), Some(snapshot), true) =
        (request, weeks, snapshot, errors.is_empty())
    else {
        return AskPlan::Invalid { errors };
    };
    let covered = Covered {
        kind: RequestKind::Weeks,
        key: request_key(&input.player, &request.official.email, &weeks),
        season: Some(season_of(weeks[0])),
        snapshot,
    };
    planned(input, &request, covered)
}

/// The plan for a request whose form and figures read: answer "sent", and deliver it when it may go.
fn planned(input: &AskInput, request: &ValidRequest, covered: Covered) -> AskPlan {
    let Covered {
        kind,
        snapshot,
        key,
        season,
    } = covered;
    let Some(key) = key else {
        return AskPlan::Sent;
    };
    // The same request open, or confirmed for exactly these figures: nothing to ask (asking again would replace a
    // confirmation with a pending request).
    let stored_stands = input.stored.as_ref().is_some_and(|s| {
        let status = s
            .get("status")
            .cloned()
            .and_then(|v| serde_json::from_value::<Status>(v).ok());
        let expires = s.get("expiresAtMs").and_then(Value::as_u64).unwrap_or(0);
        let hashes = |weeks: &Map<String, Value>| -> Vec<Option<String>> {
            weeks
                .values()
                .map(|w| w.get("hash").and_then(Value::as_str).map(str::to_string))
                .collect()
        };
        match status {
            Some(Status::Confirmed) => {
                s.get(kind.items_field())
                    .and_then(Value::as_object)
                    .map(hashes)
                    == Some(hashes(&snapshot))
            }
            Some(status) => is_open(status, expires, input.now_ms),
            None => false,
        }
    });
    if stored_stands {
        return AskPlan::Sent;
    }
    let player_step = rate_step(
        input.player_counter,
        input.now_ms,
        RateScope::ConfirmationPlayer.rule(),
    );
    let official_step = rate_step(
        input.official_counter,
        input.now_ms,
        RateScope::ConfirmationOfficial.rule(),
    );
    let (Some(link_id), Some(canonical), true, true) = (
        link_id(&input.token),
        canonical_email(&request.official.email),
        player_step.allowed,
        official_step.allowed,
    ) else {
        return AskPlan::Sent;
    };
    let name = player_name(input.cv.as_ref());
    let expires_at_ms = input.now_ms.saturating_add(TOKEN_TTL_MS);
    let hashes: Vec<String> = snapshot
        .values()
        .filter_map(|w| w.get("hash").and_then(Value::as_str).map(str::to_string))
        .collect();
    let mut doc = Map::new();
    doc.insert("player".into(), json!(input.player));
    doc.insert("playerName".into(), json!(name));
    let club = input
        .cv
        .as_ref()
        .and_then(|cv| cv.get("currentClub"))
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|c| !c.is_empty());
    if let Some(club) = club {
        doc.insert("playerClub".into(), json!(club));
    }
    doc.insert("official".into(), json!(request.official));
    if let Some(note) = &request.note {
        doc.insert("note".into(), json!(note));
    }
    let count = snapshot.len();
    let what = match season {
        Some(season) => {
            doc.insert("season".into(), json!(season));
            let weeks = if count == 1 {
                "one week".to_string()
            } else {
                format!("{count} weeks")
            };
            format!(
                "{weeks} of their football stats, season {}",
                season_label(season)
            )
        }
        None => {
            doc.insert("kind".into(), json!(kind));
            // In the wizard's order.
            let labels: Vec<&str> = crate::attributes::Test::ALL
                .iter()
                .filter_map(|t| snapshot.get(t.key())?.get("label")?.as_str())
                .collect();
            format!("their measured physical tests ({})", labels.join(", "))
        }
    };
    doc.insert(kind.items_field().into(), Value::Object(snapshot));
    doc.insert("snapshotHash".into(), json!(sha256_hex(&hashes.join("\n"))));
    doc.insert("status".into(), json!(Status::Sent));
    // The player's page lists their requests newest first (`confirmation_owner`).
    doc.insert(CREATED_FIELD.into(), json!(input.now_ms));
    doc.insert("expiresAtMs".into(), json!(expires_at_ms));
    let mut link = Map::new();
    link.insert("request".into(), json!(key));
    let mail = official_mail(
        &request.official.email,
        &request.official.name,
        &name,
        &what,
        request.note.as_deref(),
        &confirm_link(&input.origin, &input.token),
    );
    AskPlan::Deliver(Box::new(Delivery {
        request_path: format!("{ATTESTATIONS}/{key}"),
        request: doc,
        link_path: format!("{ATTESTATION_LINKS}/{link_id}"),
        link,
        expires_at_ms,
        mail,
        counters: vec![
            Counter {
                path: counter_path(RateScope::ConfirmationPlayer, &input.player),
                scope: RateScope::ConfirmationPlayer.as_str().into(),
                step: player_step,
            },
            Counter {
                path: counter_path(RateScope::ConfirmationOfficial, &canonical),
                scope: RateScope::ConfirmationOfficial.as_str().into(),
                step: official_step,
            },
        ],
    }))
}

/// The official's mail: who asks, what, and the link.
fn official_mail(
    to: &str,
    official: &str,
    player: &str,
    what: &str,
    note: Option<&str>,
    link: &str,
) -> Mail {
    let days = TOKEN_TTL_MS / 86_400_000;
    let player = if player.is_empty() {
        "A player"
    } else {
        player
    };
    let note_text = note
        .map(|n| format!("Their note:\n\n{n}\n\n"))
        .unwrap_or_default();
    let text = format!(
        "Hello {official},\n\n{player} asks you to confirm {what}, on SKORA, \
         where players show their CV to clubs and scouts.\n\n{note_text}Open this link within {days} days to see the \
         figures and confirm them, or say what is wrong (it works once, and needs no account):\n{link}\n\n\
         If you do not know {player}, ignore this e-mail.\n\nThe SKORA team\n"
    );
    let note_html = note
        .map(|n| {
            format!(
                "<p>Their note:</p><blockquote>{}</blockquote>",
                escape_html(n).replace('\n', "<br>")
            )
        })
        .unwrap_or_default();
    let html = format!(
        "<p>Hello {},</p><p><strong>{}</strong> asks you to confirm {}, on \
         SKORA, where players show their CV to clubs and scouts.</p>{note_html}<p><a href=\"{}\">See the figures and \
         answer</a> (the link works once, for {days} days, and needs no account).</p><p>If you do not know {}, ignore \
         this e-mail.</p><p>The SKORA team</p>",
        escape_html(official),
        escape_html(player),
        escape_html(what),
        escape_html(link),
        escape_html(player),
    );
    Mail {
        to: to.to_string(),
        message: MailMessage {
            subject: format!("{player} asks you to confirm their football stats"),
            text,
            html,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "0f1e2d3c4b5a69780f1e2d3c4b5a69780f1e2d3c4b5a69780f1e2d3c4b5a6978";

    fn week(id: &str, minutes: u32) -> EntryDocument {
        EntryDocument {
            id: id.into(),
            data: json!({"week": id, "matches": 1, "starts": 1, "minutes": minutes, "goals": 1}),
        }
    }

    fn input() -> AskInput {
        AskInput {
            player: "ana".into(),
            form: RequestForm {
                official_name: "Jan Novák".into(),
                role: "coach".into(),
                club: "FC Example".into(),
                email: "jan@example.com".into(),
                note: "The cup games".into(),
            },
            weeks: vec!["2026-W41".into(), "2026-W40".into()],
            cv: Some(json!({"firstName": "Ana", "lastName": "Silva", "currentClub": " FC Norte "})),
            week_docs: vec![week("2026-W40", 90), week("2026-W41", 72)],
            own_emails: vec!["ana@example.org".into()],
            now_ms: 1_800_000_000_000,
            origin: "https://skora.app".into(),
            token: TOKEN.into(),
            ..AskInput::default()
        }
    }

    fn delivery(plan: AskPlan) -> Delivery {
        match plan {
            AskPlan::Deliver(d) => *d,
            other => panic!("not delivered: {other:?}"),
        }
    }

    #[test]
    fn a_request_stores_the_snapshot_and_mails_the_official_a_one_time_link() {
        let d = delivery(ask(&input()));
        let weeks = check_weeks(&input().weeks).unwrap_or_default();
        let key = request_key("ana", "jan@example.com", &weeks).unwrap_or_default();
        assert_eq!(d.request_path, format!("attestations/{key}"));
        assert_eq!(d.request["status"], "sent");
        assert_eq!(d.request["playerName"], "Ana Silva");
        assert_eq!(d.request["playerClub"], "FC Norte");
        assert_eq!(d.request["season"], 2026);
        assert_eq!(d.request["official"]["role"], "coach");
        let snapshot = d.request["weeks"].as_object().cloned().unwrap_or_default();
        assert_eq!(
            snapshot.keys().collect::<Vec<_>>(),
            ["2026-W40", "2026-W41"]
        );
        assert_eq!(snapshot["2026-W41"]["minutes"], 72.0);
        assert_eq!(
            snapshot["2026-W40"]["figures"][2],
            json!({"key": "minutes", "label": "Minutes played", "text": "90 min"})
        );
        assert_eq!(d.link["request"], key);
        assert!(d.link_path.starts_with("attestationLinks/") && !d.link_path.contains(TOKEN));
        assert_eq!(d.expires_at_ms, 1_800_000_000_000 + TOKEN_TTL_MS);
        assert_eq!(d.mail.to, "jan@example.com");
        assert!(d
            .mail
            .message
            .text
            .contains(&format!("https://skora.app/confirm-stats/{TOKEN}")));
        assert!(d
            .mail
            .message
            .text
            .contains("confirm 2 weeks of their football stats, season 2026/27"));
        assert_eq!(d.counters.len(), 2);
    }

    fn tests_input() -> AskInput {
        let mut input = input();
        input.weeks.clear();
        input.week_docs.clear();
        input.tests = true;
        input.stats = Some(json!({"tests": {
            "cmj": {"value": 41.0, "measuredOn": "2026-09-14"},
            "sprint10m": {"value": 1.72, "measuredOn": "2026-09-14"}
        }}));
        input
    }

    #[test]
    fn a_request_of_the_measured_tests_snapshots_each_test_with_its_day() {
        let AskPlan::Deliver(d) = ask(&tests_input()) else {
            panic!("a delivery")
        };
        assert_eq!(
            d.request_path,
            format!(
                "attestations/{}",
                tests_request_key("ana", "jan@example.com").unwrap_or_default()
            )
        );
        assert_eq!(d.request["kind"], "tests");
        assert!(!d.request.contains_key("season") && !d.request.contains_key("weeks"));
        let tests = d.request["tests"].as_object().cloned().unwrap_or_default();
        assert_eq!(tests.keys().collect::<Vec<_>>(), ["cmj", "sprint10m"]);
        assert_eq!(
            tests["sprint10m"]["figures"][0]["text"],
            "1.72 s, measured on 14 September 2026"
        );
        assert!(d
            .mail
            .message
            .text
            .contains("confirm their measured physical tests (10 m sprint, Countermovement jump)"));
        // The same tests confirmed as they are: nothing to ask again.
        let mut again = tests_input();
        again.stored = Some(json!({"status": "confirmed", "kind": "tests", "tests": tests}));
        assert_eq!(ask(&again), AskPlan::Sent);
    }

    #[test]
    fn no_measured_test_is_refused_at_the_field() {
        let mut none = tests_input();
        none.stats = Some(json!({"physical": {"pace": 12}}));
        let AskPlan::Invalid { errors } = ask(&none) else {
            panic!("nothing to confirm")
        };
        assert_eq!(
            (errors[0].field.as_str(), errors[0].code.as_str()),
            ("tests", "missing")
        );
    }

    #[test]
    fn the_form_and_the_weeks_are_refused_at_their_fields() {
        let mut own = input();
        own.form.email = "Ana@Example.org".into();
        let AskPlan::Invalid { errors } = ask(&own) else {
            panic!("own address")
        };
        assert_eq!(errors[0].code, "own");
        let mut two_seasons = input();
        two_seasons.weeks = vec!["2026-W20".into(), "2026-W40".into()];
        let AskPlan::Invalid { errors } = ask(&two_seasons) else {
            panic!("two seasons")
        };
        assert_eq!(
            (errors[0].field.as_str(), errors[0].code.as_str()),
            ("weeks", "seasons")
        );
        let mut unsaved = input();
        unsaved.week_docs.pop();
        let AskPlan::Invalid { errors } = ask(&unsaved) else {
            panic!("unsaved week")
        };
        assert_eq!(errors[0].code, "missing");
        let mut none = input();
        none.weeks.clear();
        none.form.club.clear();
        let AskPlan::Invalid { errors } = ask(&none) else {
            panic!("nothing")
        };
        assert_eq!(
            errors.iter().map(|e| e.field.as_str()).collect::<Vec<_>>(),
            ["club", "weeks"]
        );
    }

    #[test]
    fn the_same_open_request_and_spent_limits_answer_sent_and_mail_nothing() {
        let mut again = input();
        again.stored = Some(json!({"status": "sent", "expiresAtMs": 1_800_000_000_001u64}));
        assert_eq!(ask(&again), AskPlan::Sent);
        // Once answered or expired, the same weeks can be asked again.
        again.stored = Some(json!({"status": "sent", "expiresAtMs": 1_800_000_000_000u64}));
        assert!(matches!(ask(&again), AskPlan::Deliver(_)));
        again.stored = Some(json!({"status": "disputed", "expiresAtMs": 1_900_000_000_000u64}));
        assert!(matches!(ask(&again), AskPlan::Deliver(_)));
        // Confirmed for these very figures: nothing to ask. Confirmed for figures since changed: ask again.
        let asked = delivery(ask(&input()));
        let mut confirmed = input();
        confirmed.stored = Some(json!({"status": "confirmed", "weeks": asked.request["weeks"]}));
        assert_eq!(ask(&confirmed), AskPlan::Sent);
        confirmed.week_docs[0] = week("2026-W40", 45);
        assert!(matches!(ask(&confirmed), AskPlan::Deliver(_)));
        let spent = |count| {
            Some(RateWindow {
                start_ms: 1_800_000_000_000 - 1_000,
                count,
            })
        };
        let mut player = input();
        player.player_counter = spent(5);
        assert_eq!(ask(&player), AskPlan::Sent);
        player.player_counter = spent(4);
        assert!(matches!(ask(&player), AskPlan::Deliver(_)));
        let mut official = input();
        official.official_counter = spent(3);
        assert_eq!(ask(&official), AskPlan::Sent);
        let mut no_token = input();
        no_token.token = "x".into();
        assert_eq!(ask(&no_token), AskPlan::Sent);
    }

    #[test]
    fn one_request_per_player_address_and_weeks_whatever_the_order_or_spelling() {
        let a = check_weeks(&["2026-W41".into(), "2026-W40".into(), "2026-W40".into()])
            .unwrap_or_default();
        let b = check_weeks(&["2026-W40".into(), "2026-W41".into()]).unwrap_or_default();
        assert_eq!(
            request_key("ana", "Jan@Example.com", &a),
            request_key("ana", "jan+x@example.com", &b)
        );
        assert_ne!(
            request_key("ana", "jan@example.com", &a),
            request_key("eva", "jan@example.com", &a)
        );
        let r = reads("ana", "jan@example.com", &["2026-W40".into()], false);
        assert_eq!(r.weeks, ["players/ana/weeklyStats/2026-W40"]);
        assert_eq!(
            (r.cv.as_deref(), r.details.as_deref()),
            (Some("players/ana"), Some("players/ana/private/details"))
        );
        assert!(r.request.is_some() && r.official_counter.is_some());
        assert_eq!(reads("ana", "nope", &[], false).request, None);
        assert_eq!(reads("ana", "jan@example.com", &[], false).request, None);
        let t = reads("ana", "jan@example.com", &[], true);
        assert_eq!(t.stats.as_deref(), Some("playerStats/ana"));
        assert!(t.weeks.is_empty());
        assert_eq!(
            t.request,
            tests_request_key("ana", "Jan@example.com").map(|k| format!("attestations/{k}"))
        );
    }

    #[test]
    fn the_mail_escapes_what_the_player_typed() {
        let mut hostile = input();
        hostile.form.note = "<script>x</script>".into();
        hostile.cv = Some(json!({"firstName": "<b>Ana</b>"}));
        let d = delivery(ask(&hostile));
        assert!(!d.mail.message.html.contains("<script>"));
        assert!(!d.mail.message.html.contains("<b>Ana"));
    }
}
