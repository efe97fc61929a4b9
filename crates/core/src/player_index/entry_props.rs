//! The entry's properties: any document gives no entry or a bounded, well-formed one, and an adult's
//! published point is near theirs.

use super::entry::{read_index_entry, MAX_ENTRY_BYTES};
use super::from_documents::player_index_entry;
use crate::player_index::coarse::distance_km;
use proptest::prelude::*;
use serde_json::json;
use serde_json::Value;
use skora_domain::profile::PlayerType;
use skora_foundations::geo::LatLng;

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
        (-100.0f64..100.0, -200.0f64..200.0).prop_map(|(lat, lng)| json!({"lat": lat, "lng": lng})),
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
            prop_assert_eq!(&e.filter_keys, &super::keys::filter_keys(&e.positions, &nationalities));
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
