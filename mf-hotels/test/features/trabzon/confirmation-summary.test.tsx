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

/** The provider (through the API's proxy): one hotel with one bookable offer; the quote never answers; the booking is stored. */
function mockApi() {
  vi.spyOn(providerApi, 'hotelsByCity').mockResolvedValue({ data: [HOTEL] } as never);
  vi.spyOn(providerApi, 'hotelOffers').mockResolvedValue({ data: [{ hotel: { hotelId: HOTEL.hotelId }, offers: [OFFER] }] } as never);
  vi.spyOn(providerApi, 'hotelSentiments').mockResolvedValue({ data: [] } as never);
  vi.spyOn(providerApi, 'hotelMedia').mockResolvedValue({ data: [] } as never);
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
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
  } as never);
}

/** A section's dt/dd pairs as [label, value]. */
const facts = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);

beforeAll(async () => {
  await startI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TrabzonHotelsScreen: the confirmation repeats what was booked', () => {
  it('hotel, room, check-in – check-out and guests, written as the booking form wrote them', async () => {
    mockApi();
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
    // What the booking form says, less its price: the confirmation must say the same.
    const asked = facts(screen.getByTestId('provider-booking').querySelector('dl')!).slice(0, 4);
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

    const booked = within(screen.getByTestId('provider-confirmation')).getByTestId('provider-booked-stay');
    expect(booked.getAttribute('aria-label')).toBe('What you booked');
    expect(facts(booked)).toEqual([
      ['Hotel', 'Hotel Alpha'],
      ['Room', 'Deluxe Room'],
      ['Dates', 'Jul 10, 2030 – Jul 12, 2030'],
      ['Guests', '2 guests'],
    ]);
    expect(facts(booked)).toEqual(asked);
  });
});
