//! A point on the map. A leaf of its own because the CV (`profile`), the directory and the store all
//! hold one, and none of them should depend on another just to name a coordinate.

use serde::{Deserialize, Serialize};

use crate::limits::{MAX_LATITUDE, MAX_LONGITUDE};

/// A map coordinate in degrees.
///
/// Equality is bit-for-bit (see the `PartialEq` impl) rather than IEEE `==`.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct LatLng {
    pub lat: f64,
    pub lng: f64,
}

/// Bitwise equality: change detection must be reflexive, or a player pin with a NaN coordinate
/// would look "changed" on every identical write and re-render forever.
impl PartialEq for LatLng {
    fn eq(&self, other: &Self) -> bool {
        self.lat.to_bits() == other.lat.to_bits() && self.lng.to_bits() == other.lng.to_bits()
    }
}

impl LatLng {
    /// A real point on the map: finite, |lat| ≤ 90, |lng| ≤ 180.
    pub fn is_valid(&self) -> bool {
        self.lat.is_finite()
            && self.lng.is_finite()
            && self.lat.abs() <= MAX_LATITUDE
            && self.lng.abs() <= MAX_LONGITUDE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edges_of_the_map_are_valid_and_beyond_them_is_not() {
        for (lat, lng) in [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0)] {
            assert!(LatLng { lat, lng }.is_valid(), "{lat},{lng}");
        }
        for (lat, lng) in [
            (90.5, 0.0),
            (0.0, -180.5),
            (f64::NAN, 0.0),
            (0.0, f64::INFINITY),
        ] {
            assert!(!LatLng { lat, lng }.is_valid(), "{lat},{lng}");
        }
    }

    #[test]
    fn equality_is_bitwise_so_nan_equals_itself_and_zero_signs_differ() {
        let nan = LatLng {
            lat: f64::NAN,
            lng: 1.0,
        };
        assert_eq!(nan, nan);
        assert_ne!(
            LatLng { lat: 0.0, lng: 0.0 },
            LatLng {
                lat: -0.0,
                lng: 0.0
            }
        );
    }

    #[test]
    fn serialises_as_lat_and_lng() {
        assert_eq!(
            serde_json::to_value(LatLng {
                lat: 1.5,
                lng: -2.0
            })
            .ok(),
            Some(serde_json::json!({"lat": 1.5, "lng": -2.0}))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn equality_is_reflexive_and_validity_is_the_range(lat in any::<f64>(), lng in any::<f64>()) {
            let p = LatLng { lat, lng };
            prop_assert_eq!(p, p);
            let in_range = lat.is_finite() && lng.is_finite() && lat.abs() <= 90.0 && lng.abs() <= 180.0;
            prop_assert_eq!(p.is_valid(), in_range);
        }
    }
}
