import MarkdownIt, { type Token } from 'markdown-it';

// html: false escapes any raw HTML in the source (a `<script>` becomes text), so the output contains only the
// tags markdown-it itself writes. linkify stays off: every link in our documents is written on purpose.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

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

/** Renders one of our own Markdown files to HTML, giving its h2/h3 headings anchor ids. */
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
