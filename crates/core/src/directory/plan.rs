//! The directory's Firestore query over `playerIndex`, planned from the URL's query: one page of an
//! order, read on the server, so a visit reads at most `PAGE_SIZE + 1` entries however many players
//! there are (the extra one says whether there is a next page), or, for a numbered page reached without
//! a cursor (`?page=k`, k ≤ `DIRECT_PAGES`), the pages before it too: at most `MAX_PAGE_READS`.
//!
//! What Firestore allows decides how the filters combine:
//! - one `array-contains` per query: position and nationality (each "any of the player's") are one tag of
//!   the entry's `filterKeys` (`country_filter::CountryFilter::tag`); a name search is one key of its
//!   `nameKeys` (`fold::NameQuery::key`). With a name AND a position or nationality, the name is the server's
//!   (it is by far the narrower of the two) and the page checks the tag against each entry's `filterKeys`;
//!   the page also checks the whole name rule when the key is not the whole search (several words, a long
//!   word). Such a page can show fewer than 12 cards, and still reads at most one page;
//! - "Based in" (`countryOfResidence`, `based_in_clause`: the map's country read too), the player type and
//!   the visibility are equalities;
//! - a range (`>=`, `<=`) needs the order to start with its field, so there is at most one: an age range
//!   is a range on `birthMonth` and decides the order (listed by age: youngest first unless "oldest
//!   first" was asked); otherwise the order is the sort asked for (a name search included: its matches
//!   are listed by surname like everyone);
//! - every order ends on the document id, so it is total and a cursor resumes exactly.
//!
//! How many match (`count`): from the one aggregate that counts exactly this list (every entry, for a
//! verified member's unfiltered list), else Firestore's count aggregation of the same query capped at
//! `COUNT_LIMIT` (billed one read per 1,000 entries counted: one read), so "of 1,000+ players" past it;
//! none when the page checks a filter (the server's count would be a different list's).

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::cursor::{Cursor, Direction};
use super::query::{DirectoryQuery, Sort};
use crate::aggregates::TOTALS_PATH;
use crate::country_filter::RESIDENCE_FIELD;
use crate::player_index::confirmed_key;
use skora_foundations::age::age_between;
use skora_foundations::dates::{days_in_month, parse_date, Date};
use skora_foundations::firestore_paths::PLAYER_INDEX;
use skora_foundations::fold::NameQuery;

/// Cards per page.
pub const PAGE_SIZE: u32 = 12;
/// The numbered pages a link reaches without a cursor (`?page=k`): reading page k from the start reads the
/// k − 1 pages before it too, so only the first few are offered that way; farther pages are reached from
/// their neighbours' cursors (Next, Previous), which read one page.
pub const DIRECT_PAGES: u32 = 5;
/// The most entries one view of the directory reads: the last direct page and the one after it.
pub const MAX_PAGE_READS: u32 = DIRECT_PAGES * PAGE_SIZE + 1;
/// The count aggregation counts at most this many entries: one billed read.
pub const COUNT_LIMIT: u32 = 1000;

/// The order of one plan: a field of the entry and a direction, then the document id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Order {
    /// `sortKey` ascending: surname, then first name.
    Surname,
    /// `birthMonth` descending.
    Youngest,
    /// `birthMonth` ascending (players without a birth month are left out: they would come first).
    Oldest,
    /// `updatedAt` descending.
    Updated,
    /// `confirmed` descending: the most confirmed minutes of the newest season first (players without weekly stats,
    /// who have no share, are left out, as `Oldest` leaves out those without a birth month).
    Confirmed,
}

impl Order {
    pub const ALL: [Order; 5] = [
        Order::Surname,
        Order::Youngest,
        Order::Oldest,
        Order::Updated,
        Order::Confirmed,
    ];

    /// The letter a cursor token names its order by.
    pub fn code(self) -> char {
        match self {
            Order::Surname => 'n',
            Order::Youngest => 'y',
            Order::Oldest => 'o',
            Order::Updated => 'u',
            Order::Confirmed => 'c',
        }
    }

