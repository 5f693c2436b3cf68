import { describe, expect, it } from 'vitest';
import { LIST_MAX_PAGE } from '@trabzon/contracts/constants';
import {
  EMPTY_FILTERS,
  GUEST_OPTIONS,
  MAX_GUESTS,
  PAGE_SIZE,
  activeFilterCount,
  backToListQuery,
  datesChanged,
  fromHotelsList,
  filtersFromParams,
  filtersToParams,
  linkValuesChanged,
  matchDestination,
  normalizeDates,
  parseSort,
  parseStars,
  resolveDestination,
  searchedDestination,
  selectedDestination,
  stayParams,
  toApiQuery,
  updateFilters,
  waitsForDestinations,
} from '../../../src/features/list/filters';

const TODAY = '2026-11-22';
const read = (query: string) => filtersFromParams(new URLSearchParams(query), TODAY);

describe('filtersFromParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
  });

  it("reads the home search panel's parameters", () => {
    expect(read('destination=trabzon&checkIn=2026-11-25&checkOut=2026-11-27&guests=2&starRating=4')).toEqual({
      ...EMPTY_FILTERS,
      destination: 'trabzon',
      checkIn: '2026-11-25',
      checkOut: '2026-11-27',
      guests: 2,
      stars: 4,
    });
  });

  it('ignores the other tabs’ empty fields and "any" values the home panel sends along', () => {
    const filters = read('destination=&pickupLocation=&restaurant=&starRating=&guests=2&checkIn=2026-11-22&checkOut=2026-11-23');
    expect(filters).toEqual({ ...EMPTY_FILTERS, guests: 2, checkIn: '2026-11-22', checkOut: '2026-11-23' });
    expect(read('destination=any&starRating=any').destination).toBe('');
    expect(read('destination=any&starRating=any').stars).toBe(0);
  });

  it('reads star values like 5, 4+, "3 stars", and the alias stars', () => {
    expect(read('starRating=5').stars).toBe(5);
    expect(read('starRating=4%2B').stars).toBe(4);
    expect(read('starRating=3%20stars').stars).toBe(3);
    expect(read('stars=2').stars).toBe(2);
    expect(read('starRating=0').stars).toBe(0);
    expect(read('starRating=9').stars).toBe(0);
    expect(parseStars('abc')).toBe(0);
  });

  it('drops a page the API would refuse (above its maximum) to the first page, keeping the maximum itself', () => {
    expect(read('page=99999').page).toBe(1);
    expect(toApiQuery(read('starRating=4&page=99999'))).toMatchObject({ stars: 4, page: 1 });
    // The API's own maximum (the schema's), which the list shares.
    expect(read(`page=${LIST_MAX_PAGE + 1}`).page).toBe(1);
    expect(read(`page=${LIST_MAX_PAGE}`).page).toBe(LIST_MAX_PAGE);
  });

  it('reads a price above the highest the API searches (100,000 a night) as that price, not a refused search', () => {
    expect(read('minPrice=99999999999999999999&maxPrice=150000')).toMatchObject({ minPrice: 100000, maxPrice: 100000 });
    expect(toApiQuery(read('minPrice=1e9'))).toMatchObject({ minPrice: 100000 });
    expect(read('maxPrice=100000').maxPrice).toBe(100000);
  });

  it('reads prices, guests, sort and page, dropping malformed values', () => {
    expect(read('minPrice=50&maxPrice=200.5&sort=price_desc&page=3')).toMatchObject({
      minPrice: 50,
      maxPrice: 200.5,
      sort: 'price_desc',
      page: 3,
    });
    expect(read('minPrice=-5&maxPrice=abc&guests=0&sort=cheapest&page=-2')).toEqual(EMPTY_FILTERS);
    // More guests than the list's select offers: its last option, not a value it cannot show.
    expect(MAX_GUESTS).toBe(GUEST_OPTIONS[GUEST_OPTIONS.length - 1]);
    expect(read('guests=99').guests).toBe(MAX_GUESTS);
    expect(read('guests=10').guests).toBe(10);
    expect(parseSort('price_asc')).toBe('price');
    expect(parseSort('RATING')).toBe('rating');
  });

  it('reduces date-times to dates and repairs or drops dates the API would refuse', () => {
    expect(read('checkIn=2026-11-25T09:00:00.000Z&checkOut=2026-11-26T09:00:00.000Z')).toMatchObject({
      checkIn: '2026-11-25',
      checkOut: '2026-11-26',
    });
    // Past check-in: both dropped.
    expect(read('checkIn=2026-11-20&checkOut=2026-11-24')).toMatchObject({ checkIn: '', checkOut: '' });
    // Check-out missing, before check-in, or too far: one night.
    expect(read('checkIn=2026-11-25')).toMatchObject({ checkIn: '2026-11-25', checkOut: '2026-11-26' });
    expect(read('checkIn=2026-11-25&checkOut=2026-11-25')).toMatchObject({ checkOut: '2026-11-26' });
    expect(read('checkIn=2026-11-25&checkOut=2027-02-01')).toMatchObject({ checkOut: '2026-11-26' });
    // Not a date at all.
    expect(read('checkIn=2026-02-30&checkOut=2026-03-02')).toMatchObject({ checkIn: '', checkOut: '' });
    expect(read('checkOut=2026-11-26')).toMatchObject({ checkIn: '', checkOut: '' });
  });

  it('normalizeDates keeps a valid stay as it is', () => {
    expect(normalizeDates('2026-11-22', '2026-12-22', TODAY)).toEqual({ checkIn: '2026-11-22', checkOut: '2026-12-22' });
  });

  it('datesChanged: the dates of the link were replaced (reversed, too long, past, malformed), not a check-in alone', () => {
    const changed = (query: string) => datesChanged(new URLSearchParams(query), read(query));
    expect(changed('checkIn=2026-12-01&checkOut=2026-12-04')).toBe(false);
    expect(changed('checkIn=2026-12-01T00:00:00.000Z&checkOut=2026-12-04T00:00:00.000Z')).toBe(false);
    expect(changed('checkIn=2026-12-01')).toBe(false);
    expect(changed('')).toBe(false);
    expect(changed('checkIn=2026-12-04&checkOut=2026-12-01')).toBe(true);
    expect(changed('checkIn=2026-12-01&checkOut=2027-01-05')).toBe(true);
    expect(changed('checkIn=2020-01-01&checkOut=2020-01-03')).toBe(true);
    expect(changed('checkIn=tomorrow')).toBe(true);
    expect(changed('checkOut=2026-12-04')).toBe(true);
  });

  it('linkValuesChanged: also the guests the list could not search as given (malformed, 0, above its select)', () => {
    const changed = (query: string) => linkValuesChanged(new URLSearchParams(query), read(query));
    expect(changed('guests=3&checkIn=2026-12-01&checkOut=2026-12-04')).toEqual({ dates: false, guests: false });
    expect(changed('guests=&starRating=4')).toEqual({ dates: false, guests: false });
    expect(changed('guests=10')).toEqual({ dates: false, guests: false });
    for (const guests of ['99', '11', '0', '-1', 'abc', '2.5']) expect(changed(`guests=${guests}`)).toEqual({ dates: false, guests: true });
    expect(changed('checkIn=2020-01-01&guests=99')).toEqual({ dates: true, guests: true });
  });
});

