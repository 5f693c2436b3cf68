// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantsApi } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { RestaurantBookingScreen } from '../../../src/features/booking/RestaurantBookingScreen';
import { renderWithProviders, startI18n } from '../../render';

const DATE = addDays(todayIso(), 5);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/restaurant-booking with a link that cannot be booked', () => {
  it('a party size outside the rules says so, in the page’s language', async () => {
    await startI18n('tr');
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=99`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Lütfen 1 ile 12 arasında kişi sayısı seçin');
  });

  it('an unknown restaurant offers no retry; a failed load does', { timeout: 15_000 }, async () => {
    await startI18n('en');
    const notFound = new AxiosError('Not found', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 404,
      data: { statusCode: 404, message: 'Restaurant not found' },
      headers: {},
      statusText: '',
      config: {},
    } as unknown as AxiosResponse);
    vi.spyOn(restaurantsApi, 'get').mockRejectedValue(notFound);
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=nope&date=${DATE}&time=19:00&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).queryByRole('button')).toBeNull();
    cleanup();
    vi.spyOn(restaurantsApi, 'get').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=2`);
    // After its two retries (about 3 s).
    expect(within(await screen.findByTestId('error-panel', {}, { timeout: 8000 })).getByRole('button')).toBeTruthy();
  });
});
