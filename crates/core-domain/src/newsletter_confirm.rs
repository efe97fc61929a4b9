//! The newsletter's double opt-in: a sign-up only becomes a subscription when the address's owner
//! follows the link we e-mail them.
//!
//! The flow (Cloud Functions `subscribeNewsletter` and `confirmNewsletter`, functions/src/forms.js):
//! 1. The form sends the address. For a new address within the limits ([`subscribe_decision`]), the
//!    function records `newsletterPending/{tokenHash}` (the address, its source and when the link
//!    expires) and queues the confirmation e-mail in `mail/{autoId}`, in the shape of the Firebase
//!    "Trigger Email" extension ([`confirmation_mail`]). It answers the same whether the address was
//!    new, pending or subscribed already, or a limit was spent, so the form reveals nothing.
//! 2. The e-mail's link opens `/newsletter/confirm?token=…` on the site; that page sends the token to
//!    `confirmNewsletter`, which finds the pending document by the token's hash, checks it has not
//!    expired, writes `newsletterSubscriptions/{email}` and deletes the pending document: a token
//!    works once.
//!
//! The token is 32 random bytes (from the server's CSPRNG) in hex. Only its SHA-256 is stored, so a
//! read of the database gives no working link.

use serde::{Deserialize, Serialize};

use skora_foundations::html::escape_html;
use skora_foundations::one_time_token::token_id;

/// The site's page that confirms a subscription (in the core's route table).
pub const CONFIRM_PATH: &str = "/newsletter/confirm";
/// How long a confirmation link works.
pub const TOKEN_TTL_MS: u64 = 48 * 60 * 60 * 1000;
pub use skora_foundations::one_time_token::{
    is_token as is_confirmation_token, token as confirmation_token, TOKEN_BYTES,
};

/// The id of the pending subscription a token confirms: the token's SHA-256 (the token itself is
/// never stored). `None` for a string that is no token.
pub fn pending_id(token: &str) -> Option<String> {
    token_id("newsletter-confirm", token)
}

/// The absolute link of the e-mail: the site's `origin` (no trailing slash) and the confirm page.
pub fn confirm_link(origin: &str, token: &str) -> String {
    format!(
        "{}{CONFIRM_PATH}?token={token}",
        origin.trim_end_matches('/')
    )
}

/// The e-mail's content, as the "Trigger Email" extension reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MailMessage {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// A `mail/{id}` document: `{ to, message: { subject, text, html } }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Mail {
    pub to: String,
    pub message: MailMessage,
}

/// How long a `mail/{id}` document is kept: 30 days from when it is queued, then a time-to-live policy on its
/// `expiresAt` deletes it. Longer than any link a mail carries works (14 days at most), so a question about a late
/// or lost e-mail can still be answered; no page reads a mail after that, and an address is not kept for nothing.
pub const MAIL_KEPT_MS: u64 = 30 * 24 * 60 * 60 * 1000;

/// When a mail queued at `queued_ms` is deleted (Unix ms): its `expiresAt`.
pub fn mail_expires_at(queued_ms: u64) -> u64 {
    queued_ms.saturating_add(MAIL_KEPT_MS)
}

/// The confirmation e-mail to `email` (already the core's normalised address) with `link`.
pub fn confirmation_mail(email: &str, link: &str) -> Mail {
    let hours = TOKEN_TTL_MS / 3_600_000;
    let text = format!(
        "Hello,\n\nSomeone, hopefully you, asked to receive the SKORA newsletter at {email}.\n\n\
         To confirm, open this link within {hours} hours:\n{link}\n\n\
         If it was not you, ignore this e-mail: without a confirmation you will not hear from us again.\n\n\
         The SKORA team\n"
    );
    let (e, l) = (escape_html(email), escape_html(link));
    let html = format!(
        "<p>Hello,</p>\
         <p>Someone, hopefully you, asked to receive the SKORA newsletter at <strong>{e}</strong>.</p>\
         <p><a href=\"{l}\">Confirm my subscription</a> (the link works for {hours} hours).</p>\
         <p>If it was not you, ignore this e-mail: without a confirmation you will not hear from us again.</p>\
         <p>The SKORA team</p>"
    );
    Mail {
        to: email.to_string(),
        message: MailMessage {
            subject: "Confirm your SKORA newsletter subscription".to_string(),
            text,
            html,
        },
    }
}

/// When a link made at `now_ms` stops working.
pub fn token_expires_at(now_ms: u64) -> u64 {
    now_ms.saturating_add(TOKEN_TTL_MS)
}

/// Whether a pending subscription that expires at `expires_at_ms` can still be confirmed at `now_ms`.
pub fn can_confirm(expires_at_ms: u64, now_ms: u64) -> bool {
    now_ms < expires_at_ms
}

/// What `subscribeNewsletter` always answers: for a new, pending or subscribed address, and when a
/// limit is spent, alike.
pub const SUBSCRIBE_ANSWER: &str = "check-inbox";

/// What `subscribeNewsletter` does with a valid sign-up, from what it read in one transaction: whether
/// the client's counter allows one more request, whether the inbox's (the canonical address's) allows
/// one more mail, and whether the address is `known` (subscribed, or waiting for a link that still
/// works). Whatever it decides, the answer is [`SUBSCRIBE_ANSWER`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscribeDecision {
    /// Store the client's counter one higher.
    pub count_client: bool,
    /// Store the inbox's counter one higher.
    pub count_address: bool,
    /// Store a pending subscription and queue the confirmation mail.
    pub queue: bool,
}

