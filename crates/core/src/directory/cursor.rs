//! The page cursor as the URL carries it (`?cursor=…`): which order it belongs to, where the page starts
//! (for "Showing 13–24"), and the boundary player's order value and uid, from which Firestore resumes.
//!
//! The token is base64url of a small JSON array, so it is opaque, URL-safe and short. Anything that does
//! not decode into a cursor of the right shape is no cursor: the directory then shows its first page.

use serde_json::{json, Value};

use skora_foundations::firestore_paths::is_document_id;

/// Tokens longer than this are not read (a sort key, a uid and a number fit in a fraction of it).
pub const MAX_TOKEN_CHARS: usize = 1024;

/// Which way the page goes from the boundary player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// The page starts right after the boundary (Next).
    After,
    /// The page ends right before the boundary (Previous).
    Before,
}

/// A decoded cursor.
#[derive(Debug, Clone, PartialEq)]
pub struct Cursor {
    pub direction: Direction,
    /// The order's one-letter code (`Order::code`): a cursor of another order is ignored.
    pub order: char,
    /// How many players come before the page's first card.
    pub start: u32,
    /// The boundary player's value of the order field (a string, a number or null).
    pub value: Value,
    /// The boundary player's uid: the order's tie-break.
    pub id: String,
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

fn unbase64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)?;
        acc = (acc << 6) | u32::try_from(v).ok()?;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(u8::try_from((acc >> bits) & 0xFF).ok()?);
        }
    }
    // A length that leaves 6 bits over is no encoding of whole bytes.
    (bits < 6).then_some(out)
}

/// Whether `text` can be a token at all (checked when the URL is parsed; decoding comes later).
pub fn is_token_text(text: &str) -> bool {
    !text.is_empty() && text.len() <= MAX_TOKEN_CHARS && text.bytes().all(|b| ALPHABET.contains(&b))
}

impl Cursor {
    pub fn encode(&self) -> String {
        let dir = match self.direction {
            Direction::After => "a",
            Direction::Before => "b",
        };
        let text =
            json!([dir, self.order.to_string(), self.start, self.value, self.id]).to_string();
        base64url(text.as_bytes())
    }

    /// The cursor of a token, or `None` for anything else.
    pub fn decode(token: &str) -> Option<Cursor> {
        if !is_token_text(token) {
            return None;
        }
        let bytes = unbase64url(token)?;
        let value: Value = serde_json::from_slice(&bytes).ok()?;
        let [dir, order, start, value, id] =
            <[Value; 5]>::try_from(value.as_array()?.clone()).ok()?;
        let direction = match dir.as_str()? {
            "a" => Direction::After,
            "b" => Direction::Before,
            _ => return None,
        };
        let mut order_chars = order.as_str()?.chars();
        let order = order_chars
            .next()
            .filter(|_| order_chars.next().is_none())?;
        let start = u32::try_from(start.as_u64()?).ok()?;
        let id = id.as_str()?.to_string();
        let value_ok = match &value {
            Value::Null => true,
            Value::String(_) => true,
            Value::Number(n) => n.as_f64().is_some_and(f64::is_finite),
            _ => false,
        };
        (value_ok && is_document_id(&id)).then_some(Cursor {
            direction,
            order,
            start,
            value,
            id,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cursor() -> Cursor {
        Cursor {
            direction: Direction::After,
            order: 'n',
            start: 12,
            value: json!("ferrer lucía"),
            id: "demo-lucia-ferrer".into(),
        }
    }

    #[test]
    fn a_cursor_round_trips_through_a_url_safe_token() {
        let token = cursor().encode();
        assert!(is_token_text(&token), "{token}");
        assert_eq!(Cursor::decode(&token), Some(cursor()));
        let before = Cursor {
            direction: Direction::Before,
            value: json!(1_736_935_200_000.0),
            ..cursor()
        };
        assert_eq!(Cursor::decode(&before.encode()), Some(before));
    }

    #[test]
    fn anything_else_is_no_cursor() {
        let valid = cursor().encode();
        for token in [
            "",
            "!!",
            "A",
            &valid[..valid.len() - 1],
            &base64url(b"[\"a\",\"n\",12,\"x\"]"),
            &base64url(b"[\"c\",\"n\",12,\"x\",\"id\"]"),
            &base64url(b"[\"a\",\"nn\",12,\"x\",\"id\"]"),
            &base64url(b"[\"a\",\"n\",-1,\"x\",\"id\"]"),
            &base64url(b"[\"a\",\"n\",1,{\"x\":1},\"id\"]"),
            &base64url(b"[\"a\",\"n\",1,\"x\",\"a/b\"]"),
            &"A".repeat(MAX_TOKEN_CHARS + 4),
        ] {
            assert_eq!(Cursor::decode(token), None, "{token}");
        }
    }

    #[test]
    fn base64url_matches_the_standard() {
        assert_eq!(base64url(b""), "");
        assert_eq!(base64url(b"f"), "Zg");
        assert_eq!(base64url(b"fo"), "Zm8");
        assert_eq!(base64url(b"foo"), "Zm9v");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
        assert_eq!(unbase64url("Zm9vYg"), Some(b"foob".to_vec()));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn bytes_round_trip(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
            prop_assert_eq!(unbase64url(&base64url(&bytes)), Some(bytes));
        }

        #[test]
        fn decoding_never_panics(text in "[A-Za-z0-9_-]{0,80}|\\PC{0,40}") {
            let _ = Cursor::decode(&text);
        }

        #[test]
        fn every_cursor_round_trips(
            after in any::<bool>(), order in "[nsyou]", start in any::<u32>(),
            value in prop_oneof![Just(Value::Null), "\\PC{0,40}".prop_map(Value::String),
                (-1e15f64..1e15).prop_map(|f| json!(f.trunc()))],
            // Decoding refuses what names no document (`____` is reserved), so only ids do round trips.
            id in "[A-Za-z0-9_-]{1,40}".prop_filter("a document id", |s| skora_foundations::firestore_paths::is_document_id(s)),
        ) {
            let c = Cursor {
                direction: if after { Direction::After } else { Direction::Before },
                order: order.chars().next().unwrap_or('n'),
                start, value, id,
            };
            prop_assert_eq!(Cursor::decode(&c.encode()), Some(c));
        }
    }
}
