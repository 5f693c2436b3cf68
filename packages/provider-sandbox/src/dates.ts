/** Calendar dates as YYYY-MM-DD strings, computed in UTC (no time zone ever shifts a day). */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid YYYY-MM-DD, else null (2025-02-30 is not a date). */
export function dayNumber(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function todayNumber(now: number): number {
  return Math.floor(now / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** 1..12 */
export function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

/** One formatter per zone: building one costs far more than using it. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const QUARTER_HOUR_MS = 15 * 60_000;
/** Offsets already read, by zone and quarter hour (a search reads hundreds; formatToParts costs microseconds). */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 20_000;

/**
 * Minutes a zone's clocks are ahead of UTC at an instant (Intl knows each zone's daylight-saving
 * rules). Zones change their offset only on a quarter hour, so one reading serves the quarter.
 */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offset = readOffset(quarter * QUARTER_HOUR_MS, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

function readOffset(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instantMs)) parts[part.type] = Number(part.value);
  const wallAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wallAsUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/**
 * The instant (ms since the epoch) when the clocks of `timeZone` show `minutes` after the midnight
 * of `day`. A time the zone skips (spring forward) reads with the offset before the change.
 */
export function zonedInstant(day: number, minutes: number, timeZone: string): number {
  const wallAsUtc = day * DAY_MS + minutes * 60_000;
  const before = wallAsUtc - zoneOffsetMinutes(wallAsUtc, timeZone) * 60_000;
  return wallAsUtc - zoneOffsetMinutes(before, timeZone) * 60_000;
}

/** "YYYY-MM-DDTHH:MM:SS" that the clocks of `timeZone` show at an instant: how the provider writes flight times. */
export function localDateTime(instantMs: number, timeZone: string): string {
  return new Date(instantMs + zoneOffsetMinutes(instantMs, timeZone) * 60_000).toISOString().slice(0, 19);
}

/** ISO-8601 duration of whole minutes, e.g. PT2H5M, PT45M, PT3H. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}
