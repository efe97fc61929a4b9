//! The talent map: the index entries of the countries the scout opened, held in columns
//! (`table`), filtered by the store's five fields (`filter`), sorted for the list (`sort`), cut to the view
//! (`bounds`), together with the shared state in one `MapStore` (`map_store`), which round-trips through the URL
//! (`url`). The world view's country shading (`shades`) reads the one aggregate document; what a country's
//! view reads from the index is planned by `reads`, and what it reads from the map's cells by `cell_reads`.
//! Everything returns row numbers, so the wasm facade hands JS a `Uint32Array` and builds a card only for
//! the row a scout opens.

mod bounds;
mod cell_reads;
mod filter;
mod map_store;
mod reads;
mod shades;
mod sort;
mod table;
mod url;

pub use bounds::{Longitudes, MapBounds};
pub use cell_reads::{cell_plan, CellCache, CellPlan, MAX_CELL_READS};
pub use filter::MapFilter;
pub use map_store::MapStore;
pub use reads::{
    geohash_ranges, map_index_of, map_indexes, map_read_plan, GeohashRange, MapQuery, MapReadPlan,
    MapView, MAP_COUNTRY_MAX, MAP_MAX_RANGES, MAP_PAGE_SIZE, MAP_RANGES_MIN_ZOOM,
};
pub use shades::{
    country_players, country_shades, shade_legend, shade_of, CountryShade, CountryShades,
    ShadeLegend, SHADE_BREAKS,
};
pub use sort::MapSort;
pub use table::{LoadReport, MapCard, MapTable, NO_MONTH, NO_POSITION};
pub use url::{map_query_string, parse_map_query, AGE_MAX_CHARS, NAME_MAX_CHARS};

#[cfg(test)]
mod lists_agree;
#[cfg(test)]
mod props;
