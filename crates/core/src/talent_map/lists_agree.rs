//! The directory (`/player`) and the talent map (`/map`) keep the same players for the same filters: each page's
//! own path is followed from its URL (the directory's plan run as Firestore would run it; the map's country read,
//! then its table's filter) over entries the index writer made from CVs.

use proptest::prelude::*;
use serde_json::{json, Value};

use super::reads::{map_read_plan, MapReadPlan};
use super::table::MapTable;
use super::url::parse_map_query;
use crate::directory::{directory_plan, parse_query, FilterOp, IndexDoc, WhereClause};
use crate::player_index::player_index_entry;

const TODAY: &str = "2025-06-15";

/// Whether `doc` passes `clause` as Firestore decides it.
fn passes(doc: &Value, clause: &WhereClause) -> bool {
    let field = &doc[&clause.field];
    let text = |v: &Value| v.as_str().map(str::to_string);
    match clause.op {
        FilterOp::Eq => field == &clause.value,
        FilterOp::In => clause.value.as_array().is_some_and(|a| a.contains(field)),
        FilterOp::ArrayContains => field.as_array().is_some_and(|a| a.contains(&clause.value)),
        FilterOp::AtLeast => {
            text(field).is_some_and(|f| text(&clause.value).is_some_and(|v| f >= v))
        }
        FilterOp::AtMost => {
            text(field).is_some_and(|f| text(&clause.value).is_some_and(|v| f <= v))
        }
        FilterOp::Below => text(field).is_some_and(|f| text(&clause.value).is_some_and(|v| f < v)),
    }
}

fn run<'a>(docs: &'a [IndexDoc], clauses: &[WhereClause]) -> Vec<&'a IndexDoc> {
    docs.iter()
        .filter(|d| clauses.iter().all(|c| passes(&d.data, c)))
        .collect()
}

/// The ids the directory lists for `search` (every page of it: the plan's query without its limit).
fn directory_ids(docs: &[IndexDoc], search: &str) -> Vec<String> {
    let plan = directory_plan(&parse_query(search), TODAY, false);
    assert!(!plan.checked_on_page, "no filter here is left to the page");
    let mut ids: Vec<String> = run(docs, &plan.filters)
        .into_iter()
        .map(|d| d.id.clone())
        .collect();
    ids.sort();
    ids
}

/// The ids the map shows for `search`, or `None` when it shows no country's players.
fn map_ids(docs: &[IndexDoc], search: &str) -> Option<Vec<String>> {
    let state = parse_map_query(search);
    let country = state.active_country.clone()?;
    let MapReadPlan::Country { queries, .. } =
        map_read_plan(&country, docs.len() as u64, None, false)
    else {
        return None;
    };
    let read: Vec<IndexDoc> = queries
        .iter()
        .flat_map(|q| run(docs, &q.filters))
        .cloned()
        .collect();
    let mut table = MapTable::new();
    table.load(&read);
    let rows = table.filter_state(&state, TODAY).ok()?;
    let mut ids: Vec<String> = rows
        .into_iter()
        .filter_map(|r| table.id(r).map(str::to_string))
        .collect();
    ids.sort();
    Some(ids)
}

#[derive(Debug, Clone)]
struct Player {
    nationality: Option<&'static str>,
    second: Option<&'static str>,
    residence: Option<&'static str>,
    positions: Vec<&'static str>,
    born: (u16, u8),
}

fn any_player() -> impl Strategy<Value = Player> {
    let country = || prop::option::of(prop::sample::select(vec!["PT", "ES", "BR"]));
    (
        country(),
        country(),
        country(),
        prop::collection::vec(prop::sample::select(vec!["GK", "CB", "ST"]), 1..3),
        (2000u16..2018, 1u8..=12),
    )
        .prop_map(|(nationality, second, residence, positions, born)| Player {
            nationality,
            second,
            residence,
            positions,
            born,
        })
}

fn docs_of(players: &[Player]) -> Vec<IndexDoc> {
    players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let kind = if p.positions[0] == "GK" {
                "goalkeeper"
            } else {
                "outfield"
            };
            let cv = json!({
                "firstName": "Ana", "lastName": format!("Player{i}"), "visibility": "public",
                "dateOfBirth": format!("{:04}-{:02}-10", p.born.0, p.born.1),
                "nationality": p.nationality, "secondNationality": p.second,
                "countryOfResidence": p.residence, "playerType": kind,
                "mainPosition": p.positions[0], "secondaryPositions": &p.positions[1..],
            });
            let id = format!("player{i:03}");
            let entry = player_index_entry(&id, &cv.to_string(), None, TODAY, false, None)?;
            Some(IndexDoc {
                id,
                data: serde_json::to_value(entry).ok()?,
            })
        })
        .collect()
}

