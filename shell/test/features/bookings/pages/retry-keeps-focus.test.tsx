// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@trabzon/ui';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { BookingsPage } from '../../../../src/features/bookings/pages/BookingsPage';
import { BookingDetailPage } from '../../../../src/features/bookings/pages/BookingDetailPage';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { refuseSiteSettings, renderAt } from '../../../helpers/account';

const stay = {
  _id: 'b7',
  reference: 'TZN-700800',
  type: 'hotel',
  status: 'confirmed',
  userId: 'u1',
  startDate: '2030-06-10',
  endDate: '2030-06-12',
  startTime: '14:00',
  endTime: '12:00',
  guests: 2,
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  payment: { method: 'payAtHotel' },
  details: { hotelName: 'Zigana Lodge', checkOutTime: '12:00' },
  lineItems: [],
  subtotal: 200,
  taxRate: 0,
  tax: 0,
  total: 200,
  currency: 'USD',
  cancellable: false,
  cancellableUntil: null,
  createdAt: '2030-01-01T10:00:00.000Z',
} as unknown as Booking;

/** A load that fails, as a server error the query does not try again by itself. */
const failure = () => apiRefusal(400, 'Bad request');

/** A call left open: the test answers it when it wants to see the page in between. */
function openCall<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

/** Try again pressed from the keyboard: the focus is on it. */
async function pressTryAgain(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Try again' });
  button.focus();
  fireEvent.click(button);
  return button;
}

beforeAll(() => startI18n(registerBookingsTranslations));
// The agency's contact details (a booking no longer cancellable online) come from the settings: none here.
beforeEach(refuseSiteSettings);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Try again after a failed load keeps the keyboard’s place', () => {
  it('/bookings: the button stays (busy) while it loads, keeps the focus when it fails again, and the heading takes it once loaded', async () => {
    const mine = vi.spyOn(bookingsApi, 'mine').mockRejectedValue(failure());
    queryClient.clear();
    renderAt(<BookingsPage />, '/bookings', '/bookings');

    const again = openCall<never>();
    mine.mockReturnValueOnce(again.promise);
    const button = await pressTryAgain();
    await waitFor(() => expect(mine).toHaveBeenCalledTimes(2));
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);

    await act(async () => again.reject(failure()));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);

    mine.mockResolvedValueOnce({ results: [stay], total: 1, page: 1, pages: 1 });
    await pressTryAgain();
    expect(await screen.findByTestId('booking-row')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My bookings' })));
  });

  it('/bookings/:id: the same, the button kept and focused through a second failure', async () => {
    const get = vi.spyOn(bookingsApi, 'get').mockRejectedValue(failure());
    queryClient.clear();
    renderAt(<BookingDetailPage />, '/bookings/b7', '/bookings/:id');

    const again = openCall<never>();
    get.mockReturnValueOnce(again.promise);
    const button = await pressTryAgain();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);

    await act(async () => again.reject(failure()));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);

    get.mockResolvedValueOnce(stay);
    await pressTryAgain();
    expect(await screen.findByTestId('booking-reference')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });
});
