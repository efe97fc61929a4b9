//! The directory's filters as they live in the URL
//! (`?q=&position=&basedIn=&nationality=&minAge=&maxAge=&type=&sort=&page=&cursor=`): parsed into a normalised
//! query, and written back in one canonical form, so a shared link or a reload shows the same players. The two
//! country filters are the map's too (`country_filter`); an older link's `country=PT` reads as `basedIn=PT`.

use serde::{Deserialize, Serialize};

use super::cursor::is_token_text;
use crate::country_filter::CountryFilter;
use skora_domain::positions::Position;
use skora_domain::profile::PlayerType;
use skora_foundations::limits::{MAX_AGE, MIN_AGE};
use skora_foundations::percent::{encode_component as encode, query_pairs};

/// The longest name search kept, in characters: longer text cannot match a 1–60 + 1–60 character name.
pub const SEARCH_MAX_CHARS: usize = 121;

/// The order of the results.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Sort {
    /// By surname, then first name (A–Z).
    #[default]
    Name,
    Youngest,
    Oldest,
    /// The most recently updated CVs first.
    Updated,
    /// The most confirmed minutes of the newest season first.
    Confirmed,
}

impl Sort {
    pub const ALL: [Sort; 5] = [
        Sort::Name,
        Sort::Youngest,
        Sort::Oldest,
        Sort::Updated,
        Sort::Confirmed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Sort::Name => "name",
            Sort::Youngest => "youngest",
            Sort::Oldest => "oldest",
            Sort::Updated => "updated",
            Sort::Confirmed => "confirmed",
        }
    }

    pub fn parse(s: &str) -> Option<Sort> {
        Sort::ALL.into_iter().find(|sort| sort.as_str() == s)
    }
}

/// The directory's filters, sort and page, normalised: every value here is one the filters understand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct DirectoryQuery {
    /// The name search as typed, trimmed and with inner whitespace collapsed (`""` = no search).
    pub q: String,
    pub position: Option<Position>,
    /// "Based in": ISO 3166-1 alpha-2 of the country the player lives in.
    pub based_in: Option<String>,
    /// "Nationality": ISO 3166-1 alpha-2, either of the player's nationalities.
    pub nationality: Option<String>,
    /// Inclusive age bounds within the CV's 8–50; `min_age <= max_age` when both are given.
    pub min_age: Option<u8>,
    pub max_age: Option<u8>,
    pub player_type: Option<PlayerType>,
    /// "Confirmed stats": only players some of whose newest season's minutes an official confirmed.
    #[serde(default)]
    pub confirmed: bool,
    pub sort: Sort,
    /// The page: an opaque token (`cursor::Cursor`) written by the previous page's Next or Previous
    /// link; `None` is the first page. Only its alphabet and length are checked here: a token that
    /// does not decode, or belongs to another order, is the first page too (`plan::directory_plan`).
    pub cursor: Option<String>,
    /// The page's number (from 2; `None` is the first page): what the URL shows and the numbered links
    /// name. With a cursor the cursor decides where the page is; without one, pages up to
    /// `plan::DIRECT_PAGES` are read from the start of the order (`plan::directory_plan`).
    pub page: Option<u32>,
}

impl Default for DirectoryQuery {
    fn default() -> Self {
        Self {
            q: String::new(),
            position: None,
            based_in: None,
            nationality: None,
            min_age: None,
            max_age: None,
            player_type: None,
            confirmed: false,
            sort: Sort::Name,
            cursor: None,
            page: None,
        }
    }
}

impl DirectoryQuery {
    /// The same query with every value brought into range, as `parse_query` would give it: search text
    /// tidied, unknown countries dropped, ages clamped to the CV's range and ordered, a cursor that cannot
    /// be a token dropped.
    pub fn normalised(mut self) -> Self {
        self.q = search_text(&self.q);
        let countries =
            CountryFilter::new(self.based_in.as_deref(), self.nationality.as_deref()).known();
        (self.based_in, self.nationality) = (countries.based_in, countries.nationality);
        let clamp = |age: u8| age.clamp(MIN_AGE, MAX_AGE);
        self.min_age = self.min_age.map(clamp);
        self.max_age = self.max_age.map(clamp);
        if let (Some(min), Some(max)) = (self.min_age, self.max_age) {
            if min > max {
                (self.min_age, self.max_age) = (Some(max), Some(min));
            }
        }
        self.cursor = self.cursor.filter(|c| is_token_text(c));
        self.page = self.page.filter(|&k| k >= 2);
        self
    }

    /// The query's country filters, the rule both pages share.
    pub fn countries(&self) -> CountryFilter {
        CountryFilter::new(self.based_in.as_deref(), self.nationality.as_deref())
    }

    /// Whether any filter narrows the results (the sort and the page do not).
    pub fn is_filtered(&self) -> bool {
        !self.q.is_empty()
            || self.position.is_some()
            || self.based_in.is_some()
            || self.nationality.is_some()
            || self.min_age.is_some()
            || self.max_age.is_some()
            || self.player_type.is_some()
            || self.confirmed
    }
}

