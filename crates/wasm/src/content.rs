//! Content exports: the blog (posts from the repository's Markdown files) and the clips gallery.

use skora_core::{blog, clips};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::errors::bad_input;

/// The blog's Markdown files, wrapped so tsify can name it as an array type.
#[derive(serde::Serialize, serde::Deserialize, Tsify)]
pub struct PostSourceList(pub Vec<blog::PostSource>);

/// Gallery clips, wrapped so tsify can name it as an array type.
#[derive(serde::Serialize, Tsify)]
pub struct ClipList(Vec<clips::Clip>);

/// The list page: publishable posts newest first, narrowed to `tag` when it is a well-formed tag, and
/// every tag with its count.
#[wasm_bindgen(js_name = blogList)]
pub fn blog_list(
    sources: Ts<PostSourceList>,
    tag: Option<String>,
) -> Result<Ts<blog::BlogList>, JsValue> {
    let sources = sources.to_rust().map_err(bad_input)?;
    blog::blog_list(&sources.0, tag.as_deref())
        .into_ts()
        .map_err(bad_input)
}

/// The post page for `slug` (its Markdown body unrendered, and related posts), or `undefined`.
#[wasm_bindgen(js_name = blogPost)]
pub fn blog_post(
    sources: Ts<PostSourceList>,
    slug: &str,
) -> Result<Option<Ts<blog::BlogPost>>, JsValue> {
    let sources = sources.to_rust().map_err(bad_input)?;
    blog::blog_post(&sources.0, slug)
        .map(|post| post.into_ts().map_err(bad_input))
        .transpose()
}

/// The post's metadata, or a JS `Error` saying what is wrong with the file (for the content test: the
/// list silently leaves a broken file out).
#[wasm_bindgen(js_name = checkBlogPost)]
pub fn check_blog_post(slug: &str, source: &str) -> Result<Ts<blog::PostMeta>, JsValue> {
    let (meta, _) = blog::parse_post(slug, source).map_err(bad_input)?;
    meta.into_ts().map_err(bad_input)
}

/// The 11-character id of a YouTube link (watch, youtu.be, shorts, nocookie embed), or `undefined`.
#[wasm_bindgen(js_name = youtubeVideoId)]
pub fn youtube_video_id(url: &str) -> Option<String> {
    clips::youtube_video_id(url)
}

/// A gallery clip for a YouTube link (with its watch and privacy-enhanced embed URLs), or `undefined`.
#[wasm_bindgen(js_name = clipFromLink)]
pub fn clip_from_link(
    url: &str,
    title: &str,
    player: &str,
) -> Result<Option<Ts<clips::Clip>>, JsValue> {
    clips::clip_from_link(url, title, player)
        .map(|clip| clip.into_ts().map_err(bad_input))
        .transpose()
}

/// How many public `players` documents the gallery's one query reads.
#[wasm_bindgen(js_name = playerClipsQueryLimit)]
pub fn player_clips_query_limit() -> u32 {
    clips::PLAYER_DOCS_TO_READ
}

/// The clips in an array of `players/{uid}` documents: YouTube links of public players, each video once.
#[wasm_bindgen(js_name = playerClips)]
pub fn player_clips(
    #[wasm_bindgen(unchecked_param_type = "unknown[]")] docs: JsValue,
) -> Result<Ts<ClipList>, JsValue> {
    let docs: Vec<serde_json::Value> = serde_wasm_bindgen::from_value(docs).map_err(bad_input)?;
    ClipList(clips::player_clips(&docs))
        .into_ts()
        .map_err(bad_input)
}
