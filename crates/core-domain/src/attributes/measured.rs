//! Measured tests on the self-ratings' scale (1–20), and the blends that let them correct a self-rating.
//!
//! A self-rating is an opinion; a timed 10 m sprint is a fact. Where a test measures what a rating claims,
//! the two are blended, the test counting twice as much as the opinion: a player who rates their pace 18
//! but runs 30 m in 4.9 s gets a PAC nearer the stopwatch. Each test maps linearly from a "weak" result
//! (score 1) to an "elite" one (score 20), clamped beyond: the windows below sit inside the plausible ranges
//! of `limits`, at what amateur youth and professional players typically reach (docs/attributes.md). Every
//! step is monotone, so a faster sprint never lowers a score.

use super::fields::{Rating, Test};
use super::stats::PlayerStats;
use skora_foundations::limits::{RATING_MAX, RATING_MIN};

/// (weak result → 1, elite result → 20), in the test's unit. For times the elite result is the lower one;
/// the same formula covers both directions.
pub const SCORE_WINDOWS: [(Test, f64, f64); 8] = [
    (Test::Sprint10m, 2.30, 1.60),
    (Test::Sprint30m, 5.40, 3.90),
    (Test::Sprint40m, 6.60, 4.80),
    (Test::YoyoIr1, 13.0, 21.0),
    (Test::Cmj, 25.0, 55.0),
    (Test::BroadJump, 170.0, 300.0),
    (Test::TopSpeed, 24.0, 35.0),
    (Test::BeepTest, 6.0, 15.0),
];

/// How much a measured score counts against the self-rating in a blend (2 : 1).
pub const MEASURED_WEIGHT: f64 = 2.0;

/// A test result on the 1–20 scale.
pub fn test_score(test: Test, value: f64) -> f64 {
    let (weak, elite) = SCORE_WINDOWS
        .iter()
        .find(|w| w.0 == test)
        .map_or((0.0, 1.0), |w| (w.1, w.2));
    let (lo, hi) = (f64::from(RATING_MIN), f64::from(RATING_MAX));
    let score = lo + (hi - lo) * (value - weak) / (elite - weak);
    score.clamp(lo, hi)
}

/// A physical quality that a self-rating claims and tests can measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quality {
    /// Acceleration, measured by the 10 m sprint.
    Acceleration,
    /// Sprint speed (`pace`), measured by the 30 m and 40 m sprints and the top speed.
    Speed,
    /// Stamina, measured by the Yo-Yo IR1 and the beep test.
    Endurance,
    /// Jumping reach, measured by the countermovement and standing broad jumps.
    Spring,
}

impl Quality {
    /// The self-rating and the tests that measure it.
    pub fn sources(self) -> (Rating, &'static [Test]) {
        match self {
            Quality::Acceleration => (Rating::Acceleration, &[Test::Sprint10m]),
            Quality::Speed => (
                Rating::Pace,
                &[Test::Sprint30m, Test::Sprint40m, Test::TopSpeed],
            ),
            Quality::Endurance => (Rating::Stamina, &[Test::YoyoIr1, Test::BeepTest]),
            Quality::Spring => (Rating::JumpingReach, &[Test::Cmj, Test::BroadJump]),
        }
    }

    /// The quality on the 1–20 scale: the self-rating alone, or blended with the mean of the measured
    /// tests' scores; `None` without the self-rating (every document the rules accept has it).
    pub fn value(self, stats: &PlayerStats) -> Option<f64> {
        let (rating, tests) = self.sources();
        let own = f64::from(stats.rating(rating)?);
        let scores: Vec<f64> = tests
            .iter()
            .filter_map(|&t| stats.test(t).map(|m| test_score(t, m.value)))
            .collect();
        if scores.is_empty() {
            return Some(own);
        }
        let measured = scores.iter().sum::<f64>() / scores.len() as f64;
        Some((own + MEASURED_WEIGHT * measured) / (1.0 + MEASURED_WEIGHT))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_on_the_rating_scale() {
        assert_eq!(test_score(Test::Sprint10m, 1.60), 20.0);
        assert_eq!(test_score(Test::Sprint10m, 2.30), 1.0);
        assert_eq!(test_score(Test::Sprint10m, 1.40), 20.0);
        assert_eq!(test_score(Test::Sprint10m, 3.00), 1.0);
        // 1.95 s is the middle of the window.
        assert!((test_score(Test::Sprint10m, 1.95) - 10.5).abs() < 1e-9);
        assert_eq!(test_score(Test::Cmj, 55.0), 20.0);
        assert!((test_score(Test::Cmj, 40.0) - 10.5).abs() < 1e-9);
    }

    #[test]
    fn every_window_lies_inside_its_plausible_range() {
        for (t, weak, elite) in SCORE_WINDOWS {
            let s = t.spec();
            for v in [weak, elite] {
                assert!((s.min..=s.max).contains(&v), "{t:?}");
            }
            assert_eq!(SCORE_WINDOWS[t as usize].0, t);
        }
    }

    #[test]
    fn a_test_corrects_the_self_rating_two_to_one() {
        let mut s = PlayerStats::default();
        s.set_rating(Rating::Acceleration, Some(17));
        assert_eq!(Quality::Acceleration.value(&s), Some(17.0));
        s.set_test(
            Test::Sprint10m,
            Some(super::super::stats::Measurement {
                value: 2.30,
                measured_on: "2025-01-01".into(),
            }),
        );
        // (17 + 2 × 1) / 3
        assert_eq!(Quality::Acceleration.value(&s), Some(19.0 / 3.0));
        assert_eq!(Quality::Speed.value(&s), None);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        // A better result never scores lower, and every score is on the 1–20 scale.
        #[test]
        fn scores_are_monotone_and_bounded(i in 0usize..8, a in 0.0f64..1.0, b in 0.0f64..1.0) {
            let t = Test::ALL[i];
            let s = t.spec();
            let (x, y) = (s.min + a * (s.max - s.min), s.min + b * (s.max - s.min));
            let (sx, sy) = (test_score(t, x), test_score(t, y));
            prop_assert!((1.0..=20.0).contains(&sx));
            let better = match s.kind.better { super::super::fields::Better::Lower => x <= y, _ => x >= y };
            if better { prop_assert!(sx >= sy); } else { prop_assert!(sx <= sy); }
        }
    }
}
