//! Route guards: given who the user is and where they are going, allow or redirect.

use serde::{Deserialize, Serialize};

use skora_domain::location::{safe_location, should_remember};
use skora_domain::routes::{access_of, Access};
use skora_foundations::paths::normalize_path;

pub const LOGIN_TOAST: &str = "Please log in to access this page.";
pub const PROFILE_TOAST: &str = "Please complete your profile to continue.";
pub const ALREADY_SIGNED_IN_TOAST: &str = "You are already signed in.";

/// Where a signed-in user lands when they open an auth-flow page and have nowhere better to go.
const HOME_OF_SIGNED_IN: &str = "/profile/myprofile";
const LOGIN: &str = "/login";
const EMAIL_VERIFICATION: &str = "/email-verification";
const EDIT_PROFILE: &str = "/settings/edit-profile";

/// What the guards know about the current user.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Session {
    pub signed_in: bool,
    pub email_verified: bool,
    pub profile_complete: bool,
}

/// Whose an account is, as the session knows it: a player's (it has a CV), a scout's (a scout profile), or new (neither).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum SessionAccount {
    Player,
    Scout,
    New,
}

/// The last session this device saw confirmed, kept (`cache::SESSION_KEY`) so that a repeat visit to a signed-in page
/// opens at once, from the device, before the Auth SDK has confirmed the session over the network. It only ever
/// opens a page the guard allows it: a redirect waits for the confirmed session, which replaces this one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RememberedSession {
    pub uid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub display_name: Option<String>,
    pub email_verified: bool,
    pub profile_complete: bool,
    pub account_kind: SessionAccount,
    /// Whether the CV says there is a picture; none when no CV was read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub has_photo: Option<bool>,
}

impl RememberedSession {
    /// The session a stored value describes: none for a uid that names no document (the stored text is
    /// anyone's to edit), so nothing is ever read for it.
    pub fn checked(self) -> Option<RememberedSession> {
        skora_foundations::firestore_paths::is_document_id(&self.uid).then_some(self)
    }
}

/// What the guards read from sessionStorage (filled in by the facade).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Memory {
    /// The last remembered location (see `location::should_remember`); untrusted until checked.
    pub previous_location: Option<String>,
    /// Set on logout so the next public-only page does not greet the user with "already signed in"
    /// while the auth state is still catching up.
    pub skip_public_only_toast: bool,
}

/// The guard's verdict. Both variants say whether to clear the skip flag, because the flag covers
/// exactly one public-only visit whatever the outcome of that visit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Decision {
    Allow {
        #[serde(rename = "clearSkipFlag")]
        clear_skip_flag: bool,
    },
    Redirect {
        to: String,
        toast: Option<String>,
        #[serde(rename = "clearSkipFlag")]
        clear_skip_flag: bool,
    },
}

/// Decides whether `session` may see `path`, or where to send it instead.
pub fn decide(session: &Session, memory: &Memory, path: &str) -> Decision {
    let access = access_of(path);
    let clear_skip_flag = access == Some(Access::PublicOnly) && memory.skip_public_only_toast;
    let redirect = |to: &str, toast: Option<&str>| Decision::Redirect {
        to: to.to_string(),
        toast: toast.map(str::to_string),
        clear_skip_flag,
    };
    match access {
        Some(access @ (Access::AuthProfile | Access::AuthOnly)) => {
            if !session.signed_in {
                redirect(LOGIN, Some(LOGIN_TOAST))
            } else if !session.email_verified {
                redirect(EMAIL_VERIFICATION, None)
            } else if access == Access::AuthProfile && !session.profile_complete {
                // Edit-profile is AuthOnly, so this redirect cannot loop.
                redirect(EDIT_PROFILE, Some(PROFILE_TOAST))
            } else {
                Decision::Allow { clear_skip_flag }
            }
        }
        // An unverified user must still reach the verification page (public-only), so only a
        // fully signed-in user is bounced off the auth-flow pages; and not off the verification page while it
        // carries a link's code, which the page applies before it moves the user on itself.
        Some(Access::PublicOnly)
            if session.signed_in && session.email_verified && !carries_verification_code(path) =>
        {
            let to = return_target(memory.previous_location.as_deref());
            let toast = (!memory.skip_public_only_toast).then_some(ALREADY_SIGNED_IN_TOAST);
            redirect(&to, toast)
        }
        _ => Decision::Allow { clear_skip_flag },
    }
}

