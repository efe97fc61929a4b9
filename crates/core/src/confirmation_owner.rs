//! A player's own requests to confirm their stats, as their weekly stats page and their attributes page list them, and the withdrawal of one
//! still open. Clients cannot read `attestations/` (a request holds the snapshot and the official's answer):
//! `myConfirmationRequests` reads the player's requests and hands them over through [`owner_requests`]. A composition
//! of `confirmation` (a request's life) and the stored requests that `confirmation_requests` and
//! `confirmation_answers` wrote.

use serde::Serialize;
use serde_json::{json, Map, Value};

use crate::confirmation::{status_at, withdrawn, OfficialRole, RequestKind, Status};
use crate::date_text::day_text;
use crate::dates::date_of;
use crate::profile::EntryDocument;
use crate::text::strip_bidi_overrides;
use crate::weekly::season_label;

/// The most requests the page lists (the newest): five a day at most can be sent, so this is weeks of them.
pub const OWNER_REQUESTS_MAX: usize = 50;
/// The field the player's requests are found and ordered by (with `player`: one composite index).
pub const CREATED_FIELD: &str = "createdAtMs";

/// One week, or one test, a request covers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnerItem {
    /// The week's id, or the test's key.
    pub id: String,
    pub label: String,
    /// Changed or deleted after the request: its figures are no longer the ones asked for.
    pub voided: bool,
}

/// The official, as the player typed them (their own request: the address is theirs to see).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnerOfficial {
    pub name: String,
    /// As the CV writes it: "coach".
    pub role: String,
    pub club: String,
    pub email: String,
}

/// One request on the player's page.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnerRequest {
    pub id: String,
    /// Now, not as stored: a request past its 14 days without an answer has expired.
    pub status: Status,
    pub status_label: String,
    /// One sentence on where it stands: "Waiting for Jan Novák's answer until 11 December 2026."
    pub status_text: String,
    pub kind: RequestKind,
    /// What it covers: `2026/27`, or `Measured physical tests`.
    pub subject: String,
    /// `2026/27: 2 weeks`, `Measured physical tests: 3 tests`.
    pub title: String,
    pub items: Vec<OwnerItem>,
    pub official: OwnerOfficial,
    /// `YYYY-MM-DD`, UTC.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sent_on: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The official's note on a dispute: for the player's eyes only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispute_note: Option<String>,
    pub can_withdraw: bool,
}

const DAY_MS: u64 = 86_400_000;

fn text(doc: &Value, key: &str) -> Option<String> {
    let s = doc.get(key)?.as_str()?;
    Some(strip_bidi_overrides(s.trim()).into_owned()).filter(|s| !s.is_empty())
}

fn millis(doc: &Value, key: &str) -> Option<u64> {
    doc.get(key)?.as_u64()
}

fn day(ms: u64) -> String {
    day_text(date_of(i64::try_from(ms / DAY_MS).unwrap_or(0)))
}

fn iso_day(ms: u64) -> String {
    let d = date_of(i64::try_from(ms / DAY_MS).unwrap_or(0));
    format!("{:04}-{:02}-{:02}", d.year, d.month, d.day)
}

