//! The answers to a request: the player's (accept, decline, block, unblock) and the guardian's (accept or decline,
//! once, by their link). Each is a few writes the function makes in one transaction.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::firestore_paths::{contact_path, request_path};
use crate::timestamps::timestamp_millis;

use super::model::{player_name, read_request, Answerer, RequestStatus, ScoutCard};

/// What the player may answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Answer {
    Accept,
    Decline,
    Block,
    Unblock,
}

impl Answer {
    pub fn parse(raw: &str) -> Option<Answer> {
        match raw {
            "accept" => Some(Answer::Accept),
            "decline" => Some(Answer::Decline),
            "block" => Some(Answer::Block),
            "unblock" => Some(Answer::Unblock),
            _ => None,
        }
    }
}

/// The answers a request in `status` offers its player: a guardian's request is accepted by the guardian alone,
/// while declining and blocking (which only protect) are always the player's too.
pub fn answers_for(status: RequestStatus, guardian: bool) -> Vec<Answer> {
    match status {
        RequestStatus::Pending if guardian => vec![Answer::Decline, Answer::Block],
        RequestStatus::Pending => vec![Answer::Accept, Answer::Decline, Answer::Block],
        RequestStatus::Accepted => vec![Answer::Decline, Answer::Block],
        RequestStatus::Declined => vec![Answer::Block],
        RequestStatus::Blocked => vec![Answer::Unblock],
    }
}

/// What the function read for an answer.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AnswerInput {
    /// The player answering (the caller), or the link's player for a guardian.
    pub player: String,
    pub scout: String,
    pub answer: String,
    /// `users/{player}/inbox/{scout}`.
    #[serde(default)]
    pub stored: Option<Value>,
    /// `players/{player}`, for the name the scout's contact shows.
    #[serde(default)]
    pub cv: Option<Value>,
    /// `players/{player}/private/details`: the contact and guardian e-mails.
    #[serde(default)]
    pub details: Option<Value>,
    /// The player's account e-mail, used when the details give no contact e-mail.
    #[serde(default)]
    pub player_email: Option<String>,
    /// The scout's verified account e-mail, shown to the player on acceptance.
    #[serde(default)]
    pub scout_email: Option<String>,
}

/// The writes of an answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnswerWrites {
    pub status: RequestStatus,
    pub request_path: String,
    /// Merged into the request, with `answeredAt` stamped by the function; `scoutEmail: null` deletes it.
    pub update: Map<String, Value>,
    pub contact_path: String,
    /// The scout's contact to set (on acceptance), else the contact is deleted (a withdrawn consent leaves nothing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contact: Option<Map<String, Value>>,
}

/// An answer's plan, or why there is none (a message for the one who answered).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AnswerPlan {
    Refused { message: String },
    Write(Box<AnswerWrites>),
}

const GONE: &str = "This request no longer exists.";

fn detail<'a>(details: Option<&'a Value>, key: &str) -> Option<&'a str> {
    details
        .and_then(|d| d.get(key))
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

fn refused(message: &str) -> AnswerPlan {
    AnswerPlan::Refused {
        message: message.to_string(),
    }
}

/// The player's answer to the scout's request.
pub fn player_answer(input: &AnswerInput) -> AnswerPlan {
    let Some(answer) = Answer::parse(&input.answer) else {
        return refused("Choose accept, decline, block or unblock.");
    };
    let Some(request) = input.stored.as_ref().and_then(read_request) else {
        return refused(GONE);
    };
    if !answers_for(request.status, request.guardian).contains(&answer) {
        return refused(if answer == Answer::Accept && request.guardian {
            "Your parent or guardian answers this request: they got an e-mail with a link."
        } else {
            "This request was already answered."
        });
    }
    let email = detail(input.details.as_ref(), "contactEmail").or(input.player_email.as_deref());
    writes(input, answer, Answerer::Player, email)
}

