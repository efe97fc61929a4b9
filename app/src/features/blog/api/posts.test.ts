import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBlogPost } from '../../../shared/core/core';
import { postSources } from './posts';

// The core leaves a broken post out of the blog instead of breaking the page; this test is what fails
// when a file in ../posts has a front matter mistake, or its cover image is missing.
describe('blog post files', () => {
  it('finds the posts', () => {
    expect(postSources.length).toBeGreaterThanOrEqual(5);
  });

  it.each(postSources.map((post) => [post.slug, post] as const))('%s is a publishable post with a cover', (_slug, post) => {
    const meta = checkBlogPost(post.slug, post.source);
    expect(existsSync(join(process.cwd(), 'app/public', meta.cover))).toBe(true);
  });
});
