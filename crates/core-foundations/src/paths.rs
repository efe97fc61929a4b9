//! Path strings as the browser hands them over, reduced to what the app keys its routes and pages by.
//! A leaf shared by the route table (`routes`), the remembered location (`location`) and the pages
//! that pick their text by path, so that none of those needs another for a string rule.

use crate::percent::decode_component;

/// The path part of a location: drops `?query` and `#hash` and trailing slashes, so `/login/?x=1`
/// and `/login` are the same route. The root stays `/`, and an empty path means the root.
pub fn normalize_path(path: &str) -> &str {
    let end = path.find(['?', '#']).unwrap_or(path.len());
    let trimmed = path[..end].trim_end_matches('/');
    if trimmed.is_empty() {
        "/"
    } else {
        trimmed
    }
}

/// The key a page that serves several paths (the information pages: `/privacy-policy`, `/t&c`…)
/// picks its text by: the path percent-decoded, so `/t%26c` and `/t&c` are the same page, without
/// trailing slashes, and `/` for the root or an empty path.
///
/// A malformed escape (`/t%zz`) is kept as written rather than failing: the page then shows its
/// default text, as for any other unknown path. `?` and `#` are not cut: this takes the pathname,
/// in which an encoded `%3F` is part of the path.
pub fn normalize_page_path(pathname: &str) -> String {
    let decoded = decode_component(pathname);
    let path = decoded.as_deref().unwrap_or(pathname).trim_end_matches('/');
    if path.is_empty() {
        "/".to_string()
    } else {
        path.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_path_strips_query_hash_and_trailing_slashes() {
        assert_eq!(normalize_path(""), "/");
        assert_eq!(normalize_path("/"), "/");
        assert_eq!(normalize_path("///"), "/");
        assert_eq!(normalize_path("/a/b/"), "/a/b");
        assert_eq!(normalize_path("/a?b=/c/"), "/a");
        assert_eq!(normalize_path("/a#b?c"), "/a");
        assert_eq!(normalize_path("/a/?b#c"), "/a");
    }

    #[test]
    fn page_paths_are_decoded_and_lose_trailing_slashes() {
        assert_eq!(normalize_page_path("/t%26c"), "/t&c");
        assert_eq!(normalize_page_path("/t&c/"), "/t&c");
        assert_eq!(normalize_page_path("/privacy-policy//"), "/privacy-policy");
        assert_eq!(normalize_page_path(""), "/");
        assert_eq!(normalize_page_path("/"), "/");
        assert_eq!(normalize_page_path("%2F"), "/");
        assert_eq!(normalize_page_path("/caf%C3%A9"), "/café");
    }

    #[test]
    fn a_malformed_escape_keeps_the_path_as_written() {
        assert_eq!(normalize_page_path("/t%zz/"), "/t%zz");
        assert_eq!(normalize_page_path("/50%"), "/50%");
        assert_eq!(normalize_page_path("/%FF"), "/%FF");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn normalize_never_panics_and_is_idempotent(s in any::<String>()) {
            let n = normalize_path(&s);
            prop_assert_eq!(normalize_path(n), n);
            prop_assert!(!n.is_empty());
            prop_assert!(!n.contains(['?', '#']));
            prop_assert!(n == "/" || !n.ends_with('/'));
        }

        #[test]
        fn page_paths_never_panic_and_never_end_in_a_slash(s in any::<String>()) {
            let p = normalize_page_path(&s);
            prop_assert!(!p.is_empty());
            prop_assert!(p == "/" || !p.ends_with('/'));
            if !s.contains('%') {
                let trimmed = s.trim_end_matches('/');
                prop_assert_eq!(p.as_str(), if trimmed.is_empty() { "/" } else { trimmed });
                // Without escapes the rule is idempotent.
                prop_assert_eq!(normalize_page_path(&p), p.clone());
            }
        }

        #[test]
        fn an_encoded_path_is_the_same_page_as_the_plain_one(
            segments in prop::collection::vec("[^%\\pC]{1,8}", 1..4),
        ) {
            let plain = format!("/{}", segments.join("/"));
            let encoded = format!(
                "/{}",
                segments.iter().map(|s| crate::percent::encode_component(s)).collect::<Vec<_>>().join("/")
            );
            prop_assert_eq!(normalize_page_path(&encoded), normalize_page_path(&plain));
        }
    }
}
