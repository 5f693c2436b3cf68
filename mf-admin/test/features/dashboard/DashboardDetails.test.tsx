// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDashboardApi } from '@trabzon/api-client';
import { DashboardDetails } from '../../../src/features/dashboard/DashboardDetails';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DashboardDetails', () => {
  it('sums up one booking in the singular', async () => {
    vi.spyOn(adminDashboardApi, 'get').mockResolvedValue({
      days: [{ date: '2030-12-01', bookings: 1, revenue: 416.08 }],
      byType: [],
      latest: [],
      lowStock: [],
    } as never);
    renderAdmin(<DashboardDetails />);
    expect(await screen.findByText('1 booking made, $416.08 revenue from confirmed and completed bookings.')).toBeTruthy();
  });

  it('lists each latest booking as one item of separate parts, so a narrow card can wrap it (the total included)', async () => {
    vi.spyOn(adminDashboardApi, 'get').mockResolvedValue({
      days: [],
      byType: [],
      latest: [
        {
          _id: 'b1',
          reference: 'TZN-472216',
          type: 'hotel',
          status: 'confirmed',
          startDate: '2026-12-10',
          total: 336,
          currency: 'USD',
          contact: { firstName: 'Ayşe', lastName: 'Q' },
        },
      ],
      lowStock: [],
    } as never);
    renderAdmin(<DashboardDetails />);
    const list = await screen.findByRole('list', { name: 'Latest bookings' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'TZN-472216' }).getAttribute('href')).toBe('/admin/bookings?booking=b1');
    const parts = [...item!.querySelectorAll('.details > *'), item!.querySelector('.total')].map((part) => part?.textContent);
    expect(parts).toEqual(['Hotel', 'Ayşe Q', 'Confirmed', 'Dec 10, 2026', '$336.00']);
  });
});
