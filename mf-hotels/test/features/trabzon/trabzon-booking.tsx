import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { bookingsApi, providerApi, type BookingQuote, type ProviderHotelListItem, type ProviderHotelOffer } from '@trabzon/api-client';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { renderAt } from '../../helpers';

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

/** The API's price of OFFER: its two nights at the provider's base price, plus the site's 12% tax (what the booking form shows and sends). */
export const QUOTE: BookingQuote = {
  lineItems: [
    { label: 'Deluxe sea view, 1 king bed – night of Jul 10, 2030', quantity: 1, unitPrice: 100, total: 100 },
    { label: 'Deluxe sea view, 1 king bed – night of Jul 11, 2030', quantity: 1, unitPrice: 100, total: 100 },
  ],
  subtotal: 200,
  taxRate: 12,
  tax: 24,
  total: 224,
  currency: 'USD',
  startDate: '2030-07-10',
  endDate: '2030-07-12',
  startTime: '14:00',
  guests: 2,
  cancellableUntil: null,
};

/**
 * Today in June 2030 (Date only, real timers): the fixtures' July 2030 stay is then within the
 * provider's 730 days, a link the page searches as given. Undo with vi.useRealTimers().
 */
export function todayBeforeTheStay() {
  vi.setSystemTime(new Date('2030-06-01T09:00:00Z'));
}

/** The provider (through the API's proxy): one real hotel with one bookable offer, priced by the API's quote. */
export function mockProvider() {
  vi.spyOn(providerApi, 'hotelsByCity').mockResolvedValue({ data: [HOTEL] } as never);
  vi.spyOn(providerApi, 'hotelOffers').mockResolvedValue({ data: [{ hotel: { hotelId: HOTEL.hotelId }, offers: [OFFER] }] } as never);
  vi.spyOn(providerApi, 'hotelSentiments').mockResolvedValue({ data: [] } as never);
  vi.spyOn(providerApi, 'hotelMedia').mockResolvedValue({ data: [] } as never);
  // The booking's price: a booking is confirmed only once it is shown, as for a real customer.
  vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
}

/** POST /api/bookings answers with the 2-night stay of OFFER for 2 guests, confirmed and paid by card unless `fields` say otherwise. */
export function mockBookingCreated(fields: Record<string, unknown> = {}) {
  vi.spyOn(bookingsApi, 'create').mockResolvedValue({
    _id: 'b1',
    reference: 'TZN-413248',
    type: 'provider-hotel',
    status: 'confirmed',
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
    payment: { method: 'creditCard', cardBrand: 'visa', cardLast4: '1111' },
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
    ...fields,
  } as never);
}

/** /trabzon-hotels searched for 10–12 July 2030, 2 guests; resolves to Hotel Alpha's View offers button. */
export async function openAlphaCard(): Promise<HTMLElement> {
  renderAt('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=2', '/trabzon-hotels', <TrabzonHotelsScreen />);
  return waitFor(
    () => {
      const found = screen.getAllByTestId('view-offers').find((button) => button.closest('article')?.textContent?.includes('Alpha'));
      if (!found) throw new Error('no card for the real hotel yet');
      return found;
    },
    { timeout: 5000 },
  );
}

/** Opens Hotel Alpha's offers, books its offer, and resolves to the booking dialog's form. */
export async function openBookingForm(): Promise<HTMLElement> {
  fireEvent.click(await openAlphaCard());
  fireEvent.click(await waitFor(() => within(screen.getByTestId('offers-modal')).getByTestId('book-offer'), { timeout: 5000 }));
  return waitFor(() => within(screen.getByTestId('provider-booking-modal')).getByTestId('checkout-form'));
}

/** Fills the booking form as Ada Lovelace paying by card, submits it once the price is shown, and waits for the confirmation dialog. */
export async function submitBooking(form: HTMLElement) {
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
  await within(form).findByTestId('quote-total');
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getByTestId('provider-confirmation').hasAttribute('open')).toBe(true));
}
