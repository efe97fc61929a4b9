//! `playerIndex/{uid}`: what lists and the map know about one player.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::coarse::{coarse_location, LocationPrecision};
use super::facts::{parse_document, read_facts, Facts, MAX_SOURCE_BYTES};
use super::keys::{filter_keys, sort_key};
use skora_domain::attributes::{complete_faces, overall, read_stats, FaceValues};
use skora_domain::positions::Position;
use skora_domain::profile::{Availability, EntryDocument, PlayerType, Visibility};
use skora_domain::weekly::{newest_season, read_entries, SeasonFigures};
use skora_foundations::age::age_between;
use skora_foundations::dates::{parse_date, Date};
use skora_foundations::firestore_paths::is_document_id;
use skora_foundations::fold::name_keys;
use skora_foundations::geo::LatLng;
use skora_foundations::geohash;
use skora_foundations::names::display_name;

/// The most an entry takes as JSON; Firestore stores it in fewer bytes (no quotes, commas or colons).
pub const MAX_ENTRY_BYTES: usize = 2048;
/// Firebase Auth's longest uid: an id longer than that is no player's.
pub const MAX_UID_BYTES: usize = 128;
/// Geohash characters stored: 5 is a cell of about 5 km, as coarse as the location itself.
pub const GEOHASH_PRECISION: usize = 5;

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
}

/// A highlight video in an entry: a YouTube id (checked again by the gallery) and the link's label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct IndexClip {
    pub video_id: String,
    pub title: String,
}

/// The age rule of the index: on `today`, counted from the latest day the player can have been born.
fn age(facts: &Facts, today: Option<Date>) -> Option<u8> {
    age_between(facts.birth.latest_day()?, today?)
}

/// The index entry of player `uid` from their CV (`cv_json`, `players/{uid}` as JSON) and, when it
/// exists, their private document (`players/{uid}/private/details`), on `today` (`YYYY-MM-DD`; the age
/// decides how coarse the location is). `photo_stored`: whether `profilePictures/{uid}` exists.
/// `stats_json`: `playerStats/{uid}` when it exists (the face attributes and the overall; a document that
/// does not read gives none, never no entry).
///
/// `None` when the player cannot be listed: an id that is no uid, a CV that is not a JSON object, no
/// name to show, or a visibility other than `public` or `members`. Every other value is optional, so
/// a hostile or broken CV yields an entry with less in it, never a bigger or a broken one: the entry is
/// at most `MAX_ENTRY_BYTES` as JSON whatever the documents hold.
pub fn player_index_entry(
    uid: &str,
    cv_json: &str,
    private_json: Option<&str>,
    today: &str,
    photo_stored: bool,
    stats_json: Option<&str>,
) -> Option<IndexEntry> {
    if uid.len() > MAX_UID_BYTES || !is_document_id(uid) {
        return None;
    }
    let cv = parse_document(cv_json)?;
    let private = private_json.and_then(parse_document);
    let facts = read_facts(&cv, private.as_ref());
    let visibility = facts.visibility?;
    let name = display_name(
        facts.first_name.as_deref().unwrap_or_default(),
        facts.last_name.as_deref().unwrap_or_default(),
    );
    if name.is_empty() {
        return None;
    }
    let today = parse_date(today);
    // A birth after today is a mistake, not a baby: it is left out (and the age is unknown).
    let birth_month = facts
        .birth
        .month()
        .filter(|&(y, m)| today.is_none_or(|t| (y, m) <= (t.year, t.month)))
        .map(|(y, m)| format!("{y:04}-{m:02}"));
    let coarse = coarse_location(
        facts.location,
        age(&facts, today),
        facts.residence,
        facts.nationality,
    );
    let positions: Vec<Position> = facts
        .main_position
        .into_iter()
        .chain(facts.secondary_positions.iter().copied())
        .collect();
    let nationalities: Vec<&str> = [facts.nationality, facts.second_nationality]
        .into_iter()
        .flatten()
        .collect();
    let goalkeeper = facts.player_type == Some(PlayerType::Goalkeeper);
    let faces = stats_json
        .and_then(parse_document)
        .and_then(|doc| read_stats(&Value::Object(doc), goalkeeper))
        .and_then(|stats| complete_faces(&stats, goalkeeper));
    let mut entry = IndexEntry {
        overall: faces.and_then(|f| overall(&f, facts.main_position)),
        season: None,
        faces: faces.map(FaceValues::from),
        name_keys: name_keys(&name),
        sort_key: sort_key(
            facts.first_name.as_deref().unwrap_or_default(),
            facts.last_name.as_deref().unwrap_or_default(),
        ),
        filter_keys: filter_keys(&positions, &nationalities),
        display_name: name,
        birth_month,
        player_type: facts.player_type,
        main_position: facts.main_position,
        positions,
        nationalities: nationalities.iter().map(|c| c.to_string()).collect(),
        country_of_residence: facts.residence.map(str::to_string),
        city: facts.city.clone(),
        location: coarse.map(|c| c.point),
        location_precision: coarse.map(|c| c.precision),
        geohash: coarse.and_then(|c| geohash::encode(c.point, GEOHASH_PRECISION)),
        club: facts.club.clone(),
        availability: facts.availability,
        height_cm: facts.height_cm,
        has_photo: facts.has_photo && photo_stored,
        visibility,
        updated_at: facts.updated_at,
        has_clips: !facts.clips.is_empty(),
        clips: facts
            .clips
            .iter()
            .map(|(video_id, title)| IndexClip {
                video_id: video_id.clone(),
                title: title.clone(),
            })
            .collect(),
    };
    fit(&mut entry);
    Some(entry)
}

