//! The overall rating: a weighted mean of the six faces, with weights per main position, as EA FC rates a
//! centre-back mostly on defending and a striker mostly on shooting. Whole percent summing to 100, each
//! weight ≥ 0, so the overall is 1–99 and monotone in every face (and so in every input).

use super::faces::{Face, FACE_MAX, FACE_MIN, GOALKEEPER_FACES, OUTFIELD_FACES};
use crate::positions::Position;

/// Weights over the outfield faces PAC SHO PAS DRI DEF PHY, per outfield position (docs/attributes.md).
pub const OUTFIELD_WEIGHTS: [(Position, [u8; 6]); 14] = [
    //                    PAC SHO PAS DRI DEF PHY
    (Position::Cb, [10, 0, 10, 5, 50, 25]),
    (Position::Lb, [25, 0, 15, 10, 35, 15]),
    (Position::Rb, [25, 0, 15, 10, 35, 15]),
    (Position::Lwb, [25, 5, 20, 15, 25, 10]),
    (Position::Rwb, [25, 5, 20, 15, 25, 10]),
    (Position::Cdm, [5, 5, 25, 10, 35, 20]),
    (Position::Cm, [10, 10, 35, 20, 15, 10]),
    (Position::Cam, [10, 25, 30, 30, 0, 5]),
    (Position::Lm, [25, 10, 25, 25, 5, 10]),
    (Position::Rm, [25, 10, 25, 25, 5, 10]),
    (Position::Lw, [25, 20, 20, 30, 0, 5]),
    (Position::Rw, [25, 20, 20, 30, 0, 5]),
    (Position::Cf, [15, 30, 20, 30, 0, 5]),
    (Position::St, [20, 45, 5, 15, 0, 15]),
];

/// Weights over the goalkeeper faces DIV HAN KIC REF SPD POS (EA FC's goalkeeper overall leans on the
/// four shot-stopping faces; kicking and speed count a little).
pub const GOALKEEPER_WEIGHTS: [u8; 6] = [22, 22, 8, 25, 3, 20];

/// Equal weights: an outfield card without a usable outfield position (none given, or `GK` on an outfield
/// CV, which the CV's rule refuses but an old document may hold).
pub const EVEN_WEIGHTS: [u8; 6] = [17, 17, 17, 17, 16, 16];

/// The weights for the faces of `faces` (a face set's order) at `position`.
pub fn overall_weights(goalkeeper: bool, position: Option<Position>) -> [u8; 6] {
    if goalkeeper {
        return GOALKEEPER_WEIGHTS;
    }
    position
        .and_then(|p| OUTFIELD_WEIGHTS.iter().find(|(q, _)| *q == p))
        .map_or(EVEN_WEIGHTS, |(_, w)| *w)
}

/// The overall of six faces (in their set's order) at `position`, rounded half up; `None` when the faces
/// are not one set's six.
pub fn overall(faces: &[(Face, u8); 6], position: Option<Position>) -> Option<u8> {
    let order = faces.map(|(f, _)| f);
    let goalkeeper = if order == GOALKEEPER_FACES {
        true
    } else if order == OUTFIELD_FACES {
        false
    } else {
        return None;
    };
    let weights = overall_weights(goalkeeper, position);
    let sum: u32 = faces
        .iter()
        .zip(weights)
        .map(|((_, v), w)| u32::from(*v) * u32::from(w))
        .sum();
    // (sum / 100) rounded half up, in integers.
    let value = (sum + 50) / 100;
    u8::try_from(value.clamp(u32::from(FACE_MIN), u32::from(FACE_MAX))).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_outfield_position_has_weights_summing_to_100() {
        for p in Position::ALL {
            if p == Position::Gk {
                assert!(!OUTFIELD_WEIGHTS.iter().any(|(q, _)| *q == p));
                continue;
            }
            let w = overall_weights(false, Some(p));
            assert_ne!(w, EVEN_WEIGHTS, "{p:?}");
            assert_eq!(w.iter().map(|&x| u32::from(x)).sum::<u32>(), 100, "{p:?}");
        }
        for w in [GOALKEEPER_WEIGHTS, EVEN_WEIGHTS] {
            assert_eq!(w.iter().map(|&x| u32::from(x)).sum::<u32>(), 100);
        }
    }

    #[test]
    fn worked_examples() {
        let winger = [81, 59, 61, 74, 31, 59];
        let faces = |v: [u8; 6], set: [Face; 6]| {
            let mut out = [(Face::Pac, 0); 6];
            for i in 0..6 {
                out[i] = (set[i], v[i]);
            }
            out
        };
        let f = faces(winger, OUTFIELD_FACES);
        // LW: 0.25 × 81 + 0.20 × 59 + 0.20 × 61 + 0.30 × 74 + 0 × 31 + 0.05 × 59 = 69.40 → 69.
        assert_eq!(overall(&f, Some(Position::Lw)), Some(69));
        // The same player as a centre-back: 0.1 × 81 + 0.1 × 61 + 0.05 × 74 + 0.5 × 31 + 0.25 × 59 = 48.15.
        assert_eq!(overall(&f, Some(Position::Cb)), Some(48));
        // No position: about the plain mean (61.15 with 17/17/17/17/16/16).
        assert_eq!(overall(&f, None), Some(61));
        let gk = faces([66, 60, 56, 69, 81, 57], GOALKEEPER_FACES);
        // 0.22 × 66 + 0.22 × 60 + 0.08 × 56 + 0.25 × 69 + 0.03 × 81 + 0.2 × 57 = 63.28 → 63.
        assert_eq!(overall(&gk, Some(Position::Gk)), Some(63));
        let mixed = faces(
            winger,
            [
                Face::Pac,
                Face::Sho,
                Face::Pas,
                Face::Dri,
                Face::Def,
                Face::Pos,
            ],
        );
        assert_eq!(overall(&mixed, None), None);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        // The overall is 1–99 and never falls when a face rises, at every position.
        #[test]
        fn overall_is_bounded_and_monotone(
            v in prop::array::uniform6(1u8..=99), i in 0usize..6, p in 0usize..15, gk in any::<bool>()
        ) {
            let set = if gk { GOALKEEPER_FACES } else { OUTFIELD_FACES };
            let position = Some(Position::ALL[p]);
            let mut faces = [(Face::Pac, 0); 6];
            for k in 0..6 { faces[k] = (set[k], v[k]); }
            let before = overall(&faces, position);
            prop_assert!(before.is_some_and(|o| (1..=99).contains(&o)));
            faces[i].1 = faces[i].1.saturating_add(1).min(99);
            prop_assert!(overall(&faces, position) >= before);
        }
    }
}
