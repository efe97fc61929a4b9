//! The newsletter sign-up: one `newsletterSubscriptions/{email}` document per normalised address.
//!
//! The document id IS the normalised address (trimmed, lowercased by the e-mail rule), so signing up
//! twice, even as ` Fan@Example.com `, targets the same document: the second write is an update, which
//! the Firestore rules deny, and the app reports "already subscribed" instead of storing a duplicate.
//!
//! The id must be a valid Firestore document id. The core's e-mail rule (a mailable, dot-atom address)
//! allows `/` in the local part, as RFC 5322 does (`a/b@example.com`), which Firestore reads as a path
//! separator; such an address is refused here, with a message, rather than silently re-encoded (the
//! rules require `id == email`, so an encoded id would be refused anyway).
//!
//! The per-address limit is not counted against this id but against the address's canonical form
//! (`validation::canonical_email`: `victim+1@` and `v.ictim@` are one inbox).

use serde::{Deserialize, Serialize};

use skora_foundations::firestore_paths::is_document_id;
use skora_foundations::validation::{error, validate_email, Errors, FieldError};

/// Every key of a `newsletterSubscriptions/{email}` document; all are required.
pub const NEWSLETTER_SUBSCRIPTION_KEYS: [&str; 3] = ["email", "createdAt", "source"];

/// Where the sign-up came from (stored as `source`; the rules accept exactly these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum NewsletterSource {
    /// The form in the site footer, on every page.
    #[serde(rename = "footer")]
    Footer,
}

impl NewsletterSource {
    pub const ALL: &'static [NewsletterSource] = &[NewsletterSource::Footer];

    pub fn as_str(self) -> &'static str {
        match self {
            NewsletterSource::Footer => "footer",
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct NewsletterForm {
    pub email: String,
}

/// The normalised address, which is also the subscription's document id, or why it cannot be used.
pub fn newsletter_email(raw: &str) -> Result<String, FieldError> {
    let email = validate_email(raw)?;
    if !is_document_id(&email) {
        return Err(error(
            "email",
            "unsupported",
            "Sorry, we cannot sign up an address that contains “/”. Please use another address.",
        ));
    }
    Ok(email)
}

/// The form with its address normalised, or the address's problem (field `email`).
pub fn validate_newsletter(form: &NewsletterForm) -> Result<NewsletterForm, Vec<FieldError>> {
    let mut errors = Errors::default();
    let email = errors.take(newsletter_email(&form.email));
    errors.finish(NewsletterForm { email })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(email: &str) -> NewsletterForm {
        NewsletterForm {
            email: email.into(),
        }
    }

    #[test]
    fn the_id_is_the_trimmed_lowercased_address() {
        assert_eq!(
            validate_newsletter(&form("  Fan@Example.COM ")),
            Ok(form("fan@example.com"))
        );
        // A repeat sign-up in another spelling targets the same document.
        assert_eq!(
            newsletter_email("FAN@example.com"),
            newsletter_email(" fan@EXAMPLE.com")
        );
    }

    #[test]
    fn the_email_rule_messages_are_kept() {
        let errors = validate_newsletter(&form("")).err().unwrap_or_default();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].code, "required");
        assert_eq!(errors[0].message, "Please enter your email address.");
        let errors = validate_newsletter(&form("fan@")).err().unwrap_or_default();
        assert_eq!(errors[0].code, "invalid");
        assert_eq!(errors[0].message, "Please enter a valid email address.");
    }

    #[test]
    fn a_slash_is_a_valid_address_but_not_a_document_id() {
        assert_eq!(
            validate_email("a/b@example.com"),
            Ok("a/b@example.com".into())
        );
        let e = newsletter_email("a/b@example.com").err();
        assert_eq!(e.as_ref().map(|e| e.field.as_str()), Some("email"));
        assert_eq!(e.as_ref().map(|e| e.code.as_str()), Some("unsupported"));
    }

    #[test]
    fn sources_are_stored_as_their_names() {
        assert_eq!(
            serde_json::to_value(NewsletterSource::Footer).ok(),
            Some(serde_json::json!("footer"))
        );
        assert_eq!(NewsletterSource::ALL.len(), 1);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn accepted_addresses_are_normalised_safe_ids(s in any::<String>()) {
            if let Ok(email) = newsletter_email(&s) {
                prop_assert!(is_document_id(&email));
                prop_assert_eq!(newsletter_email(&email), Ok(email.clone()));
                prop_assert_eq!(email.trim(), email.as_str());
                prop_assert!(!email.chars().any(|c| c.is_ascii_uppercase()));
                prop_assert!(email.chars().count() <= skora_foundations::limits::EMAIL_MAX_CHARS);
            }
        }

        #[test]
        fn every_spelling_of_an_address_is_one_id(
            local in "[A-Za-z0-9_%+-]{1,10}(\\.[A-Za-z0-9_%+-]{1,9})?",
            domain in "[A-Za-z]{1,10}\\.[A-Za-z]{2,4}",
            pad in "[ \t]{0,2}",
        ) {
            let a = newsletter_email(&format!("{pad}{local}@{domain}{pad}"));
            let b = newsletter_email(&format!("{}@{}", local.to_uppercase(), domain.to_lowercase()));
            prop_assert!(a.is_ok());
            prop_assert_eq!(a, b);
        }

        #[test]
        fn it_agrees_with_the_email_rule_except_for_slashes(s in any::<String>()) {
            match (validate_email(&s), newsletter_email(&s)) {
                (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
                (Ok(a), Err(e)) => {
                    prop_assert!(a.contains('/'));
                    prop_assert_eq!(e.code, "unsupported");
                }
                (Err(a), Err(b)) => prop_assert_eq!(a, b),
                (Err(_), Ok(_)) => prop_assert!(false, "newsletter accepted what the email rule refused"),
            }
        }
    }
}
