//! The fields of a weekly entry (Contract W): every key, label, unit, range, decimals, which players the form
//! asks, and the cross-field rules. The bottom of `weekly`: the form, the validator, the reader, the
//! maths, the contract's limits (for the rules' walk) and the inputs all read these tables, so a key or a
//! range is written once.

use serde::{Deserialize, Serialize};

use crate::number_field::{fixed, NumberSpec};
use skora_foundations::limits::WEEKLY_MINUTES_PER_MATCH_MAX;

/// A numeric field of a weekly entry, in Contract W's order (every player's, then the goalkeepers').
/// Serialised as its document key, so the TypeScript type is the union of the keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum WeeklyKey {
    Matches,
    Starts,
    Minutes,
    Goals,
    Assists,
    Shots,
    ShotsOnTarget,
    KeyPasses,
    PassesCompleted,
    PassesAttempted,
    SuccessfulDribbles,
    TacklesWon,
    Interceptions,
    Clearances,
    AerialDuelsWon,
    FoulsCommitted,
    YellowCards,
    RedCards,
    TrainingSessions,
    TrainingMinutes,
    DistanceKm,
    TopSpeedKmh,
    SelfRating,
    Saves,
    ShotsFaced,
    GoalsConceded,
    CleanSheets,
    PenaltiesFaced,
    PenaltiesSaved,
    CrossesClaimed,
    Punches,
    DistributionAccuracy,
}

/// The form's sections, in the order the form shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum WeeklySection {
    Matches,
    Attacking,
    Passing,
    Duels,
    Discipline,
    Training,
    Rating,
    Goalkeeping,
}

impl WeeklySection {
    pub const ALL: [WeeklySection; 8] = [
        WeeklySection::Matches,
        WeeklySection::Attacking,
        WeeklySection::Passing,
        WeeklySection::Duels,
        WeeklySection::Discipline,
        WeeklySection::Training,
        WeeklySection::Rating,
        WeeklySection::Goalkeeping,
    ];

    pub fn label(self) -> &'static str {
        match self {
            WeeklySection::Matches => "Matches",
            WeeklySection::Attacking => "Attacking",
            WeeklySection::Passing => "Passing",
            WeeklySection::Duels => "Dribbles and defending",
            WeeklySection::Discipline => "Discipline",
            WeeklySection::Training => "Training and physical",
            WeeklySection::Rating => "Your week",
            WeeklySection::Goalkeeping => "Goalkeeping",
        }
    }
}

/// What a weekly field adds to its number rule: which key it is, its section of the form, and whether only
/// goalkeepers are asked (the rules accept it on any entry).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WeeklyKind {
    pub field: WeeklyKey,
    pub section: WeeklySection,
    pub goalkeeper_only: bool,
}

/// One field's rule: what the validator, the reader, the limits and the form's inputs share.
pub type Spec = NumberSpec<WeeklyKind>;

const fn count(
    field: WeeklyKey,
    key: &'static str,
    label: &'static str,
    max: u16,
    section: WeeklySection,
) -> Spec {
    Spec {
        kind: WeeklyKind {
            field,
            section,
            goalkeeper_only: matches!(section, WeeklySection::Goalkeeping),
        },
        key,
        label,
        unit: None,
        min: 0.0,
        max: max as f64,
        decimals: 0,
        note: None,
    }
}

const fn hinted(spec: Spec, hint: &'static str) -> Spec {
    Spec {
        note: Some(hint),
        ..spec
    }
}

const fn unit(spec: Spec, unit: &'static str) -> Spec {
    Spec {
        unit: Some(unit),
        ..spec
    }
}

use WeeklyKey as F;
use WeeklySection as S;

