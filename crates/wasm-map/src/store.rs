//! `CoreStore`: the one handle over the map's model (the core's `MapStore`: the shared state and the loaded
//! players), plus JS subscribers for `useSyncExternalStore`. JS loads pages of index entries into it and asks
//! for row numbers: a filter, a sort or the view's cut returns a `Uint32Array` (the records stay in wasm
//! memory), and a card is built only for the row a scout opens.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use skora_core::directory::IndexDoc;
use skora_core::geo::LatLng;
use skora_core::store::Store;
use skora_core::talent_map::{LoadReport, MapBounds, MapSort, MapStore};
use skora_wasm_common::{from_js, from_js_each, invalid_form, to_js};
use wasm_bindgen::prelude::*;

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

    /// Bumped once per real change (a field, or the loaded players); React caches its snapshot by this number.
    pub fn version(&self) -> f64 {
        self.model.borrow().version() as f64
    }

    #[wasm_bindgen(unchecked_return_type = "StoreState")]
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(self.model.borrow().state())
    }

    /// Registers `callback`, called after every change; returns the function that unregisters it.
    #[wasm_bindgen(unchecked_return_type = "() => void")]
    pub fn subscribe(
        &self,
        #[wasm_bindgen(unchecked_param_type = "() => void")] callback: Function,
    ) -> Function {
        let id = {
            let mut listeners = self.listeners.borrow_mut();
            listeners.next_id += 1;
            let id = listeners.next_id;
            listeners.entries.push((id, callback));
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
        unsubscribe.into_js_value().unchecked_into()
    }

    /// The state back to its defaults (one notification when anything changed). The loaded players stay:
    /// `clearPlayers` drops them.
    pub fn reset(&self) -> bool {
        self.set(Store::reset)
    }

    /// Moves the map's centre; a point that is not on the map (NaN, out of range) is refused: `false`,
    /// nothing changes. Returns whether the state changed (one notification then), as every setter does.
    #[wasm_bindgen(js_name = setMapCenter)]
    pub fn set_map_center(&self, lat: f64, lng: f64) -> bool {
        self.set(|s| s.set_map_center(LatLng { lat, lng }))
    }

    /// The map's centre and zoom together (where a pan or zoom ended), as one change. Refused as a whole when
    /// either is not one the map shows (zoom 2..18, rounded; a longitude past ±180 is wrapped).
    #[wasm_bindgen(js_name = setMapView)]
    pub fn set_map_view(&self, lat: f64, lng: f64, zoom: f64) -> bool {
        self.set(|s| s.set_map_view(LatLng { lat, lng }, zoom))
    }

    /// The position filter (a position code), or none.
    #[wasm_bindgen(js_name = setActivePosition)]
    pub fn set_active_position(&self, position: Option<String>) -> bool {
        self.set(|s| s.set_active_position(position))
    }

    /// "Based in" (a country code): the country whose players the map shows, or none.
    #[wasm_bindgen(js_name = setActiveCountry)]
    pub fn set_active_country(&self, country: Option<String>) -> bool {
        self.set(|s| s.set_active_country(country))
    }

    /// "Nationality" (a country code): either of the player's nationalities, among the country's players; or
    /// none.
    #[wasm_bindgen(js_name = setNationality)]
    pub fn set_nationality(&self, nationality: Option<String>) -> bool {
        self.set(|s| s.set_nationality(nationality))
    }

    /// The name filter, as typed.
    #[wasm_bindgen(js_name = setPlayerName)]
    pub fn set_player_name(&self, name: String) -> bool {
        self.set(|s| s.set_player_name(name))
    }

    /// The age filter, as typed (`18`, `18-21`, `U17`, `30+`).
    #[wasm_bindgen(js_name = setPlayerAge)]
    pub fn set_player_age(&self, age: String) -> bool {
        self.set(|s| s.set_player_age(age))
    }

    /// The player type filter (`outfield`, `goalkeeper`), or `""` for both.
    #[wasm_bindgen(js_name = setPlayerType)]
    pub fn set_player_type(&self, player_type: String) -> bool {
        self.set(|s| s.set_player_type(player_type))
    }

    /// The state a URL search string describes (`?basedIn=ES&age=18-21&lat=40.4&lng=-3.7&zoom=6`; a key left
    /// out is its default, values the core does not know are dropped), as one change.
    #[wasm_bindgen(js_name = applyQuery)]
    pub fn apply_query(&self, search: &str) -> bool {
        self.apply(|m| m.apply_query(search))
    }

    /// The state's canonical URL query, without `?` (`""` for the default state).
    #[wasm_bindgen(js_name = queryString)]
    pub fn query_string(&self) -> String {
        self.model.borrow().query_string()
    }

    /// Adds a page of `playerIndex` documents (`{id, data}`); an id already loaded replaces its row (row
    /// numbers stay valid). Documents that do not read are skipped and counted, never thrown. One notification
    /// when a row was added or replaced.
    #[wasm_bindgen(js_name = loadPlayers, unchecked_return_type = "LoadReport")]
    pub fn load_players(
        &self,
        #[wasm_bindgen(unchecked_param_type = "IndexDoc[]")] entries: JsValue,
    ) -> Result<JsValue, JsValue> {
        let total = entries.dyn_ref::<js_sys::Array>().map_or(0, |a| a.length());
        let docs: Vec<IndexDoc> = from_js_each(entries, "index entries")?;
        let mut report: LoadReport = self.apply(|m| m.load_players(&docs));
        // Items that were not even `{id, data}` were dropped (and reported) before the table saw them.
        report.skipped += total.saturating_sub(docs.len() as u32);
        to_js(&report)
    }

    /// Drops every loaded player (row numbers start again at 0); one notification when there were any.
    #[wasm_bindgen(js_name = clearPlayers)]
    pub fn clear_players(&self) -> bool {
        self.apply(MapStore::clear_players)
    }

    /// The shared state's `players`: the loaded players' uids in row order (`players()[row]` is the player a row
    /// number names; `[]` in a new store). A new array per call: `useCoreStore` keeps one per `playersVersion`.
    pub fn players(&self) -> Vec<String> {
        self.model.borrow().players().to_vec()
    }

    /// Moved by every load or clear that changed the players, and by nothing else (a filter's change leaves it).
    #[wasm_bindgen(js_name = playersVersion)]
    pub fn players_version(&self) -> f64 {
        self.model.borrow().players_version() as f64
    }

    /// The number of loaded players.
    #[wasm_bindgen(js_name = playerCount)]
    pub fn player_count(&self) -> u32 {
        self.model.borrow().table().len() as u32
    }

    /// The rows passing the current state's five filters on `today` (`YYYY-MM-DD`), in row order. A field
    /// that does not read (e.g. `playerAge: "abc"`) throws an `invalid-form` error naming the field
    /// (`playerAge`, `activePosition` or `playerType`), with the message to show under it.
    #[wasm_bindgen(js_name = filterPlayers)]
    pub fn filter_players(&self, today: &str) -> Result<Vec<u32>, JsValue> {
        self.model
            .borrow()
            .filter_players(today)
            .map_err(invalid_form)
    }

    /// `rows` sorted by name or age (youngest first) on `today`; rows not in the table are dropped.
    #[wasm_bindgen(js_name = sortPlayers)]
    pub fn sort_players(
        &self,
        rows: &[u32],
        #[wasm_bindgen(unchecked_param_type = "MapSort")] by: JsValue,
        today: &str,
    ) -> Result<Vec<u32>, JsValue> {
        let by: MapSort = from_js(by)?;
        Ok(self.model.borrow().table().sort(rows, by, today))
    }

    /// The coarse points of `rows`, `[lat0, lng0, lat1, lng1, …]` (`NaN` where a row has none): the
    /// markers' positions for the clustering library, in one array.
    #[wasm_bindgen(js_name = playerPoints)]
    pub fn player_points(&self, rows: &[u32]) -> Vec<f32> {
        self.model.borrow().table().points(rows)
    }

    /// The rows of `rows` whose point is inside `view` (`{south, west, north, east}`; `west > east` crosses
    /// the antimeridian), in the order given; rows without a location are never in view.
    #[wasm_bindgen(js_name = rowsInView)]
    pub fn rows_in_view(
        &self,
        rows: &[u32],
        #[wasm_bindgen(unchecked_param_type = "MapBounds")] view: JsValue,
    ) -> Result<Vec<u32>, JsValue> {
        let view: MapBounds = from_js(view)?;
        Ok(self.model.borrow().table().rows_in_view(rows, &view))
    }

    /// The card of row `row` on `today`, or `undefined` past the end.
    #[wasm_bindgen(js_name = playerCard, unchecked_return_type = "MapCard | undefined")]
    pub fn player_card(&self, row: u32, today: &str) -> Result<JsValue, JsValue> {
        match self.model.borrow().table().card(row, today) {
            Some(card) => to_js(&card),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The uid of row `row` (the CV's link and the marker's key), or `undefined`.
    #[wasm_bindgen(js_name = playerId)]
    pub fn player_id(&self, row: u32) -> Option<String> {
        self.model.borrow().table().id(row).map(str::to_string)
    }
}

impl CoreStore {
    /// Runs a setter of the state (see `apply`).
    fn set(&self, change: impl FnOnce(&mut Store) -> bool) -> bool {
        self.apply(|m| change(m.store_mut()))
    }

    /// Runs `change` on the model and, when the version moved, notifies every subscriber once.
    fn apply<T>(&self, change: impl FnOnce(&mut MapStore) -> T) -> T {
        // The borrow ends before any listener runs: listeners read the snapshot.
        let (result, changed) = {
            let mut model = self.model.borrow_mut();
            let before = model.version();
            let result = change(&mut model);
            (result, model.version() != before)
        };
        if changed {
            // Copy the callbacks out first: a listener may subscribe or unsubscribe while being notified.
            let callbacks: Vec<Function> = self
                .listeners
                .borrow()
                .entries
                .iter()
                .map(|(_, f)| f.clone())
                .collect();
            for callback in callbacks {
                // A throwing listener must not stop the others from hearing about the change.
                let _ = callback.call0(&JsValue::NULL);
            }
        }
        result
    }
}
