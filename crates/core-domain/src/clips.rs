//! Highlight clips: which links are YouTube videos, and the clips a gallery shows for them.
//!
//! The gallery embeds through `youtube-nocookie.com` (YouTube's privacy-enhanced mode) and only after a
//! click, so the URLs it builds come from here: one place decides what a video id is and what may
//! become an `iframe` `src`. Only an id that parses ever reaches a URL, so a crafted link cannot
//! smuggle a path or a query into the embed.

use serde::{Deserialize, Serialize};

use crate::links::safe_external_url;

/// YouTube video ids are 11 characters of the URL-safe base64 alphabet.
pub const VIDEO_ID_LEN: usize = 11;
/// Enough for a screenful of player highlights without a paging control.
pub const PLAYER_CLIPS_MAX: usize = 24;
/// How many of one player's videos the player index keeps: the gallery shows many players' highlights,
/// not one player's whole channel, and the index entry stays small.
pub const CLIPS_PER_PLAYER: usize = 2;
/// How many index entries (players with clips) the gallery reads: enough to fill it.
pub const PLAYER_DOCS_TO_READ: u32 = (PLAYER_CLIPS_MAX / CLIPS_PER_PLAYER) as u32;
pub const CLIP_TITLE_MAX_CHARS: usize = 80;
/// Shown when a link has no label: still says what the link is.
pub const DEFAULT_CLIP_TITLE: &str = "Highlights";

/// One video in the gallery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Clip {
    pub video_id: String,
    pub title: String,
    pub player: String,
    /// The plain link that works without JavaScript or embeds: `https://www.youtube.com/watch?v=<id>`.
    pub watch_url: String,
    /// The privacy-enhanced player, started on load because the visitor already clicked play.
    pub embed_url: String,
}

pub fn is_video_id(s: &str) -> bool {
    s.len() == VIDEO_ID_LEN
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The video id of a YouTube link, or `None`.
///
/// Accepted (http or https, any letter case in scheme and host, `www.` optional, `m.` for youtube.com):
/// `youtube.com/watch?v=<id>`, `youtu.be/<id>`, `youtube.com/shorts/<id>` and
/// `youtube-nocookie.com/embed/<id>`. Other query keys and a `#fragment` are allowed; anything else in
/// the path, a port, or a link the safe-link rule refuses (credentials, spaces, other schemes) is not.
pub fn youtube_video_id(url: &str) -> Option<String> {
    let url = safe_external_url(url)?;
    let (_, rest) = url.split_once("://")?;
    let rest = rest.split('#').next().unwrap_or("");
    let (host_and_path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let (host, path) = match host_and_path.find('/') {
        Some(i) => host_and_path.split_at(i),
        None => (host_and_path, ""),
    };
    let host = host.to_ascii_lowercase();
    let host = host.strip_suffix('.').unwrap_or(&host);
    let id = match host {
        "youtube.com" | "www.youtube.com" | "m.youtube.com" => {
            if path == "/watch" || path == "/watch/" {
                query_param(query, "v")?
            } else {
                single_segment(path.strip_prefix("/shorts/")?)?
            }
        }
        "youtu.be" => single_segment(path.strip_prefix('/')?)?,
        "youtube-nocookie.com" | "www.youtube-nocookie.com" => {
            single_segment(path.strip_prefix("/embed/")?)?
        }
        _ => return None,
    };
    is_video_id(id).then(|| id.to_string())
}

/// The one path segment left, allowing a trailing `/` (`abc/` is `abc`, `abc/def` is nothing).
fn single_segment(rest: &str) -> Option<&str> {
    let segment = rest.strip_suffix('/').unwrap_or(rest);
    (!segment.contains('/')).then_some(segment)
}

/// The first value of `key` in a query string.
fn query_param<'a>(query: &'a str, key: &str) -> Option<&'a str> {
    query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v)
}

pub fn watch_url(video_id: &str) -> String {
    format!("https://www.youtube.com/watch?v={video_id}")
}

pub fn embed_url(video_id: &str) -> String {
    format!("https://www.youtube-nocookie.com/embed/{video_id}?autoplay=1")
}

