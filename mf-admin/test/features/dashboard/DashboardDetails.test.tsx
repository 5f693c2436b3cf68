// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
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
});
