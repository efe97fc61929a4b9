//! What the pickers choose: the player type and the other one-of-a-list values, and the positions.

use crate::positions::Position;
use crate::profile::model::PlayerType;
use skora_foundations::limits::*;
use skora_foundations::validation::{error, Errors, FieldError};

pub(super) fn optional_choice<T>(
    e: &mut Errors,
    field: &str,
    raw: &str,
    parse: fn(&str) -> Option<T>,
    message: &str,
) -> Option<T> {
    let value = raw.trim();
    if value.is_empty() {
        return None;
    }
    let parsed = parse(value);
    if parsed.is_none() {
        e.push(error(field, "invalid", message));
    }
    parsed
}

pub(super) fn choice<T>(
    e: &mut Errors,
    field: &str,
    raw: &str,
    parse: fn(&str) -> Option<T>,
    message: &str,
) -> Option<T> {
    if raw.trim().is_empty() {
        e.push(error(field, "required", message));
        return None;
    }
    optional_choice(e, field, raw, parse, message)
}

pub(super) fn main_position(
    e: &mut Errors,
    raw: &str,
    player_type: Option<PlayerType>,
) -> Option<Position> {
    const F: &str = "mainPosition";
    let position = choice(
        e,
        F,
        raw,
        Position::from_code,
        "Please choose your main position.",
    )?;
    match (player_type, position) {
        (Some(PlayerType::Goalkeeper), p) if p != Position::Gk => {
            e.push(error(
                F,
                "goalkeeper-position",
                "A goalkeeper's main position is Goalkeeper (GK).",
            ));
        }
        (Some(PlayerType::Outfield), Position::Gk) => {
            e.push(error(
                F,
                "outfield-position",
                "Choose an outfield position, or make your player type goalkeeper.",
            ));
        }
        _ => {}
    }
    Some(position)
}

pub(super) fn secondary_positions(
    raw: &[String],
    main: Option<Position>,
) -> Result<Vec<Position>, FieldError> {
    const F: &str = "secondaryPositions";
    let mut positions = Vec::new();
    for code in raw.iter().map(|c| c.trim()).filter(|c| !c.is_empty()) {
        let p = Position::from_code(code)
            .ok_or_else(|| error(F, "invalid", "Please choose positions from the list."))?;
        if Some(p) == main {
            return Err(error(
                F,
                "same-as-main",
                "Your main position cannot also be a secondary one.",
            ));
        }
        if positions.contains(&p) {
            return Err(error(F, "duplicate", "Each position can be chosen once."));
        }
        positions.push(p);
    }
    if positions.len() > SECONDARY_POSITIONS_MAX {
        return Err(error(
            F,
            "too-many",
            format!("Choose at most {SECONDARY_POSITIONS_MAX} secondary positions."),
        ));
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {

    use super::super::tests::{errors_of, full_form, one, TODAY};
    use super::super::validate_profile_form;
    use crate::profile::form::ProfileForm;

    #[test]
    fn goalkeeper_if_and_only_if_main_position_gk() {
        let form = ProfileForm {
            player_type: "goalkeeper".into(),
            ..full_form()
        };
        assert_eq!(errors_of(&form), one("mainPosition", "goalkeeper-position"));
        let form = ProfileForm {
            main_position: "GK".into(),
            ..full_form()
        };
        assert_eq!(errors_of(&form), one("mainPosition", "outfield-position"));
        let form = ProfileForm {
            player_type: "goalkeeper".into(),
            main_position: "GK".into(),
            ..full_form()
        };
        assert!(validate_profile_form(&form, TODAY, true).is_ok());
    }

    #[test]
    fn secondary_positions_are_distinct_few_and_not_the_main_one() {
        let with = |list: &[&str]| ProfileForm {
            secondary_positions: list.iter().map(|s| s.to_string()).collect(),
            ..full_form()
        };
        assert_eq!(
            errors_of(&with(&["CF", "CF"])),
            one("secondaryPositions", "duplicate")
        );
        assert_eq!(
            errors_of(&with(&["RW"])),
            one("secondaryPositions", "same-as-main")
        );
        assert_eq!(
            errors_of(&with(&["XX"])),
            one("secondaryPositions", "invalid")
        );
        assert_eq!(
            errors_of(&with(&["CF", "ST", "LW", "CAM", "CM"])),
            one("secondaryPositions", "too-many")
        );
        assert!(validate_profile_form(&with(&["CF", "ST", "LW", "CAM", ""]), TODAY, true).is_ok());
    }
}
