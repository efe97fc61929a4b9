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
