//! External links on a CV: only plain http(s) URLs ever become an `href`.
//!
//! A CV is shown to other users, so a `javascript:` or `data:` link would run an attacker's code in
//! their session. Rather than block bad schemes, this allows exactly two good ones.

use skora_foundations::limits::URL_MAX_CHARS;
use skora_foundations::validation::validate_email;

/// The trimmed URL when it is an absolute `http:` / `https:` URL with a host, at most 300 characters,
/// without whitespace, control characters, bidi overrides, backslashes or credentials (`user@host`); else
/// `None`.
pub fn safe_external_url(raw: &str) -> Option<String> {
    let url = raw.trim();
    if url.is_empty() || url.chars().count() > URL_MAX_CHARS {
        return None;
    }
    // Browsers drop tabs and newlines inside URLs and read `\` as `/`; refusing them keeps what we
    // check identical to what the browser opens.
    // A bidi override would show the address reversed after it (the rules refuse one too).
    if url.chars().any(|c| {
        c.is_whitespace()
            || c.is_control()
            || c == '\\'
            || skora_foundations::text::is_bidi_override(c)
    }) {
        return None;
    }
    let (scheme, rest) = url.split_once(':')?;
    if !scheme.eq_ignore_ascii_case("http") && !scheme.eq_ignore_ascii_case("https") {
        return None;
    }
    let rest = rest.strip_prefix("//")?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    is_valid_authority(authority).then(|| url.to_string())
}

/// The payment provider's checkout page for a plan, from the deployment's configuration: the
/// configured value only when it is a safe external URL (see [`safe_external_url`]) over `https`.
/// A card page must never be reached over plain http, so an `http:` value counts as not configured
/// and the portal says payments are not enabled, rather than sending a payer to an unsafe page.
pub fn safe_checkout_url(configured: &str) -> Option<String> {
    safe_external_url(configured).filter(|url| {
        url.get(..8)
            .is_some_and(|scheme| scheme.eq_ignore_ascii_case("https://"))
    })
}

/// `host` or `host:port`; no `user:password@`, which is used to disguise the real host.
fn is_valid_authority(authority: &str) -> bool {
    if authority.contains('@') {
        return false;
    }
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let port_ok =
        port.is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()));
    port_ok && is_valid_host(host)
}

/// Dot-separated labels of letters (any script, for internationalised names), digits and hyphens.
fn is_valid_host(host: &str) -> bool {
    let host = host.strip_suffix('.').unwrap_or(host);
    !host.is_empty()
        && host.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
}

