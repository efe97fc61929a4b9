//! The content module: the clips gallery as one handle, `Clips` (curated links and players' highlights). The blog
//! needs no module: its posts are read by the core at build time (`skora_wasm_common::blog_index`).
//!
//! No `start` function: each call installs the panic hook itself (once), so the module's whole boundary is the
//! handle's two methods.

use skora_core::clips::{self, Clip};
use skora_core::player_index;
use skora_core::profile::EntryDocument;
use skora_wasm_common::typed::{typed, EntryDocuments};
use skora_wasm_common::{from_js_each, set_panic_hook};
use tsify::Ts;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct Clips;

#[wasm_bindgen]
impl Clips {
    /// A gallery clip for a YouTube link (with its watch and privacy-enhanced embed URLs), or `undefined` when
    /// the link is no YouTube video.
    pub fn link(url: &str, title: &str, player: &str) -> Result<Option<Ts<Clip>>, JsValue> {
        set_panic_hook();
        clips::clip_from_link(url, title, player)
            .as_ref()
            .map(typed)
            .transpose()
    }

    /// The clips of `playerIndex/{uid}` entries (as the gallery's query returned them): public players'
    /// highlights, each video once. An entry that cannot be read is skipped (and reported on the console).
    pub fn players(entries: EntryDocuments) -> Result<Vec<Ts<Clip>>, JsValue> {
        set_panic_hook();
        let entries: Vec<EntryDocument> = from_js_each(entries.into(), "index entries")?;
        let data: Vec<_> = entries.into_iter().map(|entry| entry.data).collect();
        player_index::gallery_clips(&data)
            .iter()
            .map(typed)
            .collect()
    }
}
