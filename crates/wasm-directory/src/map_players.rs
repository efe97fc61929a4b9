//! `MapPlayers`: the talent map's loaded players, one coarse handle over the core's `MapTable`. JS loads
//! pages of index entries into it and asks for row numbers: a filter or a sort returns a `Uint32Array`
//! (the records stay in wasm memory), and a card is built only for the row a scout opens.

use skora_core::directory::IndexDoc;
use skora_core::store::StoreState;
use skora_core::talent_map::{LoadReport, MapSort, MapTable};
use skora_wasm_common::{from_js, from_js_each, invalid_form, to_js};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
#[derive(Default)]
pub struct MapPlayers {
    table: MapTable,
}

#[wasm_bindgen]
impl MapPlayers {
    #[wasm_bindgen(constructor)]
    pub fn new() -> MapPlayers {
        MapPlayers::default()
    }

    /// Adds a page of `playerIndex` documents (`{id, data}`); an id already loaded replaces its row (row
    /// numbers stay valid). Documents that do not read are skipped and counted, never thrown.
    #[wasm_bindgen(unchecked_return_type = "LoadReport")]
    pub fn load(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "IndexDoc[]")] entries: JsValue,
    ) -> Result<JsValue, JsValue> {
        let total = entries.dyn_ref::<js_sys::Array>().map_or(0, |a| a.length());
        let docs: Vec<IndexDoc> = from_js_each(entries, "index entries")?;
        let mut report: LoadReport = self.table.load(&docs);
        // Items that were not even `{id, data}` were dropped (and reported) before the table saw them.
        report.skipped += total.saturating_sub(docs.len() as u32);
        to_js(&report)
    }

    /// The rows passing the store's filters (`state`: the store's snapshot) on `today` (`YYYY-MM-DD`), in
    /// row order. A field that does not read (e.g. `playerAge: "abc"`) throws an `invalid-form` error
    /// naming the field, with the message to show under it.
    pub fn filter(
        &self,
        #[wasm_bindgen(unchecked_param_type = "StoreState")] state: JsValue,
        today: &str,
    ) -> Result<Vec<u32>, JsValue> {
        let state: StoreState = from_js(state)?;
        self.table.filter_state(&state, today).map_err(invalid_form)
    }

    /// `rows` sorted by name or age (youngest first) on `today`; rows not in the table are dropped.
    pub fn sort(
        &self,
        rows: &[u32],
        #[wasm_bindgen(unchecked_param_type = "MapSort")] by: JsValue,
        today: &str,
    ) -> Result<Vec<u32>, JsValue> {
        let by: MapSort = from_js(by)?;
        Ok(self.table.sort(rows, by, today))
    }

    /// The card of row `row` on `today`, or `undefined` past the end.
    #[wasm_bindgen(unchecked_return_type = "MapCard | undefined")]
    pub fn card(&self, row: u32, today: &str) -> Result<JsValue, JsValue> {
        match self.table.card(row, today) {
            Some(card) => to_js(&card),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The coarse points of `rows`, `[lat0, lng0, lat1, lng1, …]` (`NaN` where a row has none): the
    /// markers' positions for the clustering library, in one array.
    pub fn points(&self, rows: &[u32]) -> Vec<f32> {
        self.table.points(rows)
    }

    /// The uid of row `row` (the CV's link and the marker's key), or `undefined`.
    pub fn id(&self, row: u32) -> Option<String> {
        self.table.id(row).map(str::to_string)
    }

    /// The number of loaded players.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> u32 {
        self.table.len() as u32
    }
}
