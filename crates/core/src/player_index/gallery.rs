//! The clips gallery's players' highlights, from index entries (never full CVs): the gallery reads a
//! page of `playerIndex` entries with `hasClips == true` and shows their videos.

use serde::Deserialize;
use serde_json::Value;

use super::entry::IndexEntry;
use skora_domain::clips::{clip_from_link, is_video_id, watch_url, Clip, PLAYER_CLIPS_MAX};
use skora_domain::profile::Visibility;

/// The clips in a list of stored `playerIndex/{uid}` entries, in entry then clip order, each video
/// once, at most [`PLAYER_CLIPS_MAX`].
///
/// Only public entries count: the query asks for those (the rules require it of signed-out readers),
/// but the gallery is public, so it is checked here rather than trusted. An entry that does not read
/// as one is skipped, and every video id is checked again before it reaches an embed URL.
pub fn gallery_clips(entries: &[Value]) -> Vec<Clip> {
    let mut clips: Vec<Clip> = Vec::new();
    for value in entries {
        let Ok(entry) = IndexEntry::deserialize(value) else {
            continue;
        };
        if entry.visibility != Visibility::Public {
            continue;
        }
        for stored in &entry.clips {
            if clips.len() == PLAYER_CLIPS_MAX {
                return clips;
            }
            // The stored id itself must be one: read through a watch URL, a padded or suffixed id (a space, a
            // `&t=` query) would parse as the well-formed id inside it, a different value from the stored one.
            if !is_video_id(&stored.video_id) {
                continue;
            }
            let Some(clip) = clip_from_link(
                &watch_url(&stored.video_id),
                &stored.title,
                &entry.display_name,
            ) else {
                continue;
            };
            if !clips.iter().any(|c| c.video_id == clip.video_id) {
                clips.push(clip);
            }
        }
    }
    clips
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;
    use skora_domain::clips::DEFAULT_CLIP_TITLE;

    fn entry(name: &str, visibility: &str, clips: Value) -> Value {
        json!({
            "displayName": name, "searchKey": name.to_lowercase(), "birthMonth": null,
            "playerType": null, "mainPosition": null, "countryOfResidence": null, "city": null,
            "location": null, "locationPrecision": null, "geohash": null, "club": null,
            "availability": null, "heightCm": null, "visibility": visibility, "updatedAt": null,
            "clips": clips, "hasClips": true
        })
    }

    #[test]
    fn public_entries_give_their_clips_each_video_once() {
        let entries = vec![
            entry(
                "Ana Silva",
                "public",
                json!([
                    {"videoId": "aaaaaaaaaaa", "title": "Saves 2024"},
                    {"videoId": "bad\"id", "title": "Injected"}
                ]),
            ),
            entry(
                "Hidden Player",
                "members",
                json!([{"videoId": "bbbbbbbbbbb", "title": "Goals"}]),
            ),
            entry(
                "Joe Diaz",
                "public",
                json!([
                    {"videoId": "aaaaaaaaaaa", "title": "Same video"},
                    {"videoId": "ccccccccccc", "title": ""}
                ]),
            ),
            json!("not an entry"),
            json!({"displayName": 7, "visibility": "public", "clips": [{"videoId": "ddddddddddd", "title": "x"}]}),
        ];
        let summary: Vec<(String, String, String)> = gallery_clips(&entries)
            .into_iter()
            .map(|c| (c.video_id, c.title, c.player))
            .collect();
        assert_eq!(
            summary,
            [
                (
                    "aaaaaaaaaaa".into(),
                    "Saves 2024".into(),
                    "Ana Silva".into()
                ),
                (
                    "ccccccccccc".into(),
                    DEFAULT_CLIP_TITLE.into(),
                    "Joe Diaz".into()
                ),
            ]
        );
    }

    #[test]
    fn the_gallery_stops_at_its_maximum() {
        let entries: Vec<Value> = (0..40)
            .map(|i| {
                entry(
                    "A B",
                    "public",
                    json!([{"videoId": format!("{i:0>11}"), "title": "x"}]),
                )
            })
            .collect();
        assert_eq!(gallery_clips(&entries).len(), PLAYER_CLIPS_MAX);
    }

    #[test]
    fn a_stored_id_with_anything_around_it_is_skipped() {
        let clips = json!([
            {"videoId": "AaAA0000Aa_ ", "title": "t"},
            {"videoId": "AaAA0000Aa_&t=1", "title": "t"},
            {"videoId": "bbbbbbbbbbb", "title": "t"},
        ]);
        let out = gallery_clips(&[entry("A B", "public", clips)]);
        let ids: Vec<_> = out.iter().map(|c| c.video_id.as_str()).collect();
        assert_eq!(ids, ["bbbbbbbbbbb"]);
    }

    proptest! {
        #[test]
        fn only_well_formed_ids_of_public_entries_become_clips(
            ids in prop::collection::vec("[A-Za-z0-9_\"<>/ -]{9,13}", 0..6),
            public in any::<bool>(),
        ) {
            let clips: Vec<Value> = ids.iter().map(|id| json!({"videoId": id, "title": "t"})).collect();
            let visibility = if public { "public" } else { "members" };
            let out = gallery_clips(&[entry("A B", visibility, Value::Array(clips))]);
            prop_assert!(public || out.is_empty());
            for clip in &out {
                prop_assert!(skora_domain::clips::is_video_id(&clip.video_id));
                prop_assert!(ids.contains(&clip.video_id));
            }
        }
    }
}
