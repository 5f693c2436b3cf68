import { describe, expect, it } from 'vitest';
import {
  defaultSearch,
  homeParamsOf,
  isoDay,
  searchFromHomeParams,
  searchProblem,
  searchUrl,
  latestStart,
  startsTooEarly,
  startsTooLate,
} from '../../../src/features/home/model/search';
import { RESERVATION_RULES } from '@trabzon/contracts/restaurant-rules';
import { addDays } from '@trabzon/dates';

describe('home search', () => {
  const now = new Date(Date.UTC(2026, 10, 22, 12, 0)); // 15:00 in Istanbul

  it('defaults to check-in today, check-out tomorrow and 2 guests', () => {
    const fields = defaultSearch(now);
    expect(fields.checkIn).toBe('2026-11-22');
    expect(fields.checkOut).toBe('2026-11-23');
    expect(fields.guests).toBe('2');
    expect(isoDay(10, now)).toBe('2026-12-02');
  });

  it('the Taxis tab starts at the first pickup still bookable (30 minutes of notice and 5 to book, rounded up to 5 minutes), not a 10:00 long past', () => {
    expect(defaultSearch(now)).toMatchObject({ pickupDate: '2026-11-22', pickupTime: '15:35' });
    const at1247 = new Date(Date.UTC(2026, 10, 22, 9, 47)); // 12:47 in Istanbul
    expect(defaultSearch(at1247)).toMatchObject({ pickupDate: '2026-11-22', pickupTime: '13:25' });
    const lateEvening = new Date(Date.UTC(2026, 10, 22, 20, 30)); // 23:30 in Istanbul: 00:05 the next day
    expect(defaultSearch(lateEvening)).toMatchObject({ pickupDate: '2026-11-23', pickupTime: '00:05' });
    // 23:21: 23:56 rounds up to midnight, the next day's 00:00 (it never jumps ahead to a later time as the clock moves on).
    const nearMidnight = new Date(Date.UTC(2026, 10, 22, 20, 21));
    expect(defaultSearch(nearMidnight)).toMatchObject({ pickupDate: '2026-11-23', pickupTime: '00:00' });
  });

  it("uses Istanbul's today, not the browser's: 22:30 UTC is already the next day there", () => {
    const lateUtc = new Date(Date.UTC(2026, 10, 22, 22, 30)); // 01:30 on the 23rd in Istanbul
    expect(defaultSearch(lateUtc)).toMatchObject({ checkIn: '2026-11-23', checkOut: '2026-11-24', pickupDate: '2026-11-23' });
    const earlyUtc = new Date(Date.UTC(2026, 10, 22, 20, 59)); // 23:59 on the 22nd in Istanbul
    expect(isoDay(0, earlyUtc)).toBe('2026-11-22');
  });

  it("opens the tab's list with the filled fields as query parameters, dates reduced to the day", () => {
    const fields = { ...defaultSearch(now), destination: 'uzungol', starRating: '4', checkIn: '2026-12-01T00:00', checkOut: '2026-12-03' };
    const url = new URL(searchUrl('hotels', fields), 'http://x');
    expect(url.pathname).toBe('/hotels');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      destination: 'uzungol',
      starRating: '4',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: '2',
    });
    expect(searchUrl('packages', { ...fields, checkIn: '', checkOut: '', pickupDate: '', pickupTime: '', starRating: '' })).toBe(
      '/packages?destination=uzungol&guests=2',
    );
  });
});

describe('home search: every tab sends every field', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  const fields = {
    ...defaultSearch(now),
    destination: 'ayder',
    pickupLocation: 'TZX',
    dropoffLocation: 'UZUNGOL',
    restaurant: 'hamsi',
    starRating: '4',
    checkIn: '2026-12-01T14:00',
    checkOut: '2026-12-03T12:00',
    pickupDate: '2026-12-02',
    pickupTime: '09:30',
    guests: '3',
  };
  const expected = {
    destination: 'ayder',
    pickupLocation: 'TZX',
    dropoffLocation: 'UZUNGOL',
    restaurant: 'hamsi',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    pickupDate: '2026-12-02',
    pickupTime: '09:30',
    guests: '3',
    starRating: '4',
  };

  it.each([
    ['hotels', '/hotels'],
    ['taxis', '/taxis'],
    ['restaurants', '/restaurants'],
    ['packages', '/packages'],
  ] as const)('%s opens %s with all ten parameters', (tab, path) => {
    const url = new URL(searchUrl(tab, fields), 'http://x');
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toEqual(expected);
  });
});

