//! What `answerConfirmation` does with an official's one-time link: show the request (the player's name and club and
//! the weeks' figures, exactly as they will read as confirmed), or take the one answer, "Confirm" or "Something is
//! wrong" with a note. A link that does not work (unknown, used, expired, or its request answered, withdrawn or
//! voided) says [`LINK_UNAVAILABLE`] and nothing else. A composition of `confirmation` (the request's life) and the
//! stored request that `confirmation_requests` wrote.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use std::collections::BTreeMap;

use crate::confirmation::{
    answered, is_open, validate_answer, voided, Official, OfficialRole, RequestKind, Status,
    LINK_UNAVAILABLE,
};
use crate::confirmed_tests::tests_record_update;
use crate::confirmed_weeks::{record_update, ConfirmedWeek};
use crate::firestore_paths::{confirmed_tests_path, confirmed_weeks_path, ATTESTATIONS};
use crate::text::strip_bidi_overrides;
use crate::validation::FieldError;
use crate::weekly::season_label;

/// What the function read for one visit or answer of a link.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AnswerInput {
    /// `attestationLinks/{hash}`, as stored.
    #[serde(default)]
    pub link: Option<Value>,
    /// The request it names, as stored.
    #[serde(default)]
    pub request: Option<Value>,
    /// `confirm`, `dispute`, or empty to show the request.
    #[serde(default)]
    pub answer: String,
    #[serde(default)]
    pub note: String,
    pub now_ms: u64,
}

/// One group of figures as the official reads it: a week, or the measured tests.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GroupView {
    /// The week's id, or `tests`.
    pub id: String,
    pub label: String,
    /// `[{key, label, text}]`, in the fields' order.
    pub figures: Vec<Value>,
}

/// What the page shows before the answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestView {
    pub player_name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player_club: Option<String>,
    /// The official as the player named them: "Jan Novák", "coach", "FC Example".
    pub official_name: String,
    pub official_role: String,
    pub official_club: String,
    /// What the request covers (not `kind`: the plan's tag is).
    pub covers: RequestKind,
    /// What the request covers, as a fact of the page: `Season` and `2026/27`, or `Figures` and `Measured physical
    /// tests`.
    pub subject_label: String,
    pub subject: String,
    pub groups: Vec<GroupView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// What to do with one visit or answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AnswerPlan {
    /// The link does not work: one message, whatever the reason.
    Unavailable {
        message: String,
    },
    View(Box<RequestView>),
    /// The answer breaks its rule (a dispute without a note): at the field.
    Invalid {
        errors: Vec<FieldError>,
    },
    /// The answer's writes: the request's new fields, and the link goes (it works once).
    #[serde(rename_all = "camelCase")]
    Write {
        request_path: String,
        update: Map<String, Value>,
        status: Status,
        /// On a confirmation: the season's public record (`players/{uid}/confirmedWeeks/{season}`) and what to
        /// merge into it (`confirmed_weeks::record_update`).
        #[serde(skip_serializing_if = "Option::is_none")]
        record_path: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        record: Option<Map<String, Value>>,
    },
}

fn unavailable() -> AnswerPlan {
    AnswerPlan::Unavailable {
        message: LINK_UNAVAILABLE.to_string(),
    }
}

fn text(doc: &Value, key: &str) -> Option<String> {
    let s = doc.get(key)?.as_str()?;
    Some(strip_bidi_overrides(s.trim()).into_owned())
}

/// What the tests' group is called on the official's page.
const TESTS_LABEL: &str = "Measured physical tests";

