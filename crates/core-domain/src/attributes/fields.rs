//! The fields of `playerStats/{uid}` (Contract B): every key, its group in the document, the wizard step
//! that asks for it, its label, unit, plausible range and decimals. The bottom layer of `attributes`: the
//! form, the validator, the reader, the formulas and the UI all read these tables, so a key or a range is
//! written once.

use serde::{Deserialize, Serialize};

use crate::number_field::NumberSpec;
use skora_foundations::limits::*;

/// A top-level map of the document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Group {
    /// Measured tests, each optional: `{value, measuredOn}`.
    Tests,
    Physical,
    Technical,
    /// Present if and only if the CV's player type is goalkeeper.
    Goalkeeping,
}

impl Group {
    pub const ALL: [Group; 4] = [
        Group::Tests,
        Group::Physical,
        Group::Technical,
        Group::Goalkeeping,
    ];

    /// The document key (and the form's).
    pub fn key(self) -> &'static str {
        match self {
            Group::Tests => "tests",
            Group::Physical => "physical",
            Group::Technical => "technical",
            Group::Goalkeeping => "goalkeeping",
        }
    }

    /// The wizard step that asks for the group's fields.
    pub fn step(self) -> Step {
        match self {
            Group::Tests | Group::Physical => Step::Physical,
            Group::Technical => Step::Technical,
            Group::Goalkeeping => Step::Goalkeeper,
        }
    }
}

/// The wizard's steps, in order (`/settings/player-stats/{path}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Step {
    Picture,
    Physical,
    Technical,
    Goalkeeper,
}

impl Step {
    pub const ALL: [Step; 4] = [
        Step::Picture,
        Step::Physical,
        Step::Technical,
        Step::Goalkeeper,
    ];

    /// The step's URL segment under `/settings/player-stats/`.
    pub fn path(self) -> &'static str {
        match self {
            Step::Picture => "picture",
            Step::Physical => "physical",
            Step::Technical => "technical",
            Step::Goalkeeper => "goalkeeper",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Step::Picture => "Profile image",
            Step::Physical => "Physical",
            Step::Technical => "Technical",
            Step::Goalkeeper => "Goalkeeper technical",
        }
    }

    /// The localStorage key of the step's draft (the seed's names, `cache`).
    pub fn draft_key(self) -> &'static str {
        match self {
            Step::Picture => skora_foundations::cache::PROFILE_IMAGE_KEY,
            Step::Physical => skora_foundations::cache::PHYSICAL_STEP_KEY,
            Step::Technical => skora_foundations::cache::TECHNICAL_STEP_KEY,
            Step::Goalkeeper => skora_foundations::cache::GOALKEEPER_TECHNICAL_STEP_KEY,
        }
    }
}

/// Which way is better: a sprint time is better lower, everything else higher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Better {
    Higher,
    Lower,
}

/// What a stats field adds to its number rule: the document's group it sits in and which way is better.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AttributeKind {
    pub group: Group,
    pub better: Better,
}

/// One field's rule: what the validator, the reader and the wizard's inputs share.
pub type Spec = NumberSpec<AttributeKind>;

/// A measured test (`tests.{key}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Test {
    Sprint10m,
    Sprint30m,
    Sprint40m,
    YoyoIr1,
    Cmj,
    BroadJump,
    TopSpeed,
    BeepTest,
}

const fn test(
    key: &'static str,
    label: &'static str,
    unit: &'static str,
    (min, max): (f64, f64),
    decimals: u8,
    better: Better,
) -> Spec {
    Spec {
        kind: AttributeKind {
            group: Group::Tests,
            better,
        },
        key,
        label,
        unit: Some(unit),
        min,
        max,
        decimals,
        note: None,
    }
}