/// A spent client counter stops everything (and counts nothing more). A known address gets no second
/// mail: its link is already in the inbox, or it is subscribed. So the inbox's counter counts mails
/// queued, never requests: three sign-ups of one address by a stranger queue one mail and leave the
/// owner's counter nearly whole; the counter is spent only by spellings of one inbox (`+tags`, dots),
/// and then nothing more is queued for a day.
pub fn subscribe_decision(
    client_allowed: bool,
    address_allowed: bool,
    known: bool,
) -> SubscribeDecision {
    let queue = client_allowed && !known && address_allowed;
    SubscribeDecision {
        count_client: client_allowed,
        count_address: queue,
        queue,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

    #[test]
    fn a_mail_is_kept_30_days_longer_than_any_link_it_carries() {
        let queued = 1_700_000_000_000;
        assert_eq!(mail_expires_at(queued) - queued, 30 * 24 * 60 * 60 * 1000);
        assert_eq!(mail_expires_at(u64::MAX), u64::MAX);
        assert!(MAIL_KEPT_MS > TOKEN_TTL_MS);
        assert!(MAIL_KEPT_MS > crate::confirmation::TOKEN_TTL_MS);
    }

    #[test]
    fn tokens_are_64_hex_digits_of_32_random_bytes() {
        let bytes: Vec<u8> = (0u8..40).collect();
        let token = confirmation_token(&bytes).unwrap_or_default();
        assert_eq!(
            token,
            "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
        );
        assert!(is_confirmation_token(&token));
        assert_eq!(confirmation_token(&bytes[..31]), None);
        for bad in [
            "",
            "abc",
            &TOKEN.to_uppercase(),
            &format!("{TOKEN}0"),
            &TOKEN.replace('a', "g"),
            "../x",
        ] {
            assert!(!is_confirmation_token(bad), "{bad}");
            assert_eq!(pending_id(bad), None);
        }
    }

    #[test]
    fn only_the_hash_of_a_token_names_its_document() {
        let id = pending_id(TOKEN).unwrap_or_default();
        assert_eq!(id.len(), 64);
        assert_ne!(id, TOKEN);
        assert_eq!(pending_id(TOKEN), Some(id));
    }

    #[test]
    fn the_mail_links_to_the_confirm_page() {
        let link = confirm_link("https://skora.app/", TOKEN);
        assert_eq!(
            link,
            format!("https://skora.app/newsletter/confirm?token={TOKEN}")
        );
        let mail = confirmation_mail("fan@example.com", &link);
        assert_eq!(mail.to, "fan@example.com");
        assert!(mail.message.text.contains(&link));
        assert!(mail.message.html.contains(&format!("href=\"{link}\"")));
        assert!(mail.message.subject.contains("Confirm"));
        let v = serde_json::to_value(&mail).unwrap_or_default();
        assert_eq!(
            v.as_object().map(|o| o.keys().cloned().collect::<Vec<_>>()),
            Some(vec!["message".to_string(), "to".to_string()])
        );
    }

    #[test]
    fn an_address_cannot_inject_markup_into_the_mail() {
        let mail = confirmation_mail("\"<b>\"@example.com", "https://skora.app/x");
        assert!(!mail.message.html.contains("<b>"));
    }

    #[test]
    fn the_confirm_page_is_a_public_route() {
        assert_eq!(
            crate::routes::access_of(CONFIRM_PATH),
            Some(crate::routes::Access::Public)
        );
    }

    #[test]
    fn only_a_new_address_within_both_limits_is_mailed() {
        let d = |c, a, k| subscribe_decision(c, a, k);
        let mail = SubscribeDecision {
            count_client: true,
            count_address: true,
            queue: true,
        };
        let counted_only = SubscribeDecision {
            count_client: true,
            count_address: false,
            queue: false,
        };
        let nothing = SubscribeDecision {
            count_client: false,
            count_address: false,
            queue: false,
        };
        assert_eq!(d(true, true, false), mail);
        assert_eq!(d(true, true, true), counted_only);
        assert_eq!(d(true, false, false), counted_only);
        assert_eq!(d(true, false, true), counted_only);
        for (a, k) in [(true, false), (false, true), (true, true), (false, false)] {
            assert_eq!(d(false, a, k), nothing);
        }
    }

    #[test]
    fn a_link_works_for_48_hours() {
        let made = 1_700_000_000_000;
        let expires = token_expires_at(made);
        assert!(can_confirm(expires, made));
        assert!(can_confirm(expires, expires - 1));
        assert!(!can_confirm(expires, expires));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_random_token_is_valid_and_hashes_apart(a in prop::collection::vec(any::<u8>(), 32..64),
                                                      b in prop::collection::vec(any::<u8>(), 32..64)) {
            let (ta, tb) = (confirmation_token(&a), confirmation_token(&b));
            prop_assert!(ta.as_deref().is_some_and(is_confirmation_token));
            prop_assert_eq!(a[..32] == b[..32], ta == tb);
            prop_assert_eq!(ta == tb, ta.as_deref().and_then(pending_id) == tb.as_deref().and_then(pending_id));
        }

        #[test]
        fn any_string_is_refused_or_a_token(s in any::<String>()) {
            prop_assert_eq!(pending_id(&s).is_some(), is_confirmation_token(&s));
            if is_confirmation_token(&s) {
                prop_assert!(s.bytes().all(|b| b.is_ascii_hexdigit()));
            }
        }
    }
}
