//! Content exports: the clips rules (YouTube links as clips, players' highlights).

use js_sys::Array;
use skora_wasm_common::testing::{array, get_str, keys, object};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_list_that_is_not_documents_is_a_bad_input_error() {
    let err =
        skora_wasm_content::player_clips(JsValue::from_str("players")).expect_err("not an array");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "bad-input");
}

#[wasm_bindgen_test]
fn clips_of_youtube_links_pass_through() {
    let clip: JsValue =
        skora_wasm_content::clip_from_link("https://youtu.be/dQw4w9WgXcQ", "Saves", "Ana")
            .expect("no error");
    assert_eq!(
        keys(&clip),
        ["embedUrl", "player", "title", "videoId", "watchUrl"]
    );
    assert_eq!(
        get_str(&clip, "embedUrl"),
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
    );
    assert!(
        skora_wasm_content::clip_from_link("https://vimeo.com/1", "x", "y")
            .expect("no error")
            .is_undefined()
    );
}

#[wasm_bindgen_test]
fn player_clips_read_index_entries() {
    let entry = |name: &str, visibility: &str, id: &str| {
        object(&[
            ("displayName", name.into()),
            ("searchKey", name.to_lowercase().into()),
            ("visibility", visibility.into()),
            ("hasClips", true.into()),
            (
                "clips",
                array(&[object(&[("videoId", id.into()), ("title", "Saves".into())])]),
            ),
        ])
    };
    let entries = array(&[
        entry("Ana Silva", "public", "aaaaaaaaaaa"),
        entry("Hidden Player", "members", "bbbbbbbbbbb"),
    ]);
    let clips: JsValue = skora_wasm_content::player_clips(entries)
        .expect("clips")
        .into();
    let clips = Array::from(&clips);
    assert_eq!(clips.length(), 1);
    assert_eq!(get_str(&clips.get(0), "player"), "Ana Silva");
    assert_eq!(get_str(&clips.get(0), "videoId"), "aaaaaaaaaaa");
    assert!(skora_wasm_content::player_clips(JsValue::from_f64(1.0)).is_err());
}
