//! One directory page from what its plan's query returned: the cards, what the page can honestly say
//! about where it is ("Showing 13–24"), and the Next and Previous cursors.
//!
//! The entries come from the server, but the page does not trust them: an entry that does not read as an
//! `IndexEntry` (written by an older function, by hand, or hostile), is not visible to this reader, or
//! fails a filter the page checks itself (`plan::DirectoryPlan::checked_on_page`: the name rule, and a
//! position or country next to a name), is skipped; the page never breaks.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::card::{confirmed_line, PlayerCard, PositionTag};
use super::cursor::{Cursor, Direction};
use super::plan::{
    age_of_birth_month, directory_plan, name_query, tag_checked_on_page, DirectoryPlan, Order,
};
use super::query::DirectoryQuery;
use crate::player_index::{IndexEntry, MAX_ENTRY_BYTES};
use skora_domain::countries::{country_name, flag_file, is_country};
use skora_domain::profile::Visibility;
use skora_domain::routes::player_page_path;
use skora_foundations::dates::{parse_date, Date};
use skora_foundations::firestore_paths::is_document_id;

/// One document of the query's result, as the documents wrapper returns it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct IndexDoc {
    pub id: String,
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, unknown>"))]
    pub data: Value,
}

/// What the directory shows for one page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct DirectoryPage {
    pub cards: Vec<PlayerCard>,
    /// The 1-based place of the first card in the order ("Showing 13–24"); 0 when there is none.
    pub first: u32,
    /// The place of the last card.
    pub last: u32,
    /// How many players of the order come before this page (its number is `start / PAGE_SIZE + 1`).
    pub start: u32,
    /// Whether there is a page before this one.
    pub has_previous: bool,
    /// The Previous link's cursor; `None` with `has_previous` means the first page (no cursor).
    pub previous_cursor: Option<String>,
    pub next_cursor: Option<String>,
}

/// The card of one index entry (`id` is the uid), on `today`.
pub fn card_of_entry(id: &str, entry: &IndexEntry, today: Option<Date>) -> PlayerCard {
    // The flag shows the nationality; a player without one shows where they live.
    let country = entry
        .nationalities
        .first()
        .or(entry.country_of_residence.as_ref())
        .filter(|c| is_country(c));
    PlayerCard {
        id: id.to_string(),
        href: player_page_path(id),
        name: entry.display_name.clone(),
        age: entry
            .birth_month
            .as_deref()
            .zip(today)
            .and_then(|(m, t)| age_of_birth_month(m, t)),
        positions: entry
            .positions
            .iter()
            .map(|&code| PositionTag {
                code,
                label: code.label().to_string(),
            })
            .collect(),
        player_type: entry.player_type,
        country: country.cloned(),
        country_name: country.and_then(|c| country_name(c)).map(str::to_string),
        flag: country.and_then(|c| flag_file(c)),
        city: entry.city.clone(),
        club: entry.club.clone(),
        has_photo: entry.has_photo,
        confirmed: confirmed_line(entry.confirmed, entry.season.as_ref().map(|s| s.season)),
    }
}

/// The card of one index entry as a signed-in member with a verified e-mail reads it (members-only entries
/// too), or `None` when the document is no entry that can be shown.
pub fn member_card(doc: &IndexDoc, today: Option<Date>) -> Option<PlayerCard> {
    read_entry(doc, true).map(|entry| card_of_entry(&doc.id, &entry, today))
}

/// The entry of a returned document, or `None` when it cannot be shown to this reader.
pub(super) fn read_entry(doc: &IndexDoc, members: bool) -> Option<IndexEntry> {
    if !is_document_id(&doc.id) {
        return None;
    }
    // An entry is at most 2 KiB; something much bigger is not one (and is not worth parsing).
    if serde_json::to_vec(&doc.data).map_or(true, |v| v.len() > 4 * MAX_ENTRY_BYTES) {
        return None;
    }
    let entry: IndexEntry = skora_foundations::documents::read_shown(&doc.data)?;
    let visible = match entry.visibility {
        Visibility::Public => true,
        Visibility::Members => members,
    };
    (visible && !entry.display_name.trim().is_empty()).then_some(entry)
}

