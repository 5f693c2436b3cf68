// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, type Booking, type BookingType, type CreateBookingInput } from '@trabzon/api-client';
import { BOOKING_TYPES } from '@trabzon/contracts/constants';
import { BOOKED_STOCK_QUERIES } from '@trabzon/ui';
import { useCreateBooking } from '../src/useCreateBooking';

/** One availability key per booking type, as the remotes build them (a driven transfer takes no stock). */
const STOCK_KEY: Record<BookingType, QueryKey | null> = {
  hotel: ['hotels', 'availability', { hotelId: 'h1', checkIn: '2026-12-20', checkOut: '2026-12-22' }, 'en'],
  'provider-hotel': ['provider', 'hotel-offers', 'PX1', '2026-12-20', '2026-12-22', 2],
  flight: ['flights', 'search', { originCode: 'TZX', destinationCode: 'IST' }, 'en'],
  'car-rental': ['transfers', 'search', { serviceType: 'car_rental', pickupDate: '2026-12-20' }, 'en'],
  transfer: null,
  restaurant: ['restaurants', 'slots', 'r1', '2026-12-20', 2],
  package: ['packages', 'departure', 'p1', '2026-12-20'],
};

/** Catalogue answers that do not depend on stock: a booking never reloads them. */
const CATALOGUE: QueryKey[] = [
  ['hotels', 'detail', 'h1', 'en'],
  ['packages', 'detail', 'black-sea-grand-tour', 'en'],
  ['restaurants', 'detail', 'hamsi-kosku', 'en'],
  ['transfers', 'vehicles', 'en'],
  ['transfers', 'search', { serviceType: 'transfer', pickupDate: '2026-12-20' }, 'en'],
  ['destinations', 'list', 'en'],
];

const MINE: QueryKey = ['bookings', 'mine', 'u1', 1, 'en'];

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const keys = [...Object.values(STOCK_KEY), ...CATALOGUE, MINE].filter((key) => key !== null);
  for (const key of keys) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useCreateBooking(), { wrapper });
  const isStale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { client, result, isStale };
}

const body = (type: BookingType) => ({ type, idempotencyKey: 'k1' }) as unknown as CreateBookingInput;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useCreateBooking', () => {
  it.each(BOOKING_TYPES)('a %s booking reloads that type’s availability only, and the user’s bookings', async (type) => {
    vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1', type } as Booking);
    const { result, isStale } = setUp();
    await act(() => result.current.mutateAsync(body(type)));

    for (const [other, key] of Object.entries(STOCK_KEY)) if (key) expect(isStale(key), `${other} stock`).toBe(other === type);
    for (const key of CATALOGUE) expect(isStale(key), JSON.stringify(key)).toBe(false);
    expect(isStale(MINE)).toBe(true);
  });

  it('after booking 2 of 19 seats, the package page shows 17 when it is opened again (QA round AB defect 3)', async () => {
    vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1', type: 'package' } as Booking);
    const { client, result } = setUp();
    const departure = STOCK_KEY.package!;
    let seatsLeft = 19;
    const openDeparture = () => client.fetchQuery({ queryKey: departure, queryFn: () => Promise.resolve({ seatsLeft }) });
    client.removeQueries({ queryKey: departure });
    expect(await openDeparture()).toEqual({ seatsLeft: 19 });

    seatsLeft = 17;
    await act(() => result.current.mutateAsync(body('package')));
    expect(await openDeparture()).toEqual({ seatsLeft: 17 });
  });

  it('every booking type says where its availability is cached', () => {
    expect(Object.keys(BOOKED_STOCK_QUERIES).sort()).toEqual([...BOOKING_TYPES].sort());
  });
});
