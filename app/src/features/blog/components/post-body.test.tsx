import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PostBody } from './post-body';

afterEach(cleanup);

function renderBody(markdown: string) {
  return render(
    <MemoryRouter>
      <PostBody markdown={markdown} />
    </MemoryRouter>,
  );
}

describe('PostBody', () => {
  it('renders Markdown headings, lists and emphasis as HTML', () => {
    renderBody('## Week one\n\n- Rest **well**\n- Eat\n');
    expect(screen.getByRole('heading', { level: 2, name: 'Week one' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('well').tagName).toBe('STRONG');
  });

  it('shows HTML written in a post as text instead of running it', () => {
    const { container } = renderBody(
      'Before\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\nAfter <b onclick="x()">bold</b>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
    expect(container).toHaveTextContent('<img src="x" onerror="window.hacked = true">');
  });

  it('refuses script links and keeps one h1 per page', () => {
    const { container } = renderBody('# Title in the file\n\n[click](javascript:alert(1))');
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Title in the file' })).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });
});
