//! Hostile values among the clips gallery's index entries are skipped, never a trap.

use skora_wasm_common::testing::{array, get_str, hostile_values, object};
use skora_wasm_content::Clips;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn entry(name: &str, id: &str, extra: Option<JsValue>) -> JsValue {
    let mut clips = vec![object(&[("videoId", id.into()), ("title", "Saves".into())])];
    clips.extend(extra);
    let data = object(&[
        ("displayName", name.into()),
        ("searchKey", name.to_lowercase().into()),
        ("visibility", "public".into()),
        ("hasClips", true.into()),
        ("clips", array(&clips)),
    ]);
    object(&[("id", name.to_lowercase().into()), ("data", data)])
}

/// The players' clips of `entries`, as the names of their players.
fn players_of(entries: JsValue) -> Result<Vec<String>, JsValue> {
    Ok(Clips::players(entries.unchecked_into())?
        .into_iter()
        .map(|clip| get_str(&clip.into(), "player"))
        .collect())
}

#[wasm_bindgen_test]
fn hostile_entries_are_skipped_and_the_good_clips_stay() {
    for (name, hostile) in hostile_values() {
        let entries = array(&[
            entry("Ana Silva", "aaaaaaaaaaa", None),
            // An entry with a hostile clip is a bad document: skipped, the others kept.
            entry("Bad Clip", "ccccccccccc", Some(hostile.clone())),
            hostile.clone(),
            object(&[("id", "x".into()), ("data", hostile.clone())]),
            object(&[("id", hostile.clone()), ("data", hostile.clone())]),
            object(&[(
                "data",
                object(&[("displayName", hostile.clone()), ("clips", hostile.clone())]),
            )]),
            entry("Zoe Moreau", "bbbbbbbbbbb", None),
        ]);
        let players =
            players_of(entries).unwrap_or_else(|_| panic!("{name}: the gallery should read"));
        assert!(
            players.contains(&"Ana Silva".to_string()),
            "{name}: {players:?}"
        );
        assert!(
            players.contains(&"Zoe Moreau".to_string()),
            "{name}: {players:?}"
        );
        let _ = players_of(hostile);
        let good =
            players_of(array(&[entry("Zoe Moreau", "bbbbbbbbbbb", None)])).expect("a good list");
        assert_eq!(good, ["Zoe Moreau"]);
    }
}
