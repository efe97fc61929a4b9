import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogList } from '../../../shared/core/content';
import { postSources } from './posts';

// The core leaves a broken post out of the blog instead of breaking the page; this test is what fails
// when a file in ../posts has a front matter mistake (it is missing from the list), or its cover image is missing.
describe('blog post files', () => {
  const published = blogList(postSources).posts;

  it('finds the posts', () => {
    expect(postSources.length).toBeGreaterThanOrEqual(5);
  });

  it.each(postSources.map((post) => [post.slug] as const))('%s is a publishable post with a cover', (slug) => {
    const meta = published.find((post) => post.slug === slug);
    expect(meta, `${slug}.md is not publishable: check its front matter`).toBeDefined();
    expect(existsSync(join(process.cwd(), 'app/public', meta?.cover ?? ''))).toBe(true);
  });
});