/// The same filters as each page's URL writes them. `legacy`: the country as an older link has it
/// (`country=`, on both pages).
fn searches(
    based_in: Option<&str>,
    nationality: Option<&str>,
    legacy: bool,
    position: Option<&str>,
    kind: Option<&str>,
    ages: Option<(u8, u8)>,
) -> (String, String) {
    let mut common = Vec::new();
    if let Some(c) = based_in {
        common.push(format!(
            "{}={c}",
            if legacy { "country" } else { "basedIn" }
        ));
    }
    if let Some(n) = nationality {
        common.push(format!("nationality={n}"));
    }
    if let Some(p) = position {
        common.push(format!("position={p}"));
    }
    if let Some(t) = kind {
        common.push(format!("type={t}"));
    }
    let (mut directory, mut map) = (common.clone(), common);
    if let Some((min, max)) = ages {
        directory.push(format!("minAge={min}&maxAge={max}"));
        map.push(format!("age={min}-{max}"));
    }
    (directory.join("&"), map.join("&"))
}

#[test]
fn portuguese_goalkeepers_under_21_are_the_same_on_both_pages() {
    let players = [
        // Based in Portugal, Portuguese.
        Player {
            nationality: Some("PT"),
            second: None,
            residence: Some("PT"),
            positions: vec!["GK"],
            born: (2006, 3),
        },
        // Portuguese, based in Spain: a "Nationality: Portugal" goalkeeper, not a "Based in: Portugal" one.
        Player {
            nationality: Some("PT"),
            second: None,
            residence: Some("ES"),
            positions: vec!["GK"],
            born: (2007, 1),
        },
        // Brazilian based in Portugal.
        Player {
            nationality: Some("BR"),
            second: None,
            residence: Some("PT"),
            positions: vec!["GK"],
            born: (2008, 5),
        },
    ];
    let docs = docs_of(&players);
    let (directory, map) = searches(
        Some("PT"),
        None,
        false,
        None,
        Some("goalkeeper"),
        Some((8, 20)),
    );
    assert_eq!(directory_ids(&docs, &directory), ["player000", "player002"]);
    assert_eq!(map_ids(&docs, &map), Some(directory_ids(&docs, &directory)));
    // An older link's `country=PT`: "Based in" on both pages.
    let (directory, map) = searches(Some("PT"), None, true, None, Some("goalkeeper"), None);
    assert_eq!(directory_ids(&docs, &directory), ["player000", "player002"]);
    assert_eq!(map_ids(&docs, &map), Some(directory_ids(&docs, &directory)));
    // Nationality, within the country the map shows.
    let (directory, map) = searches(Some("ES"), Some("PT"), false, Some("GK"), None, None);
    assert_eq!(directory_ids(&docs, &directory), ["player001"]);
    assert_eq!(map_ids(&docs, &map), Some(directory_ids(&docs, &directory)));
    let (directory, _) = searches(None, Some("PT"), false, Some("GK"), None, Some((8, 20)));
    assert_eq!(directory_ids(&docs, &directory), ["player000", "player001"]);
}

proptest! {
    #[test]
    fn the_directory_and_the_map_keep_the_same_players(
        players in prop::collection::vec(any_player(), 0..12),
        based_in in prop::sample::select(vec!["PT", "ES", "BR"]),
        nationality in prop::option::of(prop::sample::select(vec!["PT", "ES", "BR"])),
        legacy in any::<bool>(),
        position in prop::option::of(prop::sample::select(vec!["GK", "CB", "ST"])),
        kind in prop::option::of(prop::sample::select(vec!["goalkeeper", "outfield"])),
        ages in prop::option::of((8u8..30, 0u8..10)),
    ) {
        let docs = docs_of(&players);
        let ages = ages.map(|(min, span)| (min, min + span));
        let (directory, map) = searches(Some(based_in), nationality, legacy, position, kind, ages);
        let listed = directory_ids(&docs, &directory);
        prop_assert_eq!(map_ids(&docs, &map), Some(listed), "{} | {}", directory, map);
    }
}
