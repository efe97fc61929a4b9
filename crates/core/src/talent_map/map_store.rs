//! The map's whole model in one place: the shared state (`Store`: centre, zoom, the five filters) and the
//! players loaded into it (`MapTable`), as the seed names them together. The wasm facade wraps this one value
//! in one handle, so JS never pairs a state with a table by hand, and a filter always reads the state it is
//! shown with.
//!
//! Loading or clearing players changes what the state describes without changing a field, so it counts as a
//! change (the store's version moves): subscribers re-filter exactly when the players or a field changed.
//!
//! The seed's shared state lists `players` beside the centre and the filters, starting empty: `players()` is that
//! list (the loaded players' uids in row order, so `players()[row]` is the player a row number names), read from
//! the table's own column. It has its own version (`players_version`), which only loads and clears move: a copy
//! of the list made for JS stays valid across every filter change.

use std::collections::BTreeSet;

use crate::directory::IndexDoc;
use crate::map_cells::{CellId, CellSet};
use skora_domain::store::{Store, StoreState};
use skora_foundations::validation::FieldError;

use super::cell_reads::{cell_plan, CellCache, CellPlan};
use super::reads::MapView;
use super::table::{LoadReport, MapTable};
use super::url::{map_query_string, parse_map_query};

#[derive(Debug, Clone, Default)]
pub struct MapStore {
    store: Store,
    table: MapTable,
    players_version: u64,
    /// The map's cells read this session (`cell_reads`), and those whose rows are in the table.
    cells: CellCache,
    loaded_cells: BTreeSet<(CellSet, CellId)>,
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

    /// The shared state's `players`: the loaded players' uids in row order; empty in a new store and after
    /// `clear_players`.
    pub fn players(&self) -> &[String] {
        self.table.ids()
    }

    /// Starts at 0 and grows by one per load or clear that changed the players (never by a field's change).
    pub fn players_version(&self) -> u64 {
        self.players_version
    }

    /// Adds a page of index entries (see `MapTable::load`); one change when any row was added or replaced.
    pub fn load_players(&mut self, docs: &[IndexDoc]) -> LoadReport {
        let report = self.table.load(docs);
        if report.added + report.replaced > 0 {
            self.players_changed();
        }
        report
    }

    /// One step of reading `country`'s view (`players`: its count, from the countries aggregate) from the map's cells
    /// of `set`: `docs` (the cells the last step asked for, as read: `data` null for one that does not exist) are
    /// kept, then the view is planned again (`cell_reads::cell_plan`). The rows of the cells known to hold them and
    /// not loaded yet go into the table at each step, so the first players show before the view is read whole: one
    /// change when any row was added or replaced.
    pub fn read_cells(
        &mut self,
        set: CellSet,
        docs: &[IndexDoc],
        country: &str,
        players: u64,
        view: Option<&MapView>,
    ) -> (CellPlan, LoadReport) {
        self.cells.add(set, docs);
        let plan = cell_plan(&self.cells, set, country, players, view);
        let mut report = LoadReport::default();
        let leaves = match &plan {
            CellPlan::Load { leaves, .. } | CellPlan::Read { leaves, .. } => leaves.as_slice(),
            CellPlan::ZoomIn { .. } => &[],
        };
        {
            for leaf in leaves {
                if !self.loaded_cells.insert((set, leaf.clone())) {
                    continue;
                }
                if let Some(rows) = self.cells.get(set, leaf).and_then(|c| c.rows.as_ref()) {
                    let page = self.table.load_rows(rows);
                    report.added += page.added;
                    report.replaced += page.replaced;
                    report.skipped += page.skipped;
                }
            }
        }
        if report.added + report.replaced > 0 {
            self.players_changed();
        }
        (plan, report)
    }

    /// Forgets the map's cells read so far (they are read again when a view needs them).
    pub fn forget_cells(&mut self) {
        self.cells = CellCache::default();
    }

    /// Drops every loaded player; one change when there were any. The cells read stay known: reading them again
    /// loads their rows without a read.
    pub fn clear_players(&mut self) -> bool {
        self.loaded_cells.clear();
        let had = !self.table.is_empty();
        if had {
            self.table.clear();
            self.players_changed();
        }
        had
    }

    fn players_changed(&mut self) {
        self.players_version = self.players_version.saturating_add(1);
        self.store.touch();
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
    fn a_new_store_has_no_players() {
        let m = MapStore::new();
        assert!(m.players().is_empty());
        assert_eq!((m.players_version(), m.version()), (0, 0));
        assert_eq!(m.state(), &skora_domain::store::StoreState::default());
    }

    #[test]
    fn the_state_lists_the_loaded_players_in_row_order() {
        let mut m = MapStore::new();
        m.load_players(&players());
        assert_eq!(m.players(), ["p1", "p2"]);
        assert_eq!(m.players_version(), 1);
        // A field's change leaves the players (and their version) as they are.
        m.store_mut().set_player_name("ana".into());
        assert_eq!((m.players_version(), m.version()), (1, 2));
        // A player loaded again keeps its row; a new one comes last.
        m.load_players(&[doc("p3", data("Eva Lind", json!({}))), players().remove(0)]);
        assert_eq!(m.players(), ["p1", "p2", "p3"]);
        assert_eq!(m.players_version(), 2);
        // Nothing readable: no change.
        m.load_players(&[doc("bad/id", data("Ana", json!({})))]);
        assert_eq!(m.players_version(), 2);
        assert!(m.clear_players());
        assert!(m.players().is_empty());
        assert!(!m.clear_players());
        assert_eq!(m.players_version(), 3);
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
    fn a_view_read_from_the_cells_loads_each_cell_once_and_again_after_a_clear() {
        let row =
            |name: &str| json!({format!(r#"{{"displayName":"{name}","visibility":"public"}}"#): 1});
        let es = IndexDoc {
            id: "ES".into(),
            data: json!({"n": 2, "rows": {"p1": row("Lucía Ferrer"), "bad/id": row("Ana")}}),
        };
        let mut m = MapStore::new();
        let (plan, report) = m.read_cells(CellSet::Public, &[], "ES", 2, None);
        assert!(matches!(plan, CellPlan::Read { ref ids, .. } if ids == &["ES".to_string()]));
        assert_eq!((report.added, m.players_version()), (0, 0));
        let (plan, report) = m.read_cells(CellSet::Public, &[es], "ES", 2, None);
        assert!(matches!(plan, CellPlan::Load { .. }));
        assert_eq!((report.added, report.skipped), (1, 1));
        assert_eq!(m.players(), ["p1"]);
        assert_eq!(m.players_version(), 1);
        // The same view again: nothing read, nothing loaded, no change.
        let (_, report) = m.read_cells(CellSet::Public, &[], "ES", 2, None);
        assert_eq!(
            (report.added, report.replaced, m.players_version()),
            (0, 0, 1)
        );
        // After a clear (the reader became a member, say), the kept cell loads again without a read.
        assert!(m.clear_players());
        let (plan, report) = m.read_cells(CellSet::Public, &[], "ES", 2, None);
        assert!(matches!(plan, CellPlan::Load { .. }));
        assert_eq!(report.added, 1);
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
            "basedIn=ES&type=goalkeeper&lat=40.4&lng=-3.7&zoom=6"
        );
        assert!(!m.apply_query("type=goalkeeper&country=ES&zoom=6&lat=40.4&lng=-3.7"));
        assert!(m.apply_query(""));
        assert_eq!(m.query_string(), "");
    }
}
