//! The route table as data: which paths exist, which page renders them, and who may see them.
//!
//! Keeping it here (not in the React router) lets the guard rules and their tests see every route.

use serde::{Deserialize, Serialize};

use crate::attributes::Step;
use skora_foundations::firestore_paths::is_document_id;
use skora_foundations::paths::normalize_path;
use skora_foundations::percent::{decode_component, encode_component};

/// Who may visit a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Access {
    /// Anyone.
    Public,
    /// Only visitors who are not (fully) signed in: login, sign-up and the other auth-flow pages.
    PublicOnly,
    /// Signed in, e-mail verified and profile complete.
    AuthProfile,
    /// Signed in and e-mail verified; the profile may still be incomplete (it is where you complete it).
    AuthOnly,
}

/// The page background the layout paints behind a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Background {
    Default,
    Internal,
    Cv,
}

/// One route: `page` is a stable key the React app maps to a lazily loaded component.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct RouteEntry {
    /// A stable camelCase name for the route, unique in the table: the app names a path by it
    /// (`paths.editProfile`), so a typo fails the type check instead of linking nowhere.
    pub name: String,
    pub path: String,
    pub page: String,
    pub access: Access,
}

use Access::{AuthOnly, AuthProfile, Public, PublicOnly};

/// The public CV's route; `:id` is the player's uid.
pub const PLAYER_PAGE_ROUTE: &str = "/p/:id";
/// The public CV's section: every path below it is a player's page.
const PLAYER_PAGE_SECTION: &str = "/p";

/// The public CV page of player `uid` (`/p/{uid}`): what the directory's, the featured players' and the
/// map's cards and shared links use. The uid is one path segment, percent-encoded; an id that names no
/// document gives a page that answers "not found" ([`player_page_uid`] reads no uid from it).
pub fn player_page_path(uid: &str) -> String {
    format!("{PLAYER_PAGE_SECTION}/{}", encode_component(uid))
}

/// A blog post's page (`/blog/{slug}`). A slug is already a path segment (`[a-z0-9-]`, checked when the post is
/// read), so nothing is encoded.
pub fn blog_post_path(slug: &str) -> String {
    format!("/blog/{slug}")
}

/// The uid a player page's path (`/p/{uid}`, query, hash and trailing slash ignored) names, decoded;
/// `None` when the path is not a player page or names no document.
pub fn player_page_uid(path: &str) -> Option<String> {
    let path = normalize_path(path);
    let segment = path.strip_prefix(PLAYER_PAGE_SECTION)?.strip_prefix('/')?;
    let uid = decode_component(segment)?;
    (!segment.contains('/') && is_document_id(&uid)).then_some(uid)
}

/// The stats wizard's URL.
pub const STATS_WIZARD_PATH: &str = "/settings/player-stats";
const STATS_WIZARD_PAGE: &str = "player-stats";

/// The stats wizard's steps (the core's `attributes::Step`, in order), one route each below the wizard's URL:
/// the same page (it reads its step from the path) and the same guards as the wizard.
fn wizard_step_routes() -> impl Iterator<Item = (String, &'static str, Access)> {
    Step::ALL.into_iter().map(|step| {
        (
            format!("{STATS_WIZARD_PATH}/{}", step.path()),
            STATS_WIZARD_PAGE,
            AuthProfile,
        )
    })
}

/// The stats wizard's route name; each step's is this followed by the step's segment (`playerStatsPicture`).
const STATS_WIZARD_NAME: &str = "playerStats";

