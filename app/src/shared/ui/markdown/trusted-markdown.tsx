import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown } from './render-markdown';

interface TrustedMarkdownProps {
  /**
   * TRUSTED INPUT ONLY: a Markdown file from this repository (imported with Vite's `?raw`), never text a
   * user typed. markdown-it runs with `html: false`, so raw HTML in the file is escaped and the output holds
   * only markdown-it's own tags; that, and the fact that we wrote the source, is why rendering it with
   * dangerouslySetInnerHTML is acceptable here and nowhere else.
   */
  source: string;
  /** Show a table of contents of the h2 headings above the text (for the long legal pages). */
  toc?: boolean;
  /** Labels the table of contents, e.g. "Privacy Policy contents". */
  tocLabel?: string;
  /** The class of the rendered body, for its typography. */
  className?: string;
}

/**
 * One of our own Markdown documents (legal pages, blog posts), with anchored headings and an optional table of
 * contents. The only place in the app that renders HTML from a string.
 */
export function TrustedMarkdown({
  source,
  toc = false,
  tocLabel = 'On this page',
  className = 'markdown-body',
}: TrustedMarkdownProps) {
  const navigate = useNavigate();
  const { html, headings } = useMemo(() => renderMarkdown(source), [source]);
  const sections = headings.filter((heading) => heading.level === 2);

  // Links to our own pages ("/signup") navigate inside the app instead of reloading it.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <div className="markdown-document">
      {toc && sections.length > 0 ? (
        <nav className="markdown-toc" aria-label={tocLabel}>
          <h2 className="markdown-toc-title">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* dangerouslySetInnerHTML: trusted repository Markdown, see `source` above */}
      {/* The click handler only delegates link clicks; the links themselves are the keyboard-usable controls. */}
      <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
