//! The face attributes, as EA FC shows them on a card: outfield PAC SHO PAS DRI DEF PHY, goalkeepers DIV
//! HAN KIC REF SPD POS, each an integer 1–99.
//!
//! Each face is a weighted mean of self-ratings (and, for pace and physique, of the measured qualities of
//! `measured`) on the 1–20 scale, mapped linearly onto 1–99: 1 → 1, 20 → 99. The weights (whole percent,
//! summing to 100, every one positive) follow EA FC's own make-up of each face where Football Manager has
//! a matching attribute; `docs/attributes.md` lists them with the reasons. Positive weights and monotone
//! steps make every face monotone in every input: raising any rating, or running faster, never lowers one.
//!
//! Not counted in any face, on purpose: weak foot and skill moves (EA FC shows them as stars beside the
//! faces, not in them), long throws (no face measures it), and the goalkeeper's tendencies (eccentricity,
//! punching, rushing out: how often, not how well, so more is not better).

use serde::{Deserialize, Serialize};

use super::fields::Rating;
use super::measured::Quality;
use super::stats::PlayerStats;

/// A face attribute; stored and shown by its code (`"PAC"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Face {
    Pac,
    Sho,
    Pas,
    Dri,
    Def,
    Phy,
    Div,
    Han,
    Kic,
    Ref,
    Spd,
    Pos,
}

/// The outfield card's faces, in the card's order.
pub const OUTFIELD_FACES: [Face; 6] = [
    Face::Pac,
    Face::Sho,
    Face::Pas,
    Face::Dri,
    Face::Def,
    Face::Phy,
];
/// The goalkeeper card's faces, in the card's order.
pub const GOALKEEPER_FACES: [Face; 6] = [
    Face::Div,
    Face::Han,
    Face::Kic,
    Face::Ref,
    Face::Spd,
    Face::Pos,
];

/// The six faces of a player type.
pub fn face_set(goalkeeper: bool) -> [Face; 6] {
    if goalkeeper {
        GOALKEEPER_FACES
    } else {
        OUTFIELD_FACES
    }
}

/// What a face weighs: a self-rating, or a quality that measured tests may correct.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Rated(Rating),
    Measured(Quality),
}

use Input::{Measured as M, Rated as R};

/// EA FC's pace: acceleration 45 %, sprint speed 55 % (a goalkeeper's SPD is the same).
const SPEED_WEIGHTS: &[(Input, u8)] = &[(M(Quality::Acceleration), 45), (M(Quality::Speed), 55)];

