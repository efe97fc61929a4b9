import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import BlogPostPage from './blog-post-page';

afterEach(cleanup);

function renderPost(slug: string) {
  return renderRoutes(
    [
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/blog', element: <p>The blog list</p> },
    ],
    `/blog/${slug}`,
  );
}

describe('BlogPostPage', () => {
  it('shows the post: title, author, the date as people read it, tags, reading time, cover and Markdown headings', () => {
    renderPost('what-scouts-look-for-in-goalkeepers');
    expect(screen.getByRole('heading', { level: 1, name: 'What scouts look for in goalkeepers' })).toBeInTheDocument();
    expect(document.title).toBe('What scouts look for in goalkeepers | SKORA');

    const article = screen.getByRole('article', { name: 'What scouts look for in goalkeepers' });
    // "## Positioning before shot-stopping" in the file becomes a real h2.
    expect(within(article).getByRole('heading', { level: 2, name: 'Positioning before shot-stopping' })).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem').length).toBeGreaterThan(0);

    const byline = document.querySelector<HTMLElement>('main > p.post-meta');
    expect(byline).toHaveTextContent(/^By Daniel Okafor · .+ · \d+ min read$/);
    expect(byline?.querySelector('time')).toHaveAttribute('dateTime', '2025-02-11');
    // The core's words, the same for every reader and in the pre-rendered page: not the browser's locale.
    expect(byline?.querySelector('time')).toHaveTextContent(/^11 February 2025$/);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#goalkeepers' })).toHaveAttribute('href', '/blog?tag=goalkeepers');
    const cover = document.querySelector('img.post-cover');
    expect(cover).toHaveAttribute('src', '/images/blog/goalkeepers.svg');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
  });

  it('suggests related posts and links back to the blog', async () => {
    const user = userEvent.setup();
    const { router } = renderPost('football-cv-scouts-read');
    const related = screen.getByRole('region', { name: 'Related posts' });
    const links = within(related).getAllByRole('heading', { level: 3 }).map((h) => within(h).getByRole('link'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/blog/football-cv-scouts-read');

    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('opens other sites in a new tab without opener access, and our own links inside the app', async () => {
    const user = userEvent.setup();
    const { router } = renderPost('minors-and-recruitment-eu');
    const external = screen.getByRole('link', { name: "FIFA's official website" });
    expect(external).toHaveAttribute('href', 'https://www.fifa.com/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    renderPost('trial-preparation-4-week-plan');
    await user.click(screen.getByRole('link', { name: 'what parents should know about minors and recruitment' }));
    expect(router.state.location.pathname).toBe('/blog/minors-and-recruitment-eu');
  });

  it('shows a friendly, unindexed card for an unknown slug', () => {
    renderPost('no-such-post');
    expect(screen.getByRole('heading', { name: 'We could not find this post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
