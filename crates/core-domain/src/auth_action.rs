//! What Firebase's e-mail action links (`/auth-action?mode=...&oobCode=...&continueUrl=...`) do in the app,
//! and where a verified player continues.

use crate::location::should_remember;
use crate::routes::access_of;
use skora_foundations::percent::encode_component;

/// A player's next step once the e-mail is verified when the link names none we follow: the CV editor, where a
/// new player starts (an unverified account cannot have saved a CV, and the guards send a player with a CV on
/// from there as from anywhere else).
pub const NEXT_AFTER_VERIFICATION: &str = "/settings/edit-profile";

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

/// The next step `/auth-action` remembers (as the remembered location) before it forwards a verification link to
/// `/email-verification`, which continues there once the code is applied: the link's continue URL when
/// [`continue_target`] follows it, else [`NEXT_AFTER_VERIFICATION`]. Always set for a verification link, so an older
/// remembered page never stands in for the step the link names. `None` for any other link, which remembers nothing.
pub fn verification_next(
    mode: Option<&str>,
    oob_code: Option<&str>,
    continue_url: Option<&str>,
    origin: &str,
) -> Option<String> {
    (mode == Some("verifyEmail") && oob_code.is_some_and(|code| !code.is_empty()))
        .then(|| continue_target(continue_url, origin))
}

/// The continue URL a verification e-mail carries: the player's next step on the app's own `origin`
/// (`https://host[:port]`, as `window.location.origin` gives it). Firebase's own action page offers it as a
/// "continue" link, and hands it on to `/auth-action` as `continueUrl` when the app handles the links.
pub fn verification_continue_url(origin: &str) -> String {
    format!("{origin}{NEXT_AFTER_VERIFICATION}")
}

