//! Remembering where the user was, so login can send them back — without opening a redirect hole;
//! and what the app shell knows about the current location (`route_info`), which combines the route
//! table with that remembering rule, so it sits here, above `routes`.

use serde::{Deserialize, Serialize};

use crate::routes::{access_of, background_of, Access, Background};
use skora_foundations::paths::normalize_path;

/// sessionStorage key of the location to return to after login.
pub const PREVIOUS_LOCATION_KEY: &str = "previousLocation";
/// sessionStorage key of the one-shot flag that silences the "already signed in" toast after logout.
pub const SKIP_PUBLIC_ONLY_TOAST_KEY: &str = "skipPublicOnlyToast";

/// Longest location we store or follow; real in-app locations are far shorter, and a cap keeps a
/// hostile value from filling storage.
const MAX_LOCATION_CHARS: usize = 2048;

/// Whether visiting `path` should overwrite the remembered location.
///
/// The auth-flow pages (the public-only routes: login, sign-up, password reset, e-mail
/// verification) are never remembered: returning to them after login would bounce the user
/// straight back out, or loop. Anything [`safe_location`] rejects is never remembered either, so
/// storage only ever holds locations that are safe to follow.
///
/// Nor is `/auth-action`, where Firebase's e-mail links land: it forwards at once to an auth-flow page
/// (password reset, e-mail verification). Remembered, it would send a user who then logs in back into
/// that link, which bounces off the auth-flow page to the remembered location again: a redirect loop.
pub fn should_remember(path: &str) -> bool {
    safe_location(Some(path)).is_some()
        && access_of(path) != Some(Access::PublicOnly)
        && normalize_path(path) != AUTH_ACTION
}

/// The landing page of Firebase's e-mail action links (see `auth_action`).
const AUTH_ACTION: &str = "/auth-action";

/// The open-redirect defence: returns `raw` unchanged if it is an in-app relative location, else `None`.
///
/// Accepted: non-empty, at most 2048 chars, starting with exactly one `/`, and made only of
/// printable ASCII (`!` to `~`). That single allow-list rules out:
/// - `//host` (protocol-relative URL) and `/\host` (browsers treat `\` as `/`) — backslashes are
///   rejected anywhere, and a second leading `/` is rejected;
/// - tab, CR and LF, which browsers silently strip from URLs (`/\t/evil.example` → `//evil.example`),
///   and every other control char;
/// - spaces and every non-ASCII char, including look-alikes that URL parsers may normalise to `/`
///   or `\` (fullwidth solidus and friends). Locations read from `window.location` are already
///   percent-encoded, so legitimate ones never contain these;
/// - any scheme (`https:`, `javascript:`), since those cannot start with `/`.
///
/// Deliberately NOT rejected: `://` after the leading slash. Once a location starts with a single
/// `/` the browser resolves it against our own origin, so `/search?q=http://x` is a legitimate
/// in-app location and stays so.
pub fn safe_location(raw: Option<&str>) -> Option<String> {
    let raw = raw?;
    let mut chars = raw.chars();
    if chars.next() != Some('/') || chars.next() == Some('/') {
        return None;
    }
    // Every accepted char is one byte, so the byte length check after the allow-list counts chars.
    let allowed = raw.chars().all(|c| matches!(c, '!'..='~') && c != '\\');
    if !allowed || raw.len() > MAX_LOCATION_CHARS {
        return None;
    }
    Some(raw.to_string())
}

/// Everything the app shell needs to know about the current path, in one call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RouteInfo {
    /// `None` means the path is not a route (the app shows its not-found page).
    pub access: Option<Access>,
    pub background: Background,
    /// Whether to store this location so the user can be sent back to it after logging in.
    pub remember: bool,
}

