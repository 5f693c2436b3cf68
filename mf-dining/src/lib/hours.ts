import { addDays, dayOfWeek, nowTimeIso, todayIso } from '@trabzon/dates';
import type { WeekHours } from '@trabzon/api-client';
import { RESERVATION_RULES, reservationStarts, type SeatingPlan } from '@trabzon/contracts/restaurant-rules';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface OpenState {
  open: boolean;
  /** Closing time when open (HH:MM). */
  until: string | null;
  /** Weekday (0 = Sunday) of "today" in Istanbul. */
  today: number;
}

/**
 * Whether the restaurant is open now, Istanbul time (never the visitor's zone): today's hours, or
 * yesterday's when they run past midnight.
 */
export function openState(hours: WeekHours, now: Date = new Date()): OpenState {
  const today = todayIso(now);
  const weekday = dayOfWeek(today);
  const at = minutes(nowTimeIso(now));
  const own = hours[weekday];
  if (own) {
    const open = minutes(own.open);
    let close = minutes(own.close);
    if (close <= open) close += 1440;
    if (at >= open && at < close) return { open: true, until: own.close, today: weekday };
  }
  const yesterday = hours[dayOfWeek(addDays(today, -1))];
  if (yesterday) {
    const open = minutes(yesterday.open);
    const close = minutes(yesterday.close);
    if (close <= open && at < close) return { open: true, until: yesterday.close, today: weekday };
  }
  return { open: false, until: null, today: weekday };
}

/** True when a day's closing time is after midnight. */
export const closesAfterMidnight = (day: { open: string; close: string }) => minutes(day.close) <= minutes(day.open);

/**
 * False when the restaurant's hours alone say `date` has no reservation time (Istanbul time; the
 * API's own rule, reservationStarts): it is closed that day, or, today, its last seating starts less
 * than MIN_LEAD_MINUTES from now. True only means the slots API is worth asking (tables and staff's
 * closed days are known there).
 */
export function mayHaveReservationTime(plan: SeatingPlan, date: string, now: Date = new Date()): boolean {
  const earliest = date === todayIso(now) ? minutes(nowTimeIso(now)) + RESERVATION_RULES.MIN_LEAD_MINUTES : 0;
  return reservationStarts(plan, date).some((start) => start >= earliest);
}