/// Where a player continues after verifying: the link's `continueUrl` when it is a page of this app, else
/// [`NEXT_AFTER_VERIFICATION`].
///
/// The continue URL is untrusted input (anyone can craft a link), so it is followed only as a relative in-app
/// location: either written relative, or absolute on exactly `origin`, with the origin then dropped. What
/// remains must be a safe location (`location::safe_location`: no `//host`, no backslash, no control chars),
/// a route the route table knows, and one worth returning to (`location::should_remember`: not an auth-flow page
/// nor `/auth-action` itself, which would loop).
pub fn continue_target(continue_url: Option<&str>, origin: &str) -> String {
    continue_url
        .map(|url| match url.strip_prefix(origin) {
            Some(rest) if !origin.is_empty() => rest,
            _ => url,
        })
        .filter(|path| should_remember(path) && access_of(path).is_some())
        .map_or_else(|| NEXT_AFTER_VERIFICATION.to_string(), str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORIGIN: &str = "https://skora.example";

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

    #[test]
    fn the_mail_continues_to_the_cv_editor_on_the_app_s_origin() {
        assert_eq!(
            verification_continue_url(ORIGIN),
            "https://skora.example/settings/edit-profile"
        );
        assert_eq!(
            continue_target(Some(&verification_continue_url(ORIGIN)), ORIGIN),
            NEXT_AFTER_VERIFICATION
        );
    }

    #[test]
    fn an_in_app_continue_url_is_followed_as_a_relative_location() {
        for (url, to) in [
            ("https://skora.example/map", "/map"),
            (
                "https://skora.example/profile/myprofile?tab=1#top",
                "/profile/myprofile?tab=1#top",
            ),
            ("https://skora.example/p/demo-player", "/p/demo-player"),
            ("https://skora.example/", "/"),
            ("/settings/add-weekly-stats", "/settings/add-weekly-stats"),
            ("/blog/first-trial-checklist", "/blog/first-trial-checklist"),
        ] {
            assert_eq!(continue_target(Some(url), ORIGIN), to, "{url}");
        }
    }

    #[test]
    fn anything_else_falls_back_to_the_next_step() {
        for url in [
            "",
            "https://evil.example/map",
            "http://skora.example/map",
            "https://skora.example.evil.example/map",
            "https://skora.example@evil.example/map",
            "https://skora.example:8443/map",
            "https://skora.example",
            "https://skora.example//evil.example",
            "https://skora.example/\\evil.example",
            "//evil.example/map",
            "/\\evil.example",
            "/\t/evil.example",
            "javascript:alert(1)",
            "map",
            // Not a route of the app.
            "https://skora.example/nope",
            "/MAP",
            // Auth-flow pages and the landing page itself would bounce or loop.
            "https://skora.example/login",
            "/email-verification?oobCode=x",
            "/auth-action?mode=verifyEmail&oobCode=x",
        ] {
            assert_eq!(
                continue_target(Some(url), ORIGIN),
                NEXT_AFTER_VERIFICATION,
                "{url:?}"
            );
        }
        assert_eq!(continue_target(None, ORIGIN), NEXT_AFTER_VERIFICATION);
    }

    #[test]
    fn without_an_origin_only_relative_locations_are_followed() {
        assert_eq!(continue_target(Some("/map"), ""), "/map");
        assert_eq!(
            continue_target(Some("https://skora.example/map"), ""),
            NEXT_AFTER_VERIFICATION
        );
    }

    #[test]
    fn a_verification_link_remembers_its_next_step() {
        assert_eq!(
            verification_next(
                Some("verifyEmail"),
                Some("c"),
                Some("https://skora.example/map?x=1"),
                ORIGIN
            )
            .as_deref(),
            Some("/map?x=1")
        );
        // No continue URL, or one the app does not follow: the CV editor, never an older remembered page.
        for url in [None, Some("https://evil.example/map"), Some("/login")] {
            assert_eq!(
                verification_next(Some("verifyEmail"), Some("c"), url, ORIGIN).as_deref(),
                Some(NEXT_AFTER_VERIFICATION),
                "{url:?}"
            );
        }
    }

    #[test]
    fn other_links_remember_nothing() {
        let to_map = Some("https://skora.example/map");
        for (mode, code) in [
            (Some("resetPassword"), Some("c")),
            (Some("verifyEmail"), None),
            (Some("verifyEmail"), Some("")),
            (Some("verifyemail"), Some("c")),
            (None, Some("c")),
        ] {
            assert_eq!(
                verification_next(mode, code, to_map, ORIGIN),
                None,
                "{mode:?} {code:?}"
            );
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::location::{safe_location, should_remember};
    use crate::routes::access_of;
    use proptest::prelude::*;
    use skora_foundations::percent::decode_component;

    fn any_mode() -> impl Strategy<Value = Option<String>> {
        prop_oneof![
            Just(Some("resetPassword".to_string())),
            Just(Some("verifyEmail".to_string())),
            any::<Option<String>>(),
        ]
    }

    fn origin() -> impl Strategy<Value = String> {
        prop_oneof![
            Just("https://skora.example".to_string()),
            Just("http://127.0.0.1:4173".to_string()),
            "https?://[a-z0-9.-]{1,20}(:[0-9]{1,5})?",
        ]
    }

    /// Continue URLs around the origin: on it, beside it, relative, and noise.
    fn continue_url(origin: String) -> impl Strategy<Value = String> {
        let on = origin.clone();
        prop_oneof![
            "[ -~]{0,30}".prop_map(move |rest| format!("{on}{rest}")),
            "[ -~]{0,30}".prop_map(|rest| format!("/{rest}")),
            "[ -~]{0,40}",
            any::<String>(),
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

        #[test]
        fn the_continue_target_is_always_a_safe_in_app_route(
            (origin, url) in origin().prop_flat_map(|o| (Just(o.clone()), continue_url(o)))
        ) {
            let t = continue_target(Some(&url), &origin);
            prop_assert_eq!(safe_location(Some(&t)), Some(t.clone()));
            prop_assert!(access_of(&t).is_some());
            prop_assert!(should_remember(&t));
            // Either the fallback, or exactly what the link named, without the origin.
            prop_assert!(
                t == NEXT_AFTER_VERIFICATION || t == url || url.strip_prefix(origin.as_str()) == Some(t.as_str())
            );
        }

        #[test]
        fn only_a_verification_link_with_a_code_remembers_a_next_step(
            mode in any_mode(), code in any::<Option<String>>(), url in any::<Option<String>>()
        ) {
            let next = verification_next(mode.as_deref(), code.as_deref(), url.as_deref(), "https://skora.example");
            let forwards_to_verification = auth_action_target(mode.as_deref(), code.as_deref()).starts_with("/email-verification?");
            prop_assert_eq!(next.is_some(), forwards_to_verification);
            if let Some(next) = next {
                prop_assert!(should_remember(&next));
            }
        }
    }
}
