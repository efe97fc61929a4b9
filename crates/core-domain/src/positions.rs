//! The fifteen playing positions: codes as stored, labels as shown, and where they sit on the pitch.

use serde::{Deserialize, Serialize};

/// A position code as stored in `mainPosition` / `secondaryPositions` (`"GK"`, `"CDM"`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Position {
    Gk,
    Cb,
    Lb,
    Rb,
    Lwb,
    Rwb,
    Cdm,
    Cm,
    Cam,
    Lm,
    Rm,
    Lw,
    Rw,
    Cf,
    St,
}

/// The line of the team a position belongs to, for grouping in pickers and on the pitch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Line {
    Goalkeeper,
    Defence,
    Midfield,
    Attack,
}

/// One position for the UI: `x`, `y` are 0–100 on a vertical pitch, left to right and attack to own
/// goal (own goal at `y = 100`), so a position's dot can be drawn without knowing football.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PositionInfo {
    pub code: Position,
    pub label: String,
    pub line: Line,
    pub x: u8,
    pub y: u8,
}

use Line::{Attack, Defence, Goalkeeper, Midfield};
use Position::*;

/// (position, code, label, line, x, y) in the order pickers list them: back to front, left to right.
const TABLE: [(Position, &str, &str, Line, u8, u8); 15] = [
    (Gk, "GK", "Goalkeeper", Goalkeeper, 50, 94),
    (Cb, "CB", "Centre-back", Defence, 50, 80),
    (Lb, "LB", "Left-back", Defence, 14, 76),
    (Rb, "RB", "Right-back", Defence, 86, 76),
    (Lwb, "LWB", "Left wing-back", Defence, 10, 62),
    (Rwb, "RWB", "Right wing-back", Defence, 90, 62),
    (Cdm, "CDM", "Defensive midfielder", Midfield, 50, 64),
    (Cm, "CM", "Central midfielder", Midfield, 50, 52),
    (Cam, "CAM", "Attacking midfielder", Midfield, 50, 38),
    (Lm, "LM", "Left midfielder", Midfield, 14, 48),
    (Rm, "RM", "Right midfielder", Midfield, 86, 48),
    (Lw, "LW", "Left winger", Attack, 16, 24),
    (Rw, "RW", "Right winger", Attack, 84, 24),
    (Cf, "CF", "Centre-forward", Attack, 50, 24),
    (St, "ST", "Striker", Attack, 50, 12),
];

impl Position {
    pub const ALL: [Position; 15] = [
        Gk, Cb, Lb, Rb, Lwb, Rwb, Cdm, Cm, Cam, Lm, Rm, Lw, Rw, Cf, St,
    ];

    fn row(self) -> &'static (Position, &'static str, &'static str, Line, u8, u8) {
        // TABLE is in `ALL` order, so the discriminant is the row index.
        &TABLE[self as usize]
    }

    /// The stored code, e.g. `"CDM"`.
    pub fn code(self) -> &'static str {
        self.row().1
    }

    pub fn label(self) -> &'static str {
        self.row().2
    }

    pub fn line(self) -> Line {
        self.row().3
    }

    /// The position for a stored code; exact and case-sensitive, like the Firestore rules.
    pub fn from_code(code: &str) -> Option<Position> {
        TABLE.iter().find(|row| row.1 == code).map(|row| row.0)
    }
}

/// Every position with its label, line and pitch coordinates.
pub fn positions() -> Vec<PositionInfo> {
    TABLE
        .iter()
        .map(|&(code, _, label, line, x, y)| PositionInfo {
            code,
            label: label.to_string(),
            line,
            x,
            y,
        })
        .collect()
}

/// The label for a code, or `None` for anything that is not a position.
pub fn position_label(code: &str) -> Option<&'static str> {
    Position::from_code(code).map(Position::label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifteen_distinct_positions_in_table_order() {
        assert_eq!(positions().len(), 15);
        for (i, p) in Position::ALL.iter().enumerate() {
            assert_eq!(TABLE[i].0, *p);
            assert_eq!(Position::from_code(p.code()), Some(*p));
        }
    }

    #[test]
    fn codes_serialise_as_stored() {
        for p in Position::ALL {
            assert_eq!(
                serde_json::to_value(p).ok(),
                Some(serde_json::Value::from(p.code()))
            );
        }
        assert_eq!(
            serde_json::to_value(Line::Defence).ok(),
            Some(serde_json::json!("defence"))
        );
    }

    #[test]
    fn labels_and_lines() {
        assert_eq!(position_label("GK"), Some("Goalkeeper"));
        assert_eq!(position_label("CB"), Some("Centre-back"));
        assert_eq!(position_label("LB"), Some("Left-back"));
        assert_eq!(position_label("ST"), Some("Striker"));
        assert_eq!(position_label("gk"), None);
        assert_eq!(Gk.line(), Goalkeeper);
        assert_eq!(Rwb.line(), Defence);
        assert_eq!(Cam.line(), Midfield);
        assert_eq!(Cf.line(), Attack);
    }

    #[test]
    fn own_goal_is_at_the_bottom_and_left_is_left() {
        let at = |p: Position| positions().into_iter().find(|i| i.code == p);
        let (gk, st, lb, rb) = (at(Gk), at(St), at(Lb), at(Rb));
        assert!(gk.zip(st).is_some_and(|(g, s)| g.y > s.y));
        assert!(lb.zip(rb).is_some_and(|(l, r)| l.x < r.x));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn only_the_fifteen_codes_are_positions(s in any::<String>()) {
            let found = Position::from_code(&s);
            prop_assert_eq!(found.is_some(), TABLE.iter().any(|r| r.1 == s));
            prop_assert_eq!(position_label(&s).is_some(), found.is_some());
        }

        #[test]
        fn every_position_is_on_the_pitch(i in 0usize..15) {
            let info = &positions()[i];
            prop_assert!(info.x <= 100 && info.y <= 100);
            prop_assert_eq!(info.line == Goalkeeper, info.code == Gk);
        }
    }
}