/// The `mailto:` link of a contact address, or `None` when the address fails the core's e-mail rule.
///
/// A stored address is re-validated, never trusted: the rule allows `?`, `&`, `%` and `#` in the local
/// part (RFC 5322 does), and in a `mailto:` URL those start headers (`?cc=`, `&bcc=`, `&body=`) or a
/// fragment. So every byte of the local part outside RFC 3986's unreserved set is percent-encoded: the
/// link can only ever address that one mailbox.
pub fn mailto_href(raw: &str) -> Option<String> {
    let email = validate_email(raw).ok()?;
    let (local, domain) = email.split_once('@')?;
    let mut href = String::from("mailto:");
    for b in local.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            href.push(char::from(b));
        } else {
            href.push_str(&format!("%{b:02X}"));
        }
    }
    href.push('@');
    href.push_str(domain);
    Some(href)
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_mailto_addresses_one_mailbox_whatever_the_local_part_holds() {
        assert_eq!(
            mailto_href(" Ana.Silva@Example.com ").as_deref(),
            Some("mailto:ana.silva@example.com")
        );
        assert_eq!(
            mailto_href("a+tag@x.co").as_deref(),
            Some("mailto:a%2Btag@x.co")
        );
        // The hidden recipient and body stay inside the local part, encoded.
        assert_eq!(
            mailto_href("me?bcc=spy%40evil.com&body=hi#x@x.com").as_deref(),
            Some("mailto:me%3Fbcc%3Dspy%2540evil.com%26body%3Dhi%23x@x.com")
        );
        for bad in [
            "me@x.com?bcc=spy%40evil.com",
            "javascript:alert(1)",
            "",
            "a@b",
            "a b@c.de",
        ] {
            assert_eq!(mailto_href(bad), None, "{bad}");
        }
    }
    use super::*;

    #[test]
    fn http_and_https_links_pass_trimmed() {
        assert_eq!(
            safe_external_url("  https://instagram.com/leomessi "),
            Some("https://instagram.com/leomessi".into())
        );
        for ok in [
            "http://example.com",
            "HTTPS://Example.com/Path?q=1#top",
            "https://medium.com/@player",
            "https://sub.example.co.uk:8443/a/b",
            "https://bücher.de/",
            "http://localhost:3000",
            "https://192.168.0.1/x",
        ] {
            assert_eq!(safe_external_url(ok).as_deref(), Some(ok), "{ok}");
        }
    }

    #[test]
    fn other_schemes_and_relative_urls_are_not_links() {
        for bad in [
            "",
            "   ",
            "javascript:alert(1)",
            "JavaScript://example.com/%0Aalert(1)",
            "data:text/html,<script>alert(1)</script>",
            "vbscript:msgbox",
            "ftp://example.com",
            "mailto:a@b.co",
            "//example.com",
            "/profile",
            "example.com",
            "https:example.com",
            "https:/example.com",
            "https://",
            "https:///path",
            "https://user:pass@example.com",
            "https://user@example.com/",
            "https://exa mple.com",
            "https://example.com/a b",
            "https://example.com/\nx",
            "https:\\\\example.com",
            "https://example.com\\@evil.com",
            "https://example.com:port/",
            "https://example.com:123456/",
            "https://-example.com",
            "https://example..com",
        ] {
            assert_eq!(safe_external_url(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn at_most_300_characters() {
        let base = "https://example.com/";
        let ok = format!("{base}{}", "a".repeat(300 - base.len()));
        let long = format!("{base}{}", "a".repeat(301 - base.len()));
        assert!(safe_external_url(&ok).is_some());
        assert_eq!(safe_external_url(&long), None);
    }

    #[test]
    fn a_checkout_link_is_a_safe_https_url() {
        assert_eq!(
            safe_checkout_url(" https://buy.stripe.com/test_00 ").as_deref(),
            Some("https://buy.stripe.com/test_00")
        );
        assert_eq!(
            safe_checkout_url("HTTPS://pay.example.com/pro").as_deref(),
            Some("HTTPS://pay.example.com/pro")
        );
        for bad in [
            "",
            "http://buy.stripe.com/test_00",
            "javascript:alert(1)",
            "https://user@pay.example.com/",
            "//pay.example.com",
            "undefined",
        ] {
            assert_eq!(safe_checkout_url(bad), None, "{bad:?}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_mailto_never_carries_headers_or_a_fragment(raw in "\\PC{0,60}") {
            if let Some(href) = mailto_href(&raw) {
                let rest = href.strip_prefix("mailto:").unwrap_or_default();
                prop_assert!(!rest.contains(['?', '&', '#', ' ']), "{}", href);
                prop_assert_eq!(rest.matches('@').count(), 1);
            }
        }

        #[test]
        fn never_panics_and_is_idempotent(s in any::<String>()) {
            if let Some(url) = safe_external_url(&s) {
                prop_assert_eq!(safe_external_url(&url), Some(url.clone()));
                let lower = url.to_ascii_lowercase();
                prop_assert!(lower.starts_with("http://") || lower.starts_with("https://"));
                prop_assert!(url.chars().count() <= URL_MAX_CHARS);
            }
        }

        #[test]
        fn dangerous_schemes_are_never_links(
            scheme in "(?i)(javascript|data|vbscript|file|blob|about)",
            rest in "\\PC{0,40}",
        ) {
            prop_assert_eq!(safe_external_url(&format!("{scheme}:{rest}")), None);
        }

        #[test]
        fn scheme_relative_and_relative_paths_are_never_links(rest in "\\PC{0,40}") {
            prop_assert_eq!(safe_external_url(&format!("//{rest}")), None);
            prop_assert_eq!(safe_external_url(&format!("/{rest}")), None);
            prop_assert_eq!(safe_external_url(&format!("./{rest}")), None);
            prop_assert_eq!(safe_external_url(&format!("../{rest}")), None);
        }

        #[test]
        fn credentials_are_never_allowed(user in "[a-z]{1,8}", host in "[a-z]{1,8}\\.com") {
            prop_assert_eq!(safe_external_url(&format!("https://{user}@{host}/")), None);
        }

        #[test]
        fn checkout_links_are_the_safe_links_over_https(s in any::<String>()) {
            let checkout = safe_checkout_url(&s);
            let safe = safe_external_url(&s);
            prop_assert_eq!(
                checkout.clone(),
                safe.filter(|u| u.to_ascii_lowercase().starts_with("https://"))
            );
            if let Some(url) = checkout {
                prop_assert_eq!(safe_checkout_url(&url), Some(url.clone()));
            }
        }

        #[test]
        fn an_http_checkout_link_is_never_used(host in "[a-z][a-z0-9]{0,10}\\.[a-z]{2,5}") {
            prop_assert_eq!(safe_checkout_url(&format!("http://{host}/pay")), None);
            let https = format!("https://{host}/pay");
            prop_assert!(safe_checkout_url(&https).is_some());
        }

        #[test]
        fn plain_links_are_accepted(host in "[a-z][a-z0-9]{0,10}\\.[a-z]{2,5}", path in "(/[A-Za-z0-9_.~-]{0,10}){0,3}") {
            let url = format!("https://{host}{path}");
            prop_assert_eq!(safe_external_url(&url), Some(url.clone()));
        }
    }
}
