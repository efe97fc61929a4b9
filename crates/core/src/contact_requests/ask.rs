//! What `askToContact` does with one request: refuse a message the rule refuses (at the field), ask a caller without a
//! scout profile to make one, or answer "sent", storing the request only when it may be delivered.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::contact_request::{fee_signals, needs_guardian};
use crate::dates::date_of;
use crate::firestore_paths::{player_private_path, request_path, GUARDIAN_LINKS};
use crate::limits::{CONTACT_MESSAGE_MIN_CHARS, CONTACT_REQUEST_MESSAGE_MAX_CHARS};
use crate::newsletter_confirm::Mail;
use crate::player_interest::{interest_write, Interest, InterestWrite};
use crate::rate_limit::{rate_limit_id, rate_step, RateScope, RateStep, RateWindow};
use crate::scout::{read_scout, AccountKind};
use crate::text::sanitize_multiline;
use crate::validation::{error, FieldError};

use super::guardian_mail::{guardian_link_id, guardian_mail};
use super::model::{first_name, scout_card, status_of, GUARDIAN_LINK_TTL_MS};

/// The message field's rule: sanitized (control and bidi characters out, line breaks kept), trimmed, 10–500
/// characters.
pub fn check_message(raw: &str) -> Result<String, FieldError> {
    let message = sanitize_multiline(raw).trim().to_string();
    let chars = message.chars().count();
    if chars < CONTACT_MESSAGE_MIN_CHARS {
        return Err(error(
            "message",
            "too-short",
            format!("Please write at least {CONTACT_MESSAGE_MIN_CHARS} characters: who you are and why you ask."),
        ));
    }
    if chars > CONTACT_REQUEST_MESSAGE_MAX_CHARS {
        return Err(error(
            "message",
            "too-long",
            format!("Please keep the message to {CONTACT_REQUEST_MESSAGE_MAX_CHARS} characters (now {chars})."),
        ));
    }
    Ok(message)
}

/// What the function read for one request, in its transaction.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AskInput {
    pub scout: String,
    pub player: String,
    pub message: String,
    /// `scouts/{scout}`: the scout's profile.
    #[serde(default)]
    pub profile: Option<Value>,
    /// `players/{player}`: the CV.
    #[serde(default)]
    pub cv: Option<Value>,
    /// `players/{player}/private/details`.
    #[serde(default)]
    pub details: Option<Value>,
    /// `users/{player}/inbox/{scout}`, as stored.
    #[serde(default)]
    pub stored: Option<Value>,
    /// The scout's counter of new requests (`rateLimits/{counter}`).
    #[serde(default)]
    pub counter: Option<RateWindow>,
    pub now_ms: u64,
    /// The site's origin, for the guardian's link.
    pub origin: String,
    /// A fresh token (`OpenForms.token`), used only when the request goes to a guardian.
    pub token: String,
}

/// The one-time link a guardian answers with: its document (`guardianLinks/{hash}`) and the e-mail carrying it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GuardianLink {
    pub path: String,
    /// `{player, scout}`; the function adds `expiresAt` (a TTL policy deletes spent links).
    pub doc: Map<String, Value>,
    pub expires_at_ms: u64,
    pub mail: Mail,
}

/// Everything a delivered request writes.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delivery {
    pub request_path: String,
    /// The request without its `createdAt`, which the function stamps.
    pub request: Map<String, Value>,
    pub counter_id: String,
    pub counter: RateStep,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guardian: Option<GuardianLink>,
    /// The player's month of interest: one more scout asked to contact them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interest: Option<InterestWrite>,
}

/// What to do with one request.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AskPlan {
    /// The message breaks its rule: the error at the field, the caller's text kept.
    Invalid {
        errors: Vec<FieldError>,
    },
    /// Only a scout's profile tells a player who asks.
    NoScoutProfile {
        message: String,
    },
    /// Answer "sent", store nothing: a limit, a block, an open request, a player who cannot be asked.
    Sent,
    Deliver(Box<Delivery>),
}

/// What the scout is told when they have no scout profile.
pub const NO_SCOUT_PROFILE: &str =
    "Players see who asks: say who you are in your scout profile (My CV) before asking to contact a player.";

/// The counter document's id a scout's new requests are counted in.
pub fn counter_id(scout: &str) -> String {
    rate_limit_id(RateScope::ContactRequestScout, scout)
}

