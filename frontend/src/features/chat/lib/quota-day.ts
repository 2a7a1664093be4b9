/**
 * The free quota counts the person's own day (docs/decisions/091): the browser tells the server
 * its IANA time zone on every request that reads or spends the count. The server checks it and
 * fixes each day's reset when the day begins, so sending another zone cannot buy messages.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function timeZoneHeaders(): Record<string, string> {
  return { [TIME_ZONE_HEADER]: browserTimeZone() };
}

/** "resets at 12:00 AM", or with the weekday when the reset is more than a day away; null if unknown. */
export function resetText(resetsAt: string, now = new Date()): string | null {
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return null;
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (at.getTime() - now.getTime() < 24 * 60 * 60 * 1000) return `resets at ${time}`;
  return `resets ${at.toLocaleDateString('en-US', { weekday: 'long' })} at ${time}`;
}

/**
 * How long until the count resets, plus a second so the server's day has surely turned. A reset
 * already past (a clock that disagrees with the server's) is asked about again in a minute, not
 * in a loop; an unknown one not at all.
 */
export function msUntilReset(resetsAt: string, now = Date.now()): number | false {
  const at = Date.parse(resetsAt);
  if (Number.isNaN(at)) return false;
  return at > now ? at - now + 1000 : 60_000;
}