describe("home search: the panel comes back as it was sent (the browser's Back)", () => {
  const now = new Date(Date.UTC(2026, 10, 22, 12, 0));

  it('keeps the tab and the fields in the home URL and reads them back', () => {
    const fields = {
      ...defaultSearch(now),
      destination: 'uzungol',
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
      guests: '3',
      starRating: '4',
    };
    const params = homeParamsOf('hotels', fields);
    expect(params.get('tab')).toBe('hotels');
    expect(searchFromHomeParams(params, now)).toEqual({ tab: 'hotels', fields });
    const taxi = homeParamsOf('taxis', { ...defaultSearch(now), pickupLocation: 'TZX', pickupTime: '09:30' });
    expect(searchFromHomeParams(taxi, now)).toMatchObject({ tab: 'taxis', fields: { pickupLocation: 'TZX', pickupTime: '09:30' } });
  });

  it('falls back to the defaults for what it cannot use: an unknown tab, past or malformed days, odd guests, long texts', () => {
    const params = new URLSearchParams({
      tab: 'flights',
      checkIn: '2020-01-01',
      checkOut: '2026-13-45',
      guests: '40',
      destination: 'x'.repeat(101),
    });
    expect(searchFromHomeParams(params, now)).toEqual({ tab: 'hotels', fields: defaultSearch(now) });
    // A check-out on or before the check-in moves to the day after it.
    const reversed = searchFromHomeParams(new URLSearchParams({ checkIn: '2026-12-10', checkOut: '2026-12-05' }), now);
    expect(reversed.fields).toMatchObject({ checkIn: '2026-12-10', checkOut: '2026-12-11' });
  });
});

describe('home search: a start date before its first day (Istanbul time) is refused', () => {
  const lateUtc = new Date(Date.UTC(2026, 10, 22, 22, 30)); // 01:30 on the 23rd in Istanbul
  const fields = (changes: Partial<ReturnType<typeof defaultSearch>>) => ({ ...defaultSearch(lateUtc), ...changes });

  it('hotels, restaurants and taxis from today on; the 22nd is already yesterday in Istanbul', () => {
    expect(startsTooEarly('hotels', fields({ checkIn: '2026-11-22' }), lateUtc)).toBe(true);
    expect(startsTooEarly('hotels', fields({ checkIn: '2026-11-23' }), lateUtc)).toBe(false);
    expect(startsTooEarly('restaurants', fields({ checkIn: '2020-01-01' }), lateUtc)).toBe(true);
    expect(startsTooEarly('taxis', fields({ pickupDate: '2026-11-22' }), lateUtc)).toBe(true);
    expect(startsTooEarly('taxis', fields({ pickupDate: '2026-11-23', checkIn: '2020-01-01' }), lateUtc)).toBe(false);
  });

  it('packages from tomorrow on; an empty date is left to the list', () => {
    expect(startsTooEarly('packages', fields({ checkIn: '2026-11-23' }), lateUtc)).toBe(true);
    expect(startsTooEarly('packages', fields({ checkIn: '2026-11-24' }), lateUtc)).toBe(false);
    expect(startsTooEarly('hotels', fields({ checkIn: '' }), lateUtc)).toBe(false);
  });
});

describe("home search: a table's date after the restaurants' booking window (Istanbul time) is refused", () => {
  const lateUtc = new Date(Date.UTC(2026, 10, 22, 22, 30)); // 01:30 on the 23rd in Istanbul
  const fields = (changes: Partial<ReturnType<typeof defaultSearch>>) => ({ ...defaultSearch(lateUtc), ...changes });

  it('takes a table up to MAX_DAYS_AHEAD days from Istanbul’s today, at the date field', () => {
    expect(latestStart('restaurants', lateUtc)).toBe(addDays('2026-11-23', RESERVATION_RULES.MAX_DAYS_AHEAD));
    const last = latestStart('restaurants', lateUtc)!;
    expect(searchProblem('restaurants', fields({ checkIn: last }), lateUtc)).toBeNull();
    expect(searchProblem('restaurants', fields({ checkIn: addDays(last, 1) }), lateUtc)).toEqual({
      field: 'checkIn',
      message: 'tooLate.restaurants',
      values: { days: RESERVATION_RULES.MAX_DAYS_AHEAD },
    });
  });

  it('the other tabs set no latest day; an empty date is left to the list', () => {
    const far = fields({ checkIn: '2027-06-01', checkOut: '2027-06-02' });
    expect(latestStart('hotels', lateUtc)).toBeUndefined();
    expect(startsTooLate('hotels', far, lateUtc)).toBe(false);
    expect(startsTooLate('packages', far, lateUtc)).toBe(false);
    expect(startsTooLate('restaurants', far, lateUtc)).toBe(true);
    expect(startsTooLate('restaurants', fields({ checkIn: '' }), lateUtc)).toBe(false);
  });
});

