//! Path strings as the browser hands them over, reduced to what the app keys its routes by. A leaf
//! shared by the route table (`routes`) and the remembered location (`location`), so that neither of
//! those needs the other for a string rule.

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
    }
}
