//! `firestore.indexes.json`: every composite index of `playerIndex` the app's queries need, the directory's
//! plans' and the talent map's reads', from the core's own plans
//! (`cargo run -q -p skora-core --example firestore_indexes > firestore.indexes.json`; a test checks the
//! committed file is this), and the collection-group field indexes of the functions' lookups (a player's saved copies,
//! the searches an entry may match, the notifications not yet in a digest, a deleted account's traces), and the one of
//! a player's requests to confirm their stats, and the time-to-live policies of the documents that expire. Its own module
//! because it joins compositions that know nothing of each other.

use serde_json::{json, Value};

use crate::account_deletion::deletion_plan;
use crate::aggregates::UNQUERIED_AGGREGATE_FIELDS;
use crate::confirmation_owner::CREATED_FIELD;
use crate::directory::{directory_indexes, IndexField};
use crate::map_cells::UNQUERIED_CELL_FIELDS;
use crate::player_index::UNQUERIED_FIELDS;
use crate::search_alerts::{ALERT_KEY_FIELD, DIGESTED_FIELD};
use crate::shortlist_page::SAVED_PLAYER_FIELD;
use crate::talent_map::map_indexes;
use skora_foundations::firestore_paths::{
    ATTESTATIONS, ATTESTATION_LINKS, CONTACT_MESSAGES, GUARDIAN_LINKS, MAIL, NEWSLETTER_PENDING,
    NOTIFICATIONS, PLAYER_INDEX, RATE_LIMITS, SAVED_PLAYERS, SAVED_SEARCHES,
};

/// The field that holds when a document may go (a Firestore `Timestamp`).
pub const EXPIRES_FIELD: &str = "expiresAt";

/// The collections whose documents Firestore deletes once `expiresAt` has passed (a TTL policy each, deployed with
/// this file): the forms' and requests' rate-limit counters, a guardian's and an official's one-time links, the
/// newsletter sign-ups never confirmed, the messages to us (two years on) and the queued e-mails (30 days on). None
/// holds anything a page needs after it expires; the privacy policy says so.
pub const EXPIRING: [&str; 6] = [
    RATE_LIMITS,
    GUARDIAN_LINKS,
    ATTESTATION_LINKS,
    NEWSLETTER_PENDING,
    CONTACT_MESSAGES,
    MAIL,
];

/// Every composite index of `playerIndex`: the directory's, then the map's.
pub fn player_index_indexes() -> Vec<Vec<IndexField>> {
    let mut all = directory_indexes();
    all.extend(map_indexes());
    all
}

