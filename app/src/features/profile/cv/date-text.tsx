/**
 * A stored date (`YYYY-MM-DD` or `YYYY-MM`) as people read it ("10 May 2006", "May 2006"), in a `<time>` that keeps the
 * ISO value for machines. The words are the core's: `dates`, the view's texts keyed by the stored text (`Profile.read`,
 * `Attributes.read`). Text that is not a real date has none and is shown as it is, without a `<time>` that would claim
 * it is one.
 */
export function DateText({ iso, dates }: { iso: string; dates: Readonly<Record<string, string>> }) {
  const text = dates[iso];
  return text === undefined ? <>{iso}</> : <time dateTime={iso}>{text}</time>;
}
