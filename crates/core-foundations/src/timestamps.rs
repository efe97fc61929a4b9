//! Firestore timestamps as the callers hand them over, read into milliseconds since the epoch.
//!
//! A leaf because the browser's directory and the functions' player index both read `updatedAt`, and
//! each side's SDK gives it another shape: the app passes milliseconds or a `Timestamp`'s own fields
//! (`{seconds, nanoseconds}`), and `JSON.stringify` of a `Timestamp` gives `{_seconds, _nanoseconds}`.

use serde_json::Value;

/// Milliseconds since the epoch from a number, `{seconds, nanoseconds}` or `{_seconds, _nanoseconds}`;
/// `None` for anything else or a value that is not finite.
pub fn timestamp_millis(value: Option<&Value>) -> Option<f64> {
    let value = value?;
    if let Some(ms) = value.as_f64() {
        return ms.is_finite().then_some(ms);
    }
    let seconds = value
        .get("seconds")
        .or_else(|| value.get("_seconds"))?
        .as_f64()?;
    let nanos = value
        .get("nanoseconds")
        .or_else(|| value.get("_nanoseconds"))
        .and_then(Value::as_f64)
        .unwrap_or(0.0);
    let ms = seconds * 1000.0 + nanos / 1_000_000.0;
    ms.is_finite().then_some(ms)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_milliseconds_and_both_timestamp_shapes() {
        assert_eq!(timestamp_millis(Some(&json!(1234.0))), Some(1234.0));
        assert_eq!(
            timestamp_millis(Some(
                &json!({"seconds": 1_700_000_000, "nanoseconds": 500_000_000})
            )),
            Some(1_700_000_000_500.0)
        );
        assert_eq!(
            timestamp_millis(Some(&json!({"_seconds": 2, "_nanoseconds": 0}))),
            Some(2000.0)
        );
    }

    #[test]
    fn anything_else_is_no_time() {
        assert_eq!(timestamp_millis(Some(&json!({"nanoseconds": 1}))), None);
        assert_eq!(timestamp_millis(Some(&json!("yesterday"))), None);
        assert_eq!(timestamp_millis(Some(&json!({"seconds": "1"}))), None);
        assert_eq!(timestamp_millis(None), None);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_time_is_always_finite(seconds in any::<f64>(), nanos in any::<f64>()) {
            let value = serde_json::json!({"seconds": seconds, "nanoseconds": nanos});
            prop_assert!(timestamp_millis(Some(&value)).is_none_or(f64::is_finite));
        }
    }
}