/// `firestore.indexes.json`, pretty-printed, ending with a newline.
pub fn firestore_indexes_json() -> String {
    let mut indexes: Vec<Value> = player_index_indexes()
        .into_iter()
        .map(|fields| {
            let fields: Vec<Value> = fields
                .into_iter()
                .map(|f| match f {
                    IndexField::Ascending(p) => json!({"fieldPath": p, "order": "ASCENDING"}),
                    IndexField::Descending(p) => json!({"fieldPath": p, "order": "DESCENDING"}),
                    IndexField::Contains(p) => json!({"fieldPath": p, "arrayConfig": "CONTAINS"}),
                })
                .collect();
            json!({"collectionGroup": PLAYER_INDEX, "queryScope": "COLLECTION", "fields": fields})
        })
        .collect();
    // A player's requests to confirm their stats, newest first (`myConfirmationRequests`).
    indexes.push(json!({
        "collectionGroup": ATTESTATIONS,
        "queryScope": "COLLECTION",
        "fields": [
            {"fieldPath": "player", "order": "ASCENDING"},
            {"fieldPath": CREATED_FIELD, "order": "DESCENDING"}
        ]
    }));
    // The functions find every list holding a player with a collection-group query on `saved.player`, and the saved
    // searches an entry may newly match with one on `searches.key`: collection-group single-field indexes, which
    // Firestore does not make by itself. An override replaces the field's automatic indexes, so those are listed too.
    let group_index = |group: &str, field: &str| {
        json!({
            "collectionGroup": group,
            "fieldPath": field,
            "indexes": [
                {"order": "ASCENDING", "queryScope": "COLLECTION"},
                {"order": "DESCENDING", "queryScope": "COLLECTION"},
                {"arrayConfig": "CONTAINS", "queryScope": "COLLECTION"},
                {"order": "ASCENDING", "queryScope": "COLLECTION_GROUP"}
            ]
        })
    };
    let mut overrides = vec![
        group_index(SAVED_PLAYERS, SAVED_PLAYER_FIELD),
        group_index(SAVED_SEARCHES, ALERT_KEY_FIELD),
        group_index(NOTIFICATIONS, DIGESTED_FIELD),
    ];
    // A deleted account's traces in others' documents (the requests it sent, the contacts scouts got from it, a
    // guardian's open link): one collection-group query each.
    let held = deletion_plan("uid").map(|plan| plan.held_by_others);
    overrides.extend(
        held.unwrap_or_default()
            .iter()
            .map(|[group, field]| group_index(group, field)),
    );
    // Fields nothing queries: no single-field index at all (`indexes: []`), so writes update fewer index entries
    // and no document's histograms count against Firestore's index entries per document.
    let exempt = |group: &str, field: &str| json!({"collectionGroup": group, "fieldPath": field, "indexes": []});
    overrides.extend(
        UNQUERIED_FIELDS
            .iter()
            .map(|field| exempt(PLAYER_INDEX, field)),
    );
    overrides.extend(
        UNQUERIED_AGGREGATE_FIELDS
            .iter()
            .chain(&UNQUERIED_CELL_FIELDS)
            .map(|(group, field)| exempt(group, field)),
    );
    // Time to live: nothing queries `expiresAt` (the functions read it from the document they hold), so no index either.
    overrides.extend(EXPIRING.iter().map(|group| {
        json!({"collectionGroup": group, "fieldPath": EXPIRES_FIELD, "ttl": true, "indexes": []})
    }));
    let doc = json!({"indexes": indexes, "fieldOverrides": overrides});
    format!(
        "{}\n",
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::{
        directory_plan, featured_plans, gallery_plan, index_of, parse_query, SortDirection,
        DOCUMENT_ID,
    };
    use skora_foundations::firestore_paths::{MAP_CELL_DELTAS, MAP_CELL_MERGES};

    #[test]
    fn the_committed_file_is_what_the_plans_need() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../firestore.indexes.json");
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == firestore_indexes_json(),
            "firestore.indexes.json is stale: run `cargo run -q -p skora-core --example firestore_indexes > firestore.indexes.json`"
        );
    }

    /// Every field a query of `playerIndex` uses (in an index: every query with a filter or an order has one).
    fn queried_fields() -> Vec<&'static str> {
        let mut fields: Vec<&'static str> = player_index_indexes()
            .into_iter()
            .flatten()
            .map(|f| match f {
                IndexField::Ascending(p) | IndexField::Descending(p) | IndexField::Contains(p) => p,
            })
            .collect();
        fields.sort_unstable();
        fields.dedup();
        fields
    }

    #[test]
    fn every_expiring_collection_has_a_time_to_live_policy_on_expires_at() {
        let json: Value = serde_json::from_str(&firestore_indexes_json()).unwrap_or_default();
        let ttl: Vec<(&str, &str)> = json["fieldOverrides"]
            .as_array()
            .map(|all| {
                all.iter()
                    .filter(|o| o["ttl"] == true)
                    .map(|o| {
                        (
                            o["collectionGroup"].as_str().unwrap_or(""),
                            o["fieldPath"].as_str().unwrap_or(""),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        let wanted: Vec<(&str, &str)> = EXPIRING
            .iter()
            .map(|group| (*group, EXPIRES_FIELD))
            .collect();
        assert_eq!(ttl, wanted);
    }

    #[test]
    fn no_queried_field_is_exempt_from_indexing() {
        for field in queried_fields() {
            assert!(
                !UNQUERIED_FIELDS.contains(&field),
                "`{field}` is queried: take it out of UNQUERIED_FIELDS, or its queries lose their index"
            );
        }
        let json: Value = serde_json::from_str(&firestore_indexes_json()).unwrap_or_default();
        let exempt: Vec<&str> = json["fieldOverrides"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["collectionGroup"] == PLAYER_INDEX && o["indexes"] == json!([]))
            .filter_map(|o| o["fieldPath"].as_str())
            .collect();
        assert_eq!(exempt, UNQUERIED_FIELDS);
    }

    #[test]
    fn every_field_of_a_cell_and_of_its_deltas_is_exempt() {
        let cv = json!({"visibility": "public", "firstName": "Ana", "countryOfResidence": "PT",
            "mainPosition": "CM", "nationality": "PT"});
        let entry = crate::player_index::player_index_entry(
            "ana",
            &cv.to_string(),
            None,
            "2025-06-01",
            false,
            None,
        )
        .unwrap_or_else(|| panic!("an entry"));
        let mut full = json!({"n": crate::map_cells::CELL_ROWS_MAX + 1});
        let folded = crate::map_cells::fold_cells(
            &[json!({"changes": [{"path": "mapCells/all/cells/PT", "increments": full.take()}]})],
            &Default::default(),
        );
        // A small cell's fields (rows) and a full one's (`full`).
        let mut fields: Vec<(&str, String)> = crate::map_cells::cell_documents([("ana", &entry)])
            .into_iter()
            .chain(folded.documents)
            .flat_map(|doc| {
                doc.data
                    .as_object()
                    .map(|o| o.keys().cloned().collect::<Vec<_>>())
                    .unwrap_or_default()
            })
            .map(|k| ("cells", k))
            .collect();
        for key in ["changes", "at"] {
            fields.push((MAP_CELL_DELTAS, key.to_string()));
        }
        fields.push((MAP_CELL_MERGES, "changes".to_string()));
        for (group, field) in fields {
            assert!(
                UNQUERIED_CELL_FIELDS.contains(&(group, field.as_str())),
                "{group}.{field} is not exempt from indexing: put it in UNQUERIED_CELL_FIELDS"
            );
        }
    }

    #[test]
    fn every_entry_field_is_queried_or_exempt() {
        let cv = json!({"visibility": "public", "firstName": "Ana", "lastName": "Silva", "birthMonth": "2006-05",
            "countryOfResidence": "PT", "city": "Porto", "nationality": "PT", "playerType": "outfield",
            "mainPosition": "CM", "currentClub": "FC Porto", "availability": "open-to-offers", "heightCm": 172,
            "location": {"lat": 41.15, "lng": -8.61},
            "links": [{"label": "Highlights", "url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"}]});
        let mut entry = crate::player_index::player_index_entry(
            "ana",
            &cv.to_string(),
            None,
            "2025-06-01",
            true,
            None,
        )
        .unwrap_or_else(|| panic!("an entry"));
        entry.faces = Some(Default::default());
        entry.overall = Some(70);
        entry.season = serde_json::from_value(json!({"season": 2025, "minutes": 900})).ok();
        let value = serde_json::to_value(&entry).unwrap_or_default();
        let queried = queried_fields();
        for key in value
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, _)| k.as_str())
        {
            assert!(
                queried.contains(&key) || UNQUERIED_FIELDS.contains(&key),
                "the entry's `{key}` is neither queried nor exempt from indexing: put it in UNQUERIED_FIELDS"
            );
        }
        assert!(value.get("clips").is_some() && value.get("season").is_some());
    }

    #[test]
    fn the_maps_indexes_are_new_to_the_directorys() {
        let directory = directory_indexes();
        assert!(map_indexes().iter().all(|m| !directory.contains(m)));
        assert_eq!(player_index_indexes().len(), directory.len() + 2);
    }

    /// The other direction of the check: every declared index serves some page of the directory, forwards or
    /// backwards, or the showcase; none is kept for a query that no longer exists.
    #[test]
    fn every_declared_index_serves_a_plan() {
        let mut used: Vec<Vec<IndexField>> = Vec::new();
        for based_in in ["", "basedIn=PT"] {
            for search in ["", "position=CM", "q=ana"] {
                for kind in ["", "type=goalkeeper"] {
                    for sort in ["name", "youngest", "oldest", "updated", "confirmed"] {
                        for members in [false, true] {
                            let query = format!("{based_in}&{search}&{kind}&sort={sort}");
                            let mut plan =
                                directory_plan(&parse_query(&query), "2025-06-15", members);
                            for backwards in [false, true] {
                                plan.limit_to_last = backwards;
                                used.push(index_of(&plan));
                            }
                        }
                    }
                }
            }
        }
        for plan in featured_plans().iter().chain([&gallery_plan()]) {
            let mut fields = vec![IndexField::Ascending("visibility")];
            fields.extend(
                plan.filters
                    .iter()
                    .filter(|w| w.field != "visibility")
                    .map(|w| IndexField::Ascending(leak(&w.field))),
            );
            fields.extend(
                plan.order_by
                    .iter()
                    .filter(|o| o.field != DOCUMENT_ID)
                    .map(|o| match o.direction {
                        SortDirection::Asc => IndexField::Ascending(leak(&o.field)),
                        SortDirection::Desc => IndexField::Descending(leak(&o.field)),
                    }),
            );
            used.push(fields);
        }
        for index in directory_indexes() {
            assert!(
                used.contains(&index),
                "declared but served by no plan: {index:?}"
            );
        }
    }

    /// A field name of a plan as the `'static` name the index fields hold (tests only).
    fn leak(field: &str) -> &'static str {
        Box::leak(field.to_string().into_boxed_str())
    }
}
