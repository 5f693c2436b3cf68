// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelsApi, type HotelDetail, type StayPrices } from '@trabzon/api-client';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { AppProviders, ScreenSwitch, queryClient } from '@trabzon/ui';
import { routes } from '../../../src/routes';
import { HOTEL_CARD, startI18n } from '../../helpers';

const TODAY = '2030-01-10';

const room = (id: string, name: string, capacity: number) => ({
  _id: id,
  name,
  description: '',
  capacity,
  beds: '1 double bed',
  size: null,
  amenities: [],
  pricePerNight: 100,
  images: [],
  totalRooms: 5,
});

/** A hotel whose largest room sleeps 4. */
const HOTEL: HotelDetail = {
  ...HOTEL_CARD,
  address: { city: 'Trabzon', country: 'TR' },
  roomTypes: [room('std', 'Standard Room', 2), room('fam', 'Family Suite', 4)],
  reviews: { averageRating: 0, totalReviews: 0, latest: [] },
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: '',
  rules: [],
  paymentOptions: [],
  contact: {},
  coordinates: null,
  featured: false,
};

const PRICES: StayPrices = { rooms: [], currency: 'USD', nightsCount: 1 };

/** The hotel page at `url`, opened from the home page (so Back has somewhere to go), as the shell mounts it. */
function openFromHome(url: string) {
  queryClient.clear();
  const page = (
    <>
      <ScreenSwitch routes={routes} fallback={null} />
      <AddressBar />
    </>
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<AddressBar />} />
          <Route path="/hotels/:id" element={page} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const address = () => screen.getByTestId('address').textContent;
/** The address's query, in a fixed order (a rewrite keeps the link's order of names). */
const query = () => {
  const params = new URLSearchParams(address()!.split('?')[1] ?? '');
  params.sort();
  return params.toString();
};
const notice = () => screen.queryByTestId('link-notice');
const field = (name: string) => screen.getByTestId('booking-panel').querySelector<HTMLInputElement>(`[name="${name}"]`)!;

beforeAll(async () => {
  await startI18n();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  vi.spyOn(hotelsApi, 'get').mockResolvedValue(HOTEL);
  vi.spyOn(hotelsApi, 'stayPrices').mockResolvedValue(PRICES);
  vi.spyOn(hotelsApi, 'availability').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/hotels/:id with dates or guests it cannot use', () => {
  it('checkIn=garbage: tells the visitor and writes the dates it uses into the address, in place (Back goes home)', async () => {
    openFromHome('/hotels/h1?checkIn=garbage&guests=3');
    await waitFor(() => expect(query()).toBe('checkIn=2030-01-11&checkOut=2030-01-12&guests=3'));
    expect(notice()!.dataset).toMatchObject({ dates: 'true', guests: 'false' });
    expect(notice()!.textContent).toBe(
      'We could not use the dates in the link: a stay starts today or later and lasts 1 to 30 nights. The booking panel shows the values used instead.',
    );
    expect(field('checkIn').value).toBe('2030-01-11');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('a past stay: the defaults, said and written', async () => {
    openFromHome('/hotels/h1?checkIn=2020-01-01&checkOut=2020-01-03&guests=2');
    await waitFor(() => expect(address()).toBe('/hotels/h1?checkIn=2030-01-11&checkOut=2030-01-12&guests=2'));
    expect(notice()!.dataset).toMatchObject({ dates: 'true', guests: 'false' });
  });

  it('a check-out before check-in and 0 guests: one night from the check-in and 2 guests, both said', async () => {
    openFromHome('/hotels/h1?checkIn=2030-12-20&checkOut=2030-12-10&guests=0');
    await waitFor(() => expect(address()).toBe('/hotels/h1?checkIn=2030-12-20&checkOut=2030-12-21&guests=2'));
    expect(notice()!.dataset).toMatchObject({ dates: 'true', guests: 'true' });
    expect(notice()!.textContent).toContain('We could not use the number of guests in the link: you can choose 1 to 4.');
    expect(field('guests').value).toBe('2');
  });

  it('more guests than the largest room sleeps: that many, said and written; the select stays within its options', async () => {
    openFromHome('/hotels/h1?checkIn=2030-02-01&checkOut=2030-02-03&guests=99');
    await waitFor(() => expect(address()).toBe('/hotels/h1?checkIn=2030-02-01&checkOut=2030-02-03&guests=4'));
    expect(notice()!.dataset).toMatchObject({ dates: 'false', guests: 'true' });
    const guests = field('guests') as unknown as HTMLSelectElement;
    expect(guests.value).toBe('4');
    expect(Array.from(guests.options).map((option) => option.value)).toEqual(['1', '2', '3', '4']);
  });

  it('the notice stops speaking of the dates once the visitor picks other ones', async () => {
    openFromHome('/hotels/h1?checkIn=garbage&guests=99');
    await waitFor(() => expect(notice()?.dataset).toMatchObject({ dates: 'true', guests: 'true' }));
    fireEvent.change(field('checkIn'), { target: { value: '2030-03-01' } });
    // A check-in that moves the check-out is applied once the field is left (typing it must not move it step by step).
    fireEvent.blur(field('checkIn'));
    await waitFor(() => expect(notice()?.dataset).toMatchObject({ dates: 'false', guests: 'true' }));
    fireEvent.change(field('guests'), { target: { value: '3' } });
    await waitFor(() => expect(notice()).toBeNull());
  });

  it('says nothing and leaves the address alone for a link it can use (a check-in alone is one night)', async () => {
    for (const url of ['/hotels/h1?checkIn=2030-02-01&checkOut=2030-02-03&guests=3', '/hotels/h1?checkIn=2030-02-01', '/hotels/h1']) {
      openFromHome(url);
      expect(await screen.findByTestId('booking-panel')).toBeTruthy();
      expect(address()).toBe(url);
      expect(notice()).toBeNull();
      cleanup();
    }
  });
});