    /// The entry's field (camelCase, as stored).
    pub fn field(self) -> &'static str {
        match self {
            Order::Surname => "sortKey",
            Order::Youngest | Order::Oldest => "birthMonth",
            Order::Updated => "updatedAt",
            Order::Confirmed => "confirmed",
        }
    }

    pub fn direction(self) -> SortDirection {
        match self {
            Order::Youngest | Order::Updated | Order::Confirmed => SortDirection::Desc,
            Order::Surname | Order::Oldest => SortDirection::Asc,
        }
    }

    /// Whether `value` can be this order's field in an entry: cursors with anything else are ignored.
    pub fn takes(self, value: &Value) -> bool {
        match self {
            Order::Surname => value.is_string(),
            Order::Youngest | Order::Oldest => value.is_string() || value.is_null(),
            Order::Updated => value.is_number() || value.is_null(),
            Order::Confirmed => value.is_number(),
        }
    }

    fn of_sort(sort: Sort) -> Order {
        match sort {
            Sort::Name => Order::Surname,
            Sort::Youngest => Order::Youngest,
            Sort::Oldest => Order::Oldest,
            Sort::Updated => Order::Updated,
            Sort::Confirmed => Order::Confirmed,
        }
    }

    /// The sort select's value for this order.
    fn sort(self) -> Sort {
        match self {
            Order::Surname => Sort::Name,
            Order::Youngest => Sort::Youngest,
            Order::Oldest => Sort::Oldest,
            Order::Updated => Sort::Updated,
            Order::Confirmed => Sort::Confirmed,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum SortDirection {
    Asc,
    Desc,
}

/// Firestore's operators, as the SDK spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum FilterOp {
    #[serde(rename = "==")]
    Eq,
    #[serde(rename = "in")]
    In,
    #[serde(rename = "array-contains")]
    ArrayContains,
    #[serde(rename = ">=")]
    AtLeast,
    #[serde(rename = "<=")]
    AtMost,
    #[serde(rename = "<")]
    Below,
}

impl FilterOp {
    /// Whether the clause is a range (its field must then lead the order).
    pub fn is_range(self) -> bool {
        matches!(self, FilterOp::AtLeast | FilterOp::AtMost | FilterOp::Below)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WhereClause {
    pub field: String,
    pub op: FilterOp,
    #[cfg_attr(feature = "tsify", tsify(type = "unknown"))]
    pub value: Value,
}

impl WhereClause {
    pub fn new(field: &str, op: FilterOp, value: Value) -> WhereClause {
        WhereClause {
            field: field.to_string(),
            op,
            value,
        }
    }
}

/// `field` ordered `direction`; the field `__name__` is the document id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct OrderClause {
    pub field: String,
    pub direction: SortDirection,
}

/// The document id's field in an order (Firestore's `documentId()`).
pub const DOCUMENT_ID: &str = "__name__";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum CursorKind {
    /// Next: the page starts after the boundary (`startAfter`, `limit`).
    StartAfter,
    /// Previous: the page ends before the boundary (`endBefore`, `limitToLast`).
    EndBefore,
}

/// Where the page resumes: the values of the order's fields (the field, then the id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PlanCursor {
    pub kind: CursorKind,
    #[cfg_attr(feature = "tsify", tsify(type = "unknown[]"))]
    pub values: Vec<Value>,
}

/// One directory page's query, for the documents wrapper to run as it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct DirectoryPlan {
    pub collection: String,
    #[serde(rename = "where")]
    pub filters: Vec<WhereClause>,
    pub order_by: Vec<OrderClause>,
    /// `PAGE_SIZE + 1`: the one extra entry says whether there is another page that way.
    pub limit: u32,
    /// Read the last `limit` of the order before the cursor (Previous) rather than the first.
    pub limit_to_last: bool,
    pub cursor: Option<PlanCursor>,
    pub order: Order,
    /// The sort the results are in, as the sort select shows it.
    pub sort: Sort,
    /// Why the order is not the one asked for (an age range decides it), or `None`.
    pub order_note: Option<String>,
    /// How many players come before this page's first card (from the cursor or the page number; 0 on the
    /// first page).
    pub start: u32,
    /// The entries at the start of the result that belong to the pages before (a numbered page read
    /// from the start of the order, `?page=k`): the page drops them. 0 otherwise.
    pub skip: u32,
    pub page_size: u32,
    /// Whether the page checks filters the server could not apply (see the module's doc).
    pub checked_on_page: bool,
    /// Where the number of matches comes from.
    pub count: CountSource,
    /// With `CountSource::Aggregate`: the document whose `players` counts this list.
    pub count_path: Option<String>,
    /// With `CountSource::Query`: the count aggregation's limit (`COUNT_LIMIT`).
    pub count_limit: u32,
}

