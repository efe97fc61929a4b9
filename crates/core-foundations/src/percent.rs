//! Percent-encoding of one URL component (RFC 3986).
//!
//! Written by hand because it is ten lines and the core avoids dependencies it does not need.

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Encodes every byte of the UTF-8 text except the RFC 3986 unreserved set `A-Z a-z 0-9 - . _ ~`,
/// so the result is safe in any URL component (path segment, query key or value, fragment).
pub fn encode_component(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s.as_bytes() {
        if is_unreserved(b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0x0F)]));
        }
    }
    out
}

fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// Inverse of [`encode_component`], with `decodeURIComponent`'s strictness: `None` when a `%` is not
/// followed by two hex digits or the bytes are not UTF-8 (`+` stays `+`: it is not a space in a path).
pub fn decode_component(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            // `from_str_radix` alone would take a sign (`%+1`), which is not an escape.
            if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return None;
            }
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

fn hex(b: u8) -> Option<u8> {
    char::from(b)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

/// `application/x-www-form-urlencoded` decoding of a query key or value, as URLSearchParams does it: `+` is a
/// space, `%XX` a byte, a malformed escape stays as it is, and invalid UTF-8 becomes U+FFFD. Never fails, so
/// any link opens its page (the directory's and the map's queries).
pub fn decode_form(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => match (hex(b[i + 1]), hex(b[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h * 16 + l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The key-value pairs of a URL search string (with or without its `?`), decoded, each key with its first value
/// only (as `URLSearchParams.get` reads a repeated key), in the order they come: what the pages' query readers
/// (the directory's, the map's) walk.
pub fn query_pairs(search: &str) -> Vec<(String, String)> {
    let search = search.strip_prefix('?').unwrap_or(search);
    let mut pairs: Vec<(String, String)> = Vec::new();
    for pair in search.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = decode_form(key);
        if !pairs.iter().any(|(seen, _)| *seen == key) {
            pairs.push((key, decode_form(value)));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreserved_chars_pass_through() {
        assert_eq!(encode_component("AZaz09-._~"), "AZaz09-._~");
    }

    #[test]
    fn reserved_and_space_are_encoded_with_uppercase_hex() {
        assert_eq!(
            encode_component("a b&c=d/e?f#g+h%"),
            "a%20b%26c%3Dd%2Fe%3Ff%23g%2Bh%25"
        );
    }

    #[test]
    fn multibyte_chars_encode_every_utf8_byte() {
        assert_eq!(encode_component("é"), "%C3%A9");
        assert_eq!(encode_component("⚽"), "%E2%9A%BD");
    }

    #[test]
    fn form_decoding_reads_what_url_search_params_reads() {
        assert_eq!(decode_form("Luc%C3%ADa+Ferrer"), "Lucía Ferrer");
        assert_eq!(decode_form("100%"), "100%");
        assert_eq!(decode_form("%zz%4"), "%zz%4");
        assert_eq!(decode_form("%FF"), "\u{FFFD}");
        assert_eq!(decode_form(&encode_component("a+b c&é")), "a+b c&é");
    }

    #[test]
    fn query_pairs_keep_the_first_value_of_each_key() {
        let pairs = query_pairs("?a=1&b=x+y&a=2&&c&%61=3");
        let expected = [("a", "1"), ("b", "x y"), ("c", "")];
        assert_eq!(pairs.len(), expected.len());
        for ((k, v), (ek, ev)) in pairs.iter().zip(expected) {
            assert_eq!((k.as_str(), v.as_str()), (ek, ev));
        }
        assert!(query_pairs("").is_empty() && query_pairs("?").is_empty());
    }

    #[test]
    fn empty_stays_empty() {
        assert_eq!(encode_component(""), "");
    }

    #[test]
    fn decoding_is_strict_like_decode_uri_component() {
        assert_eq!(decode_component("t%26c").as_deref(), Some("t&c"));
        assert_eq!(decode_component("%C3%a9+x").as_deref(), Some("é+x"));
        for bad in ["%", "%2", "%zz", "%+1", "%-1", "%C3", "%FF", "%é1"] {
            assert_eq!(decode_component(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn decoding_the_encoding_gives_back_the_input(s in any::<String>()) {
            prop_assert_eq!(decode_component(&encode_component(&s)), Some(s));
        }

        #[test]
        fn form_decoding_never_panics_and_reads_the_encoding(s in any::<String>(), raw in "\\PC{0,30}") {
            prop_assert_eq!(decode_form(&encode_component(&s)), s);
            let _ = decode_form(&raw);
        }

        #[test]
        fn output_is_only_unreserved_chars_and_percent_escapes(s in any::<String>()) {
            let e = encode_component(&s);
            let b = e.as_bytes();
            let mut i = 0;
            while i < b.len() {
                if b[i] == b'%' {
                    prop_assert!(i + 2 < b.len());
                    prop_assert!(b[i + 1].is_ascii_digit() || (b'A'..=b'F').contains(&b[i + 1]));
                    prop_assert!(b[i + 2].is_ascii_digit() || (b'A'..=b'F').contains(&b[i + 2]));
                    i += 3;
                } else {
                    prop_assert!(is_unreserved(b[i]));
                    i += 1;
                }
            }
        }
    }
}
