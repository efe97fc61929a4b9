//! `CoreStore`: the one handle over the map's model (the core's `MapStore`: the shared state and the loaded
//! players), with JS subscribers for `useSyncExternalStore`. Four methods: `set` (every change of the state,
//! one tagged `MapChange`), `read` (what was read: index entries, or a step of reading a view from the map's
//! cells), `players` (what a render shows of the loaded players: row numbers, their points, their cards, their
//! uids) and `subscribe` (the snapshot now and after every change). Rows cross as numbers (`Uint32Array`), the records stay in wasm memory, and a card is built
//! only for the rows a render shows.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use serde::{Deserialize, Deserializer, Serialize};
use skora_core::directory::IndexDoc;
use skora_core::geo::LatLng;
use skora_core::map_cells::CellSet;
use skora_core::store::StoreState;
use skora_core::talent_map::{
    CellPlan, LoadReport, MapBounds, MapCard, MapSort, MapStore, MapView,
};
use skora_wasm_common::typed::{read, typed, EntryDocuments};
use skora_wasm_common::{from_js_each, invalid_form};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A coordinate as the map library gives it; `null` (what `NaN` crosses as) is no number, which every setter
/// refuses like any point off the map.
fn coordinate<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    Ok(Option::<f64>::deserialize(d)?.unwrap_or(f64::NAN))
}

/// One change of the map's state, tagged with its kind.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum MapChange {
    /// The state back to its defaults (the loaded players stay: `clearPlayers` drops them).
    Reset,
    /// The map's centre; a point that is not on the map (NaN, out of range) is refused.
    Center {
        #[serde(deserialize_with = "coordinate")]
        lat: f64,
        #[serde(deserialize_with = "coordinate")]
        lng: f64,
    },
    /// The map's centre and zoom together (where a pan or zoom ended), refused as a whole when either is not one
    /// the map shows (zoom 2..18, rounded; a longitude past ±180 is wrapped).
    View {
        #[serde(deserialize_with = "coordinate")]
        lat: f64,
        #[serde(deserialize_with = "coordinate")]
        lng: f64,
        #[serde(deserialize_with = "coordinate")]
        zoom: f64,
    },
    /// The position filter (a position code), or none.
    ActivePosition { value: Option<String> },
    /// "Based in" (a country code): the country whose players the map shows, or none.
    ActiveCountry { value: Option<String> },
    /// "Nationality" (a country code): either of the player's nationalities, among the country's players.
    Nationality { value: Option<String> },
    /// The name filter, as typed.
    PlayerName { value: String },
    /// The age filter, as typed (`18`, `18-21`, `U17`, `30+`).
    PlayerAge { value: String },
    /// The player type filter (`outfield`, `goalkeeper`), or `""` for both.
    PlayerType { value: String },
    /// "Confirmed stats only": players some of whose newest season's minutes an official confirmed.
    ConfirmedOnly { value: bool },
    /// "Reset filters": nationality, position, name, age, type and "confirmed stats only" back to empty; "Based in"
    /// and the view stay.
    ClearFilters,
    /// The state a URL search string describes (`?basedIn=ES&age=18-21&lat=40.4&lng=-3.7&zoom=6`; a key left
    /// out is its default, values the core does not know are dropped).
    Query { search: String },
    /// Drops every loaded player (row numbers start again at 0); with `forgetCells`, the map's cells read so far
    /// too (a fresh visit reads them again).
    ClearPlayers {
        #[serde(default)]
        #[tsify(optional)]
        forget_cells: bool,
    },
}

/// What a subscriber is told: the shared state and what it describes.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MapSnapshot {
    /// Moved by every real change (a field, or the loaded players).
    pub version: u64,
    /// Moved by every load or clear that changed the players, and by nothing else.
    pub players_version: u64,
    /// The number of loaded players.
    pub count: u32,
    /// The state's canonical URL query, without `?` (`""` for the default state).
    pub query: String,
    pub state: StoreState,
}

/// What a render asks of the loaded players. The rows (every loaded row when none are given) are cut by
/// `filtered`, then `bounds`, then ordered by `sort`; the answer holds them and what else is asked.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PlayersQuery {
    /// The reader's date (`YYYY-MM-DD`): ages, the age filter and the age sort are theirs.
    #[serde(default)]
    #[tsify(optional)]
    pub today: String,
    /// Only the rows passing the state's five filters. A field that does not read (e.g. `playerAge: "abc"`)
    /// throws an `invalid-form` error naming it (`playerAge`, `activePosition` or `playerType`), with the
    /// message to show under it.
    #[serde(default)]
    #[tsify(optional)]
    pub filtered: bool,
    /// Only the rows whose point is inside these bounds (`west > east` crosses the antimeridian); a row without
    /// a location is never in view.
    #[serde(default)]
    #[tsify(optional)]
    pub bounds: Option<MapBounds>,
    /// In this order (youngest first by age); rows not in the table are dropped.
    #[serde(default)]
    #[tsify(optional)]
    pub sort: Option<MapSort>,
    /// The rows' coarse points as well.
    #[serde(default)]
    #[tsify(optional)]
    pub points: bool,
    /// The cards of the first `cards` rows as well.
    #[serde(default)]
    #[tsify(optional)]
    pub cards: u32,
    /// The rows' uids as well.
    #[serde(default)]
    #[tsify(optional)]
    pub ids: bool,
}

