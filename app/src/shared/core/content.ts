// The content wasm module: the clips gallery (YouTube links as clips, players' highlights). Loaded with the clips
// route. The blog's types live here too (type-only: the blog's posts are read at build time, so it loads no wasm).
export { clipFromLink, playerClips } from './pkg/content/content';
export type { Clip, PostMeta, TagCount } from './pkg/content/content';
