//! The content module: the clips gallery (curated links and players' highlights). The blog needs no module:
//! its posts are read by the core at build time (`skora_wasm_common::blog_index`).

use serde_json::Value;
use skora_core::{clips, player_index};
use skora_wasm_common::{from_js_each, to_js};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    skora_wasm_common::set_panic_hook();
}

/// A gallery clip for a YouTube link (with its watch and privacy-enhanced embed URLs), or `undefined`.
#[wasm_bindgen(js_name = clipFromLink, unchecked_return_type = "Clip | undefined")]
pub fn clip_from_link(url: &str, title: &str, player: &str) -> Result<JsValue, JsValue> {
    match clips::clip_from_link(url, title, player) {
        Some(clip) => to_js(&clip),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The clips in an array of `playerIndex/{uid}` entries' data: public players' highlights, each video once.
#[wasm_bindgen(js_name = playerClips, unchecked_return_type = "Clip[]")]
pub fn player_clips(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown>[]")] entries: JsValue,
) -> Result<JsValue, JsValue> {
    let entries: Vec<Value> = from_js_each(entries, "index entries")?;
    to_js(&player_index::gallery_clips(&entries))
}