/// "Week 41" or "Week 40 and Week 41".
fn listed(labels: &[&str]) -> String {
    match labels {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn status_text(
    kind: RequestKind,
    status: Status,
    official: &OwnerOfficial,
    by: &str,
    expires_ms: u64,
    answered_ms: Option<u64>,
    voided: &[&str],
) -> String {
    let on = answered_ms
        .map(|ms| format!(" on {}", day(ms)))
        .unwrap_or_default();
    match status {
        Status::Sent => format!("Waiting for {}'s answer until {}.", official.name, day(expires_ms)),
        Status::Confirmed if voided.is_empty() => format!("Confirmed by {by}{on}."),
        Status::Confirmed => format!(
            "Confirmed by {by}{on}. You changed {} since, so your CV shows {} {} as self-reported again.",
            listed(voided),
            if voided.len() == 1 { "that" } else { "those" },
            kind.noun(voided.len())
        ),
        Status::Disputed => format!("{} says something is wrong{on}:", official.name),
        Status::Expired => format!(
            "{} did not answer within 14 days. You can ask again.",
            official.name
        ),
        Status::Voided if voided.is_empty() => format!(
            "Voided: the {} changed after you asked. Ask again for the figures as they are now.",
            kind.noun(2)
        ),
        Status::Voided => format!(
            "Voided: you changed {} after asking. Ask again for the figures as they are now.",
            listed(voided)
        ),
        Status::Withdrawn => "You withdrew this request.".to_string(),
    }
}

/// One stored request as its owner reads it, or `None` for a document that is not a readable request of `player`.
fn owner_request(doc: &EntryDocument, player: &str, now_ms: u64) -> Option<OwnerRequest> {
    let data = &doc.data;
    (data.get("player")?.as_str()? == player).then_some(())?;
    let stored: Status = serde_json::from_value(data.get("status")?.clone()).ok()?;
    let expires = millis(data, "expiresAtMs").unwrap_or(0);
    let status = status_at(stored, expires, now_ms);
    let stored_official = data.get("official")?;
    let role = OfficialRole::from_key(stored_official.get("role")?.as_str()?)?;
    let official = OwnerOfficial {
        name: text(stored_official, "name")?,
        role: role.label().to_string(),
        club: text(stored_official, "club")?,
        email: text(stored_official, "email")?,
    };
    let by = format!("{} ({}, {})", official.name, official.role, official.club);
    let kind = RequestKind::of(data);
    let voided_ids: Vec<&str> = data
        .get(kind.voided_field())
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let items: Vec<OwnerItem> = data
        .get(kind.items_field())?
        .as_object()?
        .iter()
        .map(|(id, stored)| OwnerItem {
            id: id.clone(),
            label: text(stored, "label").unwrap_or_else(|| id.clone()),
            voided: voided_ids.contains(&id.as_str()),
        })
        .collect();
    let voided: Vec<&str> = items
        .iter()
        .filter(|w| w.voided)
        .map(|w| w.label.as_str())
        .collect();
    let subject = match kind {
        RequestKind::Weeks => season_label(
            data.get("season")?
                .as_u64()
                .and_then(|s| u16::try_from(s).ok())?,
        ),
        RequestKind::Tests => "Measured physical tests".to_string(),
    };
    let count = items.len();
    let title = format!("{subject}: {} {}", count, kind.noun(count));
    let answered = millis(data, "answeredAtMs");
    Some(OwnerRequest {
        id: doc.id.clone(),
        status,
        status_label: status.label().to_string(),
        status_text: status_text(kind, status, &official, &by, expires, answered, &voided),
        kind,
        subject,
        title,
        sent_on: millis(data, CREATED_FIELD).map(iso_day),
        note: text(data, "note"),
        dispute_note: (status == Status::Disputed)
            .then(|| text(data, "disputeNote"))
            .flatten(),
        can_withdraw: status == Status::Sent,
        items,
        official,
    })
}

/// The player's requests as their page lists them, newest first; documents that are not theirs or cannot be read
/// are left out.
pub fn owner_requests(docs: &[EntryDocument], player: &str, now_ms: u64) -> Vec<OwnerRequest> {
    let mut listed: Vec<(u64, OwnerRequest)> = docs
        .iter()
        .filter_map(|doc| {
            let created = millis(&doc.data, CREATED_FIELD).unwrap_or(0);
            Some((created, owner_request(doc, player, now_ms)?))
        })
        .collect();
    listed.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.id.cmp(&b.1.id)));
    listed
        .into_iter()
        .take(OWNER_REQUESTS_MAX)
        .map(|(_, r)| r)
        .collect()
}

