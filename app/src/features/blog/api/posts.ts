// The blog's posts, as the core read them at build time from the Markdown files in ../posts (the generated blog
// index and bodies): the pages ship data, not a parser. A post's slug is its file name without `.md`; the order,
// the tag lists and the related posts are the core's.
import type { PostMeta } from '../../../shared/core/content';
import { blogBodies } from '../../../shared/core/generated/blog-bodies';
import { blogIndex } from '../../../shared/core/generated/blog-index';

const bySlug = new Map(blogIndex.posts.map((post) => [post.slug, post]));

/** Every publishable post, newest first. */
export const allPosts: readonly PostMeta[] = blogIndex.posts;

/** Every tag with its count, most used first. */
export const allTags = blogIndex.tags;

/** The posts carrying `tag` (a tag no post carries has none), newest first. */
export function postsTagged(tag: string): PostMeta[] {
  return metas(blogIndex.byTag[tag] ?? []);
}

export interface PostPage {
  meta: PostMeta;
  /** The Markdown body, not rendered. */
  body: string;
  related: PostMeta[];
}

/** The post page for `slug`, or null when no publishable post has it. */
export function findPost(slug: string): PostPage | null {
  const meta = bySlug.get(slug);
  const body = blogBodies[slug];
  if (!meta || body === undefined) return null;
  return { meta, body, related: metas(blogIndex.related[slug] ?? []) };
}

function metas(slugs: readonly string[]): PostMeta[] {
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
