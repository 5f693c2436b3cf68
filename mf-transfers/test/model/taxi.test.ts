import { describe, expect, it } from 'vitest';
import { taxiFromParams } from '../../src/model/taxi';

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
