//! Every entry stays within `MAX_ENTRY_BYTES`, whatever the documents hold: the longest texts in 4-byte
//! letters, the stats and a full weekly season, and what goes first when an entry is too big.

use super::entry::{fit, MAX_ENTRY_BYTES};
use super::from_documents::player_index_entry;
use super::from_documents::tests::{demo_cv, entry, TODAY};
use super::season::with_season;
use serde_json::{json, Value};

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
    let with = e
        .clone()
        .map(|e| with_season(e, Some(figures.clone()), Some(100)));
    assert!(serde_json::to_vec(&with).map_or(usize::MAX, |v| v.len()) <= MAX_ENTRY_BYTES);
    // The demo player keeps both the clips and the season.
    let demo = entry(&demo_cv()).map(|e| with_season(e, Some(figures), Some(100)));
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
        Some(super::keys::SORT_KEY_MAX_CHARS)
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