fn writes(input: &AnswerInput, answer: Answer, by: Answerer, email: Option<&str>) -> AnswerPlan {
    let (Some(request_path), Some(contact_path)) = (
        request_path(&input.player, &input.scout),
        contact_path(&input.scout, &input.player),
    ) else {
        return refused(GONE);
    };
    let status = match answer {
        Answer::Accept => RequestStatus::Accepted,
        Answer::Decline | Answer::Unblock => RequestStatus::Declined,
        Answer::Block => RequestStatus::Blocked,
    };
    let mut update = Map::new();
    update.insert("status".into(), json!(status.as_str()));
    update.insert("answeredBy".into(), json!(by.as_str()));
    let contact = if status == RequestStatus::Accepted {
        let (Some(email), Some(scout_email)) = (email, input.scout_email.as_deref()) else {
            return refused("There is no e-mail to share yet: add a contact e-mail to your CV's private details.");
        };
        update.insert("scoutEmail".into(), json!(scout_email));
        let mut contact = Map::new();
        // The player's id again (the document's id), for a collection-group query when their account is deleted.
        contact.insert("player".into(), json!(input.player));
        contact.insert("name".into(), json!(player_name(input.cv.as_ref())));
        contact.insert("email".into(), json!(email));
        contact.insert("viaGuardian".into(), json!(by == Answerer::Guardian));
        Some(contact)
    } else {
        update.insert("scoutEmail".into(), Value::Null);
        None
    };
    AnswerPlan::Write(Box::new(AnswerWrites {
        status,
        request_path,
        update,
        contact_path,
        contact,
    }))
}

/// What a guardian's link shows before they answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct GuardianView {
    /// The player's first name.
    pub player: String,
    pub scout: ScoutCard,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub warning: Option<String>,
}

/// What the guardian's link does.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum GuardianPlan {
    /// No such link, used or expired: the link document (if any) is deleted.
    InvalidLink {
        message: String,
    },
    /// The request was answered already (the player declined or blocked it): the link is spent.
    Answered {
        message: String,
    },
    View(Box<GuardianView>),
    Write(Box<AnswerWrites>),
}

/// What the guardian's page says for a link that opens nothing.
pub const INVALID_GUARDIAN_LINK: &str =
    "This link does not work any more: it was used, or it is older than 14 days.";