/// The cursor token that resumes `direction` of `doc` in `order`, when the document has a value the
/// order can resume from.
fn token(doc: &IndexDoc, order: Order, direction: Direction, start: u32) -> Option<String> {
    let value = doc.data.get(order.field()).cloned().unwrap_or(Value::Null);
    (order.takes(&value) && is_document_id(&doc.id)).then(|| {
        Cursor {
            direction,
            order: order.code(),
            start,
            value,
            id: doc.id.clone(),
        }
        .encode()
    })
}

/// The page of `query` (`members`, `today` as for its plan) from `docs`, the plan's query result in the
/// order's order (Previous pages too: `limitToLast` returns them in order).
pub fn directory_page(
    query: &DirectoryQuery,
    today: &str,
    members: bool,
    docs: &[IndexDoc],
) -> DirectoryPage {
    let plan: DirectoryPlan = directory_plan(query, today, members);
    let size = plan.page_size as usize;
    let backwards = plan.limit_to_last;
    let docs = &docs[..docs.len().min(plan.limit as usize)];
    // A numbered page read from the start: the pages before it are not shown.
    let docs = &docs[docs.len().min(plan.skip as usize)..];
    // The one extra document is at the far end of the read: after the page going forwards, before it
    // going backwards.
    let extra = docs.len() > size;
    let page: &[IndexDoc] = match (extra, backwards) {
        (true, false) => &docs[..size],
        (true, true) => &docs[docs.len() - size..],
        (false, _) => docs,
    };
    let (has_previous, has_next) = if backwards {
        (extra, !page.is_empty())
    } else {
        (plan.start > 0, extra)
    };
    // Going backwards without the extra one is the first page, wherever the token said it was.
    let start = if backwards && !extra {
        0
    } else {
        plan.start.max(u32::from(has_previous))
    };

    let today_date = parse_date(today);
    let name = name_query(query);
    let tag = tag_checked_on_page(query);
    let cards: Vec<PlayerCard> = page
        .iter()
        .filter_map(|doc| read_entry(doc, members).map(|e| (doc, e)))
        .filter(|(_, e)| {
            name.matches(&e.display_name) && tag.as_ref().is_none_or(|t| e.filter_keys.contains(t))
        })
        .map(|(doc, e)| card_of_entry(&doc.id, &e, today_date))
        .collect();

    let places = |i: usize| start.saturating_add(u32::try_from(i).unwrap_or(u32::MAX));
    let next_cursor = has_next
        .then(|| {
            page.iter()
                .enumerate()
                .rev()
                .find_map(|(i, d)| token(d, plan.order, Direction::After, places(i + 1)))
        })
        .flatten();
    // The page before: the `page_size` players before the first card that can be resumed from; when
    // they reach back to the start, it is the first page itself (no cursor).
    let previous_cursor = has_previous
        .then(|| {
            let (i, doc) = page
                .iter()
                .enumerate()
                .find(|(_, d)| token(d, plan.order, Direction::Before, 0).is_some())?;
            let before = places(i);
            (before > plan.page_size)
                .then(|| token(doc, plan.order, Direction::Before, before - plan.page_size))?
        })
        .flatten();
    let count = u32::try_from(cards.len()).unwrap_or(u32::MAX);
    DirectoryPage {
        first: if count == 0 { 0 } else { start + 1 },
        last: start.saturating_add(count),
        start,
        cards,
        has_previous,
        previous_cursor,
        next_cursor,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::query::parse_query;
    use crate::player_index::player_index_entry;
    use serde_json::json;

    const TODAY: &str = "2025-06-15";

    /// An entry as the functions write it, for a player `n` (surname order = n order).
    fn doc(n: u32) -> IndexDoc {
        let cv = json!({"firstName": "Ana", "lastName": format!("Surname {n:04}"), "visibility": "public",
            "dateOfBirth": "2001-03-04", "nationality": "PT", "mainPosition": "CM", "playerType": "outfield",
            "currentClub": "FC Porto"});
        let id = format!("gen-{n:04}");
        let entry = player_index_entry(&id, &cv.to_string(), None, TODAY, false, None);
        IndexDoc {
            id,
            data: serde_json::to_value(entry).unwrap_or_default(),
        }
    }

    fn docs(range: std::ops::Range<u32>) -> Vec<IndexDoc> {
        range.map(doc).collect()
    }

    fn page_of(search: &str, docs: &[IndexDoc]) -> DirectoryPage {
        directory_page(&parse_query(search), TODAY, false, docs)
    }

    #[test]
    fn the_first_page_shows_twelve_and_knows_there_is_more_from_the_thirteenth() {
        let p = page_of("", &docs(0..13));
        assert_eq!(p.cards.len(), 12);
        assert_eq!((p.first, p.last, p.has_previous), (1, 12, false));
        assert_eq!(p.previous_cursor, None);
        let next = p.next_cursor.as_deref().and_then(Cursor::decode);
        assert_eq!(
            next.as_ref().map(|c| (c.direction, c.start, c.id.as_str())),
            Some((Direction::After, 12, "gen-0011"))
        );
        let card = &p.cards[0];
        assert_eq!(
            (card.href.as_str(), card.name.as_str(), card.age),
            ("/p/gen-0000", "Ana Surname 0000", Some(24))
        );
        assert_eq!(card.country_name.as_deref(), Some("Portugal"));
        assert_eq!(card.flag.as_deref(), Some("pt.svg"));
        // Twelve or fewer: no next page.
        assert_eq!(page_of("", &docs(0..12)).next_cursor, None);
        assert_eq!(page_of("", &[]).first, 0);
    }

    #[test]
    fn next_then_previous_walk_the_pages() {
        let p1 = page_of("", &docs(0..13));
        let p2 = page_of(
            &format!("cursor={}", p1.next_cursor.unwrap_or_default()),
            &docs(12..25),
        );
        assert_eq!((p2.first, p2.last, p2.has_previous), (13, 24, true));
        // Back from page 2 is the first page itself (no cursor).
        assert_eq!(p2.previous_cursor, None);
        let p3 = page_of(
            &format!("cursor={}", p2.next_cursor.clone().unwrap_or_default()),
            &docs(24..30),
        );
        assert_eq!(
            (p3.first, p3.last, p3.next_cursor.is_none()),
            (25, 30, true)
        );
        // Back from page 3: the twelve before its first card, read backwards with one more before them.
        let back = p3.previous_cursor.unwrap_or_default();
        let decoded = Cursor::decode(&back);
        assert_eq!(
            decoded
                .as_ref()
                .map(|c| (c.direction, c.start, c.id.as_str())),
            Some((Direction::Before, 12, "gen-0024"))
        );
        let p2_again = page_of(&format!("cursor={back}"), &docs(11..24));
        assert_eq!(
            p2_again.cards.first().map(|c| c.id.as_str()),
            Some("gen-0012")
        );
        assert_eq!(
            (p2_again.first, p2_again.last, p2_again.has_previous),
            (13, 24, true)
        );
        assert!(p2_again.next_cursor.is_some());
        // Backwards without the extra one: that is the first page.
        let first = page_of(&format!("cursor={back}"), &docs(0..12));
        assert_eq!((first.first, first.has_previous), (1, false));
    }

    #[test]
    fn malformed_entries_are_skipped_and_never_break_the_page() {
        let mut all = docs(0..13);
        all[1].data = json!({"displayName": 7});
        all[2].data = json!("nope");
        all[3].data["visibility"] = json!("members");
        all[4].data["positions"] = json!(["XX"]);
        all[5].data["city"] = json!("x".repeat(20_000));
        all[6].id = "a/b".into();
        // Read before the key existed: a card, but no order value to resume from.
        all[11].data.as_object_mut().map(|o| o.remove("sortKey"));
        let p = page_of("", &all);
        assert_eq!(p.cards.len(), 6);
        // The last card's order value is broken: Next resumes from the one before it.
        let next = p.next_cursor.as_deref().and_then(Cursor::decode);
        assert_eq!(next.map(|c| (c.id, c.start)), Some(("gen-0010".into(), 11)));
        // A verified reader sees the members-only entry.
        assert_eq!(
            directory_page(&parse_query(""), TODAY, true, &all)
                .cards
                .len(),
            7
        );
    }

    #[test]
    fn a_name_search_checks_the_rule_and_a_position_or_country_on_the_page() {
        let mut all = docs(0..3);
        all[1].data["filterKeys"] = json!(["p:GK", "n:BR", "p:GK/n:BR"]);
        // The key `surname` found all three; "surname 0001" is only the second one's.
        let ids = |p: DirectoryPage| p.cards.into_iter().map(|c| c.id).collect::<Vec<_>>();
        assert_eq!(ids(page_of("q=surname", &all)).len(), 3);
        assert_eq!(ids(page_of("q=surname%200001", &all)), ["gen-0001"]);
        assert_eq!(ids(page_of("q=ana&nationality=BR", &all)), ["gen-0001"]);
        assert_eq!(
            ids(page_of("q=ana&position=GK&nationality=BR", &all)),
            ["gen-0001"]
        );
        // Without a name the tag was the server's, and "Based in" always is: the page trusts them.
        assert_eq!(ids(page_of("nationality=BR", &all)).len(), 3);
        assert_eq!(ids(page_of("q=ana&basedIn=BR", &all)).len(), 3);
    }

    #[test]
    fn a_numbered_page_drops_the_pages_before_it() {
        let p = page_of("page=3", &docs(0..37));
        assert_eq!((p.first, p.last, p.has_previous), (25, 36, true));
        assert_eq!(p.cards.first().map(|c| c.id.as_str()), Some("gen-0024"));
        let next = p.next_cursor.as_deref().and_then(Cursor::decode);
        assert_eq!(next.map(|c| (c.start, c.id)), Some((36, "gen-0035".into())));
        // Back from page 3 is page 2, by a cursor (one page's read).
        let back = p.previous_cursor.as_deref().and_then(Cursor::decode);
        assert_eq!(
            back.map(|c| (c.direction, c.start, c.id)),
            Some((Direction::Before, 12, "gen-0024".into()))
        );
        // Fewer players than the page number needs: no cards, but a way back.
        let gone = page_of("page=3", &docs(0..20));
        assert_eq!((gone.cards.len(), gone.has_previous), (0, true));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::directory::query::parse_query;
    use proptest::prelude::*;
    use serde_json::json;

    fn any_data() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(json!({"displayName": "Ana B", "searchKey": "ana b", "sortKey": "b ana", "visibility": "public",
                "positions": ["GK"], "birthMonth": "2001-02", "updatedAt": 5})),
            Just(json!({"displayName": "", "visibility": "public"})),
            Just(json!(null)),
            "\\PC{0,10}".prop_map(|s| json!({"displayName": s, "visibility": "public", "searchKey": 1})),
            "\\PC{0,10}".prop_map(|s| json!({"displayName": s, "searchKey": "x", "visibility": "public", "sortKey": s})),
        ]
    }

    proptest! {
        #[test]
        fn any_result_gives_a_page_of_at_most_twelve_with_consistent_places(
            data in prop::collection::vec(any_data(), 0..20), search in "(sort=(youngest|updated))?",
        ) {
            let docs: Vec<IndexDoc> = data.into_iter().enumerate()
                .map(|(i, data)| IndexDoc { id: format!("u{i}"), data }).collect();
            let p = directory_page(&parse_query(&search), "2025-06-15", false, &docs);
            prop_assert!(p.cards.len() <= 12);
            prop_assert_eq!(p.last - p.first.saturating_sub(1), p.cards.len() as u32);
            if docs.len() <= 12 { prop_assert!(p.next_cursor.is_none()); }
            if let Some(next) = &p.next_cursor {
                prop_assert!(Cursor::decode(next).is_some());
            }
        }
    }
}