/// The most weekly entries the index reads: the reindex transaction's query (`orderBy('week', 'desc')`,
/// limit 60: the field equals the id, and Firestore refuses descending scans of ids), one season's cap.
pub const WEEKLY_ENTRIES_READ: usize = skora_foundations::limits::WEEKLY_SEASON_MAX_ENTRIES;

/// The newest season's figures of the player's weekly entries, given as the reindex reads them: a JSON array
/// of `{id, data}`, newest first. Only the first `WEEKLY_ENTRIES_READ` count; an item that is no entry is
/// skipped, and text that is not such an array (too long, not JSON) gives none.
pub fn weekly_season(weekly_json: Option<&str>) -> Option<SeasonFigures> {
    let text = weekly_json.filter(|t| t.len() <= MAX_SOURCE_BYTES)?;
    let items: Vec<Value> = match serde_json::from_str(text).ok()? {
        Value::Array(items) => items,
        _ => return None,
    };
    let docs: Vec<EntryDocument> = items
        .into_iter()
        .take(WEEKLY_ENTRIES_READ)
        .filter_map(|item| serde_json::from_value(item).ok())
        .collect();
    newest_season(&read_entries(&docs))
}

/// The entry with the player's newest weekly season (see [`weekly_season`]), fitted again.
pub fn with_season(mut entry: IndexEntry, season: Option<SeasonFigures>) -> IndexEntry {
    entry.season = season;
    fit(&mut entry);
    entry
}

fn json_len(entry: &IndexEntry) -> usize {
    serde_json::to_vec(entry).map_or(usize::MAX, |v| v.len())
}

