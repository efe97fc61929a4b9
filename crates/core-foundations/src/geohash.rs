//! Geohashes: a point as a short base-32 string whose prefixes are ever larger cells, so the map can
//! ask Firestore for "every entry whose geohash starts with `u0`" as one range query.
//!
//! Hand-written (twenty lines) rather than a crate, like the core's other small encodings.

use crate::geo::LatLng;

/// The geohash alphabet, in ascending ASCII order: a geohash's order as a string is its cell's order.
pub const BASE32: &[u8; 32] = b"0123456789bcdefghjkmnpqrstuvwxyz";

/// The geohash of `point` with `precision` characters (at most 12), or `None` for a point that is not
/// on the map. Each character halves the cell five times, alternately by longitude and latitude.
pub fn encode(point: LatLng, precision: usize) -> Option<String> {
    if !point.is_valid() {
        return None;
    }
    let precision = precision.min(12);
    let (mut lat, mut lng) = ((-90.0f64, 90.0f64), (-180.0f64, 180.0f64));
    let mut out = String::with_capacity(precision);
    let mut even = true;
    for _ in 0..precision {
        let mut index = 0usize;
        for _ in 0..5 {
            let (range, value) = if even {
                (&mut lng, point.lng)
            } else {
                (&mut lat, point.lat)
            };
            let mid = (range.0 + range.1) / 2.0;
            index <<= 1;
            if value >= mid {
                index |= 1;
                range.0 = mid;
            } else {
                range.1 = mid;
            }
            even = !even;
        }
        out.push(char::from(BASE32[index]));
    }
    Some(out)
}

/// The cell a geohash names, as (south-west, north-east) corners; `None` for a string with a character
/// outside the alphabet.
pub fn bounds(hash: &str) -> Option<(LatLng, LatLng)> {
    let (mut lat, mut lng) = ((-90.0f64, 90.0f64), (-180.0f64, 180.0f64));
    let mut even = true;
    for c in hash.bytes() {
        let index = BASE32.iter().position(|&b| b == c)?;
        for bit in (0..5).rev() {
            let range = if even { &mut lng } else { &mut lat };
            let mid = (range.0 + range.1) / 2.0;
            if index >> bit & 1 == 1 {
                range.0 = mid;
            } else {
                range.1 = mid;
            }
            even = !even;
        }
    }
    Some((
        LatLng {
            lat: lat.0,
            lng: lng.0,
        },
        LatLng {
            lat: lat.1,
            lng: lng.1,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_hashes() {
        // The textbook example (Wikipedia) and two corners of the world.
        let p = LatLng {
            lat: 57.64911,
            lng: 10.40744,
        };
        assert_eq!(encode(p, 11).as_deref(), Some("u4pruydqqvj"));
        assert_eq!(
            encode(LatLng { lat: 0.0, lng: 0.0 }, 5).as_deref(),
            Some("s0000")
        );
        assert_eq!(
            encode(
                LatLng {
                    lat: -90.0,
                    lng: -180.0
                },
                3
            )
            .as_deref(),
            Some("000")
        );
        assert_eq!(
            encode(
                LatLng {
                    lat: 90.0,
                    lng: 180.0
                },
                3
            )
            .as_deref(),
            Some("zzz")
        );
    }

    #[test]
    fn points_off_the_map_have_no_hash_and_precision_is_capped() {
        assert_eq!(
            encode(
                LatLng {
                    lat: 91.0,
                    lng: 0.0
                },
                5
            ),
            None
        );
        assert_eq!(
            encode(
                LatLng {
                    lat: f64::NAN,
                    lng: 0.0
                },
                5
            ),
            None
        );
        assert_eq!(
            encode(LatLng { lat: 1.0, lng: 1.0 }, 40).map(|h| h.len()),
            Some(12)
        );
        assert_eq!(
            encode(LatLng { lat: 1.0, lng: 1.0 }, 0).as_deref(),
            Some("")
        );
    }

    #[test]
    fn bounds_reject_letters_outside_the_alphabet() {
        assert!(bounds("u4pr").is_some());
        for bad in ["a", "u4i", "U4", "é"] {
            assert_eq!(bounds(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_cell_contains_the_point_and_prefixes_are_larger_cells(
            lat in -90.0f64..=90.0, lng in -180.0f64..=180.0, precision in 1usize..=12
        ) {
            let p = LatLng { lat, lng };
            let hash = encode(p, precision).unwrap_or_default();
            prop_assert_eq!(hash.len(), precision);
            let (sw, ne) = bounds(&hash).unwrap_or((p, p));
            prop_assert!(sw.lat <= lat && lat <= ne.lat && sw.lng <= lng && lng <= ne.lng);
            let shorter = encode(p, precision - 1).unwrap_or_default();
            prop_assert!(hash.starts_with(&shorter));
        }
    }
}
