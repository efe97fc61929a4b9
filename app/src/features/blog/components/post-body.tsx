import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderPost } from './render-post';

interface PostBodyProps {
  /**
   * TRUSTED INPUT ONLY: the Markdown body of a post file in this repository, never text a user typed.
   * markdown-it runs with `html: false`, so any HTML in the file is escaped and the output holds only
   * markdown-it's own tags. That, and the fact that the source is reviewed like code, is why this one
   * component may render it with dangerouslySetInnerHTML.
   */
  markdown: string;
}

/** A post's body, rendered from Markdown. */
export function PostBody({ markdown }: PostBodyProps) {
  const navigate = useNavigate();
  const html = useMemo(() => renderPost(markdown), [markdown]);

  // Links to our own pages (another post, the sign-up page) navigate inside the app instead of
  // reloading it; modified clicks (new tab) keep the browser's behaviour.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  // The click handler only delegates link clicks; the links themselves are the keyboard-usable controls
  // (Enter on a link fires a click too).
  return <div className="post-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
