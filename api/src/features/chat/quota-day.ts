/**
 * The free quota's "today" in the person's own time zone (docs/decisions/091).
 *
 * The browser sends its IANA zone (`X-Time-Zone`); anything that is not a zone this runtime
 * knows is read as UTC. The zone only decides when a new day's count will reset, and only at the
 * moment a day begins: during a day the row keeps its reset time, so changing zones mid-day
 * cannot reopen it. And no day ends sooner than 23 hours after the previous one (the shortest
 * real day, when clocks spring forward): hopping zones cannot squeeze in extra days.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';
export const MIN_DAY_MS = 23 * 60 * 60 * 1000;

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** A valid IANA zone name from the browser, or 'UTC'. */
export function parseTimeZone(raw: unknown): string {
  if (typeof raw !== 'string' || !ZONE_SHAPE.test(raw)) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
    return raw;
  } catch {
    return 'UTC';
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, at: Date) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at an instant, in ms (local wall time minus UTC). */
function offsetMs(zone: string, at: Date): number {
  const p = partsIn(zone, at);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) at an instant in a zone. */
export function localDay(at: Date, zone: string): string {
  const p = partsIn(zone, at);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The first local midnight after `at` in `zone` (DST-safe: the offset is re-read at the answer). */
export function nextLocalMidnight(at: Date, zone: string): Date {
  const p = partsIn(zone, at);
  const wall = Date.UTC(p.y, p.m - 1, p.d + 1);
  let guess = wall - offsetMs(zone, at);
  for (let i = 0; i < 2; i++) guess = wall - offsetMs(zone, new Date(guess));
  return new Date(guess);
}

/**
 * When a day that begins at `now` resets: the next local midnight in `zone`, but never sooner
 * than 23 hours after the previous day's reset.
 */
export function nextReset(now: Date, zone: string, previousReset: Date | null): Date {
  const midnight = nextLocalMidnight(now, zone);
  if (!previousReset) return midnight;
  return new Date(Math.max(midnight.getTime(), previousReset.getTime() + MIN_DAY_MS));
}