/// The guardian's link: shown (no answer yet) or answered, from its document `link` (`{player, scout, expiresAt}`)
/// and, read after it, the request and the player's documents in `input` (whose `answer` is the guardian's, or
/// empty to show the request).
pub fn guardian_answer(link: Option<&Value>, input: &AnswerInput, now_ms: f64) -> GuardianPlan {
    let invalid = || GuardianPlan::InvalidLink {
        message: INVALID_GUARDIAN_LINK.to_string(),
    };
    let Some(link) = link else {
        return invalid();
    };
    let expires = timestamp_millis(link.get("expiresAt")).unwrap_or(0.0);
    let names = |key: &str| link.get(key).and_then(Value::as_str);
    if now_ms >= expires
        || names("player") != Some(&input.player)
        || names("scout") != Some(&input.scout)
    {
        return invalid();
    }
    let Some(request) = input.stored.as_ref().and_then(read_request) else {
        return invalid();
    };
    if request.status != RequestStatus::Pending || !request.guardian {
        return GuardianPlan::Answered {
            message: "This request was already answered.".to_string(),
        };
    }
    let answer = match input.answer.as_str() {
        "" => {
            return GuardianPlan::View(Box::new(GuardianView {
                player: super::model::first_name(input.cv.as_ref()),
                warning: super::model::fee_warning(&request.signals),
                scout: request.scout,
                message: request.message,
            }))
        }
        "accept" => Answer::Accept,
        "decline" => Answer::Decline,
        _ => return invalid(),
    };
    match writes(
        input,
        answer,
        Answerer::Guardian,
        detail(input.details.as_ref(), "guardianEmail"),
    ) {
        AnswerPlan::Write(w) => GuardianPlan::Write(w),
        AnswerPlan::Refused { .. } => invalid(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(answer: &str, status: &str, guardian: bool) -> AnswerInput {
        AnswerInput {
            player: "p1".into(),
            scout: "s1".into(),
            answer: answer.into(),
            stored: Some(json!({
                "name": "Marta Ruiz", "role": "club", "organisation": "FC Norte", "country": "PT",
                "message": "Hello there, a trial?", "signals": [], "guardian": guardian, "status": status,
            })),
            cv: Some(json!({"firstName": "Ana", "lastName": "Lima"})),
            details: Some(
                json!({"contactEmail": "ana@example.com", "guardianEmail": "mum@example.com"}),
            ),
            player_email: Some("account@example.com".into()),
            scout_email: Some("marta@club.example".into()),
        }
    }

    fn written(plan: AnswerPlan) -> AnswerWrites {
        match plan {
            AnswerPlan::Write(w) => *w,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn accepting_shows_each_side_the_others_email() {
        let w = written(player_answer(&input("accept", "pending", false)));
        assert_eq!(w.status, RequestStatus::Accepted);
        assert_eq!(w.request_path, "users/p1/inbox/s1");
        assert_eq!(w.update["scoutEmail"], "marta@club.example");
        assert_eq!(w.contact_path, "users/s1/contacts/p1");
        let contact = w.contact.expect("the scout's contact");
        assert_eq!(contact["email"], "ana@example.com");
        assert_eq!(contact["name"], "Ana Lima");
        assert_eq!(contact["player"], "p1");
        let mut no_contact_email = input("accept", "pending", false);
        no_contact_email.details = Some(json!({}));
        assert_eq!(
            written(player_answer(&no_contact_email)).contact.unwrap()["email"],
            "account@example.com"
        );
    }

    #[test]
    fn declining_or_blocking_withdraws_what_acceptance_shared() {
        for (answer, status) in [
            ("decline", RequestStatus::Declined),
            ("block", RequestStatus::Blocked),
        ] {
            let w = written(player_answer(&input(answer, "accepted", false)));
            assert_eq!(w.status, status);
            assert_eq!(w.contact, None);
            assert_eq!(w.update["scoutEmail"], Value::Null);
        }
        assert_eq!(
            written(player_answer(&input("unblock", "blocked", false))).status,
            RequestStatus::Declined
        );
    }

    #[test]
    fn a_guardians_request_is_not_the_players_to_accept() {
        assert!(
            matches!(player_answer(&input("accept", "pending", true)), AnswerPlan::Refused { message } if message.contains("guardian"))
        );
        assert_eq!(
            written(player_answer(&input("block", "pending", true))).status,
            RequestStatus::Blocked
        );
        assert!(matches!(
            player_answer(&input("accept", "accepted", false)),
            AnswerPlan::Refused { .. }
        ));
        assert!(matches!(
            player_answer(&input("shout", "pending", false)),
            AnswerPlan::Refused { .. }
        ));
        let mut gone = input("accept", "pending", false);
        gone.stored = None;
        assert!(matches!(player_answer(&gone), AnswerPlan::Refused { message } if message == GONE));
    }

    #[test]
    fn the_guardians_link_shows_the_request_then_answers_it_once() {
        let link = json!({"player": "p1", "scout": "s1", "expiresAt": {"seconds": 2_000, "nanoseconds": 0}});
        let view = guardian_answer(Some(&link), &input("", "pending", true), 1_000_000.0);
        assert!(
            matches!(&view, GuardianPlan::View(v) if v.player == "Ana" && v.scout.role == "Club recruiter")
        );
        let w = match guardian_answer(Some(&link), &input("accept", "pending", true), 1_000_000.0) {
            GuardianPlan::Write(w) => w,
            other => panic!("{other:?}"),
        };
        assert_eq!(w.update["answeredBy"], "guardian");
        assert_eq!(w.contact.as_ref().unwrap()["email"], "mum@example.com");
        assert_eq!(w.contact.as_ref().unwrap()["viaGuardian"], true);
        assert!(matches!(
            guardian_answer(Some(&link), &input("accept", "declined", true), 1_000_000.0),
            GuardianPlan::Answered { .. }
        ));
        // Expired, missing, or naming another request.
        assert!(matches!(
            guardian_answer(Some(&link), &input("accept", "pending", true), 2_000_000.0),
            GuardianPlan::InvalidLink { .. }
        ));
        assert!(matches!(
            guardian_answer(None, &input("accept", "pending", true), 0.0),
            GuardianPlan::InvalidLink { .. }
        ));
        let mut other = input("accept", "pending", true);
        other.scout = "s2".into();
        assert!(matches!(
            guardian_answer(Some(&link), &other, 0.0),
            GuardianPlan::InvalidLink { .. }
        ));
    }
}