/// Whether `path` is the verification page with a link's code (`/email-verification?oobCode=…`, not empty). A
/// verified session may open a link too (of its own, used already, or of another account), and the code is applied
/// whoever is signed in. The page then leaves by itself, so this stay lasts one link.
fn carries_verification_code(path: &str) -> bool {
    let before_hash = path.split('#').next().unwrap_or_default();
    let query = before_hash.split_once('?').map_or("", |(_, query)| query);
    normalize_path(path) == EMAIL_VERIFICATION
        && query.split('&').any(|pair| {
            pair.strip_prefix("oobCode=")
                .is_some_and(|code| !code.is_empty())
        })
}

/// Where to send a signed-in user leaving an auth-flow page: back to the remembered location when
/// it is safe and not itself an auth-flow page (that would redirect forever), else their profile.
fn return_target(previous: Option<&str>) -> String {
    safe_location(previous)
        .filter(|p| should_remember(p))
        .unwrap_or_else(|| HOME_OF_SIGNED_IN.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const AUTH_ROUTES: [&str; 10] = [
        "/map",
        "/profile/myprofile",
        "/profile",
        "/settings/player-stats",
        "/settings/player-stats/picture",
        "/settings/player-stats/physical",
        "/settings/player-stats/technical",
        "/settings/player-stats/goalkeeper",
        "/settings/add-weekly-stats",
        "/settings/edit-profile",
    ];
    const PUBLIC_ONLY: [&str; 5] = [
        "/email-verification",
        "/login",
        "/signup",
        "/reset-password",
        "/forgot-password",
    ];

    fn session(signed_in: bool, email_verified: bool, profile_complete: bool) -> Session {
        Session {
            signed_in,
            email_verified,
            profile_complete,
        }
    }
    fn memory(previous: Option<&str>, skip: bool) -> Memory {
        Memory {
            previous_location: previous.map(str::to_string),
            skip_public_only_toast: skip,
        }
    }
    fn allow() -> Decision {
        Decision::Allow {
            clear_skip_flag: false,
        }
    }
    fn redirect(to: &str, toast: Option<&str>, clear: bool) -> Decision {
        Decision::Redirect {
            to: to.into(),
            toast: toast.map(str::to_string),
            clear_skip_flag: clear,
        }
    }

    #[test]
    fn signed_out_user_is_sent_to_login_from_auth_routes() {
        for p in AUTH_ROUTES {
            assert_eq!(
                decide(&session(false, false, false), &Memory::default(), p),
                redirect("/login", Some(LOGIN_TOAST), false),
                "{p}"
            );
        }
    }

    #[test]
    fn unverified_user_is_sent_to_email_verification_from_auth_routes() {
        for p in AUTH_ROUTES {
            assert_eq!(
                decide(&session(true, false, true), &Memory::default(), p),
                redirect("/email-verification", None, false),
                "{p}"
            );
        }
    }

    #[test]
    fn incomplete_profile_is_sent_to_edit_profile_from_profile_routes() {
        for p in AUTH_ROUTES
            .iter()
            .filter(|p| **p != "/settings/edit-profile")
        {
            assert_eq!(
                decide(&session(true, true, false), &Memory::default(), p),
                redirect("/settings/edit-profile", Some(PROFILE_TOAST), false),
                "{p}"
            );
        }
    }

    #[test]
    fn incomplete_profile_may_open_edit_profile() {
        assert_eq!(
            decide(
                &session(true, true, false),
                &Memory::default(),
                "/settings/edit-profile"
            ),
            allow()
        );
    }

    #[test]
    fn complete_user_may_open_every_auth_route() {
        for p in AUTH_ROUTES {
            assert_eq!(
                decide(&session(true, true, true), &Memory::default(), p),
                allow(),
                "{p}"
            );
        }
    }

    #[test]
    fn signed_in_user_leaves_auth_flow_for_the_remembered_location() {
        assert_eq!(
            decide(
                &session(true, true, true),
                &memory(Some("/map?x=1"), false),
                "/login"
            ),
            redirect("/map?x=1", Some(ALREADY_SIGNED_IN_TOAST), false)
        );
    }

    #[test]
    fn signed_in_user_without_memory_goes_to_my_profile() {
        for p in PUBLIC_ONLY {
            assert_eq!(
                decide(&session(true, true, false), &Memory::default(), p),
                redirect("/profile/myprofile", Some(ALREADY_SIGNED_IN_TOAST), false),
                "{p}"
            );
        }
    }

    #[test]
    fn unsafe_remembered_location_is_ignored() {
        for prev in [
            "//evil.example",
            "https://evil.example",
            "/\\evil",
            "/\t/evil",
            "",
        ] {
            assert_eq!(
                decide(
                    &session(true, true, true),
                    &memory(Some(prev), false),
                    "/signup"
                ),
                redirect("/profile/myprofile", Some(ALREADY_SIGNED_IN_TOAST), false),
                "{prev:?}"
            );
        }
    }

    #[test]
    fn remembered_auth_flow_page_is_ignored_to_avoid_a_loop() {
        for prev in [
            "/login",
            "/signup?x=1",
            "/email-verification/",
            // Forwards to /reset-password or /email-verification, which would bounce back here.
            "/auth-action?mode=resetPassword&oobCode=abc",
        ] {
            assert_eq!(
                decide(
                    &session(true, true, true),
                    &memory(Some(prev), false),
                    "/login"
                ),
                redirect("/profile/myprofile", Some(ALREADY_SIGNED_IN_TOAST), false),
                "{prev}"
            );
        }
    }

    #[test]
    fn a_verified_session_stays_on_the_verification_page_while_it_carries_a_code() {
        for p in [
            "/email-verification?oobCode=abc",
            "/email-verification/?lang=en&oobCode=a%20b#top",
        ] {
            for s in [session(true, true, true), session(true, true, false)] {
                assert_eq!(decide(&s, &memory(Some("/map"), false), p), allow(), "{p}");
            }
        }
        // Without a code (none, empty, after the hash, another name) it is bounced as before.
        for p in [
            "/email-verification",
            "/email-verification?oobCode=",
            "/email-verification#?oobCode=abc",
            "/email-verification?xoobCode=abc",
            "/login?oobCode=abc",
            "/reset-password?oobCode=abc",
        ] {
            assert_eq!(
                decide(&session(true, true, true), &memory(Some("/map"), false), p),
                redirect("/map", Some(ALREADY_SIGNED_IN_TOAST), false),
                "{p}"
            );
        }
    }

    #[test]
    fn skip_flag_silences_the_toast_and_is_cleared() {
        assert_eq!(
            decide(
                &session(true, true, true),
                &memory(Some("/map"), true),
                "/login"
            ),
            redirect("/map", None, true)
        );
    }

    #[test]
    fn skip_flag_is_cleared_on_an_allowed_public_only_visit() {
        assert_eq!(
            decide(
                &session(false, false, false),
                &memory(None, true),
                "/login?x=1"
            ),
            Decision::Allow {
                clear_skip_flag: true
            }
        );
    }

    #[test]
    fn skip_flag_is_kept_outside_public_only_pages() {
        let m = memory(None, true);
        assert_eq!(decide(&session(false, false, false), &m, "/"), allow());
        assert_eq!(decide(&session(true, true, true), &m, "/map"), allow());
        assert_eq!(
            decide(&session(false, false, false), &m, "/map"),
            redirect("/login", Some(LOGIN_TOAST), false)
        );
    }

    #[test]
    fn unverified_user_may_use_auth_flow_pages() {
        for p in PUBLIC_ONLY {
            assert_eq!(
                decide(&session(true, false, false), &Memory::default(), p),
                allow(),
                "{p}"
            );
        }
    }

    #[test]
    fn signed_out_user_may_use_auth_flow_pages() {
        for p in PUBLIC_ONLY {
            assert_eq!(
                decide(&session(false, false, false), &Memory::default(), p),
                allow(),
                "{p}"
            );
        }
    }

    #[test]
    fn public_and_unknown_paths_are_allowed_for_everyone() {
        for s in [
            session(false, false, false),
            session(true, false, false),
            session(true, true, true),
        ] {
            for p in ["/", "/blog", "/t&c", "/auth-action?mode=x", "/nope", "/MAP"] {
                assert_eq!(decide(&s, &Memory::default(), p), allow(), "{p}");
            }
        }
    }

    #[test]
    fn decisions_serialise_with_kind_tag_and_camel_case() {
        let allow = serde_json::to_value(Decision::Allow {
            clear_skip_flag: true,
        })
        .ok();
        assert_eq!(
            allow,
            Some(serde_json::json!({"kind": "allow", "clearSkipFlag": true}))
        );
        let redirect = serde_json::to_value(redirect("/login", Some(LOGIN_TOAST), false)).ok();
        assert_eq!(
            redirect,
            Some(
                serde_json::json!({"kind": "redirect", "to": "/login", "toast": LOGIN_TOAST, "clearSkipFlag": false})
            )
        );
        let s: Option<Session> = serde_json::from_str(
            r#"{"signedIn":true,"emailVerified":false,"profileComplete":true}"#,
        )
        .ok();
        assert_eq!(s, Some(session(true, false, true)));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;
    use skora_domain::routes::route_table;

    fn any_session() -> impl Strategy<Value = Session> {
        (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(a, b, c)| Session {
            signed_in: a,
            email_verified: b,
            profile_complete: c,
        })
    }

    /// Known routes (with noise) and arbitrary strings, so both found and not-found paths occur.
    fn any_path() -> impl Strategy<Value = String> {
        let known: Vec<String> = route_table().into_iter().map(|r| r.path).collect();
        prop_oneof![
            prop::sample::select(known.clone()),
            (
                prop::sample::select(known),
                "(/|\\?[a-z=&/:]{0,8}|#[a-z]{0,4})?"
            )
                .prop_map(|(p, tail)| format!("{p}{tail}")),
            any::<String>(),
        ]
    }

    fn any_memory() -> impl Strategy<Value = Memory> {
        let previous = prop_oneof![
            Just(None),
            any_path().prop_map(Some),
            "(//|/\\\\|https://|javascript:| /)[a-z.]{0,10}".prop_map(Some),
        ];
        (previous, any::<bool>()).prop_map(|(previous_location, skip_public_only_toast)| Memory {
            previous_location,
            skip_public_only_toast,
        })
    }

    proptest! {
        #[test]
        fn signed_out_never_gets_into_an_auth_route(m in any_memory(), p in any_path()) {
            let signed_out = Session::default();
            if matches!(access_of(&p), Some(Access::AuthProfile | Access::AuthOnly)) {
                let redirected = matches!(decide(&signed_out, &m, &p), Decision::Redirect { .. });
                prop_assert!(redirected, "signed out let into {:?}", p);
            }
        }

        #[test]
        fn redirects_are_safe_and_never_to_the_same_route(s in any_session(), m in any_memory(), p in any_path()) {
            if let Decision::Redirect { to, .. } = decide(&s, &m, &p) {
                prop_assert!(safe_location(Some(&to)).is_some(), "{to:?}");
                prop_assert_ne!(skora_foundations::paths::normalize_path(&to), skora_foundations::paths::normalize_path(&p));
            }
        }

        #[test]
        fn signed_in_verified_is_never_sent_to_an_auth_flow_page(m in any_memory(), p in any_path(), complete in any::<bool>()) {
            let s = Session { signed_in: true, email_verified: true, profile_complete: complete };
            if let Decision::Redirect { to, .. } = decide(&s, &m, &p) {
                prop_assert_ne!(access_of(&to), Some(Access::PublicOnly));
            }
        }

        #[test]
        fn following_a_redirect_settles_in_one_more_step(s in any_session(), m in any_memory(), p in any_path()) {
            // No redirect chains longer than two hops (e.g. public-only → profile → edit-profile), so no loops.
            let mut path = p;
            let mut hops = 0;
            while let Decision::Redirect { to, .. } = decide(&s, &m, &path) {
                hops += 1;
                prop_assert!(hops <= 2, "redirect chain from {path:?} to {to:?}");
                path = to;
            }
        }

        #[test]
        fn a_verified_session_leaves_public_only_pages_unless_it_brings_a_verification_code(
            m in any_memory(), p in any_path(), code in "[A-Za-z0-9_%-]{0,12}", complete in any::<bool>()
        ) {
            let s = Session { signed_in: true, email_verified: true, profile_complete: complete };
            let with_code = format!("/email-verification?oobCode={code}");
            let stays = matches!(decide(&s, &m, &with_code), Decision::Allow { .. });
            prop_assert_eq!(stays, !code.is_empty());
            if access_of(&p) == Some(Access::PublicOnly) && !p.contains("oobCode=") {
                let redirected = matches!(decide(&s, &m, &p), Decision::Redirect { .. });
                prop_assert!(redirected, "stayed on {:?}", p);
            }
        }

        #[test]
        fn no_toast_on_public_only_pages_when_the_skip_flag_is_set(s in any_session(), m in any_memory(), p in any_path()) {
            let m = Memory { skip_public_only_toast: true, ..m };
            if access_of(&p) == Some(Access::PublicOnly) {
                match decide(&s, &m, &p) {
                    Decision::Redirect { toast, clear_skip_flag, .. } => {
                        prop_assert_eq!(toast, None);
                        prop_assert!(clear_skip_flag);
                    }
                    Decision::Allow { clear_skip_flag } => prop_assert!(clear_skip_flag),
                }
            }
        }

        #[test]
        fn skip_flag_is_only_cleared_on_public_only_pages(s in any_session(), m in any_memory(), p in any_path()) {
            let clear = match decide(&s, &m, &p) {
                Decision::Allow { clear_skip_flag } | Decision::Redirect { clear_skip_flag, .. } => clear_skip_flag,
            };
            prop_assert_eq!(clear, m.skip_public_only_toast && access_of(&p) == Some(Access::PublicOnly));
        }
    }

    #[test]
    fn a_remembered_session_reads_from_its_stored_text_only_for_a_uid_that_names_a_document() {
        let raw = r#"{"uid":"u1","displayName":"Ana","emailVerified":true,"profileComplete":true,"accountKind":"player","hasPhoto":false}"#;
        let session: RememberedSession = serde_json::from_str(raw).unwrap();
        assert_eq!(session.clone().checked(), Some(session.clone()));
        assert_eq!(session.account_kind, SessionAccount::Player);
        assert_eq!(session.has_photo, Some(false));
        // Optional fields may be missing; the flags may not.
        let bare: RememberedSession = serde_json::from_str(
            r#"{"uid":"u1","emailVerified":false,"profileComplete":false,"accountKind":"new"}"#,
        )
        .unwrap();
        assert_eq!((bare.display_name, bare.has_photo), (None, None));
        assert!(serde_json::from_str::<RememberedSession>(
            r#"{"uid":"u1","accountKind":"player"}"#
        )
        .is_err());
        for uid in ["", "a/b", "..", "__x__"] {
            let hostile = RememberedSession {
                uid: uid.to_string(),
                ..session.clone()
            };
            assert_eq!(hostile.checked(), None, "{uid:?}");
        }
    }
}
