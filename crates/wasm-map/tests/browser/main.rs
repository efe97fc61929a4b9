//! The module's browser tests, one binary (each test binary starts a browser of its own).

mod players;
mod reads;
mod store;
mod world;

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use skora_wasm_common::testing::{get, get_f64, object};
use skora_wasm_map::CoreStore;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// Each of the store's single steps the tests check, as one request to its four methods (`set`, `load`,
/// `players`, `subscribe`): what the app asks, one question at a time.
pub trait Steps {
    fn change(&self, kind: &str, fields: &[(&str, JsValue)]) -> bool;
    /// The snapshot a new subscriber is given at once (`MapSnapshot`).
    fn latest(&self) -> JsValue;
    /// Subscribes `callback` to the changes only (the store also calls it at once, with the snapshot).
    fn listen(&self, callback: Function) -> Function;
    fn players_of(
        &self,
        rows: Option<&[u32]>,
        query: &[(&str, JsValue)],
    ) -> Result<skora_wasm_map::Players, JsValue>;

    fn version(&self) -> f64 {
        get_f64(&self.latest(), "version")
    }
    fn snapshot(&self) -> JsValue {
        get(&self.latest(), "state")
    }
    fn query_string(&self) -> String {
        skora_wasm_common::testing::get_str(&self.latest(), "query")
    }
    fn players_version(&self) -> f64 {
        get_f64(&self.latest(), "playersVersion")
    }
    fn player_count(&self) -> u32 {
        get_f64(&self.latest(), "count") as u32
    }
    fn reset(&self) -> bool {
        self.change("reset", &[])
    }
    fn clear_players(&self) -> bool {
        self.change("clearPlayers", &[])
    }
    fn set_map_center(&self, lat: f64, lng: f64) -> bool {
        self.change("center", &[("lat", lat.into()), ("lng", lng.into())])
    }
    fn set_map_view(&self, lat: f64, lng: f64, zoom: f64) -> bool {
        self.change(
            "view",
            &[
                ("lat", lat.into()),
                ("lng", lng.into()),
                ("zoom", zoom.into()),
            ],
        )
    }
    fn set_active_position(&self, v: Option<String>) -> bool {
        self.change(
            "activePosition",
            &[("value", v.map_or(JsValue::NULL, Into::into))],
        )
    }
    fn set_active_country(&self, v: Option<String>) -> bool {
        self.change(
            "activeCountry",
            &[("value", v.map_or(JsValue::NULL, Into::into))],
        )
    }
    fn set_nationality(&self, v: Option<String>) -> bool {
        self.change(
            "nationality",
            &[("value", v.map_or(JsValue::NULL, Into::into))],
        )
    }
    fn set_player_name(&self, v: String) -> bool {
        self.change("playerName", &[("value", v.into())])
    }
    fn set_player_age(&self, v: String) -> bool {
        self.change("playerAge", &[("value", v.into())])
    }
    fn set_player_type(&self, v: String) -> bool {
        self.change("playerType", &[("value", v.into())])
    }
    fn apply_query(&self, search: &str) -> bool {
        self.change("query", &[("search", search.into())])
    }
    fn load_players_js(&self, entries: JsValue) -> Result<JsValue, JsValue> {
        self.load_js(entries)
    }
    fn load_js(&self, entries: JsValue) -> Result<JsValue, JsValue>;
    fn uids(&self) -> Vec<String> {
        self.players_of(None, &[("ids", true.into())])
            .expect("ids")
            .ids()
    }
    fn filter_players(&self, today: &str) -> Result<Vec<u32>, JsValue> {
        self.players_of(None, &[("filtered", true.into()), ("today", today.into())])
            .map(|p| p.rows())
    }
    fn sort_players(&self, rows: &[u32], by: JsValue, today: &str) -> Result<Vec<u32>, JsValue> {
        self.players_of(Some(rows), &[("sort", by), ("today", today.into())])
            .map(|p| p.rows())
    }
    fn player_points(&self, rows: &[u32]) -> Vec<f32> {
        self.players_of(Some(rows), &[("points", true.into())])
            .expect("points")
            .points()
    }
    fn rows_in_view(&self, rows: &[u32], bounds: JsValue) -> Result<Vec<u32>, JsValue> {
        self.players_of(Some(rows), &[("bounds", bounds)])
            .map(|p| p.rows())
    }
    fn player_card(&self, row: u32, today: &str) -> Result<JsValue, JsValue> {
        let cards = self
            .players_of(
                Some(&[row]),
                &[("cards", 1.into()), ("today", today.into())],
            )?
            .cards();
        Ok(cards
            .first()
            .map_or(JsValue::UNDEFINED, |c| c.js_value().clone()))
    }
    fn player_id(&self, row: u32) -> Option<String> {
        self.players_of(Some(&[row]), &[("ids", true.into())])
            .ok()?
            .ids()
            .pop()
    }
}

impl Steps for CoreStore {
    fn change(&self, kind: &str, fields: &[(&str, JsValue)]) -> bool {
        let mut all = vec![("kind", JsValue::from_str(kind))];
        all.extend(fields.iter().cloned());
        self.set(Ts::new_unchecked(object(&all))).expect("a change")
    }

    fn latest(&self) -> JsValue {
        let seen: Rc<RefCell<JsValue>> = Rc::default();
        let slot = Rc::clone(&seen);
        let f = Closure::<dyn FnMut(JsValue)>::new(move |s| *slot.borrow_mut() = s);
        let unsubscribe = self
            .subscribe(f.into_js_value().unchecked_into())
            .expect("subscribe");
        unsubscribe.call0(&JsValue::NULL).expect("unsubscribe");
        let snapshot = seen.borrow().clone();
        snapshot
    }

    fn listen(&self, callback: Function) -> Function {
        let first = Rc::new(std::cell::Cell::new(true));
        let f =
            Closure::<dyn FnMut(JsValue) -> Result<JsValue, JsValue>>::new(move |s: JsValue| {
                if first.replace(false) {
                    return Ok(JsValue::UNDEFINED);
                }
                callback.call1(&JsValue::NULL, &s)
            });
        self.subscribe(f.into_js_value().unchecked_into())
            .expect("subscribe")
    }

    fn load_js(&self, entries: JsValue) -> Result<JsValue, JsValue> {
        let what = Ts::new_unchecked(object(&[("kind", "entries".into())]));
        self.read(what, entries.unchecked_into())
            .map(|r| js_sys::Reflect::get(&r.js_value(), &"loaded".into()).unwrap_or(JsValue::NULL))
    }

    fn players_of(
        &self,
        rows: Option<&[u32]>,
        query: &[(&str, JsValue)],
    ) -> Result<skora_wasm_map::Players, JsValue> {
        self.players(rows.map(<[u32]>::to_vec), Ts::new_unchecked(object(query)))
    }
}