/// A clip for a YouTube link, or `None` when the link is not one. The title is trimmed, cut to
/// [`CLIP_TITLE_MAX_CHARS`] and defaults to [`DEFAULT_CLIP_TITLE`].
pub fn clip_from_link(url: &str, title: &str, player: &str) -> Option<Clip> {
    let video_id = youtube_video_id(url)?;
    let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
    let title = if title.is_empty() {
        DEFAULT_CLIP_TITLE.to_string()
    } else {
        title.chars().take(CLIP_TITLE_MAX_CHARS).collect()
    };
    Some(Clip {
        watch_url: watch_url(&video_id),
        embed_url: embed_url(&video_id),
        video_id,
        title,
        player: player.split_whitespace().collect::<Vec<_>>().join(" "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const ID: &str = "dQw4w9WgXcQ";

    #[test]
    fn the_four_link_shapes_give_the_id() {
        for url in [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://youtube.com/watch?v=dQw4w9WgXcQ",
            "http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s",
            "HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ#comments",
            "https://youtu.be/dQw4w9WgXcQ",
            "https://youtu.be/dQw4w9WgXcQ?si=abc&t=10",
            "https://www.youtube.com/shorts/dQw4w9WgXcQ",
            "https://youtube.com/shorts/dQw4w9WgXcQ/",
            "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
            "https://youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
            "  https://youtu.be/dQw4w9WgXcQ  ",
        ] {
            assert_eq!(youtube_video_id(url).as_deref(), Some(ID), "{url}");
        }
    }

    #[test]
    fn other_links_are_not_videos() {
        for url in [
            "",
            "dQw4w9WgXcQ",
            "javascript:alert('https://youtu.be/dQw4w9WgXcQ')",
            "ftp://youtu.be/dQw4w9WgXcQ",
            "//youtu.be/dQw4w9WgXcQ",
            "https://vimeo.com/123456789",
            "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
            "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
            "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
            "https://user@youtu.be/dQw4w9WgXcQ",
            "https://youtu.be:8080/dQw4w9WgXcQ",
            "https://www.youtube.com/watch?v=dQw4w9WgXc",
            "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
            "https://www.youtube.com/watch?v=dQw4w9WgX%51",
            "https://www.youtube.com/watch?vv=dQw4w9WgXcQ",
            "https://www.youtube.com/watchlater?v=dQw4w9WgXcQ",
            "https://www.youtube.com/channel/UCdQw4w9WgXcQ",
            "https://www.youtube.com/shorts/dQw4w9WgXcQ/extra",
            "https://youtu.be/dQw4w9WgXcQ/extra",
            "https://youtu.be/",
            "https://www.youtube.com/embed/dQw4w9WgXcQ/../x",
            "https://www.youtube-nocookie.com/dQw4w9WgXcQ",
            "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://youtu.be/dQw4w9WgXcQ\"onload=\"x",
        ] {
            assert_eq!(youtube_video_id(url), None, "{url}");
        }
    }

    #[test]
    fn a_clip_has_the_watch_and_privacy_enhanced_embed_urls() {
        let clip = clip_from_link(
            "https://youtu.be/dQw4w9WgXcQ",
            "  Saves   2024 ",
            " Ana  Silva ",
        )
        .expect("a video");
        assert_eq!(clip.video_id, ID);
        assert_eq!(clip.title, "Saves 2024");
        assert_eq!(clip.player, "Ana Silva");
        assert_eq!(
            clip.watch_url,
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        );
        assert_eq!(
            clip.embed_url,
            "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
        );
        assert_eq!(
            clip_from_link("https://youtu.be/dQw4w9WgXcQ", " ", "A")
                .expect("a video")
                .title,
            DEFAULT_CLIP_TITLE
        );
        assert_eq!(
            clip_from_link("https://youtu.be/dQw4w9WgXcQ", &"é".repeat(100), "A")
                .expect("a video")
                .title
                .chars()
                .count(),
            CLIP_TITLE_MAX_CHARS
        );
        assert_eq!(clip_from_link("https://example.com", "x", "A"), None);
    }

    proptest! {
        #[test]
        fn any_parsed_id_is_eleven_safe_characters(s in "\\PC{0,80}") {
            if let Some(id) = youtube_video_id(&s) {
                prop_assert!(is_video_id(&id));
            }
        }

        #[test]
        fn any_id_round_trips_through_every_link_shape(
            id in "[A-Za-z0-9_-]{11}",
            scheme in "[hH][tT][tT][pP][sS]?",
            www in proptest::bool::ANY,
        ) {
            let www = if www { "www." } else { "" };
            for url in [
                format!("{scheme}://{www}youtube.com/watch?v={id}"),
                format!("{scheme}://youtu.be/{id}"),
                format!("{scheme}://{www}youtube.com/shorts/{id}"),
                format!("{scheme}://{www}youtube-nocookie.com/embed/{id}"),
            ] {
                prop_assert_eq!(youtube_video_id(&url), Some(id.clone()), "{}", url);
            }
            let clip = clip_from_link(&format!("https://youtu.be/{id}"), "t", "p").expect("a video");
            prop_assert_eq!(youtube_video_id(&clip.watch_url), Some(id.clone()));
            prop_assert_eq!(youtube_video_id(&clip.embed_url), Some(id.clone()));
        }

        #[test]
        fn only_http_and_https_are_accepted(
            scheme in "[a-z]{1,10}",
            id in "[A-Za-z0-9_-]{11}",
        ) {
            let parsed = youtube_video_id(&format!("{scheme}://youtu.be/{id}"));
            prop_assert_eq!(parsed.is_some(), scheme == "http" || scheme == "https");
        }

        #[test]
        fn other_hosts_are_never_videos(host in "[a-z]{1,12}\\.(com|net|org)", id in "[A-Za-z0-9_-]{11}") {
            prop_assume!(host != "youtube.com" && host != "youtube-nocookie.com");
            prop_assert_eq!(youtube_video_id(&format!("https://{host}/watch?v={id}")), None);
            prop_assert_eq!(youtube_video_id(&format!("https://{host}/embed/{id}")), None);
        }
    }
}
