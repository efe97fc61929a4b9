//! Percentiles from the stored histograms.

use std::collections::BTreeMap;

use serde_json::Value;

/// Counts per bucket.
pub type Histogram = BTreeMap<i64, u64>;

/// The counts of a stored histogram (`{"178": 12, "180": 3}`), tolerantly: keys that are not integers and
/// counts that are not positive integers are skipped.
pub fn histogram_counts(value: &Value) -> impl Iterator<Item = (i64, u64)> + '_ {
    value
        .as_object()
        .into_iter()
        .flatten()
        .filter_map(|(k, v)| Some((k.parse::<i64>().ok()?, v.as_u64().filter(|&n| n > 0)?)))
}

/// A stored histogram, read as `histogram_counts` reads it.
pub fn read_histogram(value: &Value) -> Histogram {
    histogram_counts(value).collect()
}

/// The percentile rank of `value` among the counted players, 0–100: the share below it plus half the
/// share at it (the usual definition, so the middle of a group of equals sits at its middle). `None`
/// for an empty histogram.
pub fn percentile_rank(histogram: &Histogram, value: i64) -> Option<u8> {
    percentile_rank_of(histogram.iter().map(|(&k, &n)| (k, n)), value)
}

/// `percentile_rank` over (bucket, count) pairs in any order, each bucket once: what a page that reads
/// one stored histogram for one value needs, without building the map (in the CV's wasm module the map
/// and its range queries cost several KiB).
pub fn percentile_rank_of(counts: impl IntoIterator<Item = (i64, u64)>, value: i64) -> Option<u8> {
    let (mut total, mut below, mut at) = (0u128, 0u128, 0u128);
    for (bucket, n) in counts {
        let n = u128::from(n);
        total += n;
        if bucket < value {
            below += n;
        } else if bucket == value {
            at += n;
        }
    }
    if total == 0 {
        return None;
    }
    // (below + at / 2) / total in whole percent, rounded half up, in integers.
    let rank = (200 * below + 100 * at + total) / (2 * total);
    u8::try_from(rank.min(100)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_counts_and_skips_the_rest() {
        let h =
            read_histogram(&json!({"178": 2, "180": 1, "x": 4, "190": -1, "191": 0, "192": 1.5}));
        assert_eq!(h, Histogram::from([(178, 2), (180, 1)]));
        assert!(read_histogram(&json!(null)).is_empty());
    }

    #[test]
    fn ranks() {
        let h = Histogram::from([(170, 1), (180, 2), (190, 1)]);
        assert_eq!(percentile_rank(&h, 160), Some(0));
        assert_eq!(percentile_rank(&h, 170), Some(13)); // (0 + 0.5) / 4
        assert_eq!(percentile_rank(&h, 180), Some(50));
        assert_eq!(percentile_rank(&h, 200), Some(100));
        assert_eq!(percentile_rank(&Histogram::new(), 180), None);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn ranks_from_pairs_are_the_histogram_s(
            h in prop::collection::btree_map(-50i64..50, 1u64..1_000_000, 0..20), v in -60i64..60
        ) {
            let doc = serde_json::Value::Object(h.iter().map(|(k, n)| (k.to_string(), serde_json::json!(n))).collect());
            prop_assert_eq!(percentile_rank_of(histogram_counts(&doc), v), percentile_rank(&h, v));
            prop_assert_eq!(read_histogram(&doc), h);
        }

        #[test]
        fn ranks_grow_with_the_value_and_stay_within_0_to_100(
            h in prop::collection::btree_map(-50i64..50, 1u64..1_000_000, 1..20), a in -60i64..60, b in -60i64..60
        ) {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let (x, y) = (percentile_rank(&h, lo), percentile_rank(&h, hi));
            prop_assert!(x <= y);
            prop_assert!(y.is_some_and(|r| r <= 100));
        }
    }
}
