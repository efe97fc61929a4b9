// The content wasm module: the blog (the repository's Markdown posts) and the clips gallery. Loaded with the
// blog and clips routes.
export { blogList, blogPost, clipFromLink, playerClips } from './pkg/content/content';
export type { BlogList, BlogPost, Clip, PostMeta, PostSource, TagCount } from './pkg/content/content';
