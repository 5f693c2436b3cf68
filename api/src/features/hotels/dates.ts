/**
 * Calendar dates of the hotels: YYYY-MM-DD strings in the hotels' time zone (Europe/Istanbul).
 * Arithmetic runs on UTC midnights, so no daylight-saving shift can skip or repeat a day.
 */
export const HOTEL_TIME_ZONE = 'Europe/Istanbul';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Building an Intl formatter costs about a millisecond: keep one per time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = map.get(timeZone);
  if (!format) {
    format = make();
    map.set(timeZone, format);
  }
  return format;
}

/** Today's date in the time zone (default: the hotels'). */
export function todayIn(now: Date = new Date(), timeZone = HOTEL_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return cached(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The nights of a stay: every date from checkIn up to, not including, checkOut. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let date = checkIn; date < checkOut; date = addDays(date, 1)) nights.push(date);
  return nights;
}

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The UTC offset of a time zone at an instant, in minutes (Istanbul: +180). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = cached(offsetFormats, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a wall-clock date and time (HH:MM) in the time zone, as an ISO string in UTC. */
export function zonedDateTimeToIso(date: string, time: string, timeZone = HOTEL_TIME_ZONE): string {
  const wallAsUtc = Date.parse(`${date}T${time}:00Z`);
  let instant = wallAsUtc - offsetMinutes(new Date(wallAsUtc), timeZone) * 60_000;
  // Once more with the offset at the found instant (matters only next to a DST change).
  instant = wallAsUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}