/// `picture` → `Picture`: a step's segment as the tail of a camelCase name.
fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// (path, access). A static slice so lookups allocate nothing (the wizard's steps come after it).
const ROUTES: &[(&str, Access)] = &[
    ("/", Public),
    ("/story", Public),
    ("/clips", Public),
    ("/aboutus", Public),
    ("/success-story", Public),
    ("/player", Public),
    ("/pricing-plans", Public),
    ("/refund-policy", Public),
    ("/privacy-policy", Public),
    ("/t&c", Public),
    ("/contact-us", Public),
    ("/blog", Public),
    // One post per Markdown file; `:slug` matches exactly one non-empty path segment.
    ("/blog/:slug", Public),
    ("/payment-portal", Public),
    // A player's CV by link, for anyone (a scout, a coach, a parent): never guarded. The page itself
    // decides what a visitor may read (public CVs to anyone, members-only ones to verified members).
    (PLAYER_PAGE_ROUTE, Public),
    ("/path", Public),
    ("/contact", Public),
    // Firebase e-mail links land here whether or not the user is signed in.
    ("/auth-action", Public),
    // The newsletter's confirmation link (newsletter_confirm) lands here, signed in or not.
    ("/newsletter/confirm", Public),
    // A guardian's one-time link to answer a request for a player under 16 (contact_requests): they need no account.
    ("/guardian", Public),
    // An official's one-time link to confirm a player's stats (confirmation): the token is the path's one segment,
    // and no account is needed. Never pre-rendered (a param route), never indexed (the page says `noindex`).
    ("/confirm-stats/:token", Public),
    ("/email-verification", PublicOnly),
    ("/login", PublicOnly),
    ("/signup", PublicOnly),
    ("/reset-password", PublicOnly),
    ("/forgot-password", PublicOnly),
    ("/map", AuthProfile),
    ("/profile/myprofile", AuthProfile),
    ("/profile", AuthProfile),
    // The stats wizard sends its own URL on to the first step; each step is a URL below it (`wizard_step_routes`).
    (STATS_WIZARD_PATH, AuthProfile),
    ("/settings/add-weekly-stats", AuthProfile),
    ("/settings/edit-profile", AuthOnly),
    // A scout's lists: their owner's alone (the rules), past the profile guard like the map they are made from.
    ("/shortlists", AuthProfile),
    // Requests to contact a player, and the scout's accepted contacts: their two parties' alone (the rules).
    ("/inbox", AuthProfile),
];

/// (path, page key): the page each route renders. Apart from `ROUTES` for the reason the names are: the startup
/// module matches paths on every page and never needs a page's key; a unit test checks that every route has exactly
/// one.
const ROUTE_PAGES: &[(&str, &str)] = &[
    ("/", "home"),
    ("/story", "story"),
    ("/clips", "clips"),
    ("/aboutus", "about-us"),
    ("/success-story", "success-story"),
    ("/player", "players"),
    ("/pricing-plans", "pricing-plans"),
    ("/refund-policy", "refund-policy"),
    // These four render the same generic information page, which picks its text by path.
    ("/privacy-policy", "info-page"),
    ("/t&c", "info-page"),
    ("/contact-us", "contact-us"),
    ("/blog", "blog"),
    ("/blog/:slug", "blog-post"),
    ("/payment-portal", "payment-portal"),
    (PLAYER_PAGE_ROUTE, "player-page"),
    ("/path", "info-page"),
    ("/contact", "info-page"),
    ("/auth-action", "auth-action"),
    ("/newsletter/confirm", "newsletter-confirm"),
    ("/guardian", "guardian"),
    ("/confirm-stats/:token", "confirm-stats"),
    ("/email-verification", "email-verification"),
    ("/login", "login"),
    ("/signup", "signup"),
    ("/reset-password", "reset-password"),
    ("/forgot-password", "forgot-password"),
    ("/map", "map"),
    ("/profile/myprofile", "my-profile"),
    ("/profile", "profile"),
    (STATS_WIZARD_PATH, STATS_WIZARD_PAGE),
    ("/settings/add-weekly-stats", "add-weekly-stats"),
    ("/settings/edit-profile", "edit-profile"),
    ("/shortlists", "shortlists"),
    ("/inbox", "inbox"),
];

