import { dateText } from '../../../shared/core/profile';

/**
 * A stored date (`YYYY-MM-DD` or `YYYY-MM`) as people read it ("10 May 2006", "May 2006"), in a `<time>` that keeps the
 * ISO value for machines. The words are the core's. Text that is not a real date is shown as it is, without a `<time>`
 * that would claim it is one.
 */
export function DateText({ iso }: { iso: string }) {
  const text = dateText(iso);
  return text === iso ? <>{iso}</> : <time dateTime={iso}>{text}</time>;
}
