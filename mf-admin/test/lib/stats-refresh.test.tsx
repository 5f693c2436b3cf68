// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, adminBookingsApi, adminUsersApi, type Booking } from '@trabzon/api-client';
import { useSetBookingStatus } from '../../src/features/bookings/queries/useSetBookingStatus';
import { useSaveUser } from '../../src/features/users/queries/useSaveUser';
import { useStats } from '../../src/features/dashboard/useStats';

afterEach(() => vi.restoreAllMocks());

/** A client holding the dashboard's statistics in two languages, fresh. */
function withStats() {
  const client = new QueryClient();
  client.setQueryData(['admin', 'stats', 'en'], { totalRevenue: 910.92 });
  client.setQueryData(['admin', 'stats', 'tr'], { totalRevenue: 910.92 });
  client.setQueryData(['admin-dashboard', 'en'], { bookingsByDay: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = () => ['en', 'tr'].map((language) => client.getQueryState(['admin', 'stats', language])?.isInvalidated);
  const dashboardStale = () => client.getQueryState(['admin-dashboard', 'en'])?.isInvalidated;
  return { client, wrapper, stale, dashboardStale };
}

describe('the dashboard’s statistics load again after a change they count', () => {
  it('a booking’s status (a cancellation changes the revenue)', async () => {
    vi.spyOn(adminBookingsApi, 'setStatus').mockResolvedValue({ _id: 'b1' } as Booking);
    const { wrapper, stale, dashboardStale } = withStats();
    const { result } = renderHook(() => useSetBookingStatus(), { wrapper });
    expect(stale()).toEqual([false, false]);
    expect(dashboardStale()).toBe(false);
    await act(() => result.current.mutateAsync({ id: 'b1', status: 'cancelled' }));
    expect(stale()).toEqual([true, true]);
    // The 30 days' bookings and revenue beside the cards count it too.
    expect(dashboardStale()).toBe(true);
  });

  it('a booking moved while the dashboard is shown: its figures are asked for again', async () => {
    vi.spyOn(adminBookingsApi, 'setStatus').mockResolvedValue({ _id: 'b1' } as Booking);
    const stats = vi
      .spyOn(adminApi, 'stats')
      .mockResolvedValueOnce({ totalRevenue: 910.92 } as never)
      .mockResolvedValue({ totalRevenue: 760.5 } as never);
    const { wrapper } = withStats();
    const { result } = renderHook(() => ({ stats: useStats(), move: useSetBookingStatus() }), { wrapper });
    await waitFor(() => expect(result.current.stats.data).toEqual({ totalRevenue: 910.92 }));
    const asked = stats.mock.calls.length;
    await act(() => result.current.move.mutateAsync({ id: 'b1', status: 'confirmed' }));
    await waitFor(() => expect(result.current.stats.data).toEqual({ totalRevenue: 760.5 }));
    expect(stats.mock.calls.length).toBe(asked + 1);
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