/// In `WeeklyKey` order (the discriminant is the row).
const SPECS: [Spec; 32] = [
    hinted(
        count(F::Matches, "matches", "Matches", 10, S::Matches),
        "Matches you were in the squad for this week.",
    ),
    count(F::Starts, "starts", "Starts", 10, S::Matches),
    unit(
        hinted(
            count(F::Minutes, "minutes", "Minutes played", 1300, S::Matches),
            "At most 130 per match (extra time included).",
        ),
        "min",
    ),
    count(F::Goals, "goals", "Goals", 30, S::Attacking),
    count(F::Assists, "assists", "Assists", 30, S::Attacking),
    hinted(
        count(F::Shots, "shots", "Shots", 60, S::Attacking),
        "Every attempt at goal, on target or not (goals included).",
    ),
    count(
        F::ShotsOnTarget,
        "shotsOnTarget",
        "Shots on target",
        60,
        S::Attacking,
    ),
    hinted(
        count(F::KeyPasses, "keyPasses", "Key passes", 60, S::Attacking),
        "Passes that led directly to a teammate's shot.",
    ),
    count(
        F::PassesCompleted,
        "passesCompleted",
        "Passes completed",
        1000,
        S::Passing,
    ),
    count(
        F::PassesAttempted,
        "passesAttempted",
        "Passes attempted",
        1000,
        S::Passing,
    ),
    count(
        F::SuccessfulDribbles,
        "successfulDribbles",
        "Successful dribbles",
        100,
        S::Duels,
    ),
    count(F::TacklesWon, "tacklesWon", "Tackles won", 100, S::Duels),
    count(
        F::Interceptions,
        "interceptions",
        "Interceptions",
        100,
        S::Duels,
    ),
    count(F::Clearances, "clearances", "Clearances", 100, S::Duels),
    count(
        F::AerialDuelsWon,
        "aerialDuelsWon",
        "Aerial duels won",
        100,
        S::Duels,
    ),
    count(
        F::FoulsCommitted,
        "foulsCommitted",
        "Fouls committed",
        50,
        S::Discipline,
    ),
    count(
        F::YellowCards,
        "yellowCards",
        "Yellow cards",
        10,
        S::Discipline,
    ),
    count(F::RedCards, "redCards", "Red cards", 10, S::Discipline),
    count(
        F::TrainingSessions,
        "trainingSessions",
        "Training sessions",
        21,
        S::Training,
    ),
    unit(
        count(
            F::TrainingMinutes,
            "trainingMinutes",
            "Training minutes",
            3000,
            S::Training,
        ),
        "min",
    ),
    Spec {
        unit: Some("km"),
        decimals: 1,
        note: Some("Total distance covered in matches, from a GPS watch or tracker (one decimal)."),
        ..count(
            F::DistanceKm,
            "distanceKm",
            "Distance covered",
            150,
            S::Training,
        )
    },
    Spec {
        unit: Some("km/h"),
        min: 10.0,
        decimals: 1,
        note: Some("Your fastest sprint this week, from a GPS watch or tracker (one decimal)."),
        ..count(F::TopSpeedKmh, "topSpeedKmh", "Top speed", 45, S::Training)
    },
    Spec {
        min: 1.0,
        note: Some("How well you played this week, from 1 (poor) to 10 (outstanding)."),
        ..count(F::SelfRating, "selfRating", "Self-rating", 10, S::Rating)
    },
    count(F::Saves, "saves", "Saves", 100, S::Goalkeeping),
    hinted(
        count(
            F::ShotsFaced,
            "shotsFaced",
            "Shots on target faced",
            100,
            S::Goalkeeping,
        ),
        "Shots on target against you: saves plus goals conceded.",
    ),
    count(
        F::GoalsConceded,
        "goalsConceded",
        "Goals conceded",
        100,
        S::Goalkeeping,
    ),
    hinted(
        count(
            F::CleanSheets,
            "cleanSheets",
            "Clean sheets",
            10,
            S::Goalkeeping,
        ),
        "Matches you finished without conceding.",
    ),
    count(
        F::PenaltiesFaced,
        "penaltiesFaced",
        "Penalties faced",
        20,
        S::Goalkeeping,
    ),
    count(
        F::PenaltiesSaved,
        "penaltiesSaved",
        "Penalties saved",
        20,
        S::Goalkeeping,
    ),
    count(
        F::CrossesClaimed,
        "crossesClaimed",
        "Crosses claimed",
        100,
        S::Goalkeeping,
    ),
    count(F::Punches, "punches", "Punches", 100, S::Goalkeeping),
    unit(
        hinted(
            count(
                F::DistributionAccuracy,
                "distributionAccuracy",
                "Distribution accuracy",
                100,
                S::Goalkeeping,
            ),
            "Share of your kicks and throws that reached a teammate.",
        ),
        "%",
    ),
];

