//! What search engines are told about the site: the pages the sitemap lists and the path prefixes robots.txt keeps
//! crawlers out of. Both follow from the route table and its access rules, so a new route is listed or kept out
//! without anyone remembering a second list.

use crate::routes::{route_table, Access};

/// Public routes not worth indexing, and kept out of crawlers' way: the e-mail links' targets (Firebase's, the
/// newsletter's confirmation) and the checkout hand-off (it only makes sense with a chosen plan).
const NOT_INDEXED: &[&str] = &["/auth-action", "/newsletter/confirm", "/payment-portal"];

/// Public-only pages people search for: crawlable, and pre-rendered like any public page. The other public-only
/// pages (verification, password reset) only make sense from an e-mail or mid-flow.
const SEARCHED_ACCOUNT_PAGES: &[&str] = &["/login", "/signup"];

/// The routes a sitemap lists: public, fixed (no `:param`), not in [`NOT_INDEXED`]. Log in and sign up are left out
/// too: the sitemap lists content. The blog's posts are added from the posts themselves.
pub fn sitemap_paths() -> Vec<String> {
    route_table()
        .into_iter()
        .filter(|r| r.access == Access::Public && !r.path.contains(':'))
        .filter(|r| !NOT_INDEXED.contains(&r.path.as_str()))
        .map(|r| r.path)
        .collect()
}

/// robots.txt's `Disallow` prefixes, in the route table's order: every signed-in route (they redirect to the login
/// anyway), the public-only pages but [`SEARCHED_ACCOUNT_PAGES`], and [`NOT_INDEXED`]. A route's parameters are cut
/// off (its fixed beginning is the prefix), and a path another prefix already covers is left out.
pub fn robots_disallowed() -> Vec<String> {
    let kept_out: Vec<String> = route_table()
        .into_iter()
        .filter(|r| match r.access {
            Access::AuthProfile | Access::AuthOnly => true,
            Access::PublicOnly => !SEARCHED_ACCOUNT_PAGES.contains(&r.path.as_str()),
            Access::Public => NOT_INDEXED.contains(&r.path.as_str()),
        })
        .map(|r| match r.path.find(':') {
            Some(at) => r.path[..at].to_string(),
            None => r.path,
        })
        .collect();
    let mut prefixes: Vec<String> = Vec::new();
    for path in &kept_out {
        let covered = kept_out
            .iter()
            .any(|other| other != path && path.starts_with(other.as_str()));
        if !covered && !prefixes.contains(path) {
            prefixes.push(path.clone());
        }
    }
    prefixes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocked(path: &str) -> bool {
        robots_disallowed()
            .iter()
            .any(|prefix| path.starts_with(prefix.as_str()))
    }

    #[test]
    fn every_signed_in_and_mid_flow_route_is_kept_out_and_the_searched_pages_are_not() {
        for route in route_table() {
            let expected = match route.access {
                Access::AuthProfile | Access::AuthOnly => true,
                Access::PublicOnly => !["/login", "/signup"].contains(&route.path.as_str()),
                Access::Public => NOT_INDEXED.contains(&route.path.as_str()),
            };
            assert_eq!(blocked(&route.path), expected, "{}", route.path);
        }
        // A prefix that would hide a public page is a mistake: the CV links, the blog, the home page stay open.
        for open in [
            "/",
            "/p/demo-player",
            "/blog/a-post",
            "/login",
            "/signup",
            "/pricing-plans",
        ] {
            assert!(!blocked(open), "{open}");
        }
    }

    #[test]
    fn no_prefix_is_covered_by_another() {
        let prefixes = robots_disallowed();
        for a in &prefixes {
            for b in &prefixes {
                assert!(
                    a == b || !a.starts_with(b.as_str()),
                    "{a} is covered by {b}"
                );
            }
        }
        assert!(prefixes.contains(&"/profile".to_string()));
        assert!(!prefixes.contains(&"/profile/myprofile".to_string()));
    }

    #[test]
    fn the_sitemap_lists_fixed_public_content_pages_only() {
        let paths = sitemap_paths();
        assert!(paths.contains(&"/".to_string()) && paths.contains(&"/blog".to_string()));
        for route in route_table() {
            if paths.contains(&route.path) {
                assert_eq!(route.access, Access::Public, "{}", route.path);
                assert!(
                    !route.path.contains(':') && !blocked(&route.path),
                    "{}",
                    route.path
                );
            }
        }
        for left_out in [
            "/login",
            "/signup",
            "/auth-action",
            "/payment-portal",
            "/map",
            "/blog/:slug",
        ] {
            assert!(!paths.contains(&left_out.to_string()), "{left_out}");
        }
    }
}
