//! The composite indexes the directory's plans need (`firestore_indexes` writes them, with the map's, into
//! `firestore.indexes.json`).
//!
//! A plan is: the visibility (an equality), optionally "Based in" (an equality on `countryOfResidence`), one
//! `array-contains` (the `filterKeys` tag or a `nameKeys` key) and the player type (an equality), then one
//! order field, then the document id in the same direction. Firestore needs one composite index per such
//! shape: 2 × 3 × 2 × 4 orders = 48 (the count aggregation runs the same query, so it uses the same index). The id needs no entry of its own:
//! an index orders by it after its last field, in that field's direction. Two more serve the featured
//! players and the clips gallery (`showcase`).

use super::plan::{DirectoryPlan, FilterOp, Order, SortDirection};
use crate::country_filter::RESIDENCE_FIELD;

/// One field of a composite index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IndexField {
    Ascending(&'static str),
    Descending(&'static str),
    Contains(&'static str),
}

fn order_field(order: Order) -> IndexField {
    match order.direction() {
        SortDirection::Asc => IndexField::Ascending(order.field()),
        SortDirection::Desc => IndexField::Descending(order.field()),
    }
}

/// Every composite index of `playerIndex` the directory's plans can need.
pub fn directory_indexes() -> Vec<Vec<IndexField>> {
    let mut indexes = Vec::new();
    for based_in in [false, true] {
        for contains in [None, Some("filterKeys"), Some("nameKeys")] {
            for kind in [false, true] {
                for order in Order::ALL {
                    let mut fields = vec![IndexField::Ascending("visibility")];
                    if based_in {
                        fields.push(IndexField::Ascending(RESIDENCE_FIELD));
                    }
                    if let Some(array) = contains {
                        fields.push(IndexField::Contains(array));
                    }
                    if kind {
                        fields.push(IndexField::Ascending("playerType"));
                    }
                    fields.push(order_field(order));
                    indexes.push(fields);
                }
            }
        }
    }
    // The featured players (with a photo) and the clips gallery (with clips): newest public entries
    // with one flag (`showcase`).
    for flag in ["hasPhoto", "hasClips"] {
        indexes.push(vec![
            IndexField::Ascending("visibility"),
            IndexField::Ascending(flag),
            IndexField::Descending("updatedAt"),
        ]);
    }
    indexes
}

/// The index `plan`'s query uses: its equalities and array-contains in the declared order, then its
/// order field (the document id follows implicitly).
pub fn index_of(plan: &DirectoryPlan) -> Vec<IndexField> {
    let has =
        |field: &str, op: FilterOp| plan.filters.iter().any(|w| w.field == field && w.op == op);
    let mut fields = vec![IndexField::Ascending("visibility")];
    if has(RESIDENCE_FIELD, FilterOp::Eq) {
        fields.push(IndexField::Ascending(RESIDENCE_FIELD));
    }
    for array in ["filterKeys", "nameKeys"] {
        if has(array, FilterOp::ArrayContains) {
            fields.push(IndexField::Contains(array));
        }
    }
    if has("playerType", FilterOp::Eq) {
        fields.push(IndexField::Ascending("playerType"));
    }
    fields.push(order_field(plan.order));
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifty_distinct_indexes() {
        let all = directory_indexes();
        assert_eq!(all.len(), 50);
        for (i, a) in all.iter().enumerate() {
            assert!(!all[i + 1..].contains(a));
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::directory::plan::directory_plan;
    use crate::directory::query::parse_query;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_plan_has_its_index(
            q in "(q=[a-z]{1,3}( [a-z]{2,9})?)?", pos in "(position=(GK|CM))?", country in "((country|basedIn|nationality)=(PT|BR))?",
            nationality in "(nationality=(PT|NG))?",
            kind in "(type=(goalkeeper|outfield))?", min in "(minAge=1[0-9])?", max in "(maxAge=2[0-9])?",
            sort in "(sort=(name|youngest|oldest|updated))?", members in any::<bool>(),
        ) {
            let search = [q, pos, country, nationality, kind, min, max, sort].join("&");
            let plan = directory_plan(&parse_query(&search), "2025-06-15", members);
            prop_assert!(directory_indexes().contains(&index_of(&plan)), "{search}");
        }
    }
}
