import MarkdownIt, { type Token } from 'markdown-it';

// html: false escapes any raw HTML in the source (a `<script>` becomes text), so the output contains only the
// tags markdown-it itself writes. linkify stays off: every link in our documents is written on purpose.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Links to other sites open in a new tab, and `noopener noreferrer` keeps that tab from reaching back into this
// one (window.opener) or learning which page sent the reader.
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// The page's title is its h1, so a document's headings start at h2; a stray `#` heading is demoted to keep one
// h1 per page.
md.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

// Wide tables scroll sideways inside a wrapper on small screens, so the table itself keeps its table role.
md.renderer.rules.table_open = () => '<div class="markdown-table">\n<table>\n';
md.renderer.rules.table_close = () => '</table>\n</div>\n';

export interface Heading {
  /** The anchor id given to the heading element. */
  id: string;
  text: string;
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  /** The document's h2 and h3 headings, in order: the table of contents. */
  headings: Heading[];
}

/** "Who receives your data" → "who-receives-your-data": an anchor readers can share and bookmark. */
function anchorId(text: string, taken: Set<string>): string {
  const base = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** Renders one of our own Markdown files (legal pages, blog posts) to HTML, giving its h2/h3 headings anchor ids. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(source, env);
  const headings: Heading[] = [];
  const taken = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const level = Number(token.tag.slice(1));
    if (level < 2 || level > 3) return;
    const text = plainText(tokens[index + 1]);
    const id = anchorId(text, taken);
    token.attrSet('id', id);
    headings.push({ id, text, level });
  });
  return { html: md.renderer.render(tokens, md.options, env), headings };
}
