// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { bookingsApi, hotelsApi, type HotelDetail } from '@trabzon/api-client';
import { BookingPage } from '../../../src/features/checkout/BookingPage';
import { apiRefusal } from '../../helpers/api-refusal';

const refused = (message: string) => apiRefusal(400, message);

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookingPage (/booking?type=hotel): a stay the API refuses', () => {
  it('says why, and shows no price spinner that never stops', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('Check-in cannot be in the past'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    queryClient.clear();
    render(
      <MemoryRouter initialEntries={['/booking?type=hotel&hotelId=h1&roomTypeId=r1&checkIn=2020-01-01&checkOut=2020-01-03&guests=2']}>
        <AppProviders>
          <Routes>
            <Route path="/booking" element={<BookingPage />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Check-in cannot be in the past')).toBeTruthy();
    expect(screen.queryByRole('status', { name: /price/i })).toBeNull();
    expect(screen.queryByText(/Calculating/i)).toBeNull();
  });
});