/// The note's key (a string, not a `WeeklyKey`: it has no range, only a length).
pub const NOTE_KEY: &str = "note";
/// The week's key (the document id, repeated as a field).
pub const WEEK_KEY: &str = "week";

/// By hand, as its key: the derived impl of 32 variants cost 2 KiB of wasm for the same strings.
impl Serialize for WeeklyKey {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

impl WeeklyKey {
    pub const ALL: [WeeklyKey; 32] = [
        F::Matches,
        F::Starts,
        F::Minutes,
        F::Goals,
        F::Assists,
        F::Shots,
        F::ShotsOnTarget,
        F::KeyPasses,
        F::PassesCompleted,
        F::PassesAttempted,
        F::SuccessfulDribbles,
        F::TacklesWon,
        F::Interceptions,
        F::Clearances,
        F::AerialDuelsWon,
        F::FoulsCommitted,
        F::YellowCards,
        F::RedCards,
        F::TrainingSessions,
        F::TrainingMinutes,
        F::DistanceKm,
        F::TopSpeedKmh,
        F::SelfRating,
        F::Saves,
        F::ShotsFaced,
        F::GoalsConceded,
        F::CleanSheets,
        F::PenaltiesFaced,
        F::PenaltiesSaved,
        F::CrossesClaimed,
        F::Punches,
        F::DistributionAccuracy,
    ];

    pub fn spec(self) -> &'static Spec {
        &SPECS[self as usize]
    }

    pub fn key(self) -> &'static str {
        self.spec().key
    }

    pub fn from_key(key: &str) -> Option<WeeklyKey> {
        WeeklyKey::ALL.into_iter().find(|f| f.key() == key)
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

impl NumberSpec<WeeklyKind> {
    /// The range in words, for messages: `from 0 to 30`, `from 10.0 to 45.0 km/h`.
    pub fn range_text(&self) -> String {
        let (min, max) = self.range_ends();
        match self.unit {
            Some(unit) => format!("from {min} to {max} {unit}"),
            None => format!("from {min} to {max}"),
        }
    }
}

/// A cross-field rule (Contract W), checked when both fields are present; the message goes to `field`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum CrossRule {
    /// `field ≤ factor × other`.
    #[serde(rename_all = "camelCase")]
    AtMost {
        field: WeeklyKey,
        other: WeeklyKey,
        factor: u16,
    },
    /// `field > 0` only when `other == 0`.
    #[serde(rename_all = "camelCase")]
    OnlyWhenZero { field: WeeklyKey, other: WeeklyKey },
}

/// Every cross-field rule, in Contract W's order.
pub const CROSS_RULES: [CrossRule; 9] = [
    CrossRule::AtMost {
        field: F::ShotsOnTarget,
        other: F::Shots,
        factor: 1,
    },
    CrossRule::AtMost {
        field: F::PassesCompleted,
        other: F::PassesAttempted,
        factor: 1,
    },
    CrossRule::AtMost {
        field: F::Starts,
        other: F::Matches,
        factor: 1,
    },
    CrossRule::AtMost {
        field: F::Minutes,
        other: F::Matches,
        factor: WEEKLY_MINUTES_PER_MATCH_MAX,
    },
    CrossRule::AtMost {
        field: F::Goals,
        other: F::Shots,
        factor: 1,
    },
    CrossRule::AtMost {
        field: F::CleanSheets,
        other: F::Matches,
        factor: 1,
    },
    CrossRule::OnlyWhenZero {
        field: F::CleanSheets,
        other: F::GoalsConceded,
    },
    CrossRule::AtMost {
        field: F::Saves,
        other: F::ShotsFaced,
        factor: 1,
    },
    CrossRule::AtMost {
        field: F::PenaltiesSaved,
        other: F::PenaltiesFaced,
        factor: 1,
    },
];

