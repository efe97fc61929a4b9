/** A post's `YYYY-MM-DD` date, written out in the reader's language (e.g. "14 January 2025"). */
export function PostDate({ date }: { date: string }) {
  // Noon UTC, formatted in UTC: the calendar day is the same in every time zone.
  const day = new Date(`${date}T12:00:00Z`);
  const label = Number.isNaN(day.getTime())
    ? date
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  return <time dateTime={date}>{label}</time>;
}
