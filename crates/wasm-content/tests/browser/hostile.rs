//! Hostile values among the clips gallery's index entries are skipped, never a trap.

use js_sys::Array;
use skora_wasm_common::testing::{array, get_str, hostile_values, object};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn entry(name: &str, id: &str, extra: Option<JsValue>) -> JsValue {
    let mut clips = vec![object(&[("videoId", id.into()), ("title", "Saves".into())])];
    clips.extend(extra);
    object(&[
        ("displayName", name.into()),
        ("searchKey", name.to_lowercase().into()),
        ("visibility", "public".into()),
        ("hasClips", true.into()),
        ("clips", array(&clips)),
    ])
}

#[wasm_bindgen_test]
fn hostile_entries_are_skipped_and_the_good_clips_stay() {
    for (name, hostile) in hostile_values() {
        let entries = array(&[
            entry("Ana Silva", "aaaaaaaaaaa", None),
            // An entry with a hostile clip is a bad document: skipped, the others kept.
            entry("Bad Clip", "ccccccccccc", Some(hostile.clone())),
            hostile.clone(),
            object(&[("displayName", hostile.clone()), ("clips", hostile.clone())]),
            entry("Zoe Moreau", "bbbbbbbbbbb", None),
        ]);
        let clips: JsValue = skora_wasm_content::player_clips(entries)
            .unwrap_or_else(|_| panic!("{name}: the gallery should read"));
        let players: Vec<String> = Array::from(&clips)
            .iter()
            .map(|c| get_str(&c, "player"))
            .collect();
        assert!(
            players.contains(&"Ana Silva".to_string()),
            "{name}: {players:?}"
        );
        assert!(
            players.contains(&"Zoe Moreau".to_string()),
            "{name}: {players:?}"
        );
        let _ = skora_wasm_content::player_clips(hostile);
        let good: JsValue =
            skora_wasm_content::player_clips(array(&[entry("Zoe Moreau", "bbbbbbbbbbb", None)]))
                .expect("a good list");
        assert_eq!(Array::from(&good).length(), 1);
    }
}