/// The stored weeks, in week order, or the tests in the wizard's order, as the official reads them: a group per week,
/// and one for all the tests.
fn groups(request: &Value, kind: RequestKind) -> Option<Vec<GroupView>> {
    let items = request.get(kind.items_field())?.as_object()?;
    let views: Vec<GroupView> = items
        .iter()
        .filter_map(|(week, stored)| {
            Some(GroupView {
                id: week.clone(),
                label: text(stored, "label")?,
                figures: stored
                    .get("figures")?
                    .as_array()?
                    .iter()
                    .filter(|f| text(f, "label").is_some() && text(f, "text").is_some())
                    .map(|f| json!({"key": text(f, "key"), "label": text(f, "label"), "text": text(f, "text")}))
                    .collect(),
            })
        })
        .collect();
    // A request whose snapshot does not read whole confirms nothing.
    if views.len() != items.len() || views.is_empty() {
        return None;
    }
    Some(match kind {
        RequestKind::Weeks => views,
        RequestKind::Tests => {
            // In the wizard's order, which the map's key order is not.
            let mut figures: Vec<(usize, Value)> = views
                .into_iter()
                .flat_map(|v| v.figures)
                .map(|f| {
                    let order = skora_domain::attributes::Test::ALL
                        .iter()
                        .position(|t| f.get("key").and_then(Value::as_str) == Some(t.key()))
                        .unwrap_or(usize::MAX);
                    (order, f)
                })
                .collect();
            figures.sort_by_key(|(order, _)| *order);
            vec![GroupView {
                id: kind.items_field().to_string(),
                label: TESTS_LABEL.to_string(),
                figures: figures.into_iter().map(|(_, f)| f).collect(),
            }]
        }
    })
}

/// The season of a request of weeks.
fn season_of_request(request: &Value) -> Option<u16> {
    request
        .get("season")?
        .as_u64()
        .and_then(|s| u16::try_from(s).ok())
}

/// `("Season", "2026/27")`, or `("Figures", "Measured physical tests")`.
fn subject(request: &Value, kind: RequestKind) -> Option<(String, String)> {
    match kind {
        RequestKind::Weeks => {
            let season = season_of_request(request)?;
            Some(("Season".into(), season_label(season)))
        }
        RequestKind::Tests => Some(("Figures".into(), TESTS_LABEL.into())),
    }
}

fn view(request: &Value) -> Option<RequestView> {
    let official = request.get("official")?;
    let role = official
        .get("role")
        .and_then(Value::as_str)
        .and_then(OfficialRole::from_key)?;
    let kind = RequestKind::of(request);
    let (subject_label, subject) = subject(request, kind)?;
    Some(RequestView {
        player_name: text(request, "playerName").filter(|n| !n.is_empty())?,
        player_club: text(request, "playerClub").filter(|c| !c.is_empty()),
        official_name: text(official, "name")?,
        official_role: role.label().to_string(),
        official_club: text(official, "club")?,
        covers: kind,
        subject_label,
        subject,
        groups: groups(request, kind)?,
        note: text(request, "note").filter(|n| !n.is_empty()),
    })
}

/// What a confirmation publishes: the record's path and what to merge into it (the season's weeks, or the tests),
/// each figure's hash with the official's byline.
fn publication(request: &Value) -> Option<(String, Map<String, Value>)> {
    let official = request.get("official")?;
    let role = official
        .get("role")
        .and_then(Value::as_str)
        .and_then(OfficialRole::from_key)?;
    let by = Official {
        name: text(official, "name")?,
        role,
        club: text(official, "club")?,
        email: String::new(),
    }
    .byline();
    let player = request.get("player")?.as_str()?;
    let kind = RequestKind::of(request);
    let hashes = request
        .get(kind.items_field())?
        .as_object()?
        .iter()
        .map(|(id, stored)| Some((id.clone(), stored.get("hash")?.as_str()?.to_string())))
        .collect::<Option<BTreeMap<_, _>>>()?;
    // A week and a test are confirmed alike: the hash the official saw, and their byline.
    let confirmed: BTreeMap<String, ConfirmedWeek> = hashes
        .into_iter()
        .map(|(id, hash)| {
            (
                id,
                ConfirmedWeek {
                    hash,
                    by: by.clone(),
                },
            )
        })
        .collect();
    match kind {
        RequestKind::Weeks => {
            let season = season_of_request(request)?;
            Some((
                confirmed_weeks_path(player, season)?,
                record_update(season, &confirmed),
            ))
        }
        RequestKind::Tests => Some((
            confirmed_tests_path(player)?,
            tests_record_update(&confirmed),
        )),
    }
}