/// Where the directory's "of N players" comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum CountSource {
    /// One read of an aggregate document (`count_path`), whose `players` is exactly this list's size.
    Aggregate,
    /// Firestore's count aggregation of the plan's query (its filters and order, no cursor), limited to
    /// `count_limit`: one read.
    Query,
    /// No count: the page checks a filter, so no server count is this list's.
    None,
}

/// `(year, month)` as a count of months, so months can be stepped through.
fn month_number(year: u16, month: u8) -> i32 {
    i32::from(year) * 12 + i32::from(month) - 1
}

fn month_of_number(n: i32) -> Option<(u16, u8)> {
    let year = u16::try_from(n.div_euclid(12)).ok()?;
    let month = u8::try_from(n.rem_euclid(12) + 1).ok()?;
    Some((year, month))
}

/// The age on `today` of someone born in month `n`, counted as the index counts it: from the month's
/// last day (`None` for a month after today).
fn age_of_month(n: i32, today: Date) -> Option<u8> {
    let (year, month) = month_of_number(n)?;
    let born = Date {
        year,
        month,
        day: days_in_month(year, month),
    };
    age_between(born, today)
}

/// The age on `today` of a player born in `month` (`YYYY-MM`), as the index counts it (the card's age).
pub(crate) fn age_of_birth_month(month: &str, today: Date) -> Option<u8> {
    let b = month.as_bytes();
    if b.len() != 7 || b[4] != b'-' {
        return None;
    }
    // A day every month has makes the date parser check the digits and the month.
    let first = parse_date(&format!("{month}-01"))?;
    age_of_month(month_number(first.year, first.month), today)
}

fn month_text(n: i32) -> Option<String> {
    month_of_number(n).map(|(y, m)| format!("{y:04}-{m:02}"))
}

/// The `birthMonth` range (`YYYY-MM`, both inclusive) of the players aged `min_age..=max_age` on `today`.
/// Ages only fall as the month gets later, so each bound is the one month where the age crosses it,
/// searched for near the obvious candidate.
pub fn birth_month_bounds(
    min_age: Option<u8>,
    max_age: Option<u8>,
    today: Date,
) -> (Option<String>, Option<String>) {
    let now = month_number(today.year, today.month);
    // At least `min`: the latest month whose age is still `min` or more.
    let latest = min_age.and_then(|min| {
        let base = now - 12 * i32::from(min);
        (base - 3..=base + 1)
            .rev()
            .find(|&n| age_of_month(n, today).is_some_and(|a| a >= min))
            .and_then(month_text)
    });
    // At most `max`: the earliest month whose age is `max` or less.
    let earliest = max_age.and_then(|max| {
        let base = now - 12 * (i32::from(max) + 1);
        (base - 2..=base + 3)
            .find(|&n| age_of_month(n, today).is_some_and(|a| a <= max))
            .and_then(month_text)
    });
    (earliest, latest)
}

