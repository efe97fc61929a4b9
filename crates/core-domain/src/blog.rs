//! The blog: posts are Markdown files in the repository, one per slug, with a front matter block.
//!
//! The app hands the core the raw files; the core reads and checks the front matter, and decides the
//! order, the tag filter, the tag counts, the reading time and the related posts. The app only renders
//! the Markdown body and draws the result.

pub mod front_matter;

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::routes::blog_post_path;
use front_matter::{FrontMatterError, Value};
use skora_foundations::date_text::day_text;
use skora_foundations::dates::{parse_date, Date};

/// Average adult silent reading speed for non-fiction, rounded; the usual figure for "n min read".
pub const WORDS_PER_MINUTE: usize = 200;
/// How many related posts a post page suggests.
pub const RELATED_LIMIT: usize = 3;
/// Slugs come from file names and end up in URLs; long ones are a mistake, not a style.
pub const SLUG_MAX_CHARS: usize = 100;
pub const TITLE_MAX_CHARS: usize = 120;
pub const AUTHOR_MAX_CHARS: usize = 80;
/// Long enough for two sentences on a card and in a search result snippet.
pub const SUMMARY_MAX_CHARS: usize = 300;
pub const TAGS_MAX: usize = 6;
pub const TAG_MAX_CHARS: usize = 30;
pub const COVER_MAX_CHARS: usize = 200;

/// One Markdown file: `slug` is its name without `.md`, `source` its whole text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PostSource {
    pub slug: String,
    pub source: String,
}

/// What a list card and a post header show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct PostMeta {
    pub slug: String,
    /// The post's page (`/blog/{slug}`): the cards, the pre-rendering and the sitemap link to it.
    pub path: String,
    pub title: String,
    /// `YYYY-MM-DD`, a real date (a `<time>`'s machine value).
    pub date: String,
    /// The date as the page prints it (`14 January 2025`): the blog loads no wasm, so the core writes
    /// it at build time.
    pub date_text: String,
    pub author: String,
    /// Distinct, each `[a-z0-9-]+`, in the file's order.
    pub tags: Vec<String>,
    /// A root-relative image path such as `/images/blog/trial-plan.svg`.
    pub cover: String,
    pub summary: String,
    pub reading_minutes: u32,
}

/// A post page: the post, its Markdown body (not rendered) and the posts to read next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct BlogPost {
    pub meta: PostMeta,
    pub body: String,
    pub related: Vec<PostMeta>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct TagCount {
    pub tag: String,
    pub count: u32,
}

/// The list page: posts newest first (narrowed to `active_tag` when there is one), and every tag.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct BlogList {
    pub posts: Vec<PostMeta>,
    /// Tags over all posts (not just the shown ones), most used first, then alphabetical.
    pub tags: Vec<TagCount>,
    /// The filter in force: the requested tag when it is a well-formed tag, else none.
    pub active_tag: Option<String>,
    /// Posts before filtering, so the page can say "2 of 6".
    pub total: u32,
}

/// Why a file is not a publishable post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PostError {
    BadSlug(String),
    FrontMatter(FrontMatterError),
    Missing(&'static str),
    /// A key the post format does not have (usually a typo of one it does).
    UnknownKey(String),
    /// The key is there but its value breaks the rule described in the message.
    Invalid(&'static str, &'static str),
}

impl fmt::Display for PostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadSlug(slug) => write!(
                f,
                "'{slug}' is not a slug: use 1 to {SLUG_MAX_CHARS} of a-z, 0-9 and '-'"
            ),
            Self::FrontMatter(e) => e.fmt(f),
            Self::Missing(key) => write!(f, "the front matter has no '{key}'"),
            Self::UnknownKey(key) => write!(f, "unknown front matter key '{key}'"),
            Self::Invalid(key, rule) => write!(f, "'{key}' {rule}"),
        }
    }
}

const KEYS: [&str; 6] = ["title", "date", "author", "tags", "cover", "summary"];

