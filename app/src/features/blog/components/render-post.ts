import MarkdownIt from 'markdown-it';

// html: false escapes raw HTML in a post (a `<script>` or `<img onerror>` is shown as text), so the output
// holds only the tags markdown-it writes itself; its link validator also refuses `javascript:` and similar
// URLs. linkify stays off: every link in a post is written on purpose.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Links to other sites open in a new tab, and `noopener noreferrer` keeps that tab from reaching back
// into this one (window.opener) or learning which post sent the reader.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token?.attrGet('href') ?? '');
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// A post's title is the page's h1, so Markdown headings start at h2; a stray `#` heading is demoted
// to keep one h1 per page.
md.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

/** The HTML of a post's Markdown body. Only for the repository's own posts (see PostBody). */
export function renderPost(markdown: string): string {
  return md.render(markdown);
}
