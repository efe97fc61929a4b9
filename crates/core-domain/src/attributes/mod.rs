//! Player attributes: `playerStats/{uid}` (Contract B), the stats wizard's form and rule, the
//! tolerant reader of a stored document, and the maths a scout reads on the CV (EA FC-style face
//! attributes, the overall per position, the radar). Every weight is documented in `docs/attributes.md`.
//!
//! Layered bottom-up, each file using only those above it in this list:
//! - `fields`: every key, group, step, label, unit, range and decimals (the one table);
//! - `stats`: the stored document read tolerantly (`PlayerStats`);
//! - `form`: the wizard's values and the form of a stored document;
//! - `validate`: form → document, with every field's problem;
//! - `measured`: measured tests on the 1–20 scale, blended with the self-ratings they measure;
//! - `faces`: the six face attributes, 1–99;
//! - `overall`: the overall rating per main position;
//! - `display`: colour bands and the radar's 0–1 values.
//!
//! The percentiles among players of the same position need the index's histograms, one layer up: see
//! `attribute_card`.

mod display;
mod faces;
mod fields;
mod form;
mod measured;
mod overall;
mod stats;
mod validate;

pub use display::{band, radar_value, Band, BAND_FLOORS};
pub use faces::{
    complete_faces, face_is_measured, face_set, face_value, faces, to_face_scale, Face, FaceValues,
    Input, FACE_MAX, FACE_MIN, FACE_WEIGHTS, GOALKEEPER_FACES, OUTFIELD_FACES,
};
pub use fields::{
    attribute_fields, AttributeField, AttributeFields, AttributeKind, AttributeStep, Better, Group,
    Rating, Spec, Step, Test,
};
pub use form::{attributes_form, step_values, with_drafts, AttributesForm, DraftedForm, TestForm};
pub use measured::{test_score, Quality, MEASURED_WEIGHT, SCORE_WINDOWS};
pub use overall::{overall, overall_weights, EVEN_WEIGHTS, GOALKEEPER_WEIGHTS, OUTFIELD_WEIGHTS};
pub use stats::{read_stats, Measurement, PlayerStats};
/// The number parser of typed values (`1,72` and `1.72`, the decimals it says), shared with the weekly form.
pub(crate) use validate::decimal as typed_decimal;
pub use validate::{validate_attributes_form, StatsDocument};

// A stored stats document for tests, here and (under the `fixtures` feature) in skora-core's compositions.
#[cfg(any(test, feature = "fixtures"))]
pub use stats::fixtures;
