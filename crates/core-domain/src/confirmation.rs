//! A coach or club official confirms what a player logged. Scouts discount self-reported figures; a figure that
//! someone who saw the player play has confirmed, by name, is worth more than any badge.
//!
//! The player names the official (name, role, club, e-mail) and may add a note. The functions store the request
//! server-side with a snapshot of exactly the figures to confirm, and mail the official a one-time link,
//! `/confirm-stats/{token}`. The official needs no account: the page shows the snapshot and two answers, "Confirm"
//! and "Something is wrong" (with a note only the player sees).
//!
//! What this module decides: the request's rule ([`validate_request`]), the token and its link, and the request's
//! life ([`Status`]): an open request takes one answer, or is withdrawn, or expires; a confirmed one is voided when
//! the figures it covers change. A link that no longer works says one thing, whatever the reason
//! ([`LINK_UNAVAILABLE`]): an unknown, used and expired token look alike.
//!
//! The token is 32 random bytes (the server's CSPRNG) in hex; only its SHA-256 is stored, so a read of the database
//! gives no working link.

use serde::{Deserialize, Serialize};

use skora_foundations::limits::{CLUB_MAX_CHARS, NAME_MAX_CHARS};
use skora_foundations::one_time_token::token_id;
use skora_foundations::text::{sanitize_line, sanitize_multiline};
use skora_foundations::validation::{
    canonical_email, error, validate_email_at, Errors, FieldError,
};

/// The official's page (no account needed, never indexed): `/confirm-stats/{token}`.
pub const CONFIRM_STATS_PATH: &str = "/confirm-stats";
/// How long a link works: 14 days.
pub const TOKEN_TTL_MS: u64 = 14 * 24 * 60 * 60 * 1000;
/// The player's note to the official, and the official's note on a dispute.
pub const NOTE_MAX_CHARS: usize = 280;

/// What every link that does not work answers, whether its token is unknown, used or expired: nothing about the
/// player or the request.
pub const LINK_UNAVAILABLE: &str =
    "This link does not work any more. If the player still needs your confirmation, they can send a new request.";

/// Who the official is to the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum OfficialRole {
    Coach,
    ClubOfficial,
    Academy,
}

impl OfficialRole {
    pub const ALL: [OfficialRole; 3] = [
        OfficialRole::Coach,
        OfficialRole::ClubOfficial,
        OfficialRole::Academy,
    ];

    pub fn key(self) -> &'static str {
        match self {
            OfficialRole::Coach => "coach",
            OfficialRole::ClubOfficial => "clubOfficial",
            OfficialRole::Academy => "academy",
        }
    }

    /// As the CV writes it: "confirmed by Jan Novák (coach, FC Example)".
    pub fn label(self) -> &'static str {
        match self {
            OfficialRole::Coach => "coach",
            OfficialRole::ClubOfficial => "club official",
            OfficialRole::Academy => "academy staff",
        }
    }

    pub fn from_key(key: &str) -> Option<OfficialRole> {
        OfficialRole::ALL.into_iter().find(|r| r.key() == key)
    }
}

/// The request's form, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RequestForm {
    pub official_name: String,
    pub role: String,
    pub club: String,
    pub email: String,
    pub note: String,
}

/// The official, as stored and shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Official {
    pub name: String,
    pub role: OfficialRole,
    pub club: String,
    /// Lowercased as typed: where the mail goes.
    pub email: String,
}

impl Official {
    /// "Jan Novák (coach, FC Example)".
    pub fn byline(&self) -> String {
        format!("{} ({}, {})", self.name, self.role.label(), self.club)
    }
}

/// A request that passed its rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ValidRequest {
    pub official: Official,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A line of 1 to `max` characters, without control or bidi-override characters.
fn line(field: &str, raw: &str, max: usize, missing: &str) -> Result<String, FieldError> {
    let value = sanitize_line(raw).trim().to_string();
    if value.is_empty() {
        Err(error(field, "required", missing))
    } else if value.chars().count() > max {
        Err(error(
            field,
            "too_long",
            format!("Use at most {max} characters."),
        ))
    } else {
        Ok(value)
    }
}

/// The note: optional, at most [`NOTE_MAX_CHARS`] characters.
pub fn validate_note(field: &str, raw: &str) -> Result<Option<String>, FieldError> {
    let note = sanitize_multiline(raw).trim().to_string();
    if note.chars().count() > NOTE_MAX_CHARS {
        return Err(error(
            field,
            "too_long",
            format!("Use at most {NOTE_MAX_CHARS} characters."),
        ));
    }
    Ok((!note.is_empty()).then_some(note))
}

