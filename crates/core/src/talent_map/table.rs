//! The players loaded into the map, as a struct of arrays: one column per thing a filter or a sort
//! reads, so a query walks a few dense arrays instead of whole records, and what crosses to JS is row
//! numbers (a `Uint32Array`), never copies of players.
//!
//! Rows come from `playerIndex` documents (`{id, data}`) a country's page at a time. The reader trusts
//! none of them: a document that does not read as an entry is skipped (counted in the report), never a
//! panic and never a half-filled row. The same id loaded again replaces its row in place, so a row
//! number stays valid for as long as the table lives and a player is never listed twice.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::bounds::MapBounds;
use crate::directory::{card_of_entry, IndexDoc, PlayerCard};
use crate::map_cells::MapRow;
use crate::player_index::{IndexEntry, MAX_ENTRY_BYTES};
use skora_domain::positions::Position;
use skora_domain::profile::{Availability, PlayerType};
use skora_foundations::age_filter::birth_month_number;
use skora_foundations::firestore_paths::is_document_id;
use skora_foundations::fold::{fold, name_words};
use skora_foundations::geo::LatLng;

/// `birth` of a player without a (valid) birth month: above every real month, so no age range holds it.
pub const NO_MONTH: i32 = i32::MAX;
/// `main_position` of a player without one.
pub const NO_POSITION: u8 = u8::MAX;

/// The player type as one byte: 0 unknown, 1 outfield, 2 goalkeeper.
pub fn type_code(t: Option<PlayerType>) -> u8 {
    match t {
        None => 0,
        Some(PlayerType::Outfield) => 1,
        Some(PlayerType::Goalkeeper) => 2,
    }
}

/// A position's bit in the `positions` column (15 positions fit a `u16`).
pub fn position_bit(p: Position) -> u16 {
    1 << (p as u16)
}

/// A two-letter country code as two uppercase ASCII bytes, or `None` for anything else.
pub fn country_code(text: &str) -> Option<[u8; 2]> {
    match text.trim().as_bytes() {
        [a, b] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic() => {
            Some([a.to_ascii_uppercase(), b.to_ascii_uppercase()])
        }
        _ => None,
    }
}

/// What one `load` did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct LoadReport {
    /// New rows.
    pub added: u32,
    /// Rows of ids already loaded, replaced in place.
    pub replaced: u32,
    /// Documents that are not readable entries.
    pub skipped: u32,
}

/// What the map's card shows for one row: the directory's card (same name, age, positions, flag, club,
/// link to the CV) plus the availability and the coarse point the marker sits on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MapCard {
    #[serde(flatten)]
    pub card: PlayerCard,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub availability: Option<Availability>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub location: Option<LatLng>,
}

/// The loaded players. Every column has one value per row; row `i` of each is the same player.
#[derive(Debug, Clone, Default)]
pub struct MapTable {
    pub(crate) ids: Vec<String>,
    /// The display name folded (`fold::fold`): the name sort's key.
    pub(crate) name_keys: Vec<String>,
    /// The display name's words by the name rule (`fold::name_words`): what the name filter looks at.
    pub(crate) name_words: Vec<Vec<String>>,
    /// The birth month as `age_filter::month_number`, or `NO_MONTH`.
    pub(crate) birth: Vec<i32>,
    /// `type_code` of the player type.
    pub(crate) player_type: Vec<u8>,
    /// The main position as `Position as u8`, or `NO_POSITION`.
    pub(crate) main_position: Vec<u8>,
    /// One bit per position the player plays (`position_bit`), main and secondary.
    pub(crate) positions: Vec<u16>,
    /// The residence country's code (uppercase ASCII), or `[0, 0]`.
    pub(crate) country: Vec<[u8; 2]>,
    /// The nationalities' codes (uppercase ASCII), `[0, 0]` where there is none.
    pub(crate) nationalities: Vec<[[u8; 2]; 2]>,
    /// The coarse point; `NaN` when the entry has none. `f32` is enough: the point is rounded to ~5 km.
    pub(crate) lat: Vec<f32>,
    pub(crate) lng: Vec<f32>,
    /// The entries themselves, read only to build a card (the cold column).
    pub(crate) entries: Vec<IndexEntry>,
    row_of: HashMap<String, u32>,
}

/// The entry of a document, or `None` when it is not one the map can show.
fn read_doc(doc: &IndexDoc) -> Option<IndexEntry> {
    if !is_document_id(&doc.id) || !doc.data.is_object() {
        return None;
    }
    // An entry is at most 2 KiB; something much bigger is not one (and is not worth parsing).
    if serde_json::to_vec(&doc.data).map_or(true, |v| v.len() > 4 * MAX_ENTRY_BYTES) {
        return None;
    }
    let entry: IndexEntry = skora_foundations::documents::read_shown(&doc.data)?;
    // Slimmed to what a card or a column reads: a country can bring thousands of entries, and the cold column
    // should not hold them whole. A row read from a map cell is the same slimmed entry.
    (!entry.display_name.trim().is_empty()).then(|| MapRow::of(&entry).into_entry())
}

