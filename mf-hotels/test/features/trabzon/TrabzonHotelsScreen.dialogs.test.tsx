// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../helpers';
import { mockBookingCreated, mockProvider, openAlphaCard, openBookingForm, submitBooking, todayBeforeTheStay } from './trabzon-booking';

/** Escape on a modal <dialog>: the browser fires `cancel` at it. */
function escape(testId: string) {
  fireEvent(screen.getByTestId(testId), new Event('cancel', { cancelable: true }));
}

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TrabzonHotelsScreen: focus after the chained dialogs', () => {
  it('View offers → Book now → Esc (focus on that Book now) → Esc puts focus back on the hotel’s View offers button', async () => {
    mockProvider();
    const card = await openAlphaCard();
    card.focus();
    fireEvent.click(card);

    const offers = screen.getByTestId('offers-modal');
    const book = await waitFor(() => within(offers).getByTestId('book-offer'), { timeout: 5000 });
    book.focus();
    fireEvent.click(book);
    await waitFor(() => expect(within(screen.getByTestId('provider-booking-modal')).queryByTestId('checkout-form')).not.toBeNull());

    escape('provider-booking-modal');
    await waitFor(() => expect(within(screen.getByTestId('offers-modal')).queryByTestId('offers-list')).not.toBeNull());
    // Back at the offers, the focus is on the Book Now that opened the form, not the dialog's first button.
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByTestId('offers-modal')).getByTestId('book-offer')));
    within(screen.getByTestId('offers-modal')).getAllByRole('button')[0]!.focus();

    escape('offers-modal');
    await waitFor(() => expect(screen.getByTestId('offers-modal').hasAttribute('open')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});

/** The texts of the elements that name the dialog. */
const nameOf = (dialog: HTMLElement) =>
  (dialog.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

/** The confirmation dialog's headings and its name, once a booking with these fields is made. */
async function confirmationOf(fields: Record<string, unknown>) {
  mockProvider();
  mockBookingCreated(fields);
  await submitBooking(await openBookingForm());
  const dialog = screen.getByTestId('provider-confirmation');
  const headings = within(dialog)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
  return { dialog, headings, name: nameOf(dialog) };
}

const PAY_AT_HOTEL = { method: 'payAtHotel', cardBrand: null, cardLast4: null };

describe('TrabzonHotelsScreen: the confirmation', () => {
  it('one heading, the confirmation\'s, names the dialog: "Booking confirmed" for a confirmed booking', async () => {
    const { headings, name } = await confirmationOf({});
    expect(headings).toEqual(['Booking confirmed']);
    expect(name).toEqual(['Booking confirmed']);
  });

  it('calls a booking that waits for its e-mailed confirmation "received", not "confirmed"', async () => {
    const { dialog, headings, name } = await confirmationOf({
      reference: 'TZN-123456',
      status: 'pending',
      holdExpiresAt: '2030-07-01T12:00:00.000Z',
      payment: PAY_AT_HOTEL,
    });
    expect(headings).toEqual(['Booking received: please confirm it']);
    expect(name).toEqual(['Booking received: please confirm it']);
    expect(dialog.textContent).not.toContain('Booking confirmed');
  });

  it('a pending booking without a hold (signed in, paying at the hotel) is "received" in both the heading and the dialog\'s name', async () => {
    const { dialog, headings, name } = await confirmationOf({ status: 'pending', holdExpiresAt: null, payment: PAY_AT_HOTEL });
    expect(headings).toEqual(['Booking received']);
    expect(name).toEqual(['Booking received']);
    expect(dialog.textContent).not.toContain('Booking confirmed');
  });
});
