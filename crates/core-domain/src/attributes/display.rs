//! How a face value is shown: its colour band (EA FC's card colours by value) and its place on the radar.

use serde::{Deserialize, Serialize};

use super::faces::{FACE_MAX, FACE_MIN};

/// The colour band of a 1–99 value. The UI picks the colours; the core decides the thresholds, so the
/// card, the radar's table and a print agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Band {
    /// 1–49 (EA FC: red).
    Low,
    /// 50–64 (orange).
    Fair,
    /// 65–74 (yellow).
    Good,
    /// 75–84 (light green).
    Great,
    /// 85–99 (dark green).
    Elite,
}

/// The lowest value of each band above `Low`.
pub const BAND_FLOORS: [(Band, u8); 4] = [
    (Band::Fair, 50),
    (Band::Good, 65),
    (Band::Great, 75),
    (Band::Elite, 85),
];

pub fn band(value: u8) -> Band {
    BAND_FLOORS
        .iter()
        .rev()
        .find(|(_, floor)| value >= *floor)
        .map_or(Band::Low, |(b, _)| *b)
}

/// A face value on the radar's 0–1 axis: 1 → 0, 99 → 1.
pub fn radar_value(value: u8) -> f64 {
    let v = value.clamp(FACE_MIN, FACE_MAX);
    f64::from(v - FACE_MIN) / f64::from(FACE_MAX - FACE_MIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_and_radar() {
        assert_eq!(band(1), Band::Low);
        assert_eq!(band(49), Band::Low);
        assert_eq!(band(50), Band::Fair);
        assert_eq!(band(74), Band::Good);
        assert_eq!(band(75), Band::Great);
        assert_eq!(band(99), Band::Elite);
        assert_eq!(radar_value(1), 0.0);
        assert_eq!(radar_value(99), 1.0);
        assert_eq!(radar_value(50), 0.5);
        assert_eq!(radar_value(0), 0.0);
    }

    proptest::proptest! {
        #[test]
        fn bands_and_radar_are_monotone(a in 0u8..=120, b in 0u8..=120) {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            proptest::prop_assert!(band(lo) <= band(hi));
            proptest::prop_assert!(radar_value(lo) <= radar_value(hi));
            proptest::prop_assert!((0.0..=1.0).contains(&radar_value(hi)));
        }
    }
}
