//! `playerIndex/{uid}`: what lists and the map know about one player. The entry's shape, its size bound
//! (`fit`) and its reader; `from_documents` builds it from the player's documents, `season` adds the weekly
//! season.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::coarse::LocationPrecision;
use skora_domain::attributes::FaceValues;
use skora_domain::positions::Position;
use skora_domain::profile::{Availability, PlayerType, Visibility};
use skora_domain::weekly::SeasonFigures;
use skora_foundations::geo::LatLng;

/// The most an entry takes as JSON; Firestore stores it in fewer bytes (no quotes, commas or colons).
pub const MAX_ENTRY_BYTES: usize = 2048;
/// Firebase Auth's longest uid: an id longer than that is no player's.
pub const MAX_UID_BYTES: usize = 128;
/// Geohash characters stored: 5 is a cell of about 5 km, as coarse as the location itself.
pub const GEOHASH_PRECISION: usize = 5;

/// The entry's fields that no query filters or orders by (the lists show them, the aggregates count them):
/// `firestore.indexes.json` exempts them from Firestore's automatic single-field indexes, so writing an entry
/// updates only the index entries that queries use. A field a query starts to use must leave this list
/// (`firestore_indexes`' tests fail otherwise), and a new entry field must be put here or be queried.
pub const UNQUERIED_FIELDS: [&str; 14] = [
    "displayName",
    "mainPosition",
    "positions",
    "nationalities",
    "city",
    "location",
    "locationPrecision",
    "club",
    "availability",
    "heightCm",
    "clips",
    "faces",
    "overall",
    "season",
];

/// One player's index entry. Every key is always written (`null` when unknown), so a Firestore
/// `orderBy` on any of them keeps every player: documents that lack the field would drop out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct IndexEntry {
    /// First and last name as the CV shows them.
    pub display_name: String,
    /// The beginnings of the name's words (`fold::name_keys`): the directory's name search asks for one of
    /// them with `array-contains`. Defaulted when reading entries written before it existed.
    #[serde(default)]
    pub name_keys: Vec<String>,
    /// "last first" folded and cut short (`keys::sort_key`): the directory's name order, by surname.
    /// Defaulted when reading entries written before it existed (the next reindex writes it).
    #[serde(default)]
    pub sort_key: String,
    /// `YYYY-MM`: enough for the age filters, not the birthday.
    pub birth_month: Option<String>,
    pub player_type: Option<PlayerType>,
    pub main_position: Option<Position>,
    /// The main position first, then the secondary ones (at most 5 in all): `array-contains` filters.
    #[serde(default)]
    pub positions: Vec<Position>,
    /// Nationality, then the second one (ISO alpha-2).
    #[serde(default)]
    pub nationalities: Vec<String>,
    /// One tag per position, per nationality and per pair of them (`keys::filter_keys`): the directory's
    /// single `array-contains` covers both filters at once (the residence is an equality).
    #[serde(default)]
    pub filter_keys: Vec<String>,
    pub country_of_residence: Option<String>,
    pub city: Option<String>,
    /// Never the player's own point: see `coarse`.
    pub location: Option<LatLng>,
    pub location_precision: Option<LocationPrecision>,
    /// Of `location`, `GEOHASH_PRECISION` characters.
    pub geohash: Option<String>,
    pub club: Option<String>,
    pub availability: Option<Availability>,
    /// Kept for the per-position height figures (the aggregates), and shown on the CV anyway.
    pub height_cm: Option<u16>,
    /// The CV says so and the file is in Storage.
    #[serde(default)]
    pub has_photo: bool,
    pub visibility: Visibility,
    /// The CV's `updatedAt` in milliseconds since the epoch.
    pub updated_at: Option<f64>,
    /// The CV's YouTube highlights (at most `CLIPS_PER_PLAYER`): the clips gallery reads these, never CVs.
    /// Left out when empty (no query orders by it), which keeps most entries smaller.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clips: Vec<IndexClip>,
    /// `clips` is not empty: the gallery's query asks for `hasClips == true`; left out when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub has_clips: bool,
    /// The six face attributes (EA FC style, 1–99) of `playerStats/{uid}`, when it gives all six: the
    /// per-position histograms count them, and the CV's "top N%" reads those. Outfield players have PAC SHO
    /// PAS DRI DEF PHY, goalkeepers DIV HAN KIC REF SPD POS (the CV's player type decides). At most six
    /// small integers, so the entry stays bounded. Left out, like `overall`, when there are none (no query
    /// orders by them; an entry of a player without stats stays byte for byte what it was before them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub faces: Option<FaceValues>,
    /// The overall rating at the main position (1–99), with `faces`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub overall: Option<u8>,
    /// The player's newest season of weekly stats (Contract W): `{season: 2025, minutes, per90: {goals: 0.42,
    /// …}}`, `per90` only from 270 minutes. The per-position histograms count the per-90 figures per season.
    /// Left out without weekly entries (an entry without them stays what it was before them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub season: Option<SeasonFigures>,
    /// How much of that season's minutes an official confirmed, 0–100 (`confirmed_weeks`), with `season` only:
    /// the directory's "Confirmed stats" filter (`filterKeys`) and its "Most confirmed" order read it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub confirmed: Option<u8>,
}

/// A highlight video in an entry: a YouTube id (checked again by the gallery) and the link's label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct IndexClip {
    pub video_id: String,
    pub title: String,
}

pub(super) fn json_len(entry: &IndexEntry) -> usize {
    serde_json::to_vec(entry).map_or(usize::MAX, |v| v.len())
}

/// Keeps the entry within `MAX_ENTRY_BYTES`. Only names, city, club and clip titles can be long (each
/// capped by the contract, in characters); with every one at its limit in 4-byte characters the entry can
/// pass 2 KiB, so the clips go first (the gallery has other players'), then the weekly season (the CV has
/// it in full), then the club, then the city: the name is what a card cannot do without.
pub(super) fn fit(entry: &mut IndexEntry) {
    if json_len(entry) > MAX_ENTRY_BYTES {
        entry.clips.clear();
        entry.has_clips = false;
    }
    if json_len(entry) > MAX_ENTRY_BYTES {
        entry.season = None;
        entry.confirmed = None;
        entry
            .filter_keys
            .retain(|k| !super::keys::is_confirmed_key(k));
    }
    if json_len(entry) > MAX_ENTRY_BYTES {
        entry.club = None;
    }
    if json_len(entry) > MAX_ENTRY_BYTES {
        entry.city = None;
    }
}

/// A stored entry read back (from `playerIndex/{uid}` as JSON), or `None` when it is not one.
pub fn read_index_entry(json: &str) -> Option<IndexEntry> {
    if json.len() > 4 * MAX_ENTRY_BYTES {
        return None;
    }
    let value: Value = serde_json::from_str(json).ok()?;
    skora_foundations::documents::read_shown(&value)
}
