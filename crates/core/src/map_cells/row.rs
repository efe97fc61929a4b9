//! What the map keeps of an index entry: the fields its columns and its card read, nothing else. The table
//! (`talent_map::table`) slims every entry it loads to this, and a cell stores it as compact JSON, so a player
//! read from a cell and one read from the index fill the same row.

use std::ops::Not;

use serde::{Deserialize, Serialize};

use crate::player_index::IndexEntry;
use skora_domain::positions::Position;
use skora_domain::profile::{Availability, PlayerType, Visibility};
use skora_foundations::geo::LatLng;

/// The map's row of one player. Absent values are left out of the text, so a row is as short as the player's
/// data allows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MapRow {
    pub display_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub birth_month: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_type: Option<PlayerType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub main_position: Option<Position>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<Position>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nationalities: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_of_residence: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<LatLng>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub availability: Option<Availability>,
    #[serde(default, skip_serializing_if = "Not::not")]
    pub has_photo: bool,
    pub visibility: Visibility,
    /// The share of the newest season's minutes an official confirmed (the map's "Confirmed stats only").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed: Option<u8>,
}

impl MapRow {
    pub fn of(entry: &IndexEntry) -> MapRow {
        MapRow {
            display_name: entry.display_name.clone(),
            birth_month: entry.birth_month.clone(),
            player_type: entry.player_type,
            main_position: entry.main_position,
            positions: entry.positions.clone(),
            nationalities: entry.nationalities.clone(),
            country_of_residence: entry.country_of_residence.clone(),
            city: entry.city.clone(),
            location: entry.location,
            club: entry.club.clone(),
            availability: entry.availability,
            has_photo: entry.has_photo,
            visibility: entry.visibility,
            confirmed: entry.confirmed,
        }
    }

    /// The entry this row stands for, with every field the map does not read empty.
    pub fn into_entry(self) -> IndexEntry {
        IndexEntry {
            display_name: self.display_name,
            name_keys: Vec::new(),
            sort_key: String::new(),
            birth_month: self.birth_month,
            player_type: self.player_type,
            main_position: self.main_position,
            positions: self.positions,
            nationalities: self.nationalities,
            filter_keys: Vec::new(),
            country_of_residence: self.country_of_residence,
            city: self.city,
            location: self.location,
            location_precision: None,
            geohash: None,
            club: self.club,
            availability: self.availability,
            height_cm: None,
            has_photo: self.has_photo,
            visibility: self.visibility,
            updated_at: None,
            clips: Vec::new(),
            has_clips: false,
            faces: None,
            overall: None,
            season: None,
            confirmed: self.confirmed,
        }
    }

    /// The row as a cell stores it: compact JSON, the key of the player's row in the cell.
    pub fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A stored row's text read back, or `None` when it is no row (a cell holds only what the functions wrote,
    /// but nothing read from Firestore is trusted).
    pub fn read(text: &str) -> Option<MapRow> {
        serde_json::from_str(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player_index::player_index_entry;
    use serde_json::json;

    #[test]
    fn a_row_is_short_and_reads_back() {
        let cv = json!({"visibility": "public", "firstName": "Lucía", "lastName": "Ferrer",
            "countryOfResidence": "ES", "mainPosition": "CM", "playerType": "outfield"});
        let entry = player_index_entry("u1", &cv.to_string(), None, "2025-06-01", false, None)
            .unwrap_or_else(|| panic!("an entry"));
        let row = MapRow::of(&entry);
        // Without a point of their own, the player is at their country's centroid, as in their entry.
        assert_eq!(
            row.text(),
            r#"{"displayName":"Lucía Ferrer","playerType":"outfield","mainPosition":"CM","positions":["CM"],"countryOfResidence":"ES","location":{"lat":40.46,"lng":-3.75},"visibility":"public"}"#
        );
        assert_eq!(MapRow::read(&row.text()), Some(row));
        for text in [
            "",
            "{}",
            "[]",
            r#"{"displayName":"A"}"#,
            r#"{"displayName":1,"visibility":"public"}"#,
        ] {
            assert_eq!(MapRow::read(text), None, "{text}");
        }
    }
}