impl MapTable {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// Appends the readable documents of `docs` (a page of index entries); an id already loaded has
    /// its row replaced in place.
    pub fn load(&mut self, docs: &[IndexDoc]) -> LoadReport {
        let mut report = LoadReport::default();
        for doc in docs {
            match read_doc(doc) {
                Some(entry) => self.put(&doc.id, entry, &mut report),
                None => report.skipped += 1,
            }
        }
        report
    }

    /// Appends the rows of a map cell (uid → row), as `load` does with entries: a uid that is no document id is
    /// skipped, and an id already loaded has its row replaced in place.
    pub fn load_rows<'a>(
        &mut self,
        rows: impl IntoIterator<Item = (&'a String, &'a MapRow)>,
    ) -> LoadReport {
        let mut report = LoadReport::default();
        for (uid, row) in rows {
            if is_document_id(uid) && !row.display_name.trim().is_empty() {
                self.put(uid, row.clone().into_entry(), &mut report);
            } else {
                report.skipped += 1;
            }
        }
        report
    }

    /// Stores `entry` as player `id`'s row: a new row, or their row replaced in place.
    fn put(&mut self, id: &str, entry: IndexEntry, report: &mut LoadReport) {
        match self.row_of.get(id) {
            Some(&row) => {
                self.entries[row as usize] = entry;
                self.fill(row as usize);
                report.replaced += 1;
            }
            None => {
                // Row numbers are `u32` (what JS receives): a table past that is not a map's.
                let Ok(row) = u32::try_from(self.ids.len()) else {
                    report.skipped += 1;
                    return;
                };
                self.ids.push(id.to_string());
                self.name_keys.push(String::new());
                self.name_words.push(Vec::new());
                self.birth.push(NO_MONTH);
                self.player_type.push(0);
                self.main_position.push(NO_POSITION);
                self.positions.push(0);
                self.country.push([0, 0]);
                self.nationalities.push([[0, 0]; 2]);
                self.lat.push(f32::NAN);
                self.lng.push(f32::NAN);
                self.entries.push(entry);
                self.row_of.insert(id.to_string(), row);
                self.fill(row as usize);
                report.added += 1;
            }
        }
    }

    /// Writes every column of `row` from its entry (`entries[row]`).
    fn fill(&mut self, row: usize) {
        let entry = &self.entries[row];
        let name_key = fold(&entry.display_name);
        let name_words = name_words(&entry.display_name);
        let birth = entry
            .birth_month
            .as_deref()
            .and_then(birth_month_number)
            .unwrap_or(NO_MONTH);
        let player_type = type_code(entry.player_type);
        let main_position = entry.main_position.map_or(NO_POSITION, |p| p as u8);
        let positions = entry
            .main_position
            .iter()
            .chain(&entry.positions)
            .fold(0, |bits, &p| bits | position_bit(p));
        let country = entry
            .country_of_residence
            .as_deref()
            .and_then(country_code)
            .unwrap_or([0, 0]);
        let mut nationalities = [[0, 0]; 2];
        for (slot, code) in nationalities
            .iter_mut()
            .zip(entry.nationalities.iter().filter_map(|c| country_code(c)))
        {
            *slot = code;
        }
        let point = entry.location.filter(LatLng::is_valid);
        self.name_keys[row] = name_key;
        self.name_words[row] = name_words;
        self.birth[row] = birth;
        self.player_type[row] = player_type;
        self.main_position[row] = main_position;
        self.positions[row] = positions;
        self.country[row] = country;
        self.nationalities[row] = nationalities;
        self.lat[row] = point.map_or(f32::NAN, |p| p.lat as f32);
        self.lng[row] = point.map_or(f32::NAN, |p| p.lng as f32);
    }

    /// Every row's uid, in row order.
    pub fn ids(&self) -> &[String] {
        &self.ids
    }

    /// The uid of row `row`.
    pub fn id(&self, row: u32) -> Option<&str> {
        self.ids.get(row as usize).map(String::as_str)
    }

    /// The row of player `id`, when loaded.
    pub fn row_of(&self, id: &str) -> Option<u32> {
        self.row_of.get(id).copied()
    }

    /// The card of row `row` on `today` (`YYYY-MM-DD`: the age), or `None` past the end.
    pub fn card(&self, row: u32, today: &str) -> Option<MapCard> {
        let i = row as usize;
        let entry = self.entries.get(i)?;
        Some(MapCard {
            card: card_of_entry(
                &self.ids[i],
                entry,
                skora_foundations::dates::parse_date(today),
            ),
            availability: entry.availability,
            location: entry.location.filter(LatLng::is_valid),
        })
    }

    /// Every row gone (the scout left the map, or a reload starts over): row numbers start again at 0.
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    /// The rows of `rows` whose point is inside `view`, in the order given: the list beside the map. A row
    /// without a point, or past the end, is never in view.
    pub fn rows_in_view(&self, rows: &[u32], view: &MapBounds) -> Vec<u32> {
        let Some((south, north, longitudes)) = view.extent() else {
            return Vec::new();
        };
        rows.iter()
            .copied()
            .filter(|&r| {
                let i = r as usize;
                match (self.lat.get(i), self.lng.get(i)) {
                    (Some(&lat), Some(&lng)) => {
                        let (lat, lng) = (f64::from(lat), f64::from(lng));
                        (south..=north).contains(&lat) && longitudes.contains(lng)
                    }
                    _ => false,
                }
            })
            .collect()
    }

    /// The coarse points of `rows`, as `[lat0, lng0, lat1, lng1, …]` (`NaN` for a row without one or
    /// past the end): what a clustering library needs, in one flat array.
    pub fn points(&self, rows: &[u32]) -> Vec<f32> {
        let mut out = Vec::with_capacity(rows.len() * 2);
        for &r in rows {
            let i = r as usize;
            out.push(self.lat.get(i).copied().unwrap_or(f32::NAN));
            out.push(self.lng.get(i).copied().unwrap_or(f32::NAN));
        }
        out
    }
}

