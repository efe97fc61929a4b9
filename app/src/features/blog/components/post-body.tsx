import { TrustedMarkdown } from '../../../shared/ui/markdown/trusted-markdown';

interface PostBodyProps {
  /** The Markdown body of a post file in this repository (never text a user typed): see TrustedMarkdown. */
  markdown: string;
}

/** A post's body, rendered from Markdown. */
export function PostBody({ markdown }: PostBodyProps) {
  return <TrustedMarkdown source={markdown} className="post-body" />;
}
