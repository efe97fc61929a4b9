//! What a stored document must be before any rule reads it: plain JSON (objects, arrays, strings, finite
//! numbers, booleans, null), nested at most [`MAX_DEPTH`] levels, at most [`MAX_BYTES`] as JSON. The readers at
//! the Firebase boundary (the app's `shared/firebase/plain-document.ts`, the functions' `firestore-json.js`)
//! and the wasm facades' conversion (`skora-wasm-common`) all apply these limits, so no rule ever sees a
//! reference, bytes, a class instance, a cycle, or a value deep or large enough to exhaust a stack.
//!
//! The agreed forms of Firestore's own values (both SDKs, both sides):
//! - a Timestamp → `{seconds, nanoseconds}` (what [`crate::timestamps::timestamp_millis`] reads);
//! - a GeoPoint → `{latitude, longitude}`; a document reference → `{referencePath}` (plain, and no rule reads
//!   them: a list entry holding one is skipped by the rule that expected text or a map);
//! - bytes, vectors, any other class instance, a function, a symbol, a bigint, a number that is not finite → `null`;
//! - a map or list nested past [`MAX_DEPTH`] → `null` (cut; Firestore itself stores at most 20 levels);
//! - a whole document over [`MAX_BYTES`] → not read at all (the reader says it cannot be shown; a list skips it).
//!
//! What is read for showing holds no bidi override ([`crate::text::is_bidi_override`]): the rules refuse them
//! now, but a document stored before may hold one, and it would turn the page's own text around it
//! ([`strip_bidi_overrides_in`], [`read_shown`]).

use std::borrow::Cow;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::text::strip_bidi_overrides;

/// The deepest nesting kept: a value at a deeper level becomes `null`. Firestore stores maps and arrays at
/// most 20 deep, so a stored document never loses anything; a walk over a hostile value (a cycle, a
/// 100-deep map built in memory) stops here, well within any stack.
pub const MAX_DEPTH: usize = 32;

/// The largest document read, measured as JSON bytes. Firestore stores at most 1 MiB per document; its JSON
/// can be larger (escapes), but not four times larger.
pub const MAX_BYTES: usize = 4 * 1024 * 1024;

/// The limits as one document, for the readers outside Rust (the app's build-time reference data, the
/// functions through `crates/wasm-node`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DocumentLimits {
    pub max_depth: u32,
    pub max_bytes: u32,
}

/// [`MAX_DEPTH`] and [`MAX_BYTES`].
pub const DOCUMENT_LIMITS: DocumentLimits = DocumentLimits {
    max_depth: MAX_DEPTH as u32,
    max_bytes: MAX_BYTES as u32,
};

/// Whether `value` keeps the limits: nested at most [`MAX_DEPTH`] levels (the top level is 0) and at most
/// [`MAX_BYTES`] as JSON (estimated: a string counts its UTF-8 length and quotes, escapes aside). Iterative, so
/// any depth is checked without recursion.
pub fn within_limits(value: &Value) -> bool {
    let mut bytes = 0usize;
    let mut stack: Vec<(&Value, usize)> = vec![(value, 0)];
    while let Some((value, depth)) = stack.pop() {
        if depth > MAX_DEPTH {
            return false;
        }
        bytes += match value {
            Value::Null | Value::Bool(_) => 5,
            Value::Number(_) => 24,
            Value::String(s) => s.len() + 2,
            Value::Array(items) => {
                stack.extend(items.iter().map(|item| (item, depth + 1)));
                2 + items.len()
            }
            Value::Object(map) => {
                stack.extend(map.values().map(|item| (item, depth + 1)));
                2 + map.keys().map(|k| k.len() + 4).sum::<usize>()
            }
        };
        if bytes > MAX_BYTES {
            return false;
        }
    }
    true
}

/// Every string of `value` (at any depth; keys are never shown) without its bidi overrides. Iterative, so
/// any depth is walked without recursion.
pub fn strip_bidi_overrides_in(value: &mut Value) {
    let mut stack: Vec<&mut Value> = vec![value];
    while let Some(value) = stack.pop() {
        match value {
            Value::String(text) => {
                if let Cow::Owned(clean) = strip_bidi_overrides(text) {
                    *text = clean;
                }
            }
            Value::Array(items) => stack.extend(items.iter_mut()),
            Value::Object(map) => stack.extend(map.values_mut()),
            Value::Null | Value::Bool(_) | Value::Number(_) => {}
        }
    }
}

