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
  it('View offers → Book now → Esc → Esc puts focus back on the hotel’s View offers button', async () => {
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
    // The offers dialog is shown again; as the browser does, focus goes to its first control.
    within(screen.getByTestId('offers-modal')).getAllByRole('button')[0]!.focus();

    escape('offers-modal');
    await waitFor(() => expect(screen.getByTestId('offers-modal').hasAttribute('open')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