/// Each face's inputs and weights in whole percent (sum 100).
pub const FACE_WEIGHTS: [(Face, &[(Input, u8)]); 12] = [
    (Face::Pac, SPEED_WEIGHTS),
    // EA: finishing 45, shot power 20, long shots 20, positioning 5, volleys 5, penalties 5.
    (
        Face::Sho,
        &[
            (R(Rating::Finishing), 50),
            (R(Rating::LongShots), 25),
            (R(Rating::Technique), 10),
            (R(Rating::PenaltyTaking), 10),
            (R(Rating::FreeKickTaking), 5),
        ],
    ),
    // EA: short passing 35, vision 20, crossing 20, long passing 15, curve 5, free kicks 5.
    (
        Face::Pas,
        &[
            (R(Rating::Passing), 45),
            (R(Rating::Crossing), 20),
            (R(Rating::Technique), 15),
            (R(Rating::FirstTouch), 10),
            (R(Rating::FreeKickTaking), 5),
            (R(Rating::Corners), 5),
        ],
    ),
    // EA: dribbling 50, ball control 35, agility 10, balance 5 (reactions left out: FM has no match).
    (
        Face::Dri,
        &[
            (R(Rating::Dribbling), 45),
            (R(Rating::FirstTouch), 25),
            (R(Rating::Technique), 15),
            (R(Rating::Agility), 10),
            (R(Rating::Balance), 5),
        ],
    ),
    // EA: defensive awareness 30, standing tackle 30, interceptions 20, heading 10, sliding tackle 10.
    (
        Face::Def,
        &[
            (R(Rating::Tackling), 40),
            (R(Rating::Marking), 40),
            (R(Rating::Heading), 20),
        ],
    ),
    // EA: strength 50, stamina 25, aggression 20, jumping 5 (aggression has no input here).
    (
        Face::Phy,
        &[
            (R(Rating::Strength), 45),
            (M(Quality::Endurance), 25),
            (M(Quality::Spring), 10),
            (R(Rating::NaturalFitness), 10),
            (R(Rating::Balance), 10),
        ],
    ),
    (
        Face::Div,
        &[
            (R(Rating::Agility), 35),
            (R(Rating::Reflexes), 30),
            (R(Rating::AerialReach), 20),
            (R(Rating::OneOnOnes), 15),
        ],
    ),
    (
        Face::Han,
        &[
            (R(Rating::Handling), 65),
            (R(Rating::AerialReach), 20),
            (R(Rating::CommandOfArea), 15),
        ],
    ),
    (
        Face::Kic,
        &[
            (R(Rating::Kicking), 55),
            (R(Rating::GkPassing), 25),
            (R(Rating::Throwing), 20),
        ],
    ),
    (
        Face::Ref,
        &[(R(Rating::Reflexes), 75), (R(Rating::Agility), 25)],
    ),
    // EA computes a goalkeeper's speed exactly like PAC.
    (Face::Spd, SPEED_WEIGHTS),
    (
        Face::Pos,
        &[
            (R(Rating::CommandOfArea), 45),
            (R(Rating::OneOnOnes), 30),
            (R(Rating::Communication), 25),
        ],
    ),
];

/// (code, histogram key, label), in `Face::ALL` order.
const FACE_NAMES: [(&str, &str, &str); 12] = [
    ("PAC", "pac", "Pace"),
    ("SHO", "sho", "Shooting"),
    ("PAS", "pas", "Passing"),
    ("DRI", "dri", "Dribbling"),
    ("DEF", "def", "Defending"),
    ("PHY", "phy", "Physical"),
    ("DIV", "div", "Diving"),
    ("HAN", "han", "Handling"),
    ("KIC", "kic", "Kicking"),
    ("REF", "ref", "Reflexes"),
    ("SPD", "spd", "Speed"),
    ("POS", "pos", "Positioning"),
];

impl Face {
    pub const ALL: [Face; 12] = [
        Face::Pac,
        Face::Sho,
        Face::Pas,
        Face::Dri,
        Face::Def,
        Face::Phy,
        Face::Div,
        Face::Han,
        Face::Kic,
        Face::Ref,
        Face::Spd,
        Face::Pos,
    ];

    /// `"PAC"`: how the card shows it and an index entry stores it.
    pub fn code(self) -> &'static str {
        FACE_NAMES[self as usize].0
    }

    /// `"pac"`: the key of its histogram in the aggregates (`figures.pac`), camelCase like the others.
    pub fn key(self) -> &'static str {
        FACE_NAMES[self as usize].1
    }

    /// The face's name in words, for screen readers and the radar's table.
    pub fn label(self) -> &'static str {
        FACE_NAMES[self as usize].2
    }

    pub fn weights(self) -> &'static [(Input, u8)] {
        // FACE_WEIGHTS is in `ALL` order.
        FACE_WEIGHTS[self as usize].1
    }

    pub fn is_goalkeeper(self) -> bool {
        GOALKEEPER_FACES.contains(&self)
    }
}

/// Face values as an index entry stores them: `{"PAC": 81, …}`, only the faces there are. A struct of
/// optional fields rather than a map keyed by `Face`: every wasm module that reads index entries (the
/// directory, the content pages) would otherwise carry a B-tree map type of its own (about 1.5 KiB gzip
/// each).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct FaceValues {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub pac: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub sho: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub pas: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub dri: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub def: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub phy: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub div: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub han: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub kic: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    #[serde(rename = "REF")]
    pub ref_: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub spd: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub pos: Option<u8>,
}

