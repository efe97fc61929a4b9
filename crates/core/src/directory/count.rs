//! What the directory says about where a page is, "Showing 13–24 of 2,012 players", and its numbered links.
//!
//! The number of matches comes from where the plan says (`plan::CountSource`): the totals aggregate when it
//! counts exactly this list, else Firestore's count aggregation capped at `COUNT_LIMIT` ("of 1,000+
//! players" past it: counting further would bill a read per 1,000 players), none when the page checks a
//! filter itself (then the line says only the places). Each costs at most one read, whatever the players.
//!
//! Numbered links (`pagination`): cursors only go to a neighbour, and reading page k from the start reads
//! the k − 1 pages before it, so the links are the first `DIRECT_PAGES` pages (read from the start: at most
//! `MAX_PAGE_READS` entries) and the current page's neighbours (their cursors: one page each). A view
//! therefore reads at most `MAX_PAGE_READS` entries and one count.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::page::DirectoryPage;
use super::plan::{CountSource, DirectoryPlan, DIRECT_PAGES, PAGE_SIZE};
use super::query::{to_query_string, DirectoryQuery};
use crate::aggregates::{grouped, stored_count};

/// How many players the list holds: exactly `count`, or (`at_least`) `count` or more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Total {
    pub count: u64,
    pub at_least: bool,
}

/// The total of `plan`'s list from what its count source returned: the count aggregation's number, or the
/// aggregate document (as JSON). `None` when the plan has no count or the answer does not read.
pub fn directory_total(plan: &DirectoryPlan, counted: &Value) -> Option<Total> {
    match plan.count {
        CountSource::None => None,
        CountSource::Aggregate => counted.get("players").map(|n| Total {
            count: stored_count(Some(n)),
            at_least: false,
        }),
        CountSource::Query => {
            let n = counted.as_f64().filter(|n| n.is_finite() && *n >= 0.0)? as u64;
            Some(Total {
                count: n,
                at_least: n >= u64::from(plan.count_limit),
            })
        }
    }
}

fn players(n: u64) -> String {
    format!(
        "{} {}",
        grouped(n),
        if n == 1 { "player" } else { "players" }
    )
}

/// The count line: "Showing 13–24 of 2,012 players", "of 1,000+ players", "5 players" when they all fit
/// on this one page, "Showing 13–24" without a total, "No players on this page" without cards.
pub fn count_text(page: &DirectoryPage, total: Option<Total>) -> String {
    if page.cards.is_empty() {
        return "No players on this page".to_string();
    }
    let (first, last) = (u64::from(page.first), u64::from(page.last));
    // A total that lags behind what the page shows (an aggregate not yet incremented) says at least that.
    let total = total.map(|t| Total {
        count: t.count.max(last),
        at_least: t.at_least,
    });
    let alone = first == 1 && page.next_cursor.is_none();
    match total {
        _ if alone => players(last),
        Some(Total {
            count,
            at_least: false,
        }) => format!(
            "Showing {}–{} of {}",
            grouped(first),
            grouped(last),
            players(count)
        ),
        Some(Total {
            count,
            at_least: true,
        }) => format!(
            "Showing {}–{} of {}+ players",
            grouped(first),
            grouped(last),
            grouped(count)
        ),
        None => format!("Showing {}–{}", grouped(first), grouped(last)),
    }
}

/// One numbered link: the page's number and the search string that shows it (`None`: the page shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct PageLink {
    pub number: u32,
    pub search: Option<String>,
}

/// The pagination of one page: Previous, Next and the numbered links (in order; a gap between two numbers
/// is shown as "…"), each a canonical search string (`to_query_string`, without `?`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Pagination {
    /// The page shown.
    pub current: u32,
    pub previous: Option<String>,
    pub next: Option<String>,
    pub pages: Vec<PageLink>,
}

