/**
 * Calendar dates of the hotels: YYYY-MM-DD in the hotels' time zone (Europe/Istanbul), the same
 * convention as the API. Arithmetic runs on UTC midnights, so no daylight-saving shift can skip a day.
 */
export const HOTEL_TIME_ZONE = 'Europe/Istanbul';
/** The default inventory window: today and the 29 days after it. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** Today in the hotels' time zone. */
export function todayIn(now: Date = new Date(), timeZone = HOTEL_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The inventory screen's default window: the next 30 days, today included. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const from = todayIn(now);
  return { from, to: addDays(from, DEFAULT_RANGE_DAYS - 1) };
}
