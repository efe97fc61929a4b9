//! Field errors and the rules every form shares: the e-mail address, and the helpers that let a
//! validator report every field's problem at once. A leaf, so that every form's module (accounts,
//! contact, newsletter, profile, picture) builds on it without depending on another form.

use serde::{Deserialize, Serialize};

use crate::limits::{EMAIL_LOCAL_MAX_CHARS as MAX_LOCAL_CHARS, EMAIL_MAX_CHARS as MAX_EMAIL_CHARS};

/// A validation failure for one form field: `code` is for logic, `message` is shown to the user.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct FieldError {
    pub field: String,
    pub code: String,
    pub message: String,
}

pub(crate) fn error(field: &str, code: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.into(),
        code: code.into(),
        message: message.into(),
    }
}

/// Collects field errors; `finish` yields the value only when there were none.
#[derive(Default)]
pub(crate) struct Errors(Vec<FieldError>);

impl Errors {
    pub(crate) fn push(&mut self, e: FieldError) {
        self.0.push(e);
    }

    /// Keeps the value of `result` and records its error, if any.
    pub(crate) fn take<T: Default>(&mut self, result: Result<T, FieldError>) -> T {
        result.unwrap_or_else(|e| {
            self.0.push(e);
            T::default()
        })
    }

    pub(crate) fn finish<T>(self, value: T) -> Result<T, Vec<FieldError>> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self.0)
        }
    }
}

const EMAIL_REQUIRED: &str = "Please enter your email address.";
const EMAIL_INVALID: &str = "Please enter a valid email address.";

fn email_error(code: &str, message: &str) -> FieldError {
    error("email", code, message)
}

/// Returns the normalised e-mail (trimmed, lowercased) or why it is not acceptable.
///
/// Deliberately stricter than RFC 5322 (no quoted local parts, no IP-literal domains): it is a
/// sign-up form, and a typo that happens to be RFC-valid is still a typo.
pub fn validate_email(raw: &str) -> Result<String, FieldError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(email_error("required", EMAIL_REQUIRED));
    }
    // Validate the normalised form so that re-validating an accepted address always accepts it.
    let email = trimmed.to_lowercase();
    if is_valid_email(&email) {
        Ok(email)
    } else {
        Err(email_error("invalid", EMAIL_INVALID))
    }
}

/// The e-mail rule, reported on `field` (the rule itself names its field `email`).
pub(crate) fn validate_email_at(field: &str, raw: &str) -> Result<String, FieldError> {
    validate_email(raw).map_err(|e| FieldError {
        field: field.into(),
        ..e
    })
}

/// The e-mail rule of [`validate_email`] for a stored (already trimmed) address, as an RE2 regular
/// expression: what `firestore.rules` checks (`isEmail()`), because rules cannot call Rust. The
/// rules tests (`tests/rules/email.rules.test.ts`) check that `firestore.rules` holds exactly this
/// text and that the rules and [`validate_email`] agree on a table of valid and hostile addresses
/// (`cargo run -q -p skora-core --example email_verdicts`).
///
/// Local part: 1–64 characters, none of them `@`, whitespace (Unicode `White_Space` is exactly the
/// separators `\p{Z}` plus some controls) or a control (`\p{Cc}`); domain: labels of ASCII letters,
/// digits and inner hyphens, the last one (the TLD) of 2 or more letters. The whole address is at
/// most [`MAX_EMAIL_CHARS`] characters, which RE2 (no lookahead) cannot say in the same expression:
/// the rules check `^.{0,254}$` beside it. Case is not checked (the core lowercases what it stores;
/// rules cannot tell every Unicode uppercase letter).
pub const EMAIL_RULES_PATTERN: &str =
    r"^[^@\p{Z}\p{Cc}]{1,64}@([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$";

fn is_valid_email(email: &str) -> bool {
    if email.chars().count() > MAX_EMAIL_CHARS {
        return false;
    }
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    is_valid_local(local) && is_valid_domain(domain)
}

/// Any visible chars except `@`; counted in chars so non-ASCII names are not penalised.
fn is_valid_local(local: &str) -> bool {
    !local.is_empty()
        && local.chars().count() <= MAX_LOCAL_CHARS
        && local
            .chars()
            .all(|c| c != '@' && !c.is_whitespace() && !c.is_control())
}

/// Dot-separated labels of ASCII letters, digits and inner hyphens, ending in an alphabetic TLD.
fn is_valid_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let Some(tld) = labels.last() else {
        return false;
    };
    labels.len() >= 2
        && labels.iter().all(|l| is_valid_label(l))
        && tld.len() >= 2
        && tld.chars().all(|c| c.is_ascii_alphabetic())
}