/// A stored document read as `T` for showing: its strings without bidi overrides, then deserialized
/// (`None` when it is no `T`).
pub fn read_shown<T: DeserializeOwned>(value: &Value) -> Option<T> {
    let mut value = value.clone();
    strip_bidi_overrides_in(&mut value);
    serde_json::from_value(value).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn shown_text_loses_its_bidi_overrides_at_any_depth() {
        let mut doc = json!({
            "firstName": "\u{202E}Ana", "links": [{"label": "a\u{2066}b", "url": "https://x.io"}],
            "deep": {"a": [[{"b": "\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}\u{2069}c"}]]},
            "n": 1, "\u{202E}key": true
        });
        strip_bidi_overrides_in(&mut doc);
        assert_eq!(
            doc,
            json!({
                "firstName": "Ana", "links": [{"label": "ab", "url": "https://x.io"}],
                "deep": {"a": [[{"b": "c"}]]}, "n": 1, "\u{202E}key": true
            })
        );
        assert_eq!(
            read_shown::<Vec<String>>(&json!(["\u{202E}x"])),
            Some(vec!["x".to_string()])
        );
        assert_eq!(read_shown::<Vec<String>>(&json!({"a": 1})), None);
    }

    fn nested(levels: usize) -> Value {
        (0..levels).fold(json!("leaf"), |inner, _| json!({ "a": inner }))
    }

    #[test]
    fn firestore_s_deepest_documents_are_within_the_limits() {
        assert!(within_limits(&nested(20)));
        assert!(within_limits(&nested(MAX_DEPTH)));
        assert!(!within_limits(&nested(MAX_DEPTH + 1)));
        assert!(!within_limits(&nested(100)));
    }

    #[test]
    fn a_document_over_the_byte_limit_is_not_read() {
        assert!(within_limits(&json!({"bio": "x".repeat(1 << 20)})));
        assert!(!within_limits(&json!({"bio": "x".repeat(MAX_BYTES)})));
        let many: Vec<Value> = (0..5).map(|_| json!("x".repeat(1 << 20))).collect();
        assert!(!within_limits(&Value::Array(many)));
    }
}

/// Arbitrary JSON documents for the readers' "never panics" properties (the crates above reach it through
/// the `fixtures` feature).
#[cfg(any(test, feature = "fixtures"))]
pub mod strategies {
    use proptest::prelude::*;
    use serde_json::Value;

    /// Any JSON value: nested up to 8 levels, with strings of any characters, integers and floats.
    pub fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<f64>().prop_map(Value::from),
            ".{0,20}".prop_map(Value::String),
            // Text with bidi overrides, which any character would seldom give.
            "[a-z \u{202A}-\u{202E}\u{2066}-\u{2069}]{0,12}".prop_map(Value::String),
        ];
        leaf.prop_recursive(8, 64, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::btree_map(".{0,8}", inner, 0..6)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }
}

#[cfg(test)]
mod props {
    use super::strategies::json_value;
    use super::*;
    use proptest::prelude::*;

    /// Every string of a JSON value, keys aside.
    fn strings(value: &Value) -> Vec<&str> {
        match value {
            Value::String(s) => vec![s.as_str()],
            Value::Array(items) => items.iter().flat_map(strings).collect(),
            Value::Object(map) => map.values().flat_map(strings).collect(),
            _ => Vec::new(),
        }
    }

    proptest! {
        #[test]
        fn small_documents_are_within_the_limits(value in json_value()) {
            prop_assert!(within_limits(&value));
        }

        #[test]
        fn no_bidi_override_survives_the_stripping(value in json_value()) {
            let mut stripped = value.clone();
            strip_bidi_overrides_in(&mut stripped);
            prop_assert!(strings(&stripped).iter().all(|s| !s.chars().any(crate::text::is_bidi_override)));
            // Only those characters go: without any, the value is unchanged.
            let mut twice = stripped.clone();
            strip_bidi_overrides_in(&mut twice);
            prop_assert_eq!(twice, stripped);
        }
    }
}