/// Whether `s` can be a post's slug (and so a file name and a URL segment): `[a-z0-9-]+`, at most
/// [`SLUG_MAX_CHARS`]. Lowercase only, so `/blog/CV` and `/blog/cv` cannot be two pages.
pub fn is_valid_slug(s: &str) -> bool {
    !s.is_empty() && s.len() <= SLUG_MAX_CHARS && s.bytes().all(is_slug_byte)
}

/// Tags share the slug alphabet because they travel in `?tag=` and must compare exactly.
pub fn is_valid_tag(s: &str) -> bool {
    !s.is_empty() && s.len() <= TAG_MAX_CHARS && s.bytes().all(is_slug_byte)
}

/// The filter in force for a `?tag=` value: the trimmed tag when it is well-formed, else `None` (a
/// malformed tag is ignored and the whole list shows).
pub fn filter_tag(requested: &str) -> Option<String> {
    let tag = requested.trim();
    is_valid_tag(tag).then(|| tag.to_string())
}

fn is_slug_byte(b: u8) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'
}

/// Minutes to read `markdown`: words / [`WORDS_PER_MINUTE`] rounded up, at least 1.
///
/// A word is a whitespace-separated token with a letter or digit in it, so Markdown marks on their
/// own (`##`, `-`, `---`, `>`) do not count.
pub fn reading_minutes(markdown: &str) -> u32 {
    let words = markdown
        .split_whitespace()
        .filter(|token| token.chars().any(char::is_alphanumeric))
        .count();
    let minutes = words.div_ceil(WORDS_PER_MINUTE).max(1);
    u32::try_from(minutes).unwrap_or(u32::MAX)
}

/// Reads and checks one file. Every key is required; unknown keys are refused so a typo such as
/// `tag:` cannot publish a post without its tags.
pub fn parse_post(slug: &str, source: &str) -> Result<(PostMeta, String), PostError> {
    if !is_valid_slug(slug) {
        return Err(PostError::BadSlug(slug.to_string()));
    }
    let fm = front_matter::parse(source).map_err(PostError::FrontMatter)?;
    if let Some((key, _)) = fm.entries.iter().find(|(k, _)| !KEYS.contains(&k.as_str())) {
        return Err(PostError::UnknownKey(key.clone()));
    }
    let text = |key: &'static str, max: usize| -> Result<String, PostError> {
        match fm.get(key) {
            None => Err(PostError::Missing(key)),
            Some(Value::List(_)) => Err(PostError::Invalid(key, "must be text, not a list")),
            Some(Value::Scalar(s)) if s.trim().is_empty() => Err(PostError::Missing(key)),
            Some(Value::Scalar(s)) if s.trim().chars().count() > max => {
                Err(PostError::Invalid(key, "is too long"))
            }
            Some(Value::Scalar(s)) => Ok(s.trim().to_string()),
        }
    };
    let title = text("title", TITLE_MAX_CHARS)?;
    let author = text("author", AUTHOR_MAX_CHARS)?;
    let summary = text("summary", SUMMARY_MAX_CHARS)?;
    let date = text("date", 10)?;
    let Some(day) = parse_date(&date) else {
        return Err(PostError::Invalid(
            "date",
            "must be a real date as YYYY-MM-DD",
        ));
    };
    let cover = text("cover", COVER_MAX_CHARS)?;
    if !is_local_image_path(&cover) {
        return Err(PostError::Invalid(
            "cover",
            "must be a root-relative path such as /images/blog/name.svg",
        ));
    }
    let tags = match fm.get("tags") {
        None => return Err(PostError::Missing("tags")),
        Some(Value::Scalar(s)) if s.is_empty() => return Err(PostError::Missing("tags")),
        Some(Value::Scalar(s)) => vec![s.clone()],
        Some(Value::List(items)) => items.clone(),
    };
    if tags.is_empty() {
        return Err(PostError::Missing("tags"));
    }
    if tags.len() > TAGS_MAX {
        return Err(PostError::Invalid("tags", "has more than 6 tags"));
    }
    if !tags.iter().all(|t| is_valid_tag(t)) {
        return Err(PostError::Invalid(
            "tags",
            "must each be 1 to 30 of a-z, 0-9 and '-'",
        ));
    }
    if tags.iter().enumerate().any(|(i, t)| tags[..i].contains(t)) {
        return Err(PostError::Invalid("tags", "must not repeat a tag"));
    }
    let body = fm.body.to_string();
    let meta = PostMeta {
        slug: slug.to_string(),
        path: blog_post_path(slug),
        title,
        date,
        date_text: day_text(day),
        author,
        tags,
        cover,
        summary,
        reading_minutes: reading_minutes(&body),
    };
    Ok((meta, body))
}