impl FaceValues {
    fn slot(&mut self, face: Face) -> &mut Option<u8> {
        match face {
            Face::Pac => &mut self.pac,
            Face::Sho => &mut self.sho,
            Face::Pas => &mut self.pas,
            Face::Dri => &mut self.dri,
            Face::Def => &mut self.def,
            Face::Phy => &mut self.phy,
            Face::Div => &mut self.div,
            Face::Han => &mut self.han,
            Face::Kic => &mut self.kic,
            Face::Ref => &mut self.ref_,
            Face::Spd => &mut self.spd,
            Face::Pos => &mut self.pos,
        }
    }

    /// The value of `face`, when stored.
    pub fn get(&self, face: Face) -> Option<u8> {
        *self.clone().slot(face)
    }

    /// The faces that have a value, in `Face::ALL` order.
    pub fn values(&self) -> Vec<(Face, u8)> {
        Face::ALL
            .into_iter()
            .filter_map(|f| Some((f, self.get(f)?)))
            .collect()
    }
}

impl From<[(Face, u8); 6]> for FaceValues {
    fn from(faces: [(Face, u8); 6]) -> Self {
        let mut v = FaceValues::default();
        for (face, value) in faces {
            *v.slot(face) = Some(value);
        }
        v
    }
}

/// The lowest and highest face value.
pub const FACE_MIN: u8 = 1;
pub const FACE_MAX: u8 = 99;

/// A 1–20 mean onto 1–99, rounded half up: 1 → 1, 10 → 47, 15 → 73, 20 → 99.
pub fn to_face_scale(mean: f64) -> u8 {
    let scaled = 1.0 + (mean - 1.0) * 98.0 / 19.0;
    // Clamped first, so the cast is exact and any input (even NaN, which clamp keeps) stays in range.
    let rounded = (scaled.clamp(f64::from(FACE_MIN), f64::from(FACE_MAX)) + 0.5).floor();
    if rounded.is_nan() {
        FACE_MIN
    } else {
        rounded as u8
    }
}

fn input(stats: &PlayerStats, i: Input) -> Option<f64> {
    match i {
        Input::Rated(r) => stats.rating(r).map(f64::from),
        Input::Measured(q) => q.value(stats),
    }
}

/// One face, or `None` when an input is missing (a partial document: never a figure guessed from part).
pub fn face_value(face: Face, stats: &PlayerStats) -> Option<u8> {
    let mut sum = 0.0;
    for &(i, w) in face.weights() {
        sum += f64::from(w) * input(stats, i)?;
    }
    Some(to_face_scale(sum / 100.0))
}

/// Whether a measured test moved the face: one of its qualities has a test result beside the self-rating.
pub fn face_is_measured(face: Face, stats: &PlayerStats) -> bool {
    face.weights().iter().any(|&(i, _)| match i {
        Input::Measured(q) => q.sources().1.iter().any(|&t| stats.test(t).is_some()),
        Input::Rated(_) => false,
    })
}

/// The six faces of the player type, in the card's order, each when its inputs are there.
pub fn faces(stats: &PlayerStats, goalkeeper: bool) -> [(Face, Option<u8>); 6] {
    face_set(goalkeeper).map(|f| (f, face_value(f, stats)))
}

/// The six faces when every one is there.
pub fn complete_faces(stats: &PlayerStats, goalkeeper: bool) -> Option<[(Face, u8); 6]> {
    let all = faces(stats, goalkeeper);
    if all.iter().any(|(_, v)| v.is_none()) {
        return None;
    }
    Some(all.map(|(f, v)| (f, v.unwrap_or(FACE_MIN))))
}

#[cfg(test)]
mod tests {
    use super::super::stats::{fixtures::stored_doc, read_stats};
    use super::*;

