//! A public player as the directory holds it in memory, read from a `players/{uid}` document, and the
//! card shown for it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::age::age_between;
use crate::completeness::completeness;
use crate::countries::{country_name, flag_emoji, is_country};
use crate::dates::{last_day_of_month, parse_date, parse_month, Date};
use crate::fold::fold;
use crate::geo::LatLng;
use crate::positions::Position;
use crate::profile::PlayerType;
use crate::timestamps::timestamp_millis;

/// One public player, with the keys the filters and sorts need precomputed once at load time, so a
/// query over 10,000 players does no parsing and no allocation per player.
#[derive(Debug, Clone, PartialEq)]
pub struct DirectoryPlayer {
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    /// Folded "first last": what the name search looks in.
    pub search_key: String,
    /// Folded "last first": the "name" sort is by surname, as squad lists are.
    pub sort_key: String,
    /// This player's place in the (`sort_key`, `id`) order of the loaded list, set by `rank_by_name`,
    /// so sorting 10,000 players compares integers, not strings. 0 until ranked (then the sort falls back
    /// to comparing the keys themselves).
    pub name_rank: u32,
    pub birth: Option<Date>,
    pub nationality: Option<&'static str>,
    pub second_nationality: Option<&'static str>,
    pub residence: Option<&'static str>,
    pub city: Option<String>,
    pub player_type: Option<PlayerType>,
    pub main_position: Option<Position>,
    pub secondary_positions: Vec<Position>,
    pub club: Option<String>,
    pub has_photo: bool,
    /// Every required CV field is there (the completeness rule).
    pub complete: bool,
    /// The completeness percentage, 0–100.
    pub percent: u8,
    /// `updatedAt` in milliseconds since the epoch, when the document has a readable one.
    pub updated_at: Option<f64>,
    pub location: Option<LatLng>,
}

/// A non-blank string value, trimmed.
fn text(doc: &Value, key: &str) -> Option<String> {
    let s = doc.get(key)?.as_str()?.trim();
    (!s.is_empty()).then(|| s.to_string())
}

/// A known country code, as the static string of the country table (no allocation per player).
fn country(doc: &Value, key: &str) -> Option<&'static str> {
    let code = doc.get(key)?.as_str()?;
    crate::countries::country_codes().find(|c| *c == code)
}

fn location(doc: &Value) -> Option<LatLng> {
    let loc = doc.get("location")?;
    let point = LatLng {
        lat: loc.get("lat")?.as_f64()?,
        lng: loc.get("lng")?.as_f64()?,
    };
    point.is_valid().then_some(point)
}

/// The directory's record for a `players/{uid}` document, or `None` when it cannot be listed: not
/// `visibility: "public"` (the directory is public by definition, whatever query fetched it), no id,
/// or no name to show.
///
/// Tolerant of everything else, so one odd document (an old availability value, a missing club, a
/// foreign timestamp shape) never hides a player: unreadable optional values are simply absent.
pub fn read_player(id: &str, doc: &Value) -> Option<DirectoryPlayer> {
    if id.trim().is_empty() || doc.get("visibility")?.as_str()? != "public" {
        return None;
    }
    let first_name = text(doc, "firstName").unwrap_or_default();
    let last_name = text(doc, "lastName").unwrap_or_default();
    if first_name.is_empty() && last_name.is_empty() {
        return None;
    }
    let main_position = doc
        .get("mainPosition")
        .and_then(Value::as_str)
        .and_then(Position::from_code);
    let mut secondary_positions: Vec<Position> = doc
        .get("secondaryPositions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str().and_then(Position::from_code))
        .filter(|p| Some(*p) != main_position)
        .collect();
    secondary_positions.dedup();
    let score = completeness(doc);
    Some(DirectoryPlayer {
        id: id.to_string(),
        search_key: fold(&format!("{first_name} {last_name}")),
        sort_key: fold(&format!("{last_name} {first_name}")),
        name_rank: 0,
        first_name,
        last_name,
        // A CV written before the data split holds the exact date; after it, the birth month, read as its
        // last day (the latest possible birthday, so an age is never overstated).
        birth: doc
            .get("dateOfBirth")
            .and_then(Value::as_str)
            .and_then(parse_date)
            .or_else(|| {
                let (year, month) = parse_month(doc.get("birthMonth")?.as_str()?)?;
                Some(last_day_of_month(year, month))
            }),
        nationality: country(doc, "nationality"),
        second_nationality: country(doc, "secondNationality"),
        residence: country(doc, "countryOfResidence"),
        city: text(doc, "city"),
        player_type: doc
            .get("playerType")
            .and_then(Value::as_str)
            .and_then(PlayerType::parse),
        main_position,
        secondary_positions,
        club: text(doc, "currentClub"),
        has_photo: doc.get("hasPhoto") == Some(&Value::Bool(true)),
        complete: score.complete,
        percent: score.percent,
        updated_at: timestamp_millis(doc.get("updatedAt")),
        location: location(doc),
    })
}

impl DirectoryPlayer {
    /// The age on `today`, or `None` without a readable date of birth.
    pub fn age_on(&self, today: Option<Date>) -> Option<u8> {
        age_between(self.birth?, today?)
    }

    /// Whether the player is from or lives in `code`.
    pub fn in_country(&self, code: &str) -> bool {
        [self.nationality, self.second_nationality, self.residence].contains(&Some(code))
    }

    /// Whether the player plays `position`, as the main or a secondary one.
    pub fn plays(&self, position: Position) -> bool {
        self.main_position == Some(position) || self.secondary_positions.contains(&position)
    }

    pub fn display_name(&self) -> String {
        crate::names::display_name(&self.first_name, &self.last_name)
    }
}

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
    /// Nationality (ISO alpha-2), its English name and flag emoji.
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
}

