//! The home page's featured players and the clips gallery: small fixed queries over `playerIndex`,
//! newest first, so what they read is a handful of entries however many players there are, and never a
//! full CV.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::card::PlayerCard;
use super::page::{card_of_entry, read_entry, IndexDoc};
use super::plan::{FilterOp, OrderClause, SortDirection, WhereClause, DOCUMENT_ID};
use skora_domain::clips::PLAYER_DOCS_TO_READ;
use skora_foundations::dates::parse_date;
use skora_foundations::firestore_paths::PLAYER_INDEX;

/// How many players the home page features.
pub const FEATURED_COUNT: u32 = 4;

/// One fixed list query, for the documents wrapper to run as it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ListPlan {
    pub collection: String,
    #[serde(rename = "where")]
    pub filters: Vec<WhereClause>,
    pub order_by: Vec<OrderClause>,
    pub limit: u32,
}

/// Public entries (the rules require signed-out readers to ask for them), `flag == true` when given,
/// the most recently updated first.
fn newest_public(flag: Option<&str>, limit: u32) -> ListPlan {
    let mut filters = vec![WhereClause {
        field: "visibility".into(),
        op: FilterOp::Eq,
        value: json!("public"),
    }];
    if let Some(field) = flag {
        filters.push(WhereClause {
            field: field.into(),
            op: FilterOp::Eq,
            value: json!(true),
        });
    }
    let desc = |field: &str| OrderClause {
        field: field.into(),
        direction: SortDirection::Desc,
    };
    ListPlan {
        collection: PLAYER_INDEX.into(),
        filters,
        order_by: vec![desc("updatedAt"), desc(DOCUMENT_ID)],
        limit,
    }
}

/// The featured players' queries, in the order to run them: players with a photo first (a face draws
/// the eye), then, only when those are fewer than `FEATURED_COUNT`, any public player. At most
/// `2 × FEATURED_COUNT` entries read.
pub fn featured_plans() -> [ListPlan; 2] {
    [
        newest_public(Some("hasPhoto"), FEATURED_COUNT),
        newest_public(None, FEATURED_COUNT),
    ]
}

/// The clips gallery's query: the newest public players with highlights.
pub fn gallery_plan() -> ListPlan {
    newest_public(Some("hasClips"), PLAYER_DOCS_TO_READ)
}

/// Up to `FEATURED_COUNT` cards from the featured queries' results (`docs`: the first query's, then the
/// second's), each player once, on `today`. Entries that do not read as public entries are skipped.
pub fn featured_cards(docs: &[IndexDoc], today: &str) -> Vec<PlayerCard> {
    let today = parse_date(today);
    let mut cards: Vec<PlayerCard> = Vec::new();
    for doc in docs {
        if cards.len() == FEATURED_COUNT as usize {
            break;
        }
        if cards.iter().any(|c| c.id == doc.id) {
            continue;
        }
        if let Some(entry) = read_entry(doc, false) {
            cards.push(card_of_entry(&doc.id, &entry, today));
        }
    }
    cards
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::indexes::{directory_indexes, IndexField};
    use proptest::prelude::*;
    use serde_json::Value;

    fn doc(id: &str, name: &str, visibility: &str, photo: bool) -> IndexDoc {
        IndexDoc {
            id: id.into(),
            data: json!({
                "displayName": name, "searchKey": name.to_lowercase(), "birthMonth": "2002-05",
                "playerType": "outfield", "mainPosition": "CM", "positions": ["CM"],
                "nationalities": ["PT"], "countryOfResidence": "PT", "city": "Lisbon",
                "location": null, "locationPrecision": null, "geohash": null, "club": null,
                "availability": null, "heightCm": null, "hasPhoto": photo,
                "visibility": visibility, "updatedAt": 1.0
            }),
        }
    }

    #[test]
    fn the_featured_queries_ask_for_photos_first_then_anyone_newest_first() {
        let [photos, anyone] = featured_plans();
        let json = serde_json::to_value(&photos).unwrap_or(Value::Null);
        assert_eq!(
            json,
            json!({
                "collection": "playerIndex",
                "where": [
                    {"field": "visibility", "op": "==", "value": "public"},
                    {"field": "hasPhoto", "op": "==", "value": true}
                ],
                "orderBy": [
                    {"field": "updatedAt", "direction": "desc"},
                    {"field": "__name__", "direction": "desc"}
                ],
                "limit": 4
            })
        );
        assert_eq!(anyone.filters.len(), 1);
        assert_eq!(anyone.limit, FEATURED_COUNT);
        assert_eq!(gallery_plan().filters[1].field, "hasClips");
        assert_eq!(gallery_plan().limit, 12);
    }

    #[test]
    fn every_list_query_has_its_composite_index() {
        let all = directory_indexes();
        for plan in featured_plans().iter().chain([&gallery_plan()]) {
            let mut fields: Vec<IndexField> = vec![IndexField::Ascending("visibility")];
            if let Some(flag) = plan.filters.get(1) {
                let name = if flag.field == "hasPhoto" {
                    "hasPhoto"
                } else {
                    "hasClips"
                };
                fields.push(IndexField::Ascending(name));
            }
            fields.push(IndexField::Descending("updatedAt"));
            assert!(all.contains(&fields), "{fields:?}");
        }
    }

    #[test]
    fn photos_come_first_each_player_once_and_only_public_entries() {
        let docs = vec![
            doc("kwame", "Kwame Asante", "public", true),
            doc("hidden", "Hidden Player", "members", true),
            doc("bad/id", "Bad Id", "public", true),
            IndexDoc {
                id: "junk".into(),
                data: json!({"displayName": 7}),
            },
            doc("lucia", "Lucía Ferrer", "public", false),
            doc("kwame", "Kwame Asante", "public", true),
            doc("jonas", "Jonas Weber", "public", false),
            doc("daan", "Daan Visser", "public", false),
            doc("moussa", "Moussa Diallo", "public", false),
        ];
        let cards = featured_cards(&docs, "2025-06-01");
        let names: Vec<&str> = cards.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            ["Kwame Asante", "Lucía Ferrer", "Jonas Weber", "Daan Visser"]
        );
        assert_eq!(cards[0].href, "/p/kwame");
        assert_eq!(cards[0].age, Some(23));
        assert!(featured_cards(&[], "2025-06-01").is_empty());
    }

    proptest! {
        #[test]
        fn at_most_four_distinct_public_cards(
            picks in prop::collection::vec((0usize..6, any::<bool>(), any::<bool>()), 0..20),
        ) {
            let docs: Vec<IndexDoc> = picks
                .iter()
                .map(|(i, public, photo)| doc(&format!("p{i}"), &format!("P {i}"), if *public { "public" } else { "members" }, *photo))
                .collect();
            let cards = featured_cards(&docs, "2025-06-01");
            prop_assert!(cards.len() <= FEATURED_COUNT as usize);
            for (k, card) in cards.iter().enumerate() {
                prop_assert!(!cards[k + 1..].iter().any(|c| c.id == card.id));
                prop_assert!(docs.iter().any(|d| d.id == card.id && d.data["visibility"] == "public"));
            }
        }
    }
}