describe('filtersToParams', () => {
  it('writes nothing for the defaults', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('writes every set filter under the home panel’s names', () => {
    const params = filtersToParams({
      destination: 'uzungol',
      stars: 4,
      minPrice: 50,
      maxPrice: 300,
      guests: 3,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      sort: 'rating',
      page: 2,
    });
    expect(params.toString()).toBe(
      'destination=uzungol&checkIn=2026-12-01&checkOut=2026-12-04&guests=3&starRating=4&minPrice=50&maxPrice=300&sort=rating&page=2',
    );
  });

  it('round-trips: reading what it wrote gives the same filters', () => {
    const filters = {
      ...EMPTY_FILTERS,
      destination: 'rize',
      stars: 3,
      minPrice: 0,
      maxPrice: 120,
      guests: 1,
      sort: 'price' as const,
      page: 4,
    };
    expect(filtersFromParams(filtersToParams(filters), TODAY)).toEqual(filters);
  });

  it('drops parameters that are not filters when it rewrites the URL', () => {
    const rewritten = filtersToParams(read('pickupLocation=&restaurant=&guests=2'));
    expect(rewritten.toString()).toBe('guests=2');
  });
});

describe('updateFilters', () => {
  it('goes back to page 1 on any filter or sort change', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(updateFilters(onPage3, { stars: 5 })).toMatchObject({ stars: 5, page: 1 });
    expect(updateFilters(onPage3, { sort: 'rating' })).toMatchObject({ sort: 'rating', page: 1 });
  });

  it('keeps the page when the page is what changes', () => {
    expect(updateFilters(EMPTY_FILTERS, { page: 2 }).page).toBe(2);
  });
});