/// What the documents handed to `read` are.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum StoreRead {
    /// `playerIndex` entries: loaded as they are.
    Entries,
    /// A step of reading a country's view from the map's cells: the documents are the cells the last step asked
    /// for.
    Cells {
        /// The country (a code).
        country: String,
        /// The country's players, whatever the filters (`World.view`'s `read.players`).
        players: u64,
        /// The map's view (none before the map has one).
        #[serde(default)]
        #[tsify(optional)]
        view: Option<MapView>,
        /// Whether the read sees members-only entries (`World.view`'s `read.members`): the cells of every listed
        /// entry, else the public entries' cells.
        members: bool,
    },
}

/// What a `read` did.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ReadStep {
    /// For the cells: the cells to read next (`read`), the view read (`load`), or a zoom to wait for (`zoomIn`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub plan: Option<CellPlan>,
    /// What went into the table: rows added, replaced, and documents skipped.
    pub loaded: LoadReport,
}

/// The loaded players a render shows (read its properties, then `free()` it).
#[wasm_bindgen]
pub struct Players {
    rows: Vec<u32>,
    points: Vec<f32>,
    cards: Vec<Ts<MapCard>>,
    ids: Vec<String>,
}

#[wasm_bindgen]
impl Players {
    /// The rows asked for, as row numbers.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> Vec<u32> {
        self.rows.clone()
    }

    /// When asked: the rows' coarse points, `[lat0, lng0, lat1, lng1, …]` (`NaN` where a row has none), the
    /// markers' positions for the clustering library in one array.
    #[wasm_bindgen(getter)]
    pub fn points(&self) -> Vec<f32> {
        self.points.clone()
    }

    /// When asked: the cards of the first rows (a row past the end has none).
    #[wasm_bindgen(getter)]
    pub fn cards(&self) -> Vec<Ts<MapCard>> {
        self.cards.clone()
    }

    /// When asked: the rows' uids (the CV's link and the marker's key), in the rows' order.
    #[wasm_bindgen(getter)]
    pub fn ids(&self) -> Vec<String> {
        self.ids.clone()
    }
}

#[derive(Default)]
struct Listeners {
    next_id: u32,
    entries: Vec<(u32, Function)>,
}

#[wasm_bindgen]
#[derive(Default)]
pub struct CoreStore {
    model: RefCell<MapStore>,
    listeners: Rc<RefCell<Listeners>>,
}

#[wasm_bindgen]
impl CoreStore {
    #[wasm_bindgen(constructor)]
    pub fn new() -> CoreStore {
        CoreStore::default()
    }

    /// Calls `callback` with the snapshot (a `MapSnapshot`) at once and after every change, in the order the
    /// subscribers came; returns the function that unsubscribes it.
    pub fn subscribe(&self, callback: Function) -> Result<Function, JsValue> {
        let snapshot: JsValue = self.snapshot()?.into();
        let id = {
            let mut listeners = self.listeners.borrow_mut();
            listeners.next_id += 1;
            let id = listeners.next_id;
            listeners.entries.push((id, callback.clone()));
            id
        };
        let listeners = Rc::downgrade(&self.listeners);
        let unsubscribe = Closure::<dyn FnMut()>::new(move || {
            if let Some(listeners) = listeners.upgrade() {
                listeners
                    .borrow_mut()
                    .entries
                    .retain(|(entry, _)| *entry != id);
            }
        });
        // What the subscriber does with its first snapshot is its own affair: a throw stays there.
        let _ = callback.call1(&JsValue::NULL, &snapshot);
        Ok(unsubscribe.into_js_value().unchecked_into())
    }

    /// Applies `change`; whether the state changed (every subscriber is told once then). A change that
    /// changes nothing, or is refused, tells no one.
    pub fn set(&self, change: Ts<MapChange>) -> Result<bool, JsValue> {
        let change = read(change)?;
        self.apply(|m| match change {
            MapChange::Reset => m.store_mut().reset(),
            MapChange::Center { lat, lng } => m.store_mut().set_map_center(LatLng { lat, lng }),
            MapChange::View { lat, lng, zoom } => {
                m.store_mut().set_map_view(LatLng { lat, lng }, zoom)
            }
            MapChange::ActivePosition { value } => m.store_mut().set_active_position(value),
            MapChange::ActiveCountry { value } => m.store_mut().set_active_country(value),
            MapChange::Nationality { value } => m.store_mut().set_nationality(value),
            MapChange::PlayerName { value } => m.store_mut().set_player_name(value),
            MapChange::PlayerAge { value } => m.store_mut().set_player_age(value),
            MapChange::PlayerType { value } => m.store_mut().set_player_type(value),
            MapChange::ConfirmedOnly { value } => m.store_mut().set_confirmed_only(value),
            MapChange::ClearFilters => m.store_mut().clear_filters(),
            MapChange::Query { search } => m.apply_query(&search),
            MapChange::ClearPlayers { forget_cells } => {
                if forget_cells {
                    m.forget_cells();
                }
                m.clear_players()
            }
        })
    }

