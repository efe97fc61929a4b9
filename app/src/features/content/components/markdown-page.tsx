import { Page } from '../../../shared/ui/page';
import type { MarkdownPage as MarkdownPageData } from '../data/documents';
import { TrustedMarkdown } from '../../../shared/ui/markdown/trusted-markdown';

/** A page whose body is one of our Markdown documents, with its "Last updated" date when it has one. */
export function MarkdownPage({ page }: { page: MarkdownPageData }) {
  return (
    <Page title={page.title} lead={page.lead} description={page.description} className="markdown-page">
      {page.lastUpdated ? (
        <p className="markdown-updated">
          Last updated: <time dateTime={page.lastUpdated.date}>{page.lastUpdated.text}</time>
        </p>
      ) : null}
      <TrustedMarkdown source={page.source} toc={page.toc} tocLabel={`${page.title} contents`} />
    </Page>
  );
}