#[cfg(test)]
pub(crate) mod fixtures {
    use serde_json::{json, Value};

    use crate::directory::IndexDoc;

    /// A valid entry's data with the given fields, the rest as an entry of a public player without them.
    pub fn data(name: &str, extra: Value) -> Value {
        let mut v = json!({
            "displayName": name, "searchKey": "", "birthMonth": null, "playerType": null,
            "mainPosition": null, "positions": [], "countryOfResidence": null, "city": null,
            "location": null, "locationPrecision": null, "geohash": null, "club": null,
            "availability": null, "heightCm": null, "visibility": "public", "updatedAt": null
        });
        if let (Some(o), Some(extra)) = (v.as_object_mut(), extra.as_object()) {
            for (k, x) in extra {
                o.insert(k.clone(), x.clone());
            }
        }
        v
    }

    pub fn doc(id: &str, data: Value) -> IndexDoc {
        IndexDoc {
            id: id.into(),
            data,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::{data, doc};
    use super::*;
    use serde_json::json;

    fn lucia() -> IndexDoc {
        doc(
            "p1",
            data(
                "Lucía Ferrer",
                json!({"birthMonth": "2006-03", "playerType": "outfield", "mainPosition": "CM",
                       "positions": ["CM", "CAM"], "countryOfResidence": "ES",
                       "location": {"lat": 40.4, "lng": -3.7}, "availability": "free-agent"}),
            ),
        )
    }

    #[test]
    fn an_entry_fills_every_column() {
        let mut t = MapTable::new();
        let r = t.load(&[lucia()]);
        assert_eq!(
            r,
            LoadReport {
                added: 1,
                replaced: 0,
                skipped: 0
            }
        );
        assert_eq!(t.len(), 1);
        assert_eq!(t.name_keys[0], "lucia ferrer");
        assert_eq!(
            t.birth[0],
            skora_foundations::age_filter::month_number(2006, 3)
        );
        assert_eq!(t.player_type[0], 1);
        assert_eq!(t.main_position[0], Position::Cm as u8);
        assert_eq!(
            t.positions[0],
            position_bit(Position::Cm) | position_bit(Position::Cam)
        );
        assert_eq!(&t.country[0], b"ES");
        assert_eq!(country_code(" es "), Some(*b"ES"));
        assert_eq!(country_code("ESP"), None);
        assert_eq!((t.lat[0], t.lng[0]), (40.4, -3.7));
        assert_eq!(t.points(&[0, 7]).len(), 4);
        assert!(t.points(&[7])[0].is_nan());
    }

    #[test]
    fn unreadable_documents_are_skipped_and_the_rest_load() {
        let mut t = MapTable::new();
        let r = t.load(&[
            doc("bad/id", data("Ana", json!({}))),
            doc("", data("Ana", json!({}))),
            doc("p2", json!("not an object")),
            doc("p3", data("   ", json!({}))),
            doc("p4", data("Ana", json!({"visibility": "secret"}))),
            doc("p5", data("Ana", json!({"positions": "CM"}))),
            doc("p6", data(&"x".repeat(10_000), json!({}))),
            lucia(),
        ]);
        assert_eq!((r.added, r.replaced, r.skipped), (1, 0, 7), "{:?}", t.ids);
        assert_eq!(t.id(0), Some("p1"));
    }

    #[test]
    fn the_cold_column_keeps_only_what_a_card_reads() {
        let mut t = MapTable::new();
        t.load(&[doc(
            "p1",
            data(
                "Ana",
                json!({"nameKeys": ["an", "ana"], "sortKey": "ana", "filterKeys": ["p:CM"], "geohash": "eyckr",
                       "clips": [{"videoId": "abcdefghijk", "title": "Goals"}], "hasClips": true,
                       "overall": 80, "club": "CD Turia"}),
            ),
        )]);
        let e = &t.entries[0];
        assert!(e.name_keys.is_empty() && e.sort_key.is_empty() && e.filter_keys.is_empty());
        assert!(e.clips.is_empty() && !e.has_clips && e.geohash.is_none() && e.overall.is_none());
        assert_eq!(e.club.as_deref(), Some("CD Turia"));
    }

    #[test]
    fn odd_values_in_a_readable_entry_fall_back_to_unknown() {
        let mut t = MapTable::new();
        t.load(&[doc(
            "p1",
            data(
                "Ana",
                json!({"birthMonth": "2006-13", "countryOfResidence": "Spain",
                       "location": {"lat": 91.0, "lng": 0.0}}),
            ),
        )]);
        assert_eq!(t.birth[0], NO_MONTH);
        assert_eq!(t.country[0], [0, 0]);
        assert!(t.lat[0].is_nan() && t.lng[0].is_nan());
        assert_eq!(t.main_position[0], NO_POSITION);
        assert_eq!(t.player_type[0], 0);
    }

    #[test]
    fn the_same_id_replaces_its_row_and_pages_append() {
        let mut t = MapTable::new();
        t.load(&[lucia(), doc("p2", data("Ana Weber", json!({})))]);
        let again = doc(
            "p1",
            data("Lucía Ferrer Ruiz", json!({"playerType": "goalkeeper"})),
        );
        let r = t.load(&[again, doc("p3", data("Jonas", json!({})))]);
        assert_eq!((r.added, r.replaced, r.skipped), (1, 1, 0));
        assert_eq!(t.len(), 3);
        assert_eq!(t.row_of("p1"), Some(0));
        assert_eq!(t.name_keys[0], "lucia ferrer ruiz");
        assert_eq!(t.player_type[0], 2);
        // Every column of the replaced row is rewritten, not merged.
        assert_eq!(t.birth[0], NO_MONTH);
        assert!(t.lat[0].is_nan());
        assert_eq!(t.id(2), Some("p3"));
    }

    #[test]
    fn rows_in_view_keep_the_located_rows_inside_the_view() {
        let mut t = MapTable::new();
        let at = |id: &str, lat: f64, lng: f64| {
            doc(
                id,
                data("Ana", json!({"location": {"lat": lat, "lng": lng}})),
            )
        };
        t.load(&[
            at("madrid", 40.4, -3.7),
            at("fiji", -18.0, 178.4),
            at("samoa", -14.0, -171.8),
            doc("nowhere", data("Ana", json!({}))),
        ]);
        let spain = MapBounds {
            south: 36.0,
            west: -9.5,
            north: 43.8,
            east: 3.3,
        };
        assert_eq!(t.rows_in_view(&[0, 1, 2, 3, 9], &spain), [0]);
        let pacific = MapBounds {
            south: -25.0,
            west: 170.0,
            north: -10.0,
            east: -170.0,
        };
        // The order given is kept (e.g. the list's sort).
        assert_eq!(t.rows_in_view(&[2, 3, 1, 0], &pacific), [2, 1]);
        let world = MapBounds {
            south: -90.0,
            west: -180.0,
            north: 90.0,
            east: 180.0,
        };
        assert_eq!(t.rows_in_view(&[0, 1, 2, 3], &world), [0, 1, 2]);
        t.clear();
        assert!(t.is_empty() && t.row_of("madrid").is_none());
        assert!(t.rows_in_view(&[0], &world).is_empty());
    }

    #[test]
    fn the_card_is_the_directory_card_plus_availability_and_point() {
        let mut t = MapTable::new();
        t.load(&[lucia()]);
        let card = t.card(0, "2025-06-01");
        assert_eq!(
            serde_json::to_value(&card).ok(),
            Some(json!({
                "id": "p1", "href": "/p/p1", "name": "Lucía Ferrer", "age": 19,
                "positions": [{"code": "CM", "label": "Central midfielder"},
                              {"code": "CAM", "label": "Attacking midfielder"}],
                "playerType": "outfield", "country": "ES", "countryName": "Spain", "flag": "es.svg",
                "hasPhoto": false,
                "availability": "free-agent", "location": {"lat": 40.4, "lng": -3.7}
            }))
        );
        assert_eq!(t.card(1, "2025-06-01"), None);
    }
}
