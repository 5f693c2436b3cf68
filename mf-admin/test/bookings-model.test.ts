import { describe, expect, it } from 'vitest';
import en from '../src/features/bookings/locales/en.json';
import tr from '../src/features/bookings/locales/tr.json';
import ar from '../src/features/bookings/locales/ar.json';
import { TYPES, nextSort, paramsFromQuery, paymentLabel, queryFromParams } from '../src/features/bookings/model';

describe('admin bookings URL state', () => {
  it('reads filters, sort and page from the URL and drops anything malformed', () => {
    const query = queryFromParams(
      new URLSearchParams(
        'status=pending&type=hotel&from=2026-12-01&to=bad&createdFrom=2026-11-01&q=%20TZN-1%20&sort=total&dir=desc&page=3',
      ),
    );
    expect(query).toEqual({
      limit: 25,
      status: 'pending',
      type: 'hotel',
      from: '2026-12-01',
      createdFrom: '2026-11-01',
      q: 'TZN-1',
      sort: 'total',
      dir: 'desc',
      page: 3,
    });
    expect(queryFromParams(new URLSearchParams('status=done&type=rocket&sort=price&dir=up&page=1e400'))).toEqual({ limit: 25, page: 1 });
  });

  it('writes back only what is set, so the plain list has a plain URL', () => {
    expect(paramsFromQuery({ limit: 25, page: 1 }).toString()).toBe('');
    expect(paramsFromQuery({ limit: 25, page: 2, q: 'ada', sort: 'reference', dir: 'asc' }, { booking: 'b1' }).toString()).toBe(
      'q=ada&sort=reference&dir=asc&page=2&booking=b1',
    );
    const round = queryFromParams(paramsFromQuery({ limit: 25, page: 4, status: 'confirmed', createdTo: '2026-11-30' }));
    expect(round).toEqual({ limit: 25, page: 4, status: 'confirmed', createdTo: '2026-11-30' });
  });

  it('a header click sorts by that column, a second click flips it', () => {
    expect(nextSort({}, 'reference')).toEqual({ sort: 'reference', dir: 'asc' });
    expect(nextSort({ sort: 'reference', dir: 'asc' }, 'reference')).toEqual({ sort: 'reference', dir: 'desc' });
    expect(nextSort({}, 'createdAt')).toEqual({ sort: 'createdAt', dir: 'asc' }); // newest first is the default, so the click flips it
    expect(nextSort({ sort: 'status' }, 'total')).toEqual({ sort: 'total', dir: 'desc' });
  });
});

describe('the drawer payment line', () => {
  it('names the place to pay by the booking type, as the public site does', () => {
    expect(TYPES.map((type) => [type, paymentLabel(type, 'payAtHotel')])).toEqual([
      ['hotel', 'payAtHotel'],
      ['provider-hotel', 'payAtHotel'],
      ['flight', 'payLater'],
      ['car-rental', 'payLater'],
      ['transfer', 'payLater'],
      ['restaurant', 'payAtRestaurant'],
      ['package', 'payLater'],
    ]);
    for (const type of TYPES) expect(paymentLabel(type, 'creditCard')).toBe('creditCard');
  });

  it('has every wording in English, Turkish and Arabic', () => {
    expect(en.paymentMethods).toEqual({
      creditCard: 'Credit card',
      payAtHotel: 'Pay at the hotel',
      payAtRestaurant: 'Pay at the restaurant',
      payLater: 'Pay later',
    });
    for (const locale of [tr, ar]) {
      expect(Object.keys(locale.paymentMethods).sort()).toEqual(Object.keys(en.paymentMethods).sort());
      for (const key of Object.keys(en.paymentMethods) as Array<keyof typeof en.paymentMethods>) {
        expect(locale.paymentMethods[key]).not.toBe(en.paymentMethods[key]);
      }
    }
  });
});
