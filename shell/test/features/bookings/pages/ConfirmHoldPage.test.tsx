// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { ConfirmHoldPage } from '../../../../src/features/bookings/pages/ConfirmHoldPage';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';

const TOKEN = 'Zm9vYmFyYmF6cXV4LWxpbmstdG9rZW4';

const booking = {
  _id: 'b1',
  reference: 'TZN-7Q4K2M',
  type: 'hotel',
  status: 'confirmed',
  startDate: '2030-06-10',
  endDate: '2030-06-12',
  startTime: null,
  guests: 2,
  details: { hotelName: 'Hamsiköy Stone Inn' },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
} as unknown as Booking;

const invalidLink = () => apiRefusal(400, 'This confirmation link is invalid or has expired. Please book again.', 'HOLD_LINK_INVALID');

function renderPage() {
  queryClient.clear();
  return render(
    <MemoryRouter initialEntries={[`/bookings/confirm/${TOKEN}`]}>
      <AppProviders>
        <Routes>
          <Route path="/bookings/confirm/:token" element={<ConfirmHoldPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  registerBookingsTranslations();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConfirmHoldPage (/bookings/confirm/:token)', () => {
  it("names what was booked as the booking pages do: a restaurant's name, the hotel's in the reader's language", async () => {
    vi.spyOn(bookingsApi, 'confirmHold').mockResolvedValue({
      ...booking,
      type: 'restaurant',
      details: { restaurantName: 'Hamsi Köşkü', partySize: 2 },
      endDate: null,
      startTime: '19:30',
    } as unknown as Booking);
    renderPage();
    expect((await screen.findByTestId('hold-service')).textContent).toBe('Restaurant · Hamsi Köşkü');
    // A table's one date and time: "Date", not "Dates".
    expect(screen.getByTestId('hold-dates').previousElementSibling?.textContent).toBe('Date');
    cleanup();
    vi.spyOn(bookingsApi, 'confirmHold').mockResolvedValue({
      ...booking,
      details: { hotelName: 'Serender Nature Resort', localizedNames: { tr: { hotelName: 'Serender Doğa Tesisi' } } },
    } as unknown as Booking);
    useLocaleStore.getState().setLanguage('tr');
    await i18n.changeLanguage('tr');
    try {
      renderPage();
      await waitFor(() => expect(screen.getByTestId('hold-service').textContent).toContain('Serender Doğa Tesisi'));
    } finally {
      useLocaleStore.getState().setLanguage('en');
      await i18n.changeLanguage('en');
    }
  });

  it('confirms the hold with the token of the link and shows the reference and dates; the heading takes the focus', async () => {
    const confirm = vi.spyOn(bookingsApi, 'confirmHold').mockResolvedValue(booking);
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' });
    expect(confirm).toHaveBeenCalledWith(TOKEN);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('hold-reference').textContent).toBe('TZN-7Q4K2M');
    expect(screen.getByTestId('hold-dates').textContent).toBe('Jun 10, 2030 – Jun 12, 2030');
    expect(screen.getByText('Hotel · Hamsiköy Stone Inn')).toBeTruthy();
    const sentence = screen.getByText(/A confirmation email is on its way to/);
    expect(sentence.textContent).toBe(
      'Thank you: your booking is confirmed and no longer lapses. A confirmation email is on its way to ada@example.com.',
    );
    // The address is a left-to-right isolate that may wrap (a long one ran off a phone in Arabic).
    const address = sentence.querySelector('bdi[dir="ltr"]');
    expect(address?.textContent).toBe('ada@example.com');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(document.title).toContain('Your booking is confirmed'));
  });

  it("an invalid or lapsed link says so (by the 400), in the visitor's language", async () => {
    vi.spyOn(bookingsApi, 'confirmHold').mockRejectedValue(invalidLink());
    await i18n.changeLanguage('tr');
    try {
      renderPage();
      const heading = await screen.findByRole('heading', { level: 1, name: 'Bu bağlantı bir rezervasyonu onaylayamaz' });
      expect(screen.getByTestId('hold-confirm').getAttribute('data-state')).toBe('invalid');
      expect(screen.getByText(/Bu onay bağlantısı geçersiz veya süresi dolmuş/)).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(heading));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('no answer (offline) offers a retry, not the invalid-link text', async () => {
    vi.spyOn(bookingsApi, 'confirmHold').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderPage();
    await waitFor(() => expect(screen.getByTestId('hold-confirm').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByText('Your booking could not be confirmed right now. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/invalid or has expired/)).toBeNull();
  });
});