/// The request's rule. `own_emails`: the addresses of every account that owns the CV (the player's sign-in e-mail,
/// the CV's contact e-mail): a player cannot confirm their own figures, under any spelling of their address.
pub fn validate_request(
    form: &RequestForm,
    own_emails: &[&str],
) -> Result<ValidRequest, Vec<FieldError>> {
    let mut errors = Errors::default();
    let name = errors.take(line(
        "officialName",
        &form.official_name,
        NAME_MAX_CHARS,
        "Enter the name of the coach or official.",
    ));
    let role = OfficialRole::from_key(&form.role);
    if role.is_none() {
        errors.push(error(
            "role",
            "required",
            "Choose whether they are your coach, a club official or academy staff.",
        ));
    }
    let club = errors.take(line(
        "club",
        &form.club,
        CLUB_MAX_CHARS,
        "Enter the club or academy where they saw you play.",
    ));
    let email = errors.take(validate_email_at("email", &form.email));
    let canonical = canonical_email(&email);
    if canonical.is_some()
        && own_emails
            .iter()
            .any(|own| canonical_email(own) == canonical)
    {
        errors.push(error(
            "email",
            "own",
            "This is your own address: ask your coach or a club official, who saw you play, to confirm.",
        ));
    }
    let note = errors.take(validate_note("note", &form.note));
    errors.finish(())?;
    Ok(ValidRequest {
        official: Official {
            name,
            role: role.unwrap_or(OfficialRole::Coach),
            club,
            email,
        },
        note,
    })
}

pub use skora_foundations::one_time_token::{is_token, token, TOKEN_BYTES};

/// The id of the link document a token opens (`attestationLinks/{id}`): its SHA-256, never the token. `None` for a
/// string that is no token.
pub fn link_id(token: &str) -> Option<String> {
    token_id("confirm-stats", token)
}

/// The mail's link: the site's `origin` and the official's page.
pub fn confirm_link(origin: &str, token: &str) -> String {
    format!(
        "{}{CONFIRM_STATS_PATH}/{token}",
        origin.trim_end_matches('/')
    )
}

/// What a request asks to confirm: weeks of one season's weekly stats, or the measured physical tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum RequestKind {
    Weeks,
    Tests,
}

impl RequestKind {
    /// A stored request's kind: `kind: "tests"`, else weeks (a request stored before tests could be asked has no
    /// `kind`).
    pub fn of(request: &serde_json::Value) -> RequestKind {
        match request.get("kind").and_then(serde_json::Value::as_str) {
            Some("tests") => RequestKind::Tests,
            _ => RequestKind::Weeks,
        }
    }

    /// The stored request's map of what it covers (id → `{label, hash, figures}`).
    pub fn items_field(self) -> &'static str {
        match self {
            RequestKind::Weeks => "weeks",
            RequestKind::Tests => "tests",
        }
    }

    /// The stored request's list of the ids changed since it was sent.
    pub fn voided_field(self) -> &'static str {
        match self {
            RequestKind::Weeks => "voidedWeeks",
            RequestKind::Tests => "voidedTests",
        }
    }

    /// `week`/`weeks`, `test`/`tests`.
    pub fn noun(self, n: usize) -> &'static str {
        match (self, n) {
            (RequestKind::Weeks, 1) => "week",
            (RequestKind::Weeks, _) => "weeks",
            (RequestKind::Tests, 1) => "test",
            (RequestKind::Tests, _) => "tests",
        }
    }
}

/// Where a request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Status {
    /// Mailed, waiting for the official's answer.
    Sent,
    Confirmed,
    Disputed,
    /// No answer within 14 days.
    Expired,
    /// The figures it confirmed changed (or were deleted) after the confirmation.
    Voided,
    /// The player took it back before an answer.
    Withdrawn,
}

impl Status {
    /// As the player's page lists it.
    pub fn label(self) -> &'static str {
        match self {
            Status::Sent => "Sent",
            Status::Confirmed => "Confirmed",
            Status::Disputed => "Disputed",
            Status::Expired => "Expired",
            Status::Voided => "Voided",
            Status::Withdrawn => "Withdrawn",
        }
    }
}

/// A stored request's status at `now_ms`: a sent request past its expiry has expired, whatever is stored.
pub fn status_at(stored: Status, expires_at_ms: u64, now_ms: u64) -> Status {
    if stored == Status::Sent && now_ms >= expires_at_ms {
        Status::Expired
    } else {
        stored
    }
}