    #[test]
    fn names_are_in_face_order() {
        for face in Face::ALL {
            assert_eq!(
                serde_json::to_value(face).ok(),
                Some(serde_json::json!(face.code()))
            );
            assert_eq!(face.key(), face.code().to_lowercase());
        }
    }

    #[test]
    fn weights_are_positive_and_sum_to_100_in_face_order() {
        for (i, (face, weights)) in FACE_WEIGHTS.iter().enumerate() {
            assert_eq!(Face::ALL[i], *face);
            assert_eq!(
                weights.iter().map(|w| u32::from(w.1)).sum::<u32>(),
                100,
                "{face:?}"
            );
            assert!(weights.iter().all(|w| w.1 > 0));
        }
    }

    #[test]
    fn the_scale_maps_1_to_1_and_20_to_99() {
        assert_eq!(to_face_scale(1.0), 1);
        assert_eq!(to_face_scale(20.0), 99);
        assert_eq!(to_face_scale(10.0), 47);
        assert_eq!(to_face_scale(15.0), 73);
        assert_eq!(to_face_scale(-4.0), 1);
        assert_eq!(to_face_scale(f64::NAN), 1);
    }

    #[test]
    fn the_winger_s_card() {
        // stored_doc: acceleration 16 with a 1.72 s 10 m sprint (score 16.74, blended (16 + 2 × 16.74) / 3
        // = 16.50), pace 17 with a 4.21 s 30 m sprint (score 16.07, blended 16.38):
        // PAC = 0.45 × 16.50 + 0.55 × 16.38 = 16.43 → 1 + 15.43 × 98 / 19 = 80.6 → 81.
        // SHO = 0.5 × 13 + 0.25 × 11 + 0.1 × 15 + 0.1 × 10 + 0.05 × 8 = 12.15 → 58.5 → 59.
        // DEF = 0.4 × 7 + 0.4 × 6 + 0.2 × 8 = 6.8 → 30.9 → 31.
        let s = read_stats(&stored_doc(), false).unwrap_or_default();
        let faces = complete_faces(&s, false).map(|f| f.map(|(_, v)| v));
        assert_eq!(faces, Some([81, 59, 61, 74, 31, 59]));
        let gk = read_stats(&stored_doc(), true).unwrap_or_default();
        let faces = complete_faces(&gk, true).map(|f| f.map(|(_, v)| v));
        // DIV = 0.35 × 15 + 0.3 × 14 + 0.2 × 12 + 0.15 × 12 = 13.65 → 66.25 → 66; SPD is the PAC above.
        assert_eq!(faces, Some([66, 60, 56, 69, 81, 57]));
    }

    #[test]
    fn face_values_store_by_code() {
        let v = FaceValues::from([
            (Face::Div, 66),
            (Face::Han, 60),
            (Face::Kic, 56),
            (Face::Ref, 69),
            (Face::Spd, 81),
            (Face::Pos, 57),
        ]);
        assert_eq!(
            serde_json::to_value(v).ok(),
            Some(
                serde_json::json!({"DIV": 66, "HAN": 60, "KIC": 56, "REF": 69, "SPD": 81, "POS": 57})
            )
        );
        assert_eq!(v.get(Face::Ref), Some(69));
        assert_eq!(v.get(Face::Pac), None);
        assert_eq!(v.values().len(), 6);
        let read: Option<FaceValues> =
            serde_json::from_value(serde_json::json!({"REF": 69, "XYZ": 1})).ok();
        assert_eq!(read.map(|r| r.values()), Some(vec![(Face::Ref, 69)]));
    }

