//! What the map reads from `playerIndex` when a scout opens a country, so that the reads per view never grow
//! with the number of players:
//!
//! - a country of up to `MAP_COUNTRY_MAX` players (the count comes from `aggregates/countries`, which the world
//!   view has already read): its entries, one query ordered by document id, read in pages of `MAP_PAGE_SIZE`
//!   (`startAfter` the last document), at most `MAP_COUNTRY_MAX / MAP_PAGE_SIZE` pages even if the count was
//!   stale;
//! - a bigger country: nothing below `MAP_RANGES_MIN_ZOOM` (the page asks the scout to zoom in); at or above it,
//!   only the entries whose `geohash` lies in the view, as at most `MAP_MAX_RANGES` range queries (Firestore
//!   allows one range field per query, and each range is one query), sharing one budget of reads (`readBudget`,
//!   `MAP_COUNTRY_MAX` entries): the app reads the ranges' pages in turns (a page of each range with more, the
//!   budget split between them, then again for those still full), so a dense range gets what the sparse ones
//!   leave and cannot starve them; a range still full when the budget is spent means the view holds more players
//!   than one view reads (the page says so and asks the scout to zoom in). The budget counts reads, not pages:
//!   Firestore bills each document read, and an empty page as one.
//!
//! The country is "Based in" (`country_filter`): its clause is the directory's. "Nationality" is no part of a read:
//! the map checks it on the entries read (`filter`), so it needs no index of its own and reads nothing more.
//!
//! Every query asks for the entries the reader may see (`visibility == public`, or `in [public, members]` for a
//! verified member), as the rules require and as the directory's plans do, with the directory's clause types.
//!
//! The view's geohash cover: the cells of one precision (≤ 5, the entries' `geohash` length) that the view
//! touches, merged into contiguous ranges of geohash order (a cell's prefix range). The precision is the finest
//! whose cells over the view are few enough to list (`MAX_CELLS`); when they make more than `MAP_MAX_RANGES`
//! runs, the smallest gaps between runs are filled, which keeps the cover as tight as `MAP_MAX_RANGES` ranges of
//! that precision can be (the gaps left open are the widest). A point in the view is always in a range: its
//! entry's geohash starts with the cell that holds it.

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::country_filter::RESIDENCE_FIELD;
use crate::directory::{
    based_in_clause, FilterOp, IndexField, OrderClause, SortDirection, WhereClause, DOCUMENT_ID,
};
use crate::player_index::GEOHASH_PRECISION;
use skora_domain::countries::is_country;
use skora_foundations::firestore_paths::PLAYER_INDEX;
use skora_foundations::geo::LatLng;
use skora_foundations::geohash::{self, BASE32};

use super::bounds::{Longitudes, MapBounds};

/// Entries per page: big enough that a country of a few hundred players is one read round trip, small enough
/// that the first markers appear before the rest has arrived.
pub const MAP_PAGE_SIZE: u32 = 500;
/// The most players the map loads for one view: a whole country up to this many, else the view's ranges.
pub const MAP_COUNTRY_MAX: u64 = 5000;
/// The zoom from which a country over `MAP_COUNTRY_MAX` is read by ranges: at 8 a wide screen shows about a
/// region (≈ 10° × 4° at European latitudes), so its ranges hold a fraction of a big country, and the geohash
/// cells (precision 4, ≈ 39 × 20 km) follow the view closely.
pub const MAP_RANGES_MIN_ZOOM: u8 = 8;
/// The most range queries one view makes.
pub const MAP_MAX_RANGES: usize = 8;
/// The most cells listed to cover a view; a finer precision would list more, so a coarser one is used.
const MAX_CELLS: u64 = 4096;
/// The pages one view may read, whichever plan: `MAP_COUNTRY_MAX` entries.
const MAX_PAGES: u32 = (MAP_COUNTRY_MAX / MAP_PAGE_SIZE as u64) as u32;
/// The entries one view may read in all, whichever plan.
const READ_BUDGET: u32 = MAP_COUNTRY_MAX as u32;

/// The field of an entry a range query reads.
const GEOHASH: &str = "geohash";
const COUNTRY: &str = RESIDENCE_FIELD;

/// The map's view: its bounds and its zoom.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MapView {
    #[serde(flatten)]
    pub bounds: MapBounds,
    pub zoom: f64,
}

