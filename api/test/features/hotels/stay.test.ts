import { describe, expect, it } from 'vitest';
import { addDays } from '@trabzon/dates';
import { HttpError } from '../../../src/lib/http-error';
import { MAX_DAYS_AHEAD, MAX_NIGHTS, validateStayDates } from '../../../src/features/hotels/stay';

const now = new Date('2026-03-10T09:00:00Z'); // 12:00 in Istanbul: today is 2026-03-10
const today = '2026-03-10';

function refusal(checkIn: string, checkOut: string): string | null {
  try {
    validateStayDates(checkIn, checkOut, now);
    return null;
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
}

describe('validateStayDates', () => {
  it('answers the nights from check-in up to check-out, across a month end', () => {
    expect(validateStayDates('2026-03-30', '2026-04-02', now)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(validateStayDates(today, addDays(today, 1), now)).toEqual([today]);
  });

  it(`takes a check-in up to ${MAX_DAYS_AHEAD} days ahead, not one day more`, () => {
    const last = addDays(today, MAX_DAYS_AHEAD);
    expect(refusal(last, addDays(last, 1))).toBeNull();
    expect(refusal(addDays(last, 1), addDays(last, 2))).toBe('400 Bookings open at most 365 days ahead');
    expect(refusal('9999-12-30', '9999-12-31')).toBe('400 Bookings open at most 365 days ahead');
  });

  it(`takes a stay of up to ${MAX_NIGHTS} nights, not one night more`, () => {
    expect(validateStayDates(today, addDays(today, MAX_NIGHTS), now)).toHaveLength(MAX_NIGHTS);
    expect(refusal(today, addDays(today, MAX_NIGHTS + 1))).toBe('400 A stay can be at most 30 nights');
    expect(refusal(today, '9999-12-31')).toBe('400 A stay can be at most 30 nights');
  });

  it('refuses bad, reversed and past dates first, in that order', () => {
    expect(refusal('2026-02-30', '2026-03-02')).toBe('400 Please enter valid dates (YYYY-MM-DD)');
    expect(refusal(today, today)).toBe('400 Check-out must be after check-in');
    expect(refusal('2026-03-09', '2026-03-12')).toBe('400 Check-in cannot be in the past');
  });
});
