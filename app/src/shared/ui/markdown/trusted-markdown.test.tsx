import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { TrustedMarkdown } from './trusted-markdown';

afterEach(cleanup);

function renderMarkdown(source: string, toc = false) {
  return renderRoutes(
    [
      { path: '/doc', element: <TrustedMarkdown source={source} toc={toc} tocLabel="Doc contents" /> },
      { path: '/signup', element: <p>Sign-up page</p> },
    ],
    '/doc',
  );
}

describe('TrustedMarkdown', () => {
  it('never turns raw HTML in the Markdown into elements', () => {
    const { container } = renderMarkdown(
      '## Safe\n\n<script>window.__pwned = true</script>\n\nText <img src=x onerror="window.__pwned = true"> here.',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>window.__pwned = true</script>');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('drops script links that Markdown syntax would otherwise create', () => {
    const { container } = renderMarkdown('[click](javascript:alert(1))');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('gives repeated headings distinct anchors and lists the h2 headings as contents', () => {
    renderMarkdown('## Rights\n\ntext\n\n### Detail\n\n## Rights\n\nmore', true);
    const headings = screen.getAllByRole('heading', { level: 2, name: 'Rights' });
    expect(headings.map((heading) => heading.id)).toEqual(['rights', 'rights-2']);
    const links = screen.getAllByRole('link', { name: 'Rights' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#rights', '#rights-2']);
    expect(screen.queryByRole('link', { name: 'Detail' })).not.toBeInTheDocument();
  });

  it('follows links to our own pages inside the app', async () => {
    const user = userEvent.setup();
    const { router } = renderMarkdown('Please [register](/signup) first.');
    await user.click(screen.getByRole('link', { name: 'register' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByText('Sign-up page')).toBeInTheDocument();
  });
});
