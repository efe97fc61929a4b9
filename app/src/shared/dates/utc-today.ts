/**
 * Today's date in UTC as YYYY-MM-DD: the day the security rules' `request.time` is in. A page whose rule the server
 * checks against its own clock (the weekly stats' "no future week") hands this to the core, so a player ahead of UTC
 * is never offered a week the server would refuse.
 */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