/// Keeps the entry within `MAX_ENTRY_BYTES`. Only names, city, club and clip titles can be long (each
/// capped by the contract, in characters); with every one at its limit in 4-byte characters the entry can
/// pass 2 KiB, so the clips go first (the gallery has other players'), then the weekly season (the CV has
/// it in full), then the club, then the city: the name is what a card cannot do without.
fn fit(entry: &mut IndexEntry) {
    if json_len(entry) > MAX_ENTRY_BYTES {
        entry.clips.clear();
        entry.has_clips = false;
    }
    if json_len(entry) > MAX_ENTRY_BYTES {
        entry.season = None;
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use skora_domain::countries::country_centroid;

    const TODAY: &str = "2025-06-01";

    fn demo_cv() -> Value {
        json!({
            "firstName": "Demo", "lastName": "Player", "dateOfBirth": "2002-05-14", "nationality": "PT",
            "countryOfResidence": "PT", "city": "Lisbon", "playerType": "outfield", "mainPosition": "CM",
            "preferredFoot": "right", "heightCm": 178, "weightKg": 72, "currentClub": "GD Alfama",
            "availability": "open-to-offers", "bio": "Box-to-box midfielder.",
            "location": {"lat": 38.7223, "lng": -9.1393}, "secondaryPositions": ["CDM", "CAM"],
            "languages": ["Portuguese"], "career": [], "honours": [],
            "links": [{"label": "Season highlights", "url": "https://www.youtube.com/watch?v=skoraDemo01"}],
            "contactEmail": "demo@skora.test", "showContactEmail": false, "visibility": "public",
            "hasPhoto": true, "createdAt": {"_seconds": 1, "_nanoseconds": 0},
            "updatedAt": {"_seconds": 1_736_935_200, "_nanoseconds": 0}
        })
    }

    fn entry(cv: &Value) -> Option<IndexEntry> {
        player_index_entry("demo-player", &cv.to_string(), None, TODAY, true, None)
    }

    #[test]
    fn the_demo_player_s_entry() {
        let e = entry(&demo_cv());
        let json = serde_json::to_value(&e).unwrap_or_default();
        assert_eq!(
            json,
            json!({
                "displayName": "Demo Player", "nameKeys": ["de", "dem", "demo", "pl", "pla", "play", "playe", "player"],
                "sortKey": "player demo",
                "birthMonth": "2002-05",
                "playerType": "outfield", "mainPosition": "CM", "positions": ["CM", "CDM", "CAM"],
                "nationalities": ["PT"],
                "filterKeys": ["p:CM", "p:CDM", "p:CAM", "n:PT", "p:CM/n:PT", "p:CDM/n:PT", "p:CAM/n:PT"],
                "countryOfResidence": "PT", "city": "Lisbon",
                "location": {"lat": 38.725, "lng": -9.168299}, "locationPrecision": "area",
                "geohash": "eyckr", "club": "GD Alfama", "availability": "open-to-offers",
                "heightCm": 178, "hasPhoto": true, "visibility": "public",
                "updatedAt": 1_736_935_200_000.0,
                "clips": [{"videoId": "skoraDemo01", "title": "Season highlights"}], "hasClips": true
            })
        );
    }

    #[test]
    fn the_entry_holds_no_exact_birth_date_location_or_email() {
        let text = serde_json::to_string(&entry(&demo_cv())).unwrap_or_default();
        for secret in [
            "2002-05-14",
            "38.7223",
            "-9.1393",
            "demo@skora.test",
            "contactEmail",
            "bio",
        ] {
            assert!(!text.contains(secret), "{secret} in {text}");
        }
    }

    #[test]
    fn under_sixteen_the_location_is_the_country_s_centroid() {
        let mut cv = demo_cv();
        cv["dateOfBirth"] = json!("2010-06-02"); // 14 on TODAY, 15 the next day
        let e = entry(&cv);
        let pt = country_centroid("PT").map(|(lat, lng)| LatLng { lat, lng });
        assert_eq!(e.as_ref().and_then(|e| e.location), pt);
        assert_eq!(
            e.as_ref().and_then(|e| e.location_precision),
            Some(LocationPrecision::Country)
        );
        // Sixteen today: the rounded point.
        cv["dateOfBirth"] = json!("2009-06-01");
        assert_eq!(
            entry(&cv).and_then(|e| e.location_precision),
            Some(LocationPrecision::Area)
        );
        // Only the month known (after the data split): counted from its last day, so still 15.
        let mut split = demo_cv();
        split.as_object_mut().map(|o| o.remove("dateOfBirth"));
        split["birthMonth"] = json!("2009-06");
        assert_eq!(
            entry(&split).and_then(|e| e.location_precision),
            Some(LocationPrecision::Country)
        );
        assert_eq!(
            entry(&split).and_then(|e| e.birth_month).as_deref(),
            Some("2009-06")
        );
    }

    #[test]
    fn the_private_document_gives_the_exact_values_after_the_split() {
        let mut cv = demo_cv();
        if let Some(o) = cv.as_object_mut() {
            for key in ["dateOfBirth", "location", "contactEmail"] {
                o.remove(key);
            }
            o.insert("birthMonth".into(), json!("2002-05"));
        }
        let private =
            json!({"dateOfBirth": "2002-05-14", "location": {"lat": 38.7223, "lng": -9.1393}});
        let after = player_index_entry(
            "demo-player",
            &cv.to_string(),
            Some(&private.to_string()),
            TODAY,
            true,
            None,
        );
        assert_eq!(after, entry(&demo_cv()));
        // A broken private document is no private document: the CV alone decides.
        let broken = player_index_entry(
            "demo-player",
            &cv.to_string(),
            Some("[1"),
            TODAY,
            true,
            None,
        );
        assert_eq!(
            broken.and_then(|e| e.location_precision),
            Some(LocationPrecision::Country)
        );
    }

    #[test]
    fn a_photo_counts_only_when_the_cv_says_so_and_the_file_exists() {
        let cv = demo_cv().to_string();
        let has =
            |stored| player_index_entry("u", &cv, None, TODAY, stored, None).map(|e| e.has_photo);
        assert_eq!((has(true), has(false)), (Some(true), Some(false)));
        let mut no_flag = demo_cv();
        no_flag["hasPhoto"] = json!(false);
        assert_eq!(
            player_index_entry("u", &no_flag.to_string(), None, TODAY, true, None)
                .map(|e| e.has_photo),
            Some(false)
        );
    }

    #[test]
    fn no_entry_without_a_uid_a_name_or_a_visibility() {
        let cv = demo_cv().to_string();
        for uid in ["", "a/b", &"u".repeat(129)] {
            assert!(
                player_index_entry(uid, &cv, None, TODAY, false, None).is_none(),
                "{uid}"
            );
        }
        assert!(player_index_entry(&"u".repeat(128), &cv, None, TODAY, false, None).is_some());
        for (key, value) in [
            ("visibility", json!("private")),
            ("visibility", json!(null)),
        ] {
            let mut d = demo_cv();
            d[key] = value;
            assert!(entry(&d).is_none(), "{key}");
        }
        let mut nameless = demo_cv();
        nameless["firstName"] = json!(" ");
        nameless["lastName"] = json!(7);
        assert!(entry(&nameless).is_none());
        for text in ["null", "[]", "\"cv\"", "{"] {
            assert!(
                player_index_entry("u", text, None, TODAY, false, None).is_none(),
                "{text}"
            );
        }
    }

    #[test]
    fn a_birth_in_the_future_is_left_out() {
        let mut cv = demo_cv();
        cv["dateOfBirth"] = json!("2025-07-01");
        let e = entry(&cv);
        assert_eq!(e.as_ref().and_then(|e| e.birth_month.clone()), None);
        assert_eq!(
            e.and_then(|e| e.location_precision),
            Some(LocationPrecision::Country)
        );
    }

    #[test]
    fn a_hostile_cv_gives_a_small_safe_entry() {
        // What JSON.stringify makes of SDK objects (references, bytes, GeoPoints), huge strings, numbers
        // in text fields and deep nesting.
        let huge = "x".repeat(1 << 20);
        let mut deep = json!(1);
        for _ in 0..100 {
            deep = json!([deep]);
        }
        let cv = json!({
            "firstName": "Eve", "lastName": huge, "visibility": "public",
            "city": {"_path": {"segments": ["players", "x"]}, "_firestore": {"projectId": "p"}},
            "currentClub": 12345, "nationality": {"type": "Buffer", "data": [1, 2, 3]},
            "location": {"_latitude": 1.0, "_longitude": 2.0}, "mainPosition": deep.clone(),
            "secondaryPositions": [deep, "ST", 7, null], "bio": huge, "heightCm": 1e300,
            "updatedAt": {"seconds": 1e308, "nanoseconds": 1e308}
        });
        let e = entry(&cv);
        assert_eq!(e.as_ref().map(|e| e.display_name.as_str()), Some("Eve"));
        assert_eq!(
            e.as_ref().map(|e| e.positions.clone()),
            Some(vec![Position::St])
        );
        assert!(e
            .as_ref()
            .is_some_and(|e| e.city.is_none() && e.club.is_none() && e.location.is_none()));
        assert!(serde_json::to_vec(&e).map_or(0, |v| v.len()) <= MAX_ENTRY_BYTES);
    }

    #[test]
    fn the_stats_give_the_faces_and_the_overall_at_the_main_position() {
        let stats = skora_domain::attributes::fixtures::stored_doc().to_string();
        let with = |cv: &Value, stats: Option<&str>| {
            player_index_entry("demo-player", &cv.to_string(), None, TODAY, true, stats)
        };
        let e = with(&demo_cv(), Some(&stats));
        let v = serde_json::to_value(&e).unwrap_or_default();
        // The winger of `attributes::faces`'s worked example, rated as a central midfielder.
        assert_eq!(
            v["faces"],
            json!({"PAC": 81, "SHO": 59, "PAS": 61, "DRI": 74, "DEF": 31, "PHY": 59})
        );
        // CM: 0.1 × 81 + 0.1 × 59 + 0.35 × 61 + 0.2 × 74 + 0.15 × 31 + 0.1 × 59 = 60.7 → 61.
        assert_eq!(v["overall"], json!(61));
        let mut gk = demo_cv();
        gk["playerType"] = json!("goalkeeper");
        gk["mainPosition"] = json!("GK");
        gk["secondaryPositions"] = json!([]);
        let v = serde_json::to_value(with(&gk, Some(&stats))).unwrap_or_default();
        assert_eq!(
            v["faces"],
            json!({"DIV": 66, "HAN": 60, "KIC": 56, "REF": 69, "SPD": 81, "POS": 57})
        );
        assert_eq!(v["overall"], json!(63));
        // A stats document that does not read, or lacks a rating: no faces, the entry as without stats.
        let mut partial = skora_domain::attributes::fixtures::stored_doc();
        partial["technical"]["tackling"] = json!(0);
        for bad in ["[", "7", "{\"physical\": {}}", &partial.to_string()] {
            assert_eq!(with(&demo_cv(), Some(bad)), entry(&demo_cv()), "{bad}");
        }
        // A goalkeeper's document without its goalkeeping map gives no goalkeeper faces.
        let mut no_gk = skora_domain::attributes::fixtures::stored_doc();
        no_gk.as_object_mut().map(|o| o.remove("goalkeeping"));
        assert_eq!(
            with(&gk, Some(&no_gk.to_string())).and_then(|e| e.faces),
            None
        );
    }

    /// The demo CV with every text at its limit in 4-byte letters and every list as long as it can be.
    fn longest_cv() -> Value {
        let mut cv = demo_cv();
        cv["firstName"] = json!("𝔄".repeat(60));
        cv["lastName"] = json!("𝔅".repeat(60));
        cv["city"] = json!("𝔆".repeat(80));
        cv["currentClub"] = json!("𝔇".repeat(80));
        cv["secondNationality"] = json!("BR");
        cv["mainPosition"] = json!("CAM");
        cv["secondaryPositions"] = json!(["LWB", "RWB", "CDM", "CM"]);
        cv["availability"] = json!("under-contract");
        cv["updatedAt"] = json!(1_736_935_200_123.456_7);
        cv["location"] = json!({"lat": -33.8688, "lng": -151.2093});
        cv["links"] = json!([]);
        cv
    }

    #[test]
    fn the_weekly_season_is_read_tolerantly_and_bounded() {
        let doc = |id: &str, minutes: u32| json!({"id": id, "data": {"week": id, "minutes": minutes, "goals": 1}});
        // Newest first; 2024-W40 is an older season: the newest entry's season (2025/26) is the one kept.
        let text = json!([doc("2025-W31", 200), "junk", doc("2025-W30", 100), doc("2024-W40", 900),
            {"id": "2025-W29", "data": {"week": "2025-W29", "minutes": "lots"}}])
        .to_string();
        let s = weekly_season(Some(&text));
        assert_eq!(s.as_ref().map(|s| (s.season, s.minutes)), Some((2025, 300)));
        assert_eq!(
            s.as_ref().and_then(|s| s.per90.get("goals").cloned()),
            Some(json!(0.6))
        );
        // Only the first 60 items count: 61 newest-first weeks of which the 61st is another season's.
        let many: Vec<Value> = (0..60)
            .map(|i| doc(&format!("2026-W{:02}", 26 - i % 26), 10))
            .chain([doc("2024-W40", 900)])
            .collect();
        assert_eq!(
            weekly_season(Some(&Value::from(many).to_string())).map(|s| s.season),
            Some(2025)
        );
        for bad in ["", "{}", "[", "null", "[1, 2]"] {
            assert_eq!(weekly_season(Some(bad)), None, "{bad}");
        }
        assert_eq!(weekly_season(None), None);
    }

    #[test]
    fn with_stats_every_text_at_its_limit_still_fits() {
        let stats = skora_domain::attributes::fixtures::stored_doc().to_string();
        let cv = longest_cv().to_string();
        let e = player_index_entry("u", &cv, None, TODAY, true, Some(&stats));
        assert!(serde_json::to_vec(&e).map_or(usize::MAX, |v| v.len()) <= MAX_ENTRY_BYTES);
        // And with a weekly season holding every per-90 figure at its widest.
        let figures = skora_domain::weekly::SeasonFigures {
            season: 2025,
            minutes: 68_900,
            per90: skora_domain::weekly::Per90Figure::ALL
                .iter()
                .map(|f| (f.key().to_string(), json!(123.45)))
                .collect(),
        };
        let with = e.clone().map(|e| with_season(e, Some(figures.clone())));
        assert!(serde_json::to_vec(&with).map_or(usize::MAX, |v| v.len()) <= MAX_ENTRY_BYTES);
        // The demo player keeps both the clips and the season.
        let demo = entry(&demo_cv()).map(|e| with_season(e, Some(figures)));
        assert!(demo
            .as_ref()
            .is_some_and(|e| e.season.is_some() && e.has_clips));
        // CAM: 0.1 × 81 + 0.25 × 59 + 0.3 × 61 + 0.3 × 74 + 0.05 × 59 = 66.3 → 66.
        assert_eq!(e.and_then(|e| e.overall), Some(66));
    }

    #[test]
    fn every_text_at_its_limit_in_four_byte_letters_still_fits() {
        let e = entry(&longest_cv());
        assert!(serde_json::to_vec(&e).map_or(usize::MAX, |v| v.len()) <= MAX_ENTRY_BYTES);
        assert_eq!(
            e.as_ref().map(|e| e.display_name.chars().count()),
            Some(121)
        );
        // The query keys (17 tags, the sort key, the name keys: one per word of 4-byte letters, two of them)
        // take their room first; with every text at its limit in 4-byte letters the city and the club still fit.
        assert!(e
            .as_ref()
            .is_some_and(|e| e.city.is_some() && e.club.is_some()));
        assert_eq!(e.as_ref().map(|e| e.name_keys.len()), Some(2));
        assert_eq!(e.as_ref().map(|e| e.filter_keys.len()), Some(17));
        assert_eq!(
            e.map(|e| e.sort_key.chars().count()),
            Some(super::super::keys::SORT_KEY_MAX_CHARS)
        );
        // In the alphabets real names use (2-byte letters at most), every text stays.
        let mut cv = demo_cv();
        cv["firstName"] = json!("Ж".repeat(60));
        cv["lastName"] = json!("Ж".repeat(60));
        cv["city"] = json!("Ж".repeat(80));
        cv["currentClub"] = json!("Ж".repeat(80));
        cv["secondNationality"] = json!("BR");
        cv["secondaryPositions"] = json!(["LWB", "RWB", "CDM", "CAM"]);
        assert!(entry(&cv).is_some_and(|e| e.club.is_some() && e.city.is_some()));
        // Two clips with 40-letter titles on top: the clips give way first, the card keeps its club and city.
        cv["links"] = json!([
            {"label": "Ж".repeat(40), "url": "https://youtu.be/aaaaaaaaaaa"},
            {"label": "Ж".repeat(40), "url": "https://youtu.be/bbbbbbbbbbb"}
        ]);
        let e = entry(&cv);
        assert!(serde_json::to_vec(&e).map_or(usize::MAX, |v| v.len()) <= MAX_ENTRY_BYTES);
        assert!(e.is_some_and(|e| e.club.is_some() && e.city.is_some()));
    }

    #[test]
    fn an_oversized_entry_loses_its_club_then_its_city() {
        let Some(mut e) = entry(&demo_cv()) else {
            panic!("the demo player has an entry")
        };
        e.club = Some("𝔇".repeat(500));
        fit(&mut e);
        assert_eq!(
            (e.club.is_none(), e.city.as_deref()),
            (true, Some("Lisbon"))
        );
        e.club = Some("𝔇".repeat(500));
        e.city = Some("𝔆".repeat(500));
        fit(&mut e);
        assert_eq!((e.club, e.city), (None, None));
    }

    #[test]
    fn the_name_keys_of_a_long_name_stay_small() {
        // The longest real names: every word's beginnings from 2 letters to 8, each once.
        let mut cv = demo_cv();
        cv["firstName"] = json!("Cristiano Ronaldo");
        cv["lastName"] = json!("dos Santos Aveiro");
        let keys = entry(&cv).map(|e| e.name_keys).unwrap_or_default();
        assert_eq!(keys.len(), 7 + 6 + 2 + 5 + 5);
        assert!(keys.contains(&"aveiro".to_string()) && keys.contains(&"cristian".to_string()));
        let bytes = |keys: &[String]| serde_json::to_vec(keys).map_or(usize::MAX, |v| v.len());
        assert_eq!(bytes(&keys), 183);
        // The worst a name can do: eight words of eight or more Latin letters (more words do not count).
        cv["firstName"] = json!("Abcdefgh Bcdefghi Cdefghij Defghijk Efghijkl");
        cv["lastName"] = json!("Fghijklm Ghijklmn Hijklmno Ijklmnop Jklmnopq");
        let keys = entry(&cv).map(|e| e.name_keys).unwrap_or_default();
        assert_eq!(keys.len(), 8 * 7);
        assert_eq!(bytes(&keys), 8 * (35 + 7 * 3) + 1);
    }

    #[test]
    fn a_stored_entry_reads_back_equal() {
        let e = entry(&demo_cv());
        let text = serde_json::to_string(&e).unwrap_or_default();
        assert_eq!(read_index_entry(&text), e);
        assert_eq!(read_index_entry("{\"displayName\": 1}"), None);
        assert_eq!(read_index_entry("nope"), None);
    }

    #[test]
    fn an_updated_at_past_exact_integers_reads_back_to_the_same_float() {
        // Found by the proptest: serde_json's default parser read 9.474003305547036e17 back one unit off in the
        // last place (the workspace turns on serde_json's float_roundtrip).
        let cv = json!({"visibility": "public", "firstName": "Ana", "updatedAt": 947_400_330_554_703_425_u64});
        let e = player_index_entry("uid", &cv.to_string(), None, "", false, None);
        assert!(e.is_some());
        let text = serde_json::to_string(&e).unwrap_or_default();
        assert_eq!(
            serde_json::from_str::<Option<IndexEntry>>(&text)
                .ok()
                .flatten(),
            e
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::player_index::coarse::distance_km;
    use proptest::prelude::*;
    use serde_json::json;

    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<f64>().prop_map(|f| json!(f)),
            any::<i64>().prop_map(|i| json!(i)),
            "\\PC{0,90}".prop_map(Value::String),
            prop_oneof![
                Just("public"),
                Just("members"),
                Just("GK"),
                Just("ST"),
                Just("PT"),
                Just("BR"),
                Just("2001-02-03"),
                Just("2012-12"),
                Just("outfield"),
                Just("free-agent")
            ]
            .prop_map(|s| Value::String(s.into())),
            (-100.0f64..100.0, -200.0f64..200.0)
                .prop_map(|(lat, lng)| json!({"lat": lat, "lng": lng})),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                prop::collection::vec(("[a-z]{1,3}", inner), 0..3)
                    .prop_map(|kv| Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    fn any_doc() -> impl Strategy<Value = Value> {
        let keys = prop_oneof![
            Just("visibility"),
            Just("firstName"),
            Just("lastName"),
            Just("dateOfBirth"),
            Just("birthMonth"),
            Just("nationality"),
            Just("secondNationality"),
            Just("countryOfResidence"),
            Just("city"),
            Just("currentClub"),
            Just("mainPosition"),
            Just("secondaryPositions"),
            Just("updatedAt"),
            Just("location"),
            Just("hasPhoto"),
            Just("playerType"),
            Just("heightCm"),
            Just("availability"),
        ];
        prop::collection::vec((keys, any_json()), 0..14).prop_map(|entries| {
            let mut map = serde_json::Map::new();
            map.insert("visibility".into(), json!("public"));
            map.insert("firstName".into(), json!("Ana"));
            for (k, v) in entries {
                map.insert(k.to_string(), v);
            }
            Value::Object(map)
        })
    }

    /// A stats document: the fixture's, with up to six values (or whole groups) replaced by anything.
    fn any_stats() -> impl Strategy<Value = Value> {
        let groups = prop_oneof![
            Just("tests"),
            Just("physical"),
            Just("technical"),
            Just("goalkeeping")
        ];
        let keys = prop_oneof![
            Just("pace"),
            Just("acceleration"),
            Just("reflexes"),
            Just("tackling"),
            Just("sprint10m"),
            Just("weakFoot"),
            Just("")
        ];
        prop::collection::vec((groups, keys, any_json()), 0..6).prop_map(|changes| {
            let mut doc = skora_domain::attributes::fixtures::stored_doc();
            for (group, key, value) in changes {
                if key.is_empty() {
                    doc[group] = value;
                } else if let Some(g) = doc.get_mut(group).and_then(Value::as_object_mut) {
                    g.insert(key.to_string(), value);
                }
            }
            doc
        })
    }

    proptest! {
        #[test]
        fn any_document_gives_no_entry_or_a_bounded_well_formed_one(
            cv in any_doc(), private in proptest::option::of(any_doc()), today in "\\PC{0,10}|2025-06-01",
            photo in any::<bool>(), stats in proptest::option::of(any_stats())
        ) {
            let private = private.map(|p| p.to_string());
            let stats = stats.map(|s| s.to_string());
            if let Some(e) = player_index_entry("uid", &cv.to_string(), private.as_deref(), &today, photo, stats.as_deref()) {
                // Six faces of the player type's set, 1–99, with the overall; or neither.
                prop_assert_eq!(e.faces.is_some(), e.overall.is_some());
                if let Some(faces) = &e.faces {
                    let set = skora_domain::attributes::face_set(e.player_type == Some(PlayerType::Goalkeeper));
                    prop_assert_eq!(faces.values().len(), 6);
                    prop_assert!(set.iter().all(|&f| faces.get(f).is_some_and(|v| (1..=99).contains(&v))));
                    prop_assert!(e.overall.is_some_and(|o| (1..=99).contains(&o)));
                }
                let bytes = serde_json::to_vec(&e).map_or(usize::MAX, |v| v.len());
                prop_assert!(bytes <= MAX_ENTRY_BYTES, "{bytes}");
                prop_assert!(!e.display_name.is_empty());
                prop_assert_eq!(skora_foundations::fold::name_keys(&e.display_name), e.name_keys.clone());
                prop_assert!(e.positions.len() <= 5);
                if let Some(main) = e.main_position {
                    prop_assert_eq!(e.positions.first(), Some(&main));
                }
                prop_assert!(e.nationalities.len() <= 2);
                // The directory's keys are always there, whatever else had to go.
                let nationalities: Vec<&str> = e.nationalities.iter().map(String::as_str).collect();
                prop_assert_eq!(&e.filter_keys, &super::super::keys::filter_keys(&e.positions, &nationalities));
                prop_assert!(e.location.is_none_or(|p| p.is_valid()));
                prop_assert_eq!(e.location.is_some(), e.geohash.is_some());
                prop_assert!(e.updated_at.is_none_or(f64::is_finite));
                prop_assert!(e.has_photo <= photo);
                // What is stored reads back as the same entry (a retried event changes nothing).
                let text = serde_json::to_string(&e).unwrap_or_default();
                prop_assert_eq!(read_index_entry(&text), Some(e));
            }
        }

        #[test]
        fn long_texts_never_push_an_entry_past_its_bound(
            first in "\\PC{0,70}", last in "\\PC{0,70}", city in "\\PC{0,90}", club in "\\PC{0,90}"
        ) {
            let cv = json!({"visibility": "members", "firstName": first, "lastName": last, "city": city,
                "currentClub": club, "nationality": "PT", "secondNationality": "BR",
                "countryOfResidence": "PT", "mainPosition": "LWB", "secondaryPositions": ["RWB", "CDM", "CAM", "LM"],
                "availability": "not-looking", "playerType": "outfield", "heightCm": 200,
                "dateOfBirth": "2000-01-01", "location": {"lat": -33.3, "lng": 151.1}, "hasPhoto": true,
                "updatedAt": 1.7e12});
            let stats = skora_domain::attributes::fixtures::stored_doc().to_string();
            if let Some(e) = player_index_entry("uid", &cv.to_string(), None, "2025-06-01", true, Some(&stats)) {
                prop_assert!(serde_json::to_vec(&e).map_or(usize::MAX, |v| v.len()) <= MAX_ENTRY_BYTES);
                prop_assert!(e.overall.is_some());
            }
        }

        #[test]
        fn an_adult_s_published_point_is_within_one_cell_of_theirs(
            lat in -60.0f64..=60.0, lng in -180.0f64..=180.0
        ) {
            let cv = json!({"visibility": "public", "firstName": "Ana", "dateOfBirth": "1990-01-01",
                "countryOfResidence": "PT", "location": {"lat": lat, "lng": lng}});
            let e = player_index_entry("uid", &cv.to_string(), None, "2025-06-01", false, None);
            let p = e.and_then(|e| e.location).unwrap_or(LatLng { lat: 0.0, lng: 0.0 });
            // Half the diagonal of a cell, which is at most 0.05° high and, below 60°, 0.1° wide.
            let km = distance_km(p, LatLng { lat, lng });
            prop_assert!(km < 7.0, "{km}");
        }
    }
}
