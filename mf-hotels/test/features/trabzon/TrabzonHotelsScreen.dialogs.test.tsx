// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, providerApi, type ProviderHotelListItem, type ProviderHotelOffer } from '@trabzon/api-client';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { renderAt, startI18n } from '../../helpers';

const HOTEL: ProviderHotelListItem = {
  hotelId: 'AATZX001',
  name: 'HOTEL ALPHA',
  rating: 4,
  address: { countryCode: 'TR', cityName: 'TRABZON' },
};
const OFFER: ProviderHotelOffer = {
  id: 'O1',
  checkInDate: '2030-07-10',
  checkOutDate: '2030-07-12',
  room: { typeEstimated: { category: 'DELUXE_ROOM', beds: 1, bedType: 'KING' }, description: { text: 'Deluxe sea view, 1 king bed' } },
  guests: { adults: 2 },
  price: { currency: 'USD', base: '200.00', total: '224.00' },
};

/** The provider (through the API's proxy): one real hotel with one bookable offer; the API's quote never answers. */
function mockProvider() {
  vi.spyOn(providerApi, 'hotelsByCity').mockResolvedValue({ data: [HOTEL] } as never);
  vi.spyOn(providerApi, 'hotelOffers').mockResolvedValue({ data: [{ hotel: { hotelId: HOTEL.hotelId }, offers: [OFFER] }] } as never);
  vi.spyOn(providerApi, 'hotelSentiments').mockResolvedValue({ data: [] } as never);
  vi.spyOn(providerApi, 'hotelMedia').mockResolvedValue({ data: [] } as never);
  // The booking's quote stays pending: the dialog's form is there either way.
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
}

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
    renderAt('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=2', '/trabzon-hotels', <TrabzonHotelsScreen />);
    const card = await waitFor(
      () => {
        const found = screen.getAllByTestId('view-offers').find((button) => button.closest('article')?.textContent?.includes('Alpha'));
        if (!found) throw new Error('no card for the real hotel yet');
        return found;
      },
      { timeout: 5000 },
    );
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
    vi.spyOn(bookingsApi, 'create').mockResolvedValue({
      _id: 'b1',
      reference: 'TZN-123456',
      type: 'provider-hotel',
      status: 'pending',
      holdExpiresAt: '2030-07-01T12:00:00.000Z',
      startDate: '2030-07-10',
      endDate: '2030-07-12',
      startTime: '14:00',
      guests: 2,
      details: {},
      lineItems: [],
      subtotal: 224,
      taxRate: 0,
      tax: 0,
      total: 224,
      currency: 'USD',
      payment: { method: 'payAtHotel', cardBrand: null, cardLast4: null },
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
    } as never);
    renderAt('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=2', '/trabzon-hotels', <TrabzonHotelsScreen />);
    const card = await waitFor(
      () => screen.getAllByTestId('view-offers').find((b) => b.closest('article')?.textContent?.includes('Alpha'))!,
      {
        timeout: 5000,
      },
    );
    fireEvent.click(card);
    fireEvent.click(await waitFor(() => within(screen.getByTestId('offers-modal')).getByTestId('book-offer'), { timeout: 5000 }));
    const form = await waitFor(() => within(screen.getByTestId('provider-booking-modal')).getByTestId('checkout-form'));
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Phone', '+905321234567');
    fill('Card number', '4111 1111 1111 1111');
    fill('Name on card', 'Ada Lovelace');
    fill('Expiry', '12/30');
    fill('CVV', '123');
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId('provider-confirmation').hasAttribute('open')).toBe(true));
    const dialog = screen.getByTestId('provider-confirmation');
    expect(within(dialog).getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Booking received');
    expect(dialog.textContent).not.toContain('Booking confirmed');
  });
});