    #[test]
    fn a_face_is_measured_when_a_test_of_its_qualities_is_there() {
        let stats = read_stats(&stored_doc(), false).unwrap_or_else(|| panic!("stats"));
        // The fixture has sprints (pace) and the Yo-Yo (stamina), no shooting test exists.
        assert!(face_is_measured(Face::Pac, &stats));
        assert!(face_is_measured(Face::Phy, &stats));
        assert!(!face_is_measured(Face::Sho, &stats));
        let rated_only = read_stats(
            &serde_json::json!({"physical": {"acceleration": 15, "pace": 16}}),
            false,
        )
        .unwrap_or_else(|| panic!("stats"));
        assert!(!face_is_measured(Face::Pac, &rated_only));
    }

    #[test]
    fn a_missing_input_leaves_its_faces_out() {
        let mut s = read_stats(&stored_doc(), false).unwrap_or_default();
        s.set_rating(Rating::Tackling, None);
        let f = faces(&s, false);
        assert_eq!(f[4], (Face::Def, None));
        assert!(f[0].1.is_some());
        assert_eq!(complete_faces(&s, false), None);
    }
}

#[cfg(test)]
pub(crate) mod props {
    use super::super::fields::{Group, Test};
    use super::super::stats::Measurement;
    use super::*;
    use proptest::prelude::*;

    /// Any complete set of values the rules accept.
    pub fn any_stats() -> impl Strategy<Value = PlayerStats> {
        (
            prop::collection::vec(1u8..=20, 36),
            prop::collection::vec(prop::option::of(0.0f64..=1.0), 8),
        )
            .prop_map(|(ratings, tests)| {
                let mut s = PlayerStats::default();
                for (r, v) in Rating::ALL.into_iter().zip(ratings) {
                    s.set_rating(r, Some(v.min(r.spec().max as u8)));
                }
                for (t, v) in Test::ALL.into_iter().zip(tests) {
                    let spec = t.spec();
                    s.set_test(
                        t,
                        v.map(|a| Measurement {
                            value: spec.min + a * (spec.max - spec.min),
                            measured_on: "2024-01-01".into(),
                        }),
                    );
                }
                s
            })
    }

    proptest! {
        // Every face of a complete document is an integer 1–99.
        #[test]
        fn faces_are_1_to_99(s in any_stats(), gk in any::<bool>()) {
            let f = complete_faces(&s, gk);
            prop_assert!(f.is_some());
            for (_, v) in f.into_iter().flatten() {
                prop_assert!((FACE_MIN..=FACE_MAX).contains(&v));
            }
        }

        // Raising any one rating never lowers any face.
        #[test]
        fn faces_are_monotone_in_every_rating(s in any_stats(), i in 0usize..36, gk in any::<bool>()) {
            let r = Rating::ALL[i];
            let before = faces(&s, gk);
            let mut up = s.clone();
            let v = s.rating(r).unwrap_or(1);
            up.set_rating(r, Some((v + 1).min(r.spec().max as u8)));
            let after = faces(&up, gk);
            for (b, a) in before.iter().zip(after.iter()) {
                prop_assert!(a.1 >= b.1, "{:?} {:?} {:?} → {:?}", r, b.0, b.1, a.1);
            }
            prop_assert!(r.group() != Group::Tests);
        }

        // A better measured result never lowers any face: a faster sprint never lowers PAC.
        #[test]
        fn faces_are_monotone_in_every_test(s in any_stats(), i in 0usize..8, a in 0.0f64..=1.0, b in 0.0f64..=1.0, gk in any::<bool>()) {
            let t = Test::ALL[i];
            let spec = t.spec();
            let at = |x: f64| {
                let mut c = s.clone();
                c.set_test(t, Some(Measurement { value: spec.min + x * (spec.max - spec.min), measured_on: "2024-01-01".into() }));
                faces(&c, gk)
            };
            let (x, y) = (at(a), at(b));
            // The better of the two results.
            let a_better = match spec.kind.better { super::super::fields::Better::Lower => a <= b, _ => a >= b };
            let (better, worse) = if a_better { (x, y) } else { (y, x) };
            for (hi, lo) in better.iter().zip(worse.iter()) {
                prop_assert!(hi.1 >= lo.1, "{:?} {:?}", t, hi.0);
            }
        }
    }
}