/// The card of `player` on `today` (`YYYY-MM-DD`; an unreadable date leaves the age out).
pub fn card(player: &DirectoryPlayer, today: Option<Date>) -> PlayerCard {
    // The flag shows the nationality; a player without a readable one shows where they live.
    let country = player
        .nationality
        .or(player.residence)
        .filter(|c| is_country(c));
    PlayerCard {
        id: player.id.clone(),
        href: crate::routes::player_page_path(&player.id),
        name: player.display_name(),
        age: player.age_on(today),
        positions: player
            .main_position
            .into_iter()
            .chain(player.secondary_positions.iter().copied())
            .map(|code| PositionTag {
                code,
                label: code.label().to_string(),
            })
            .collect(),
        player_type: player.player_type,
        country: country.map(str::to_string),
        country_name: country.and_then(country_name).map(str::to_string),
        flag: country.and_then(flag_emoji),
        city: player.city.clone(),
        club: player.club.clone(),
        has_photo: player.has_photo,
    }
}

#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;
    use serde_json::json;

    /// A public document shaped like the seed's (including its non-standard availability values).
    pub fn doc(
        first: &str,
        last: &str,
        born: &str,
        country: &str,
        kind: &str,
        main: &str,
    ) -> Value {
        json!({
            "firstName": first, "lastName": last, "dateOfBirth": born, "nationality": country,
            "countryOfResidence": country, "city": "Somewhere", "playerType": kind,
            "mainPosition": main, "availability": "open_to_offers", "visibility": "public",
            "currentClub": "FC Example"
        })
    }

    pub fn player(id: &str, doc: &Value) -> DirectoryPlayer {
        read_player(id, doc).unwrap_or_else(|| panic!("{id} is readable"))
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;
    use serde_json::json;

    fn today() -> Option<Date> {
        parse_date("2025-06-01")
    }

    #[test]
    fn reads_a_seed_like_document_with_its_keys_precomputed() {
        let mut d = doc("Lucía", "Ferrer", "2003-03-21", "ES", "outfield", "LW");
        d["secondaryPositions"] = json!(["RW", "LW", "bogus", "RW"]);
        d["updatedAt"] = json!({"seconds": 1_700_000_000, "nanoseconds": 500_000_000});
        d["location"] = json!({"lat": 39.47, "lng": -0.38});
        let p = player("lucia", &d);
        assert_eq!(p.search_key, "lucia ferrer");
        assert_eq!(p.sort_key, "ferrer lucia");
        assert_eq!(p.nationality, Some("ES"));
        assert_eq!(p.main_position, Some(Position::Lw));
        assert_eq!(p.secondary_positions, vec![Position::Rw]);
        assert_eq!(p.player_type, Some(PlayerType::Outfield));
        assert_eq!(p.updated_at, Some(1_700_000_000_500.0));
        assert_eq!(p.age_on(today()), Some(22));
        assert!(p.complete && !p.has_photo);
        assert!(p.location.is_some());
    }

    #[test]
    fn only_public_documents_with_a_name_and_an_id_are_listed() {
        let d = doc("Ana", "Silva", "2000-01-01", "PT", "outfield", "CM");
        assert!(read_player("ana", &d).is_some());
        let mut members = d.clone();
        members["visibility"] = json!("members");
        assert!(read_player("ana", &members).is_none());
        let mut hidden = d.clone();
        hidden.as_object_mut().map(|o| o.remove("visibility"));
        assert!(read_player("ana", &hidden).is_none());
        assert!(read_player(" ", &d).is_none());
        let nameless = json!({"visibility": "public", "firstName": "  "});
        assert!(read_player("x", &nameless).is_none());
        assert!(read_player("x", &json!(null)).is_none());
    }

    #[test]
    fn odd_optional_values_are_simply_absent() {
        let d = json!({
            "visibility": "public", "lastName": "Okafor", "dateOfBirth": "12/05/2001",
            "nationality": "XX", "playerType": "striker", "mainPosition": "st",
            "secondaryPositions": "ST", "updatedAt": "yesterday", "hasPhoto": "yes",
            "location": {"lat": 200, "lng": 0}
        });
        let p = player("c", &d);
        assert_eq!(p.display_name(), "Okafor");
        assert_eq!(
            (p.birth, p.nationality, p.player_type, p.main_position),
            (None, None, None, None)
        );
        assert!(p.secondary_positions.is_empty());
        assert_eq!((p.updated_at, p.has_photo, p.location), (None, false, None));
        assert!(!p.complete);
    }

    #[test]
    fn a_split_cv_gives_the_age_from_its_birth_month() {
        let doc = json!({"firstName": "Ana", "lastName": "Silva", "visibility": "public", "birthMonth": "2004-03"});
        let p = read_player("ana", &doc);
        assert_eq!(p.as_ref().and_then(|p| p.birth), parse_date("2004-03-31"));
    }

    #[test]
    fn the_card_shows_name_age_positions_flag_and_club() {
        let mut d = doc("Karim", "Benali", "1999-08-09", "MA", "outfield", "CAM");
        d["countryOfResidence"] = json!("FR");
        d["secondaryPositions"] = json!(["CM"]);
        d["hasPhoto"] = json!(true);
        let c = card(&player("karim", &d), today());
        assert_eq!(c.id, "karim");
        assert_eq!(c.name, "Karim Benali");
        assert_eq!(c.age, Some(25));
        let codes: Vec<&str> = c.positions.iter().map(|p| p.code.code()).collect();
        assert_eq!(codes, ["CAM", "CM"]);
        assert_eq!(c.positions[0].label, "Attacking midfielder");
        assert_eq!(c.country.as_deref(), Some("MA"));
        assert_eq!(c.country_name.as_deref(), Some("Morocco"));
        assert_eq!(c.flag.as_deref(), Some("🇲🇦"));
        assert_eq!(c.club.as_deref(), Some("FC Example"));
        assert!(c.has_photo);
    }

    #[test]
    fn the_card_serialises_in_camel_case_without_absent_keys() {
        let p = player("x", &json!({"visibility": "public", "firstName": "Solo"}));
        let v = serde_json::to_value(card(&p, None)).unwrap_or_default();
        assert_eq!(
            v,
            json!({"id": "x", "href": "/p/x", "name": "Solo", "positions": [], "hasPhoto": false})
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<f64>().prop_map(|f| serde_json::json!(f)),
            "\\PC{0,12}".prop_map(Value::String),
            prop_oneof![Just("public"), Just("GK"), Just("ES"), Just("2001-02-03")]
                .prop_map(|s| Value::String(s.into())),
        ];
        leaf.prop_recursive(2, 16, 4, |inner| {
            prop::collection::vec(inner, 0..4).prop_map(Value::Array)
        })
    }

    fn any_doc() -> impl Strategy<Value = Value> {
        let keys = prop_oneof![
            Just("visibility"),
            Just("firstName"),
            Just("lastName"),
            Just("dateOfBirth"),
            Just("nationality"),
            Just("mainPosition"),
            Just("secondaryPositions"),
            Just("updatedAt"),
            Just("location"),
            Just("hasPhoto"),
            Just("playerType"),
        ];
        prop::collection::vec((keys, any_json()), 0..10).prop_map(|entries| {
            let mut map = serde_json::Map::new();
            map.insert("visibility".into(), Value::String("public".into()));
            for (k, v) in entries {
                map.insert(k.to_string(), v);
            }
            Value::Object(map)
        })
    }

    proptest! {
        #[test]
        fn reading_never_panics_and_cards_are_consistent(doc in any_doc(), today in "\\PC{0,10}") {
            if let Some(p) = read_player("id", &doc) {
                let c = card(&p, parse_date(&today));
                prop_assert_eq!(c.id, "id");
                prop_assert!(!c.name.trim().is_empty());
                prop_assert_eq!(c.flag.is_some(), c.country.is_some());
                prop_assert!(p.secondary_positions.iter().all(|s| Some(*s) != p.main_position));
                prop_assert!(p.updated_at.is_none_or(f64::is_finite));
            }
        }
    }
}