/// In `Test` order.
const TESTS: [Spec; 8] = [
    test(
        "sprint10m",
        "10 m sprint",
        "s",
        SPRINT_10M_S,
        2,
        Better::Lower,
    ),
    test(
        "sprint30m",
        "30 m sprint",
        "s",
        SPRINT_30M_S,
        2,
        Better::Lower,
    ),
    test(
        "sprint40m",
        "40 m sprint",
        "s",
        SPRINT_40M_S,
        2,
        Better::Lower,
    ),
    test(
        "yoyoIr1",
        "Yo-Yo IR1",
        "level",
        YOYO_IR1_LEVEL,
        1,
        Better::Higher,
    ),
    test(
        "cmj",
        "Countermovement jump",
        "cm",
        CMJ_CM,
        1,
        Better::Higher,
    ),
    test(
        "broadJump",
        "Standing broad jump",
        "cm",
        BROAD_JUMP_CM,
        0,
        Better::Higher,
    ),
    test(
        "topSpeed",
        "Top speed",
        "km/h",
        TOP_SPEED_KMH,
        1,
        Better::Higher,
    ),
    test(
        "beepTest",
        "Beep test",
        "level",
        BEEP_TEST_LEVEL,
        1,
        Better::Higher,
    ),
];

impl Test {
    pub const ALL: [Test; 8] = [
        Test::Sprint10m,
        Test::Sprint30m,
        Test::Sprint40m,
        Test::YoyoIr1,
        Test::Cmj,
        Test::BroadJump,
        Test::TopSpeed,
        Test::BeepTest,
    ];

    pub fn spec(self) -> &'static Spec {
        // TESTS is in `ALL` order, so the discriminant is the row index.
        &TESTS[self as usize]
    }

    pub fn key(self) -> &'static str {
        self.spec().key
    }

    pub fn from_key(key: &str) -> Option<Test> {
        Test::ALL.into_iter().find(|t| t.key() == key)
    }
}

/// A self-rating (`physical`, `technical` or `goalkeeping`), 1–20 (weak foot and skill moves 1–5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rating {
    Acceleration,
    Agility,
    Balance,
    JumpingReach,
    NaturalFitness,
    Pace,
    Stamina,
    Strength,
    Corners,
    Crossing,
    Dribbling,
    Finishing,
    FirstTouch,
    FreeKickTaking,
    Heading,
    LongShots,
    LongThrows,
    Marking,
    Passing,
    PenaltyTaking,
    Tackling,
    Technique,
    WeakFoot,
    SkillMoves,
    AerialReach,
    CommandOfArea,
    Communication,
    Eccentricity,
    Handling,
    Kicking,
    OneOnOnes,
    /// `goalkeeping.passing`: the same key as `technical.passing`, in another group.
    GkPassing,
    Punching,
    Reflexes,
    RushingOut,
    Throwing,
}

const fn rating(group: Group, key: &'static str, label: &'static str) -> Spec {
    Spec {
        kind: AttributeKind {
            group,
            better: Better::Higher,
        },
        key,
        label,
        unit: None,
        min: RATING_MIN as f64,
        max: RATING_MAX as f64,
        decimals: 0,
        note: None,
    }
}

const fn stars(key: &'static str, label: &'static str, note: &'static str) -> Spec {
    Spec {
        min: STARS_MIN as f64,
        max: STARS_MAX as f64,
        note: Some(note),
        ..rating(Group::Technical, key, label)
    }
}

const fn tendency(key: &'static str, label: &'static str, note: &'static str) -> Spec {
    Spec {
        note: Some(note),
        ..rating(Group::Goalkeeping, key, label)
    }
}

const P: Group = Group::Physical;
const T: Group = Group::Technical;
const G: Group = Group::Goalkeeping;

/// In `Rating` order; within a group, the order the wizard lists them (alphabetical, as the issue does).
const RATINGS: [Spec; 36] = [
    rating(P, "acceleration", "Acceleration"),
    rating(P, "agility", "Agility"),
    rating(P, "balance", "Balance"),
    rating(P, "jumpingReach", "Jumping reach"),
    rating(P, "naturalFitness", "Natural fitness"),
    rating(P, "pace", "Pace"),
    rating(P, "stamina", "Stamina"),
    rating(P, "strength", "Strength"),
    rating(T, "corners", "Corners"),
    rating(T, "crossing", "Crossing"),
    rating(T, "dribbling", "Dribbling"),
    rating(T, "finishing", "Finishing"),
    rating(T, "firstTouch", "First touch"),
    rating(T, "freeKickTaking", "Free-kick taking"),
    rating(T, "heading", "Heading"),
    rating(T, "longShots", "Long shots"),
    rating(T, "longThrows", "Long throws"),
    rating(T, "marking", "Marking"),
    rating(T, "passing", "Passing"),
    rating(T, "penaltyTaking", "Penalty taking"),
    rating(T, "tackling", "Tackling"),
    rating(T, "technique", "Technique"),
    stars(
        "weakFoot",
        "Weak foot",
        "Stars, 1–5: how well you use your weaker foot.",
    ),
    stars(
        "skillMoves",
        "Skill moves",
        "Stars, 1–5: the tricks you pull off in a match.",
    ),
    rating(G, "aerialReach", "Aerial reach"),
    rating(G, "commandOfArea", "Command of area"),
    rating(G, "communication", "Communication"),
    tendency(
        "eccentricity",
        "Eccentricity",
        "A tendency: how often you try the unexpected, not how well.",
    ),
    rating(G, "handling", "Handling"),
    rating(G, "kicking", "Kicking"),
    rating(G, "oneOnOnes", "One on ones"),
    rating(G, "passing", "Passing"),
    tendency(
        "punching",
        "Punching (tendency)",
        "A tendency: how often you punch rather than catch, not how well.",
    ),
    rating(G, "reflexes", "Reflexes"),
    tendency(
        "rushingOut",
        "Rushing out (tendency)",
        "A tendency: how often you leave your line, not how well.",
    ),
    rating(G, "throwing", "Throwing"),
];