/// The plan for one request. Every refusal that concerns the player (blocked, already asked, a limit, a player who
/// cannot be asked) is `Sent`, exactly what a delivered request answers.
pub fn ask(input: &AskInput) -> AskPlan {
    let message = match check_message(&input.message) {
        Ok(message) => message,
        Err(e) => return AskPlan::Invalid { errors: vec![e] },
    };
    // `scouts/{uid}` holds the profile at its top level; the rule reads an account's record, whose kind says scout.
    let record = input
        .profile
        .as_ref()
        .filter(|p| p.is_object())
        .map(|p| json!({ "kind": AccountKind::Scout.as_str(), "scout": p }));
    let Some(profile) = read_scout(record.as_ref()) else {
        return AskPlan::NoScoutProfile {
            message: NO_SCOUT_PROFILE.to_string(),
        };
    };
    let Some(path) = request_path(&input.player, &input.scout) else {
        return AskPlan::Sent;
    };
    if input.cv.is_none() || player_private_path(&input.player).is_none() {
        return AskPlan::Sent;
    }
    if status_of(input.stored.as_ref()).is_some_and(|s| s.holds_new_requests()) {
        return AskPlan::Sent;
    }
    let detail = |key: &str| {
        input
            .details
            .as_ref()
            .and_then(|d| d.get(key))
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
    };
    let today = date_of((input.now_ms / 86_400_000) as i64).to_string();
    let guardian = needs_guardian(detail("dateOfBirth").unwrap_or_default(), &today);
    let guardian_email = detail("guardianEmail");
    if guardian && guardian_email.is_none() {
        // A child without a guardian's address cannot be asked: the request goes nowhere, the scout is told "sent".
        return AskPlan::Sent;
    }
    let counter = rate_step(
        input.counter,
        input.now_ms,
        RateScope::ContactRequestScout.rule(),
    );
    if !counter.allowed {
        return AskPlan::Sent;
    }
    let card = scout_card(&profile);
    let signals = fee_signals(&message);
    let mut request = Map::new();
    // The scout's id again (the document's id): a collection-group query finds every request of a deleted account.
    request.insert("scout".into(), json!(input.scout));
    request.insert("name".into(), json!(card.name));
    request.insert("role".into(), json!(card.role));
    request.insert("organisation".into(), json!(card.organisation));
    request.insert("country".into(), json!(card.country));
    if let Some(link) = &card.link {
        request.insert("link".into(), json!(link));
    }
    request.insert("message".into(), json!(message));
    request.insert("signals".into(), json!(signals));
    request.insert("guardian".into(), json!(guardian));
    request.insert("status".into(), json!("pending"));
    let guardian = match (guardian, guardian_email, guardian_link_id(&input.token)) {
        (false, _, _) => None,
        (true, Some(email), Some(id)) => {
            let mut doc = Map::new();
            doc.insert("player".into(), json!(input.player));
            doc.insert("scout".into(), json!(input.scout));
            Some(GuardianLink {
                path: format!("{GUARDIAN_LINKS}/{id}"),
                doc,
                expires_at_ms: input.now_ms.saturating_add(GUARDIAN_LINK_TTL_MS),
                mail: guardian_mail(
                    email,
                    &first_name(input.cv.as_ref()),
                    &card,
                    &message,
                    &signals,
                    &input.origin,
                    &input.token,
                ),
            })
        }
        // No usable token: nothing can reach the guardian, so nothing is delivered.
        (true, _, _) => return AskPlan::Sent,
    };
    AskPlan::Deliver(Box::new(Delivery {
        request_path: path,
        request,
        counter_id: counter_id(&input.scout),
        counter,
        guardian,
        interest: interest_write(
            &input.player,
            &input.scout,
            Interest::Contacted,
            input.now_ms as f64,
        ),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contact_request::FeeSignal;
    use proptest::prelude::*;

    /// 2026-11-28T10:00:00Z.
    const NOW: u64 = 1_795_860_000_000;
    const TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    fn input(dob: &str) -> AskInput {
        AskInput {
            scout: "scout1".into(),
            player: "player1".into(),
            message: "Hello Ana, we would like to invite you to a trial in March.".into(),
            profile: Some(json!({
                "name": "Marta Ruiz", "role": "club", "organisation": "FC Norte", "country": "PT",
            })),
            cv: Some(json!({"firstName": "Ana", "lastName": "Lima"})),
            details: Some(json!({"dateOfBirth": dob, "guardianEmail": "mum@example.com"})),
            stored: None,
            counter: None,
            now_ms: NOW,
            origin: "https://skora.app".into(),
            token: TOKEN.into(),
        }
    }

    fn delivery(plan: AskPlan) -> Delivery {
        match plan {
            AskPlan::Deliver(d) => *d,
            other => panic!("not delivered: {other:?}"),
        }
    }

    #[test]
    fn an_adults_request_is_delivered_to_the_player() {
        let d = delivery(ask(&input("2000-05-01")));
        assert_eq!(d.request_path, "users/player1/inbox/scout1");
        assert_eq!(d.request["status"], "pending");
        assert_eq!(d.request["scout"], "scout1");
        assert_eq!(d.request["guardian"], false);
        assert_eq!(d.request["name"], "Marta Ruiz");
        assert_eq!(d.request["role"], "club");
        assert_eq!(d.guardian, None);
        assert_eq!(d.counter_id, counter_id("scout1"));
        assert!(d.counter.allowed);
        assert_eq!(
            d.interest.map(|i| i.marker),
            Some(format!(
                "players/player1/interest/2026-11/scouts/contacted-{}",
                crate::player_interest::scout_marker("scout1")
            ))
        );
    }

    #[test]
    fn an_under_sixteens_request_goes_to_the_guardian_with_a_link() {
        let d = delivery(ask(&input("2011-01-01")));
        assert_eq!(d.request["guardian"], true);
        let link = d.guardian.expect("a guardian link");
        assert_eq!(
            link.path,
            format!("guardianLinks/{}", guardian_link_id(TOKEN).unwrap())
        );
        assert_eq!(link.doc["player"], "player1");
        assert_eq!(link.mail.to, "mum@example.com");
        assert!(link
            .mail
            .message
            .text
            .contains(&format!("https://skora.app/guardian?token={TOKEN}")));
        assert_eq!(link.expires_at_ms, NOW + GUARDIAN_LINK_TTL_MS);
    }

    #[test]
    fn everything_that_concerns_the_player_answers_sent_and_stores_nothing() {
        for status in ["pending", "accepted", "blocked"] {
            let mut i = input("2000-05-01");
            i.stored = Some(json!({"status": status}));
            assert_eq!(ask(&i), AskPlan::Sent, "{status}");
        }
        let mut declined = input("2000-05-01");
        declined.stored = Some(json!({"status": "declined"}));
        assert!(
            matches!(ask(&declined), AskPlan::Deliver(_)),
            "a declined request may be followed by a new one"
        );
        let mut spent = input("2000-05-01");
        spent.counter = Some(RateWindow {
            start_ms: NOW - 1000,
            count: 20,
        });
        assert_eq!(ask(&spent), AskPlan::Sent);
        let mut no_cv = input("2000-05-01");
        no_cv.cv = None;
        assert_eq!(ask(&no_cv), AskPlan::Sent);
        let mut no_guardian = input("2012-01-01");
        no_guardian.details = Some(json!({"dateOfBirth": "2012-01-01"}));
        assert_eq!(ask(&no_guardian), AskPlan::Sent);
        let mut myself = input("2000-05-01");
        myself.player = "scout1".into();
        assert_eq!(ask(&myself), AskPlan::Sent);
        // Unreadable details: a child's, the protective reading, and this one has no guardian's address.
        let mut unreadable = input("2000-05-01");
        unreadable.details = None;
        assert_eq!(ask(&unreadable), AskPlan::Sent);
    }

    #[test]
    fn the_caller_is_told_only_about_their_own_message_and_profile() {
        let mut short = input("2000-05-01");
        short.message = " hi ".into();
        assert!(matches!(ask(&short), AskPlan::Invalid { errors } if errors[0].field == "message"));
        let mut long = input("2000-05-01");
        long.message = "x".repeat(501);
        assert!(matches!(ask(&long), AskPlan::Invalid { errors } if errors[0].code == "too-long"));
        let mut no_profile = input("2000-05-01");
        no_profile.profile = None;
        assert!(matches!(ask(&no_profile), AskPlan::NoScoutProfile { .. }));
    }

    #[test]
    fn a_fee_asking_message_is_delivered_with_its_signs() {
        let mut i = input("2000-05-01");
        i.message = "To join the trial there is a trial fee of 300 euros by wire transfer.".into();
        let d = delivery(ask(&i));
        assert_eq!(d.request["signals"], json!(["feeWords", "wireTransfer"]));
        let _ = FeeSignal::FeeWords;
    }

    proptest! {
        #[test]
        fn the_twenty_first_request_of_a_day_is_answered_sent_and_not_stored(count in 0u32..40, ago in 0u64..86_400_000) {
            let mut i = input("2000-05-01");
            i.counter = Some(RateWindow { start_ms: NOW - ago, count });
            let plan = ask(&i);
            if count < 20 {
                prop_assert!(matches!(plan, AskPlan::Deliver(d) if d.counter.next.count == count + 1));
            } else {
                prop_assert_eq!(plan, AskPlan::Sent);
            }
        }

        #[test]
        fn any_message_is_refused_at_its_field_or_delivered_whole(message in "\\PC{0,600}") {
            let mut i = input("2000-05-01");
            i.message = message;
            match ask(&i) {
                AskPlan::Invalid { errors } => prop_assert_eq!(errors[0].field.as_str(), "message"),
                AskPlan::Deliver(d) => {
                    let stored = d.request["message"].as_str().unwrap_or_default().chars().count();
                    prop_assert!((10..=500).contains(&stored));
                }
                other => prop_assert!(false, "{other:?}"),
            }
        }
    }
}
