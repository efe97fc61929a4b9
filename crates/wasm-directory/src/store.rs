//! The shared store handle: the core's `Store` plus JS subscribers for `useSyncExternalStore`. It holds
//! the talent map's centre and filters (the seed's shared state); the directory keeps its query in the URL.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use skora_core::geo::LatLng;
use skora_core::store::Store;
use skora_wasm_common::to_js;
use wasm_bindgen::prelude::*;

#[derive(Default)]
struct Listeners {
    next_id: u32,
    entries: Vec<(u32, Function)>,
}

#[wasm_bindgen]
pub struct CoreStore {
    store: Rc<RefCell<Store>>,
    listeners: Rc<RefCell<Listeners>>,
}

impl Default for CoreStore {
    fn default() -> Self {
        Self::new()
    }
}

#[wasm_bindgen]
impl CoreStore {
    #[wasm_bindgen(constructor)]
    pub fn new() -> CoreStore {
        CoreStore {
            store: Rc::new(RefCell::new(Store::new())),
            listeners: Rc::default(),
        }
    }

    /// Bumped once per real change; React caches its snapshot by this number.
    pub fn version(&self) -> f64 {
        self.store.borrow().version() as f64
    }

    #[wasm_bindgen(unchecked_return_type = "StoreState")]
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(self.store.borrow().state())
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

    /// Back to the initial state (one notification when anything changed).
    pub fn reset(&self) -> bool {
        self.apply(Store::reset)
    }

    /// Moves the map's centre; a point that is not on the map (NaN, out of range) is refused: `false`,
    /// nothing changes. Returns whether the state changed (one notification then), as every setter does.
    #[wasm_bindgen(js_name = setMapCenter)]
    pub fn set_map_center(&self, lat: f64, lng: f64) -> bool {
        self.apply(|s| s.set_map_center(LatLng { lat, lng }))
    }

    /// The position filter (a position code), or none.
    #[wasm_bindgen(js_name = setActivePosition)]
    pub fn set_active_position(&self, position: Option<String>) -> bool {
        self.apply(|s| s.set_active_position(position))
    }

    /// The country filter (a country code), or none.
    #[wasm_bindgen(js_name = setActiveCountry)]
    pub fn set_active_country(&self, country: Option<String>) -> bool {
        self.apply(|s| s.set_active_country(country))
    }

    /// The name filter, as typed.
    #[wasm_bindgen(js_name = setPlayerName)]
    pub fn set_player_name(&self, name: String) -> bool {
        self.apply(|s| s.set_player_name(name))
    }

    /// The age filter, as typed (`18`, `18-21`, `U17`, `30+`).
    #[wasm_bindgen(js_name = setPlayerAge)]
    pub fn set_player_age(&self, age: String) -> bool {
        self.apply(|s| s.set_player_age(age))
    }

    /// The player type filter (`outfield`, `goalkeeper`), or `""` for both.
    #[wasm_bindgen(js_name = setPlayerType)]
    pub fn set_player_type(&self, player_type: String) -> bool {
        self.apply(|s| s.set_player_type(player_type))
    }
}

impl CoreStore {
    /// Runs `change` on the store and, when it reports a change, notifies every subscriber.
    fn apply(&self, change: impl FnOnce(&mut Store) -> bool) -> bool {
        let changed = change(&mut self.store.borrow_mut());
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
        changed
    }
}
