// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../helpers';
import { mockBookingCreated, mockProvider, openAlphaCard, openBookingForm, submitBooking } from './trabzon-booking';

/** Escape on a modal <dialog>: the browser fires `cancel` at it. */
function escape(testId: string) {
  fireEvent(screen.getByTestId(testId), new Event('cancel', { cancelable: true }));
}

beforeAll(async () => {
  await startI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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

describe('TrabzonHotelsScreen: the confirmation', () => {
  it('calls a booking that waits for its e-mailed confirmation "received", not "confirmed"', async () => {
    mockProvider();
    mockBookingCreated({
      reference: 'TZN-123456',
      status: 'pending',
      holdExpiresAt: '2030-07-01T12:00:00.000Z',
      payment: { method: 'payAtHotel', cardBrand: null, cardLast4: null },
    });
    await submitBooking(await openBookingForm());
    const dialog = screen.getByTestId('provider-confirmation');
    expect(within(dialog).getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Booking received');
    expect(dialog.textContent).not.toContain('Booking confirmed');
  });
});
