import { describe, expect, it } from 'vitest';
import { findOffer, searchFlights, type FlightOfferJson, type FlightSearch } from '../../src/flights/generate';
import { dayNumber, localDateTime, zonedInstant } from '../../src/dates';

/**
 * The provider writes each departure and arrival in its own airport's local time (no offset). These
 * tests read them back with offsets written out by hand (not with the code under test), so an
 * arrival written on the departure airport's clock fails.
 */
const HOURS_AHEAD_OF_UTC: Record<'winter' | 'summer', Record<string, number>> = {
  winter: { TZX: 3, IST: 3, SAW: 3, ADB: 3, AYT: 3, ESB: 3, AMS: 1, FRA: 1, MUC: 1, LHR: 0 },
  summer: { TZX: 3, IST: 3, SAW: 3, ADB: 3, AYT: 3, ESB: 3, AMS: 2, FRA: 2, MUC: 2, LHR: 1 },
};

const minutesOf = (duration: string) => {
  const [, h = '0', m = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration) ?? [];
  return Number(h) * 60 + Number(m);
};

function searchOf(origin: string, destination: string, departureDate: string, returnDate: string): FlightSearch {
  return {
    origin,
    destination,
    departureDay: dayNumber(departureDate)!,
    returnDay: dayNumber(returnDate),
    travelers: [{ id: '1', type: 'ADULT' }],
    travelClass: 'ECONOMY',
    currency: 'EUR',
    nonStop: false,
    max: 20,
  };
}

const CASES = [
  { route: ['TZX', 'AMS'], dates: ['2026-12-04', '2026-12-11'], season: 'winter' },
  { route: ['TZX', 'AMS'], dates: ['2026-07-04', '2026-07-11'], season: 'summer' },
  { route: ['IST', 'LHR'], dates: ['2026-12-04', '2026-12-11'], season: 'winter' },
  { route: ['IST', 'LHR'], dates: ['2026-07-04', '2026-07-11'], season: 'summer' },
] as const;

describe('flight times at each airport', () => {
  for (const { route, dates, season } of CASES) {
    describe(`${route.join('→')} in ${season}`, () => {
      const offers = searchFlights('trabzon', searchOf(route[0], route[1], dates[0], dates[1]));
      const instantOf = (at: string, airport: string) => {
        const hours = HOURS_AHEAD_OF_UTC[season][airport];
        if (hours === undefined) throw new Error(`no offset written for ${airport}`);
        return Date.parse(`${at}Z`) - hours * 3_600_000;
      };

      it('finds flights there and back', () => {
        expect(offers.length).toBeGreaterThan(0);
        expect(offers.every((o) => o.itineraries.length === 2)).toBe(true);
      });

      it('writes each arrival as the departure instant plus the flight time, on the arrival airport’s clock', () => {
        for (const s of offers.flatMap((o) => o.itineraries.flatMap((it) => it.segments))) {
          const flown = instantOf(s.arrival.at, s.arrival.iataCode) - instantOf(s.departure.at, s.departure.iataCode);
          expect(flown, `${s.departure.iataCode} ${s.departure.at} → ${s.arrival.iataCode} ${s.arrival.at}`).toBe(
            minutesOf(s.duration) * 60_000,
          );
        }
      });

      it('spans each itinerary’s duration from the first departure to the last arrival, with real layovers', () => {
        for (const it of offers.flatMap((o) => o.itineraries)) {
          const first = it.segments[0]!;
          const last = it.segments[it.segments.length - 1]!;
          expect(instantOf(last.arrival.at, last.arrival.iataCode) - instantOf(first.departure.at, first.departure.iataCode)).toBe(
            minutesOf(it.duration) * 60_000,
          );
          for (let i = 1; i < it.segments.length; i++) {
            const landed = instantOf(it.segments[i - 1]!.arrival.at, it.segments[i - 1]!.arrival.iataCode);
            expect(instantOf(it.segments[i]!.departure.at, it.segments[i]!.departure.iataCode)).toBeGreaterThan(landed);
          }
        }
      });

      it('leaves on the searched days, and prices the offer again (its times match)', () => {
        const offer = offers[0] as FlightOfferJson;
        expect(offer.itineraries[0]!.segments[0]!.departure.at.slice(0, 10)).toBe(dates[0]);
        expect(offer.itineraries[1]!.segments[0]!.departure.at.slice(0, 10)).toBe(dates[1]);
        expect(findOffer('trabzon', offer)?.offer.itineraries).toEqual(offer.itineraries);
      });
    });
  }

  it('answers the tester’s IST→LHR flights: 17:15 lands 18:00, and 21:00 lands 21:45 the same day (December)', () => {
    const direct = searchFlights('trabzon', searchOf('IST', 'LHR', '2026-12-04', '2026-12-11'))
      .map((o) => o.itineraries[0]!.segments)
      .filter((segments) => segments.length === 1)
      .map(([s]) => `${s!.departure.at} → ${s!.arrival.at}`);
    expect(direct).toContain('2026-12-04T17:15:00 → 2026-12-04T18:00:00');
    expect(direct).toContain('2026-12-04T21:00:00 → 2026-12-04T21:45:00');
  });
});

describe('zoned clock helpers', () => {
  const day = (text: string) => dayNumber(text)!;

  it('reads a wall-clock time in a zone, daylight saving included', () => {
    expect(new Date(zonedInstant(day('2026-12-04'), 7 * 60 + 10, 'Europe/Istanbul')).toISOString()).toBe('2026-12-04T04:10:00.000Z');
    expect(new Date(zonedInstant(day('2026-12-04'), 12 * 60, 'Europe/Amsterdam')).toISOString()).toBe('2026-12-04T11:00:00.000Z');
    expect(new Date(zonedInstant(day('2026-07-04'), 12 * 60, 'Europe/Amsterdam')).toISOString()).toBe('2026-07-04T10:00:00.000Z');
    // The days the clocks change (last Sundays of March and October 2026).
    expect(new Date(zonedInstant(day('2026-03-29'), 12 * 60, 'Europe/London')).toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(new Date(zonedInstant(day('2026-10-25'), 12 * 60, 'Europe/London')).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it('writes an instant on a zone’s clock, running into the next day when it must', () => {
    const at = Date.parse('2026-12-04T21:30:00Z');
    expect(localDateTime(at, 'Europe/Istanbul')).toBe('2026-12-05T00:30:00');
    expect(localDateTime(at, 'Europe/London')).toBe('2026-12-04T21:30:00');
    expect(localDateTime(Date.parse('2026-07-04T21:30:00Z'), 'Europe/London')).toBe('2026-07-04T22:30:00');
    expect(localDateTime(at, 'Asia/Dubai')).toBe('2026-12-05T01:30:00');
  });
});
