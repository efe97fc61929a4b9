//! The map's whole model in one place: the shared state (`Store`: centre, zoom, the five filters) and the
//! players loaded into it (`MapTable`), as the seed names them together. The wasm facade wraps this one value
//! in one handle, so JS never pairs a state with a table by hand, and a filter always reads the state it is
//! shown with.
//!
//! Loading or clearing players changes what the state describes without changing a field, so it counts as a
//! change (the store's version moves): subscribers re-filter exactly when the players or a field changed.

use crate::directory::IndexDoc;
use crate::store::{Store, StoreState};
use crate::validation::FieldError;

use super::table::{LoadReport, MapTable};
use super::url::{map_query_string, parse_map_query};

#[derive(Debug, Clone, Default)]
pub struct MapStore {
    store: Store,
    table: MapTable,
}

impl MapStore {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The state's setters (each reports whether it changed anything, and moves the version only then).
    pub fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }

    pub fn state(&self) -> &StoreState {
        self.store.state()
    }

    pub fn version(&self) -> u64 {
        self.store.version()
    }

    pub fn table(&self) -> &MapTable {
        &self.table
    }

    /// Adds a page of index entries (see `MapTable::load`); one change when any row was added or replaced.
    pub fn load_players(&mut self, docs: &[IndexDoc]) -> LoadReport {
        let report = self.table.load(docs);
        if report.added + report.replaced > 0 {
            self.store.touch();
        }
        report
    }

    /// Drops every loaded player; one change when there were any.
    pub fn clear_players(&mut self) -> bool {
        let had = !self.table.is_empty();
        if had {
            self.table.clear();
            self.store.touch();
        }
        had
    }

    /// The rows passing the current state's filters on `today`, or the fields that do not read.
    pub fn filter_players(&self, today: &str) -> Result<Vec<u32>, Vec<FieldError>> {
        self.table.filter_state(self.store.state(), today)
    }

    /// The state a URL query describes, as one change (`talent_map::url`).
    pub fn apply_query(&mut self, search: &str) -> bool {
        self.store.set_state(parse_map_query(search))
    }

    /// The current state's canonical URL query.
    pub fn query_string(&self) -> String {
        map_query_string(self.store.state())
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::fixtures::{data, doc};
    use super::*;
    use serde_json::json;

    fn players() -> Vec<IndexDoc> {
        vec![
            doc(
                "p1",
                data(
                    "Lucía Ferrer",
                    json!({"countryOfResidence": "ES", "playerType": "goalkeeper"}),
                ),
            ),
            doc("p2", data("Ana Weber", json!({"countryOfResidence": "DE"}))),
        ]
    }

    #[test]
    fn loading_players_is_a_change_only_when_a_row_moved() {
        let mut m = MapStore::new();
        let r = m.load_players(&players());
        assert_eq!((r.added, m.version()), (2, 1));
        // The same entries again replace their rows: still a change (their data may be newer).
        m.load_players(&players());
        assert_eq!(m.version(), 2);
        let r = m.load_players(&[doc("bad/id", data("Ana", json!({})))]);
        assert_eq!((r.skipped, m.version()), (1, 2));
        assert!(m.clear_players());
        assert!(!m.clear_players());
        assert_eq!((m.table().len(), m.version()), (0, 3));
    }

    #[test]
    fn filtering_reads_the_current_state() {
        let mut m = MapStore::new();
        m.load_players(&players());
        assert_eq!(m.filter_players("2025-06-01"), Ok(vec![0, 1]));
        m.store_mut().set_active_country(Some("de".into()));
        assert_eq!(m.filter_players("2025-06-01"), Ok(vec![1]));
        m.store_mut().set_player_age("abc".into());
        let errors = m.filter_players("2025-06-01").err().unwrap_or_default();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].field, "playerAge");
    }

    #[test]
    fn the_url_sets_the_whole_state_in_one_change() {
        let mut m = MapStore::new();
        m.store_mut().set_player_name("x".into());
        assert!(m.apply_query("?country=ES&type=goalkeeper&lat=40.4&lng=-3.7&zoom=6"));
        assert_eq!(m.version(), 2);
        assert_eq!(m.state().player_name, "");
        assert_eq!(
            m.query_string(),
            "country=ES&type=goalkeeper&lat=40.4&lng=-3.7&zoom=6"
        );
        assert!(!m.apply_query("type=goalkeeper&country=ES&zoom=6&lat=40.4&lng=-3.7"));
        assert!(m.apply_query(""));
        assert_eq!(m.query_string(), "");
    }
}
