// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogIndex } from '../../../shared/core/generated/blog-index';

// The core leaves a broken post out of the blog instead of breaking the page (the build's blog index lists it
// under `rejected` with the reason); this test is what fails when a file in ../posts has a front matter mistake,
// or its cover image is missing.
const POSTS_DIR = join(process.cwd(), 'app/src/features/blog/posts');
const files = readdirSync(POSTS_DIR).filter((file) => file.endsWith('.md'));

describe('blog post files', () => {
  it('finds the posts', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it('publishes every file (none rejected by the core)', () => {
    expect(blogIndex.rejected).toEqual([]);
    expect(blogIndex.posts.map((post) => `${post.slug}.md`).sort()).toEqual([...files].sort());
  });

  it.each(blogIndex.posts.map((post) => [post.slug, post.cover] as const))('%s has its cover image', (_slug, cover) => {
    expect(existsSync(join(process.cwd(), 'app/public', cover))).toBe(true);
  });
});
