import { describe, expect, it } from 'vitest';
import { onSale } from '../../../src/features/flights/sale';

/** An offer whose first flight leaves Trabzon (Istanbul time, UTC+3) at `at`. */
const offer = (at: string, numberOfBookableSeats?: number) => ({
  ...(numberOfBookableSeats === undefined ? {} : { numberOfBookableSeats }),
  itineraries: [{ segments: [{ departure: { iataCode: 'TZX', at } }] }],
});

// 09:50 in Trabzon on 2026-11-27.
const now = new Date('2026-11-27T06:50:00Z');

describe('onSale: what the site still sells', () => {
  it('not a flight that has left, nor one leaving within the 2 hours before departure', () => {
    expect(onSale(offer('2026-11-27T08:50:00'), 1, now)).toBe(false);
    expect(onSale(offer('2026-11-27T09:49:00'), 1, now)).toBe(false);
    expect(onSale(offer('2026-11-27T11:49:00'), 1, now)).toBe(false);
    expect(onSale(offer('2026-11-27T11:50:00'), 1, now)).toBe(true);
    expect(onSale(offer('2026-11-28T07:40:00'), 1, now)).toBe(true);
  });

  it('a seat for each passenger, when the provider says how many are left', () => {
    expect(onSale(offer('2026-12-04T10:00:00', 4), 9, now)).toBe(false);
    expect(onSale(offer('2026-12-04T10:00:00', 9), 9, now)).toBe(true);
    expect(onSale(offer('2026-12-04T10:00:00'), 9, now)).toBe(true);
  });
});