/// (path, name): each route's stable camelCase name, which the build turns into the app's typed `paths`. Apart from
/// `ROUTES` so the startup module, which matches paths on every page, carries no names; a unit test checks that
/// every route has exactly one.
const ROUTE_NAMES: &[(&str, &str)] = &[
    ("/", "home"),
    ("/story", "story"),
    ("/clips", "clips"),
    ("/aboutus", "aboutUs"),
    ("/success-story", "successStory"),
    ("/player", "players"),
    ("/pricing-plans", "pricingPlans"),
    ("/refund-policy", "refundPolicy"),
    ("/privacy-policy", "privacyPolicy"),
    ("/t&c", "terms"),
    ("/contact-us", "contactUs"),
    ("/blog", "blog"),
    ("/blog/:slug", "blogPost"),
    ("/payment-portal", "paymentPortal"),
    (PLAYER_PAGE_ROUTE, "playerPage"),
    ("/path", "path"),
    ("/contact", "contact"),
    ("/auth-action", "authAction"),
    ("/newsletter/confirm", "newsletterConfirm"),
    ("/guardian", "guardian"),
    ("/confirm-stats/:token", "confirmStats"),
    ("/email-verification", "emailVerification"),
    ("/login", "login"),
    ("/signup", "signup"),
    ("/reset-password", "resetPassword"),
    ("/forgot-password", "forgotPassword"),
    ("/map", "map"),
    ("/profile/myprofile", "myProfile"),
    ("/profile", "profile"),
    (STATS_WIZARD_PATH, STATS_WIZARD_NAME),
    ("/settings/add-weekly-stats", "addWeeklyStats"),
    ("/settings/edit-profile", "editProfile"),
    ("/shortlists", "shortlists"),
    ("/inbox", "inbox"),
];

/// The page key of a route of `ROUTES` (the names' unit test checks every one has one).
fn page_of(path: &str) -> &'static str {
    ROUTE_PAGES
        .iter()
        .find(|&&(p, _)| p == path)
        .map_or("", |&(_, page)| page)
}

/// The whole route table, for the React router to build its routes from.
pub fn route_table() -> Vec<RouteEntry> {
    ROUTES
        .iter()
        .map(|&(path, access)| (path.to_string(), page_of(path), access))
        .chain(wizard_step_routes())
        .map(|(path, page, access)| RouteEntry {
            name: route_name(&path),
            path,
            page: page.to_string(),
            access,
        })
        .collect()
}

/// A route's name: its entry in `ROUTE_NAMES`, or for a wizard step the wizard's name followed by the step's segment
/// (`playerStatsPicture`). Empty for a path without one, which the names' unit test rejects.
fn route_name(path: &str) -> String {
    if let Some(&(_, name)) = ROUTE_NAMES.iter().find(|&&(p, _)| p == path) {
        return name.to_string();
    }
    path.strip_prefix(STATS_WIZARD_PATH)
        .and_then(|rest| rest.strip_prefix('/'))
        .filter(|step| Step::ALL.iter().any(|s| s.path() == *step))
        .map(|step| format!("{STATS_WIZARD_NAME}{}", capitalized(step)))
        .unwrap_or_default()
}

/// The access rule of a path, or `None` when no route matches.
///
/// Matching is case-sensitive and exact, like the React router: `/MAP` and `/profile/other` are
/// not routes, so they must not inherit another route's rule.
pub fn access_of(path: &str) -> Option<Access> {
    let path = normalize_path(path);
    ROUTES
        .iter()
        .find(|&&(pattern, _)| matches_pattern(pattern, path))
        .map(|&(_, access)| access)
        .or_else(|| {
            wizard_step_routes()
                .find(|(pattern, _, _)| matches_pattern(pattern, path))
                .map(|(_, _, access)| access)
        })
}

/// A route pattern matches segment by segment; a `:name` segment stands for any one non-empty
/// segment, as in the React router. Everything else must be equal, case included.
fn matches_pattern(pattern: &str, path: &str) -> bool {
    let mut wanted = pattern.split('/');
    let mut given = path.split('/');
    loop {
        match (wanted.next(), given.next()) {
            (None, None) => return true,
            (Some(w), Some(g)) if w.starts_with(':') && !g.is_empty() => continue,
            (Some(w), Some(g)) if w == g => continue,
            _ => return false,
        }
    }
}

