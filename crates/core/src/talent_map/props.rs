//! The columnar filter and sort against a naive reference: plain row structs (the index entries as
//! read), a plain iterator filter with each rule written the obvious way, on random tables and filters.

use proptest::prelude::*;
use serde_json::{json, Value};

use super::filter::MapFilter;
use super::sort::MapSort;
use super::table::{fixtures, MapTable};
use crate::directory::IndexDoc;
use skora_domain::positions::Position;
use skora_domain::store::StoreState;
use skora_foundations::age::age_in_birth_month;
use skora_foundations::age_filter::parse_age_filter;
use skora_foundations::fold::{fold, name_keys, NameQuery};

const TODAY: &str = "2025-06-01";

/// One player as the reference sees it: the entry's own fields, nothing precomputed.
#[derive(Debug, Clone)]
struct Row {
    id: String,
    name: String,
    birth_month: Option<String>,
    player_type: Option<String>,
    positions: Vec<String>,
    country: Option<String>,
}

fn any_name() -> impl Strategy<Value = String> {
    let word = prop::sample::select(vec![
        "Lucía",
        "LUCIA",
        "Ferrer",
        "Ana",
        "Ángel",
        "Żółć",
        "Weber",
        "Ødegaard",
        "Straße",
        "Ruiz",
        "an",
        "Åberg",
        "Conceição",
        "Moreira",
        "Abdelrahman",
        "Sánchez-Ferrer",
    ]);
    prop::collection::vec(word, 1..4).prop_map(|w| w.join(" "))
}

fn any_row() -> impl Strategy<Value = Row> {
    // Mostly a narrow band of years, so rows often sit on an age range's first or last month.
    let month = prop::option::of(prop_oneof![
        6 => (2003u16..=2011, 1u8..=12).prop_map(|(y, m)| format!("{y:04}-{m:02}")),
        2 => (1985u16..=2026, 1u8..=12).prop_map(|(y, m)| format!("{y:04}-{m:02}")),
        1 => Just("2006-13".to_string()),
        1 => Just("junk".to_string()),
    ]);
    let kind = prop::option::of(prop::sample::select(vec!["outfield", "goalkeeper"]));
    let positions = prop::collection::vec(
        prop::sample::select(vec!["GK", "CB", "LB", "CM", "ST"]),
        0..3,
    );
    let country = prop::option::of(prop::sample::select(vec!["ES", "es", "DE", "PT", "Spain"]));
    // Few ids, so the same id is loaded again now and then.
    (0u8..12, any_name(), month, kind, positions, country).prop_map(
        |(id, name, birth_month, kind, positions, country)| Row {
            id: format!("p{id}"),
            name,
            birth_month,
            player_type: kind.map(str::to_string),
            positions: positions.into_iter().map(str::to_string).collect(),
            country: country.map(str::to_string),
        },
    )
}

fn to_doc(r: &Row) -> IndexDoc {
    fixtures::doc(
        &r.id,
        fixtures::data(
            &r.name,
            json!({
                "birthMonth": r.birth_month, "playerType": r.player_type,
                "mainPosition": r.positions.first(), "positions": r.positions,
                "countryOfResidence": r.country,
            }),
        ),
    )
}

fn any_state() -> impl Strategy<Value = StoreState> {
    // Each field is left empty half the time, so rows often pass the other filters and each rule's edges
    // (an age range's first and last month) are reached.
    let text = |v: Vec<&'static str>| {
        prop_oneof![
            Just(String::new()),
            prop::sample::select(v).prop_map(str::to_string)
        ]
    };
    let optional = |v: Vec<&'static str>| {
        prop_oneof![
            Just(None),
            prop::sample::select(v).prop_map(|s| Some(s.to_string()))
        ]
    };
    (
        optional(vec!["", "GK", "lb", "CM", "ST", "RW"]),
        optional(vec!["", "ES", "de", "PT", "FR", "Spain"]),
        text(vec![
            "lucia",
            "FERRER",
            "an",
            "ángel ruiz",
            "zolc",
            "odeg",
            "strasse",
            "x",
            "aberg",
            "conceicao",
            "moreira",
            "abdelrahm",
            "errer",
        ]),
        text(vec![
            "19",
            "18-21",
            "U17",
            "u20",
            "30+",
            "0+",
            "25 – 29",
            "15",
            "16-17",
            "20+",
        ]),
        text(vec!["outfield", "goalkeeper"]),
    )
        .prop_map(
            |(active_position, active_country, player_name, player_age, player_type)| StoreState {
                active_position,
                active_country,
                player_name,
                player_age,
                player_type,
                ..StoreState::default()
            },
        )
}