/// A path on this site (`/…`), never another origin (`//host`) or a scheme, with no `..` and only
/// characters that need no escaping in a URL.
fn is_local_image_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains("..")
        && path.len() > 1
        && path
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'.' | b'-' | b'_'))
}

/// The order of the list: newest first; the slug breaks ties so the order never depends on the
/// order the files were found in.
pub fn sort_newest_first(posts: &mut [PostMeta]) {
    posts.sort_by(|a, b| {
        date_of(b)
            .cmp(&date_of(a))
            .then_with(|| a.slug.cmp(&b.slug))
    });
}

fn date_of(post: &PostMeta) -> Option<Date> {
    parse_date(&post.date)
}

/// The posts carrying `tag`, in their given order.
pub fn filter_by_tag(posts: &[PostMeta], tag: &str) -> Vec<PostMeta> {
    posts
        .iter()
        .filter(|p| p.tags.iter().any(|t| t == tag))
        .cloned()
        .collect()
}

/// Every tag with how many posts carry it: most used first, then alphabetical.
pub fn tag_counts(posts: &[PostMeta]) -> Vec<TagCount> {
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for post in posts {
        for tag in &post.tags {
            *counts.entry(tag.as_str()).or_default() += 1;
        }
    }
    let mut list: Vec<TagCount> = counts
        .into_iter()
        .map(|(tag, count)| TagCount {
            tag: tag.to_string(),
            count,
        })
        .collect();
    // The BTreeMap gave alphabetical order; a stable sort by count keeps it among equals.
    list.sort_by_key(|t| std::cmp::Reverse(t.count));
    list
}

/// Up to `limit` other posts sharing at least one tag with `post`: most shared tags first, then
/// newest, then by slug.
pub fn related_posts(post: &PostMeta, all: &[PostMeta], limit: usize) -> Vec<PostMeta> {
    let shared = |other: &PostMeta| other.tags.iter().filter(|t| post.tags.contains(t)).count();
    let mut candidates: Vec<(usize, &PostMeta)> = all
        .iter()
        .filter(|other| other.slug != post.slug)
        .map(|other| (shared(other), other))
        .filter(|(n, _)| *n > 0)
        .collect();
    candidates.sort_by(|(na, a), (nb, b)| {
        nb.cmp(na)
            .then_with(|| date_of(b).cmp(&date_of(a)))
            .then_with(|| a.slug.cmp(&b.slug))
    });
    candidates
        .into_iter()
        .take(limit)
        .map(|(_, p)| p.clone())
        .collect()
}

/// Every publishable post, newest first. A broken file is left out rather than breaking the blog
/// (the content test in the app fails on it), and a repeated slug keeps its first file.
pub fn published(sources: &[PostSource]) -> Vec<(PostMeta, String)> {
    let mut posts: Vec<(PostMeta, String)> = Vec::new();
    for source in sources {
        if posts.iter().any(|(m, _)| m.slug == source.slug) {
            continue;
        }
        if let Ok(post) = parse_post(&source.slug, &source.source) {
            posts.push(post);
        }
    }
    posts.sort_by(|(a, _), (b, _)| {
        date_of(b)
            .cmp(&date_of(a))
            .then_with(|| a.slug.cmp(&b.slug))
    });
    posts
}

