import type { PostMeta } from '../../../shared/core/content';

/** A post's date as the core wrote it at build time ("14 January 2025"), with its `YYYY-MM-DD` for machines. */
export function PostDate({ meta }: { meta: Pick<PostMeta, 'date' | 'dateText'> }) {
  return <time dateTime={meta.date}>{meta.dateText}</time>;
}