    /// Adds what was read to the model, as `what` says:
    /// - `entries`: `docs` are `playerIndex` documents (`{id, data}`); an id already loaded replaces its row (row
    ///   numbers stay valid);
    /// - `cells`: one step of reading a country's view from the map's cells. `docs` are the cells the last step
    ///   asked for, as read (`data` `{}` for a cell that does not exist), kept for the session; then the view is
    ///   planned again: the cells to read next, or, once every cell the view needs is known, its players loaded.
    ///
    /// Documents that do not read are skipped and counted, never thrown. Subscribers are told once when a row was
    /// added or replaced.
    pub fn read(&self, what: Ts<StoreRead>, docs: EntryDocuments) -> Result<Ts<ReadStep>, JsValue> {
        let what = read(what)?;
        let docs: JsValue = docs.into();
        let total = docs.dyn_ref::<js_sys::Array>().map_or(0, |a| a.length());
        let docs: Vec<IndexDoc> = from_js_each(docs, "documents")?;
        let (plan, mut loaded) = match what {
            StoreRead::Entries => (None, self.apply(|m| m.load_players(&docs))?),
            StoreRead::Cells {
                country,
                players,
                view,
                members,
            } => {
                let set = CellSet::for_reader(members);
                let (plan, loaded) =
                    self.apply(|m| m.read_cells(set, &docs, &country, players, view.as_ref()))?;
                (Some(plan), loaded)
            }
        };
        // Items that were not even `{id, data}` were dropped (and reported) before the model saw them.
        loaded.skipped += total.saturating_sub(docs.len() as u32);
        typed(&ReadStep { plan, loaded })
    }

    /// What a render shows of `rows` (none: every loaded row), as `query` asks.
    pub fn players(
        &self,
        rows: Option<Vec<u32>>,
        query: Ts<PlayersQuery>,
    ) -> Result<Players, JsValue> {
        let q = read(query)?;
        let model = self.model.borrow();
        let table = model.table();
        let mut rows = rows.unwrap_or_else(|| (0..table.len() as u32).collect());
        if q.filtered {
            let passing = model.filter_players(&q.today).map_err(invalid_form)?;
            // The filter's rows come in row order: a binary search keeps the given rows' own order.
            rows.retain(|row| passing.binary_search(row).is_ok());
        }
        if let Some(bounds) = &q.bounds {
            rows = table.rows_in_view(&rows, bounds);
        }
        if let Some(by) = q.sort {
            rows = table.sort(&rows, by, &q.today);
        }
        let points = if q.points {
            table.points(&rows)
        } else {
            Vec::new()
        };
        let cards = rows
            .iter()
            .take(q.cards as usize)
            .filter_map(|&row| table.card(row, &q.today))
            .map(|card| typed(&card))
            .collect::<Result<_, _>>()?;
        let ids = if q.ids {
            rows.iter()
                .filter_map(|&row| table.id(row).map(str::to_string))
                .collect()
        } else {
            Vec::new()
        };
        Ok(Players {
            rows,
            points,
            cards,
            ids,
        })
    }
}

impl CoreStore {
    fn snapshot(&self) -> Result<Ts<MapSnapshot>, JsValue> {
        let model = self.model.borrow();
        typed(&MapSnapshot {
            version: model.version(),
            players_version: model.players_version(),
            count: model.table().len() as u32,
            query: model.query_string(),
            state: model.state().clone(),
        })
    }

    /// Runs `change` on the model and, when the version moved, tells every subscriber once.
    fn apply<T>(&self, change: impl FnOnce(&mut MapStore) -> T) -> Result<T, JsValue> {
        // The borrow ends before any listener runs: listeners may read the store.
        let (result, changed) = {
            let mut model = self.model.borrow_mut();
            let before = model.version();
            let result = change(&mut model);
            (result, model.version() != before)
        };
        if changed {
            // One snapshot for everyone. Copy the callbacks out first: a listener may subscribe or unsubscribe
            // while being notified.
            let snapshot: JsValue = self.snapshot()?.into();
            let callbacks: Vec<Function> = self
                .listeners
                .borrow()
                .entries
                .iter()
                .map(|(_, f)| f.clone())
                .collect();
            for callback in callbacks {
                // A throwing listener must not stop the others from hearing about the change.
                let _ = callback.call1(&JsValue::NULL, &snapshot);
            }
        }
        Ok(result)
    }
}
