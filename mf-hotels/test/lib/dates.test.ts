import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultStay,
  initialStay,
  isIsoDate,
  isValidStay,
  minCheckOut,
  nightsBetween,
  nightsOf,
  todayIso,
  withCheckIn,
  withCheckOut,
} from '../../src/lib/dates';

const TODAY = '2026-11-22';

describe('today in the hotels’ time zone', () => {
  it('is the Istanbul date, not the UTC one', () => {
    // 22:30 UTC on 22 November is already 23 November in Istanbul (UTC+3).
    expect(todayIso(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-22');
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts nights and lists them', () => {
    expect(nightsBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(nightsBetween('2026-11-25', '2026-11-22')).toBe(-3);
    expect(nightsOf('2026-11-22', '2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('knows a real date', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('default dates', () => {
  it('books tomorrow to the day after by default (booking panel)', () => {
    expect(defaultStay(TODAY)).toEqual({ checkIn: '2026-11-23', checkOut: '2026-11-24' });
  });

  it("takes the URL's dates when they make a valid stay", () => {
    expect(initialStay('2026-11-22', '2026-11-25', TODAY)).toEqual({ checkIn: '2026-11-22', checkOut: '2026-11-25' });
  });

  it('keeps a valid check-in alone with one night, and falls back to the defaults otherwise', () => {
    expect(initialStay('2026-12-01', null, TODAY)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(initialStay('2026-12-01', '2026-11-30', TODAY)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(initialStay('2026-11-01', '2026-11-03', TODAY)).toEqual(defaultStay(TODAY));
    expect(initialStay(null, null, TODAY)).toEqual(defaultStay(TODAY));
    expect(initialStay('soon', 'later', TODAY)).toEqual(defaultStay(TODAY));
  });

  it('check-in minimum is today; check-out minimum is check-in + 1; at most 30 nights', () => {
    expect(isValidStay('2026-11-22', '2026-11-23', TODAY)).toBe(true);
    expect(isValidStay('2026-11-21', '2026-11-23', TODAY)).toBe(false);
    expect(isValidStay('2026-11-23', '2026-11-23', TODAY)).toBe(false);
    expect(isValidStay('2026-11-23', '2026-12-23', TODAY)).toBe(true);
    expect(isValidStay('2026-11-23', '2026-12-24', TODAY)).toBe(false);
    expect(minCheckOut('2026-11-30')).toBe('2026-12-01');
  });
});

describe('changing the dates', () => {
  const stay = { checkIn: '2026-11-23', checkOut: '2026-11-26' };

  it('keeps check-out when a new check-in is still before it', () => {
    expect(withCheckIn(stay, '2026-11-24', TODAY)).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-26' });
  });

  it('moves check-out to the next day when a new check-in reaches it', () => {
    expect(withCheckIn(stay, '2026-11-26', TODAY)).toEqual({ checkIn: '2026-11-26', checkOut: '2026-11-27' });
    expect(withCheckIn(stay, '2026-12-30', TODAY)).toEqual({ checkIn: '2026-12-30', checkOut: '2026-12-31' });
  });

  it('never lets check-in be before today', () => {
    expect(withCheckIn(stay, '2026-11-01', TODAY)).toEqual({ checkIn: TODAY, checkOut: '2026-11-26' });
  });

  it('never lets check-out be before check-in + 1', () => {
    expect(withCheckOut(stay, '2026-11-23')).toEqual({ checkIn: '2026-11-23', checkOut: '2026-11-24' });
    expect(withCheckOut(stay, '2026-11-28')).toEqual({ checkIn: '2026-11-23', checkOut: '2026-11-28' });
    expect(withCheckOut(stay, '')).toEqual({ checkIn: '2026-11-23', checkOut: '2026-11-24' });
  });
});