/// One query over `playerIndex`, for the app to run as it is: pages of `pageSize`, each `startAfter` the last
/// document's `orderBy` values, until a page comes back short, `maxPages` have been read, or the plan's
/// `readBudget` is spent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MapQuery {
    pub collection: String,
    #[serde(rename = "where")]
    pub filters: Vec<WhereClause>,
    /// `__name__` is the document id.
    pub order_by: Vec<OrderClause>,
    pub page_size: u32,
    pub max_pages: u32,
}

/// What to read for a country.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum MapReadPlan {
    /// Run these queries (none: nothing to read, e.g. an unknown country or a view that holds no point), in
    /// turns, reading at most `readBudget` entries in all (an empty page counts as one read).
    Country {
        queries: Vec<MapQuery>,
        #[serde(rename = "readBudget")]
        read_budget: u32,
    },
    /// Too many players to read at this zoom: read nothing until the map is at `minZoom` or closer.
    ZoomIn {
        #[serde(rename = "minZoom")]
        min_zoom: u8,
        players: u64,
    },
}

/// A range of geohash cells of one precision, `lo..hi` as the cells' numbers (the geohash read as base 32).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct CellRange {
    lo: u64,
    hi: u64,
}

/// A geohash range for the query: entries whose `geohash` is `>= from` and, when given, `< to`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeohashRange {
    pub from: String,
    pub to: Option<String>,
}

/// The bits a cell of `precision` characters gives longitude and latitude (longitude takes the first bit).
fn axis_bits(precision: u32) -> (u32, u32) {
    let bits = 5 * precision;
    (bits.div_ceil(2), bits / 2)
}

/// The number of the cell holding `point` at `precision`, as `(row, column)` (latitude, longitude). Read from
/// `geohash::encode`, so the cells here are exactly the entries' cells.
fn cell_of(point: LatLng, precision: u32) -> Option<(u64, u64)> {
    let hash = geohash::encode(point, precision as usize)?;
    let n = hash_number(&hash)?;
    let (mut row, mut col) = (0u64, 0u64);
    for i in (0..5 * precision).rev() {
        let bit = n >> i & 1;
        // Bit 0 of the string (the most significant) is a longitude bit.
        if (5 * precision - 1 - i) % 2 == 0 {
            col = col << 1 | bit;
        } else {
            row = row << 1 | bit;
        }
    }
    Some((row, col))
}

/// The cell number of `(row, col)` at `precision`: the bits interleaved, longitude first.
fn cell_number(row: u64, col: u64, precision: u32) -> u64 {
    let (lng_bits, lat_bits) = axis_bits(precision);
    let (mut n, mut lng_left, mut lat_left) = (0u64, lng_bits, lat_bits);
    for i in 0..5 * precision {
        let bit = if i % 2 == 0 {
            lng_left -= 1;
            col >> lng_left & 1
        } else {
            lat_left -= 1;
            row >> lat_left & 1
        };
        n = n << 1 | bit;
    }
    n
}

fn hash_number(hash: &str) -> Option<u64> {
    hash.bytes().try_fold(0u64, |n, c| {
        let digit = BASE32.iter().position(|&b| b == c)?;
        Some(n << 5 | digit as u64)
    })
}

