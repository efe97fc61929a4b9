//! The content module's `Clips` handle: YouTube links as clips, players' highlights.

use skora_wasm_common::testing::{array, get_str, keys, object};
use skora_wasm_content::Clips;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_list_that_is_not_documents_is_a_bad_input_error() {
    let err =
        Clips::players(JsValue::from_str("players").unchecked_into()).expect_err("not an array");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "bad-input");
}

#[wasm_bindgen_test]
fn clips_of_youtube_links_pass_through() {
    let clip: JsValue = Clips::link("https://youtu.be/dQw4w9WgXcQ", "Saves", "Ana")
        .expect("no error")
        .expect("a clip")
        .into();
    assert_eq!(
        keys(&clip),
        ["embedUrl", "player", "title", "videoId", "watchUrl"]
    );
    assert_eq!(
        get_str(&clip, "embedUrl"),
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
    );
    assert!(Clips::link("https://vimeo.com/1", "x", "y")
        .expect("no error")
        .is_none());
}

#[wasm_bindgen_test]
fn player_clips_read_index_entries() {
    let entry = |name: &str, visibility: &str, id: &str| {
        let data = object(&[
            ("displayName", name.into()),
            ("searchKey", name.to_lowercase().into()),
            ("visibility", visibility.into()),
            ("hasClips", true.into()),
            (
                "clips",
                array(&[object(&[("videoId", id.into()), ("title", "Saves".into())])]),
            ),
        ]);
        object(&[("id", name.to_lowercase().into()), ("data", data)])
    };
    let entries = array(&[
        entry("Ana Silva", "public", "aaaaaaaaaaa"),
        entry("Hidden Player", "members", "bbbbbbbbbbb"),
    ]);
    let clips = Clips::players(entries.unchecked_into()).expect("clips");
    let clips: Vec<JsValue> = clips.into_iter().map(JsValue::from).collect();
    assert_eq!(clips.len(), 1);
    assert_eq!(get_str(&clips[0], "player"), "Ana Silva");
    assert_eq!(get_str(&clips[0], "videoId"), "aaaaaaaaaaa");
    assert!(Clips::players(JsValue::from_f64(1.0).unchecked_into()).is_err());
}
