//! The content module: the blog (posts from the repository's Markdown files) and the clips gallery.

use serde::Deserialize;
use serde_json::Value;
use skora_core::{blog, clips};
use skora_wasm_common::{from_js, to_js};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    skora_wasm_common::set_panic_hook();
}

#[derive(Deserialize)]
#[serde(transparent)]
struct Sources(Vec<blog::PostSource>);

/// The list page: publishable posts newest first, narrowed to `tag` when it is a well-formed tag, and
/// every tag with its count.
#[wasm_bindgen(js_name = blogList, unchecked_return_type = "BlogList")]
pub fn blog_list(
    #[wasm_bindgen(unchecked_param_type = "PostSource[]")] sources: JsValue,
    tag: Option<String>,
) -> Result<JsValue, JsValue> {
    let Sources(sources) = from_js(sources)?;
    to_js(&blog::blog_list(&sources, tag.as_deref()))
}

/// The post page for `slug` (its Markdown body unrendered, and related posts), or `undefined`.
#[wasm_bindgen(js_name = blogPost, unchecked_return_type = "BlogPost | undefined")]
pub fn blog_post(
    #[wasm_bindgen(unchecked_param_type = "PostSource[]")] sources: JsValue,
    slug: &str,
) -> Result<JsValue, JsValue> {
    let Sources(sources) = from_js(sources)?;
    match blog::blog_post(&sources, slug) {
        Some(post) => to_js(&post),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// A gallery clip for a YouTube link (with its watch and privacy-enhanced embed URLs), or `undefined`.
#[wasm_bindgen(js_name = clipFromLink, unchecked_return_type = "Clip | undefined")]
pub fn clip_from_link(url: &str, title: &str, player: &str) -> Result<JsValue, JsValue> {
    match clips::clip_from_link(url, title, player) {
        Some(clip) => to_js(&clip),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The clips in an array of `players/{uid}` documents' data: YouTube links of public players, each video
/// once.
#[wasm_bindgen(js_name = playerClips, unchecked_return_type = "Clip[]")]
pub fn player_clips(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown>[]")] docs: JsValue,
) -> Result<JsValue, JsValue> {
    let docs: Vec<Value> = from_js(docs)?;
    to_js(&clips::player_clips(&docs))
}