impl Rating {
    pub const ALL: [Rating; 36] = [
        Rating::Acceleration,
        Rating::Agility,
        Rating::Balance,
        Rating::JumpingReach,
        Rating::NaturalFitness,
        Rating::Pace,
        Rating::Stamina,
        Rating::Strength,
        Rating::Corners,
        Rating::Crossing,
        Rating::Dribbling,
        Rating::Finishing,
        Rating::FirstTouch,
        Rating::FreeKickTaking,
        Rating::Heading,
        Rating::LongShots,
        Rating::LongThrows,
        Rating::Marking,
        Rating::Passing,
        Rating::PenaltyTaking,
        Rating::Tackling,
        Rating::Technique,
        Rating::WeakFoot,
        Rating::SkillMoves,
        Rating::AerialReach,
        Rating::CommandOfArea,
        Rating::Communication,
        Rating::Eccentricity,
        Rating::Handling,
        Rating::Kicking,
        Rating::OneOnOnes,
        Rating::GkPassing,
        Rating::Punching,
        Rating::Reflexes,
        Rating::RushingOut,
        Rating::Throwing,
    ];

    pub fn spec(self) -> &'static Spec {
        // RATINGS is in `ALL` order, so the discriminant is the row index.
        &RATINGS[self as usize]
    }

    pub fn group(self) -> Group {
        self.spec().kind.group
    }

    pub fn key(self) -> &'static str {
        self.spec().key
    }

    /// The ratings of one group, in the wizard's order.
    pub fn of(group: Group) -> impl Iterator<Item = Rating> {
        Rating::ALL.into_iter().filter(move |r| r.group() == group)
    }

    pub fn find(group: Group, key: &str) -> Option<Rating> {
        Rating::of(group).find(|r| r.key() == key)
    }
}

impl NumberSpec<AttributeKind> {
    /// The range in words, for messages: `between 1.40 and 3.00 s`, `from 1 to 20`.
    pub fn range_text(&self) -> String {
        let (min, max) = self.range_ends();
        match self.unit {
            Some(unit) => format!("between {min} and {max} {unit}"),
            None => format!("from {min} to {max}"),
        }
    }

    /// The react-hook-form path of the field's value (`tests.sprint10m.value`, `physical.pace`).
    pub fn path(&self) -> String {
        match self.kind.group {
            Group::Tests => format!("tests.{}.value", self.key),
            g => format!("{}.{}", g.key(), self.key),
        }
    }
}

/// One field for the wizard's inputs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AttributeField {
    pub group: Group,
    pub key: String,
    /// The react-hook-form path of the input (`tests.sprint10m.value`; a test's date is `tests.{key}.measuredOn`).
    pub path: String,
    pub step: Step,
    pub label: String,
    #[cfg_attr(feature = "tsify", tsify(optional))]
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub unit: Option<String>,
    pub min: f64,
    pub max: f64,
    pub decimals: u8,
    /// The input's `step` attribute: `0.01` for two decimals, `1` for whole numbers.
    pub input_step: f64,
    pub better: Better,
    /// Measured tests are optional; every rating of a step the player sees is required.
    pub required: bool,
    #[cfg_attr(feature = "tsify", tsify(optional))]
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub note: Option<String>,
}

