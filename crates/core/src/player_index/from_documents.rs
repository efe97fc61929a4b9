//! The index entry of one player, from their documents: the CV, the private details, the stats.

use serde_json::Value;

use super::coarse::coarse_location;
use super::entry::{fit, IndexClip, IndexEntry, GEOHASH_PRECISION, MAX_UID_BYTES};
use super::facts::{parse_document, read_facts, Facts};
use super::keys::{filter_keys, sort_key};
use skora_domain::attributes::{complete_faces, overall, read_stats, FaceValues};
use skora_domain::positions::Position;
use skora_domain::profile::PlayerType;
use skora_foundations::age::age_between;
use skora_foundations::dates::{parse_date, Date};
use skora_foundations::firestore_paths::is_document_id;
use skora_foundations::fold::name_keys;
use skora_foundations::geohash;
use skora_foundations::names::display_name;

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
        confirmed: None,
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

#[cfg(test)]
pub(crate) mod tests {
    use super::super::coarse::LocationPrecision;
    use super::super::entry::{read_index_entry, MAX_ENTRY_BYTES};
    use super::*;
    use serde_json::json;
    use skora_domain::countries::country_centroid;
    use skora_foundations::geo::LatLng;

    pub(crate) const TODAY: &str = "2025-06-01";

    pub(crate) fn demo_cv() -> Value {
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

    pub(crate) fn entry(cv: &Value) -> Option<IndexEntry> {
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
