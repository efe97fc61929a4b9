//! The request document and the words that describe it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::contact_request::FeeSignal;
use crate::countries::country_name;
use crate::firestore_paths::{
    contact_path, player_path, player_private_path, request_path, scout_path, RATE_LIMITS,
};
use crate::links::safe_external_url;
use crate::scout::{ScoutProfile, ScoutRole};
use crate::text::strip_bidi_overrides;
use crate::timestamps::timestamp_millis;

/// What every call of `askToContact` answers, whatever happened: a limit, a block or an open request is never
/// revealed to the scout.
pub const SENT: &str = "sent";
/// The page a guardian's link opens (in the core's route table).
pub const GUARDIAN_PATH: &str = "/guardian";
/// How long a guardian's link works: long enough for a parent who reads mail weekly.
pub const GUARDIAN_LINK_TTL_MS: u64 = 14 * 24 * 60 * 60 * 1000;

/// Where a request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum RequestStatus {
    Pending,
    Accepted,
    Declined,
    /// The player blocked the scout: no request of theirs is delivered again until the player unblocks them.
    Blocked,
}

impl RequestStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            RequestStatus::Pending => "pending",
            RequestStatus::Accepted => "accepted",
            RequestStatus::Declined => "declined",
            RequestStatus::Blocked => "blocked",
        }
    }

    fn parse(raw: &str) -> Option<Self> {
        [
            RequestStatus::Pending,
            RequestStatus::Accepted,
            RequestStatus::Declined,
            RequestStatus::Blocked,
        ]
        .into_iter()
        .find(|s| s.as_str() == raw)
    }

    /// Whether a new request of the same scout waits behind this one (one open request per scout and player), or is
    /// never delivered (blocked).
    pub const fn holds_new_requests(self) -> bool {
        !matches!(self, RequestStatus::Declined)
    }
}

/// Who answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Answerer {
    Player,
    Guardian,
}

impl Answerer {
    pub const fn as_str(self) -> &'static str {
        match self {
            Answerer::Player => "player",
            Answerer::Guardian => "guardian",
        }
    }
}

/// The scout as a request shows them: their profile's words at the time they asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ScoutCard {
    pub name: String,
    /// As read back, the role's label (`Club recruiter`); as stored, its value (`club`).
    pub role: String,
    pub organisation: String,
    /// The country's name, or empty for a code the app does not know.
    pub country: String,
    /// An http(s) link, only when safe to open.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub link: Option<String>,
}

/// A request document read back, tolerant of anything: `None` when it lacks what a card needs.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRequest {
    pub scout: ScoutCard,
    pub message: String,
    pub signals: Vec<FeeSignal>,
    pub guardian: bool,
    pub status: RequestStatus,
    pub answered_by: Option<Answerer>,
    pub scout_email: Option<String>,
    pub created_ms: Option<f64>,
}

fn text<'a>(doc: &'a Value, key: &str) -> Option<&'a str> {
    doc.get(key).and_then(Value::as_str)
}

/// A stored string shown to a user: bidi overrides taken out, so a name cannot reorder the text around it.
pub(crate) fn shown(raw: &str) -> String {
    strip_bidi_overrides(raw.trim()).into_owned()
}

/// The status a stored request has, when it names one.
pub fn status_of(doc: Option<&Value>) -> Option<RequestStatus> {
    doc.and_then(|d| text(d, "status"))
        .and_then(RequestStatus::parse)
}

pub fn read_request(doc: &Value) -> Option<StoredRequest> {
    let name = shown(text(doc, "name")?);
    let message = text(doc, "message")?.to_string();
    if name.is_empty() {
        return None;
    }
    let role = text(doc, "role")
        .and_then(ScoutRole::parse)
        .map(|r| r.label().to_string())
        .unwrap_or_default();
    let signals = doc
        .get("signals")
        .and_then(Value::as_array)
        .map(|list| {
            let mut signals: Vec<FeeSignal> = list
                .iter()
                .filter_map(|s| serde_json::from_value(s.clone()).ok())
                .collect();
            signals.sort();
            signals.dedup();
            signals
        })
        .unwrap_or_default();
    Some(StoredRequest {
        scout: ScoutCard {
            name,
            role,
            organisation: text(doc, "organisation").map(shown).unwrap_or_default(),
            country: text(doc, "country")
                .and_then(country_name)
                .unwrap_or_default()
                .to_string(),
            link: text(doc, "link").and_then(safe_external_url),
        },
        message,
        signals,
        guardian: doc.get("guardian").and_then(Value::as_bool).unwrap_or(true),
        status: status_of(Some(doc))?,
        answered_by: match text(doc, "answeredBy") {
            Some("player") => Some(Answerer::Player),
            Some("guardian") => Some(Answerer::Guardian),
            _ => None,
        },
        scout_email: text(doc, "scoutEmail").map(str::to_string),
        created_ms: timestamp_millis(doc.get("createdAt")),
    })
}

