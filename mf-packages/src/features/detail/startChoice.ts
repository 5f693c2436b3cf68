import { PACKAGE_BOOKING_WINDOW_DAYS, PACKAGE_GUESTS_MAX } from '@trabzon/contracts/constants';
import { addDays, isIsoDate } from '@trabzon/dates';

/**
 * The package page's choice as its URL keeps it (`?checkIn=YYYY-MM-DD&guests=N`, the names the
 * home search and the list carry), and what a link may put there.
 */

/** The guests the panel offers: as many as one booking may take (the API refuses more). */
export const GUEST_OPTIONS = Array.from({ length: PACKAGE_GUESTS_MAX }, (_, i) => i + 1);
/** The guests before any is chosen. */
export const DEFAULT_GUESTS = 2;

/** The days a package departs: from tomorrow to the end of the booking window (the API's checkStartDate). */
export function departureWindow(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, PACKAGE_BOOKING_WINDOW_DAYS) };
}

/** A real day (not 2026-02-30) with a departure; anything else cannot be quoted or booked. */
export function isDepartureDay(value: string, today: string): boolean {
  const { min, max } = departureWindow(today);
  return isIsoDate(value) && value >= min && value <= max;
}

/** The start date a link gives, or '' (none chosen yet) when it gives none or one with no departure. */
export function startDateFrom(value: string | null, today: string): string {
  const day = (value ?? '').trim();
  return isDepartureDay(day, today) ? day : '';
}

/** A whole number written in digits ("3", "03"), else NaN. */
function wholeNumber(value: string | null): number {
  const text = (value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : NaN;
}

/** The guests a link gives when a whole number the panel offers, else the default. */
export function guestsFrom(value: string | null): number {
  const guests = wholeNumber(value);
  return GUEST_OPTIONS.includes(guests) ? guests : DEFAULT_GUESTS;
}

/** The link gave a value: an empty one is not given. */
const given = (value: string | null): value is string => value !== null && value.trim() !== '';

/** The link's start date was not used: no day, or a day with no departure (past, today, beyond the window). */
export function startDateReplaced(value: string | null, used: string): boolean {
  return given(value) && value.trim() !== used;
}

/** The link's guests were not used: not a whole number, or out of 1 to PACKAGE_GUESTS_MAX. */
export function guestsReplaced(value: string | null, used: number): boolean {
  return given(value) && wholeNumber(value) !== used;
}