/// The update that withdraws `request` for `player`, or `None` when it is not theirs or no longer open (then
/// nothing changes, and the page shows the list as it is).
pub fn withdraw(request: &Value, player: &str, now_ms: u64) -> Option<Map<String, Value>> {
    (request.get("player")?.as_str()? == player).then_some(())?;
    let stored: Status = serde_json::from_value(request.get("status")?.clone()).ok()?;
    let expires = millis(request, "expiresAtMs").unwrap_or(0);
    let next = withdrawn(stored, expires, now_ms)?;
    let mut update = Map::new();
    update.insert("status".into(), json!(next));
    update.insert("withdrawnAtMs".into(), json!(now_ms));
    Some(update)
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2027-01-15T08:00:00Z.
    const NOW: u64 = 1_800_000_000_000;

    fn doc(id: &str, status: &str, created: u64, extra: Value) -> EntryDocument {
        let mut data = json!({
            "player": "ana", "playerName": "Ana Silva",
            "official": {"name": "Jan Novák", "role": "coach", "club": "FC Example", "email": "jan@example.com"},
            "season": 2026, "status": status, "expiresAtMs": created + 14 * DAY_MS, "createdAtMs": created,
            "weeks": {
                "2026-W40": {"label": "Week 40", "hash": "y"},
                "2026-W41": {"label": "Week 41", "hash": "x"}
            }
        });
        if let (Some(d), Some(e)) = (data.as_object_mut(), extra.as_object()) {
            d.extend(e.clone());
        }
        EntryDocument {
            id: id.into(),
            data,
        }
    }

    #[test]
    fn each_state_says_where_it_stands_newest_first() {
        let docs = [
            doc("old", "sent", NOW - 20 * DAY_MS, json!({})),
            doc(
                "open",
                "sent",
                NOW - DAY_MS,
                json!({"note": "The cup games"}),
            ),
            doc(
                "ok",
                "confirmed",
                NOW - 3 * DAY_MS,
                json!({"answeredAtMs": NOW - 2 * DAY_MS, "voidedWeeks": ["2026-W41"]}),
            ),
            doc(
                "no",
                "disputed",
                NOW - 4 * DAY_MS,
                json!({"answeredAtMs": NOW - 4 * DAY_MS, "disputeNote": "Week 41 was 60 minutes"}),
            ),
            doc(
                "void",
                "voided",
                NOW - 5 * DAY_MS,
                json!({"voidedWeeks": ["2026-W40"]}),
            ),
            doc("back", "withdrawn", NOW - 6 * DAY_MS, json!({})),
            doc("theirs", "sent", NOW, json!({"player": "bo"})),
            doc("broken", "sent", NOW, json!({"official": {"role": "king"}})),
        ];
        let list = owner_requests(&docs, "ana", NOW);
        let ids: Vec<&str> = list.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["open", "ok", "no", "void", "back", "old"]);
        let by_id = |id: &str| list.iter().find(|r| r.id == id).cloned();
        let open = by_id("open").expect("open");
        assert_eq!((open.status, open.can_withdraw), (Status::Sent, true));
        assert_eq!(
            open.status_text,
            "Waiting for Jan Novák's answer until 28 January 2027."
        );
        assert_eq!(
            (
                open.sent_on.as_deref(),
                open.note.as_deref(),
                open.subject.as_str(),
                open.title.as_str()
            ),
            (
                Some("2027-01-14"),
                Some("The cup games"),
                "2026/27",
                "2026/27: 2 weeks"
            )
        );
        assert_eq!(open.official.email, "jan@example.com");
        let ok = by_id("ok").expect("ok");
        assert_eq!(
            ok.status_text,
            "Confirmed by Jan Novák (coach, FC Example) on 13 January 2027. You changed Week 41 since, so your CV shows that week as self-reported again."
        );
        assert_eq!(
            ok.items.iter().map(|w| w.voided).collect::<Vec<_>>(),
            [false, true]
        );
        let no = by_id("no").expect("no");
        assert_eq!(no.dispute_note.as_deref(), Some("Week 41 was 60 minutes"));
        assert!(no
            .status_text
            .starts_with("Jan Novák says something is wrong"));
        assert!(by_id("void")
            .expect("void")
            .status_text
            .contains("you changed Week 40 after asking"));
        let old = by_id("old").expect("old");
        assert_eq!((old.status, old.can_withdraw), (Status::Expired, false));
        assert_eq!(old.status_label, "Expired");
    }

    #[test]
    fn a_request_of_the_tests_lists_its_tests_and_says_test() {
        let tests = doc(
            "t",
            "confirmed",
            NOW - DAY_MS,
            json!({
                "kind": "tests", "answeredAtMs": NOW - 1000,
                "tests": {"sprint10m": {"label": "10 m sprint", "hash": "a"}, "cmj": {"label": "Countermovement jump", "hash": "b"}},
                "voidedTests": ["sprint10m"]
            }),
        );
        let mut data = tests.data.clone();
        if let Some(d) = data.as_object_mut() {
            d.remove("weeks");
            d.remove("season");
        }
        let list = owner_requests(
            &[EntryDocument {
                id: "t".into(),
                data,
            }],
            "ana",
            NOW,
        );
        let [request] = list.as_slice() else {
            panic!("one request")
        };
        assert_eq!(
            (request.kind, request.title.as_str()),
            (RequestKind::Tests, "Measured physical tests: 2 tests")
        );
        assert!(request.status_text.ends_with(
            "You changed 10 m sprint since, so your CV shows that test as self-reported again."
        ));
    }

    #[test]
    fn only_an_open_request_of_the_player_is_withdrawn() {
        let open = doc("r", "sent", NOW - DAY_MS, json!({})).data;
        let update = withdraw(&open, "ana", NOW).expect("withdrawn");
        assert_eq!(update["status"], "withdrawn");
        assert_eq!(withdraw(&open, "bo", NOW), None);
        for done in ["confirmed", "disputed", "voided", "withdrawn"] {
            assert_eq!(
                withdraw(&doc("r", done, NOW, json!({})).data, "ana", NOW),
                None
            );
        }
        let expired = doc("r", "sent", NOW - 15 * DAY_MS, json!({})).data;
        assert_eq!(withdraw(&expired, "ana", NOW), None);
        assert_eq!(withdraw(&json!([]), "ana", NOW), None);
    }

    #[test]
    fn the_list_is_capped_at_the_newest() {
        let docs: Vec<EntryDocument> = (0..OWNER_REQUESTS_MAX as u64 + 5)
            .map(|i| doc(&format!("r{i}"), "withdrawn", NOW - i * DAY_MS, json!({})))
            .collect();
        let list = owner_requests(&docs, "ana", NOW);
        assert_eq!(list.len(), OWNER_REQUESTS_MAX);
        assert_eq!(list[0].id, "r0");
    }
}