/// Whether an entry's `birth_month` gives an age within the query's range on `today` (the check the page
/// does itself when the range could not be the server's). No age: not in any range.
pub fn age_in_range(
    birth_month: Option<&str>,
    min: Option<u8>,
    max: Option<u8>,
    today: Date,
) -> bool {
    if min.is_none() && max.is_none() {
        return true;
    }
    let (earliest, latest) = birth_month_bounds(min, max, today);
    birth_month.is_some_and(|m| {
        earliest.as_deref().is_none_or(|e| m >= e) && latest.as_deref().is_none_or(|l| m <= l)
    })
}

/// The server's clause for the players based in `code` (an uppercase country code, `country_filter`): the
/// directory's "Based in" and the map's country read are this one equality.
pub fn based_in_clause(code: &str) -> WhereClause {
    WhereClause::new(RESIDENCE_FIELD, FilterOp::Eq, json!(code))
}

/// The name search of a query, by the name rule.
pub(crate) fn name_query(query: &DirectoryQuery) -> NameQuery {
    NameQuery::parse(&query.q)
}

/// The `filterKeys` tag covering the query's position, nationality and "Confirmed stats", or `None` without any.
fn query_tag(query: &DirectoryQuery) -> Option<String> {
    let tag = query.countries().tag(query.position);
    if query.confirmed {
        Some(confirmed_key(tag.as_deref()))
    } else {
        tag
    }
}

/// The `filterKeys` tag the page checks itself (a name search took the one `array-contains`), or `None`.
pub(crate) fn tag_checked_on_page(query: &DirectoryQuery) -> Option<String> {
    query_tag(query).filter(|_| !name_query(query).is_empty())
}

