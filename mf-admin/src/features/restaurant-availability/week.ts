import { addDays, nowTimeIso, todayIso } from '@trabzon/dates';

/** The seven days the strip shows and the day being edited, always one of them. */
export interface WeekView {
  weekStart: string;
  date: string;
}

/**
 * The week `weeks` weeks before or after `view`, with the same weekday selected, so the strip, the
 * heading and the slot table move together. Never before `today` nor after `lastDay`: the week
 * starts at today at the earliest, and the day stops at the last one the API sets slots for.
 */
export function shiftWeek(view: WeekView, weeks: number, today: string, lastDay: string): WeekView {
  const moved = addDays(view.weekStart, 7 * weeks);
  const weekStart = moved < today ? today : moved;
  const day = addDays(view.date, 7 * weeks);
  const date = day < weekStart ? weekStart : day > lastDay ? lastDay : day;
  return { weekStart, date };
}

/**
 * True for a slot of today that has started (Istanbul time, as the API counts): nobody can reserve
 * it any more, so closing or opening it would change nothing.
 */
export function isPastSlot(date: string, time: string, now: Date = new Date()): boolean {
  const today = todayIso(now);
  return date < today || (date === today && time <= nowTimeIso(now));
}

/**
 * True for today once its every slot has started: closing or reopening the whole day would change
 * nothing a guest can book, and the API refuses it (a day without slots is not "passed").
 */
export function isPassedDay(date: string, slots: ReadonlyArray<{ time: string }>, now: Date = new Date()): boolean {
  return slots.length > 0 && slots.every((slot) => isPastSlot(date, slot.time, now));
}
