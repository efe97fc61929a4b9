//! Friendly messages for Firebase Auth error codes, and the form field each belongs to.
//!
//! Firebase's own messages are for developers ("Firebase: Error (auth/invalid-credential)."); users
//! get these instead. Sign-in failures never say which of email or password was wrong, so an
//! attacker cannot probe for accounts.

use serde::{Deserialize, Serialize};

/// What to show for an auth error: under `field` when there is one, otherwise as a form-level message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AuthMessage {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    pub message: String,
}

const FALLBACK: &str = "Something went wrong. Please try again.";

/// (codes, field, message), in the contract's order.
const TABLE: &[(&[&str], Option<&str>, &str)] = &[
    (
        &["auth/email-already-in-use"],
        Some("email"),
        "An account with this email already exists. Log in or reset your password.",
    ),
    (
        &[
            "auth/invalid-credential",
            "auth/wrong-password",
            "auth/user-not-found",
            "auth/invalid-login-credentials",
        ],
        None,
        "The email or password is incorrect.",
    ),
    (
        &["auth/invalid-email"],
        Some("email"),
        "Please enter a valid email address.",
    ),
    (
        &["auth/missing-password"],
        Some("password"),
        "Please enter your password.",
    ),
    (
        &["auth/weak-password"],
        Some("password"),
        "Choose a stronger password: at least 8 characters with a letter and a digit.",
    ),
    (
        &["auth/too-many-requests"],
        None,
        "Too many attempts. Please wait a few minutes and try again.",
    ),
    (
        &["auth/network-request-failed"],
        None,
        "We could not reach the server. Check your connection and try again.",
    ),
    (
        &["auth/expired-action-code"],
        None,
        "This link has expired. Ask for a new one.",
    ),
    (
        &["auth/invalid-action-code"],
        None,
        "This link is invalid or has already been used. Ask for a new one.",
    ),
    (
        &["auth/user-disabled"],
        None,
        "This account has been disabled. Contact us if you think this is a mistake.",
    ),
    (
        &["auth/requires-recent-login"],
        None,
        "Please log in again to continue.",
    ),
];

/// The message for a Firebase Auth error code; unknown codes get a generic message and no field.
pub fn auth_error(code: &str) -> AuthMessage {
    let (field, message) = TABLE
        .iter()
        .find(|(codes, _, _)| codes.contains(&code))
        .map_or((None, FALLBACK), |&(_, field, message)| (field, message));
    AuthMessage {
        field: field.map(str::to_string),
        message: message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(field: Option<&str>, message: &str) -> AuthMessage {
        AuthMessage {
            field: field.map(str::to_string),
            message: message.into(),
        }
    }

    #[test]
    fn email_in_use_is_on_the_email_field() {
        assert_eq!(
            auth_error("auth/email-already-in-use"),
            msg(
                Some("email"),
                "An account with this email already exists. Log in or reset your password."
            )
        );
    }

    #[test]
    fn every_sign_in_failure_has_the_same_message() {
        for code in [
            "auth/invalid-credential",
            "auth/wrong-password",
            "auth/user-not-found",
            "auth/invalid-login-credentials",
        ] {
            assert_eq!(
                auth_error(code),
                msg(None, "The email or password is incorrect."),
                "{code}"
            );
        }
    }

    #[test]
    fn field_messages() {
        assert_eq!(
            auth_error("auth/invalid-email").field.as_deref(),
            Some("email")
        );
        assert_eq!(
            auth_error("auth/missing-password").field.as_deref(),
            Some("password")
        );
        assert_eq!(
            auth_error("auth/weak-password"),
            msg(
                Some("password"),
                "Choose a stronger password: at least 8 characters with a letter and a digit."
            )
        );
    }

    #[test]
    fn form_level_messages() {
        assert_eq!(
            auth_error("auth/too-many-requests").message,
            "Too many attempts. Please wait a few minutes and try again."
        );
        assert_eq!(
            auth_error("auth/network-request-failed").message,
            "We could not reach the server. Check your connection and try again."
        );
        assert_eq!(
            auth_error("auth/expired-action-code").message,
            "This link has expired. Ask for a new one."
        );
        assert_eq!(
            auth_error("auth/invalid-action-code").message,
            "This link is invalid or has already been used. Ask for a new one."
        );
        assert_eq!(
            auth_error("auth/user-disabled").message,
            "This account has been disabled. Contact us if you think this is a mistake."
        );
        assert_eq!(
            auth_error("auth/requires-recent-login").message,
            "Please log in again to continue."
        );
    }

    #[test]
    fn unknown_codes_get_the_fallback() {
        for code in ["", "auth/unknown", "AUTH/INVALID-EMAIL", "invalid-email"] {
            assert_eq!(auth_error(code), msg(None, FALLBACK), "{code}");
        }
    }

    #[test]
    fn absent_field_is_left_out_of_the_json() {
        assert_eq!(
            serde_json::to_value(auth_error("x")).ok(),
            Some(serde_json::json!({"message": FALLBACK}))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_code_gets_a_message(code in any::<String>()) {
            let m = auth_error(&code);
            prop_assert!(!m.message.is_empty());
            let known = TABLE.iter().any(|(codes, _, _)| codes.contains(&code.as_str()));
            prop_assert_eq!(m.message == FALLBACK, !known);
            if let Some(field) = m.field {
                prop_assert!(field == "email" || field == "password");
            }
        }
    }
}