/// The table's rows as the reference keeps them: in first-load order, a reloaded id replaced in place.
fn reference_rows(pages: &[Vec<Row>]) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for row in pages.iter().flatten() {
        match rows.iter_mut().find(|r| r.id == row.id) {
            Some(slot) => *slot = row.clone(),
            None => rows.push(row.clone()),
        }
    }
    rows
}

/// The filter, written the obvious way over one row.
fn reference_passes(row: &Row, s: &StoreState) -> bool {
    let given = |v: &Option<String>| v.clone().filter(|x| !x.trim().is_empty());
    let position = given(&s.active_position).is_none_or(|p| {
        row.positions
            .iter()
            .any(|q| q.eq_ignore_ascii_case(p.trim()))
    });
    let country = given(&s.active_country).is_none_or(|c| {
        row.country
            .as_deref()
            .is_some_and(|rc| rc.len() == 2 && rc.eq_ignore_ascii_case(c.trim()))
    });
    // The directory's answer for the name: the entry's keys hold the query's key (the server), and the
    // rule holds (the page's check): the map must find exactly the players the directory lists.
    let query = NameQuery::parse(&s.player_name);
    let name_ok = query
        .key()
        .is_none_or(|k| name_keys(&row.name).iter().any(|x| x == k))
        && query.matches(&row.name);
    let age = match parse_age_filter(&s.player_age).ok().flatten() {
        None => true,
        Some(f) => row
            .birth_month
            .as_deref()
            .and_then(|m| age_in_birth_month(m, TODAY))
            .is_some_and(|a| f.contains(a)),
    };
    let kind = s.player_type.is_empty() || row.player_type.as_deref() == Some(&s.player_type);
    position && country && name_ok && age && kind
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn filtering_equals_the_reference(
        pages in prop::collection::vec(prop::collection::vec(any_row(), 0..12), 1..4),
        state in any_state(),
    ) {
        let mut table = MapTable::new();
        for page in &pages {
            let docs: Vec<IndexDoc> = page.iter().map(to_doc).collect();
            table.load(&docs);
        }
        let rows = reference_rows(&pages);
        prop_assert_eq!(table.len(), rows.len());
        for (i, r) in rows.iter().enumerate() {
            prop_assert_eq!(table.id(i as u32), Some(r.id.as_str()));
        }
        let expected: Vec<u32> = rows
            .iter()
            .enumerate()
            .filter(|(_, r)| reference_passes(r, &state))
            .map(|(i, _)| i as u32)
            .collect();
        let filter = MapFilter::from_state(&state);
        prop_assert!(filter.is_ok(), "{:?}", filter);
        let got = filter.map(|f| table.filter(&f, TODAY)).unwrap_or_default();
        prop_assert_eq!(&got, &expected);

        // Sorting is a permutation of the matches, in the order it names.
        for by in [MapSort::Name, MapSort::Age] {
            let sorted = table.sort(&got, by, TODAY);
            let (mut a, mut b) = (sorted.clone(), got.clone());
            a.sort_unstable();
            b.sort_unstable();
            prop_assert_eq!(a, b);
            for w in sorted.windows(2) {
                let (x, y) = (&rows[w[0] as usize], &rows[w[1] as usize]);
                match by {
                    MapSort::Name => prop_assert!(fold(&x.name) <= fold(&y.name)),
                    MapSort::Age => {
                        let age = |r: &Row| r.birth_month.as_deref().and_then(|m| age_in_birth_month(m, TODAY));
                        // Youngest first, unknown ages last.
                        let key = |r: &Row| age(r).map_or(u16::MAX, u16::from);
                        prop_assert!(key(x) <= key(y), "{:?} before {:?}", x, y);
                    }
                }
            }
        }
    }

    #[test]
    fn loading_any_json_never_panics(values in prop::collection::vec(any_json(), 0..8)) {
        let docs: Vec<IndexDoc> = values
            .into_iter()
            .enumerate()
            .map(|(i, data)| fixtures::doc(&format!("p{i}"), data))
            .collect();
        let mut table = MapTable::new();
        let report = table.load(&docs);
        prop_assert_eq!((report.added + report.replaced + report.skipped) as usize, docs.len());
        let all: Vec<u32> = (0..table.len() as u32).collect();
        prop_assert_eq!(table.filter(&MapFilter::default(), TODAY), all);
        for i in 0..table.len() as u32 {
            prop_assert!(table.card(i, TODAY).is_some());
        }
    }
}

