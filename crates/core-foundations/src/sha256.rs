//! SHA-256, hex-encoded: what the server stores instead of a secret (a newsletter
//! confirmation token) or a personal value (the address or IP a rate limit counts).
//!
//! The digest is RustCrypto's `sha2` (pure Rust, so the same code runs natively, in the functions' Node build and in
//! the browser); this module only fixes the encoding every caller stores.

use sha2::{Digest, Sha256};

/// The 32-byte digest of `data`.
pub fn sha256(data: &[u8]) -> [u8; 32] {
    Sha256::digest(data).into()
}

/// Lowercase hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[usize::from(b >> 4)] as char);
        out.push(DIGITS[usize::from(b & 15)] as char);
    }
    out
}

/// The digest of `text`'s UTF-8 bytes as 64 lowercase hex digits.
pub fn sha256_hex(text: &str) -> String {
    hex(&sha256(text.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_answers_from_the_standard() {
        assert_eq!(
            sha256_hex(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        assert_eq!(
            sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        // 56 bytes: the length no longer fits the first padded block.
        assert_eq!(
            sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
        assert_eq!(
            sha256_hex(&"a".repeat(1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        );
    }

    #[test]
    fn every_tail_length_around_a_block_is_handled() {
        // 55, 56, 63, 64 and 65 bytes: the padding's edge cases.
        assert_eq!(
            sha256_hex(&"a".repeat(55)),
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
        );
        assert_eq!(
            sha256_hex(&"a".repeat(64)),
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn digests_are_64_hex_digits_and_tell_inputs_apart(a in any::<String>(), b in any::<String>()) {
            let (ha, hb) = (sha256_hex(&a), sha256_hex(&b));
            prop_assert_eq!(ha.len(), 64);
            prop_assert!(ha.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
            prop_assert_eq!(a == b, ha == hb);
        }
    }
}
