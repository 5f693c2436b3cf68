import { addDays } from '@trabzon/dates';
import { describe, expect, it } from 'vitest';
import { AIRPORTS, AIRPORT_REGIONS } from '@trabzon/contracts/airports';
import {
  defaultSearch,
  searchFromParams,
  searchToParams,
  swapped,
  validateSearch,
  type FlightSearch,
} from '../../../../src/features/flights/model/search';

const today = '2026-11-23';

describe('flight search defaults', () => {
  it('are TZX → IST, today+7 and today+14, 1 passenger, economy, round trip', () => {
    expect(defaultSearch(today)).toEqual({
      tripType: 'roundTrip',
      originCode: 'TZX',
      destinationCode: 'IST',
      departureDate: '2026-11-30',
      returnDate: '2026-12-07',
      passengers: 1,
      cabinClass: 'ECONOMY',
    });
    expect(validateSearch(defaultSearch(today), today)).toEqual({});
  });

  it('crosses month and year ends', () => {
    expect(defaultSearch('2026-12-28')).toMatchObject({ departureDate: '2027-01-04', returnDate: '2027-01-11' });
  });

  it('offers the sandbox list: about 60 airports in three regions', () => {
    expect(AIRPORTS.length).toBe(60);
    expect(AIRPORT_REGIONS.map((r) => r.id)).toEqual(['turkey', 'europe', 'middle-east']);
    expect(AIRPORT_REGIONS.reduce((n, r) => n + r.airports.length, 0)).toBe(60);
  });
});

describe('flight search validation', () => {
  const base: FlightSearch = defaultSearch(today);

  it('refuses the same origin and destination with the spec message key', () => {
    expect(validateSearch({ ...base, destinationCode: 'TZX' }, today)).toEqual({ destinationCode: 'sameAirports' });
  });

  it('refuses unknown airports, a past departure, a return before the departure and 0 or 10 passengers', () => {
    expect(validateSearch({ ...base, originCode: 'XXX' }, today)).toEqual({ originCode: 'airport' });
    expect(validateSearch({ ...base, departureDate: '2026-11-22' }, today)).toEqual({ departureDate: 'departurePast' });
    expect(validateSearch({ ...base, departureDate: today, returnDate: today }, today)).toEqual({});
    expect(validateSearch({ ...base, returnDate: '2026-11-29' }, today)).toEqual({ returnDate: 'returnBeforeDeparture' });
    expect(validateSearch({ ...base, passengers: 0 }, today)).toEqual({ passengers: 'passengers' });
    expect(validateSearch({ ...base, passengers: 10 }, today)).toEqual({ passengers: 'passengers' });
    expect(validateSearch({ ...base, passengers: 9 }, today)).toEqual({});
  });

  it('refuses a departure or return more than 365 days ahead, as the API does', () => {
    const last = addDays(today, 365);
    expect(validateSearch({ ...base, tripType: 'oneWay', returnDate: '', departureDate: last }, today)).toEqual({});
    expect(validateSearch({ ...base, tripType: 'oneWay', returnDate: '', departureDate: addDays(today, 366) }, today)).toEqual({
      departureDate: 'tooFar',
    });
    expect(validateSearch({ ...base, departureDate: last, returnDate: addDays(today, 366) }, today)).toEqual({ returnDate: 'tooFar' });
  });

  it('one way needs no return date; round trip does', () => {
    expect(validateSearch({ ...base, tripType: 'oneWay', returnDate: '' }, today)).toEqual({});
    expect(validateSearch({ ...base, tripType: 'roundTrip', returnDate: '' }, today)).toEqual({ returnDate: 'date' });
  });
});

describe('the search in the URL', () => {
  it('round-trips through the query; a one-way search carries no return date', () => {
    const round = { ...defaultSearch(today), originCode: 'IST', destinationCode: 'DXB', passengers: 3, cabinClass: 'BUSINESS' as const };
    expect(searchFromParams(searchToParams(round), today)).toEqual(round);
    const oneWay = { ...round, tripType: 'oneWay' as const, returnDate: '' };
    const params = searchToParams(oneWay);
    expect(params.has('return')).toBe(false);
    expect(searchFromParams(params, today)).toEqual(oneWay);
  });

  it('no search without `from`; broken values fall back to the defaults', () => {
    expect(searchFromParams(new URLSearchParams(''), today)).toBeNull();
    expect(searchFromParams(new URLSearchParams('from=ist&to=1&depart=x&pax=99&cabin=CARGO'), today)).toEqual({
      ...defaultSearch(today),
      originCode: 'IST',
    });
  });

  it('swaps origin and destination', () => {
    expect(swapped(defaultSearch(today))).toMatchObject({ originCode: 'IST', destinationCode: 'TZX' });
  });
});