impl CrossRule {
    pub fn field(self) -> WeeklyKey {
        match self {
            CrossRule::AtMost { field, .. } | CrossRule::OnlyWhenZero { field, .. } => field,
        }
    }

    /// Whether the two values keep the rule.
    pub fn holds(self, value: f64, other: f64) -> bool {
        match self {
            CrossRule::AtMost { factor, .. } => value <= f64::from(factor) * other,
            CrossRule::OnlyWhenZero { .. } => value == 0.0 || other == 0.0,
        }
    }

    /// The message at `field` when the rule is broken, naming the other value.
    pub fn message(self, other_value: f64) -> String {
        let n = fixed(other_value, 0);
        match self {
            CrossRule::AtMost { field: F::Minutes, factor, .. } => format!(
                "Minutes played cannot be more than {factor} per match: at most {} for {n} {}.",
                fixed(f64::from(factor) * other_value, 0),
                if n == "1" { "match" } else { "matches" }
            ),
            CrossRule::AtMost { field: F::Goals, .. } => {
                format!("Goals cannot be more than shots ({n}): every goal is a shot.")
            }
            CrossRule::AtMost { field: F::Saves, .. } => {
                format!("Saves cannot be more than shots on target faced ({n}).")
            }
            CrossRule::AtMost { field, other, .. } => format!(
                "{} cannot be more than {} ({n}).",
                field.spec().label,
                other.spec().label.to_lowercase()
            ),
            CrossRule::OnlyWhenZero { .. } => {
                "A clean sheet means no goals conceded: set goals conceded to 0, or clean sheets to 0.".to_string()
            }
        }
    }
}

/// One input of the form, as the facade gives it to the page.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyField {
    pub key: WeeklyKey,
    pub label: String,
    #[cfg_attr(feature = "tsify", tsify(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    pub min: f64,
    pub max: f64,
    pub decimals: u8,
    /// The input's `step` attribute: `1` or `0.1`.
    pub input_step: f64,
    pub goalkeeper_only: bool,
    pub section: WeeklySection,
    pub section_label: String,
    #[cfg_attr(feature = "tsify", tsify(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
}

/// The form's inputs and sections.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyFields {
    /// The numeric inputs, in the form's order; the goalkeeping ones only for a goalkeeper.
    pub fields: Vec<WeeklyField>,
    /// The note's longest length (characters, trimmed).
    pub note_max_chars: usize,
    pub note_label: String,
}

