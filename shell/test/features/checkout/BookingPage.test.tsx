// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { bookingsApi, hotelsApi, type Booking, type BookingQuote, type HotelDetail } from '@trabzon/api-client';
import { BookingPage } from '../../../src/features/checkout/BookingPage';
import { registerCheckoutPageTranslations } from '../../../src/features/checkout/i18n';
import { apiRefusal } from '../../helpers/api-refusal';
import { startI18n } from '../../helpers/i18n';

const refused = (message: string) => apiRefusal(400, message);
/** A number laid out left to right inside the sentence, as the checkout's refusal texts isolate it. */
const n = (value: number) => `\u2066${value}\u2069`;

beforeAll(() => startI18n(registerCheckoutPageTranslations));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderBooking(query: string, guests = '2') {
  queryClient.clear();
  render(
    <MemoryRouter initialEntries={[`/booking?type=hotel&hotelId=h1&roomTypeId=r1&guests=${guests}&${query}`]}>
      <AppProviders>
        <Routes>
          <Route path="/booking" element={<BookingPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('BookingPage (/booking?type=hotel): a stay the API refuses', () => {
  it('says why, and shows no price spinner that never stops', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('Check-in cannot be in the past'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    renderBooking('checkIn=2020-01-01&checkOut=2020-01-03');
    expect(await screen.findByText('Check-in cannot be in the past.')).toBeTruthy();
    // The dates are the problem, not the room's availability.
    expect(screen.getByText('This stay cannot be booked.')).toBeTruthy();
    expect(screen.queryByText('This room is not available for these dates.')).toBeNull();
    expect(screen.queryByRole('status', { name: /price/i })).toBeNull();
    expect(screen.queryByText(/Calculating/i)).toBeNull();
    // Other dates would not help a past check-in alone; the link leads back to change the stay.
    const back = screen.getByRole('link', { name: 'Change your stay' });
    expect(back.getAttribute('href')).toBe('/hotels/h1?checkIn=2020-01-01&checkOut=2020-01-03&guests=2');
    expect(screen.queryByRole('link', { name: 'Choose other dates' })).toBeNull();
  });

  it('a room taken on those dates offers other dates', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(409, 'This room is no longer available for the selected dates'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
    expect(await screen.findByText('This room is not available for these dates.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose other dates' })).toBeTruthy();
    // Said once: the API's reason repeats the title.
    expect(screen.queryByText('This room is no longer available for the selected dates.')).toBeNull();
  });

  it("says why in the page's language, with the limit the stay broke", async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('This room type sleeps at most 2 guests'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    await i18n.changeLanguage('tr');
    try {
      renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
      expect(await screen.findByText(`Bu oda tipi en fazla ${n(2)} misafir ağırlar.`)).toBeTruthy();
      // The guests are the problem here, not the dates.
      expect(screen.getByRole('link', { name: 'Konaklamanızı değiştirin' })).toBeTruthy();
      cleanup();
      vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('This room type sleeps only 1 guest'));
      renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
      expect(await screen.findByText('Bu oda tipi yalnızca 1 kişiliktir.')).toBeTruthy();
      cleanup();
      // Guests outside what any stay takes (an edited link: guests=99): the schema's own refusal.
      vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('Please choose between 1 and 20 guests'));
      renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
      expect(await screen.findByText(`Lütfen 1 ile ${n(20)} arasında misafir sayısı seçin.`)).toBeTruthy();
      cleanup();
      // guests=0 or not a number is asked the same way, not taken for an empty link.
      const quote = vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('Please choose between 1 and 20 guests'));
      renderBooking('checkIn=2030-01-01&checkOut=2030-01-03', 'abc');
      expect(await screen.findByText(`Lütfen 1 ile ${n(20)} arasında misafir sayısı seçin.`)).toBeTruthy();
      expect(quote.mock.lastCall?.[0]).toMatchObject({ guests: 0 });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("a refusal the page has no text for is said in the API's words on an English page only, never in English on another", async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('Some rule this page does not know'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
    expect(await screen.findByText('Some rule this page does not know')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('ar');
    try {
      renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
      const panel = await screen.findByTestId('error-panel');
      expect(panel.textContent).not.toContain('Some rule');
      expect(panel.querySelector('p')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a room type that sleeps two says so in Arabic\'s own form for two ("لضيفين"), not "2 guests" as for three to ten', async () => {
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    await i18n.changeLanguage('ar');
    try {
      for (const [sleeps, text] of [
        [2, 'يتسع نوع الغرفة هذا لضيفين على الأكثر.'],
        [4, `يتسع نوع الغرفة هذا لـ ${n(4)} ضيوف على الأكثر.`],
        [12, `يتسع نوع الغرفة هذا لـ ${n(12)} ضيفًا على الأكثر.`],
      ] as const) {
        vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused(`This room type sleeps at most ${sleeps} guests`));
        renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
        expect(await screen.findByText(text)).toBeTruthy();
        cleanup();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    ['tr', 'Check-in cannot be in the past', 'Giriş tarihi geçmişte olamaz.'],
    ['ar', 'Check-in cannot be in the past', 'لا يمكن أن يكون تاريخ الوصول في الماضي.'],
    ['tr', 'This room type sleeps at most 4 guests', `Bu oda tipi en fazla ${n(4)} misafir ağırlar.`],
    ['ar', 'This room type sleeps at most 4 guests', `يتسع نوع الغرفة هذا لـ ${n(4)} ضيوف على الأكثر.`],
    ['ar', 'A stay can be at most 30 nights', `لا يمكن أن تتجاوز الإقامة ${n(30)} ليلة.`],
    // The latest check-in is a transfer's text too ("Bookings open at most 365 days ahead"): said in a stay's words.
    ['tr', 'Bookings open at most 365 days ahead', `Rezervasyonlar en fazla ${n(365)} gün öncesinden yapılabilir.`],
    ['ar', 'Bookings open at most 365 days ahead', `يُفتح الحجز قبل ${n(365)} يومًا على الأكثر.`],
  ])(
    "%s: a stay refused (%s) is said in the checkout's texts for a stay, a full sentence, its number counted in the language",
    async (language, message, text) => {
      vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused(message));
      vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
      await i18n.changeLanguage(language);
      try {
        renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
        const panel = await screen.findByTestId('error-panel');
        await waitFor(() => expect(panel.querySelector('p')?.textContent).toBe(text));
        // One set of texts: the page keeps none of its own for a stay's refusals.
        expect(i18n.getResourceBundle(language, 'checkoutPage')).not.toHaveProperty('stayErrors');
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('counts no nights for a check-out before the check-in', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refused('Check-out must be after check-in'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    renderBooking('checkIn=2030-12-05&checkOut=2030-12-01');
    expect(await screen.findByText('Check-out must be after check-in.')).toBeTruthy();
    expect(screen.queryByText(/-4/)).toBeNull();
    expect(screen.queryByText(/nights/)).toBeNull();
  });

  it('a day that does not exist (29 Feb 2027) is no stay to price: never shown as the day it would roll over to', async () => {
    const quote = vi.spyOn(bookingsApi, 'quote');
    renderBooking('checkIn=2027-02-29&checkOut=2027-03-02');
    expect(screen.getByText('Nothing to book yet. Choose a hotel and dates first.')).toBeTruthy();
    expect(screen.queryByText(/Mar 1, 2027/)).toBeNull();
    expect(quote).not.toHaveBeenCalled();
  });

  it('an unknown hotel or room says it is no longer offered and leads to the hotels, with no retry and no form', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(404, 'Hotel not found'));
    vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiRefusal(404, 'Hotel not found'));
    renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
    expect(await screen.findByText('This hotel or room is no longer offered.')).toBeTruthy();
    expect(screen.getByText('This hotel cannot be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse hotels' }).getAttribute('href')).toBe('/hotels');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });
});

describe('BookingPage (/booking?type=hotel): the summary of a hotel that cannot be shown', () => {
  const hotelName = () => screen.getByTestId('booking-hotel-name').textContent;
  const roomName = () => screen.getByTestId('booking-room-name').textContent;

  it.each([
    ['en', 'Not found'],
    ['tr', 'Bulunamadı'],
    ['ar', 'غير موجود'],
  ])('%s: a hotel that does not exist says so, not "…" forever', async (language, notFound) => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(404, 'Hotel not found'));
    vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiRefusal(404, 'Hotel not found'));
    await i18n.changeLanguage(language);
    try {
      renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
      await waitFor(() => expect(hotelName()).toBe(notFound));
      expect(roomName()).toBe(notFound);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a hotel that did not load (no answer, after its retry) says so; a room the hotel lacks is not found', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(500, 'Internal Server Error'));
    vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiRefusal(500, 'Internal Server Error'));
    renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
    await waitFor(() => expect(hotelName()).toBe('Could not be loaded'), { timeout: 4000 });
    cleanup();
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
    await waitFor(() => expect(hotelName()).toBe('Zigana Inn'));
    expect(roomName()).toBe('Not found');
  });
});

describe('BookingPage (/booking?type=hotel): the price the booking confirms', () => {
  const stayQuote = { lineItems: [], subtotal: 949, taxRate: 12, tax: 113.88, total: 1062.88, currency: 'USD' } as unknown as BookingQuote;

  it('books nothing while the price failed to load: the button says why, the summary offers a retry, and the booking then sends the total shown', async () => {
    const quote = vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(500, 'Internal Server Error'));
    vi.spyOn(hotelsApi, 'get').mockResolvedValue({ _id: 'h1', name: 'Zigana Inn', roomTypes: [] } as unknown as HotelDetail);
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({
      _id: 'b1',
      reference: 'TZN-100200',
      status: 'confirmed',
      total: 1062.88,
      currency: 'USD',
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
    } as Booking);
    sessionStorage.clear();
    renderBooking('checkIn=2030-01-01&checkOut=2030-01-03');
    // The failure is shown once the one retry of a 5xx failed too.
    expect(await screen.findByText('The price could not be calculated. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    const form = screen.getByTestId('checkout-form');
    const type = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
    type('firstName', 'Ada');
    type('lastName', 'Lovelace');
    type('email', 'ada@example.com');
    type('phone', '+90 532 123 45 67');
    type('cardNumber', '4111 1111 1111 1111');
    type('cardName', 'ADA LOVELACE');
    type('expiryDate', '12/39');
    type('cvv', '123');
    const button = screen.getByTestId('checkout-submit');
    expect(button.textContent).toBe('Cannot confirm without a price');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    quote.mockResolvedValue(stayQuote);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('quote-total')).toBeTruthy();
    expect(button.textContent).toBe('Confirm booking');
    fireEvent.submit(form);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ type: 'hotel', expectedTotal: 1062.88 });
  });
});