fn number_hash(mut n: u64, precision: u32) -> String {
    let mut out = vec![b'0'; precision as usize];
    for slot in out.iter_mut().rev() {
        *slot = BASE32[(n & 31) as usize];
        n >>= 5;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The view's cells at `precision` as (rows, column spans), or `None` when the view holds no point.
#[allow(clippy::type_complexity)]
fn view_cells(view: &MapBounds, precision: u32) -> Option<((u64, u64), Vec<(u64, u64)>)> {
    let (south, north, longitudes) = view.extent()?;
    let (lng_bits, _) = axis_bits(precision);
    let last_col = (1u64 << lng_bits) - 1;
    let corner = |lat: f64, lng: f64| cell_of(LatLng { lat, lng }, precision);
    let (row_lo, _) = corner(south, 0.0)?;
    let (row_hi, _) = corner(north, 0.0)?;
    let col = |lng: f64| corner(0.0, lng).map(|(_, c)| c);
    let spans = match longitudes {
        Longitudes::All => vec![(0, last_col)],
        Longitudes::Span { west, east } => {
            let (w, e) = (col(west)?, col(east)?);
            if west <= east {
                vec![(w.min(e), w.max(e))]
            } else {
                vec![(w, last_col), (0, e)]
            }
        }
    };
    Some(((row_lo, row_hi), spans))
}

/// How many cells the view touches at `precision`.
fn cell_count(rows: (u64, u64), spans: &[(u64, u64)]) -> u64 {
    let height = rows.1.saturating_sub(rows.0) + 1;
    spans.iter().map(|&(a, b)| (b - a + 1) * height).sum()
}

/// The view's cover: at most `MAP_MAX_RANGES` ranges of geohash cells at the finest precision (≤ the entries'
/// geohash length) whose cells are few enough to list. `None` when the view holds no point.
fn cover(view: &MapBounds) -> Option<(u32, Vec<CellRange>)> {
    let finest = GEOHASH_PRECISION as u32;
    let (precision, rows, spans) = (1..=finest)
        .rev()
        .filter_map(|p| view_cells(view, p).map(|(rows, spans)| (p, rows, spans)))
        .find(|(p, rows, spans)| *p == 1 || cell_count(*rows, spans) <= MAX_CELLS)?;
    let mut cells: Vec<u64> = Vec::new();
    for row in rows.0..=rows.1 {
        for &(a, b) in &spans {
            cells.extend((a..=b).map(|col| cell_number(row, col, precision)));
        }
    }
    cells.sort_unstable();
    cells.dedup();
    // Runs of consecutive cells.
    let mut ranges: Vec<CellRange> = Vec::new();
    for c in cells {
        match ranges.last_mut() {
            Some(r) if r.hi == c => r.hi = c + 1,
            _ => ranges.push(CellRange { lo: c, hi: c + 1 }),
        }
    }
    // Fill the smallest gaps until few enough ranges are left: the widest gaps stay open.
    while ranges.len() > MAP_MAX_RANGES {
        let Some(i) = (0..ranges.len() - 1).min_by_key(|&i| ranges[i + 1].lo - ranges[i].hi) else {
            break;
        };
        ranges[i].hi = ranges[i + 1].hi;
        ranges.remove(i + 1);
    }
    Some((precision, ranges))
}

/// The geohash ranges covering `view` (at most `MAP_MAX_RANGES`; none when the view holds no point): every
/// point in the view has a geohash inside one of them.
pub fn geohash_ranges(view: &MapBounds) -> Vec<GeohashRange> {
    let Some((precision, ranges)) = cover(view) else {
        return Vec::new();
    };
    let end = 1u64 << (5 * precision);
    ranges
        .into_iter()
        .map(|r| GeohashRange {
            from: number_hash(r.lo, precision),
            // The last cell's range has no upper end: every geohash sorts below nothing.
            to: (r.hi < end).then(|| number_hash(r.hi, precision)),
        })
        .collect()
}

fn ascending(field: &str) -> OrderClause {
    OrderClause {
        field: field.to_string(),
        direction: SortDirection::Asc,
    }
}

/// The clauses every map query starts with: what the reader may see, in the country.
fn country_filters(country: &str, members: bool) -> Vec<WhereClause> {
    vec![
        if members {
            WhereClause::new("visibility", FilterOp::In, json!(["public", "members"]))
        } else {
            WhereClause::new("visibility", FilterOp::Eq, json!("public"))
        },
        based_in_clause(country),
    ]
}

/// What to read for `country` (a country code, any case), which has `country_players` players (from
/// `aggregates/countries`), in `view` (`None` before the map has one). `members`: the reader may see
/// members-only entries.
pub fn map_read_plan(
    country: &str,
    country_players: u64,
    view: Option<&MapView>,
    members: bool,
) -> MapReadPlan {
    let country = country.trim().to_ascii_uppercase();
    if !is_country(&country) {
        return MapReadPlan::Country {
            queries: Vec::new(),
            read_budget: 0,
        };
    }
    if country_players <= MAP_COUNTRY_MAX {
        return MapReadPlan::Country {
            queries: vec![MapQuery {
                collection: PLAYER_INDEX.to_string(),
                filters: country_filters(&country, members),
                order_by: vec![ascending(DOCUMENT_ID)],
                page_size: MAP_PAGE_SIZE,
                max_pages: MAX_PAGES,
            }],
            read_budget: READ_BUDGET,
        };
    }
    let zoomed_in = view.filter(|v| v.zoom.is_finite() && v.zoom >= f64::from(MAP_RANGES_MIN_ZOOM));
    let Some(view) = zoomed_in else {
        return MapReadPlan::ZoomIn {
            min_zoom: MAP_RANGES_MIN_ZOOM,
            players: country_players,
        };
    };
    let ranges = geohash_ranges(&view.bounds);
    // The page budget is the plan's, shared by need: the view reads at most `MAP_COUNTRY_MAX` entries whatever
    // its ranges, and a range holding most of the view's players can use most of it.
    let queries = ranges
        .into_iter()
        .map(|r| {
            let mut filters = country_filters(&country, members);
            filters.push(WhereClause::new(GEOHASH, FilterOp::AtLeast, json!(r.from)));
            if let Some(to) = r.to {
                filters.push(WhereClause::new(GEOHASH, FilterOp::Below, json!(to)));
            }
            MapQuery {
                collection: PLAYER_INDEX.to_string(),
                filters,
                order_by: vec![ascending(GEOHASH), ascending(DOCUMENT_ID)],
                page_size: MAP_PAGE_SIZE,
                max_pages: MAX_PAGES,
            }
        })
        .collect::<Vec<_>>();
    let read_budget = if queries.is_empty() { 0 } else { READ_BUDGET };
    MapReadPlan::Country {
        queries,
        read_budget,
    }
}

/// The composite indexes of `playerIndex` the map's queries need (`firestore_indexes` writes them with the
/// directory's): the country read in document-id order, and the geohash ranges. The document id needs no
/// field of its own: an index orders by it after its last field, ascending here.
pub fn map_indexes() -> Vec<Vec<IndexField>> {
    let country = vec![
        IndexField::Ascending("visibility"),
        IndexField::Ascending(COUNTRY),
    ];
    let mut ranges = country.clone();
    ranges.push(IndexField::Ascending(GEOHASH));
    vec![country, ranges]
}

/// The index a map query uses: its equalities, then its order's fields before the document id.
pub fn map_index_of(query: &MapQuery) -> Vec<IndexField> {
    let mut fields: Vec<IndexField> = query
        .filters
        .iter()
        .filter(|w| !w.op.is_range())
        .filter_map(|w| match w.field.as_str() {
            "visibility" => Some(IndexField::Ascending("visibility")),
            COUNTRY => Some(IndexField::Ascending(COUNTRY)),
            _ => None,
        })
        .collect();
    if query.order_by.iter().any(|o| o.field == GEOHASH) {
        fields.push(IndexField::Ascending(GEOHASH));
    }
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The other direction of the check the proptest below makes: every declared index serves a map read (a small
    /// country read whole, and a large one read by geohash ranges at a high zoom).
    #[test]
    fn every_declared_map_index_serves_a_read() {
        let view = MapView {
            bounds: MapBounds {
                south: 55.5,
                west: 12.3,
                north: 55.8,
                east: 12.8,
            },
            zoom: 12.0,
        };
        let mut used = Vec::new();
        for players in [10, MAP_COUNTRY_MAX * 2] {
            if let MapReadPlan::Country { queries, .. } =
                map_read_plan("DK", players, Some(&view), false)
            {
                used.extend(queries.iter().map(map_index_of));
            }
        }
        for index in map_indexes() {
            assert!(
                used.contains(&index),
                "declared but read by no map query: {index:?}"
            );
        }
    }

    fn bounds(south: f64, west: f64, north: f64, east: f64) -> MapBounds {
        MapBounds {
            south,
            west,
            north,
            east,
        }
    }

    fn view(b: MapBounds, zoom: f64) -> MapView {
        MapView { bounds: b, zoom }
    }

    /// Whether some range holds the entry geohash of `point`.
    fn covered(ranges: &[GeohashRange], point: LatLng) -> bool {
        let hash = geohash::encode(point, GEOHASH_PRECISION).unwrap_or_default();
        ranges
            .iter()
            .any(|r| hash >= r.from && r.to.as_ref().is_none_or(|to| hash < *to))
    }

    #[test]
    fn a_country_under_the_limit_is_one_paged_query_by_document_id() {
        let plan = map_read_plan("es", 4_999, None, false);
        let json = serde_json::to_value(&plan).unwrap_or_default();
        assert_eq!(
            json,
            json!({"kind": "country", "queries": [{
                "collection": "playerIndex",
                "where": [{"field": "visibility", "op": "==", "value": "public"},
                          {"field": "countryOfResidence", "op": "==", "value": "ES"}],
                "orderBy": [{"field": "__name__", "direction": "asc"}],
                "pageSize": 500, "maxPages": 10
            }], "readBudget": 5000})
        );
        let MapReadPlan::Country { queries, .. } = map_read_plan("ES", 5_000, None, true) else {
            panic!("a country of 5,000 is read whole");
        };
        assert_eq!(queries[0].filters[0].op, FilterOp::In);
        assert_eq!(queries[0].filters[0].value, json!(["public", "members"]));
    }

    #[test]
    fn an_unknown_country_reads_nothing() {
        for code in ["", "ZZ", "Spain", "E"] {
            assert_eq!(
                map_read_plan(code, 10, None, false),
                MapReadPlan::Country {
                    queries: vec![],
                    read_budget: 0
                },
                "{code}"
            );
        }
    }

    #[test]
    fn a_big_country_waits_for_the_zoom() {
        let spain = bounds(36.0, -9.5, 43.8, 3.3);
        for v in [None, Some(view(spain, 7.0)), Some(view(spain, f64::NAN))] {
            assert_eq!(
                serde_json::to_value(map_read_plan("ES", 12_000, v.as_ref(), false)).ok(),
                Some(json!({"kind": "zoomIn", "minZoom": 8, "players": 12_000}))
            );
        }
    }

    #[test]
    fn a_big_country_at_high_zoom_reads_the_views_geohash_ranges() {
        let madrid = view(bounds(40.2, -4.2, 40.6, -3.2), 10.0);
        let MapReadPlan::Country {
            queries,
            read_budget,
        } = map_read_plan("ES", 12_000, Some(&madrid), false)
        else {
            panic!("ranges at zoom 10");
        };
        assert!(!queries.is_empty() && queries.len() <= MAP_MAX_RANGES);
        let q = &queries[0];
        assert_eq!(
            serde_json::to_value(&q.order_by).ok(),
            Some(json!([{"field": "geohash", "direction": "asc"},
                        {"field": "__name__", "direction": "asc"}]))
        );
        assert_eq!(q.filters[1].field, "countryOfResidence");
        assert_eq!(
            (q.filters[2].field.as_str(), q.filters[2].op),
            ("geohash", FilterOp::AtLeast)
        );
        // One budget for the view, which any one range may use whole (a dense range is not cut at a share).
        assert_eq!(u64::from(read_budget), MAP_COUNTRY_MAX);
        assert!(queries
            .iter()
            .all(|q| q.max_pages * q.page_size == read_budget));
        // Madrid's own cell is in a range.
        let ranges = geohash_ranges(&madrid.bounds);
        assert!(covered(
            &ranges,
            LatLng {
                lat: 40.4168,
                lng: -3.7038
            }
        ));
        assert!(!covered(
            &ranges,
            LatLng {
                lat: 41.39,
                lng: 2.17
            }
        )); // Barcelona is not in view
    }

    #[test]
    fn the_cover_of_a_small_view_is_at_the_entries_precision() {
        let ranges = geohash_ranges(&bounds(40.40, -3.72, 40.43, -3.68));
        assert!(ranges.iter().all(|r| r.from.len() == 5));
        // The whole world: every cell at the finest precision listable (2), one range without an end.
        let whole_world = geohash_ranges(&bounds(-90.0, -180.0, 90.0, 180.0));
        assert_eq!(
            whole_world,
            [GeohashRange {
                from: "00".into(),
                to: None
            }]
        );
    }

    #[test]
    fn a_view_across_the_antimeridian_covers_both_sides() {
        let fiji = bounds(-19.0, 177.0, -16.0, -179.0);
        let ranges = geohash_ranges(&fiji);
        assert!(ranges.len() <= MAP_MAX_RANGES);
        assert!(covered(
            &ranges,
            LatLng {
                lat: -18.1,
                lng: 178.4
            }
        ));
        assert!(covered(
            &ranges,
            LatLng {
                lat: -16.5,
                lng: -179.5
            }
        ));
    }

    #[test]
    fn a_view_that_holds_no_point_has_no_ranges() {
        assert!(geohash_ranges(&bounds(10.0, 0.0, 5.0, 1.0)).is_empty());
        let none = view(bounds(f64::NAN, 0.0, 5.0, 1.0), 12.0);
        assert_eq!(
            map_read_plan("ES", 9_000, Some(&none), false),
            MapReadPlan::Country {
                queries: vec![],
                read_budget: 0
            }
        );
    }

    #[test]
    fn cells_and_hashes_agree() {
        for (lat, lng) in [(40.4, -3.7), (-89.9, -179.9), (89.9, 179.9), (0.0, 0.0)] {
            let p = LatLng { lat, lng };
            for precision in 1..=5 {
                let (row, col) = cell_of(p, precision).unwrap_or_default();
                let hash = geohash::encode(p, precision as usize).unwrap_or_default();
                assert_eq!(
                    number_hash(cell_number(row, col, precision), precision),
                    hash
                );
                assert_eq!(hash_number(&hash), Some(cell_number(row, col, precision)));
            }
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn covered(ranges: &[GeohashRange], hash: &str) -> bool {
        ranges
            .iter()
            .any(|r| hash >= r.from.as_str() && r.to.as_deref().is_none_or(|to| hash < to))
    }

    /// A view as a map shows it at zoom 8 and closer (up to ≈ 12° wide), anywhere, or wider ones now and then.
    fn any_view() -> impl Strategy<Value = MapBounds> {
        (
            -90.0..90.0f64,
            prop_oneof![0.0..6.0f64, 0.0..180.0f64],
            -200.0..200.0f64,
            prop_oneof![0.0..12.0f64, 0.0..400.0f64],
        )
            .prop_map(|(south, height, west, width)| MapBounds {
                south,
                west,
                north: (south + height).min(90.0),
                east: west + width,
            })
    }

    proptest! {
        #[test]
        fn every_point_in_the_view_is_in_a_range_and_there_are_at_most_eight(
            view in any_view(), fy in 0.0..=1.0f64, fx in 0.0..=1.0f64,
        ) {
            let ranges = geohash_ranges(&view);
            prop_assert!(ranges.len() <= MAP_MAX_RANGES);
            prop_assert!(ranges.windows(2).all(|w| w[0].to.as_deref().is_some_and(|to| to <= w[1].from.as_str())));
            let lat = view.south + (view.north - view.south) * fy;
            let lng = skora_domain::store::wrap_longitude(view.west + (view.east - view.west) * fx);
            let point = LatLng { lat, lng };
            if view.contains(lat, lng) {
                let hash = geohash::encode(point, GEOHASH_PRECISION).unwrap_or_default();
                prop_assert!(covered(&ranges, &hash), "{hash} not in {ranges:?}");
            }
        }

        #[test]
        fn the_reads_of_a_view_are_bounded_whatever_the_country(
            players in 0u64..10_000_000, view in any_view(), zoom in 0.0..20.0f64, members in any::<bool>(),
            country in "[A-Za-z]{0,3}",
        ) {
            let v = MapView { bounds: view, zoom };
            match map_read_plan(&country, players, Some(&v), members) {
                MapReadPlan::Country { queries, read_budget } => {
                    prop_assert!(queries.len() <= MAP_MAX_RANGES);
                    // The app reads at most `read_budget` entries in all, and no query alone more than that.
                    prop_assert!(u64::from(read_budget) <= MAP_COUNTRY_MAX);
                    for q in &queries {
                        prop_assert!(u64::from(q.page_size * q.max_pages) <= MAP_COUNTRY_MAX);
                    }
                    prop_assert_eq!(queries.is_empty(), read_budget == 0);
                    for q in &queries {
                        prop_assert!(map_indexes().contains(&map_index_of(q)));
                        prop_assert_eq!(q.filters.len() - q.filters.iter().filter(|w| w.op.is_range()).count(), 2);
                        // One range field at most, and it leads the order (Firestore's rule).
                        let ranged: Vec<&str> = q.filters.iter().filter(|w| w.op.is_range()).map(|w| w.field.as_str()).collect();
                        prop_assert!(ranged.iter().all(|f| *f == q.order_by[0].field));
                        prop_assert_eq!(q.order_by.last().map(|o| o.field.as_str()), Some(DOCUMENT_ID));
                    }
                }
                MapReadPlan::ZoomIn { min_zoom, players: n } => {
                    prop_assert!(n > MAP_COUNTRY_MAX && zoom < f64::from(min_zoom));
                }
            }
        }
    }
}
