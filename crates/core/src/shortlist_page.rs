//! A scout's lists as the lists page shows them: the lists (at most 20, read in one query), one page of a list in
//! the order the scout picks (one bounded query over the saved players, then the index entries of that page
//! only), and a list's export.
//!
//! A page is ordered by the copies of the entry's keys each saved player keeps (`shortlist::SavedKeys`), so its
//! reads grow with the page shown, never with the list's size. The cards show the entries as they are now; a
//! player whose entry is gone or can no longer be read shows as no longer available.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::countries::country_name;
use crate::dates::parse_date;
use crate::directory::{
    member_card, IndexDoc, OrderClause, PlayerCard, SortDirection, DOCUMENT_ID,
};
use crate::firestore_paths::{is_document_id, shortlist_path, shortlists_path, PLAYER_INDEX};
use crate::player_index::IndexEntry;
use crate::routes::player_page_path;
use crate::shortlist::{
    keys_changed, shortlist_csv, validate_note, SavedKeys, ShortlistRow, DEFAULT_SHORTLIST_NAME,
    SHORTLISTS_MAX, SHORTLIST_PLAYERS_MAX,
};

/// Players shown at once; "Show more" reads the next ones.
pub const SHORTLIST_PAGE_SIZE: u32 = 12;

/// The orders a list can be read in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum ShortlistSort {
    /// The order the players were saved in, first saved first.
    #[default]
    Added,
    /// By surname, then first name.
    Name,
    /// Youngest first; players without a birth month last.
    Age,
    /// The players who updated their CV most recently first.
    Updated,
}

impl ShortlistSort {
    pub const ALL: [ShortlistSort; 4] = [
        ShortlistSort::Added,
        ShortlistSort::Name,
        ShortlistSort::Age,
        ShortlistSort::Updated,
    ];

    pub fn label(self) -> &'static str {
        match self {
            ShortlistSort::Added => "List order",
            ShortlistSort::Name => "Name",
            ShortlistSort::Age => "Age, youngest first",
            ShortlistSort::Updated => "Last update",
        }
    }

    fn field(self) -> &'static str {
        match self {
            ShortlistSort::Added => "addedAt",
            ShortlistSort::Name => "sortKey",
            ShortlistSort::Age => "birthMonth",
            ShortlistSort::Updated => "playerUpdatedAt",
        }
    }

    fn direction(self) -> SortDirection {
        match self {
            ShortlistSort::Added | ShortlistSort::Name => SortDirection::Asc,
            ShortlistSort::Age | ShortlistSort::Updated => SortDirection::Desc,
        }
    }
}

/// One of the scout's lists.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ListSummary {
    /// `00` … `19`.
    pub id: String,
    pub name: String,
    pub size: u32,
}

/// The scout's lists, and the id a new one takes (none when they have 20).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Lists {
    pub lists: Vec<ListSummary>,
    pub next_id: Option<String>,
    /// The name a first list gets.
    pub default_name: String,
    /// The most lists a scout keeps.
    pub max: u32,
}

/// Whether `id` names one of the 20 lists a scout may have (`00` … `19`).
fn is_list_id(id: &str) -> bool {
    shortlist_path("scout", id).is_some()
}

/// The lists of `docs` (the query over `users/{uid}/shortlists`), in the order they were made (their ids); a
/// document that does not read as a list is left out.
pub fn lists_of(docs: &[IndexDoc]) -> Lists {
    let mut lists: Vec<ListSummary> = docs
        .iter()
        .filter(|d| is_list_id(&d.id))
        .filter_map(|d| {
            Some(ListSummary {
                id: d.id.clone(),
                name: d.data.get("name")?.as_str()?.to_string(),
                size: u32::try_from(d.data.get("size")?.as_u64()?).ok()?,
            })
        })
        .collect();
    lists.sort_by(|a, b| a.id.cmp(&b.id));
    lists.dedup_by(|a, b| a.id == b.id);
    let next_id = (0..SHORTLISTS_MAX)
        .map(|n| format!("{n:02}"))
        .find(|id| !docs.iter().any(|d| &d.id == id));
    Lists {
        lists,
        next_id,
        default_name: DEFAULT_SHORTLIST_NAME.to_string(),
        max: SHORTLISTS_MAX as u32,
    }
}