describe("home search: a taxi's pickup has the taxi page's notice (Istanbul's clock)", () => {
  const lateUtc = new Date(Date.UTC(2026, 10, 22, 22, 30)); // 01:30 on the 23rd in Istanbul
  const taxi = (pickupDate: string, pickupTime: string) =>
    searchProblem('taxis', { ...defaultSearch(lateUtc), pickupDate, pickupTime }, lateUtc);

  it('refuses a time already passed today, at the time field', () => {
    // 00:45 in Istanbul is 21:45 UTC, passed; read as UTC it would be over two hours ahead.
    expect(taxi('2026-11-23', '00:45')).toEqual({ field: 'pickupTime', message: 'pickupTimePassed' });
    expect(taxi('2026-11-23', '01:30')).toEqual({ field: 'pickupTime', message: 'pickupTimePassed' });
  });

  it('refuses a time within the 30 minutes of notice (PICKUP_NOTICE_MINUTES.taxi), and takes one at 30 minutes or later', () => {
    expect(taxi('2026-11-23', '01:59')).toEqual({ field: 'pickupTime', message: 'pickupTooSoon', values: { minutes: 30 } });
    expect(taxi('2026-11-23', '02:00')).toBeNull();
    expect(taxi('2026-11-24', '00:10')).toBeNull();
    expect(searchProblem('taxis', defaultSearch(lateUtc), lateUtc)).toBeNull();
  });

  it("a day before today is the date's refusal; an empty date is the taxi page's first day; an empty time is left to it", () => {
    expect(taxi('2026-11-22', '23:00')).toEqual({ field: 'pickupDate', message: 'tooEarly.taxis' });
    expect(taxi('', '01:00')).toEqual({ field: 'pickupTime', message: 'pickupTimePassed' });
    expect(taxi('2026-11-23', '')).toBeNull();
  });
});

describe("home search: the Hotels tab's check-out (Istanbul's days)", () => {
  const lateUtc = new Date(Date.UTC(2026, 10, 22, 22, 30)); // 01:30 on the 23rd in Istanbul
  const stay = (checkIn: string, checkOut: string) => searchProblem('hotels', { ...defaultSearch(lateUtc), checkIn, checkOut }, lateUtc);

  it('refuses a check-out in the past, with or without a check-in', () => {
    expect(stay('', '2020-01-01')).toEqual({ field: 'checkOut', message: 'checkOutPast' });
    expect(stay('', '2026-11-22')).toEqual({ field: 'checkOut', message: 'checkOutPast' });
    expect(stay('2026-11-23', '2026-11-22')).toEqual({ field: 'checkOut', message: 'checkOutPast' });
  });

  it('asks a check-in for a check-out alone (the list would drop it), and a check-out after it', () => {
    expect(stay('', '2026-11-25')).toEqual({ field: 'checkIn', message: 'checkInNeeded' });
    expect(stay('2026-11-25', '2026-11-25')).toEqual({ field: 'checkOut', message: 'checkOutAfter' });
    expect(stay('2026-11-25', '2026-11-24')).toEqual({ field: 'checkOut', message: 'checkOutAfter' });
  });

  it('takes 1 to 30 nights (STAY_MAX_NIGHTS); empty dates are left to the list', () => {
    expect(stay('2026-11-23', '2026-11-24')).toBeNull();
    expect(stay('2026-11-23', '2026-12-23')).toBeNull();
    expect(stay('2026-11-23', '2026-12-24')).toEqual({ field: 'checkOut', message: 'stayTooLong', values: { nights: 30 } });
    expect(stay('2026-11-23', '')).toBeNull();
    expect(stay('', '')).toBeNull();
  });
});
