//! The card a directory page or the home page's featured players show for one index entry
//! (`page::card_of_entry` builds it).

use serde::{Deserialize, Serialize};

use skora_domain::positions::Position;
use skora_domain::profile::PlayerType;

/// A position as a card shows it: the code on the chip, the label for screen readers and tooltips.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PositionTag {
    pub code: Position,
    pub label: String,
}

/// What one directory or featured card shows; built only for the cards on screen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlayerCard {
    /// The uid: the picture is at `profilePictures/<id>`.
    pub id: String,
    /// The player's public CV page (`routes::player_page_path`).
    pub href: String,
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub age: Option<u8>,
    /// The main position first, then the secondary ones.
    pub positions: Vec<PositionTag>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub player_type: Option<PlayerType>,
    /// Nationality (ISO alpha-2), its English name and its flag's file (`countries::flag_file`: `es.svg`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub country: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub country_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub flag: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub city: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub club: Option<String>,
    pub has_photo: bool,
    /// "67% of 2025/26 minutes confirmed by a coach or club": said in words, and only when an official confirmed some.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub confirmed: Option<String>,
}

/// The card's line on confirmed stats, for a share of `percent` of `season`'s minutes (none under 1%).
pub fn confirmed_line(percent: Option<u8>, season: Option<u16>) -> Option<String> {
    let (percent, season) = (percent.filter(|&p| p > 0)?, season?);
    Some(format!(
        "{percent}% of {} minutes confirmed by a coach or club",
        skora_domain::weekly::season_label(season)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_card_serialises_in_camel_case_without_absent_keys() {
        let card = PlayerCard {
            id: "x".into(),
            href: "/p/x".into(),
            name: "Solo".into(),
            age: None,
            positions: vec![PositionTag {
                code: Position::Gk,
                label: "Goalkeeper".into(),
            }],
            player_type: None,
            country: None,
            country_name: None,
            flag: None,
            city: None,
            club: None,
            has_photo: false,
            confirmed: None,
        };
        assert_eq!(
            serde_json::to_value(card).ok(),
            Some(json!({
                "id": "x", "href": "/p/x", "name": "Solo",
                "positions": [{"code": "GK", "label": "Goalkeeper"}], "hasPhoto": false
            }))
        );
        assert_eq!(
            confirmed_line(Some(67), Some(2025)).as_deref(),
            Some("67% of 2025/26 minutes confirmed by a coach or club")
        );
        assert_eq!(confirmed_line(Some(0), Some(2025)), None);
        assert_eq!(confirmed_line(Some(50), None), None);
    }
}
