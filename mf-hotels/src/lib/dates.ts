/**
 * Stay dates: YYYY-MM-DD strings in the hotels' time zone (Europe/Istanbul), as the API reads them.
 * Arithmetic runs on UTC midnights, so no daylight-saving change can skip or repeat a day.
 */
export const HOTEL_TIME_ZONE = 'Europe/Istanbul';
/** Longest stay the API accepts for one search or booking. */
export const MAX_NIGHTS = 30;

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

/** Today in the hotels' time zone. */
export function todayIso(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights from check-in to check-out (0 or less when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** The booking panel's dates when the URL gives none: tomorrow to the day after. */
export function defaultStay(today: string = todayIso()): Stay {
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };
}

/** The smallest check-out a check-in allows (one night). */
export function minCheckOut(checkIn: string): string {
  return addDays(checkIn, 1);
}

/** True for dates the API will price: real dates, check-in from today, 1 to MAX_NIGHTS nights. */
export function isValidStay(checkIn: unknown, checkOut: unknown, today: string = todayIso()): boolean {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return false;
  if (checkIn < today) return false;
  const nights = nightsBetween(checkIn, checkOut);
  return nights >= 1 && nights <= MAX_NIGHTS;
}

/**
 * The stay the booking panel starts from: the URL's dates when they make a valid stay, else the
 * defaults (a valid check-in alone keeps it, with one night).
 */
export function initialStay(checkIn: string | null, checkOut: string | null, today: string = todayIso()): Stay {
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && isValidStay(checkIn, checkOut, today)) return { checkIn, checkOut };
  if (isIsoDate(checkIn) && checkIn >= today) return { checkIn, checkOut: minCheckOut(checkIn) };
  return defaultStay(today);
}

/**
 * A new check-in: keeps check-out when it is still after it (and within MAX_NIGHTS), else moves
 * check-out to the next day. Check-ins before today become today.
 */
export function withCheckIn(stay: Stay, checkIn: string, today: string = todayIso()): Stay {
  const start = !isIsoDate(checkIn) || checkIn < today ? today : checkIn;
  const nights = nightsBetween(start, stay.checkOut);
  return { checkIn: start, checkOut: nights >= 1 && nights <= MAX_NIGHTS ? stay.checkOut : minCheckOut(start) };
}

/** A new check-out: never before check-in + 1. */
export function withCheckOut(stay: Stay, checkOut: string): Stay {
  const earliest = minCheckOut(stay.checkIn);
  return { checkIn: stay.checkIn, checkOut: !isIsoDate(checkOut) || checkOut < earliest ? earliest : checkOut };
}

/** The dates of each night of a stay (check-in up to, not including, check-out). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let date = checkIn; date < checkOut; date = addDays(date, 1)) nights.push(date);
  return nights;
}