/// The plan of the page `query` asks for, on `today` (`YYYY-MM-DD`, the reader's date: ages are
/// theirs). `members`: the reader may see members-only entries (signed in with a verified email);
/// otherwise the rules require the query to ask for public entries only.
///
/// A cursor that does not decode, or belongs to another order, is ignored: the first page.
pub fn directory_plan(query: &DirectoryQuery, today: &str, members: bool) -> DirectoryPlan {
    let today = parse_date(today);
    let name = name_query(query);
    let ages = (query.min_age.is_some() || query.max_age.is_some()) && today.is_some();

    let mut filters = vec![if members {
        WhereClause::new("visibility", FilterOp::In, json!(["public", "members"]))
    } else {
        WhereClause::new("visibility", FilterOp::Eq, json!("public"))
    }];
    let countries = query.countries();
    filters.extend(countries.based_in.as_deref().map(based_in_clause));
    let tag = query_tag(query);
    if let Some(key) = name.key() {
        filters.push(WhereClause::new(
            "nameKeys",
            FilterOp::ArrayContains,
            json!(key),
        ));
    } else if let Some(tag) = &tag {
        filters.push(WhereClause::new(
            "filterKeys",
            FilterOp::ArrayContains,
            json!(tag),
        ));
    }
    let checked_on_page = !name.is_empty() && (tag.is_some() || !name.is_exact_key());
    if let Some(kind) = query.player_type {
        filters.push(WhereClause::new(
            "playerType",
            FilterOp::Eq,
            json!(kind.as_str()),
        ));
    }

    let (order, order_note) = if let (true, Some(today)) = (ages, today) {
        let order = if query.sort == Sort::Oldest {
            Order::Oldest
        } else {
            Order::Youngest
        };
        let (earliest, latest) = birth_month_bounds(query.min_age, query.max_age, today);
        if let Some(e) = earliest {
            filters.push(WhereClause::new("birthMonth", FilterOp::AtLeast, json!(e)));
        }
        if let Some(l) = latest {
            filters.push(WhereClause::new("birthMonth", FilterOp::AtMost, json!(l)));
        }
        let note = (order.sort() != query.sort)
            .then(|| "With an age range, players are listed by age.".to_string());
        (order, note)
    } else {
        let order = Order::of_sort(query.sort);
        if order == Order::Oldest {
            // Ascending, unknown birth months (null) would open the list: a range leaves them out.
            filters.push(WhereClause::new(
                "birthMonth",
                FilterOp::AtLeast,
                json!("0000-01"),
            ));
        }
        (order, None)
    };

    let direction = order.direction();
    let cursor = query
        .cursor
        .as_deref()
        .and_then(Cursor::decode)
        .filter(|c| c.order == order.code() && order.takes(&c.value));
    // Without a cursor, a numbered page within reach is read from the start of the order.
    let skip = match (&cursor, query.page) {
        (None, Some(k)) if (2..=DIRECT_PAGES).contains(&k) => (k - 1) * PAGE_SIZE,
        _ => 0,
    };
    // Every entry of a verified member's unfiltered list is counted by the totals (the oldest-first
    // order leaves out players without a birth month, so it is not "every entry").
    let count = if checked_on_page {
        CountSource::None
    } else if members && !query.is_filtered() && !matches!(order, Order::Oldest | Order::Confirmed)
    {
        CountSource::Aggregate
    } else {
        CountSource::Query
    };
    DirectoryPlan {
        collection: PLAYER_INDEX.to_string(),
        filters,
        order_by: vec![
            OrderClause {
                field: order.field().to_string(),
                direction,
            },
            OrderClause {
                field: DOCUMENT_ID.to_string(),
                direction,
            },
        ],
        limit: skip + PAGE_SIZE + 1,
        limit_to_last: cursor
            .as_ref()
            .is_some_and(|c| c.direction == Direction::Before),
        start: cursor.as_ref().map_or(skip, |c| c.start),
        skip,
        cursor: cursor.map(|c| PlanCursor {
            kind: match c.direction {
                Direction::After => CursorKind::StartAfter,
                Direction::Before => CursorKind::EndBefore,
            },
            values: vec![c.value, json!(c.id)],
        }),
        order,
        sort: order.sort(),
        order_note,
        page_size: PAGE_SIZE,
        checked_on_page,
        count,
        count_path: (count == CountSource::Aggregate).then(|| TOTALS_PATH.to_string()),
        count_limit: COUNT_LIMIT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directory::query::parse_query;

    const TODAY: &str = "2025-06-15";

    fn plan(search: &str) -> DirectoryPlan {
        directory_plan(&parse_query(search), TODAY, false)
    }

    fn filters(p: &DirectoryPlan) -> Vec<(String, FilterOp, Value)> {
        p.filters
            .iter()
            .map(|w| (w.field.clone(), w.op, w.value.clone()))
            .collect()
    }

    #[test]
    fn the_first_page_lists_public_entries_by_surname_one_page_and_one_more() {
        let p = plan("");
        assert_eq!(p.collection, "playerIndex");
        assert_eq!(
            filters(&p),
            [("visibility".into(), FilterOp::Eq, json!("public"))]
        );
        assert_eq!(
            p.order_by,
            [
                OrderClause {
                    field: "sortKey".into(),
                    direction: SortDirection::Asc
                },
                OrderClause {
                    field: "__name__".into(),
                    direction: SortDirection::Asc
                },
            ]
        );
        assert_eq!((p.limit, p.limit_to_last, p.start), (13, false, 0));
        assert_eq!(p.cursor, None);
        assert_eq!(
            (p.order, p.sort, p.order_note),
            (Order::Surname, Sort::Name, None)
        );
    }

    #[test]
    fn verified_readers_also_see_members_only_entries() {
        let p = directory_plan(&parse_query(""), TODAY, true);
        assert_eq!(
            filters(&p)[0],
            (
                "visibility".into(),
                FilterOp::In,
                json!(["public", "members"])
            )
        );
    }

    #[test]
    fn confirmed_stats_are_part_of_the_one_tag_and_an_order_of_their_own() {
        let tag = |search: &str| {
            filters(&plan(search))
                .into_iter()
                .find(|f| f.0 == "filterKeys")
                .map(|f| f.2)
        };
        assert_eq!(tag("confirmed=1"), Some(json!("c")));
        assert_eq!(tag("confirmed=1&position=st"), Some(json!("p:ST/c")));
        assert_eq!(
            tag("confirmed=1&position=st&nationality=es"),
            Some(json!("p:ST/n:ES/c"))
        );
        let p = plan("sort=confirmed");
        assert_eq!(
            (p.order_by[0].field.as_str(), p.order_by[0].direction),
            ("confirmed", SortDirection::Desc)
        );
        // An order that leaves out the players without a share is never "every entry" of the totals.
        let members = directory_plan(&parse_query("sort=confirmed"), TODAY, true);
        assert_eq!(members.count, CountSource::Query);
        // With a name search, the name takes the one array-contains and the page checks the confirmed tag.
        assert_eq!(
            tag_checked_on_page(&parse_query("q=ana&confirmed=1")).as_deref(),
            Some("c")
        );
    }

    #[test]
    fn position_and_nationality_are_one_tag_based_in_and_the_type_equalities() {
        let p = plan("position=lw&nationality=ar&basedIn=es&type=outfield");
        assert_eq!(
            filters(&p)[1..],
            [
                ("countryOfResidence".into(), FilterOp::Eq, json!("ES")),
                (
                    "filterKeys".into(),
                    FilterOp::ArrayContains,
                    json!("p:LW/n:AR")
                ),
                ("playerType".into(), FilterOp::Eq, json!("outfield")),
            ]
        );
        assert_eq!(filters(&plan("nationality=NG"))[1].2, json!("n:NG"));
        // An older link's country is "Based in", as on the map.
        assert_eq!(
            filters(&plan("country=NG"))[1..],
            [("countryOfResidence".into(), FilterOp::Eq, json!("NG"))]
        );
        assert_eq!(filters(&plan("position=GK"))[1].2, json!("p:GK"));
    }

    #[test]
    fn a_name_search_asks_for_one_name_key_and_keeps_the_sort() {
        let p = plan("q=Moreira&sort=oldest");
        assert_eq!(
            filters(&p)[1..],
            [
                ("nameKeys".into(), FilterOp::ArrayContains, json!("moreira")),
                ("birthMonth".into(), FilterOp::AtLeast, json!("0000-01")),
            ]
        );
        assert_eq!(
            (p.order, p.sort, p.order_note),
            (Order::Oldest, Sort::Oldest, None)
        );
        // One short word: the server's answer is the rule's, and the count is the server's.
        assert!(!p.checked_on_page);
        assert_eq!(p.count, CountSource::Query);
        // Accents and case fold away; the longest word is the key, cut to eight bytes.
        assert_eq!(filters(&plan("q=%C3%85berg"))[1].2, json!("aberg"));
        assert_eq!(filters(&plan("q=conceicao"))[1].2, json!("conceica"));
        let two = plan("q=cristiano%20ron");
        assert_eq!(filters(&two)[1].2, json!("cristian"));
        assert_eq!(two.order, Order::Surname);
        assert!(two.checked_on_page);
        assert_eq!(two.count, CountSource::None);
        // A single letter searches nothing.
        assert_eq!(filters(&plan("q=a")).len(), 1);
    }

    #[test]
    fn a_name_with_a_position_or_nationality_leaves_the_tag_to_the_page() {
        let p = plan("q=moreira&basedIn=PT&nationality=PT&position=CM&type=outfield&minAge=18");
        let fields: Vec<&str> = p.filters.iter().map(|w| w.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "visibility",
                "countryOfResidence",
                "nameKeys",
                "playerType",
                "birthMonth"
            ]
        );
        assert!(p.checked_on_page);
        assert_eq!(p.count, CountSource::None);
        assert_eq!(p.order, Order::Youngest);
    }

    #[test]
    fn numbered_pages_within_reach_are_read_from_the_start() {
        let p = plan("page=3");
        assert_eq!((p.skip, p.start, p.limit, p.cursor), (24, 24, 37, None));
        let last = plan(&format!("page={DIRECT_PAGES}"));
        assert_eq!(last.limit, MAX_PAGE_READS);
        // Beyond reach, or page 1: the first page.
        for search in ["page=6", "page=1", "page=0"] {
            let p = plan(search);
            assert_eq!((p.skip, p.start, p.limit), (0, 0, 13), "{search}");
        }
    }

    #[test]
    fn the_count_comes_from_the_totals_only_when_they_count_exactly_this_list() {
        let members = |s: &str| directory_plan(&parse_query(s), TODAY, true);
        assert_eq!(members("").count, CountSource::Aggregate);
        assert_eq!(members("").count_path.as_deref(), Some("aggregates/totals"));
        assert_eq!(members("sort=updated").count, CountSource::Aggregate);
        // Public entries only, a filter, or the oldest-first list (no birth month, not listed): a count query.
        for p in [plan(""), members("country=PT"), members("sort=oldest")] {
            assert_eq!(
                (p.count, p.count_path, p.count_limit),
                (CountSource::Query, None, 1000)
            );
        }
    }

    #[test]
    fn an_age_range_is_a_birth_month_range_and_orders_by_age() {
        // On 2025-06-15: 18 or more = born by 2007-05 (a June 2007 birthday may still be ahead);
        // at most 21 = born in 2003-06 or later (someone born in May 2003 has turned 22).
        let p = plan("minAge=18&maxAge=21");
        assert_eq!(
            filters(&p)[1..],
            [
                ("birthMonth".into(), FilterOp::AtLeast, json!("2003-06")),
                ("birthMonth".into(), FilterOp::AtMost, json!("2007-05")),
            ]
        );
        assert_eq!((p.order, p.sort), (Order::Youngest, Sort::Youngest));
        assert!(p.order_note.is_some());
        let oldest = plan("minAge=18&sort=oldest");
        assert_eq!((oldest.order, oldest.order_note), (Order::Oldest, None));
        assert_eq!(oldest.order_by[0].direction, SortDirection::Asc);
    }

    #[test]
    fn the_sorts_order_by_their_field_with_the_id_in_the_same_direction() {
        let youngest = plan("sort=youngest");
        assert_eq!(youngest.order_by[0].field, "birthMonth");
        assert_eq!(youngest.order_by[1].direction, SortDirection::Desc);
        assert_eq!(filters(&youngest).len(), 1);
        let oldest = plan("sort=oldest");
        assert_eq!(
            filters(&oldest)[1],
            ("birthMonth".into(), FilterOp::AtLeast, json!("0000-01"))
        );
        assert_eq!(plan("sort=updated").order_by[0].field, "updatedAt");
    }

    #[test]
    fn a_cursor_of_the_order_resumes_and_anything_else_is_the_first_page() {
        let next = Cursor {
            direction: Direction::After,
            order: 'n',
            start: 12,
            value: json!("ferrer lucia"),
            id: "u1".into(),
        };
        let p = plan(&format!("cursor={}", next.encode()));
        assert_eq!(
            p.cursor,
            Some(PlanCursor {
                kind: CursorKind::StartAfter,
                values: vec![json!("ferrer lucia"), json!("u1")]
            })
        );
        assert_eq!((p.start, p.limit_to_last), (12, false));
        let back = Cursor {
            direction: Direction::Before,
            ..next.clone()
        };
        let p = plan(&format!("cursor={}", back.encode()));
        assert_eq!(p.cursor.map(|c| c.kind), Some(CursorKind::EndBefore));
        assert!(p.limit_to_last);
        // Another order's cursor, a value of the wrong type, garbage: the first page.
        let other = plan(&format!("sort=updated&cursor={}", next.encode()));
        let wrong = Cursor {
            value: json!(5),
            ..next
        };
        for p in [
            other,
            plan(&format!("cursor={}", wrong.encode())),
            plan("cursor=bm9wZQ"),
        ] {
            assert_eq!((p.cursor, p.start, p.limit_to_last), (None, 0, false));
        }
    }

    #[test]
    fn ages_are_counted_from_the_birth_month_s_last_day() {
        let today = Date {
            year: 2025,
            month: 6,
            day: 15,
        };
        assert!(age_in_range(Some("2007-05"), Some(18), None, today));
        assert!(!age_in_range(Some("2007-06"), Some(18), None, today));
        // On the last day of the month, that month's players have had their birthday.
        let end = Date {
            year: 2025,
            month: 6,
            day: 30,
        };
        assert!(age_in_range(Some("2007-06"), Some(18), None, end));
        assert!(!age_in_range(None, Some(8), None, today));
        assert!(age_in_range(None, None, None, today));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::directory::query::parse_query;
    use proptest::prelude::*;

    fn any_today() -> impl Strategy<Value = Date> {
        (1990u16..2100, 1u8..=12, 1u8..=31).prop_map(|(year, month, d)| Date {
            year,
            month,
            day: d.min(days_in_month(year, month)),
        })
    }

    proptest! {
        #[test]
        fn a_birth_month_is_in_the_bounds_exactly_when_its_age_is_in_the_range(
            today in any_today(), min in prop::option::of(8u8..=50), max in prop::option::of(8u8..=50),
            // From last month back: a birth in the current month has no age yet (the index counts from the
            // month's last day), and the CV's ages (8–50) never produce one.
            back in 1i32..(60 * 12),
        ) {
            let n = month_number(today.year, today.month) - back;
            let month = month_text(n).unwrap_or_default();
            let age = age_of_month(n, today);
            let expected = (min.is_none() && max.is_none())
                || age.is_some_and(|a| min.is_none_or(|m| a >= m) && max.is_none_or(|m| a <= m));
            let (earliest, latest) = birth_month_bounds(min, max, today);
            if min.is_some() { prop_assert!(latest.is_some()); }
            if max.is_some() { prop_assert!(earliest.is_some()); }
            prop_assert_eq!(age_in_range(Some(&month), min, max, today), expected, "{} {:?}", month, age);
            prop_assert_eq!(age_of_birth_month(&month, today), age);
        }

        #[test]
        fn every_plan_is_a_query_firestore_runs(s in "[a-zA-Z=&%+0-9]{0,40}", members in any::<bool>(),
            q in prop::option::of("[a-zA-Zé ]{0,8}"), pos in prop::option::of("GK|LW|ST"),
            country in prop::option::of("(country|basedIn|nationality)=(PT|NG)"), min in prop::option::of(8u8..60), sort in "name|youngest|oldest|updated",
            page in prop::option::of(0u32..9)) {
            let mut search = s;
            if let Some(q) = q { search.push_str(&format!("&q={q}")); }
            if let Some(p) = pos { search.push_str(&format!("&position={p}")); }
            if let Some(c) = country { search.push_str(&format!("&{c}")); }
            if let Some(m) = min { search.push_str(&format!("&minAge={m}")); }
            if let Some(k) = page { search.push_str(&format!("&page={k}")); }
            search.push_str(&format!("&sort={sort}"));
            let p = directory_plan(&parse_query(&search), "2025-06-15", members);
            // At most one array-contains; every range is on the order's first field.
            let contains = p.filters.iter().filter(|w| w.op == FilterOp::ArrayContains).count();
            prop_assert!(contains <= 1);
            for w in p.filters.iter().filter(|w| w.op.is_range()) {
                prop_assert_eq!(&w.field, &p.order_by[0].field);
            }
            prop_assert_eq!(&p.filters[0].field, "visibility");
            prop_assert_eq!(p.order_by.len(), 2);
            prop_assert_eq!(&p.order_by[1].field, DOCUMENT_ID);
            prop_assert_eq!(p.order_by[0].direction, p.order_by[1].direction);
            // One page and one more, after the pages a numbered link skips: a bounded read.
            prop_assert_eq!(p.limit, p.skip + PAGE_SIZE + 1);
            prop_assert!(p.limit <= MAX_PAGE_READS);
            prop_assert!(p.skip == 0 || p.cursor.is_none());
            // The count is the list's own: no page check, and the same query (counts are capped).
            prop_assert_eq!(p.count == CountSource::None, p.checked_on_page);
        }
    }
}
