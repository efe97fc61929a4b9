//! The shared store handle: the core's `Store` plus JS subscribers for `useSyncExternalStore`.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use skora_core::directory::DirectoryQuery;
use skora_core::store::Store;
use skora_wasm_common::{from_js, to_js};
use wasm_bindgen::prelude::*;

use crate::read_docs;

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

    /// Loads the directory's players from `{ id, data }` documents; returns whether the list changed.
    /// Throws a `bad-input` error on a value that is not a list of documents, leaving the store untouched.
    #[wasm_bindgen(js_name = setPlayersFromDocs)]
    pub fn set_players_from_docs(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PlayerDoc[]")] docs: JsValue,
    ) -> Result<bool, JsValue> {
        let players = read_docs(docs)?;
        Ok(self.apply(|s| s.set_players(players)))
    }

    #[wasm_bindgen(js_name = playerCount)]
    pub fn player_count(&self) -> u32 {
        self.store.borrow().state().player_count
    }

    /// Writes a query (normalised) into the shared filters; one notification when anything changed.
    #[wasm_bindgen(js_name = setDirectoryQuery)]
    pub fn set_directory_query(
        &self,
        #[wasm_bindgen(unchecked_param_type = "DirectoryQuery")] query: JsValue,
    ) -> Result<bool, JsValue> {
        let query: DirectoryQuery = from_js(query)?;
        Ok(self.apply(|s| s.set_directory_query(query)))
    }

    /// The indices of the players matching the shared filters, sorted as asked (`today`: `YYYY-MM-DD`).
    pub fn query(&self, today: &str) -> Vec<u32> {
        self.store.borrow().query(today)
    }

    /// The cards of the players at `indices` (a page of `query`'s result); unknown indices are skipped.
    #[wasm_bindgen(js_name = cardsAt, unchecked_return_type = "PlayerCard[]")]
    pub fn cards_at(&self, indices: &[u32], today: &str) -> Result<JsValue, JsValue> {
        to_js(&self.store.borrow().cards_at(indices, today))
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
