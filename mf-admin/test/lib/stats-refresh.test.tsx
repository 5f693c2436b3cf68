// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminBookingsApi, adminUsersApi, type Booking } from '@trabzon/api-client';
import { useSetBookingStatus } from '../../src/features/bookings/queries/useSetBookingStatus';
import { useSaveUser } from '../../src/features/users/queries/useSaveUser';

afterEach(() => vi.restoreAllMocks());

/** A client holding the dashboard's statistics in two languages, fresh. */
function withStats() {
  const client = new QueryClient();
  client.setQueryData(['admin', 'stats', 'en'], { totalRevenue: 910.92 });
  client.setQueryData(['admin', 'stats', 'tr'], { totalRevenue: 910.92 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = () => ['en', 'tr'].map((language) => client.getQueryState(['admin', 'stats', language])?.isInvalidated);
  return { wrapper, stale };
}

describe('the dashboard’s statistics load again after a change they count', () => {
  it('a booking’s status (a cancellation changes the revenue)', async () => {
    vi.spyOn(adminBookingsApi, 'setStatus').mockResolvedValue({ _id: 'b1' } as Booking);
    const { wrapper, stale } = withStats();
    const { result } = renderHook(() => useSetBookingStatus(), { wrapper });
    expect(stale()).toEqual([false, false]);
    await act(() => result.current.mutateAsync({ id: 'b1', status: 'cancelled' }));
    expect(stale()).toEqual([true, true]);
  });

  it('a new user (the number of users)', async () => {
    vi.spyOn(adminUsersApi, 'create').mockResolvedValue({ _id: 'u4' } as never);
    const { wrapper, stale } = withStats();
    const { result } = renderHook(() => useSaveUser(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ id: null, body: { name: 'Ada', email: 'ada@example.com', password: 'x', role: 'user' } as never }),
    );
    expect(stale()).toEqual([true, true]);
  });
});
