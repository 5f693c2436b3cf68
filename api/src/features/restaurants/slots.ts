import { RESERVATION_RULES, reservationStarts } from '@trabzon/contracts';
import { dayOfWeek, nowTimeIso, todayIso } from '@trabzon/dates';
import type { StoredDayHours } from '../../db/schema';

/*
 * Reservation times of a restaurant, from its weekly hours. Times are kept as "absolute minutes":
 * minutes since 1970-01-01 00:00 on the restaurant's wall clock (Europe/Istanbul), so a seating that
 * runs past midnight, or a day that closes after midnight, compares like any other.
 */

export interface Slot {
  /** HH:MM on the asked calendar date. */
  time: string;
  startsAt: number;
  endsAt: number;
}

const MINUTES_PER_DAY = 1440;

export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function fromMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date. */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
}

/** The calendar date of a day number (inverse of dayNumber). */
export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function absoluteMinutes(date: string, time: string): number {
  return dayNumber(date) * MINUTES_PER_DAY + toMinutes(time);
}

/**
 * The restaurant is open for the whole of [startsAt, endsAt) (absolute minutes) under `hours`: within
 * the opening of that day, or the previous day's opening when it runs past midnight.
 */
export function openThroughout(hours: readonly StoredDayHours[], startsAt: number, endsAt: number): boolean {
  const day = Math.floor(startsAt / MINUTES_PER_DAY);
  return [day - 1, day].some((openDay) => {
    const opening = hours[dayOfWeek(dateOfDay(openDay))];
    if (!opening) return false;
    const open = toMinutes(opening.open);
    let close = toMinutes(opening.close);
    if (close <= open) close += MINUTES_PER_DAY;
    const base = openDay * MINUTES_PER_DAY;
    return startsAt >= base + open && endsAt <= base + close;
  });
}

/**
 * Every reservation time on the calendar date `date` (the shared rule, reservationStarts: the day's
 * own opening, plus the late slots of the previous day's opening when it runs past midnight).
 */
export function slotsOn(hours: readonly StoredDayHours[], date: string, slotMinutes: number, seatingMinutes: number): Slot[] {
  const dayStart = dayNumber(date) * MINUTES_PER_DAY;
  return reservationStarts({ hours, slotMinutes, seatingMinutes }, date).map((start) => ({
    time: fromMinutes(start),
    startsAt: dayStart + start,
    endsAt: dayStart + start + seatingMinutes,
  }));
}

/** Now, as absolute minutes on Istanbul's wall clock. */
export function nowMinutes(now: Date): number {
  return absoluteMinutes(todayIso(now), nowTimeIso(now));
}

/**
 * A slot starting at `startsAt` is still bookable at `nowAt` (nowMinutes, computed once by the caller:
 * reading Istanbul's wall clock costs more than the rest of a slot): at least MIN_LEAD_MINUTES ahead.
 */
export function startsLateEnough(startsAt: number, nowAt: number): boolean {
  return startsAt >= nowAt + RESERVATION_RULES.MIN_LEAD_MINUTES;
}

/** Do two half-open spans [a, b) and [c, d) overlap? */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** The up to `count` free times closest to `time` (earlier first on a tie). */
export function nearestTimes(freeTimes: string[], time: string, count = 3): string[] {
  const target = toMinutes(time);
  return [...freeTimes]
    .sort((a, b) => Math.abs(toMinutes(a) - target) - Math.abs(toMinutes(b) - target) || toMinutes(a) - toMinutes(b))
    .slice(0, count)
    .sort((a, b) => toMinutes(a) - toMinutes(b));
}