describe('toApiQuery', () => {
  it('asks for the default sort, first page and page size with no filters', () => {
    expect(toApiQuery(EMPTY_FILTERS)).toEqual({ sort: 'popularity', page: 1, limit: PAGE_SIZE });
  });

  it('maps the filters to the API’s names', () => {
    expect(
      toApiQuery({
        ...EMPTY_FILTERS,
        destination: 'trabzon',
        stars: 4,
        minPrice: 40,
        maxPrice: 200,
        guests: 2,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
      }),
    ).toEqual({
      destination: 'trabzon',
      stars: 4,
      minPrice: 40,
      maxPrice: 200,
      guests: 2,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      sort: 'popularity',
      page: 1,
      limit: PAGE_SIZE,
    });
  });

  it('swaps a minimum above the maximum and leaves out a zero minimum', () => {
    expect(toApiQuery({ ...EMPTY_FILTERS, minPrice: 300, maxPrice: 100 })).toMatchObject({ minPrice: 100, maxPrice: 300 });
    expect(toApiQuery({ ...EMPTY_FILTERS, minPrice: 0 })).not.toHaveProperty('minPrice');
  });

  it('searches a destination given by name with the slug it resolved to', () => {
    expect(toApiQuery({ ...EMPTY_FILTERS, destination: 'Trabzon' }, 'trabzon').destination).toBe('trabzon');
  });
});