/// The plan for one visit (`answer` empty) or answer of a link, at `now_ms`.
pub fn answer(input: &AnswerInput) -> AnswerPlan {
    let (Some(link), Some(request)) = (&input.link, &input.request) else {
        return unavailable();
    };
    let Some(id) = link.get("request").and_then(Value::as_str) else {
        return unavailable();
    };
    let status = request
        .get("status")
        .cloned()
        .and_then(|s| serde_json::from_value::<Status>(s).ok());
    let expires = request
        .get("expiresAtMs")
        .and_then(Value::as_u64)
        .unwrap_or(0);
    let Some(status) = status.filter(|s| is_open(*s, expires, input.now_ms)) else {
        return unavailable();
    };
    let Some(view) = view(request) else {
        return unavailable();
    };
    if input.answer.is_empty() {
        return AnswerPlan::View(Box::new(view));
    }
    let given = match validate_answer(&input.answer, &input.note) {
        Ok(given) => given,
        Err(e) => return AnswerPlan::Invalid { errors: vec![e] },
    };
    let Some(next) = answered(status, expires, input.now_ms, &given) else {
        return unavailable();
    };
    let mut update = Map::new();
    update.insert("status".into(), json!(next));
    update.insert("answeredAtMs".into(), json!(input.now_ms));
    let (mut record_path, mut record) = (None, None);
    match given {
        crate::confirmation::Answer::Dispute { note } => {
            update.insert("disputeNote".into(), json!(note));
        }
        crate::confirmation::Answer::Confirm => {
            let Some((path, update)) = publication(request) else {
                return unavailable();
            };
            record_path = Some(path);
            record = Some(update);
        }
    }
    AnswerPlan::Write {
        request_path: format!("{ATTESTATIONS}/{id}"),
        update,
        status: next,
        record_path,
        record,
    }
}

/// What a change of one week (`week`, its document now, `None` when deleted) does to a stored request: the fields to
/// update, or `None` when nothing changes. A request still open or confirmed that covers the week, whose stored hash
/// the week no longer has, lists it in `voidedWeeks`. An open request is voided whole (its snapshot no longer shows
/// what the player logged, so the official would confirm stale figures); a confirmed one once all its weeks are.
pub fn void_on_change(
    request: &Value,
    week: &str,
    now: Option<&Value>,
) -> Option<Map<String, Value>> {
    if RequestKind::of(request) != RequestKind::Weeks {
        return None;
    }
    let current = now
        .and_then(|doc| crate::weekly::read_entry(week, doc))
        .map(|entry| crate::confirmed_weeks::week_hash(&entry));
    void_items(request, RequestKind::Weeks, |id, hash| {
        id == week && current.as_deref() != Some(hash)
    })
}

/// What a change of the player's stats document (as it is now, `None` once deleted) does to a stored request of
/// their measured tests: like a week's change, each test whose hash the change broke is listed in `voidedTests`.
pub fn void_tests_on_change(
    request: &Value,
    stats_now: Option<&Value>,
) -> Option<Map<String, Value>> {
    if RequestKind::of(request) != RequestKind::Tests {
        return None;
    }
    let current = crate::confirmed_tests::current_hashes(stats_now);
    void_items(request, RequestKind::Tests, |id, hash| {
        current.get(id).map(String::as_str) != Some(hash)
    })
}