fn is_valid_label(label: &str) -> bool {
    !label.is_empty()
        && !label.starts_with('-')
        && !label.ends_with('-')
        && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(raw: &str) -> Option<String> {
        validate_email(raw).err().map(|e| e.code)
    }

    #[test]
    fn valid_email_is_trimmed_and_lowercased() {
        assert_eq!(
            validate_email("  Leo.Messi@Example.COM \n"),
            Ok("leo.messi@example.com".into())
        );
        assert_eq!(
            validate_email("a+tag@sub.mail-host.co.uk"),
            Ok("a+tag@sub.mail-host.co.uk".into())
        );
    }

    #[test]
    fn empty_or_blank_is_required() {
        for raw in ["", "   ", "\t\n"] {
            assert_eq!(
                validate_email(raw),
                Err(FieldError {
                    field: "email".into(),
                    code: "required".into(),
                    message: "Please enter your email address.".into()
                })
            );
        }
    }

    #[test]
    fn malformed_addresses_are_invalid_with_message() {
        assert_eq!(
            validate_email("nope"),
            Err(FieldError {
                field: "email".into(),
                code: "invalid".into(),
                message: "Please enter a valid email address.".into()
            })
        );
        for raw in [
            "a@b@c.com",
            "@example.com",
            "a@",
            "a@example",
            "a@example.c",
            "a@example.c0m",
            "a@-example.com",
            "a@example-.com",
            "a@exa_mple.com",
            "a@example..com",
            "a@.example.com",
            "a@example.com.",
            "a b@example.com",
            "a@exa mple.com",
            "a@exämple.com",
        ] {
            assert_eq!(code_of(raw).as_deref(), Some("invalid"), "{raw}");
        }
    }

    #[test]
    fn a_mailto_query_is_never_part_of_an_address() {
        // A contact e-mail becomes a `mailto:` link: '?' and '&' would add hidden headers (issue 10).
        for raw in [
            "me@x.com?bcc=spy%40evil.com&body=hi",
            "me@x.com&cc=spy@evil.com",
            "me@x.com%0abcc:spy@evil.com",
            "me@x.com/path",
            "me@x.com#frag",
        ] {
            assert_eq!(code_of(raw).as_deref(), Some("invalid"), "{raw}");
        }
    }

    #[test]
    fn local_part_is_limited_to_64_chars() {
        let ok = format!("{}@example.com", "a".repeat(64));
        let long = format!("{}@example.com", "a".repeat(65));
        assert!(validate_email(&ok).is_ok());
        assert_eq!(code_of(&long).as_deref(), Some("invalid"));
    }

    #[test]
    fn whole_address_is_limited_to_254_chars() {
        let domain = format!(
            "{}.{}.{}.{}.com",
            "a".repeat(60),
            "b".repeat(60),
            "c".repeat(60),
            "d".repeat(50)
        );
        let ok = format!("{}@{domain}", "x".repeat(254 - 1 - domain.len()));
        let long = format!("{}@{domain}", "x".repeat(255 - 1 - domain.len()));
        assert_eq!(ok.len(), 254);
        assert!(validate_email(&ok).is_ok());
        assert_eq!(code_of(&long).as_deref(), Some("invalid"));
    }

    #[test]
    fn non_ascii_local_part_is_allowed_and_counted_in_chars() {
        assert_eq!(
            validate_email("JOSÉ@example.com"),
            Ok("josé@example.com".into())
        );
        let ok = format!("{}@example.com", "é".repeat(64));
        assert!(validate_email(&ok).is_ok());
    }

    #[test]
    fn errors_keep_every_problem_in_order_and_finish_only_when_there_are_none() {
        let mut errors = Errors::default();
        let kept: String = errors.take(Ok("kept".to_string()));
        assert_eq!(kept, "kept");
        assert_eq!(errors.finish(1), Ok(1));

        let mut errors = Errors::default();
        let lost: String = errors.take(Err(error("a", "required", "A")));
        assert_eq!(lost, "");
        errors.push(error("b", "invalid", "B"));
        let fields: Vec<String> = errors
            .finish(())
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["a", "b"]);
    }

    #[test]
    fn the_email_rule_can_report_on_another_field() {
        let e = validate_email_at("contactEmail", "nope").err();
        assert_eq!(
            e.map(|e| (e.field, e.code)),
            Some(("contactEmail".into(), "invalid".into()))
        );
        assert_eq!(
            validate_email_at("contactEmail", " A@b.co"),
            Ok("a@b.co".into())
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics_and_normalisation_is_idempotent(s in any::<String>()) {
            if let Ok(email) = validate_email(&s) {
                prop_assert_eq!(validate_email(&email), Ok(email.clone()));
                prop_assert_eq!(email.matches('@').count(), 1);
                prop_assert!(!email.chars().any(char::is_whitespace));
                prop_assert!(email.chars().count() <= 254);
            }
        }

        #[test]
        fn well_formed_addresses_are_accepted_lowercased(
            local in "[A-Za-z0-9._%+-]{1,64}",
            labels in prop::collection::vec("[A-Za-z0-9]([A-Za-z0-9-]{0,8}[A-Za-z0-9])?", 1..4),
            tld in "[A-Za-z]{2,6}",
            pad in "[ \t]{0,3}",
        ) {
            let email = format!("{pad}{local}@{}.{tld}{pad}", labels.join("."));
            let expected = email.trim().to_lowercase();
            prop_assert_eq!(validate_email(&email), Ok(expected));
        }

        #[test]
        fn errors_are_always_for_the_email_field(s in any::<String>()) {
            if let Err(e) = validate_email(&s) {
                prop_assert_eq!(e.field, "email");
                prop_assert!(e.code == "required" || e.code == "invalid");
                prop_assert_eq!(e.code == "required", s.trim().is_empty());
            }
        }

        #[test]
        fn two_ats_are_never_accepted(a in "[a-z]{1,5}", b in "[a-z]{1,5}", d in "[a-z]{1,5}\\.[a-z]{2,3}") {
            let email = format!("{a}@{b}@{d}");
            prop_assert!(validate_email(&email).is_err(), "accepted {:?}", email);
        }
    }
}