/// The layout background for a path: the settings area is "internal", the CV area is "cv".
pub fn background_of(path: &str) -> Background {
    let path = normalize_path(path);
    if in_section(path, "/settings") {
        Background::Internal
    } else if in_section(path, "/profile") || in_section(path, PLAYER_PAGE_SECTION) {
        Background::Cv
    } else {
        Background::Default
    }
}

/// `path` is `section` itself or below it; a bare prefix test would wrongly match `/settingsx`.
fn in_section(path: &str, section: &str) -> bool {
    match path.strip_prefix(section) {
        Some(rest) => rest.is_empty() || rest.starts_with('/'),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_s_page_is_one_encoded_segment() {
        assert_eq!(
            player_page_path("demo-lucia-ferrer"),
            "/p/demo-lucia-ferrer"
        );
        assert_eq!(player_page_path("a/b c"), "/p/a%2Fb%20c");
    }

    #[test]
    fn a_blog_post_path_is_public_and_needs_exactly_one_slug() {
        assert_eq!(
            access_of("/blog/first-trial-checklist"),
            Some(Access::Public)
        );
        assert_eq!(
            access_of("/blog/first-trial-checklist/"),
            Some(Access::Public)
        );
        assert_eq!(access_of("/blog/a/b"), None);
        assert_eq!(access_of("/blog//"), Some(Access::Public)); // normalised to /blog
        assert_eq!(access_of("/BLOG/x"), None);
    }

    #[test]
    fn a_confirmation_link_is_public_and_needs_exactly_one_token() {
        assert_eq!(access_of("/confirm-stats/abc_DEF-123"), Some(Public));
        for p in ["/confirm-stats", "/confirm-stats/", "/confirm-stats/a/b"] {
            assert_eq!(access_of(p), None, "{p}");
        }
    }

    #[test]
    fn every_public_route_is_public() {
        for p in [
            "/",
            "/story",
            "/clips",
            "/aboutus",
            "/success-story",
            "/player",
            "/pricing-plans",
            "/refund-policy",
            "/privacy-policy",
            "/t&c",
            "/contact-us",
            "/blog",
            "/payment-portal",
            "/path",
            "/contact",
            "/auth-action",
            "/newsletter/confirm",
            "/guardian",
        ] {
            assert_eq!(access_of(p), Some(Public), "{p}");
        }
    }

    #[test]
    fn every_auth_flow_route_is_public_only() {
        for p in [
            "/email-verification",
            "/login",
            "/signup",
            "/reset-password",
            "/forgot-password",
        ] {
            assert_eq!(access_of(p), Some(PublicOnly), "{p}");
        }
    }

    #[test]
    fn app_routes_need_a_complete_profile() {
        for p in [
            "/map",
            "/profile/myprofile",
            "/profile",
            "/settings/player-stats",
            "/settings/player-stats/picture",
            "/settings/player-stats/physical",
            "/settings/player-stats/technical",
            "/settings/player-stats/goalkeeper",
            "/settings/add-weekly-stats",
        ] {
            assert_eq!(access_of(p), Some(AuthProfile), "{p}");
        }
    }

    #[test]
    fn a_player_page_is_public_and_needs_exactly_one_id() {
        for p in [
            "/p/demo-player",
            "/p/gen-0001/",
            "/p/abc?x=1#top",
            "/p/a%2Fb",
        ] {
            assert_eq!(access_of(p), Some(Public), "{p}");
        }
        for p in ["/p", "/p/", "/p/a/b", "/P/demo-player"] {
            assert_eq!(access_of(p), None, "{p}");
        }
        // The signed-in pages stay as they were.
        assert_eq!(access_of("/profile"), Some(AuthProfile));
        assert_eq!(background_of("/p/demo-player"), Background::Cv);
        assert_eq!(background_of("/players"), Background::Default);
    }

    #[test]
    fn a_blog_post_path_is_the_blog_post_route() {
        let path = blog_post_path("trial-plan");
        assert_eq!(path, "/blog/trial-plan");
        let route = ROUTE_PAGES
            .iter()
            .find(|r| r.1 == "blog-post")
            .expect("the blog post route");
        assert_eq!(route.0.replace(":slug", "trial-plan"), path);
    }

    #[test]
    fn player_page_paths_name_one_document_and_match_the_route() {
        assert_eq!(player_page_path("demo-player"), "/p/demo-player");
        assert_eq!(player_page_path("a b?c#"), "/p/a%20b%3Fc%23");
        for bad in ["", "a/b", ".", "..", "__x__"] {
            assert_eq!(player_page_uid(&player_page_path(bad)), None, "{bad:?}");
        }
        assert_eq!(
            player_page_uid("/p/demo-player/?utm=x#cv").as_deref(),
            Some("demo-player")
        );
        assert_eq!(
            player_page_uid("/p/a%20b%3Fc%23").as_deref(),
            Some("a b?c#")
        );
        for not_one in [
            "/p",
            "/p/",
            "/p/a/b",
            "/p/a%2Fb",
            "/p/%zz",
            "/p/__x__",
            "/profile/x",
            "/px/a",
        ] {
            assert_eq!(player_page_uid(not_one), None, "{not_one}");
        }
    }

    #[test]
    fn edit_profile_needs_only_sign_in() {
        assert_eq!(access_of("/settings/edit-profile"), Some(AuthOnly));
    }

    #[test]
    fn table_has_38_unique_paths_with_expected_pages() {
        let table = route_table();
        assert_eq!(table.len(), 38);
        let mut paths: Vec<&str> = table.iter().map(|r| r.path.as_str()).collect();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), 38);
        let page = |p: &str| table.iter().find(|r| r.path == p).map(|r| r.page.clone());
        assert_eq!(page("/aboutus").as_deref(), Some("about-us"));
        assert_eq!(page("/player").as_deref(), Some("players"));
        assert_eq!(page("/profile/myprofile").as_deref(), Some("my-profile"));
        for p in ["/privacy-policy", "/t&c", "/path", "/contact"] {
            assert_eq!(page(p).as_deref(), Some("info-page"), "{p}");
        }
        // The stats wizard's page reads its step from the path; every step has its URL, guarded like the wizard.
        for step in Step::ALL {
            let p = format!("/settings/player-stats/{}", step.path());
            assert_eq!(page(&p).as_deref(), Some("player-stats"), "{p}");
            assert_eq!(access_of(&p), access_of(STATS_WIZARD_PATH), "{p}");
        }
        assert_eq!(access_of("/settings/player-stats/other"), None);
    }

    #[test]
    fn every_route_has_a_unique_camel_case_name() {
        let table = route_table();
        let mut names: Vec<&str> = table.iter().map(|r| r.name.as_str()).collect();
        for name in &names {
            let mut chars = name.chars();
            assert!(
                chars.next().is_some_and(|c| c.is_ascii_lowercase())
                    && chars.all(|c| c.is_ascii_alphanumeric()),
                "{name:?} is not camelCase"
            );
        }
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "duplicate route names");
        assert_eq!(before, table.len());
        // The pages' table lists each of `ROUTES` once, and nothing else.
        assert_eq!(ROUTE_PAGES.len(), ROUTES.len());
        for (path, page) in ROUTE_PAGES {
            assert!(ROUTES.iter().any(|r| r.0 == *path), "{path} is not a route");
            assert!(!page.is_empty(), "{path}");
            assert_eq!(
                ROUTE_PAGES.iter().filter(|r| r.0 == *path).count(),
                1,
                "{path}"
            );
        }
        // The names' table lists each of `ROUTES` once, and nothing else.
        assert_eq!(ROUTE_NAMES.len(), ROUTES.len());
        for (path, _) in ROUTE_NAMES {
            assert!(ROUTES.iter().any(|r| r.0 == *path), "{path} is not a route");
        }
        let name = |p: &str| table.iter().find(|r| r.path == p).map(|r| r.name.clone());
        assert_eq!(name("/").as_deref(), Some("home"));
        assert_eq!(name("/player").as_deref(), Some("players"));
        assert_eq!(
            name("/settings/edit-profile").as_deref(),
            Some("editProfile")
        );
        assert_eq!(name("/profile/myprofile").as_deref(), Some("myProfile"));
        assert_eq!(name("/p/:id").as_deref(), Some("playerPage"));
        assert_eq!(name("/blog/:slug").as_deref(), Some("blogPost"));
        assert_eq!(
            name("/settings/player-stats/picture").as_deref(),
            Some("playerStatsPicture")
        );
    }

    #[test]
    fn unknown_paths_are_not_found() {
        for p in [
            "/nope",
            "/MAP",
            "/profile/other",
            "/settingsx",
            "/settings",
            "map",
            "/t%26c",
        ] {
            assert_eq!(access_of(p), None, "{p}");
        }
    }

    #[test]
    fn query_hash_and_trailing_slash_do_not_change_the_route() {
        assert_eq!(access_of("/login?next=/map"), Some(PublicOnly));
        assert_eq!(access_of("/login/"), Some(PublicOnly));
        assert_eq!(access_of("/map#top"), Some(AuthProfile));
        assert_eq!(access_of("/profile/myprofile/?tab=1#x"), Some(AuthProfile));
        assert_eq!(access_of(""), Some(Public));
        assert_eq!(access_of("?x=1"), Some(Public));
    }

    #[test]
    fn settings_area_has_internal_background() {
        assert_eq!(background_of("/settings"), Background::Internal);
        assert_eq!(
            background_of("/settings/edit-profile"),
            Background::Internal
        );
        assert_eq!(
            background_of("/settings/player-stats?x=1"),
            Background::Internal
        );
    }

    #[test]
    fn profile_area_has_cv_background() {
        assert_eq!(background_of("/profile"), Background::Cv);
        assert_eq!(background_of("/profile/myprofile"), Background::Cv);
        assert_eq!(background_of("/profile/"), Background::Cv);
    }

    #[test]
    fn lookalike_prefixes_get_default_background() {
        for p in [
            "/settingsx",
            "/profiles",
            "/",
            "/map",
            "/Settings",
            "/x/settings",
        ] {
            assert_eq!(background_of(p), Background::Default, "{p}");
        }
    }

    #[test]
    fn serialises_enums_in_camel_case() {
        assert_eq!(
            serde_json::to_string(&PublicOnly).ok().as_deref(),
            Some("\"publicOnly\"")
        );
        assert_eq!(
            serde_json::to_string(&AuthProfile).ok().as_deref(),
            Some("\"authProfile\"")
        );
        assert_eq!(
            serde_json::to_string(&Background::Cv).ok().as_deref(),
            Some("\"cv\"")
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn query_and_hash_never_change_access(i in 0..ROUTES.len(), tail in "[?#][ -~]{0,20}") {
            let path = ROUTES[i].0;
            prop_assert_eq!(access_of(&format!("{path}{tail}")), Some(ROUTES[i].1));
        }

        #[test]
        fn found_paths_are_exactly_the_table(s in any::<String>()) {
            let found = access_of(&s);
            let n = normalize_path(&s);
            prop_assert_eq!(found.is_some(), ROUTES.iter().any(|r| matches_pattern(r.0, n)));
        }

        #[test]
        fn every_player_page_path_is_the_public_player_route(uid in any::<String>()) {
            let path = player_page_path(&uid);
            if is_document_id(&uid) {
                prop_assert_eq!(access_of(&path), Some(Access::Public));
                prop_assert_eq!(path.matches('/').count(), 2);
                prop_assert_eq!(player_page_uid(&path), Some(uid));
            } else {
                prop_assert_eq!(player_page_uid(&path), None);
            }
        }

        #[test]
        fn sections_never_match_lookalike_prefixes(suffix in "[a-z0-9-]{1,10}") {
            prop_assert_eq!(background_of(&format!("/settings{suffix}")), Background::Default);
            prop_assert_eq!(background_of(&format!("/profile{suffix}")), Background::Default);
            prop_assert_eq!(background_of(&format!("/settings/{suffix}")), Background::Internal);
            prop_assert_eq!(background_of(&format!("/profile/{suffix}")), Background::Cv);
        }
    }
}
