//! What one entry counts for in the cells, as increments (a change) or as whole documents (a rebuild).

use serde_json::Value;

use super::document::settle;
use super::ids::{cells_of, CellId, CellSet};
use super::row::MapRow;
use crate::aggregates::{
    add, by_document, into_increments, nest, AggregateDocument, DocumentIncrements, Tally,
};
use crate::player_index::IndexEntry;

/// Player `uid`'s entry in every cell that holds it, added `sign` times (1 to count it, -1 to take it back).
fn contribute(tally: &mut Tally, uid: &str, entry: &IndexEntry, sign: i64) {
    let chain = cells_of(uid, entry);
    if chain.is_empty() {
        return;
    }
    let row = MapRow::of(entry).text();
    for &set in CellSet::of(entry.visibility) {
        for (i, cell) in chain.iter().enumerate() {
            let path = cell.path(set);
            add(tally, &path, &["n"], sign);
            for key in &entry.filter_keys {
                add(tally, &path, &["k", key], sign);
            }
            if let Some(key) = chain.get(i + 1).and_then(CellId::key) {
                add(tally, &path, &["c", &key], sign);
            }
            add(tally, &path, &["rows", uid, &row], sign);
        }
    }
}

/// The increments that turn the cells holding `before` (player `uid`'s stored entry) into the cells holding
/// `after` (either absent: not indexed). Empty when the map would show the player as it did: a change the map
/// does not read (weekly figures, clips, ratings) moves no cell.
pub fn cell_increments(
    uid: &str,
    before: Option<&IndexEntry>,
    after: Option<&IndexEntry>,
) -> Vec<DocumentIncrements> {
    let mut tally = Tally::new();
    if let Some(e) = before {
        contribute(&mut tally, uid, e, -1);
    }
    if let Some(e) = after {
        contribute(&mut tally, uid, e, 1);
    }
    into_increments(tally)
}

/// Every cell document holding `entries` (uid, entry), whole, as a rebuild writes them (full cells without rows).
pub fn cell_documents<'a>(
    entries: impl IntoIterator<Item = (&'a str, &'a IndexEntry)>,
) -> Vec<AggregateDocument> {
    let mut tally = Tally::new();
    for (uid, entry) in entries {
        contribute(&mut tally, uid, entry, 1);
    }
    by_document(&tally)
        .into_iter()
        .filter_map(|(path, counts)| {
            let mut data: Value = nest(counts.into_iter());
            settle(&mut data).then(|| AggregateDocument {
                path: path.to_string(),
                data,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player_index::player_index_entry;
    use serde_json::json;

    fn entry(visibility: &str, club: &str) -> IndexEntry {
        let cv = json!({"visibility": visibility, "firstName": "Ana", "lastName": "Silva",
            "countryOfResidence": "PT", "mainPosition": "ST", "playerType": "outfield",
            "nationality": "PT", "currentClub": club, "dateOfBirth": "1999-04-02"});
        let details = json!({"location": {"lat": 38.72, "lng": -9.14}});
        player_index_entry(
            "u1",
            &cv.to_string(),
            Some(&details.to_string()),
            "2025-06-01",
            false,
            None,
        )
        .unwrap_or_else(|| panic!("an entry"))
    }

    #[test]
    fn a_public_player_counts_in_both_sets_at_every_level() {
        let e = entry("public", "Benfica");
        let incs = cell_increments("u1", None, Some(&e));
        // Seven levels (country, five geohash cells, a shard) in two sets.
        assert_eq!(incs.len(), 14);
        let country = incs
            .iter()
            .find(|i| i.path == "mapCells/public/cells/PT")
            .unwrap_or_else(|| panic!("the country's cell"));
        let hash = e.geohash.clone().unwrap_or_default();
        assert_eq!(country.increments["n"], json!(1));
        assert_eq!(country.increments["c"], json!({ &hash[..1]: 1 }));
        assert_eq!(
            country.increments["k"],
            json!({"p:ST": 1, "n:PT": 1, "p:ST/n:PT": 1})
        );
        assert_eq!(
            country.increments["rows"]["u1"],
            json!({ MapRow::of(&e).text(): 1 })
        );
        let members = entry("members", "Benfica");
        assert!(cell_increments("u1", None, Some(&members))
            .iter()
            .all(|i| i.path.starts_with("mapCells/all/")));
    }

    #[test]
    fn a_change_the_map_shows_moves_only_the_row_and_one_it_does_not_moves_nothing() {
        let before = entry("public", "Benfica");
        let after = entry("public", "Porto");
        let incs = cell_increments("u1", Some(&before), Some(&after));
        assert_eq!(incs.len(), 14);
        for inc in &incs {
            assert_eq!(
                inc.increments,
                json!({"rows": {"u1": {MapRow::of(&before).text(): -1, MapRow::of(&after).text(): 1}}}),
                "{}",
                inc.path
            );
        }
        let mut rated = before.clone();
        rated.overall = Some(80);
        rated.sort_key = "x".into();
        assert!(cell_increments("u1", Some(&before), Some(&rated)).is_empty());
        // Made members-only: out of the public set, the row unchanged in the other.
        let hidden = entry("members", "Benfica");
        let incs = cell_increments("u1", Some(&before), Some(&hidden));
        assert_eq!(incs.len(), 14);
        assert!(incs
            .iter()
            .filter(|i| i.path.starts_with("mapCells/public/"))
            .all(|i| i.increments["n"] == json!(-1)));
        assert!(incs
            .iter()
            .filter(|i| i.path.starts_with("mapCells/all/"))
            .all(|i| i.increments.get("n").is_none()));
    }

    #[test]
    fn a_player_without_a_point_is_in_the_country_only_and_one_without_a_country_nowhere() {
        let mut e = entry("public", "Benfica");
        e.geohash = None;
        let incs = cell_increments("u1", None, Some(&e));
        assert_eq!(
            incs.iter().map(|i| i.path.as_str()).collect::<Vec<_>>(),
            ["mapCells/all/cells/PT", "mapCells/public/cells/PT"]
        );
        assert!(incs.iter().all(|i| i.increments.get("c").is_none()));
        e.country_of_residence = Some("XX".into());
        assert!(cell_increments("u1", None, Some(&e)).is_empty());
    }

    #[test]
    fn a_rebuild_writes_each_cell_once_with_every_player() {
        let a = entry("public", "Benfica");
        let b = entry("members", "Porto");
        let docs = cell_documents([("u1", &a), ("u2", &b)]);
        let all = docs
            .iter()
            .find(|d| d.path == "mapCells/all/cells/PT")
            .unwrap_or_else(|| panic!("the country's cell"));
        assert_eq!(all.data["n"], json!(2));
        assert_eq!(all.data["rows"].as_object().map(|r| r.len()), Some(2));
        let public = docs
            .iter()
            .find(|d| d.path == "mapCells/public/cells/PT")
            .unwrap_or_else(|| panic!("the country's public cell"));
        assert_eq!(public.data["n"], json!(1));
    }
}
