//! Test players for the cells' tests and the map's reads.

use serde_json::json;

use crate::player_index::{player_index_entry, IndexEntry};

/// An adult public player `uid` of `country` at `(lat, lng)`, as the functions index one: their own rounded point.
pub(crate) fn adult_at(uid: &str, country: &str, lat: f64, lng: f64) -> (String, IndexEntry) {
    let cv = json!({"visibility": "public", "firstName": "Ana", "lastName": uid, "countryOfResidence": country,
        "dateOfBirth": "1995-01-01"});
    let details = json!({"location": {"lat": lat, "lng": lng}});
    let entry = player_index_entry(
        uid,
        &cv.to_string(),
        Some(&details.to_string()),
        "2025-06-01",
        false,
        None,
    )
    .unwrap_or_else(|| panic!("an entry"));
    (uid.to_string(), entry)
}