/// Whether the request still takes an answer or a withdrawal.
pub fn is_open(stored: Status, expires_at_ms: u64, now_ms: u64) -> bool {
    status_at(stored, expires_at_ms, now_ms) == Status::Sent
}

/// The official's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Answer {
    Confirm,
    /// What is wrong, for the player's eyes only.
    Dispute {
        note: String,
    },
}

/// The answer's rule: `kind` is `confirm` or `dispute`; a dispute says what is wrong.
pub fn validate_answer(kind: &str, note: &str) -> Result<Answer, FieldError> {
    match kind {
        "confirm" => Ok(Answer::Confirm),
        "dispute" => match validate_note("note", note)? {
            Some(note) => Ok(Answer::Dispute { note }),
            None => Err(error(
                "note",
                "required",
                "Say what is wrong, so the player can correct it.",
            )),
        },
        _ => Err(error(
            "kind",
            "invalid",
            "Choose Confirm or Something is wrong.",
        )),
    }
}

/// The status an answer leaves, or `None` when the request takes no answer (then the page says
/// [`LINK_UNAVAILABLE`]): one answer per request, before it expires.
pub fn answered(
    stored: Status,
    expires_at_ms: u64,
    now_ms: u64,
    answer: &Answer,
) -> Option<Status> {
    is_open(stored, expires_at_ms, now_ms).then_some(match answer {
        Answer::Confirm => Status::Confirmed,
        Answer::Dispute { .. } => Status::Disputed,
    })
}

/// The status a withdrawal leaves, or `None` when there is nothing open to withdraw.
pub fn withdrawn(stored: Status, expires_at_ms: u64, now_ms: u64) -> Option<Status> {
    is_open(stored, expires_at_ms, now_ms).then_some(Status::Withdrawn)
}