/// The update listing the request's items that `broken(id, stored hash)` says changed, or `None` when none newly
/// did. An open request is voided whole; a confirmed one once every item is.
fn void_items(
    request: &Value,
    kind: RequestKind,
    broken: impl Fn(&str, &str) -> bool,
) -> Option<Map<String, Value>> {
    let status = request
        .get("status")
        .cloned()
        .and_then(|s| serde_json::from_value::<Status>(s).ok())?;
    voided(status)?;
    let items = request.get(kind.items_field())?.as_object()?;
    let mut voided_items: Vec<String> = request
        .get(kind.voided_field())
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let newly: Vec<String> = items
        .iter()
        .filter(|(id, _)| !voided_items.contains(id))
        .filter_map(|(id, stored)| {
            let hash = stored.get("hash")?.as_str()?;
            broken(id, hash).then(|| id.clone())
        })
        .collect();
    if newly.is_empty() {
        return None;
    }
    voided_items.extend(newly);
    voided_items.sort();
    let all = items.keys().all(|id| voided_items.contains(id));
    let mut update = Map::new();
    if status == Status::Sent || all {
        update.insert("status".into(), json!(Status::Voided));
    }
    update.insert(kind.voided_field().into(), json!(voided_items));
    Some(update)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: u64 = 1_800_000_000_000;

    fn request(status: &str) -> Value {
        json!({
            "player": "ana", "playerName": "Ana Silva", "playerClub": "FC Norte",
            "official": {"name": "Jan Novák", "role": "coach", "club": "FC Example", "email": "jan@example.com"},
            "note": "The cup games", "season": 2026, "status": status, "expiresAtMs": NOW + 1,
            "weeks": {
                "2026-W41": {"label": "Week 41", "hash": "x", "minutes": 72.0, "figures": [{"key": "minutes", "label": "Minutes played", "text": "72 min"}]},
                "2026-W40": {"label": "Week 40", "hash": "y", "minutes": 90.0, "figures": [{"key": "minutes", "label": "Minutes played", "text": "90 min"}]}
            }
        })
    }

    fn input(status: &str, answer: &str, note: &str) -> AnswerInput {
        AnswerInput {
            link: Some(json!({"request": "r1"})),
            request: Some(request(status)),
            answer: answer.into(),
            note: note.into(),
            now_ms: NOW,
        }
    }

    /// A request of the measured tests, as `confirmation_requests` stores it, for `stats`.
    fn tests_request(status: &str, stats: &Value) -> Value {
        let mut request = request(status);
        if let Some(r) = request.as_object_mut() {
            r.remove("weeks");
            r.remove("season");
            r.insert("kind".into(), json!("tests"));
            r.insert(
                "tests".into(),
                Value::Object(crate::confirmed_tests::tests_snapshot(Some(stats))),
            );
        }
        request
    }

    fn stats(sprint: f64) -> Value {
        json!({"tests": {"sprint10m": {"value": sprint, "measuredOn": "2026-09-14"},
                         "cmj": {"value": 41.0, "measuredOn": "2026-09-14"}}})
    }

    #[test]
    fn the_plan_serializes_with_one_kind_tag() {
        let plan = serde_json::to_value(answer(&input("sent", "", ""))).unwrap_or_default();
        assert_eq!(
            (plan["kind"].as_str(), plan["covers"].as_str()),
            (Some("view"), Some("weeks"))
        );
    }

    #[test]
    fn the_tests_read_as_one_group_in_the_wizard_s_order_and_publish_their_record() {
        let mut visit = input("sent", "", "");
        visit.request = Some(tests_request("sent", &stats(1.72)));
        let AnswerPlan::View(view) = answer(&visit) else {
            panic!("a view")
        };
        assert_eq!(
            (
                view.covers,
                view.subject_label.as_str(),
                view.subject.as_str()
            ),
            (RequestKind::Tests, "Figures", "Measured physical tests")
        );
        assert_eq!(view.groups.len(), 1);
        let texts: Vec<&str> = view.groups[0]
            .figures
            .iter()
            .filter_map(|f| f["text"].as_str())
            .collect();
        assert_eq!(
            texts,
            [
                "1.72 s, measured on 14 September 2026",
                "41.0 cm, measured on 14 September 2026"
            ]
        );
        let mut confirm = visit;
        confirm.answer = "confirm".into();
        let AnswerPlan::Write {
            record_path,
            record,
            ..
        } = answer(&confirm)
        else {
            panic!("a write")
        };
        assert_eq!(
            record_path.as_deref(),
            Some("players/ana/confirmedTests/measured")
        );
        let record = Value::Object(record.unwrap_or_default());
        let confirmed = crate::confirmed_tests::read_confirmed_tests(Some(&record));
        assert_eq!(confirmed["sprint10m"].by, "Jan Novák (coach, FC Example)");
        assert!(
            crate::confirmed_tests::unconfirmed_tests(Some(&record), Some(&stats(1.72))).is_empty()
        );
    }

    #[test]
    fn a_new_result_voids_that_test_and_a_week_s_change_leaves_tests_alone() {
        let confirmed = tests_request("confirmed", &stats(1.72));
        let Some(update) = void_tests_on_change(&confirmed, Some(&stats(1.70))) else {
            panic!("voided")
        };
        assert_eq!(update.get("voidedTests"), Some(&json!(["sprint10m"])));
        assert!(!update.contains_key("status"), "one test of two changed");
        assert_eq!(void_tests_on_change(&confirmed, Some(&stats(1.72))), None);
        let Some(gone) = void_tests_on_change(&confirmed, None) else {
            panic!("deleted")
        };
        assert_eq!(gone.get("status"), Some(&json!("voided")));
        assert_eq!(void_on_change(&confirmed, "2026-W40", None), None);
        assert_eq!(void_tests_on_change(&request("confirmed"), None), None);
    }

    #[test]
    fn a_visit_shows_the_player_and_the_weeks_and_never_the_official_s_address() {
        let AnswerPlan::View(view) = answer(&input("sent", "", "")) else {
            panic!("a view")
        };
        assert_eq!(
            (view.player_name.as_str(), view.player_club.as_deref()),
            ("Ana Silva", Some("FC Norte"))
        );
        assert_eq!(
            (
                view.official_role.as_str(),
                view.subject_label.as_str(),
                view.subject.as_str()
            ),
            ("coach", "Season", "2026/27")
        );
        assert_eq!(
            view.groups
                .iter()
                .map(|w| w.id.as_str())
                .collect::<Vec<_>>(),
            ["2026-W40", "2026-W41"]
        );
        assert_eq!(view.groups[0].figures[0]["text"], "90 min");
        assert!(!serde_json::to_string(&view)
            .unwrap_or_default()
            .contains("jan@example.com"));
    }

    #[test]
    fn one_answer_then_the_link_is_spent() {
        let AnswerPlan::Write {
            request_path,
            update,
            status,
            record_path,
            record,
        } = answer(&input("sent", "confirm", ""))
        else {
            panic!("a write")
        };
        assert_eq!(
            (request_path.as_str(), status),
            ("attestations/r1", Status::Confirmed)
        );
        assert_eq!(update["status"], "confirmed");
        // The confirmation is published for the CV: each week's hash and the official's byline, not their address.
        assert_eq!(
            record_path.as_deref(),
            Some("players/ana/confirmedWeeks/2026")
        );
        let record = Value::Object(record.unwrap_or_default());
        assert_eq!(
            record,
            json!({"season": 2026, "weeks": {
                "2026-W40": {"hash": "y", "by": "Jan Novák (coach, FC Example)"},
                "2026-W41": {"hash": "x", "by": "Jan Novák (coach, FC Example)"}
            }})
        );
        // The fields as the function reads them.
        let plan = serde_json::to_value(answer(&input("sent", "confirm", ""))).unwrap_or_default();
        assert_eq!(
            (plan["kind"].as_str(), plan["requestPath"].as_str()),
            (Some("write"), Some("attestations/r1"))
        );
        let AnswerPlan::Write { update, record, .. } =
            answer(&input("sent", "dispute", " Week 41 was 60 minutes "))
        else {
            panic!("a write")
        };
        assert_eq!(record, None, "a dispute publishes nothing");
        assert_eq!(
            (update["status"].as_str(), update["disputeNote"].as_str()),
            (Some("disputed"), Some("Week 41 was 60 minutes"))
        );
        for done in ["confirmed", "disputed", "withdrawn", "voided", "expired"] {
            assert_eq!(answer(&input(done, "confirm", "")), unavailable(), "{done}");
            assert_eq!(answer(&input(done, "", "")), unavailable(), "{done}");
        }
    }

    #[test]
    fn an_unknown_expired_or_broken_link_says_one_thing() {
        let none = AnswerInput {
            now_ms: NOW,
            ..AnswerInput::default()
        };
        assert_eq!(answer(&none), unavailable());
        let mut expired = input("sent", "confirm", "");
        expired.now_ms = NOW + 1;
        assert_eq!(answer(&expired), unavailable());
        let mut broken = input("sent", "", "");
        broken.request =
            Some(json!({"status": "sent", "expiresAtMs": NOW + 1, "weeks": {"2026-W40": 3}}));
        assert_eq!(answer(&broken), unavailable());
        let mut hostile_link = input("sent", "", "");
        hostile_link.link = Some(json!({"request": 7}));
        assert_eq!(answer(&hostile_link), unavailable());
    }

    #[test]
    fn a_dispute_says_what_is_wrong() {
        let AnswerPlan::Invalid { errors } = answer(&input("sent", "dispute", "  ")) else {
            panic!("refused")
        };
        assert_eq!(
            (errors[0].field.as_str(), errors[0].code.as_str()),
            ("note", "required")
        );
    }

    #[test]
    fn an_edit_voids_that_week_an_open_request_whole_and_a_confirmation_once_every_week_is() {
        let doc = |minutes: u32| json!({"week": "2026-W40", "matches": 1, "starts": 1, "minutes": minutes, "goals": 1});
        let entry =
            crate::weekly::read_entry("2026-W40", &doc(90)).unwrap_or_else(|| panic!("a week"));
        let hash = crate::confirmed_weeks::week_hash(&entry);
        let stored = |status: &str| json!({"status": status, "weeks": {"2026-W40": {"hash": hash}, "2026-W41": {"hash": "h41"}}});
        // The same figures (a note edited, a re-save): nothing.
        assert_eq!(
            void_on_change(&stored("confirmed"), "2026-W40", Some(&doc(90))),
            None
        );
        let update =
            void_on_change(&stored("confirmed"), "2026-W40", Some(&doc(60))).unwrap_or_default();
        assert_eq!(update.get("status"), None);
        assert_eq!(update["voidedWeeks"], json!(["2026-W40"]));
        let update = void_on_change(&stored("sent"), "2026-W40", None).unwrap_or_default();
        assert_eq!(
            (update["status"].as_str(), &update["voidedWeeks"]),
            (Some("voided"), &json!(["2026-W40"]))
        );
        let mut half = stored("confirmed");
        half["voidedWeeks"] = json!(["2026-W41"]);
        let update = void_on_change(&half, "2026-W40", None).unwrap_or_default();
        assert_eq!(
            (update["status"].as_str(), &update["voidedWeeks"]),
            (Some("voided"), &json!(["2026-W40", "2026-W41"]))
        );
        // Answered otherwise, another week, or voided already: nothing.
        for other in ["disputed", "withdrawn", "voided", "expired"] {
            assert_eq!(
                void_on_change(&stored(other), "2026-W40", None),
                None,
                "{other}"
            );
        }
        assert_eq!(void_on_change(&stored("confirmed"), "2026-W42", None), None);
        assert_eq!(void_on_change(&json!("x"), "2026-W40", None), None);
    }
}