/// Access, background and whether to remember the location, for one path.
pub fn route_info(path: &str) -> RouteInfo {
    RouteInfo {
        access: access_of(path),
        background: background_of(path),
        remember: should_remember(path),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routes::Access::{AuthOnly, PublicOnly};

    #[test]
    fn route_info_combines_access_background_and_remember() {
        assert_eq!(
            route_info("/settings/edit-profile"),
            RouteInfo {
                access: Some(AuthOnly),
                background: Background::Internal,
                remember: true
            }
        );
        assert_eq!(
            route_info("/login?x=1"),
            RouteInfo {
                access: Some(PublicOnly),
                background: Background::Default,
                remember: false
            }
        );
        assert_eq!(
            route_info("/nope"),
            RouteInfo {
                access: None,
                background: Background::Default,
                remember: true
            }
        );
        assert_eq!(
            serde_json::to_value(route_info("/map")).ok(),
            Some(
                serde_json::json!({"access": "authProfile", "background": "default", "remember": true})
            )
        );
    }

    #[test]
    fn in_app_paths_are_accepted_unchanged() {
        for p in [
            "/",
            "/map",
            "/profile/myprofile?tab=stats#top",
            "/search?q=http://x",
            "/t&c",
            "/player?name=Pel%C3%A9",
        ] {
            assert_eq!(safe_location(Some(p)).as_deref(), Some(p), "{p}");
        }
    }

    #[test]
    fn missing_or_empty_is_rejected() {
        assert_eq!(safe_location(None), None);
        assert_eq!(safe_location(Some("")), None);
    }

    #[test]
    fn protocol_relative_and_backslash_tricks_are_rejected() {
        for p in [
            "//evil.example",
            "///evil.example",
            "/\\evil.example",
            "\\/evil.example",
            "/ok\\x",
        ] {
            assert_eq!(safe_location(Some(p)), None, "{p:?}");
        }
    }

    #[test]
    fn absolute_urls_and_schemes_are_rejected() {
        for p in [
            "https://evil.example",
            "javascript:alert(1)",
            "data:text/html,x",
            "evil.example",
            "map",
        ] {
            assert_eq!(safe_location(Some(p)), None, "{p:?}");
        }
    }

    #[test]
    fn whitespace_and_control_chars_are_rejected_anywhere() {
        for p in [
            " /x",
            "/\t/evil.example",
            "/\r/x",
            "/\n/x",
            "/x y",
            "/x\u{0}",
            "/x\u{7f}",
            "/x\u{85}",
            "/\u{a0}",
        ] {
            assert_eq!(safe_location(Some(p)), None, "{p:?}");
        }
    }

    #[test]
    fn non_ascii_lookalikes_are_rejected() {
        // Fullwidth solidus, fullwidth reverse solidus, division slash, a plain letter.
        for p in ["/\u{ff0f}evil.example", "/\u{ff3c}evil", "/\u{2215}x", "/é"] {
            assert_eq!(safe_location(Some(p)), None, "{p:?}");
        }
    }

    #[test]
    fn length_is_capped_at_2048_chars() {
        let ok = format!("/{}", "a".repeat(2047));
        let long = format!("/{}", "a".repeat(2048));
        assert!(safe_location(Some(&ok)).is_some());
        assert_eq!(safe_location(Some(&long)), None);
    }

    #[test]
    fn auth_flow_pages_are_not_remembered() {
        for p in [
            "/login",
            "/signup",
            "/reset-password",
            "/forgot-password",
            "/email-verification",
            "/login?x=1",
            "/login/",
            "/email-verification?oobCode=abc#x",
            "/auth-action",
            "/auth-action?mode=resetPassword&oobCode=abc",
            "/auth-action/?mode=verifyEmail&oobCode=abc",
        ] {
            assert!(!should_remember(p), "{p}");
        }
    }

    #[test]
    fn other_pages_are_remembered() {
        for p in [
            "/",
            "/map",
            "/profile/myprofile?tab=1",
            "/auth-actions",
            "/nope",
            "/LOGIN",
            "/loginx",
        ] {
            assert!(should_remember(p), "{p}");
        }
    }

    #[test]
    fn unsafe_locations_are_not_remembered() {
        for p in [
            "",
            "//evil.example",
            "/\\evil",
            "https://evil.example",
            "/\t/x",
        ] {
            assert!(!should_remember(p), "{p:?}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    /// Path segments built only from chars that appear in real, percent-encoded locations.
    fn safe_path() -> impl Strategy<Value = String> {
        (
            prop::collection::vec("[A-Za-z0-9._~!$&'()*+,;=:@%-]{1,12}", 0..6),
            prop::option::of("[A-Za-z0-9=&%/:._-]{0,30}"),
            prop::option::of("[A-Za-z0-9/_-]{0,10}"),
        )
            .prop_map(|(segments, query, hash)| {
                let mut p = format!("/{}", segments.join("/"));
                if let Some(q) = query {
                    p.push('?');
                    p.push_str(&q);
                }
                if let Some(h) = hash {
                    p.push('#');
                    p.push_str(&h);
                }
                p
            })
    }

    proptest! {
        #[test]
        fn accepted_locations_are_relative_and_clean(s in any::<String>()) {
            if let Some(ok) = safe_location(Some(&s)) {
                prop_assert_eq!(&ok, &s);
                prop_assert!(ok.starts_with('/'));
                prop_assert!(!ok.starts_with("//"));
                prop_assert!(!ok.contains('\\'));
                prop_assert!(!ok.chars().any(|c| c.is_control() || c.is_whitespace()));
                prop_assert!(ok.chars().count() <= 2048);
            }
        }

        #[test]
        fn accepted_locations_are_relative_for_ascii_noise(s in "[ -~\t\r\n\\\\/]{0,12}") {
            // A denser generator than `any::<String>()` for the chars that matter most.
            if let Some(ok) = safe_location(Some(&s)) {
                prop_assert!(ok.starts_with('/') && !ok.starts_with("//") && !ok.contains('\\'));
                prop_assert!(!ok.contains([' ', '\t', '\r', '\n']));
            }
        }

        #[test]
        fn protocol_relative_locations_are_rejected(rest in "[ -~]{0,30}") {
            prop_assert_eq!(safe_location(Some(&format!("//{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!("/\\{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!("\\{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!("/\t/{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!(" /{rest}"))), None);
        }

        #[test]
        fn absolute_urls_are_rejected(scheme in "[a-zA-Z][a-zA-Z0-9+.-]{0,10}", rest in "[ -~]{0,30}") {
            prop_assert_eq!(safe_location(Some(&format!("{scheme}://{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!("{scheme}:{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!("https://{rest}"))), None);
            prop_assert_eq!(safe_location(Some(&format!("javascript:{rest}"))), None);
        }

        #[test]
        fn safe_paths_are_accepted_unchanged(p in safe_path()) {
            prop_assert_eq!(safe_location(Some(&p)), Some(p.clone()));
        }

        #[test]
        fn remembered_locations_are_safe_and_not_auth_flow(s in any::<String>()) {
            if should_remember(&s) {
                prop_assert!(safe_location(Some(&s)).is_some());
                prop_assert_ne!(access_of(&s), Some(Access::PublicOnly));
            }
            // The shell's one call agrees with the rules it combines, and never panics.
            let info = route_info(&s);
            prop_assert_eq!(info.access, access_of(&s));
            prop_assert_eq!(info.remember, should_remember(&s));
        }
    }
}
