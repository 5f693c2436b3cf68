/** The inventory screen's calendar rules, on the site's one calendar (@trabzon/dates). */
import { addDays, todayIso } from '@trabzon/dates';

export { addDays, dayOfWeek, daysBetween, daysOfWeekIn, isIsoDate, todayIso } from '@trabzon/dates';

/** The default inventory window: today and the 29 days after it. */
export const DEFAULT_RANGE_DAYS = 30;

/** The inventory screen's default window: the next 30 days, today included (Istanbul's today). */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const from = todayIso(now);
  return { from, to: addDays(from, DEFAULT_RANGE_DAYS - 1) };
}