/// The form's inputs for a player: every player's fields, and the goalkeeping ones for a goalkeeper.
pub fn weekly_fields(goalkeeper: bool) -> WeeklyFields {
    let fields = SPECS
        .iter()
        .filter(|s| goalkeeper || !s.kind.goalkeeper_only)
        .map(|s| WeeklyField {
            key: s.kind.field,
            label: s.label.to_string(),
            unit: s.unit.map(str::to_string),
            min: s.min,
            max: s.max,
            decimals: s.decimals,
            input_step: if s.decimals == 0 { 1.0 } else { 0.1 },
            goalkeeper_only: s.kind.goalkeeper_only,
            section: s.kind.section,
            section_label: s.kind.section.label().to_string(),
            hint: s.note.map(str::to_string),
        })
        .collect();
    WeeklyFields {
        fields,
        note_max_chars: skora_foundations::limits::WEEKLY_NOTE_MAX_CHARS,
        note_label: "Note".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_field_order_with_contract_ws_ranges() {
        for (i, f) in WeeklyKey::ALL.into_iter().enumerate() {
            assert_eq!(f.spec().kind.field, f);
            assert_eq!(f.index(), i);
            assert_eq!(WeeklyKey::from_key(f.key()), Some(f));
            // The serialised enum is the document key (the TypeScript union is the keys).
            assert_eq!(
                serde_json::to_value(f).ok(),
                Some(serde_json::json!(f.key()))
            );
        }
        let ranges: Vec<(&str, f64, f64, u8)> = SPECS
            .iter()
            .map(|s| (s.key, s.min, s.max, s.decimals))
            .collect();
        assert_eq!(
            ranges,
            [
                ("matches", 0.0, 10.0, 0),
                ("starts", 0.0, 10.0, 0),
                ("minutes", 0.0, 1300.0, 0),
                ("goals", 0.0, 30.0, 0),
                ("assists", 0.0, 30.0, 0),
                ("shots", 0.0, 60.0, 0),
                ("shotsOnTarget", 0.0, 60.0, 0),
                ("keyPasses", 0.0, 60.0, 0),
                ("passesCompleted", 0.0, 1000.0, 0),
                ("passesAttempted", 0.0, 1000.0, 0),
                ("successfulDribbles", 0.0, 100.0, 0),
                ("tacklesWon", 0.0, 100.0, 0),
                ("interceptions", 0.0, 100.0, 0),
                ("clearances", 0.0, 100.0, 0),
                ("aerialDuelsWon", 0.0, 100.0, 0),
                ("foulsCommitted", 0.0, 50.0, 0),
                ("yellowCards", 0.0, 10.0, 0),
                ("redCards", 0.0, 10.0, 0),
                ("trainingSessions", 0.0, 21.0, 0),
                ("trainingMinutes", 0.0, 3000.0, 0),
                ("distanceKm", 0.0, 150.0, 1),
                ("topSpeedKmh", 10.0, 45.0, 1),
                ("selfRating", 1.0, 10.0, 0),
                ("saves", 0.0, 100.0, 0),
                ("shotsFaced", 0.0, 100.0, 0),
                ("goalsConceded", 0.0, 100.0, 0),
                ("cleanSheets", 0.0, 10.0, 0),
                ("penaltiesFaced", 0.0, 20.0, 0),
                ("penaltiesSaved", 0.0, 20.0, 0),
                ("crossesClaimed", 0.0, 100.0, 0),
                ("punches", 0.0, 100.0, 0),
                ("distributionAccuracy", 0.0, 100.0, 0),
            ]
        );
        let gk: Vec<&str> = SPECS
            .iter()
            .filter(|s| s.kind.goalkeeper_only)
            .map(|s| s.key)
            .collect();
        assert_eq!(gk.len(), 9);
        assert_eq!(gk[0], "saves");
    }

    #[test]
    fn the_form_asks_goalkeepers_more() {
        assert_eq!(weekly_fields(false).fields.len(), 23);
        assert_eq!(weekly_fields(true).fields.len(), 32);
        assert_eq!(weekly_fields(true).note_max_chars, 280);
        let top = &weekly_fields(false).fields[21];
        assert_eq!(
            (top.key, top.input_step, top.unit.as_deref()),
            (WeeklyKey::TopSpeedKmh, 0.1, Some("km/h"))
        );
    }

    #[test]
    fn accepts_what_the_rules_accept() {
        let goals = WeeklyKey::Goals.spec();
        assert!(goals.accepts(0.0) && goals.accepts(30.0));
        assert!(
            !goals.accepts(31.0)
                && !goals.accepts(-1.0)
                && !goals.accepts(1.5)
                && !goals.accepts(f64::NAN)
        );
        let km = WeeklyKey::DistanceKm.spec();
        assert!(km.accepts(12.35) && !km.accepts(150.1));
        assert!(!WeeklyKey::TopSpeedKmh.spec().accepts(9.9));
    }

    #[test]
    fn cross_rule_messages() {
        let r = CROSS_RULES[0];
        assert!(r.holds(3.0, 3.0) && !r.holds(4.0, 3.0));
        assert_eq!(
            r.message(3.0),
            "Shots on target cannot be more than shots (3)."
        );
        assert_eq!(
            CROSS_RULES[3].message(2.0),
            "Minutes played cannot be more than 130 per match: at most 260 for 2 matches."
        );
        assert!(!CROSS_RULES[3].holds(261.0, 2.0));
        assert!(
            CROSS_RULES[6].holds(1.0, 0.0)
                && !CROSS_RULES[6].holds(1.0, 2.0)
                && CROSS_RULES[6].holds(0.0, 2.0)
        );
        assert_eq!(
            CROSS_RULES[1].message(30.0),
            "Passes completed cannot be more than passes attempted (30)."
        );
    }
}
