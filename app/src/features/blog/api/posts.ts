// The blog's posts: the Markdown files in ../posts, bundled into the blog's lazily loaded chunk. They are
// repository content (reviewed like code), not user text. A post's slug is its file name without `.md`;
// reading, checking, sorting and filtering them is the core's job (`blogList`, `blogPost`).
import type { PostSource } from '../../../shared/core/content';

const files = import.meta.glob<string>('../posts/*.md', { query: '?raw', import: 'default', eager: true });

export const postSources: PostSource[] = Object.entries(files).map(([path, source]) => ({
  slug: path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, ''),
  source,
}));