/// The list page for an optional `?tag=` value. A malformed tag is ignored (the whole list shows); a
/// well-formed tag no post carries gives an empty list, which the page explains.
pub fn blog_list(sources: &[PostSource], tag: Option<&str>) -> BlogList {
    let all: Vec<PostMeta> = published(sources).into_iter().map(|(m, _)| m).collect();
    let active_tag = tag.and_then(filter_tag);
    BlogList {
        posts: match active_tag.as_deref() {
            Some(tag) => filter_by_tag(&all, tag),
            None => all.clone(),
        },
        tags: tag_counts(&all),
        active_tag,
        total: u32::try_from(all.len()).unwrap_or(u32::MAX),
    }
}

/// The post page for `slug`, or `None` when no publishable post has that slug.
pub fn blog_post(sources: &[PostSource], slug: &str) -> Option<BlogPost> {
    if !is_valid_slug(slug) {
        return None;
    }
    let posts = published(sources);
    let (meta, body) = posts.iter().find(|(m, _)| m.slug == slug)?.clone();
    let all: Vec<PostMeta> = posts.into_iter().map(|(m, _)| m).collect();
    let related = related_posts(&meta, &all, RELATED_LIMIT);
    Some(BlogPost {
        meta,
        body,
        related,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn source(slug: &str, date: &str, tags: &str) -> PostSource {
        PostSource {
            slug: slug.into(),
            source: format!(
                "---\ntitle: Post {slug}\ndate: {date}\nauthor: Ana Costa\ntags: [{tags}]\ncover: /images/blog/{slug}.svg\nsummary: About {slug}.\n---\n\n## Heading\n\nSome words here.\n"
            ),
        }
    }

    fn meta(slug: &str, date: &str, tags: &[&str]) -> PostMeta {
        PostMeta {
            slug: slug.into(),
            path: blog_post_path(slug),
            title: slug.into(),
            date: date.into(),
            date_text: String::new(),
            author: "A".into(),
            tags: tags.iter().map(|t| t.to_string()).collect(),
            cover: "/c.svg".into(),
            summary: "s".into(),
            reading_minutes: 1,
        }
    }

    fn slugs(posts: &[PostMeta]) -> Vec<&str> {
        posts.iter().map(|p| p.slug.as_str()).collect()
    }

    #[test]
    fn slugs_are_lowercase_digits_and_hyphens() {
        for ok in [
            "football-cv",
            "a",
            "4-week-plan",
            "-",
            "x".repeat(100).as_str(),
        ] {
            assert!(is_valid_slug(ok), "{ok}");
        }
        for bad in [
            "",
            "Football-CV",
            "a_b",
            "a b",
            "a/b",
            "..",
            "café",
            "x".repeat(101).as_str(),
        ] {
            assert!(!is_valid_slug(bad), "{bad}");
        }
    }

    #[test]
    fn reading_time_is_words_over_200_rounded_up_and_at_least_one() {
        assert_eq!(reading_minutes(""), 1);
        assert_eq!(reading_minutes("## --- - > *"), 1);
        assert_eq!(reading_minutes(&"word ".repeat(200)), 1);
        assert_eq!(reading_minutes(&"word ".repeat(201)), 2);
        assert_eq!(reading_minutes(&"word\n".repeat(800)), 4);
        // Markdown marks alone are not words; words wrapped in marks are.
        assert_eq!(reading_minutes(&"- **bold** ## \n".repeat(250)), 2);
    }

    #[test]
    fn a_valid_file_becomes_meta_and_body() {
        let (meta, body) = parse_post(
            "trial-plan",
            &source("trial-plan", "2025-02-03", "trials, fitness").source,
        )
        .expect("valid");
        assert_eq!(meta.title, "Post trial-plan");
        assert_eq!(meta.date, "2025-02-03");
        assert_eq!(meta.date_text, "3 February 2025");
        assert_eq!(meta.author, "Ana Costa");
        assert_eq!(meta.tags, ["trials", "fitness"]);
        assert_eq!(meta.cover, "/images/blog/trial-plan.svg");
        assert_eq!(meta.summary, "About trial-plan.");
        assert_eq!(meta.reading_minutes, 1);
        assert_eq!(body, "## Heading\n\nSome words here.\n");
    }

    #[test]
    fn broken_files_say_what_is_wrong() {
        let good = source("p", "2025-01-01", "cv").source;
        let with = |from: &str, to: &str| good.replace(from, to);
        assert_eq!(
            parse_post("Bad Slug", &good),
            Err(PostError::BadSlug("Bad Slug".into()))
        );
        assert_eq!(
            parse_post("p", &with("author: Ana Costa\n", "")),
            Err(PostError::Missing("author"))
        );
        assert_eq!(
            parse_post("p", &with("title: Post p", "title: \"\"")),
            Err(PostError::Missing("title"))
        );
        assert_eq!(
            parse_post("p", &with("tags: [cv]", "tag: [cv]")),
            Err(PostError::UnknownKey("tag".into()))
        );
        assert!(matches!(
            parse_post("p", &with("2025-01-01", "2025-02-30")),
            Err(PostError::Invalid("date", _))
        ));
        assert!(matches!(
            parse_post("p", &with("tags: [cv]", "tags: [CV]")),
            Err(PostError::Invalid("tags", _))
        ));
        assert!(matches!(
            parse_post("p", &with("tags: [cv]", "tags: [cv, cv]")),
            Err(PostError::Invalid("tags", _))
        ));
        assert!(matches!(
            parse_post("p", &with("tags: [cv]", "tags: [a, b, c, d, e, f, g]")),
            Err(PostError::Invalid("tags", _))
        ));
        assert_eq!(
            parse_post("p", &with("tags: [cv]", "tags: []")),
            Err(PostError::Missing("tags"))
        );
        assert!(matches!(
            parse_post("p", &with("title: Post p", "title: [a, b]")),
            Err(PostError::Invalid("title", _))
        ));
        assert!(matches!(
            parse_post("p", &with("/images/blog/p.svg", &"x".repeat(300))),
            Err(PostError::Invalid("cover", _))
        ));
        assert_eq!(
            parse_post("p", "no front matter"),
            Err(PostError::FrontMatter(FrontMatterError::MissingStart))
        );
    }

    #[test]
    fn a_single_tag_may_be_written_without_brackets() {
        let src = source("p", "2025-01-01", "cv")
            .source
            .replace("tags: [cv]", "tags: cv");
        assert_eq!(parse_post("p", &src).expect("valid").0.tags, ["cv"]);
    }

    #[test]
    fn covers_must_be_paths_on_this_site() {
        for ok in ["/images/blog/a.svg", "/a_b-c.png"] {
            assert!(is_local_image_path(ok), "{ok}");
        }
        for bad in [
            "",
            "/",
            "images/a.svg",
            "//evil.example/a.svg",
            "https://example.com/a.svg",
            "javascript:alert(1)",
            "/images/../secret",
            "/a b.svg",
            "/a\".svg",
        ] {
            assert!(!is_local_image_path(bad), "{bad}");
        }
    }

    #[test]
    fn posts_sort_newest_first_with_slug_breaking_ties() {
        let mut posts = vec![
            meta("b", "2024-05-01", &["x"]),
            meta("old", "2023-12-31", &["x"]),
            meta("a", "2024-05-01", &["x"]),
            meta("new", "2025-01-09", &["x"]),
        ];
        sort_newest_first(&mut posts);
        assert_eq!(slugs(&posts), ["new", "a", "b", "old"]);
    }

    #[test]
    fn the_tag_filter_keeps_only_posts_with_that_exact_tag() {
        let posts = vec![
            meta("a", "2025-01-01", &["cv", "scouting"]),
            meta("b", "2025-01-02", &["goalkeepers"]),
            meta("c", "2025-01-03", &["scouting"]),
        ];
        assert_eq!(slugs(&filter_by_tag(&posts, "scouting")), ["a", "c"]);
        assert_eq!(slugs(&filter_by_tag(&posts, "scout")), Vec::<&str>::new());
    }

    #[test]
    fn tag_counts_are_most_used_first_then_alphabetical() {
        let posts = vec![
            meta("a", "2025-01-01", &["trials", "cv"]),
            meta("b", "2025-01-02", &["trials", "parents"]),
            meta("c", "2025-01-03", &["video", "trials"]),
        ];
        let counts: Vec<(String, u32)> = tag_counts(&posts)
            .into_iter()
            .map(|t| (t.tag, t.count))
            .collect();
        assert_eq!(
            counts,
            [
                ("trials".to_string(), 3),
                ("cv".to_string(), 1),
                ("parents".to_string(), 1),
                ("video".to_string(), 1)
            ]
        );
    }

    #[test]
    fn related_posts_share_tags_most_shared_first() {
        let post = meta("me", "2025-01-01", &["cv", "scouting", "video"]);
        let all = vec![
            post.clone(),
            meta("one-shared-new", "2025-06-01", &["cv"]),
            meta("two-shared", "2024-01-01", &["cv", "video"]),
            meta("nothing-shared", "2025-07-01", &["parents"]),
            meta("one-shared-old", "2024-06-01", &["scouting"]),
            meta("one-shared-oldest", "2023-06-01", &["video"]),
        ];
        assert_eq!(
            slugs(&related_posts(&post, &all, 3)),
            ["two-shared", "one-shared-new", "one-shared-old"]
        );
        assert_eq!(slugs(&related_posts(&post, &all, 0)), Vec::<&str>::new());
    }

    #[test]
    fn the_tag_filter_is_a_trimmed_well_formed_tag_or_none() {
        assert_eq!(filter_tag(" goalkeepers ").as_deref(), Some("goalkeepers"));
        assert_eq!(filter_tag("nutrition").as_deref(), Some("nutrition"));
        for malformed in ["", "  ", "Goalkeepers", "a b", &"x".repeat(31)] {
            assert_eq!(filter_tag(malformed), None, "{malformed:?}");
        }
    }

    #[test]
    fn the_list_filters_by_a_well_formed_tag_and_ignores_a_malformed_one() {
        let sources = vec![
            source("cv-guide", "2025-01-10", "cv, scouting"),
            source("keepers", "2025-03-01", "goalkeepers, scouting"),
            source("broken", "not-a-date", "cv"),
            source("trial-plan", "2025-02-01", "trials"),
        ];
        let all = blog_list(&sources, None);
        assert_eq!(slugs(&all.posts), ["keepers", "trial-plan", "cv-guide"]);
        assert_eq!(all.total, 3);
        assert_eq!(all.active_tag, None);
        assert_eq!(all.tags[0].tag, "scouting");
        assert_eq!(all.tags[0].count, 2);

        let scouting = blog_list(&sources, Some("scouting"));
        assert_eq!(slugs(&scouting.posts), ["keepers", "cv-guide"]);
        assert_eq!(scouting.active_tag.as_deref(), Some("scouting"));
        assert_eq!(scouting.tags, all.tags);

        let unknown = blog_list(&sources, Some("nutrition"));
        assert!(unknown.posts.is_empty());
        assert_eq!(unknown.active_tag.as_deref(), Some("nutrition"));

        let malformed = blog_list(&sources, Some("<script>"));
        assert_eq!(malformed.posts.len(), 3);
        assert_eq!(malformed.active_tag, None);
    }

    #[test]
    fn a_post_page_has_its_body_and_related_posts() {
        let sources = vec![
            source("cv-guide", "2025-01-10", "cv, scouting"),
            source("keepers", "2025-03-01", "goalkeepers, scouting"),
            source("trial-plan", "2025-02-01", "trials"),
        ];
        let post = blog_post(&sources, "cv-guide").expect("exists");
        assert_eq!(post.meta.title, "Post cv-guide");
        assert!(post.body.starts_with("## Heading"));
        assert_eq!(slugs(&post.related), ["keepers"]);
        assert_eq!(blog_post(&sources, "missing"), None);
        assert_eq!(blog_post(&sources, "CV-GUIDE"), None);
        assert_eq!(blog_post(&sources, "../cv-guide"), None);
    }

    #[test]
    fn a_repeated_slug_keeps_its_first_file() {
        let sources = vec![
            source("same", "2025-01-01", "cv"),
            source("same", "2025-05-05", "trials"),
        ];
        let list = blog_list(&sources, None);
        assert_eq!(list.posts.len(), 1);
        assert_eq!(list.posts[0].date, "2025-01-01");
    }

    fn arb_meta() -> impl Strategy<Value = PostMeta> {
        (
            "[a-z]{1,6}",
            2000u16..2030,
            1u8..13,
            1u8..29,
            proptest::collection::btree_set("[a-d]", 1..4),
        )
            .prop_map(|(slug, y, m, d, tags)| {
                let tags: Vec<String> = tags.into_iter().collect();
                let refs: Vec<&str> = tags.iter().map(String::as_str).collect();
                meta(&slug, &format!("{y:04}-{m:02}-{d:02}"), &refs)
            })
    }

    proptest! {
        #[test]
        fn sorting_gives_non_increasing_dates_and_keeps_every_post(
            mut posts in proptest::collection::vec(arb_meta(), 0..20)
        ) {
            let before = posts.len();
            sort_newest_first(&mut posts);
            prop_assert_eq!(posts.len(), before);
            for pair in posts.windows(2) {
                prop_assert!(pair[0].date >= pair[1].date);
            }
        }

        #[test]
        fn filtering_keeps_exactly_the_tagged_posts_in_order(
            posts in proptest::collection::vec(arb_meta(), 0..20),
            tag in "[a-e]",
        ) {
            let kept = filter_by_tag(&posts, &tag);
            let expected: Vec<&PostMeta> = posts.iter().filter(|p| p.tags.contains(&tag)).collect();
            prop_assert_eq!(kept.iter().collect::<Vec<_>>(), expected);
        }

        #[test]
        fn tag_counts_add_up_to_the_tags_carried(
            posts in proptest::collection::vec(arb_meta(), 0..20)
        ) {
            let counts = tag_counts(&posts);
            let total: u32 = counts.iter().map(|t| t.count).sum();
            prop_assert_eq!(total as usize, posts.iter().map(|p| p.tags.len()).sum::<usize>());
            for t in &counts {
                prop_assert_eq!(t.count as usize, filter_by_tag(&posts, &t.tag).len());
            }
            for pair in counts.windows(2) {
                prop_assert!(pair[0].count > pair[1].count
                    || (pair[0].count == pair[1].count && pair[0].tag < pair[1].tag));
            }
        }

        #[test]
        fn related_posts_never_include_the_post_and_always_share_a_tag(
            post in arb_meta(),
            others in proptest::collection::vec(arb_meta(), 0..20),
            limit in 0usize..5,
        ) {
            let related = related_posts(&post, &others, limit);
            prop_assert!(related.len() <= limit);
            for r in &related {
                prop_assert!(r.slug != post.slug);
                prop_assert!(r.tags.iter().any(|t| post.tags.contains(t)));
            }
        }

        #[test]
        fn reading_time_is_at_least_one_and_grows_with_words(words in 0usize..3000) {
            let minutes = reading_minutes(&"goal ".repeat(words));
            prop_assert!(minutes >= 1);
            prop_assert_eq!(minutes as usize, words.div_ceil(WORDS_PER_MINUTE).max(1));
        }

        #[test]
        fn slug_validation_matches_the_pattern(s in "\\PC{0,12}") {
            let expected = !s.is_empty()
                && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            prop_assert_eq!(is_valid_slug(&s), expected);
        }

        #[test]
        fn parsing_any_text_never_panics(slug in "\\PC{0,10}", text in "\\PC{0,300}") {
            let _ = parse_post(&slug, &text);
            let sources = vec![PostSource { slug, source: text }];
            let _ = blog_list(&sources, Some("a"));
        }
    }
}
