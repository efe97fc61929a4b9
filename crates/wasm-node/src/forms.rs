//! The open forms' server side (functions/src/forms.js): the newsletter's double opt-in, the contact
//! messages and the rate limits, as JSON values for the `OpenForms` handle (`crate::handles`); every rule
//! (validation, sanitizing, token, e-mail, window maths) is the core's.

use serde_json::{json, Value};
use skora_core::contact::{
    contact_message_expires_at, validate_contact, validate_contact_message_id, ContactForm,
    CONTACT_RATE_LIMITED_MESSAGE,
};
use skora_core::firestore_paths;
use skora_core::newsletter::{validate_newsletter, NewsletterForm};
use skora_core::newsletter_confirm as confirm;
use skora_core::rate_limit::{self, RateScope, RateWindow};
use skora_core::validation;

use crate::{parse_json, to_json};

/// A string field of a request's data, or "" (a missing or non-string field is an empty one: the
/// validators then say what is missing).
fn text_field(data: &Value, key: &str) -> String {
    data.get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// `{ok: value}` or `{errors: [{field, code, message}], message}` (`message`: what the refusal says as a whole).
fn outcome<T: serde::Serialize>(result: Result<T, Vec<validation::FieldError>>) -> Value {
    match result {
        Ok(value) => to_json(&json!({ "ok": value })),
        Err(errors) => {
            to_json(&json!({ "message": validation::refusal_message(&errors), "errors": errors }))
        }
    }
}

/// The sign-up request `{email}` (any JSON) checked by the core: `{ok: {email}}` with the normalised
/// address, or `{errors}`.
pub fn newsletter_request(data_json: &str) -> Value {
    let data = parse_json(data_json).unwrap_or(Value::Null);
    outcome(validate_newsletter(&NewsletterForm {
        email: text_field(&data, "email"),
    }))
}

/// The contact request `{name, email, topic, message, id?}` (any JSON) checked and sanitized by the core:
/// `{ok: ContactMessage, id: string | null}` or `{errors}`. `id` is the browser's message id (a retry sends the same
/// one); a present but malformed id is an error of field `id`.
pub fn contact_request(data_json: &str) -> Value {
    let data = parse_json(data_json).unwrap_or(Value::Null);
    let checked = validate_contact(&ContactForm {
        name: text_field(&data, "name"),
        email: text_field(&data, "email"),
        topic: text_field(&data, "topic"),
        message: text_field(&data, "message"),
    });
    // A non-string id is checked as "" (and refused): only a string can be a document id.
    let id = match data.get("id") {
        None | Some(Value::Null) => Ok(None),
        Some(v) => validate_contact_message_id(v.as_str().unwrap_or_default())
            .map(Some)
            .map_err(|e| vec![e]),
    };
    match (checked, id) {
        (Ok(message), Ok(id)) => to_json(&json!({ "ok": message, "id": id })),
        (Err(mut errors), Err(more)) => {
            errors.extend(more);
            outcome::<()>(Err(errors))
        }
        (Err(errors), _) | (_, Err(errors)) => outcome::<()>(Err(errors)),
    }
}

fn scope(name: &str) -> Option<RateScope> {
    RateScope::ALL.into_iter().find(|s| s.as_str() == name)
}

/// The counter document's id for `value` under the scope named `scope_name`, or `None` for an
/// unknown scope.
pub fn rate_limit_id(scope_name: &str, value: &str) -> Option<String> {
    scope(scope_name).map(|s| rate_limit::rate_limit_id(s, value))
}

/// One request against the stored counter (`{startMs, count}` JSON, or absent/unreadable) at `now_ms`:
/// `RateStep` as JSON (`{allowed, next: {startMs, count}, expiresAtMs, retryAfterMs}`), or `undefined`
/// for an unknown scope.
pub fn rate_step(scope_name: &str, stored_json: Option<String>, now_ms: f64) -> Option<Value> {
    let scope = scope(scope_name)?;
    let stored = stored_json
        .as_deref()
        .and_then(parse_json)
        .and_then(|v| serde_json::from_value::<RateWindow>(v).ok());
    // Unix ms fit f64 exactly; a negative or NaN clock reads as 0 (the window then still counts).
    let now = if now_ms.is_finite() && now_ms > 0.0 {
        now_ms as u64
    } else {
        0
    };
    Some(to_json(&rate_limit::rate_step(stored, now, scope.rule())))
}

/// The key a per-inbox limit counts `email` against (`validation::canonical_email`: trimmed, lowercased,
/// `+tag` and local-part dots folded), or `None` for an address that is not mailable.
pub fn canonical_email(email: &str) -> Option<String> {
    validation::canonical_email(email)
}

/// What `subscribeNewsletter` does (`newsletter_confirm::subscribe_decision`), as JSON
/// `{countClient, countAddress, queue}`.
pub fn subscribe_decision(client_allowed: bool, address_allowed: bool, known: bool) -> Value {
    to_json(&confirm::subscribe_decision(
        client_allowed,
        address_allowed,
        known,
    ))
}

/// The contact form's counter for a caller, as JSON `[scope, value]`: the account `uid` when signed in, else
/// the client address; never the e-mail typed in the form.
pub fn contact_caller(uid: Option<String>, client: &str) -> Value {
    let (scope, value) = rate_limit::contact_caller(uid.as_deref(), client);
    to_json(&json!([scope.as_str(), value]))
}

/// The client of a request: the last `X-Forwarded-For` entry, else the socket's address.
pub fn client_address(forwarded_for: Option<String>, socket: Option<String>) -> String {
    rate_limit::client_address(forwarded_for.as_deref(), socket.as_deref())
}

/// A confirmation token from `random` (≥ 32 bytes from the CSPRNG), or `None` when too short.
pub fn confirmation_token(random: &[u8]) -> Option<String> {
    confirm::confirmation_token(random)
}

/// The pending subscription's document id for `token` (its hash), or `None` for no token.
pub fn pending_id(token: &str) -> Option<String> {
    confirm::pending_id(token)
}

/// The `mail/{id}` document (`{to, message: {subject, text, html}}` as JSON) that asks `email` to
/// confirm with `token`, linking to the site at `origin`.
pub fn confirmation_mail(email: &str, origin: &str, token: &str) -> Value {
    to_json(&confirm::confirmation_mail(
        email,
        &confirm::confirm_link(origin, token),
    ))
}

fn ms(value: f64) -> u64 {
    if value.is_finite() && value > 0.0 {
        value as u64
    } else {
        0
    }
}

/// When a contact message sent at `now_ms` is deleted (Unix ms).
pub fn message_expires_at(now_ms: f64) -> f64 {
    contact_message_expires_at(ms(now_ms)) as f64
}

/// When a mail queued at `now_ms` is deleted (Unix ms).
pub fn mail_expires_at(now_ms: f64) -> f64 {
    confirm::mail_expires_at(ms(now_ms)) as f64
}

/// When a link made at `now_ms` expires (Unix ms).
pub fn token_expires_at(now_ms: f64) -> f64 {
    confirm::token_expires_at(ms(now_ms)) as f64
}

/// Whether a pending subscription expiring at `expires_at_ms` may be confirmed at `now_ms`.
pub fn can_confirm(expires_at_ms: f64, now_ms: f64) -> bool {
    confirm::can_confirm(ms(expires_at_ms), ms(now_ms))
}

/// The open forms' collections and fixed answers, named by the core.
pub fn form_paths() -> Value {
    to_json(&json!({
        "newsletterPending": firestore_paths::NEWSLETTER_PENDING,
        "newsletterSubscriptions": firestore_paths::NEWSLETTER_SUBSCRIPTIONS,
        "contactMessages": firestore_paths::CONTACT_MESSAGES,
        "rateLimits": firestore_paths::RATE_LIMITS,
        "subscribeAnswer": confirm::SUBSCRIBE_ANSWER,
        "contactRateLimitedMessage": CONTACT_RATE_LIMITED_MESSAGE,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(value: Value) -> Value {
        value
    }

    #[test]
    fn requests_are_validated_by_the_core_and_tolerate_any_json() {
        assert_eq!(
            parse(newsletter_request(r#"{"email":" Fan@Example.com "}"#)),
            json!({"ok": {"email": "fan@example.com"}})
        );
        for bad in [
            "",
            "null",
            "[]",
            r#"{"email": 7}"#,
            r#"{"email": {"a": 1}}"#,
        ] {
            assert_eq!(
                parse(newsletter_request(bad))["errors"][0]["field"],
                json!("email"),
                "{bad}"
            );
        }
        let sent = parse(contact_request(
            &json!({"name": "Ana\u{202E}", "email": "ANA@example.com", "topic": "press",
                    "message": "Hello \u{202E}there\u{0}, SKORA!"})
            .to_string(),
        ));
        assert_eq!(
            sent,
            json!({"ok": {"name": "Ana", "email": "ana@example.com", "topic": "press",
                          "message": "Hello there, SKORA!"}, "id": null})
        );
        let valid = json!({"name": "Ana", "email": "ana@example.com", "topic": "press",
                           "message": "Hello there, SKORA!"});
        let with_id = |id: Value| {
            let mut d = valid.clone();
            d["id"] = id;
            parse(contact_request(&d.to_string()))
        };
        assert_eq!(
            with_id(json!("AbCdEfGhIj0123456789"))["id"],
            json!("AbCdEfGhIj0123456789")
        );
        for bad in [json!("../x"), json!(7), json!("short")] {
            assert_eq!(
                with_id(bad.clone())["errors"][0]["field"],
                json!("id"),
                "{bad}"
            );
        }
        let empty = parse(contact_request("{}"));
        assert_eq!(empty["errors"].as_array().map(Vec::len), Some(4));
        // The refusal as a whole says its first field's message.
        assert_eq!(empty["message"], empty["errors"][0]["message"]);
    }

    #[test]
    fn rate_steps_read_the_stored_counter() {
        let first = parse(rate_step("contact-account", None, 1000.0).unwrap_or_default());
        assert_eq!(first["allowed"], json!(true));
        assert_eq!(first["next"], json!({"startMs": 1000, "count": 1}));
        let full = json!({"startMs": 1000, "count": 3, "expiresAt": "ignored"}).to_string();
        let refused = parse(rate_step("contact-account", Some(full), 2000.0).unwrap_or_default());
        assert_eq!(refused["allowed"], json!(false));
        // A garbage counter is a fresh one, never an exception.
        let garbage =
            parse(rate_step("contact-account", Some("[1]".into()), 5.0).unwrap_or_default());
        assert_eq!(garbage["allowed"], json!(true));
        assert_eq!(rate_step("nope", None, 1.0), None);
        assert_eq!(rate_limit_id("nope", "x"), None);
        assert_eq!(
            rate_limit_id("newsletter-client", "1.2.3.4").map(|s| s.len()),
            Some(64)
        );
    }

    #[test]
    fn limits_key_the_inbox_and_the_caller() {
        assert_eq!(
            canonical_email(" Victim+1@Example.com"),
            canonical_email("vic.tim+2@example.com")
        );
        assert_eq!(canonical_email("x1,victim@example.com"), None);
        assert_eq!(
            parse(subscribe_decision(true, true, true)),
            json!({"countClient": true, "countAddress": false, "queue": false})
        );
        assert_eq!(
            parse(contact_caller(Some("uid-1".into()), "1.2.3.4")),
            json!(["contact-account", "uid-1"])
        );
        assert_eq!(
            parse(contact_caller(None, "1.2.3.4")),
            json!(["contact-client", "1.2.3.4"])
        );
        assert!(parse(form_paths())["contactRateLimitedMessage"]
            .as_str()
            .is_some_and(|m| m.contains("wait")));
    }

    #[test]
    fn the_mail_and_token_round_trip() {
        let token = confirmation_token(&[7u8; 32]).unwrap_or_default();
        assert!(pending_id(&token).is_some());
        let mail = parse(confirmation_mail(
            "fan@example.com",
            "http://127.0.0.1:4173",
            &token,
        ));
        assert_eq!(mail["to"], json!("fan@example.com"));
        let link = format!("http://127.0.0.1:4173/newsletter/confirm?token={token}");
        assert!(mail["message"]["text"]
            .as_str()
            .unwrap_or_default()
            .contains(&link));
        assert!(can_confirm(token_expires_at(1000.0), 1000.0));
        assert!(!can_confirm(
            token_expires_at(1000.0),
            token_expires_at(1000.0)
        ));
        assert_eq!(mail_expires_at(1000.0), 1000.0 + 30.0 * 86_400_000.0);
    }
}