/// The query of one page of a list: its saved players in `sort`'s order, one more than a page (to know whether
/// more follow), after the last one shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct SavedQuery {
    pub collection: String,
    pub order_by: Vec<OrderClause>,
    pub limit: u32,
    /// The order's values of the last player shown (a stored time as the documents wrapper reads one).
    #[cfg_attr(feature = "tsify", tsify(type = "unknown[] | null"))]
    pub start_after: Option<Vec<Value>>,
    /// Where the page's players' index entries are (`{entryCollection}/{id}`, one read per player shown).
    pub entry_collection: String,
    /// The most players a list holds: the export reads them all, in one query of this limit.
    pub whole_list: u32,
}

/// The path of list `list_id`'s saved players.
fn saved_collection(uid: &str, list_id: &str) -> Option<String> {
    shortlist_path(uid, list_id).map(|list| format!("{list}/saved"))
}

/// The query of the page of list `list_id` after `after` (the last saved player shown; none: the first page), or
/// `None` when the ids name no list.
pub fn saved_query(
    uid: &str,
    list_id: &str,
    sort: ShortlistSort,
    after: Option<&IndexDoc>,
) -> Option<SavedQuery> {
    let collection = saved_collection(uid, list_id)?;
    let direction = sort.direction();
    let start_after = after.map(|doc| {
        vec![
            doc.data.get(sort.field()).cloned().unwrap_or(Value::Null),
            Value::String(doc.id.clone()),
        ]
    });
    Some(SavedQuery {
        collection,
        order_by: vec![
            OrderClause {
                field: sort.field().into(),
                direction,
            },
            OrderClause {
                field: DOCUMENT_ID.into(),
                direction,
            },
        ],
        limit: SHORTLIST_PAGE_SIZE + 1,
        start_after,
        entry_collection: PLAYER_INDEX.to_string(),
        whole_list: SHORTLIST_PLAYERS_MAX as u32,
    })
}

/// One saved player as the page shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct SavedItem {
    /// The player's uid.
    pub player: String,
    pub note: String,
    /// The entry's card as it is now; none: the player is no longer available.
    pub card: Option<PlayerCard>,
}

/// A page of a list: its players, and whether more follow.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SavedPage {
    pub items: Vec<SavedItem>,
    pub more: bool,
}

/// The note of a stored saved player, or none when what is stored is not one the rule accepts.
fn note_of(doc: &IndexDoc) -> String {
    doc.data
        .get("note")
        .and_then(Value::as_str)
        .and_then(|n| validate_note(n).ok())
        .unwrap_or_default()
}

/// The page of `saved` (a page query's result, in its order) with `entries`, the index entries read for them
/// (one per player that has one the scout may read), on `today`. A saved player whose id names no document is
/// skipped.
pub fn saved_page(saved: &[IndexDoc], entries: &[IndexDoc], today: &str) -> SavedPage {
    let today = parse_date(today);
    let size = SHORTLIST_PAGE_SIZE as usize;
    let items = saved
        .iter()
        .filter(|doc| is_document_id(&doc.id))
        .take(size)
        .map(|doc| SavedItem {
            player: doc.id.clone(),
            note: note_of(doc),
            card: entries
                .iter()
                .find(|e| e.id == doc.id)
                .and_then(|e| member_card(e, today)),
        })
        .collect();
    SavedPage {
        items,
        more: saved.len() > size,
    }
}

/// The field of a saved player the functions find every list holding a player by (a collection-group query over
/// `saved`, whose single-field index `firestore.indexes.json` declares).
pub const SAVED_PLAYER_FIELD: &str = "player";

/// The keys every saved copy of a player should now hold, after their index entry changed from `before` to
/// `after` (each as stored; none: no entry), or none when the copies may stay as they are: the entry is gone (the
/// page then shows the player as no longer available), or its keys did not change enough (`keys_changed`).
pub fn refreshed_keys(before: Option<&Value>, after: Option<&Value>) -> Option<SavedKeys> {
    let after = keys_of_entry(after?);
    match before.map(keys_of_entry) {
        Some(before) if !keys_changed(&before, &after) => None,
        _ => Some(after),
    }
}

