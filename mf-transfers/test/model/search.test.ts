import { describe, expect, it } from 'vitest';
import {
  carSearchFromParams,
  carSearchToParams,
  defaultPickupTime,
  defaultSearch,
  earliestPickupDate,
  formatPoint,
  lastBookableDay,
  placeText,
  lastDropoffDay,
  searchProblem,
  searchProblems,
  toLocation,
  withCustomPoint,
  withPickupDate,
  withPlace,
  withoutCustomPoint,
} from '../../src/model/search';

describe('car search state', () => {
  it('defaults: pickup tomorrow, drop-off in 3 days, 2 passengers, economy, TZX to TZX_CITY', () => {
    expect(defaultSearch('2026-12-30')).toEqual({
      serviceType: 'car_rental',
      pickupLocation: 'TZX',
      dropoffLocation: 'TZX_CITY',
      pickupDate: '2026-12-31',
      dropoffDate: '2027-01-02',
      carType: 'economy',
      passengers: 2,
      customPickup: null,
      customDropoff: null,
    });
  });

  it('a map point sets the field to CUSTOM; removing it resets pickup to TZX and drop-off to TZX_CITY', () => {
    const start = { ...defaultSearch('2026-12-01'), pickupLocation: 'RIZE' as const, dropoffLocation: 'AYDER' as const };
    const both = withCustomPoint(withCustomPoint(start, 'pickup', { lat: 41, lng: 39.7 }), 'dropoff', { lat: 40.9, lng: 40 });
    expect([both.pickupLocation, both.dropoffLocation]).toEqual(['CUSTOM', 'CUSTOM']);
    expect(toLocation(both.pickupLocation, both.customPickup)).toEqual({ code: 'CUSTOM', lat: 41, lng: 39.7 });
    const noPickup = withoutCustomPoint(both, 'pickup');
    expect([noPickup.pickupLocation, noPickup.customPickup, noPickup.dropoffLocation]).toEqual(['TZX', null, 'CUSTOM']);
    const none = withoutCustomPoint(noPickup, 'dropoff');
    expect([none.dropoffLocation, none.customDropoff]).toEqual(['TZX_CITY', null]);
  });

  it('choosing a place drops that field’s map point', () => {
    const custom = withCustomPoint(defaultSearch('2026-12-01'), 'dropoff', { lat: 41, lng: 40 });
    const placed = withPlace(custom, 'dropoff', 'SUMELA');
    expect([placed.dropoffLocation, placed.customDropoff]).toEqual(['SUMELA', null]);
    expect(toLocation('SUMELA', null)).toEqual({ code: 'SUMELA' });
  });

  it('a pickup after the drop-off moves the drop-off to the pickup date (its minimum)', () => {
    const state = defaultSearch('2026-12-01');
    expect(withPickupDate(state, '2026-12-10').dropoffDate).toBe('2026-12-10');
    expect(withPickupDate(state, '2026-12-02').dropoffDate).toBe('2026-12-04');
  });

  it('writes coordinates with five decimals', () => {
    expect(formatPoint({ lat: 41.0015, lng: 39.7178 })).toBe('41.00150, 39.71780');
  });

  // QA: an Arabic summary showed the map point as "39.71780 ,41.00150".
  it("names a map point by its coordinates isolated left to right (U+2066 … U+2069), a place by the page's name", () => {
    const named = (code: string) => `name of ${code}`;
    expect(placeText('CUSTOM', '41.00150, 39.71780', named)).toBe('\u206641.00150, 39.71780\u2069');
    expect(placeText('TZX', null, named)).toBe('name of TZX');
    expect(placeText('CUSTOM', null, named)).toBe('name of CUSTOM');
  });
});

describe('the pickup time a booking starts at', () => {
  // Istanbul is UTC+3: at('11:20') is 14:20 there.
  const at = (utc: string) => new Date(`2026-11-26T${utc}:00Z`);

  it('is 10:00 on a later day, or today before 10:00', () => {
    expect(defaultPickupTime('2026-11-27', at('11:20'))).toBe('10:00');
    expect(defaultPickupTime('2026-11-26', at('04:30'))).toBe('10:00');
  });

  it('today, is the first full hour at least 2 hours ahead (the office needs notice) once that is past 10:00; 23:59 when none is left', () => {
    expect(defaultPickupTime('2026-11-26', at('05:30'))).toBe('11:00'); // 08:30 → 10:30 → 11:00
    expect(defaultPickupTime('2026-11-26', at('11:20'))).toBe('17:00'); // 14:20 → 16:20 → 17:00
    expect(defaultPickupTime('2026-11-26', at('12:00'))).toBe('17:00'); // 15:00 → 17:00 on the hour
    expect(defaultPickupTime('2026-11-26', at('18:40'))).toBe('23:59'); // 21:40 → 23:40: no full hour left
    expect(defaultPickupTime('2026-11-26', at('20:40'))).toBe('23:59'); // 23:40 → past midnight
  });
});

