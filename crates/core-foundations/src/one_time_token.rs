//! The tokens of one-time links (a newsletter's confirmation, a guardian's answer, an official's confirmation of
//! stats): 32 random bytes from the server's CSPRNG, in hex. Only a hash is stored, so a read of the database gives
//! no working link, and each use hashes with its own purpose, so a token of one kind never opens another.

use crate::sha256::{hex, sha256_hex};

/// Random bytes in a token (256 bits).
pub const TOKEN_BYTES: usize = 32;

/// A fresh token from `random` (at least [`TOKEN_BYTES`] bytes from a CSPRNG; only the first are used), or `None`
/// when there are too few.
pub fn token(random: &[u8]) -> Option<String> {
    random.get(..TOKEN_BYTES).map(hex)
}

/// Whether `token` has a token's shape (64 lowercase hex digits): anything else is refused before any read.
pub fn is_token(token: &str) -> bool {
    token.len() == TOKEN_BYTES * 2
        && token
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The stored id of a token used for `purpose`: the SHA-256 of both, never the token. `None` for a string that is
/// no token.
pub fn token_id(purpose: &str, token: &str) -> Option<String> {
    is_token(token).then(|| sha256_hex(&format!("{purpose}\n{token}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_64_hex_digits_and_its_id_depends_on_the_purpose() {
        let random: Vec<u8> = (0..40u8).map(|i| i.wrapping_mul(37)).collect();
        let t = token(&random).unwrap_or_default();
        assert!(is_token(&t));
        assert_eq!(token(&random[..31]), None);
        let a = token_id("a", &t);
        assert!(a.as_ref().is_some_and(|id| id.len() == 64 && *id != t));
        assert_ne!(a, token_id("b", &t));
        for bad in ["", "../x", &t.to_uppercase(), &t[1..], &format!("{t}0")] {
            assert_eq!(token_id("a", bad), None, "{bad}");
        }
    }
}