/// The search box's text as the query keeps it: trimmed, whitespace runs collapsed to one space,
/// at most `SEARCH_MAX_CHARS` characters.
pub fn search_text(raw: &str) -> String {
    let joined = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    match joined.char_indices().nth(SEARCH_MAX_CHARS) {
        Some((cut, _)) => joined[..cut].trim_end().to_string(),
        None => joined,
    }
}

/// A whole number from a query value: ASCII digits only (after trimming), saturating instead of failing.
fn number(s: &str) -> Option<u32> {
    let s = s.trim();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(s.bytes().fold(0u32, |n, d| {
        n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    }))
}

fn age(s: &str) -> Option<u8> {
    number(s).map(|n| u8::try_from(n).unwrap_or(u8::MAX))
}

/// The query of a URL search string (with or without the leading `?`). Tolerant: unknown keys and
/// values that are not understood are ignored, and for a repeated key the first value wins (as
/// `URLSearchParams.get` does), so any link opens the directory.
pub fn parse_query(search: &str) -> DirectoryQuery {
    let mut query = DirectoryQuery::default();
    let pairs = query_pairs(search);
    let countries = CountryFilter::read_query(&pairs);
    (query.based_in, query.nationality) = (countries.based_in, countries.nationality);
    for (key, value) in pairs {
        match key.as_str() {
            "q" => query.q = value,
            "position" => {
                query.position = Position::from_code(value.trim().to_ascii_uppercase().as_str())
            }
            "minAge" => query.min_age = age(&value),
            "maxAge" => query.max_age = age(&value),
            "type" => {
                query.player_type = PlayerType::parse(value.trim().to_ascii_lowercase().as_str())
            }
            "confirmed" => query.confirmed = matches!(value.trim(), "1" | "true"),
            "sort" => query.sort = Sort::parse(value.trim()).unwrap_or_default(),
            "cursor" => query.cursor = Some(value),
            "page" if query.page.is_none() => query.page = number(&value).or(Some(0)),
            _ => {}
        }
    }
    query.normalised()
}

