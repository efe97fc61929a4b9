//! Content exports: the blog list and post, the post check, and the clips rules.

use js_sys::Array;
use skora_wasm_common::testing::{array, get, get_f64, get_str, keys, object};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn post_file(slug: &str, date: &str, tags: &str) -> JsValue {
    let source = format!(
        "---\ntitle: Post {slug}\ndate: {date}\nauthor: Ana Costa\ntags: [{tags}]\ncover: /images/blog/{slug}.svg\nsummary: About {slug}.\n---\n\n## Heading\n\nWords.\n"
    );
    object(&[("slug", slug.into()), ("source", source.into())])
}

fn sources() -> JsValue {
    array(&[
        post_file("cv-guide", "2025-01-10", "cv, scouting"),
        post_file("keepers", "2025-03-01", "goalkeepers, scouting"),
        post_file("trial-plan", "2025-02-01", "trials"),
    ])
}

fn slugs(list: &JsValue) -> Vec<String> {
    let list: Array = list.clone().dyn_into().expect("an array");
    list.iter().map(|p| get_str(&p, "slug")).collect()
}

#[wasm_bindgen_test]
fn blog_list_arrives_as_camel_case_plain_objects_newest_first() {
    let list: JsValue = skora_wasm_content::blog_list(sources(), None)
        .expect("a list")
        .into();
    assert_eq!(keys(&list), ["activeTag", "posts", "tags", "total"]);
    assert_eq!(
        slugs(&get(&list, "posts")),
        ["keepers", "trial-plan", "cv-guide"]
    );
    assert!(get(&list, "activeTag").is_null() || get(&list, "activeTag").is_undefined());
    assert_eq!(get_f64(&list, "total"), 3.0);
    let first = Array::from(&get(&list, "posts")).get(0);
    assert_eq!(
        keys(&first),
        [
            "author",
            "cover",
            "date",
            "readingMinutes",
            "slug",
            "summary",
            "tags",
            "title"
        ]
    );
    assert_eq!(get_f64(&first, "readingMinutes"), 1.0);
    let top_tag = Array::from(&get(&list, "tags")).get(0);
    assert_eq!(get_str(&top_tag, "tag"), "scouting");
    assert_eq!(get_f64(&top_tag, "count"), 2.0);
}

#[wasm_bindgen_test]
fn blog_list_narrows_to_the_tag() {
    let list: JsValue = skora_wasm_content::blog_list(sources(), Some("scouting".into()))
        .expect("a list")
        .into();
    assert_eq!(slugs(&get(&list, "posts")), ["keepers", "cv-guide"]);
    assert_eq!(get_str(&list, "activeTag"), "scouting");
}

#[wasm_bindgen_test]
fn blog_post_has_meta_body_and_related_or_is_undefined() {
    let post: JsValue = skora_wasm_content::blog_post(sources(), "cv-guide").expect("no error");
    assert_eq!(keys(&post), ["body", "meta", "related"]);
    assert_eq!(get_str(&get(&post, "meta"), "title"), "Post cv-guide");
    assert!(get_str(&post, "body").starts_with("## Heading"));
    assert_eq!(slugs(&get(&post, "related")), ["keepers"]);
    assert!(skora_wasm_content::blog_post(sources(), "nope")
        .expect("no error")
        .is_undefined());
}

#[wasm_bindgen_test]
fn a_list_that_is_not_post_files_is_a_js_error() {
    let err =
        skora_wasm_content::blog_list(JsValue::from_str("posts"), None).expect_err("not an array");
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
fn player_clips_read_plain_documents() {
    let docs = array(&[
        object(&[
            ("firstName", "Ana".into()),
            ("lastName", "Silva".into()),
            ("visibility", "public".into()),
            (
                "links",
                array(&[object(&[
                    ("label", "Saves".into()),
                    ("url", "https://youtu.be/aaaaaaaaaaa".into()),
                ])]),
            ),
        ]),
        object(&[
            ("firstName", "Hidden".into()),
            ("visibility", "members".into()),
            (
                "links",
                array(&[object(&[("url", "https://youtu.be/bbbbbbbbbbb".into())])]),
            ),
        ]),
    ]);
    let clips: JsValue = skora_wasm_content::player_clips(docs)
        .expect("clips")
        .into();
    let clips = Array::from(&clips);
    assert_eq!(clips.length(), 1);
    assert_eq!(get_str(&clips.get(0), "player"), "Ana Silva");
    assert!(skora_wasm_content::player_clips(JsValue::from_f64(1.0)).is_err());
}
