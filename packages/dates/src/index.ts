/**
 * The site's calendar: days are YYYY-MM-DD strings in the agency's time zone (Europe/Istanbul),
 * the same convention in the API, the shell and every remote. "Today" is always Istanbul's today,
 * whatever the visitor's or the server's own zone, so the home panel and the lists agree at midnight.
 * Day arithmetic is done by date-fns on the calendar date, so no daylight-saving change skips a day.
 */
import { addDays as addDaysToDate, addMonths as addMonthsToDate, differenceInCalendarDays, isValid } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { DayType } from '@trabzon/contracts';

export const AGENCY_TIME_ZONE = 'Europe/Istanbul';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A calendar day to date-fns: local midnight of that day (only its calendar fields are used).
 * Built by hand, not with date-fns' `parse`: the API runs this for every night of every stay it
 * prices, and `parse` costs a hundred times more. An impossible day (02-30) rolls over, which
 * isIsoDate detects; anything else gives an Invalid Date.
 */
function toDate(day: string): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return date;
}

function toDay(date: Date): string {
  if (!isValid(date)) throw new RangeError('Invalid time value');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = toDate(value);
  return isValid(date) && toDay(date) === value;
}

/** True for a wall-clock time written HH:MM (00:00 to 23:59). */
export function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIME.test(value);
}

/** The last answer of todayIso: the day cannot change within a minute (zones move by whole minutes). */
let lastToday: { minute: number; timeZone: string; day: string } | null = null;

/** Today in the agency's time zone (or another zone). */
export function todayIso(now: Date = new Date(), timeZone: string = AGENCY_TIME_ZONE): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastToday && lastToday.minute === minute && lastToday.timeZone === timeZone) return lastToday.day;
  // A TZDate's calendar fields are the zone's. Not date-fns' format: it brings its whole locale
  // machinery (7 kB gzipped on every page) for two fixed patterns.
  const day = toDay(new TZDate(now.getTime(), timeZone));
  if (Number.isFinite(minute)) lastToday = { minute, timeZone, day };
  return day;
}

/** The wall-clock time HH:MM now in the agency's time zone. */
export function nowTimeIso(now: Date = new Date(), timeZone: string = AGENCY_TIME_ZONE): string {
  const time = new TZDate(now.getTime(), timeZone);
  if (!isValid(time)) throw new RangeError('Invalid time value');
  return `${pad(time.getHours(), 2)}:${pad(time.getMinutes(), 2)}`;
}

/**
 * The first pickup a visitor can still book (taxis): `noticeMinutes` and 5 minutes to fill the form
 * from `now`, rounded up to the next 5 minutes, with its day (agency's zone; past midnight, the next
 * day's). It only moves forward as time passes. The home page's Taxis tab and the taxi page start from it.
 */
export function firstPickupTime(noticeMinutes: number, now: Date = new Date()): { date: string; time: string } {
  const step = 5 * 60_000;
  const at = new Date(Math.ceil((now.getTime() + (noticeMinutes + 5) * 60_000) / step) * step);
  return { date: todayIso(at), time: nowTimeIso(at) };
}

/**
 * Why a pickup at `startsAt` (an instant, as zonedDateTimeToIso gives it) cannot be booked `now`
 * with `noticeMinutes` of notice, or null when it can: already passed, or too soon. One rule for the
 * API's refusal, the transfer pages and the home page's Taxis tab.
 */
export function pickupNoticeProblem(startsAt: string, noticeMinutes: number, now: Date = new Date()): 'timeInPast' | 'tooSoon' | null {
  const at = Date.parse(startsAt);
  if (at <= now.getTime()) return 'timeInPast';
  if (at < now.getTime() + noticeMinutes * 60_000) return 'tooSoon';
  return null;
}

export function addDays(day: string, days: number): string {
  return toDay(addDaysToDate(toDate(day), days));
}

/** The same day `months` later (or earlier); the 31st becomes the month's last day (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(day: string, months: number): string {
  return toDay(addMonthsToDate(toDate(day), months));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** Nights from check-in to check-out (0 or less when check-out is not after check-in). */
export const nightsBetween = daysBetween;

/** Every day from `from` up to, not including, `to`: the nights of a stay. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(day: string): number {
  return toDate(day).getDay();
}

/** The days of the week (0 = Sunday) of each of the API's day types ('weekdays' is Monday–Friday). */
const DAY_NUMBERS: Record<DayType, readonly number[]> = {
  all: [0, 1, 2, 3, 4, 5, 6],
  weekdays: [1, 2, 3, 4, 5],
  weekends: [6, 0],
  sunday: [0],
  monday: [1],
  tuesday: [2],
  wednesday: [3],
  thursday: [4],
  friday: [5],
  saturday: [6],
};

/** Days of the week (0 = Sunday) that the day types cover together. */
export function daysOfWeekIn(dayTypes: readonly DayType[]): Set<number> {
  return new Set(dayTypes.flatMap((type) => DAY_NUMBERS[type]));
}

/** True when the day falls on one of the day types. */
export function isDayOfType(day: string, dayTypes: readonly DayType[]): boolean {
  return daysOfWeekIn(dayTypes).has(dayOfWeek(day));
}

/**
 * Converting a wall-clock time asks Intl for the zone's offset, which costs more than the rest of a
 * booking's quote; the answer never changes for given inputs, so recent ones are kept (bounded).
 */
const zonedInstants = new Map<string, string>();
const ZONED_INSTANTS_KEPT = 10_000;

/** The instant of a wall-clock day and time (HH:MM) in the agency's zone, as an ISO string in UTC. */
export function zonedDateTimeToIso(day: string, time: string, timeZone: string = AGENCY_TIME_ZONE): string {
  const key = `${day}T${time}|${timeZone}`;
  let iso = zonedInstants.get(key);
  if (iso === undefined) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    iso = new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime()).toISOString();
    if (zonedInstants.size >= ZONED_INSTANTS_KEPT) zonedInstants.clear();
    zonedInstants.set(key, iso);
  }
  return iso;
}