/// The status when the figures a request covers change: a confirmation is voided, and so is an open request (its
/// snapshot no longer shows what the player logged); any other status stays.
pub fn voided(stored: Status) -> Option<Status> {
    matches!(stored, Status::Sent | Status::Confirmed).then_some(Status::Voided)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> RequestForm {
        RequestForm {
            official_name: " Jan Novák ".into(),
            role: "coach".into(),
            club: "FC Example".into(),
            email: "Jan.Novak@Example.com".into(),
            note: "Weeks 40 and 41, the cup games.".into(),
        }
    }

    #[test]
    fn a_request_names_the_official_and_may_carry_a_note() {
        let request =
            validate_request(&form(), &["ana@example.org"]).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(request.official.name, "Jan Novák");
        assert_eq!(request.official.email, "jan.novak@example.com");
        assert_eq!(request.official.byline(), "Jan Novák (coach, FC Example)");
        assert_eq!(
            request.note.as_deref(),
            Some("Weeks 40 and 41, the cup games.")
        );
        let bare = RequestForm {
            note: "  ".into(),
            ..form()
        };
        assert_eq!(validate_request(&bare, &[]).map(|r| r.note), Ok(None));
    }

    #[test]
    fn every_field_says_what_is_wrong_at_once() {
        let errors = validate_request(&RequestForm::default(), &[])
            .err()
            .unwrap_or_default();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["officialName", "role", "club", "email"]);
        let long = RequestForm {
            note: "x".repeat(NOTE_MAX_CHARS + 1),
            club: "y".repeat(CLUB_MAX_CHARS + 1),
            ..form()
        };
        let errors = validate_request(&long, &[]).err().unwrap_or_default();
        assert_eq!(
            errors
                .iter()
                .map(|e| (e.field.as_str(), e.code.as_str()))
                .collect::<Vec<_>>(),
            [("club", "too_long"), ("note", "too_long")]
        );
        assert!(validate_request(
            &RequestForm {
                note: "x".repeat(NOTE_MAX_CHARS),
                ..form()
            },
            &[]
        )
        .is_ok());
    }

    #[test]
    fn a_player_cannot_confirm_their_own_figures_under_any_spelling() {
        for own in [
            "jan.novak@example.com",
            "JANNOVAK@example.com",
            "jannovak+skora@example.com",
        ] {
            let errors = validate_request(&form(), &["ana@example.org", own])
                .err()
                .unwrap_or_default();
            assert_eq!(errors.len(), 1, "{own}");
            assert_eq!(
                (errors[0].field.as_str(), errors[0].code.as_str()),
                ("email", "own")
            );
        }
    }

    #[test]
    fn a_token_is_256_bits_stored_only_as_its_hash() {
        let random: Vec<u8> = (0..40u8).map(|i| i.wrapping_mul(37)).collect();
        let t = token(&random).unwrap_or_default();
        assert_eq!(t.len(), 64);
        assert!(is_token(&t));
        assert_eq!(token(&[7u8; 31]), None);
        let id = link_id(&t).unwrap_or_default();
        assert_eq!(id.len(), 64);
        assert_ne!(id, t);
        for bad in ["", "../x", &t.to_uppercase(), &t[1..], &format!("{t}0")] {
            assert_eq!(link_id(bad), None, "{bad}");
        }
        assert_eq!(
            confirm_link("https://skora.app/", &t),
            format!("https://skora.app/confirm-stats/{t}")
        );
    }

    #[test]
    fn an_open_request_takes_one_answer_before_it_expires() {
        let (expires, before, after) = (1_000, 999, 1_000);
        let dispute = Answer::Dispute {
            note: "Week 41 was 60 minutes".into(),
        };
        assert_eq!(
            answered(Status::Sent, expires, before, &Answer::Confirm),
            Some(Status::Confirmed)
        );
        assert_eq!(
            answered(Status::Sent, expires, before, &dispute),
            Some(Status::Disputed)
        );
        assert_eq!(
            answered(Status::Sent, expires, after, &Answer::Confirm),
            None
        );
        assert_eq!(status_at(Status::Sent, expires, after), Status::Expired);
        for done in [
            Status::Confirmed,
            Status::Disputed,
            Status::Voided,
            Status::Withdrawn,
            Status::Expired,
        ] {
            assert_eq!(
                answered(done, expires, before, &Answer::Confirm),
                None,
                "{done:?}"
            );
            assert_eq!(withdrawn(done, expires, before), None, "{done:?}");
        }
        assert_eq!(
            withdrawn(Status::Sent, expires, before),
            Some(Status::Withdrawn)
        );
    }

    #[test]
    fn a_change_voids_a_confirmation_and_an_open_request_only() {
        assert_eq!(voided(Status::Confirmed), Some(Status::Voided));
        assert_eq!(voided(Status::Sent), Some(Status::Voided));
        for other in [
            Status::Disputed,
            Status::Expired,
            Status::Voided,
            Status::Withdrawn,
        ] {
            assert_eq!(voided(other), None);
        }
    }

    #[test]
    fn a_dispute_says_what_is_wrong() {
        assert_eq!(validate_answer("confirm", ""), Ok(Answer::Confirm));
        assert_eq!(
            validate_answer("dispute", " 60 minutes, not 90 "),
            Ok(Answer::Dispute {
                note: "60 minutes, not 90".into()
            })
        );
        assert_eq!(
            validate_answer("dispute", " ").map_err(|e| e.code),
            Err("required".into())
        );
        assert_eq!(
            validate_answer("dispute", &"x".repeat(NOTE_MAX_CHARS + 1)).map_err(|e| e.code),
            Err("too_long".into())
        );
        assert_eq!(
            validate_answer("approve", "").map_err(|e| e.field),
            Err("kind".into())
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn status() -> impl Strategy<Value = Status> {
        prop_oneof![
            Just(Status::Sent),
            Just(Status::Confirmed),
            Just(Status::Disputed),
            Just(Status::Expired),
            Just(Status::Voided),
            Just(Status::Withdrawn),
        ]
    }

    proptest! {
        // Whatever happens, a request ends in one answer at most: no step leads back to Sent, and a finished
        // request takes no answer or withdrawal.
        #[test]
        fn no_step_reopens_a_request(s in status(), expires in 0u64..10, now in 0u64..10, confirm in any::<bool>()) {
            let answer = if confirm { Answer::Confirm } else { Answer::Dispute { note: "no".into() } };
            for next in [answered(s, expires, now, &answer), withdrawn(s, expires, now), voided(s)].into_iter().flatten() {
                prop_assert_ne!(next, Status::Sent);
            }
            if status_at(s, expires, now) != Status::Sent {
                prop_assert_eq!(answered(s, expires, now, &answer), None);
                prop_assert_eq!(withdrawn(s, expires, now), None);
            }
        }

        // Any 32 bytes give a token whose id is a 64-digit hex string, and no two tokens share an id.
        #[test]
        fn tokens_have_distinct_ids(a in prop::array::uniform32(any::<u8>()), b in prop::array::uniform32(any::<u8>())) {
            let (ta, tb) = (token(&a).unwrap_or_default(), token(&b).unwrap_or_default());
            prop_assert!(is_token(&ta));
            prop_assert_eq!(link_id(&ta) == link_id(&tb), a == b);
        }
    }
}