/// The scout as a new request stores them (the profile passed its rule when it was saved).
pub fn scout_card(profile: &ScoutProfile) -> ScoutCard {
    ScoutCard {
        name: profile.name.clone(),
        role: profile.role.as_str().to_string(),
        organisation: profile.organisation.clone(),
        country: profile.country.clone(),
        link: profile.link.clone(),
    }
}

/// The warning shown with a message that reads like a request for money, or none.
pub fn fee_warning(signals: &[FeeSignal]) -> Option<String> {
    if signals.is_empty() {
        return None;
    }
    let kinds: Vec<&str> = signals
        .iter()
        .map(|s| match s {
            FeeSignal::FeeWords => "a fee or a payment",
            FeeSignal::WireTransfer => "a bank transfer",
            FeeSignal::BankAccount => "a bank account number",
            FeeSignal::CardNumber => "card details",
            FeeSignal::Crypto => "cryptocurrency",
        })
        .collect();
    let listed = match kinds.as_slice() {
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        [] => String::new(),
    };
    Some(format!(
        "Be careful: this message mentions {listed}. Real clubs and scouts never ask a player to pay for a trial \
         or to be seen. Do not pay or send bank or card details, and block the sender."
    ))
}

/// The documents a request's functions read for `scout` and `player`: the scout's profile and counter always (a valid
/// caller's), the rest only when both ids name documents of two accounts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reads {
    pub profile: Option<String>,
    pub counter: String,
    pub request: Option<String>,
    pub contact: Option<String>,
    pub cv: Option<String>,
    pub details: Option<String>,
}

pub fn reads(scout: &str, player: &str) -> Reads {
    let pair = request_path(player, scout).is_some();
    let both = |path: Option<String>| path.filter(|_| pair);
    Reads {
        profile: scout_path(scout),
        counter: format!(
            "{RATE_LIMITS}/{}",
            crate::rate_limit::rate_limit_id(
                crate::rate_limit::RateScope::ContactRequestScout,
                scout
            )
        ),
        request: request_path(player, scout),
        contact: both(contact_path(scout, player)),
        cv: both(player_path(player)),
        details: both(player_private_path(player)),
    }
}

/// A player's name from their CV (`players/{uid}`), or empty.
pub fn player_name(cv: Option<&Value>) -> String {
    let part = |key: &str| cv.and_then(|c| text(c, key)).map(shown).unwrap_or_default();
    let (first, last) = (part("firstName"), part("lastName"));
    format!("{first} {last}").trim().to_string()
}

/// A player's first name from their CV, or "the player".
pub fn first_name(cv: Option<&Value>) -> String {
    cv.and_then(|c| text(c, "firstName"))
        .map(shown)
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "the player".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_request_reads_back_tolerantly() {
        let doc = json!({
            "name": "Marta \u{202E}Ruiz", "role": "agent", "organisation": "Norte", "country": "PT",
            "link": "javascript:alert(1)", "message": "Hello", "signals": ["crypto", "feeWords", "nope", "crypto"],
            "guardian": false, "status": "pending", "createdAt": {"seconds": 10, "nanoseconds": 0},
        });
        let r = read_request(&doc).expect("reads");
        assert_eq!(r.scout.name, "Marta Ruiz");
        assert_eq!(r.scout.role, "Agent");
        assert_eq!(r.scout.country, "Portugal");
        assert_eq!(r.scout.link, None);
        assert_eq!(r.signals, vec![FeeSignal::FeeWords, FeeSignal::Crypto]);
        assert_eq!(r.created_ms, Some(10_000.0));
        assert_eq!(
            read_request(&json!({"name": "A", "message": "m", "status": "lost"})),
            None
        );
        assert_eq!(
            read_request(&json!({"message": "m", "status": "pending"})),
            None
        );
        // No `guardian` key: treated as a guardian's request, the protective reading.
        assert!(
            read_request(&json!({"name": "A", "message": "m", "status": "pending"}))
                .is_some_and(|r| r.guardian)
        );
    }

    #[test]
    fn reads_name_documents_only_for_two_valid_accounts() {
        let r = reads("s1", "p1");
        assert_eq!(r.request.as_deref(), Some("users/p1/inbox/s1"));
        assert_eq!(r.contact.as_deref(), Some("users/s1/contacts/p1"));
        assert_eq!(r.details.as_deref(), Some("players/p1/private/details"));
        assert!(r.counter.starts_with("rateLimits/"));
        for player in ["", "s1", "a/b", ".."] {
            let r = reads("s1", player);
            assert_eq!(
                (r.request, r.cv, r.details),
                (None, None, None),
                "{player:?}"
            );
            assert_eq!(r.profile.as_deref(), Some("scouts/s1"));
        }
    }

    #[test]
    fn the_warning_names_each_sign() {
        assert_eq!(fee_warning(&[]), None);
        let w = fee_warning(&[
            FeeSignal::FeeWords,
            FeeSignal::WireTransfer,
            FeeSignal::Crypto,
        ])
        .unwrap();
        assert!(
            w.contains("a fee or a payment, a bank transfer and cryptocurrency"),
            "{w}"
        );
        assert!(w.starts_with("Be careful"));
    }
}