/// The canonical search string for `query` (without the `?`; `""` for the default query): keys in a
/// fixed order, defaults left out, so equal queries give equal URLs.
pub fn to_query_string(query: &DirectoryQuery) -> String {
    let query = query.clone().normalised();
    let mut parts: Vec<String> = Vec::new();
    if !query.q.is_empty() {
        parts.push(format!("q={}", encode(&query.q)));
    }
    if let Some(p) = query.position {
        parts.push(format!("position={}", p.code()));
    }
    parts.extend(query.countries().query_parts());
    if let Some(a) = query.min_age {
        parts.push(format!("minAge={a}"));
    }
    if let Some(a) = query.max_age {
        parts.push(format!("maxAge={a}"));
    }
    if let Some(t) = query.player_type {
        parts.push(format!("type={}", t.as_str()));
    }
    if query.confirmed {
        parts.push("confirmed=1".to_string());
    }
    if query.sort != Sort::Name {
        parts.push(format!("sort={}", query.sort.as_str()));
    }
    if let Some(k) = query.page {
        parts.push(format!("page={k}"));
    }
    if let Some(c) = &query.cursor {
        // The token's alphabet is URL-safe (base64url).
        parts.push(format!("cursor={c}"));
    }
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_search_is_the_default_query() {
        assert_eq!(parse_query(""), DirectoryQuery::default());
        assert_eq!(parse_query("?"), DirectoryQuery::default());
        assert_eq!(to_query_string(&DirectoryQuery::default()), "");
    }

    #[test]
    fn reads_every_filter() {
        let q = parse_query("?q=Luc%C3%ADa+Ferrer&position=lw&basedIn=es&nationality=ar&minAge=18&maxAge=25&type=outfield&sort=youngest&page=3&cursor=WyJhIl0");
        assert_eq!(
            q,
            DirectoryQuery {
                q: "Lucía Ferrer".into(),
                position: Some(Position::Lw),
                based_in: Some("ES".into()),
                nationality: Some("AR".into()),
                min_age: Some(18),
                max_age: Some(25),
                player_type: Some(PlayerType::Outfield),
                confirmed: false,
                sort: Sort::Youngest,
                cursor: Some("WyJhIl0".into()),
                page: Some(3),
            }
        );
        let confirmed = parse_query("?confirmed=1&sort=confirmed");
        assert!(confirmed.confirmed && confirmed.is_filtered());
        assert_eq!(confirmed.sort, Sort::Confirmed);
        assert_eq!(to_query_string(&confirmed), "confirmed=1&sort=confirmed");
        assert!(!parse_query("?confirmed=yes").confirmed);
    }

    #[test]
    fn values_it_does_not_understand_are_ignored() {
        let q = parse_query(
            "position=XX&country=ZZ&basedIn=Spain&nationality=&minAge=abc&maxAge=-3&type=striker&sort=best&cursor=a%2Fb&page=x&page=3&utm=1",
        );
        assert_eq!(q, DirectoryQuery::default());
    }

    #[test]
    fn ages_are_clamped_to_the_cv_range_and_ordered() {
        let q = parse_query("minAge=40&maxAge=3");
        assert_eq!((q.min_age, q.max_age), (Some(8), Some(40)));
        let q = parse_query("minAge=99999999999&maxAge=60");
        assert_eq!((q.min_age, q.max_age), (Some(50), Some(50)));
    }

    #[test]
    fn the_search_is_tidied_and_capped() {
        assert_eq!(
            parse_query("q=%20%20jonas%20%20%20weber%20").q,
            "jonas weber"
        );
        assert_eq!(
            parse_query(&format!("q={}", "a".repeat(500)))
                .q
                .chars()
                .count(),
            SEARCH_MAX_CHARS
        );
        assert_eq!(search_text("  a \n b  "), "a b");
    }

    #[test]
    fn the_first_of_a_repeated_key_wins() {
        assert_eq!(
            parse_query("type=goalkeeper&type=outfield").player_type,
            Some(PlayerType::Goalkeeper)
        );
    }

    #[test]
    fn malformed_escapes_stay_as_text() {
        assert_eq!(parse_query("q=100%25").q, "100%");
        assert_eq!(parse_query("q=50%").q, "50%");
        assert_eq!(parse_query("q=%zz").q, "%zz");
        assert_eq!(parse_query("q=%ff").q, "\u{FFFD}");
    }

    #[test]
    fn writes_a_canonical_string_that_round_trips() {
        let q = DirectoryQuery {
            q: "Lucía & co".into(),
            position: Some(Position::Cam),
            based_in: Some("ma".into()),
            nationality: Some("pt".into()),
            min_age: Some(20),
            max_age: None,
            player_type: Some(PlayerType::Goalkeeper),
            confirmed: true,
            sort: Sort::Updated,
            cursor: Some("WyJhIl0".into()),
            page: Some(7),
        };
        let s = to_query_string(&q);
        assert_eq!(s, "q=Luc%C3%ADa%20%26%20co&position=CAM&basedIn=MA&nationality=PT&minAge=20&type=goalkeeper&confirmed=1&sort=updated&page=7&cursor=WyJhIl0");
        assert_eq!(parse_query(&s), q.normalised());
    }

    #[test]
    fn an_old_country_link_is_based_in_and_says_so_in_its_new_url() {
        let old = parse_query("country=pt&type=goalkeeper");
        assert_eq!(
            (old.based_in.as_deref(), old.nationality.as_deref()),
            (Some("PT"), None)
        );
        assert_eq!(to_query_string(&old), "basedIn=PT&type=goalkeeper");
        assert!(old.is_filtered());
        assert!(parse_query("nationality=PT").is_filtered());
    }

    #[test]
    fn filtered_means_a_filter_not_the_sort_or_page() {
        assert!(!parse_query("sort=oldest&cursor=WyJhIl0").is_filtered());
        assert!(parse_query("maxAge=20").is_filtered());
        assert!(parse_query("q=a").is_filtered());
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_query() -> impl Strategy<Value = DirectoryQuery> {
        (
            "\\PC{0,20}",
            prop::option::of(prop::sample::select(Position::ALL.to_vec())),
            prop::option::of(prop_oneof![
                Just("ES".to_string()),
                Just("ng".to_string()),
                "[A-Z]{2}"
            ]),
            prop::option::of(prop_oneof![Just("PT".to_string()), "[A-Za-z]{2}"]),
            prop::option::of(any::<u8>()),
            prop::option::of(any::<u8>()),
            prop::option::of(prop::sample::select(PlayerType::ALL.to_vec())),
            prop::sample::select(Sort::ALL.to_vec()),
            prop::option::of("[A-Za-z0-9_-]{0,30}|\\PC{0,5}"),
            prop::option::of(any::<u32>()),
        )
            .prop_map(
                |(
                    q,
                    position,
                    based_in,
                    nationality,
                    min_age,
                    max_age,
                    player_type,
                    sort,
                    cursor,
                    page,
                )| {
                    DirectoryQuery {
                        q,
                        position,
                        based_in,
                        nationality,
                        min_age,
                        max_age,
                        player_type,
                        confirmed: page.is_some_and(|p| p % 2 == 0),
                        sort,
                        cursor,
                        page,
                    }
                },
            )
    }

    proptest! {
        #[test]
        fn parsing_never_panics_and_is_normalised(s in "\\PC{0,60}") {
            let q = parse_query(&s);
            prop_assert_eq!(q.clone().normalised(), q);
        }

        #[test]
        fn parsing_is_idempotent_through_the_canonical_string(s in "[a-zA-Z=&%+0-9]{0,40}") {
            let once = parse_query(&s);
            prop_assert_eq!(parse_query(&to_query_string(&once)), once);
        }

        #[test]
        fn every_query_round_trips_through_its_string(q in any_query()) {
            let normal = q.normalised();
            let s = to_query_string(&normal);
            prop_assert!(s.bytes().all(|b| b.is_ascii_graphic()));
            prop_assert_eq!(parse_query(&s), normal.clone());
            prop_assert_eq!(to_query_string(&parse_query(&s)), s);
            if let (Some(min), Some(max)) = (normal.min_age, normal.max_age) {
                prop_assert!(min <= max);
            }
        }
    }
}
