import { describe, expect, it } from 'vitest';
import {
  asksCheckout,
  taxiFromParams,
  taxiProblems,
  taxiToParams,
  withCheckout,
  withoutCheckout,
  type TaxiState,
} from '../../src/model/taxi';

// 12:00 in Istanbul (UTC+3) on Nov 26.
const NOON = new Date('2026-11-26T09:00:00Z');
const from = (query: string) => taxiFromParams(new URLSearchParams(query), NOON);

describe('the taxi form as the home page’s Taxis search opens it', () => {
  it('takes the places, date, time and passengers the search sent', () => {
    expect(from('pickupLocation=UZUNGOL&dropoffLocation=TZX&pickupDate=2026-11-29&pickupTime=18:30&guests=3')).toEqual({
      pickupLocation: 'UZUNGOL',
      dropoffLocation: 'TZX',
      customPickup: null,
      customDropoff: null,
      date: '2026-11-29',
      time: '18:30',
      passengers: 3,
    });
  });

  it('without a search: from the airport to the city, today at the first time with notice, 2 passengers', () => {
    expect(from('')).toMatchObject({
      pickupLocation: 'TZX',
      dropoffLocation: 'TZX_CITY',
      date: '2026-11-26',
      time: '12:35',
      passengers: 2,
    });
    // A later day without a time: 10:00.
    expect(from('pickupDate=2026-11-29')).toMatchObject({ date: '2026-11-29', time: '10:00' });
  });

  it('keeps its defaults for what it cannot use: unknown places, a past or malformed day, a bad time, odd passengers', () => {
    expect(from('pickupLocation=Hotel%20X&dropoffLocation=CUSTOM&pickupDate=2026-11-25&pickupTime=25:00&guests=9')).toMatchObject({
      pickupLocation: 'TZX',
      dropoffLocation: 'TZX_CITY',
      date: '2026-11-26',
      time: '12:35',
      passengers: 2,
    });
    expect(from('pickupDate=2026-13-01&guests=0')).toMatchObject({ date: '2026-11-26', passengers: 2 });
    // More than 365 days ahead (the API's booking horizon): today; day 365 is kept.
    expect(from('pickupDate=2027-11-27')).toMatchObject({ date: '2026-11-26', time: '12:35' });
    expect(from('pickupDate=2027-11-26')).toMatchObject({ date: '2027-11-26', time: '10:00' });
  });
});

describe('the taxi form in its own URL', () => {
  const ride: TaxiState = {
    pickupLocation: 'CUSTOM',
    dropoffLocation: 'RIZE',
    customPickup: { lat: 41.001504, lng: 39.717796 },
    customDropoff: null,
    date: '2026-12-02',
    time: '09:15',
    passengers: 3,
  };

  it('uses the home page’s names, a map point as lat,lng to 5 decimals, and reads back what it wrote', () => {
    const params = taxiToParams(ride);
    expect(params.toString()).toBe(
      'pickupLocation=CUSTOM&dropoffLocation=RIZE&pickupPoint=41.00150%2C39.71780&pickupDate=2026-12-02&pickupTime=09%3A15&guests=3',
    );
    expect(taxiFromParams(params, NOON)).toEqual({ ...ride, customPickup: { lat: 41.0015, lng: 39.7178 } });
    // A named place writes no point, even when one is left in the state.
    expect(taxiToParams({ ...ride, pickupLocation: 'TZX' }).has('pickupPoint')).toBe(false);
  });

  it('a CUSTOM place without a valid point takes the default place', () => {
    expect(from('pickupLocation=CUSTOM&pickupPoint=91,39&dropoffLocation=CUSTOM')).toMatchObject({
      pickupLocation: 'TZX',
      dropoffLocation: 'TZX_CITY',
      customPickup: null,
      customDropoff: null,
    });
  });

  it('the checkout is a step of the ride: added and removed without touching the ride', () => {
    const params = taxiToParams(ride);
    const checkout = withCheckout(params);
    expect(asksCheckout(checkout)).toBe(true);
    expect(asksCheckout(params)).toBe(false);
    expect(withoutCheckout(checkout).toString()).toBe(params.toString());
    expect(asksCheckout(new URLSearchParams('step=form'))).toBe(false);
  });
});

describe('why the taxi form cannot open its checkout', () => {
  const ride = (changes: Partial<TaxiState>): TaxiState => ({ ...from(''), dropoffLocation: 'RIZE', ...changes });

  it('the same place, a day passed, a day beyond 365 days, a time passed today, a time within the 30 minutes’ notice', () => {
    expect(taxiProblems(ride({ dropoffLocation: 'TZX' }), NOON)).toEqual({ dropoff: 'samePlace' });
    expect(taxiProblems(ride({ date: '2027-11-27', time: '10:00' }), NOON)).toEqual({ date: 'tooFarAhead' });
    expect(taxiProblems(ride({ time: '12:00' }), NOON)).toEqual({ time: 'timeInPast' });
    expect(taxiProblems(ride({ time: '05:00' }), NOON)).toEqual({ time: 'timeInPast' });
    // QA: a day already passed is the date's problem (the time's only today), whatever its time.
    expect(taxiProblems(ride({ date: '2026-11-25', time: '18:00' }), NOON)).toEqual({ date: 'dateInPast' });
    expect(taxiProblems(ride({ date: '2020-01-01', time: '05:00' }), NOON)).toEqual({ date: 'dateInPast' });
    expect(taxiProblems(ride({ time: '12:25' }), NOON)).toEqual({ time: 'tooSoon' });
  });

  it('none from 30 minutes ahead to day 365; two map points are never the same place', () => {
    expect(taxiProblems(ride({ time: '12:30' }), NOON)).toEqual({});
    expect(taxiProblems(ride({ date: '2027-11-26', time: '10:00' }), NOON)).toEqual({});
    const point = { lat: 41, lng: 39.7 };
    expect(
      taxiProblems(
        ride({ pickupLocation: 'CUSTOM', dropoffLocation: 'CUSTOM', customPickup: point, customDropoff: point, time: '13:00' }),
        NOON,
      ),
    ).toEqual({});
  });

  it('each field’s problem, for the form to check again the fields a press found: the time’s only while the date has none', () => {
    expect(taxiProblems(ride({ dropoffLocation: 'TZX', time: '05:00' }), NOON)).toEqual({ dropoff: 'samePlace', time: 'timeInPast' });
    expect(taxiProblems(ride({ dropoffLocation: 'TZX', date: '2020-01-01', time: '05:00' }), NOON)).toEqual({
      dropoff: 'samePlace',
      date: 'dateInPast',
    });
    expect(taxiProblems(ride({ time: '12:25' }), NOON)).toEqual({ time: 'tooSoon' });
    expect(taxiProblems(ride({ time: '12:30' }), NOON)).toEqual({});
  });
});
