import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { allPosts } from './api/posts';
import BlogPage from './blog-page';

afterEach(cleanup);

function renderBlog(path = '/blog') {
  return renderRoutes([{ path: '/blog', element: <BlogPage /> }], path);
}

function listedPosts(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
}

describe('BlogPage', () => {
  it('lists every post under the Blog heading, each linking to its page', () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(listedPosts()).toHaveLength(allPosts.length);
    expect(screen.getByRole('link', { name: 'What scouts look for in goalkeepers' })).toHaveAttribute(
      'href',
      '/blog/what-scouts-look-for-in-goalkeepers',
    );
    expect(screen.getByRole('link', { name: /^All posts/ })).toHaveAttribute('aria-current', 'page');
  });

  it('narrows the list to a tag and puts the tag in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderBlog();
    const filter = screen.getByRole('navigation', { name: 'Filter posts by tag' });
    await user.click(within(filter).getByRole('link', { name: /^#goalkeepers/ }));

    expect(router.state.location.search).toBe('?tag=goalkeepers');
    const posts = listedPosts();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBeLessThan(allPosts.length);
    for (const post of posts) {
      expect(within(post).getByRole('link', { name: '#goalkeepers' })).toHaveAttribute('href', '/blog?tag=goalkeepers');
    }
    expect(within(filter).getByRole('link', { name: /^#goalkeepers/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('tagged #goalkeepers');
  });

  it('reads the tag from the URL and explains a tag without posts', () => {
    renderBlog('/blog?tag=nutrition');
    expect(screen.queryByRole('list', { name: 'Posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No posts with this tag yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog');
  });

  it('gives every cover its size and lazy-loads all but the first', () => {
    renderBlog();
    const covers = listedPosts().map((post) => post.querySelector('img'));
    for (const cover of covers) {
      expect(cover).toHaveAttribute('width', '1200');
      expect(cover).toHaveAttribute('height', '630');
    }
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers.slice(1).every((cover) => cover?.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
