//! The composite indexes the directory's plans need (`firestore_indexes` writes them, with the map's, into
//! `firestore.indexes.json`).
//!
//! A plan is: the visibility (an equality), optionally "Based in" (an equality on `countryOfResidence`), one
//! `array-contains` (the `filterKeys` tag or a `nameKeys` key) and the player type (an equality), then one
//! order field, then the document id in the same direction. Firestore needs one composite index per such
//! shape: 2 × 3 × 2 × 5 orders = 60 (the count aggregation runs the same query, so it uses the same index). The id needs no entry of its own:
//! an index orders by it after its last field, in that field's direction. "Previous" runs the query with
//! `limitToLast`, which Firestore serves by reversing every order of the query, and an index serves one
//! direction only (fields and directions define an index; `(a ASC, b DESC)` and `(a DESC, b ASC)` are two): the
//! reversed orders that no other order already is (`sortKey` descending, `updatedAt` and `confirmed` ascending; the
//! birth month goes both ways anyway) add 2 × 3 × 2 × 3 = 36. Two more serve the featured players and the clips gallery
//! (`showcase`).

use super::plan::{DirectoryPlan, FilterOp, Order, SortDirection};
use crate::country_filter::RESIDENCE_FIELD;

/// One field of a composite index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IndexField {
    Ascending(&'static str),
    Descending(&'static str),
    Contains(&'static str),
}

/// The index field of `order`, read forwards or (`limitToLast`) backwards.
fn order_field(order: Order, backwards: bool) -> IndexField {
    match (order.direction(), backwards) {
        (SortDirection::Asc, false) | (SortDirection::Desc, true) => {
            IndexField::Ascending(order.field())
        }
        (SortDirection::Desc, false) | (SortDirection::Asc, true) => {
            IndexField::Descending(order.field())
        }
    }
}

/// Every composite index of `playerIndex` the directory's plans can need.
pub fn directory_indexes() -> Vec<Vec<IndexField>> {
    let mut indexes = Vec::new();
    for based_in in [false, true] {
        for contains in [None, Some("filterKeys"), Some("nameKeys")] {
            for kind in [false, true] {
                for backwards in [false, true] {
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
                        fields.push(order_field(order, backwards));
                        if !indexes.contains(&fields) {
                            indexes.push(fields);
                        }
                    }
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
/// order field as the query runs (reversed for `limitToLast`; the document id follows implicitly).
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
    fields.push(order_field(plan.order, plan.limit_to_last));
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ninety_eight_distinct_indexes() {
        let all = directory_indexes();
        assert_eq!(all.len(), 98);
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
            let mut plan = directory_plan(&parse_query(&search), "2025-06-15", members);
            prop_assert!(directory_indexes().contains(&index_of(&plan)), "{search}");
            // "Previous" from any page of it: the same query backwards (`limitToLast`).
            plan.limit_to_last = true;
            prop_assert!(directory_indexes().contains(&index_of(&plan)), "{search} backwards");
        }
    }
}
