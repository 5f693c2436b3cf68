// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelDetail, type StayPrices } from '@trabzon/api-client';
import { ScreenSwitch } from '@trabzon/ui';
import { routes } from '../../../src/routes';
import { HOTEL_CARD, renderAt, startI18n } from '../../helpers';

const ROOM = {
  _id: 'std',
  name: 'Standard Room',
  description: '',
  capacity: 2,
  beds: '1 double bed',
  size: null,
  amenities: [],
  pricePerNight: 100,
  images: [],
  totalRooms: 5,
};

const HOTEL = {
  ...HOTEL_CARD,
  roomTypes: [ROOM],
  reviews: { averageRating: 0, totalReviews: 0, latest: [] },
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: '',
  rules: [],
  paymentOptions: [],
  contact: {},
  coordinates: null,
  featured: false,
} as unknown as HotelDetail;

beforeAll(async () => {
  await startI18n();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-10T09:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(hotelsApi, 'list').mockResolvedValue({ results: [HOTEL_CARD], total: 13, pages: 2, page: 2 } as never);
  vi.spyOn(hotelsApi, 'get').mockResolvedValue(HOTEL);
  vi.spyOn(hotelsApi, 'stayPrices').mockResolvedValue({ rooms: [], currency: 'USD', nightsCount: 1 } as StayPrices);
  vi.spyOn(hotelsApi, 'availability').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Hotel page opened from /hotels: "Back to hotels"', () => {
  it('goes back to the list’s whole search (it kept only the dates and guests: the stars, price, sort and page were lost)', async () => {
    renderAt('/hotels?guests=2&starRating=4&minPrice=80&sort=price&page=2', '*', <ScreenSwitch routes={routes} fallback={null} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Zorlu Grand' }, { timeout: 3000 }));
    const back = await screen.findByRole('link', { name: /Back to hotels/ }, { timeout: 3000 });
    expect(back.getAttribute('href')).toBe('/hotels?guests=2&starRating=4&minPrice=80&sort=price&page=2');
  });

  it('with the dates changed on the hotel page: the list’s search with those dates, from its first page', async () => {
    renderAt(
      '/hotels?checkIn=2030-02-01&checkOut=2030-02-03&starRating=4&sort=price&page=2',
      '*',
      <ScreenSwitch routes={routes} fallback={null} />,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Zorlu Grand' }, { timeout: 3000 }));
    const checkOut = await screen.findByLabelText('Check-out', {}, { timeout: 3000 });
    fireEvent.change(checkOut, { target: { value: '2030-02-05' } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Back to hotels/ }).getAttribute('href')).toBe(
        '/hotels?checkIn=2030-02-01&checkOut=2030-02-05&starRating=4&sort=price',
      ),
    );
  });
});
