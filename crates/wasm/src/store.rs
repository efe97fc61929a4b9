//! The shared state store handle: the core's `Store` plus JS subscribers for `useSyncExternalStore`.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use skora_core::geo::LatLng;
use skora_core::store::{Store, StoreState};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

#[derive(Default)]
struct Listeners {
    next_id: u32,
    entries: Vec<(u32, Function)>,
}

#[wasm_bindgen]
pub struct CoreStore {
    // Crate-visible so the directory's exports (directory.rs) can add methods to the same handle.
    pub(crate) store: Rc<RefCell<Store>>,
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

    pub fn snapshot(&self) -> Result<Ts<StoreState>, JsError> {
        Ok(self.store.borrow().state().into_ts()?)
    }

    /// Registers `callback`, called after every change; returns the function that unregisters it.
    pub fn subscribe(&self, callback: Function) -> Function {
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

    #[wasm_bindgen(js_name = setMapCenter)]
    pub fn set_map_center(&self, center: Ts<LatLng>) -> Result<bool, JsError> {
        let center = center.to_rust()?;
        Ok(self.apply(|s| s.set_map_center(center)))
    }

    #[wasm_bindgen(js_name = setActivePosition)]
    pub fn set_active_position(&self, position: Option<String>) -> bool {
        self.apply(|s| s.set_active_position(position))
    }

    #[wasm_bindgen(js_name = setActiveCountry)]
    pub fn set_active_country(&self, country: Option<String>) -> bool {
        self.apply(|s| s.set_active_country(country))
    }

    #[wasm_bindgen(js_name = setPlayerName)]
    pub fn set_player_name(&self, name: String) -> bool {
        self.apply(|s| s.set_player_name(name))
    }

    #[wasm_bindgen(js_name = setPlayerAge)]
    pub fn set_player_age(&self, age: String) -> bool {
        self.apply(|s| s.set_player_age(age))
    }

    #[wasm_bindgen(js_name = setPlayerType)]
    pub fn set_player_type(&self, player_type: String) -> bool {
        self.apply(|s| s.set_player_type(player_type))
    }

    pub fn reset(&self) -> bool {
        self.apply(Store::reset)
    }
}

impl CoreStore {
    /// Runs `change` on the store and, when it reports a change, notifies every subscriber.
    pub(crate) fn apply(&self, change: impl FnOnce(&mut Store) -> bool) -> bool {
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
