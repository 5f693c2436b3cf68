import { addDays } from '@trabzon/dates';
import { describe, expect, it } from 'vitest';
import { AIRPORTS, AIRPORT_REGIONS } from '@trabzon/contracts/airports';
import {
  defaultSearch,
  readSearchLink,
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
    // The default destination is IST, the origin already: the other end of the default route (TZX) instead.
    expect(searchFromParams(new URLSearchParams('from=ist&to=1&depart=x&pax=99&cabin=CARGO'), today)).toEqual({
      ...defaultSearch(today),
      originCode: 'IST',
      destinationCode: 'TZX',
    });
  });

  it('swaps origin and destination', () => {
    expect(swapped(defaultSearch(today))).toMatchObject({ originCode: 'IST', destinationCode: 'TZX' });
  });
});

describe('a search link with values the search cannot use', () => {
  const good = `trip=oneWay&from=TZX&to=IST&depart=${addDays(today, 20)}&pax=2&cabin=BUSINESS`;
  const read = (query: string) => readSearchLink(new URLSearchParams(query), today)!;
  const linkWith = (key: string, value: string) => {
    const params = new URLSearchParams(good);
    params.set(key, value);
    return read(params.toString());
  };

  it('a link whose values are all usable is read as it is, with nothing replaced', () => {
    expect(read(good)).toEqual({
      search: {
        ...defaultSearch(today),
        tripType: 'oneWay',
        departureDate: addDays(today, 20),
        returnDate: '',
        passengers: 2,
        cabinClass: 'BUSINESS',
      },
      replaced: [],
    });
    // Lower case airports and the contracts' bounds of passengers are usable.
    expect(linkWith('from', 'tzx').replaced).toEqual([]);
    expect(linkWith('pax', '9')).toMatchObject({ search: { passengers: 9 }, replaced: [] });
    expect(linkWith('pax', '1')).toMatchObject({ search: { passengers: 1 }, replaced: [] });
  });

  it.each(['99', '10', '0', '-1', 'abc', '2.5'])('pax=%s: 1 passenger, and the passengers are named', (pax) => {
    expect(linkWith('pax', pax)).toMatchObject({ search: { passengers: 1, cabinClass: 'BUSINESS' }, replaced: ['passengers'] });
  });

  it('an unknown or unreadable airport: the default route fills it in, never the same airport at both ends', () => {
    expect(read(good.replace('from=TZX', 'from=XXX').replace('to=IST', 'to=😀'))).toMatchObject({
      search: { originCode: 'TZX', destinationCode: 'IST', passengers: 2 },
      replaced: ['airports'],
    });
    expect(read(good.replace('from=TZX', 'from=XXX').replace('to=IST', 'to=TZX')).search).toMatchObject({
      originCode: 'IST',
      destinationCode: 'TZX',
    });
    expect(read(good.replace('from=TZX', 'from=IST').replace('to=IST', 'to=QQQ')).search).toMatchObject({
      originCode: 'IST',
      destinationCode: 'TZX',
    });
    expect(read(good.replace('to=IST', 'to=DXB1')).search).toMatchObject({ originCode: 'TZX', destinationCode: 'IST' });
  });

  it('an unreadable date: the default departure, a return a week after the departure', () => {
    expect(linkWith('depart', '2026-02-31')).toMatchObject({ search: { departureDate: addDays(today, 7) }, replaced: ['dates'] });
    const round = read(`from=TZX&to=IST&depart=${addDays(today, 100)}&return=soon`);
    expect(round).toMatchObject({ search: { tripType: 'roundTrip', returnDate: addDays(today, 107) }, replaced: ['dates'] });
    // No later than the API searches.
    expect(read(`from=TZX&to=IST&depart=${addDays(today, 362)}&return=x`).search.returnDate).toBe(addDays(today, 365));
    // A one-way trip has no return: whatever the link says of one is not used, nor said.
    expect(linkWith('return', 'x').replaced).toEqual([]);
  });

  it('a departure past the last searchable day: the return given for it is not before it, so only the far dates are refused', () => {
    const departure = addDays(today, 400);
    const { search } = read(`from=TZX&to=IST&depart=${departure}`);
    expect(search.returnDate).toBe(addDays(departure, 7));
    // Not "The return date cannot be before the departure date", which the visitor never chose.
    expect(validateSearch(search, today)).toEqual({ departureDate: 'tooFar', returnDate: 'tooFar' });
  });

  it('an unknown cabin or trip type is named too; several parts in the order of the form', () => {
    expect(linkWith('cabin', 'CARGO')).toMatchObject({ search: { cabinClass: 'ECONOMY' }, replaced: ['cabin'] });
    expect(linkWith('trip', 'both')).toMatchObject({ search: { tripType: 'roundTrip' }, replaced: ['trip'] });
    expect(read('from=ist&to=1&depart=x&pax=99&cabin=CARGO&trip=both').replaced).toEqual([
      'trip',
      'airports',
      'dates',
      'passengers',
      'cabin',
    ]);
  });

  it('a value left out is the default without being named; a usable one that cannot be searched stays for the form to say why', () => {
    expect(read('from=IST')).toEqual({ search: { ...defaultSearch(today), originCode: 'IST', destinationCode: 'TZX' }, replaced: [] });
    expect(read('from=IST&to=&pax=&depart=')).toEqual(read('from=IST'));
    const past = linkWith('depart', '2020-01-01');
    expect(past).toMatchObject({ search: { departureDate: '2020-01-01' }, replaced: [] });
    expect(validateSearch(past.search, today)).toEqual({ departureDate: 'departurePast' });
    const same = read(good.replace('to=IST', 'to=TZX'));
    expect(same.replaced).toEqual([]);
    expect(validateSearch(same.search, today)).toEqual({ destinationCode: 'sameAirports' });
  });

  it('what it reads writes a link that reads the same, with nothing replaced (the rewritten address)', () => {
    const { search } = read('from=XXX&to=😀&depart=x&return=y&pax=abc&cabin=CARGO&trip=both');
    expect(read(searchToParams(search).toString())).toEqual({ search, replaced: [] });
  });
});
