/** Today's local date as YYYY-MM-DD: the clock is I/O, so the caller reads it and hands it to the core. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