/// The pagination of `page`, the page of `query` (`total`: its `directory_total`).
pub fn pagination(
    query: &DirectoryQuery,
    page: &DirectoryPage,
    total: Option<Total>,
) -> Pagination {
    let size = PAGE_SIZE;
    let current = page.start / size + 1;
    let has_next = page.next_cursor.is_some();
    let search = |cursor: Option<&String>, number: u32| {
        to_query_string(&DirectoryQuery {
            cursor: cursor.cloned(),
            page: Some(number),
            ..query.clone()
        })
    };
    let next = page
        .next_cursor
        .as_ref()
        .map(|c| search(Some(c), current + 1));
    // No cursor back means the first page itself.
    let previous = page.has_previous.then(|| match &page.previous_cursor {
        Some(c) => search(Some(c), current.saturating_sub(1).max(2)),
        None => search(None, 1),
    });
    let pages_of = |n: u64| u32::try_from(n.div_ceil(u64::from(size))).unwrap_or(u32::MAX);
    let known = current + u32::from(has_next);
    let last = match total {
        Some(t) => pages_of(t.count).max(known),
        None => known,
    };
    let mut numbers: Vec<u32> = (1..=DIRECT_PAGES.min(last)).collect();
    numbers.extend([current.saturating_sub(1), current, current + 1]);
    numbers.retain(|&n| n >= 1 && n <= last && (n != current + 1 || has_next));
    numbers.sort_unstable();
    numbers.dedup();
    let pages = numbers
        .into_iter()
        .filter_map(|n| {
            let link = if n == current {
                None
            } else if n == current + 1 {
                next.clone()
            } else if n + 1 == current && page.has_previous && n > DIRECT_PAGES {
                previous.clone()
            } else if n <= DIRECT_PAGES {
                // The previous page within reach is read from the start only when it is page 1 (no read
                // before it): otherwise its cursor reads one page.
                if n + 1 == current && page.previous_cursor.is_some() {
                    previous.clone()
                } else {
                    Some(search(None, n))
                }
            } else {
                return None;
            };
            (n == current || link.is_some()).then_some(PageLink {
                number: n,
                search: link,
            })
        })
        .collect();
    Pagination {
        current,
        previous,
        next,
        pages,
    }
}

/// What the directory shows around its cards: the count line and the pagination.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct DirectoryNav {
    pub count_text: String,
    pub pagination: Pagination,
}