/// Arbitrary JSON, and entries with one field of the wrong type.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "\\PC{0,8}".prop_map(Value::from),
    ];
    let json = leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z]{1,3}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    });
    let field = prop::sample::select(vec![
        "birthMonth",
        "playerType",
        "mainPosition",
        "positions",
        "countryOfResidence",
        "location",
        "displayName",
    ]);
    prop_oneof![
        json.clone(),
        (field, json).prop_map(|(k, v)| {
            let mut d = fixtures::data("Ana", json!({}));
            d[k] = v;
            d
        }),
        Just(fixtures::data("Ana", json!({"positions": Position::ALL}))),
    ]
}

/// Every birth month of 45 years (and one after today) against the reference, for each age form: the
/// edges of each range are hit on purpose, not by chance.
#[test]
fn every_birth_month_passes_an_age_filter_as_the_reference_says() {
    let rows: Vec<Row> = (1980u16..=2026)
        .flat_map(|y| (1u8..=12).map(move |m| (y, m)))
        .map(|(y, m)| Row {
            id: format!("p{y}-{m}"),
            name: "Ana".into(),
            birth_month: Some(format!("{y:04}-{m:02}")),
            player_type: None,
            positions: Vec::new(),
            country: None,
        })
        .collect();
    let mut table = MapTable::new();
    table.load(&rows.iter().map(to_doc).collect::<Vec<_>>());
    for age in ["0", "19", "18-21", "U1", "U17", "30+", "0+", "44 – 45"] {
        let state = StoreState {
            player_age: age.into(),
            ..StoreState::default()
        };
        let expected: Vec<u32> = (0..rows.len() as u32)
            .filter(|&i| reference_passes(&rows[i as usize], &state))
            .collect();
        assert!(!expected.is_empty(), "{age}");
        assert_eq!(table.filter_state(&state, TODAY), Ok(expected), "{age}");
    }
}

/// What a loaded table shows of its row 0: every column and the card.
#[allow(clippy::type_complexity)]
fn shown(
    table: &MapTable,
) -> (
    Vec<String>,
    Vec<Vec<String>>,
    Vec<i32>,
    Vec<u8>,
    Vec<u8>,
    Vec<u16>,
    Vec<[u8; 2]>,
    Vec<[[u8; 2]; 2]>,
    Vec<u32>,
    Vec<u32>,
    Option<super::table::MapCard>,
) {
    (
        table.name_keys.clone(),
        table.name_words.clone(),
        table.birth.clone(),
        table.player_type.clone(),
        table.main_position.clone(),
        table.positions.clone(),
        table.country.clone(),
        table.nationalities.clone(),
        // Bits, so a missing point (NaN) equals itself.
        table.lat.iter().map(|f| f.to_bits()).collect(),
        table.lng.iter().map(|f| f.to_bits()).collect(),
        table.card(0, TODAY),
    )
}

proptest! {
    /// A player read from a map cell (the row's text) fills the same columns and card as their index entry, and
    /// the card is the directory's card of the whole entry: the cells change what is read, never what is shown.
    #[test]
    fn a_cell_row_shows_what_its_entry_shows(entry in crate::map_cells::props::any_map_entry("u1")) {
        let Some(entry) = entry else { return Ok(()) };
        let mut from_entry = MapTable::new();
        from_entry.load(&[IndexDoc { id: "u1".into(), data: serde_json::to_value(&entry).unwrap_or_default() }]);
        let text = crate::map_cells::MapRow::of(&entry).text();
        let row = crate::map_cells::MapRow::read(&text).unwrap_or_else(|| panic!("the row reads back: {text}"));
        let mut from_row = MapTable::new();
        from_row.load(&[IndexDoc { id: "u1".into(), data: serde_json::to_value(row.into_entry()).unwrap_or_default() }]);
        prop_assert_eq!(from_entry.len(), 1);
        prop_assert_eq!(shown(&from_row), shown(&from_entry));
        let card = from_entry.card(0, TODAY).map(|c| c.card);
        let whole = crate::directory::card_of_entry("u1", &entry, skora_foundations::dates::parse_date(TODAY));
        prop_assert_eq!(card, Some(whole));
    }
}
