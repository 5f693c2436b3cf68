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

/** "YYYY-MM-DDTHH:MM:SS" for a day and minutes after its midnight (may run into later days). */
export function localDateTime(day: number, minutes: number): string {
  return new Date(day * DAY_MS + minutes * 60_000).toISOString().slice(0, 19);
}

/** ISO-8601 duration of whole minutes, e.g. PT2H5M, PT45M, PT3H. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}