describe('the earliest pickup date', () => {
  const at = (utc: string) => new Date(`2026-11-26T${utc}:00Z`);

  it('is today while a full hour with 2 hours’ notice is left today (Istanbul time), else tomorrow', () => {
    expect(earliestPickupDate(at('05:30'))).toBe('2026-11-26'); // 08:30 → 10:30 → 11:00
    expect(earliestPickupDate(at('18:00'))).toBe('2026-11-26'); // 21:00 → 23:00 on the hour
    expect(earliestPickupDate(at('18:01'))).toBe('2026-11-27'); // 21:01 → 23:01: no full hour left
    expect(earliestPickupDate(at('19:30'))).toBe('2026-11-27'); // 22:30 → past midnight
    expect(earliestPickupDate(at('21:30'))).toBe('2026-11-27'); // 00:30 on the 27th → 02:30 → 03:00 the same day
  });
});

describe('the car search in the URL', () => {
  // 12:00 in Istanbul (UTC+3) on Nov 26: pickups are still left today.
  const NOON = new Date('2026-11-26T09:00:00Z');
  const from = (query: string, now = NOON) => carSearchFromParams(new URLSearchParams(query), now);

  it('a rental writes its service, places, dates and car type, and reads back the same', () => {
    const rental = { ...defaultSearch('2026-11-26'), pickupLocation: 'RIZE' as const, carType: 'suv' as const };
    const params = carSearchToParams(rental);
    expect(params.toString()).toBe(
      'service=car_rental&pickupLocation=RIZE&dropoffLocation=TZX_CITY&pickupDate=2026-11-27&dropoffDate=2026-11-29&carType=suv',
    );
    expect(carSearchFromParams(params, NOON)).toEqual(rental);
  });

  it('a transfer writes its passengers and its map points as lat,lng (5 decimals), and reads back the same', () => {
    const transfer = withCustomPoint({ ...defaultSearch('2026-11-26'), serviceType: 'transfer' as const, passengers: 9 }, 'dropoff', {
      lat: 41.0015,
      lng: 39.7178,
    });
    const params = carSearchToParams(transfer);
    expect(Object.fromEntries(params)).toEqual({
      service: 'transfer',
      pickupLocation: 'TZX',
      dropoffLocation: 'CUSTOM',
      dropoffPoint: '41.00150,39.71780',
      pickupDate: '2026-11-27',
      passengers: '9',
    });
    expect(carSearchFromParams(params, NOON)).toEqual(transfer);
  });

  it('is null without a service (no search yet)', () => {
    expect(from('')).toBeNull();
    expect(from('pickupLocation=RIZE')).toBeNull();
  });

  it('takes the defaults for what it cannot use: unknown service and places, a CUSTOM without a valid point, bad dates, car types and passengers', () => {
    expect(
      from(
        'service=boat&pickupLocation=Hotel%20X&dropoffLocation=CUSTOM&dropoffPoint=91,39&pickupDate=2026-11-25&dropoffDate=2026-02-31&carType=tank&passengers=17',
      ),
    ).toEqual(defaultSearch('2026-11-26'));
    expect(from('service=transfer&pickupLocation=CUSTOM&pickupPoint=abc&passengers=0')).toMatchObject({
      serviceType: 'transfer',
      pickupLocation: 'TZX',
      customPickup: null,
      passengers: 2,
    });
    // A drop-off before the pickup follows it: the default when that is later, else the pickup day.
    expect(from('service=car_rental&pickupDate=2026-12-10&dropoffDate=2026-12-01')).toMatchObject({
      pickupDate: '2026-12-10',
      dropoffDate: '2026-12-10',
    });
    expect(from('service=car_rental&pickupDate=2026-11-26&dropoffDate=2026-11-20')).toMatchObject({
      pickupDate: '2026-11-26',
      dropoffDate: '2026-11-29',
    });
  });

  it('late in the evening today is over: a pickup today falls back to tomorrow', () => {
    const late = new Date('2026-11-26T19:30:00Z'); // 22:30 in Istanbul
    expect(from('service=car_rental&pickupDate=2026-11-26', late)).toMatchObject({ pickupDate: '2026-11-27' });
  });

  it('the form’s checks: a past or over day, a drop-off before the pickup, a transfer to the same place', () => {
    const base = defaultSearch('2026-11-26');
    expect(searchProblem(base, '2026-11-26', '2026-11-26')).toBeNull();
    expect(searchProblem({ ...base, pickupDate: '2026-11-25' }, '2026-11-26', '2026-11-26')).toBe('pickupInPast');
    expect(searchProblem({ ...base, pickupDate: '2026-11-26' }, '2026-11-26', '2026-11-27')).toBe('todayOver');
    expect(searchProblem({ ...base, dropoffDate: '2026-11-26' }, '2026-11-26', '2026-11-26')).toBe('dropoffBeforePickup');
    const transfer = { ...base, serviceType: 'transfer' as const, dropoffLocation: 'TZX' as const };
    expect(searchProblem(transfer, '2026-11-26', '2026-11-26')).toBe('samePlace');
    expect(searchProblem({ ...transfer, serviceType: 'car_rental' }, '2026-11-26', '2026-11-26')).toBeNull();
  });

  it('each field’s problem, for the form to check again the fields a press found: the drop-off date’s only while the pickup date has none', () => {
    const base = defaultSearch('2026-11-26');
    expect(searchProblems({ ...base, pickupDate: '2026-12-15', dropoffDate: '2026-12-10' }, '2026-11-26', '2026-11-26')).toEqual({
      dropoffDate: 'dropoffBeforePickup',
    });
    // A pickup in the past: the drop-off date (30 days past it) is not also blamed.
    expect(searchProblems({ ...base, pickupDate: '2020-01-01' }, '2026-11-26', '2026-11-26')).toEqual({ pickupDate: 'pickupInPast' });
    const transfer = { ...base, serviceType: 'transfer' as const, dropoffLocation: 'TZX' as const, pickupDate: '2020-01-01' };
    expect(searchProblems(transfer, '2026-11-26', '2026-11-26')).toEqual({ pickupDate: 'pickupInPast', dropoff: 'samePlace' });
    expect(searchProblems(base, '2026-11-26', '2026-11-26')).toEqual({});
  });

  it('refuses a pickup more than 365 days ahead, as the API does (a rental or a transfer); day 365 can be searched', () => {
    expect(lastBookableDay('2026-11-26')).toBe('2027-11-26');
    const base = defaultSearch('2026-11-26');
    const onLastDay = withPickupDate(base, '2027-11-26');
    expect(searchProblem(onLastDay, '2026-11-26', '2026-11-26')).toBeNull();
    // The rental may end after the horizon (the API bounds only its pickup, and its length).
    expect(searchProblem({ ...onLastDay, dropoffDate: '2027-12-01' }, '2026-11-26', '2026-11-26')).toBeNull();
    expect(searchProblem(withPickupDate(base, '2027-11-27'), '2026-11-26', '2026-11-26')).toBe('tooFarAhead');
    expect(searchProblem({ ...base, pickupDate: '2099-12-31', dropoffDate: '2100-01-05' }, '2026-11-26', '2026-11-26')).toBe('tooFarAhead');
    expect(searchProblem({ ...base, serviceType: 'transfer', pickupDate: '2027-11-27' }, '2026-11-26', '2026-11-26')).toBe('tooFarAhead');
  });

  it('refuses a rental longer than 30 days, as the API does; 30 days can be searched', () => {
    const base = defaultSearch('2026-11-26');
    const rental = { ...base, serviceType: 'car_rental' as const, pickupDate: '2026-12-01' };
    expect(searchProblem({ ...rental, dropoffDate: '2026-12-31' }, '2026-11-26', '2026-11-26')).toBeNull();
    expect(searchProblem({ ...rental, dropoffDate: '2027-01-01' }, '2026-11-26', '2026-11-26')).toBe('tooLong');
    expect(lastDropoffDay('2026-12-01')).toBe('2026-12-31');
  });

  it('a URL with a rental longer than 30 days takes the default drop-off', () => {
    expect(from('service=car_rental&pickupDate=2026-12-01&dropoffDate=2026-12-31')).toMatchObject({ dropoffDate: '2026-12-31' });
    // The default drop-off (before this pickup) gives way to the pickup day: a one-day rental, the spec's minimum.
    expect(from('service=car_rental&pickupDate=2026-12-01&dropoffDate=2027-06-01')).toMatchObject({
      pickupDate: '2026-12-01',
      dropoffDate: '2026-12-01',
    });
  });

  it('a URL with a pickup beyond the 365 days takes the default dates', () => {
    expect(from('service=car_rental&pickupDate=2027-11-26&dropoffDate=2027-11-30')).toMatchObject({
      pickupDate: '2027-11-26',
      dropoffDate: '2027-11-30',
    });
    expect(from('service=car_rental&pickupDate=2099-12-31&dropoffDate=2100-01-05')).toMatchObject({
      pickupDate: '2026-11-27',
      dropoffDate: '2026-11-29',
    });
    expect(from('service=transfer&pickupDate=2027-11-27')).toMatchObject({ pickupDate: '2026-11-27' });
  });
});
