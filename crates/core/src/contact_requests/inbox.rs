//! The inbox as its page shows it: the player's requests, newest first, each with what it asks, its warning, where it
//! stands and the answers it offers; and the scout's contacts, the players who accepted.

use serde::Serialize;
use serde_json::Value;

use crate::date_text::day_text;
use crate::dates::date_of;
use crate::firestore_paths::is_document_id;
use crate::routes::player_page_path;
use crate::timestamps::timestamp_millis;

use super::answer::{answers_for, Answer};
use super::model::{fee_warning, read_request, shown, Answerer, RequestStatus, ScoutCard};

/// The requests a page of the inbox lists.
pub const INBOX_SHOWN: u32 = 20;
/// The contacts the page lists.
pub const CONTACTS_SHOWN: u32 = 50;
/// The fields the requests and the contacts are ordered by, newest first.
pub const INBOX_ORDER: &str = "createdAt";
pub const CONTACTS_ORDER: &str = "acceptedAt";
/// The most pending requests the nav's count reads exactly ("9+" past it).
pub const PENDING_COUNTED: u32 = 10;

/// One request as the inbox shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RequestCard {
    /// The scout's account id: the answer names it.
    pub scout: String,
    pub from: ScoutCard,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub warning: Option<String>,
    pub status: RequestStatus,
    /// Where it stands, in a sentence.
    pub status_text: String,
    /// `28 November 2026`, or empty while the server's time is not read back.
    pub date: String,
    /// The scout's e-mail, once accepted.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub scout_email: Option<String>,
    pub answers: Vec<Answer>,
}

fn day_of(ms: Option<f64>) -> String {
    ms.filter(|ms| *ms >= 0.0 && *ms < 253_402_300_800_000.0)
        .map(|ms| day_text(date_of((ms / 86_400_000.0).floor() as i64)))
        .unwrap_or_default()
}

fn status_text(status: RequestStatus, guardian: bool, by: Option<Answerer>, name: &str) -> String {
    let guardian_answered = by == Some(Answerer::Guardian);
    match status {
        RequestStatus::Pending if guardian => {
            "Waiting for your parent or guardian: they got an e-mail to accept or decline it."
                .to_string()
        }
        RequestStatus::Pending => {
            "New: accept to share e-mails, or decline. The scout is told nothing either way."
                .to_string()
        }
        RequestStatus::Accepted if guardian_answered => {
            format!("Your parent or guardian accepted: {name} can write to them, and you can write to {name}.")
        }
        RequestStatus::Accepted => {
            format!("Accepted: {name} can see your e-mail, and you can write to them.")
        }
        RequestStatus::Declined if guardian_answered => {
            "Your parent or guardian declined. The scout is not told.".to_string()
        }
        RequestStatus::Declined => "Declined. The scout is not told.".to_string(),
        RequestStatus::Blocked => format!("Blocked: {name} cannot ask you again."),
    }
}

/// The requests of `docs` (the inbox query's result, `(scout id, data)`); a document that does not read is left out.
pub fn inbox_of(docs: &[(String, Value)]) -> Vec<RequestCard> {
    docs.iter()
        .filter(|(id, _)| is_document_id(id))
        .filter_map(|(id, doc)| {
            let r = read_request(doc)?;
            Some(RequestCard {
                scout: id.clone(),
                status_text: status_text(r.status, r.guardian, r.answered_by, &r.scout.name),
                warning: fee_warning(&r.signals),
                date: day_of(r.created_ms),
                scout_email: r
                    .scout_email
                    .filter(|_| r.status == RequestStatus::Accepted),
                answers: answers_for(r.status, r.guardian),
                status: r.status,
                from: r.scout,
                message: r.message,
            })
        })
        .collect()
}