/// One wizard step for the step indicator.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AttributeStep {
    pub step: Step,
    /// The URL segment under `/settings/player-stats/`.
    pub path: String,
    pub label: String,
    pub draft_key: String,
    /// Only goalkeepers see the step.
    pub goalkeeper_only: bool,
}

/// Everything the wizard needs to draw its inputs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AttributeFields {
    pub steps: Vec<AttributeStep>,
    pub fields: Vec<AttributeField>,
    /// The earliest `measuredOn` (the latest is today).
    pub measured_on_first: String,
}

fn field(spec: &Spec) -> AttributeField {
    AttributeField {
        group: spec.kind.group,
        key: spec.key.to_string(),
        path: spec.path(),
        step: spec.kind.group.step(),
        label: spec.label.to_string(),
        unit: spec.unit.map(str::to_string),
        min: spec.min,
        max: spec.max,
        decimals: spec.decimals,
        input_step: spec.input_step(),
        better: spec.kind.better,
        required: spec.kind.group != Group::Tests,
        note: spec.note.map(str::to_string),
    }
}

/// The steps and fields, in the wizard's order.
pub fn attribute_fields() -> AttributeFields {
    AttributeFields {
        steps: Step::ALL
            .into_iter()
            .map(|s| AttributeStep {
                step: s,
                path: s.path().to_string(),
                label: s.label().to_string(),
                draft_key: s.draft_key().to_string(),
                goalkeeper_only: s == Step::Goalkeeper,
            })
            .collect(),
        fields: TESTS.iter().chain(RATINGS.iter()).map(field).collect(),
        measured_on_first: MEASURED_ON_FIRST.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_are_in_enum_order_and_keys_are_unique_per_group() {
        for (i, t) in Test::ALL.into_iter().enumerate() {
            assert_eq!(t as usize, i);
            assert_eq!(Test::from_key(t.key()), Some(t));
        }
        for (i, r) in Rating::ALL.into_iter().enumerate() {
            assert_eq!(r as usize, i);
            assert_eq!(Rating::find(r.group(), r.key()), Some(r), "{}", r.key());
        }
        assert_eq!(Rating::of(Group::Physical).count(), 8);
        assert_eq!(Rating::of(Group::Technical).count(), 16);
        assert_eq!(Rating::of(Group::Goalkeeping).count(), 12);
        assert_eq!(
            Rating::find(Group::Goalkeeping, "passing"),
            Some(Rating::GkPassing)
        );
        assert_eq!(
            Rating::find(Group::Technical, "passing"),
            Some(Rating::Passing)
        );
    }

    #[test]
    fn contract_b_ranges() {
        let s = Test::Sprint10m.spec();
        assert_eq!((s.min, s.max, s.decimals), (1.40, 3.00, 2));
        assert_eq!(s.range_text(), "between 1.40 and 3.00 s");
        assert_eq!(s.show(1.7), "1.70 s");
        assert_eq!(Test::BroadJump.spec().show(250.0), "250 cm");
        assert_eq!(Rating::Pace.spec().range_text(), "from 1 to 20");
        assert_eq!(Rating::WeakFoot.spec().range_text(), "from 1 to 5");
        assert_eq!(Rating::GkPassing.spec().path(), "goalkeeping.passing");
        assert_eq!(Test::Cmj.spec().path(), "tests.cmj.value");
    }

    #[test]
    fn the_fields_for_the_wizard() {
        let f = attribute_fields();
        assert_eq!(f.fields.len(), 44);
        assert_eq!(f.steps.len(), 4);
        assert_eq!(f.steps[1].draft_key, "userStats_physicalStep");
        assert!(f.steps[3].goalkeeper_only);
        let sprint = &f.fields[0];
        assert_eq!(
            (
                sprint.path.as_str(),
                sprint.step,
                sprint.input_step,
                sprint.required
            ),
            ("tests.sprint10m.value", Step::Physical, 0.01, false)
        );
        let v = serde_json::to_value(&f.fields[8]).unwrap_or_default();
        assert_eq!(
            v,
            serde_json::json!({"group": "physical", "key": "acceleration", "path": "physical.acceleration",
                "step": "physical", "label": "Acceleration", "min": 1.0, "max": 20.0, "decimals": 0,
                "inputStep": 1.0, "better": "higher", "required": true})
        );
    }
}
