import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '@trabzon/api-client';
import {
  bagsBySegment,
  dayShift,
  filterOffers,
  forTrip,
  lastArrivalDay,
  parseIsoDuration,
  priceBreakdown,
  sortOffers,
} from '../../../../src/features/flights/model/offers';

const seg = (id: string, from: string, to: string, at: string, arrive: string, carrier = 'TK') => ({
  id,
  departure: { iataCode: from, at },
  arrival: { iataCode: to, at: arrive },
  carrierCode: carrier,
  number: '100',
});

function offer(
  id: string,
  total: string,
  base: string,
  legs: ReturnType<typeof seg>[][],
  durations: string[],
  bags: FlightOffer['travelerPricings'][number]['fareDetailsBySegment'] = [],
): FlightOffer {
  return {
    type: 'flight-offer',
    id,
    itineraries: legs.map((segments, i) => ({ duration: durations[i], segments })),
    price: { currency: 'USD', total, base, grandTotal: total },
    travelerPricings: [{ travelerId: '1', travelerType: 'ADULT', price: { currency: 'USD', total, base }, fareDetailsBySegment: bags }],
  };
}

const direct = offer(
  '1',
  '245.30',
  '190.05',
  [
    [seg('1', 'TZX', 'IST', '2026-12-01T08:30:00', '2026-12-01T10:25:00')],
    [seg('2', 'IST', 'TZX', '2026-12-08T18:00:00', '2026-12-08T19:50:00')],
  ],
  ['PT1H55M', 'PT1H50M'],
  [
    { segmentId: '1', cabin: 'ECONOMY', includedCheckedBags: { quantity: 1 } },
    { segmentId: '2', cabin: 'ECONOMY', includedCheckedBags: { weight: 25, weightUnit: 'KG' } },
  ],
);
const oneStop = offer(
  '2',
  '199.99',
  '150.00',
  [
    [
      seg('1', 'TZX', 'SAW', '2026-12-01T06:00:00', '2026-12-01T08:00:00', 'PC'),
      seg('2', 'SAW', 'IST', '2026-12-01T10:00:00', '2026-12-01T11:00:00', 'PC'),
    ],
  ],
  ['PT5H'],
);

describe('price breakdown', () => {
  it('taxes and fees are the total less the base fare, to the cent', () => {
    expect(priceBreakdown(direct)).toEqual({ base: 190.05, taxesAndFees: 55.25, total: 245.3, currency: 'USD' });
    // 0.1 + 0.2 style sums must not leak binary fractions.
    expect(priceBreakdown(offer('3', '0.30', '0.10', [[]], [])).taxesAndFees).toBe(0.2);
  });
});

describe('durations, baggage, one way and round trip', () => {
  it('parses ISO-8601 durations', () => {
    expect(parseIsoDuration('PT1H55M')).toBe(115);
    expect(parseIsoDuration('PT45M')).toBe(45);
    expect(parseIsoDuration('P1DT2H')).toBe(26 * 60);
    expect(parseIsoDuration('1:55')).toBeNull();
    expect(parseIsoDuration('PT')).toBeNull();
  });

  it('gives the checked bags of every segment, pieces or weight', () => {
    expect(bagsBySegment(direct).map((b) => b.bags)).toEqual([{ quantity: 1 }, { weight: 25, unit: 'KG' }]);
    expect(bagsBySegment(oneStop).map((b) => b.bags)).toEqual([null, null]);
  });

  it('one-way results show no return itinerary; round-trip results keep it', () => {
    expect(forTrip([direct], 'oneWay')[0]!.itineraries).toHaveLength(1);
    expect(forTrip([direct], 'roundTrip')[0]!.itineraries).toHaveLength(2);
  });
});

describe('sort and filter', () => {
  it('sorts by price, duration and departure', () => {
    expect(sortOffers([direct, oneStop], 'price').map((o) => o.id)).toEqual(['2', '1']);
    expect(sortOffers([oneStop, direct], 'duration').map((o) => o.id)).toEqual(['1', '2']);
    expect(sortOffers([direct, oneStop], 'departure').map((o) => o.id)).toEqual(['2', '1']);
  });

  it('filters by stops and airline', () => {
    expect(filterOffers([direct, oneStop], { stops: 'direct', airlines: [] }).map((o) => o.id)).toEqual(['1']);
    expect(filterOffers([direct, oneStop], { stops: 'upToOne', airlines: [] })).toHaveLength(2);
    expect(filterOffers([direct, oneStop], { stops: 'any', airlines: ['PC'] }).map((o) => o.id)).toEqual(['2']);
  });
});

describe('the days a flight crosses', () => {
  it('counts calendar days from departure to arrival, each at its own airport: +1 overnight, -1 westward over the date line', () => {
    expect(dayShift('2026-12-01T08:30:00', '2026-12-01T10:25:00')).toBe(0);
    expect(dayShift('2026-12-01T22:30:00', '2026-12-02T00:15:00')).toBe(1);
    expect(dayShift('2026-12-01T23:00:00', '2026-12-03T06:00:00')).toBe(2);
    // Tokyo 00:30 on the 2nd → Honolulu 12:30 on the 1st.
    expect(dayShift('2026-12-02T00:30:00', '2026-12-01T12:30:00')).toBe(-1);
    // The same clock time the next day is a day later, not the same time.
    expect(dayShift('2026-12-01T09:00:00', '2026-12-02T09:00:00')).toBe(1);
  });

  it('the last flight lands on the day of the return leg’s last arrival, or the outbound’s one way', () => {
    expect(lastArrivalDay(direct)).toBe('2026-12-08');
    expect(lastArrivalDay(oneStop)).toBe('2026-12-01');
    const overnightBack = offer(
      '4',
      '10.00',
      '5.00',
      [
        [seg('1', 'TZX', 'IST', '2026-12-01T08:00:00', '2026-12-01T10:00:00')],
        [seg('2', 'IST', 'JFK', '2026-12-08T23:00:00', '2026-12-09T03:00:00')],
      ],
      ['PT2H', 'PT12H'],
    );
    expect(lastArrivalDay(overnightBack)).toBe('2026-12-09');
  });
});
