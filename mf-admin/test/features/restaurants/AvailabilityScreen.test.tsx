// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { AvailabilityScreen } from '../../../src/features/restaurant-availability/AvailabilityScreen';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mockApi() {
  vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({
    results: [{ _id: 'r1', name: { en: 'Hamsi Köşkü' }, active: true }],
    total: 1,
  } as never);
  vi.spyOn(adminRestaurantsApi, 'tables').mockResolvedValue({ results: [], total: 0 } as never);
  vi.spyOn(adminRestaurantsApi, 'availability').mockImplementation(async (restaurantId, date) => ({
    restaurantId,
    date,
    openingClosed: false,
    dayClosed: false,
    slots: [],
  }));
}

describe('restaurant availability: the week stops at the 365 days the API sets slots for', () => {
  it('pages up to the last day and no further; days after it cannot be chosen', async () => {
    mockApi();
    renderAdmin(<AvailabilityScreen />, '/admin/restaurant-availability');
    const week = await screen.findByRole('group', { name: /week/i });
    const next = within(week).getByRole('button', { name: 'Next week' });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenCalled());

    // 52 weeks on, the week shows days 364 to 370 ahead: 364 and 365 can be set, 366 on cannot.
    for (let i = 0; i < 52; i += 1) {
      expect(next.hasAttribute('disabled'), `week ${i}`).toBe(false);
      fireEvent.click(next);
    }
    expect(next.hasAttribute('disabled')).toBe(true);
    const days = within(week)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-pressed'));
    expect(days.map((b) => b.hasAttribute('disabled'))).toEqual([false, false, true, true, true, true, true]);

    const dateField = screen.getByLabelText('Date') as HTMLInputElement;
    expect(dateField.max).toBe(addDays(todayIso(), 365));
    // A date typed beyond the last day comes back to it.
    fireEvent.change(dateField, { target: { value: addDays(todayIso(), 800) } });
    await waitFor(() => expect(adminRestaurantsApi.availability).toHaveBeenLastCalledWith('r1', addDays(todayIso(), 365)));
  });
});
