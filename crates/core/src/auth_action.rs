//! Where Firebase's e-mail action links (`/auth-action?mode=...&oobCode=...`) send the user.

use crate::percent::encode_component;

/// The in-app page for a Firebase action `mode` with its one-time `oobCode`.
///
/// Anything unknown or incomplete goes home rather than to a page that would fail without a code.
pub fn auth_action_target(mode: Option<&str>, oob_code: Option<&str>) -> String {
    let (Some(mode), Some(code)) = (mode, oob_code) else {
        return "/".to_string();
    };
    if mode.is_empty() || code.is_empty() {
        return "/".to_string();
    }
    let page = match mode {
        "resetPassword" => "/reset-password",
        "verifyEmail" => "/email-verification",
        _ => return "/".to_string(),
    };
    // The code comes from the URL the user clicked, so it is untrusted: encoding it means it can
    // only ever be the value of `oobCode`, never a new parameter, fragment or path.
    format!("{page}?oobCode={}", encode_component(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reset_password_goes_to_reset_page_with_code() {
        assert_eq!(
            auth_action_target(Some("resetPassword"), Some("abc-123_X")),
            "/reset-password?oobCode=abc-123_X"
        );
    }

    #[test]
    fn verify_email_goes_to_verification_page_with_code() {
        assert_eq!(
            auth_action_target(Some("verifyEmail"), Some("code")),
            "/email-verification?oobCode=code"
        );
    }

    #[test]
    fn code_is_percent_encoded() {
        assert_eq!(
            auth_action_target(Some("verifyEmail"), Some("a b&mode=x#y/é")),
            "/email-verification?oobCode=a%20b%26mode%3Dx%23y%2F%C3%A9"
        );
    }

    #[test]
    fn missing_or_empty_mode_or_code_goes_home() {
        assert_eq!(auth_action_target(None, Some("c")), "/");
        assert_eq!(auth_action_target(Some("verifyEmail"), None), "/");
        assert_eq!(auth_action_target(Some(""), Some("c")), "/");
        assert_eq!(auth_action_target(Some("resetPassword"), Some("")), "/");
        assert_eq!(auth_action_target(None, None), "/");
    }

    #[test]
    fn unknown_mode_goes_home() {
        assert_eq!(auth_action_target(Some("recoverEmail"), Some("c")), "/");
        assert_eq!(auth_action_target(Some("resetpassword"), Some("c")), "/");
        assert_eq!(auth_action_target(Some("//evil.example"), Some("c")), "/");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::percent::decode_component;
    use proptest::prelude::*;

    fn any_mode() -> impl Strategy<Value = Option<String>> {
        prop_oneof![
            Just(Some("resetPassword".to_string())),
            Just(Some("verifyEmail".to_string())),
            any::<Option<String>>(),
        ]
    }

    proptest! {
        #[test]
        fn target_starts_with_one_slash(mode in any_mode(), code in any::<Option<String>>()) {
            let t = auth_action_target(mode.as_deref(), code.as_deref());
            prop_assert!(t.starts_with('/'));
            prop_assert!(!t.starts_with("//"));
        }

        #[test]
        fn target_has_no_extra_query_fragment_or_space(mode in any_mode(), code in any::<Option<String>>()) {
            let t = auth_action_target(mode.as_deref(), code.as_deref());
            prop_assert!(t.matches('?').count() <= 1);
            prop_assert!(!t.contains('&') && !t.contains('#') && !t.contains(' '));
            if t.contains('?') {
                prop_assert_eq!(t.matches("?oobCode=").count(), 1);
            }
        }

        #[test]
        fn decoding_the_code_gives_it_back(code in ".+", reset in any::<bool>()) {
            let mode = if reset { "resetPassword" } else { "verifyEmail" };
            let t = auth_action_target(Some(mode), Some(&code));
            let (_, enc) = t.split_once("?oobCode=").expect("known mode with code has a query");
            prop_assert_eq!(decode_component(enc), Some(code));
        }
    }
}