/// The count line and the pagination of `page`, the page of `query` (`today`, `members` as for its plan),
/// from what the plan's count source returned (`counted`: `null` when it was not read or failed).
pub fn directory_nav(
    query: &DirectoryQuery,
    today: &str,
    members: bool,
    page: &DirectoryPage,
    counted: &Value,
) -> DirectoryNav {
    let plan = super::plan::directory_plan(query, today, members);
    let total = directory_total(&plan, counted);
    DirectoryNav {
        count_text: count_text(page, total),
        pagination: pagination(query, page, total),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::plan::{directory_plan, COUNT_LIMIT};
    use crate::directory::query::parse_query;
    use serde_json::json;

    /// A page of `cards` cards after `start` players, with or without a next page (the cursors stand in).
    pub(super) fn page_at(start: u32, cards: usize, has_next: bool) -> DirectoryPage {
        let card = super::super::card::PlayerCard {
            id: "u".into(),
            href: "/p/u".into(),
            name: "Ana".into(),
            age: None,
            positions: vec![],
            player_type: None,
            country: None,
            country_name: None,
            flag: None,
            city: None,
            club: None,
            has_photo: false,
            confirmed: None,
        };
        DirectoryPage {
            cards: vec![card; cards],
            first: if cards == 0 { 0 } else { start + 1 },
            last: start + cards as u32,
            start,
            has_previous: start > 0,
            previous_cursor: (start > PAGE_SIZE).then(|| "PREV".into()),
            next_cursor: has_next.then(|| "NEXT".into()),
        }
    }

    fn page(first: u32, cards: usize, has_next: bool) -> DirectoryPage {
        page_at(first.saturating_sub(1), cards, has_next)
    }

    fn exact(count: u64) -> Option<Total> {
        Some(Total {
            count,
            at_least: false,
        })
    }

    #[test]
    fn the_count_line() {
        assert_eq!(
            count_text(&page(1, 12, true), exact(2012)),
            "Showing 1–12 of 2,012 players"
        );
        assert_eq!(
            count_text(&page(13, 12, true), exact(2012)),
            "Showing 13–24 of 2,012 players"
        );
        let capped = Some(Total {
            count: 1000,
            at_least: true,
        });
        assert_eq!(
            count_text(&page(1, 12, true), capped),
            "Showing 1–12 of 1,000+ players"
        );
        assert_eq!(count_text(&page(1, 5, false), exact(5)), "5 players");
        assert_eq!(count_text(&page(1, 1, false), None), "1 player");
        assert_eq!(count_text(&page(13, 3, false), None), "Showing 13–15");
        assert_eq!(
            count_text(&page(0, 0, false), exact(9)),
            "No players on this page"
        );
        // A lagging aggregate never says fewer than the page shows.
        assert_eq!(
            count_text(&page(13, 12, true), exact(3)),
            "Showing 13–24 of 24 players"
        );
    }

    #[test]
    fn the_total_reads_the_source_the_plan_named() {
        let members = directory_plan(&parse_query(""), "2025-06-15", true);
        assert_eq!(
            directory_total(&members, &json!({"players": 2012, "countries": 48})),
            exact(2012)
        );
        assert_eq!(directory_total(&members, &Value::Null), None);
        let public = directory_plan(&parse_query(""), "2025-06-15", false);
        assert_eq!(directory_total(&public, &json!(523)), exact(523));
        assert_eq!(
            directory_total(&public, &json!(COUNT_LIMIT)),
            Some(Total {
                count: 1000,
                at_least: true
            })
        );
        assert_eq!(directory_total(&public, &json!("x")), None);
        let checked = directory_plan(&parse_query("q=ana&nationality=PT"), "2025-06-15", false);
        assert_eq!(directory_total(&checked, &json!(5)), None);
    }

    fn numbers(p: &Pagination) -> Vec<(u32, Option<&str>)> {
        p.pages
            .iter()
            .map(|l| (l.number, l.search.as_deref()))
            .collect()
    }

    #[test]
    fn the_first_pages_are_numbered_links_and_the_next_one_a_cursor() {
        let q = parse_query("nationality=PT");
        let p = pagination(&q, &page(1, 12, true), exact(2012));
        assert_eq!(p.current, 1);
        assert_eq!(
            numbers(&p),
            [
                (1, None),
                (2, Some("nationality=PT&page=2&cursor=NEXT")),
                (3, Some("nationality=PT&page=3")),
                (4, Some("nationality=PT&page=4")),
                (5, Some("nationality=PT&page=5")),
            ]
        );
        assert_eq!(p.previous, None);
        assert_eq!(p.next.as_deref(), Some("nationality=PT&page=2&cursor=NEXT"));
    }

    #[test]
    fn a_far_page_links_its_neighbours_by_cursor() {
        let q = parse_query("");
        let p = pagination(&q, &page(85, 12, true), exact(2012));
        assert_eq!(p.current, 8);
        assert_eq!(
            numbers(&p),
            [
                (1, Some("")),
                (2, Some("page=2")),
                (3, Some("page=3")),
                (4, Some("page=4")),
                (5, Some("page=5")),
                (7, Some("page=7&cursor=PREV")),
                (8, None),
                (9, Some("page=9&cursor=NEXT")),
            ]
        );
        assert_eq!(p.previous.as_deref(), Some("page=7&cursor=PREV"));
        // Page 3's previous page is page 2 by its cursor, not read from the start.
        let p3 = pagination(&q, &page(25, 12, true), exact(2012));
        assert_eq!(numbers(&p3)[1], (2, Some("page=2&cursor=PREV")));
    }

    #[test]
    fn without_a_total_only_the_pages_known_to_exist_are_linked() {
        let q = parse_query("q=ana&nationality=PT");
        let p = pagination(&q, &page(1, 7, true), None);
        assert_eq!(numbers(&p).len(), 2);
        let last = pagination(&q, &page(13, 4, false), None);
        assert_eq!(
            numbers(&last),
            [(1, Some("q=ana&nationality=PT")), (2, None)]
        );
        assert_eq!(last.next, None);
        assert_eq!(last.previous.as_deref(), Some("q=ana&nationality=PT"));
        // A small exact total: as many pages as it fills.
        assert_eq!(
            numbers(&pagination(&q, &page(1, 12, true), exact(30))).len(),
            3
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_link_is_a_neighbour_s_cursor_or_a_page_within_direct_reach(
            start_page in 0u32..200, cards in 0usize..=12, has_next in any::<bool>(),
            total in prop::option::of((0u64..5000, any::<bool>())),
        ) {
            let card_page = super::tests::page_at(start_page * PAGE_SIZE, cards, has_next);
            let total = total.map(|(count, at_least)| Total { count, at_least });
            let p = pagination(&parse_query(""), &card_page, total);
            prop_assert_eq!(p.pages.iter().filter(|l| l.search.is_none()).count(), 1);
            let mut previous = 0;
            for link in &p.pages {
                prop_assert!(link.number > previous);
                previous = link.number;
                if let Some(search) = &link.search {
                    let q = crate::directory::query::parse_query(search);
                    let plan = crate::directory::plan::directory_plan(&q, "2025-06-15", false);
                    // A cursor (one page) or a page within reach: never an unbounded read.
                    prop_assert!(q.cursor.is_some() || link.number <= DIRECT_PAGES, "{}", search);
                    prop_assert!(plan.limit <= crate::directory::plan::MAX_PAGE_READS);
                }
            }
        }
    }

    use crate::directory::query::parse_query;
}
