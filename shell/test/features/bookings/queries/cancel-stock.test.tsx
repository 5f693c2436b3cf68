// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TYPES, bookingsApi, type Booking, type BookingType } from '@trabzon/api-client';
import { useCancelBooking } from '../../../../src/features/bookings/queries/useCancelBooking';
import { useCancelManagedBooking } from '../../../../src/features/bookings/queries/useManagedBooking';

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

/** Catalogue answers that do not depend on stock: a cancellation never reloads them. */
const CATALOGUE: QueryKey[] = [
  ['hotels', 'detail', 'h1', 'en'],
  ['packages', 'detail', 'black-sea-grand-tour', 'en'],
  ['restaurants', 'detail', 'hamsi-kosku', 'en'],
  ['transfers', 'vehicles', 'en'],
  ['destinations', 'list', 'en'],
];

/** The cancelling hook, with the client it writes to and whether a key was invalidated. */
function setUp(useCancel: () => { mutateAsync: () => Promise<Booking> }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  for (const key of [...Object.values(STOCK_KEY), ...CATALOGUE]) if (key) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(useCancel, { wrapper });
  const isStale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { result, isStale };
}

function expectOnlyStockOf(type: BookingType, isStale: (key: QueryKey) => boolean) {
  for (const [other, key] of Object.entries(STOCK_KEY)) if (key) expect(isStale(key), `${other} stock`).toBe(other === type);
  for (const key of CATALOGUE) expect(isStale(key), JSON.stringify(key)).toBe(false);
}

const cancelled = (type: BookingType) => ({ _id: 'b1', type, status: 'cancelled' }) as Booking;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cancelling a booking gives its stock back on screen (QA round AB defect 3)', () => {
  it.each(BOOKING_TYPES)('a signed-in customer’s %s cancellation reloads that type’s availability only', async (type) => {
    vi.spyOn(bookingsApi, 'cancel').mockResolvedValue(cancelled(type));
    const { result, isStale } = setUp(() => useCancelBooking('b1'));
    await act(() => result.current.mutateAsync());
    expectOnlyStockOf(type, isStale);
  });

  it.each(BOOKING_TYPES)('a guest’s %s cancellation from the e-mailed link reloads that type’s availability only', async (type) => {
    vi.spyOn(bookingsApi, 'cancelManaged').mockResolvedValue(cancelled(type));
    const { result, isStale } = setUp(() => useCancelManagedBooking('manage-key'));
    await act(() => result.current.mutateAsync());
    expectOnlyStockOf(type, isStale);
  });
});