/// The order keys of a player saved from `entry` (their `playerIndex` document as read).
pub fn keys_of_entry(entry: &Value) -> SavedKeys {
    SavedKeys::read(entry, "updatedAt")
}

/// The path of every list of scout `uid` (for the lists' query).
pub fn lists_collection(uid: &str) -> Option<String> {
    shortlists_path(uid)
}

/// The whole list as a CSV file: `saved` in the order the scout reads it, `entries` as for `saved_page`, the CV
/// links on `origin` (`https://skora.example`).
pub fn export_csv(saved: &[IndexDoc], entries: &[IndexDoc], today: &str, origin: &str) -> String {
    let day = parse_date(today);
    let rows: Vec<ShortlistRow> = saved
        .iter()
        .filter(|doc| is_document_id(&doc.id))
        .map(|doc| {
            let note = note_of(doc);
            let card = entries
                .iter()
                .find(|e| e.id == doc.id)
                .and_then(|e| member_card(e, day).map(|card| (card, e)));
            match card {
                Some((card, e)) => {
                    let entry: Option<IndexEntry> =
                        skora_foundations::documents::read_shown(&e.data);
                    let based_in = entry
                        .as_ref()
                        .and_then(|e| e.country_of_residence.as_deref())
                        .and_then(country_name)
                        .unwrap_or_default();
                    ShortlistRow {
                        name: card.name,
                        position: card
                            .positions
                            .iter()
                            .map(|p| p.label.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                        age: card.age,
                        nationality: card.country_name.unwrap_or_default(),
                        based_in: based_in.to_string(),
                        club: card.club.unwrap_or_default(),
                        page: format!("{origin}{}", player_page_path(&doc.id)),
                        note,
                        available: true,
                    }
                }
                None => ShortlistRow {
                    note,
                    available: false,
                    ..ShortlistRow::default()
                },
            }
        })
        .collect();
    shortlist_csv(&rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc(id: &str, data: Value) -> IndexDoc {
        IndexDoc {
            id: id.into(),
            data,
        }
    }

    fn entry(name: &str, visibility: &str) -> Value {
        json!({
            "displayName": name, "nameKeys": [], "sortKey": name.to_lowercase(), "birthMonth": "2008-03",
            "playerType": "goalkeeper", "mainPosition": "GK", "positions": ["GK"], "nationalities": ["PT"],
            "filterKeys": [], "countryOfResidence": "PT", "city": "Lisboa", "location": null,
            "locationPrecision": null, "geohash": null, "club": "Sporting CP", "availability": null,
            "heightCm": null, "hasPhoto": false, "visibility": visibility, "updatedAt": 1.7e12
        })
    }

    #[test]
    fn lists_read_in_id_order_and_the_next_id_is_the_first_free_one() {
        let lists = lists_of(&[
            doc("02", json!({ "name": "Wingers", "size": 3 })),
            doc("00", json!({ "name": "Shortlist", "size": 1 })),
            doc("xx", json!({ "name": "Bad id", "size": 1 })),
            doc("01", json!({ "name": 7, "size": 1 })),
        ]);
        let ids: Vec<&str> = lists.lists.iter().map(|l| l.id.as_str()).collect();
        assert_eq!(ids, ["00", "02"]);
        // 01 exists (unreadable, but taken): the next list is 03.
        assert_eq!(lists.next_id.as_deref(), Some("03"));
        let full: Vec<IndexDoc> = (0..20)
            .map(|n| doc(&format!("{n:02}"), json!({ "name": "L", "size": 0 })))
            .collect();
        assert_eq!(lists_of(&full).next_id, None);
        assert_eq!(lists_of(&[]).next_id.as_deref(), Some("00"));
    }

    #[test]
    fn each_order_reads_one_page_and_one_more_and_resumes_after_the_last_player_shown() {
        let q = saved_query("scout", "00", ShortlistSort::Age, None).unwrap();
        assert_eq!(q.collection, "users/scout/shortlists/00/saved");
        assert_eq!(q.limit, SHORTLIST_PAGE_SIZE + 1);
        assert_eq!(
            q.order_by,
            [
                OrderClause {
                    field: "birthMonth".into(),
                    direction: SortDirection::Desc
                },
                OrderClause {
                    field: "__name__".into(),
                    direction: SortDirection::Desc
                }
            ]
        );
        assert_eq!(q.start_after, None);
        let last = doc("ana", json!({ "sortKey": "silva ana", "birthMonth": null }));
        let next = saved_query("scout", "00", ShortlistSort::Name, Some(&last)).unwrap();
        assert_eq!(
            next.start_after,
            Some(vec![json!("silva ana"), json!("ana")])
        );
        let by_age = saved_query("scout", "00", ShortlistSort::Age, Some(&last)).unwrap();
        assert_eq!(by_age.start_after, Some(vec![Value::Null, json!("ana")]));
        assert!(saved_query("scout", "20", ShortlistSort::Added, None).is_none());
        assert!(saved_query("a/b", "00", ShortlistSort::Added, None).is_none());
    }

    #[test]
    fn a_page_shows_current_cards_and_players_no_longer_available_without_failing() {
        let saved: Vec<IndexDoc> = ["ana", "gone", "odd"]
            .iter()
            .map(|id| doc(id, json!({ "note": "Watch v Benfica", "player": id })))
            .collect();
        let entries = [
            doc("ana", entry("Ana Silva", "members")),
            doc("odd", json!({ "displayName": 5 })),
        ];
        let page = saved_page(&saved, &entries, "2026-11-28");
        assert!(!page.more);
        let card = page.items[0].card.as_ref().unwrap();
        assert_eq!((card.name.as_str(), card.age), ("Ana Silva", Some(18)));
        assert_eq!(page.items[0].note, "Watch v Benfica");
        assert_eq!(page.items[1].card, None);
        assert_eq!(page.items[2].card, None);
        let many: Vec<IndexDoc> = (0..=SHORTLIST_PAGE_SIZE)
            .map(|n| doc(&format!("p{n}"), json!({})))
            .collect();
        let page = saved_page(&many, &[], "2026-11-28");
        assert!(page.more);
        assert_eq!(page.items.len(), SHORTLIST_PAGE_SIZE as usize);
    }

    #[test]
    fn a_stored_note_the_rule_refuses_shows_as_none() {
        let saved = [doc("ana", json!({ "note": "\u{202E}evil" }))];
        assert_eq!(saved_page(&saved, &[], "2026-11-28").items[0].note, "");
    }

    #[test]
    fn the_export_writes_current_facts_in_the_order_read_and_hides_a_player_gone() {
        let saved = [
            doc("ana", json!({ "note": "Calm, \"leader\"" })),
            doc("gone", json!({ "note": "Call the club" })),
        ];
        let csv = export_csv(
            &saved,
            &[doc("ana", entry("Ana Silva", "public"))],
            "2026-11-28",
            "https://skora.example",
        );
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(
            lines[1],
            "Ana Silva,Goalkeeper,18,Portugal,Portugal,Sporting CP,https://skora.example/p/ana,\"Calm, \"\"leader\"\"\",available"
        );
        assert_eq!(lines[2], ",,,,,,,Call the club,no longer available");
    }

    #[test]
    fn saved_copies_follow_an_entry_that_changed_enough_and_stay_when_it_is_gone() {
        let before = entry("Ana Silva", "public");
        let mut renamed = before.clone();
        renamed["sortKey"] = json!("souza ana");
        assert_eq!(
            refreshed_keys(Some(&before), Some(&renamed)).map(|k| k.sort_key),
            Some("souza ana".into())
        );
        let mut same_day = before.clone();
        same_day["updatedAt"] = json!(1.7e12 + 60_000.0);
        assert_eq!(refreshed_keys(Some(&before), Some(&same_day)), None);
        assert_eq!(refreshed_keys(Some(&before), None), None);
        assert!(refreshed_keys(None, Some(&before)).is_some());
    }

    #[test]
    fn the_keys_of_an_entry_are_its_order_fields() {
        let keys = keys_of_entry(&entry("Ana Silva", "public"));
        assert_eq!(keys.sort_key, "ana silva");
        assert_eq!(keys.birth_month.as_deref(), Some("2008-03"));
        assert_eq!(keys.player_updated_at, Some(1.7e12));
        assert_eq!(
            keys_of_entry(&json!({ "birthMonth": "March" })),
            SavedKeys::default()
        );
    }
}