describe('resolveDestination', () => {
  const list = [
    { _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Türkiye' },
    { _id: 'd2', slug: 'uzungol', name: 'Uzungöl', country: 'Türkiye' },
  ];

  it('finds a destination by id, slug or name (with or without the country)', () => {
    expect(resolveDestination('d2', list)?.slug).toBe('uzungol');
    expect(resolveDestination('trabzon', list)?._id).toBe('d1');
    expect(resolveDestination('Uzungöl', list)?._id).toBe('d2');
    expect(resolveDestination('trabzon, türkiye', list)?._id).toBe('d1');
  });

  it('finds nothing for an empty or unknown value', () => {
    expect(resolveDestination('', list)).toBeUndefined();
    expect(resolveDestination('   ', list)).toBeUndefined();
    expect(resolveDestination('atlantis', list)).toBeUndefined();
  });

  it('ignores case and accents as the site’s searches do (Turkish dotless ı too)', () => {
    const names = [...list, { _id: 'd3', slug: 'ayder', name: 'Ayder Yaylası', country: 'Türkiye' }];
    expect(resolveDestination('UZUNGOL', names)?._id).toBe('d2');
    expect(resolveDestination('uzungöl', names)?._id).toBe('d2');
    expect(resolveDestination('ayder  yaylasi', names)?._id).toBe('d3');
    expect(resolveDestination('AYDER YAYLASI, TURKIYE', names)?._id).toBe('d3');
    expect(resolveDestination('Ayder', names)?._id).toBe('d3');
  });
});

describe('matchDestination and what the list makes of it', () => {
  const list = [
    { _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Türkiye' },
    { _id: 'd2', slug: 'uzungol', name: 'Uzungöl', country: 'Türkiye' },
  ];
  const outcome = (value: string, destinations: typeof list | undefined, failed = false) => {
    const match = matchDestination(value, [{ destinations, failed }]);
    return {
      state: match.state,
      searched: searchedDestination(value, match),
      waits: waitsForDestinations(value, match),
      selected: selectedDestination(value, match),
    };
  };

  it('searches all destinations for an unknown value once the destinations are known, and selects none', () => {
    for (const value of ['<script>', 'atlantis', 'Atlantis'])
      expect(outcome(value, list)).toEqual({ state: 'unknown', searched: '', waits: false, selected: '' });
  });

  it('searches an id or a slug at once while the destinations load; other text waits for them', () => {
    expect(outcome('uzungol', undefined)).toEqual({ state: 'loading', searched: 'uzungol', waits: false, selected: 'uzungol' });
    expect(outcome('3f0c2a9e-1b2c-4d5e-8f90-123456789abc', undefined)).toMatchObject({ waits: false });
    for (const value of ['<script>', 'Uzungöl', 'Trabzon, Türkiye'])
      expect(outcome(value, undefined)).toEqual({ state: 'loading', searched: value, waits: true, selected: '' });
  });

  it('keeps an id as searched (the query started while loading) and selects the destination by its slug', () => {
    expect(outcome('d2', list)).toEqual({ state: 'found', searched: 'd2', waits: false, selected: 'uzungol' });
    expect(outcome('Uzungöl', list)).toEqual({ state: 'found', searched: 'uzungol', waits: false, selected: 'uzungol' });
  });

  it('finds a name in another language’s destinations, and waits for them before calling it unknown', () => {
    const arabic = [
      { _id: 'd1', slug: 'trabzon', name: 'طرابزون', country: 'Türkiye' },
      { _id: 'd2', slug: 'uzungol', name: 'أوزنجول', country: 'Türkiye' },
    ];
    const match = (value: string, other: typeof list | undefined, failed = false) =>
      matchDestination(value, [
        { destinations: list, failed: false },
        { destinations: other, failed },
      ]);
    expect(match('أوزنجول', arabic)).toEqual({ state: 'found', destination: arabic[1] });
    expect(match('أوزنجول', undefined)).toEqual({ state: 'loading' });
    expect(match('atlantis', arabic)).toEqual({ state: 'unknown' });
    expect(match('atlantis', undefined, true)).toEqual({ state: 'unchecked' });
    // The page's language first: its destination, not another language's same one.
    expect(match('trabzon', arabic)).toEqual({ state: 'found', destination: list[0] });
  });

  it('searches the value as it is when the destinations could not be loaded', () => {
    expect(outcome('Uzungöl', undefined, true)).toEqual({ state: 'unchecked', searched: 'Uzungöl', waits: false, selected: 'Uzungöl' });
    expect(outcome('', list)).toEqual({ state: 'none', searched: '', waits: false, selected: '' });
  });
});

describe('activeFilterCount and stayParams', () => {
  it('counts the filters that are set (price range counts once)', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, stars: 3, minPrice: 10, maxPrice: 90, guests: 2, sort: 'rating' })).toBe(3);
  });

  it('carries the dates and guests to the hotel page', () => {
    expect(stayParams({ checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 2 })).toBe(
      '?checkIn=2026-12-01&checkOut=2026-12-02&guests=2',
    );
    expect(stayParams({ checkIn: '', checkOut: '', guests: null })).toBe('');
  });
});

describe('backToListQuery (the hotel page’s "Back to hotels")', () => {
  const hotelPage = (query: string) => new URLSearchParams(query);
  const list = 'destination=uzungol&checkIn=2026-12-01&checkOut=2026-12-04&guests=2&starRating=4&minPrice=80&sort=price&page=2';

  it('opened from the list: goes back to its whole search (filters, sort and page), not only the stay', () => {
    const state = fromHotelsList(new URLSearchParams(list));
    expect(backToListQuery(hotelPage('checkIn=2026-12-01&checkOut=2026-12-04&guests=2&roomTypeId=r1'), state)).toBe(list);
  });

  it('with the stay or guests changed on the hotel page: those, from page 1', () => {
    const state = fromHotelsList(new URLSearchParams(list));
    expect(backToListQuery(hotelPage('checkIn=2026-12-10&checkOut=2026-12-12&guests=3&roomTypeId=r1'), state)).toBe(
      'destination=uzungol&checkIn=2026-12-10&checkOut=2026-12-12&guests=3&starRating=4&minPrice=80&sort=price',
    );
  });

  it('opened from elsewhere (a shared link, a home widget): its own stay and guests, without its room', () => {
    expect(backToListQuery(hotelPage('checkIn=2026-12-01&checkOut=2026-12-04&roomTypeId=r1'), null)).toBe(
      'checkIn=2026-12-01&checkOut=2026-12-04',
    );
    expect(backToListQuery(hotelPage(''), { other: 1 })).toBe('');
  });
});
