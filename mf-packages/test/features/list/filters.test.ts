import { describe, expect, it } from 'vitest';
import { LIST_MAX_PAGE } from '@trabzon/contracts/constants';
import {
  findDestination,
  linkPricesSwapped,
  orderedPrices,
  parsePrice,
  priceParam,
  readFilters,
  searchedDestination,
  shownAddress,
  toQuery,
  waitsForDestinations,
  writeFilters,
  type DestinationMatch,
} from '../../../src/features/list/filters';

describe('packages list filters', () => {
  it('reads the home search parameters: destination, guests and the start date', () => {
    const params = new URLSearchParams('destination=uzungol&guests=3&checkIn=2026-12-01&checkOut=2026-12-02&pickupTime=10:00&starRating=4');
    const filters = readFilters(params);
    expect(filters).toMatchObject({ destination: 'uzungol', guests: '3', checkIn: '2026-12-01', sort: 'popularity', page: 1 });
    expect(toQuery(filters)).toEqual({ destination: 'uzungol', sort: 'popularity', page: 1, limit: 9 });
  });

  it('maps duration bands and prices to the API query, ignoring unreadable values', () => {
    const filters = readFilters(new URLSearchParams('duration=medium&minPrice=100&maxPrice=1e400&sort=price_desc&page=2'));
    expect(toQuery(filters)).toEqual({ minDuration: 3, maxDuration: 4, minPrice: 100, sort: 'price_desc', page: 2, limit: 9 });
    expect(readFilters(new URLSearchParams('duration=forever&sort=cheapest&page=-1&guests=99'))).toMatchObject({
      duration: '',
      sort: 'popularity',
      page: 1,
      guests: '',
    });
  });

  it('reads a minimum above the maximum as the range meant, swapped (the API refuses a crossed range)', () => {
    const params = new URLSearchParams('minPrice=500&maxPrice=100.5');
    expect(linkPricesSwapped(params)).toBe(true);
    expect(readFilters(params)).toMatchObject({ minPrice: '100.5', maxPrice: '500' });
    expect(toQuery(readFilters(params))).toMatchObject({ minPrice: 100.5, maxPrice: 500 });
    // Compared as numbers, not as text ("90" > "100" as text).
    expect(readFilters(new URLSearchParams('minPrice=90&maxPrice=100'))).toMatchObject({ minPrice: '90', maxPrice: '100' });
    expect(linkPricesSwapped(new URLSearchParams('minPrice=90&maxPrice=100'))).toBe(false);
    expect(linkPricesSwapped(new URLSearchParams('minPrice=500&maxPrice=abc'))).toBe(false);
    expect(orderedPrices({ minPrice: '0', maxPrice: '0' })).toEqual({ minPrice: '0', maxPrice: '0' });
    expect(orderedPrices({ minPrice: '20', maxPrice: '' })).toEqual({ minPrice: '20', maxPrice: '' });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = new URLSearchParams('pickupTime=10:00');
    const next = writeFilters({ ...readFilters(new URLSearchParams()), destination: 'rize', sort: 'rating' }, current);
    expect(next.toString()).toBe('pickupTime=10%3A00&destination=rize&sort=rating');
  });
});

describe('parsePrice: a price typed the reader’s way', () => {
  it('in Turkish, "." groups thousands and "," is the decimal', () => {
    expect(parsePrice('1.000', 'tr')).toBe(1000);
    expect(parsePrice('1.000,50', 'tr')).toBe(1000.5);
    expect(parsePrice('100.000', 'tr')).toBe(100000);
    expect(parsePrice('1,5', 'tr')).toBe(1.5);
    expect(parsePrice('1000', 'tr')).toBe(1000);
    expect(parsePrice(' 250 ', 'tr')).toBe(250);
    // Not a Turkish number: a group of one digit, or an English decimal.
    expect(parsePrice('1.5', 'tr')).toBeNull();
    expect(parsePrice('1000.50', 'tr')).toBeNull();
    expect(parsePrice('1.00.000', 'tr')).toBeNull();
  });

  it('in English, "," groups thousands and "." is the decimal', () => {
    expect(parsePrice('1,000', 'en')).toBe(1000);
    expect(parsePrice('1,000.50', 'en')).toBe(1000.5);
    expect(parsePrice('100,000', 'en')).toBe(100000);
    expect(parsePrice('1.5', 'en')).toBe(1.5);
    expect(parsePrice('0', 'en')).toBe(0);
    expect(parsePrice('1,5', 'en')).toBeNull();
    expect(parsePrice('1.000,50', 'en')).toBeNull();
  });

  it('in Arabic, Latin digits as in English, and Arabic-Indic digits and separators too', () => {
    expect(parsePrice('1,000.50', 'ar')).toBe(1000.5);
    expect(parsePrice('1.5', 'ar')).toBe(1.5);
    expect(parsePrice('١٢٠', 'ar')).toBe(120);
    expect(parsePrice('١٬٠٠٠٫٥', 'ar')).toBe(1000.5);
    expect(parsePrice('\u200f١٠٠', 'ar')).toBe(100);
  });

  it('refuses what is not a price from 0 to 100,000 with at most 2 decimals', () => {
    for (const language of ['en', 'tr', 'ar']) {
      for (const text of ['', ' ', 'abc', '-5', '1e3', '100001', '100000.01', '1.234', '12,345,6', 'Infinity', '1 000']) {
        if (text === '1.234' && language === 'tr') continue; // 1234 in Turkish
        expect({ language, text, price: parsePrice(text, language) }).toEqual({ language, text, price: null });
      }
    }
    expect(parsePrice('1.234', 'tr')).toBe(1234);
  });

  it('priceParam writes the field as the URL does: empty stays empty, unreadable is null', () => {
    expect(priceParam('1.000,50', 'tr')).toBe('1000.5');
    expect(priceParam('1,000', 'en')).toBe('1000');
    expect(priceParam('  ', 'tr')).toBe('');
    expect(priceParam('1.5', 'tr')).toBeNull();
  });
});

