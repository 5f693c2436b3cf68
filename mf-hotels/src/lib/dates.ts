/**
 * A hotel stay's rules (defaults, limits, how a new check-in moves check-out), on the site's one
 * calendar (@trabzon/dates: days are YYYY-MM-DD in Europe/Istanbul, today is Istanbul's today).
 */
import { addDays, isIsoDate, nightsBetween, todayIso } from '@trabzon/dates';
import { STAY_MAX_DAYS_AHEAD, STAY_MAX_NIGHTS as MAX_NIGHTS } from '@trabzon/contracts/validation';

export { addDays, isIsoDate, nightsBetween, nightsOf, todayIso } from '@trabzon/dates';

/** Longest stay the API accepts for one search or booking (the contract's rule). */
export { MAX_NIGHTS };

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** The booking panel's dates when the URL gives none: tomorrow to the day after. */
export function defaultStay(today: string = todayIso()): Stay {
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };
}

/** The latest check-in the API takes (STAY_MAX_DAYS_AHEAD days from today): where the check-in fields end. */
export function latestCheckIn(today: string = todayIso()): string {
  return addDays(today, STAY_MAX_DAYS_AHEAD);
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

/** The latest check-out a check-in allows (MAX_NIGHTS nights). */
function maxCheckOut(checkIn: string): string {
  return addDays(checkIn, MAX_NIGHTS);
}

/** A check-in that leaves the check-out as it is: before it, by at most MAX_NIGHTS. */
function keepsCheckOut(checkIn: string, checkOut: string): boolean {
  const nights = nightsBetween(checkIn, checkOut);
  return nights >= 1 && nights <= MAX_NIGHTS;
}

/**
 * The longest stay's check-out when the one chosen is later (a stay typed too long is cut to
 * MAX_NIGHTS, not dropped to one night); null when it is not later.
 */
export function cappedCheckOut(checkIn: string, checkOut: string): string | null {
  return isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > maxCheckOut(checkIn) ? maxCheckOut(checkIn) : null;
}

/**
 * A new check-in: keeps check-out when it is still after it (and within MAX_NIGHTS), else moves
 * check-out to the next day. Check-ins before today become today.
 */
export function withCheckIn(stay: Stay, checkIn: string, today: string = todayIso()): Stay {
  const start = !isIsoDate(checkIn) || checkIn < today ? today : checkIn;
  return { checkIn: start, checkOut: keepsCheckOut(start, stay.checkOut) ? stay.checkOut : minCheckOut(start) };
}

/** A new check-out: never before check-in + 1. */
export function withCheckOut(stay: Stay, checkOut: string): Stay {
  const earliest = minCheckOut(stay.checkIn);
  return { checkIn: stay.checkIn, checkOut: !isIsoDate(checkOut) || checkOut < earliest ? earliest : checkOut };
}