/// A player who accepted, as the scout's inbox shows them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ContactCard {
    pub player: String,
    pub name: String,
    pub email: String,
    /// A sentence saying whose address it is: the player's, or their parent's or guardian's.
    pub whose: String,
    /// The player's CV.
    pub href: String,
    pub date: String,
}

/// The contacts of `docs` (`(player id, data)`).
pub fn contacts_of(docs: &[(String, Value)]) -> Vec<ContactCard> {
    docs.iter()
        .filter_map(|(id, doc)| {
            let text = |key: &str| doc.get(key).and_then(Value::as_str).map(shown);
            let email = text("email").filter(|e| e.contains('@'))?;
            let name = text("name").filter(|n| !n.is_empty()).unwrap_or_else(|| "A player".to_string());
            let guardian = doc.get("viaGuardian").and_then(Value::as_bool).unwrap_or(false);
            Some(ContactCard {
                player: id.clone(),
                href: is_document_id(id).then(|| player_page_path(id))?,
                whose: if guardian {
                    format!("{name} is under 16: this is their parent's or guardian's e-mail, who accepted.")
                } else {
                    format!("{name} accepted your request.")
                },
                date: day_of(timestamp_millis(doc.get("acceptedAt"))),
                name,
                email,
            })
        })
        .collect()
}

/// How many of `docs` (the pending query's result, at most `PENDING_COUNTED`) the nav counts.
pub fn pending_label(count: u32) -> String {
    match count {
        0 => "Inbox".to_string(),
        n if n >= PENDING_COUNTED => format!("Inbox, {}+ new requests", PENDING_COUNTED - 1),
        1 => "Inbox, 1 new request".to_string(),
        n => format!("Inbox, {n} new requests"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn request(status: &str, guardian: bool) -> Value {
        json!({
            "name": "Marta Ruiz", "role": "club", "organisation": "FC Norte", "country": "PT",
            "message": "Trial fee of 200 euros", "signals": ["feeWords"], "guardian": guardian, "status": status,
            "scoutEmail": "marta@club.example", "createdAt": {"seconds": 1_795_860_000, "nanoseconds": 0},
        })
    }

    #[test]
    fn the_inbox_shows_each_request_with_its_warning_and_answers() {
        let cards = inbox_of(&[
            ("s1".into(), request("pending", false)),
            ("s2".into(), request("accepted", false)),
            ("s3".into(), request("pending", true)),
            ("bad/id".into(), request("pending", false)),
            ("s4".into(), json!({"status": "pending"})),
        ]);
        assert_eq!(cards.len(), 3);
        assert_eq!(
            cards[0].answers,
            vec![Answer::Accept, Answer::Decline, Answer::Block]
        );
        assert_eq!(cards[0].scout_email, None, "no e-mail before acceptance");
        assert!(cards[0].warning.is_some());
        assert_eq!(cards[0].date, "28 November 2026");
        assert_eq!(cards[1].scout_email.as_deref(), Some("marta@club.example"));
        assert!(cards[2].status_text.contains("guardian"));
        assert_eq!(cards[2].answers, vec![Answer::Decline, Answer::Block]);
    }

    #[test]
    fn contacts_say_whose_address_it_is() {
        let cards = contacts_of(&[
            (
                "p1".into(),
                json!({"name": "Ana Lima", "email": "ana@example.com", "viaGuardian": false}),
            ),
            (
                "p2".into(),
                json!({"name": "Rui", "email": "mum@example.com", "viaGuardian": true}),
            ),
            ("p3".into(), json!({"name": "No mail"})),
        ]);
        assert_eq!(cards.len(), 2);
        assert_eq!(cards[0].href, "/p/p1");
        assert!(cards[1].whose.contains("guardian"));
    }

    #[test]
    fn the_nav_label_counts_up_to_nine() {
        assert_eq!(pending_label(0), "Inbox");
        assert_eq!(pending_label(1), "Inbox, 1 new request");
        assert_eq!(pending_label(10), "Inbox, 9+ new requests");
    }
}