describe('the destination a URL names', () => {
  const DESTINATIONS = [
    { _id: 'd1', slug: 'uzungol', name: 'Uzungöl' },
    { _id: 'd2', slug: 'sumela', name: 'Sümela Manastırı' },
  ];
  const slugOf = (value: string) => findDestination(value, DESTINATIONS)?.slug;

  it('finds it by id, slug or name, in any case and with or without Turkish letters', () => {
    for (const value of ['uzungol', 'UZUNGOL', 'Uzungöl', 'uzungöl', ' UZUNGÖL ', 'd1'])
      expect({ value, slug: slugOf(value) }).toEqual({ value, slug: 'uzungol' });
    expect(slugOf('SÜMELA  MANASTIRI')).toBe('sumela');
    expect(slugOf('sumela manastiri')).toBe('sumela');
  });

  it('finds none for another name, a part of one or nothing', () => {
    for (const value of ['Atlantis', 'uzun', 'D1', '', '  ']) expect({ value, slug: slugOf(value) }).toEqual({ value, slug: undefined });
  });

  it('the list searches the slug found, nothing for an unknown name, else the value as it is', () => {
    expect(searchedDestination('Uzungöl', { state: 'found', slug: 'uzungol' })).toBe('uzungol');
    expect(searchedDestination('Atlantis', { state: 'unknown' })).toBe('');
    expect(searchedDestination('Uzungöl', { state: 'loading' })).toBe('Uzungöl');
    expect(searchedDestination('Uzungöl', { state: 'unchecked' })).toBe('Uzungöl');
  });

  it('waits for the destinations only for a value that is no id or slug', () => {
    const loading: DestinationMatch = { state: 'loading' };
    expect(waitsForDestinations('Uzungöl', loading)).toBe(true);
    expect(waitsForDestinations('UZUNGOL', loading)).toBe(true);
    expect(waitsForDestinations('uzungol', loading)).toBe(false);
    expect(waitsForDestinations('Uzungöl', { state: 'unknown' })).toBe(false);
  });
});

describe('shownAddress: the URL of what the list shows', () => {
  const none: DestinationMatch = { state: 'none' };
  const shown = (query: string, match: DestinationMatch = none) => {
    const params = new URLSearchParams(query);
    return shownAddress(params, readFilters(params), match)?.toString() ?? null;
  };

  it('writes the page opened in place of one the list does not open (none for page 1)', () => {
    expect(shown('sort=rating&page=99999')).toBe('sort=rating');
    expect(shown(`page=${LIST_MAX_PAGE + 1}`)).toBe('');
    expect(shown('page=0&x=y')).toBe('x=y');
    expect(shown('page=1')).toBe('');
    expect(readFilters(new URLSearchParams(`page=${LIST_MAX_PAGE}`)).page).toBe(LIST_MAX_PAGE);
  });

  it('writes the destination by its slug, or drops one no destination has', () => {
    expect(shown('destination=Uzung%C3%B6l&page=2', { state: 'found', slug: 'uzungol' })).toBe('destination=uzungol&page=2');
    expect(shown('guests=2&destination=Atlantis', { state: 'unknown' })).toBe('guests=2');
  });

  it('keeps the value while the destinations are loading or could not be loaded', () => {
    expect(shown('destination=Uzung%C3%B6l', { state: 'loading' })).toBeNull();
    expect(shown('destination=Uzung%C3%B6l', { state: 'unchecked' })).toBeNull();
  });

  it('writes the prices searched: an unreadable one dropped, a crossed pair swapped in place', () => {
    expect(shown('destination=uzungol&minPrice=abc&maxPrice=500')).toBe('destination=uzungol&maxPrice=500');
    expect(shown('minPrice=-5&maxPrice=100001&sort=price')).toBe('sort=price');
    expect(shown('minPrice=500&sort=price&maxPrice=100')).toBe('minPrice=100&sort=price&maxPrice=500');
  });

  it('drops a sort, duration, guests or day the list cannot read (it shows the default), keeping known ones', () => {
    expect(shown('sort=bogus')).toBe('');
    expect(shown('destination=uzungol&sort=bogus&x=y', { state: 'found', slug: 'uzungol' })).toBe('destination=uzungol&x=y');
    expect(shown('duration=1-3&sort=price_desc')).toBe('sort=price_desc');
    expect(shown('guests=99&checkIn=tomorrow&duration=long')).toBe('duration=long');
    expect(shown('sort=popularity&duration=short&guests=2&checkIn=2030-01-10')).toBeNull();
  });

  it('is null when the address already says what is shown', () => {
    expect(shown('')).toBeNull();
    expect(shown('destination=uzungol&page=2&minPrice=0&maxPrice=99.5&x=y', { state: 'found', slug: 'uzungol' })).toBeNull();
  });
});
