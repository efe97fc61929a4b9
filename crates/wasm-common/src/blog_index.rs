//! The blog index: the repository's Markdown posts read and checked by the core at build time, so the blog
//! pages ship data (the posts' metadata, tag counts, related posts and bodies) instead of a parser.
//! `node scripts/build-wasm.mjs` runs `examples/blog_index.rs` over `app/src/features/blog/posts/` and writes
//! one generated module per top-level field of [`BlogDocument`].

use std::collections::BTreeMap;

use serde::Serialize;
use skora_core::blog::{self, PostMeta, PostSource, TagCount, RELATED_LIMIT};
use tsify::Tsify;

#[derive(Debug, Clone, PartialEq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct BlogDocument {
    /// What the list and the post pages need besides the bodies.
    pub blog_index: BlogIndex,
    /// Slug → the post's Markdown body (not rendered), for the post page.
    #[tsify(type = "Record<string, string>")]
    pub blog_bodies: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct BlogIndex {
    /// Publishable posts, newest first (the slug breaks ties).
    pub posts: Vec<PostMeta>,
    /// Every tag with how many posts carry it: most used first, then alphabetical.
    pub tags: Vec<TagCount>,
    /// Tag → the slugs of the posts carrying it, newest first.
    #[tsify(type = "Record<string, string[]>")]
    pub by_tag: BTreeMap<String, Vec<String>>,
    /// Slug → the slugs of the posts to read next (most shared tags first, then newest).
    #[tsify(type = "Record<string, string[]>")]
    pub related: BTreeMap<String, Vec<String>>,
    /// Files that are not publishable posts, with the reason: the blog leaves them out, the content test fails.
    pub rejected: Vec<RejectedPost>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RejectedPost {
    pub slug: String,
    pub reason: String,
}

/// The blog's build-time document for these files, by the core's rules (`blog::published` and friends).
pub fn blog_document(sources: &[PostSource]) -> BlogDocument {
    let published = blog::published(sources);
    let posts: Vec<PostMeta> = published.iter().map(|(meta, _)| meta.clone()).collect();
    let tags = blog::tag_counts(&posts);
    let by_tag = tags
        .iter()
        .map(|t| {
            let slugs = blog::filter_by_tag(&posts, &t.tag)
                .into_iter()
                .map(|p| p.slug)
                .collect();
            (t.tag.clone(), slugs)
        })
        .collect();
    let related = posts
        .iter()
        .map(|post| {
            let next = blog::related_posts(post, &posts, RELATED_LIMIT);
            (
                post.slug.clone(),
                next.into_iter().map(|p| p.slug).collect(),
            )
        })
        .collect();
    let rejected = sources
        .iter()
        .enumerate()
        .filter_map(|(i, source)| {
            // The core keeps the first publishable file of a slug (see `blog::published`).
            let repeated = sources[..i].iter().any(|earlier| {
                earlier.slug == source.slug
                    && blog::parse_post(&earlier.slug, &earlier.source).is_ok()
            });
            let reason = match blog::parse_post(&source.slug, &source.source) {
                Err(e) => e.to_string(),
                Ok(_) if repeated => "a repeated slug".to_string(),
                Ok(_) => return None,
            };
            Some(RejectedPost {
                slug: source.slug.clone(),
                reason,
            })
        })
        .collect();
    BlogDocument {
        blog_bodies: published
            .into_iter()
            .map(|(meta, body)| (meta.slug, body))
            .collect(),
        blog_index: BlogIndex {
            posts,
            tags,
            by_tag,
            related,
            rejected,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(slug: &str, date: &str, tags: &str) -> PostSource {
        PostSource {
            slug: slug.into(),
            source: format!(
                "---\ntitle: Post {slug}\ndate: {date}\nauthor: Ana Costa\ntags: [{tags}]\ncover: /images/blog/{slug}.svg\nsummary: About {slug}.\n---\n\n## Heading\n\nSome words.\n"
            ),
        }
    }

    #[test]
    fn the_index_follows_the_cores_order_tags_and_related_posts() {
        let doc = blog_document(&[
            source("old", "2024-01-01", "cv, trials"),
            source("new", "2025-01-01", "cv"),
            source("keepers", "2024-06-01", "goalkeepers"),
        ]);
        let index = &doc.blog_index;
        let slugs: Vec<&str> = index.posts.iter().map(|p| p.slug.as_str()).collect();
        assert_eq!(slugs, ["new", "keepers", "old"]);
        assert_eq!(index.tags[0].tag, "cv");
        assert_eq!(index.tags[0].count, 2);
        assert_eq!(index.by_tag["cv"], ["new", "old"]);
        assert_eq!(index.related["old"], ["new"]);
        assert!(index.related["keepers"].is_empty());
        assert!(doc.blog_bodies["new"].starts_with("## Heading"));
        assert!(index.rejected.is_empty());
    }

    #[test]
    fn a_broken_file_is_left_out_with_its_reason() {
        let broken = PostSource {
            slug: "broken".into(),
            source: "---\ntitle: T\n---\n".into(),
        };
        let doc = blog_document(&[
            source("ok", "2025-01-01", "cv"),
            broken,
            source("ok", "2025-02-01", "cv"),
        ]);
        assert_eq!(doc.blog_index.posts.len(), 1);
        assert!(!doc.blog_bodies.contains_key("broken"));
        let rejected: Vec<(&str, &str)> = doc
            .blog_index
            .rejected
            .iter()
            .map(|r| (r.slug.as_str(), r.reason.as_str()))
            .collect();
        assert_eq!(
            rejected,
            [
                ("broken", "the front matter has no 'author'"),
                ("ok", "a repeated slug")
            ]
        );
    }
}
