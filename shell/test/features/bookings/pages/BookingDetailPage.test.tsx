// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { bookingsApi, siteSettingsApi, type Booking } from '@trabzon/api-client';
import { BookingDetailPage } from '../../../../src/features/bookings/pages/BookingDetailPage';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';

const booking = {
  _id: 'b1',
  reference: 'TZN-7Q4K2M',
  type: 'hotel',
  status: 'confirmed',
  startDate: '2030-06-10',
  endDate: '2030-06-12',
  startTime: null,
  guests: 2,
  details: { hotelName: 'Hamsiköy Stone Inn', roomTypeName: 'Family Room' },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  payment: { method: 'creditCard', cardLast4: '1111', cardBrand: 'visa' },
  lineItems: [{ label: 'Double Room', quantity: 2, unitPrice: 100, total: 200 }],
  subtotal: 200,
  taxRate: 0,
  tax: 0,
  total: 200,
  currency: 'USD',
  cancellable: true,
  cancellableUntil: '2030-06-09T12:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
} as unknown as Booking;

const conflict = () => apiRefusal(409, 'A cancelled booking cannot be cancelled');

/**
 * The link that writes to `email`. By its href, not its name: happy-dom spaces the pieces between
 * the address's <wbr>s in a name ("desk@ example .com"); Chromium names it "desk@example.com".
 */
const mailLink = (container: HTMLElement, email: string) =>
  waitFor(() => {
    const link = container.querySelector<HTMLAnchorElement>(`a[href="mailto:${email}"]`);
    expect(link).not.toBeNull();
    return link!;
  });

function renderPage() {
  queryClient.clear();
  render(
    <MemoryRouter initialEntries={['/bookings/b1']}>
      <AppProviders>
        <Routes>
          <Route path="/bookings/:id" element={<BookingDetailPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

async function cancelThroughTheQuestion() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
  return screen.findByTestId('cancel-message');
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

describe('BookingDetailPage', () => {
  it('says a non-refundable rate cannot be cancelled free of charge, with no Cancel button', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({ ...booking, cancellable: false, cancellableUntil: null, nonRefundable: true });
    vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ contactEmail: 'desk@example.com' } as never);
    renderPage();
    expect((await screen.findByTestId('booking-not-cancellable')).textContent).toBe(
      'This rate is non-refundable, so it cannot be cancelled free of charge. Please contact us to change this booking.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    // How to contact us: the office phone and e-mail, with the reference to quote.
    const contact = screen.getByTestId('booking-contact');
    expect(contact.textContent).toContain(`with your reference \u2066${booking.reference}\u2069:`);
    expect(within(contact).getByRole('link', { name: '+90 462 000 00 00' }).getAttribute('href')).toBe('tel:+904620000000');
    // The e-mail of Settings → General, as the footer shows it.
    expect((await mailLink(contact, 'desk@example.com')).textContent).toBe('desk@example.com');
  });

  it('names the card by its brand as people write it, and keeps the phone number in one piece', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(booking);
    renderPage();
    expect(await screen.findByText(/Visa ending in 1111/)).toBeTruthy();
    expect(screen.queryByText(/visa ending/)).toBeNull();
    const phone = screen.getByText(booking.contact.phone);
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.className).toContain('phone');
  });

  it('names what was booked: the hotel and the room', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(booking);
    renderPage();
    expect((await screen.findByTestId('booking-service')).textContent).toBe('Hamsiköy Stone Inn · Family Room');
    expect(screen.queryByTestId('booking-route')).toBeNull();
    expect(screen.queryByTestId('booking-travellers')).toBeNull();
    // Times are the agency's (Istanbul): they say so, for a reader elsewhere. 12:00 UTC is 15:00 there.
    expect(screen.getByText(/Free cancellation until/).textContent).toContain('Jun 9, 2030, 15:00 GMT+3');
  });

  it('ends the dates with the end time: a one-way flight’s arrival the next day, in Turkish too', async () => {
    const flight = {
      ...booking,
      type: 'flight',
      reference: 'TF-300500',
      startTime: '23:40',
      endDate: '2030-06-11',
      endTime: '01:15',
      details: { origin: 'TZX', destination: 'IST', tripType: 'oneWay' },
    } as unknown as Booking;
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(flight);
    const datesOnPage = async () => (await screen.findByText('Dates')).nextElementSibling?.textContent;
    renderPage();
    expect(await datesOnPage()).toBe('Jun 10, 2030 23:40 – Jun 11, 2030 01:15');
    cleanup();
    await i18n.changeLanguage('tr');
    try {
      renderPage();
      expect((await screen.findByText('Tarihler')).nextElementSibling?.textContent).toBe('10 Haz 2030 23:40 – 11 Haz 2030 01:15');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('labels the one date and time of a table "Date", in each language, and the days of a stay "Dates"', async () => {
    const table = {
      ...booking,
      type: 'restaurant',
      startDate: '2030-06-10',
      endDate: null,
      startTime: '19:30',
      details: { restaurantName: 'Hamsi Köşkü', partySize: 2 },
      payment: { method: 'payAtHotel' },
    } as unknown as Booking;
    const get = vi.spyOn(bookingsApi, 'get').mockResolvedValue(table);
    try {
      for (const [language, single, plural, when] of [
        ['en', 'Date', 'Dates', 'Jun 10, 2030 19:30'],
        ['tr', 'Tarih', 'Tarihler', '10 Haz 2030 19:30'],
        ['ar', 'التاريخ', 'التواريخ', null],
      ] as const) {
        await i18n.changeLanguage(language);
        renderPage();
        const label = await screen.findByText(single);
        expect(label.tagName).toBe('DT');
        if (when) expect(label.nextElementSibling?.textContent).toBe(when);
        expect(screen.queryByText(plural)).toBeNull();
        cleanup();
      }
      // A one-way flight landing the day it leaves: one date too.
      get.mockResolvedValue({
        ...table,
        type: 'flight',
        endDate: '2030-06-10',
        endTime: '21:05',
        details: { origin: 'TZX', destination: 'IST', tripType: 'oneWay' },
      } as unknown as Booking);
      await i18n.changeLanguage('tr');
      renderPage();
      expect((await screen.findByText('Tarih')).nextElementSibling?.textContent).toBe('10 Haz 2030 19:30 – 21:05');
      cleanup();
      get.mockResolvedValue(booking);
      renderPage();
      expect((await screen.findByText('Tarihler')).nextElementSibling?.textContent).toBe('10 Haz 2030 – 12 Haz 2030');
      expect(screen.queryByText('Tarih')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a table reserved for free says the bill is paid at the restaurant, with no $0.00 price list', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({
      ...booking,
      type: 'restaurant',
      details: { restaurantName: 'Hamsi Köşkü', partySize: 2 },
      payment: { method: 'payAtHotel' },
      lineItems: [{ label: 'Table for 2', quantity: 1, unitPrice: 0, total: 0 }],
      subtotal: 0,
      total: 0,
    } as unknown as Booking);
    renderPage();
    expect((await screen.findByTestId('booking-free')).textContent).toBe(
      'No charge: the reservation is free and you pay the bill at the restaurant.',
    );
    expect(screen.queryByTestId('booking-total')).toBeNull();
    expect(screen.getByText('At the restaurant')).toBeTruthy();
    expect(screen.queryByText('Pay at the property')).toBeNull();
  });

  it("names what was booked in the page's language when the booking kept that name", async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({
      ...booking,
      details: {
        ...(booking.details as Record<string, unknown>),
        localizedNames: { tr: { hotelName: 'Hamsiköy Taş Konak', roomTypeName: 'Aile Odası' } },
      },
    } as Booking);
    await i18n.changeLanguage('tr');
    try {
      renderPage();
      expect((await screen.findByTestId('booking-service')).textContent).toBe('Hamsiköy Taş Konak · Aile Odası');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says where a transfer goes and who else flies on a flight', async () => {
    const transfer = {
      ...booking,
      type: 'transfer',
      details: {
        vehicleName: 'Standard transfer',
        pickup: { code: 'TZX', name: 'Trabzon Airport' },
        dropoff: { code: 'UZG', name: 'Uzungöl' },
      },
    } as unknown as Booking;
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(transfer);
    renderPage();
    expect((await screen.findByTestId('booking-route')).textContent).toBe('Trabzon Airport → Uzungöl');
    cleanup();

    const flight = {
      ...booking,
      type: 'flight',
      guests: 3,
      details: {
        origin: 'TZX',
        destination: 'IST',
        otherTravellers: [
          { firstName: 'Can', lastName: 'Yılmaz', dateOfBirth: '2015-03-02' },
          { firstName: 'Ali', lastName: 'Yılmaz', dateOfBirth: '1990-02-02' },
        ],
      },
    } as unknown as Booking;
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(flight);
    renderPage();
    const travellers = await screen.findByTestId('booking-travellers');
    // The route is drawn once, as a route (its arrow follows the page's direction), not as a name.
    expect(screen.getByTestId('booking-route').textContent).toBe('TZX → IST');
    expect(screen.queryByTestId('booking-service')).toBeNull();
    expect([...travellers.querySelectorAll('bdi')].map((name) => name.textContent)).toEqual(['Can Yılmaz', 'Ali Yılmaz']);
    expect(travellers.previousElementSibling?.textContent).toBe('Other travellers');
  });
});

// QA round AA, defect 6: in Arabic the "+" of "+cmd Ada" showed at the name's other end.
describe('BookingDetailPage: the contact name as typed', () => {
  it('isolates it, so a symbol it starts with stays at its start on an Arabic page', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({ ...booking, contact: { ...booking.contact, firstName: '+cmd Ada' } });
    await i18n.changeLanguage('ar');
    try {
      renderPage();
      const name = await screen.findByText('+cmd Ada Lovelace');
      expect(name.tagName).toBe('BDI');
      expect(name.closest('dd')?.previousElementSibling?.textContent).toBe('جهة الاتصال');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('BookingDetailPage: a car rental, transfer or taxi', () => {
  /** A taxi as the taxi page books it: a `transfer` with `mode: 'taxi'`, its places in Arabic too. */
  const taxi = {
    ...booking,
    reference: 'TT-182280',
    type: 'transfer',
    details: {
      mode: 'taxi',
      taxi: true,
      pickup: { code: 'TZX', name: 'Trabzon Airport (TZX)' },
      dropoff: { code: 'TZX_CITY', name: 'Trabzon City Center' },
      localizedNames: { ar: { pickup: 'مطار طرابزون (TZX)', dropoff: 'وسط مدينة طرابزون' } },
    },
  } as unknown as Booking;

  it('calls a taxi a taxi, with its route', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(taxi);
    renderPage();
    expect((await screen.findByTestId('booking-route')).textContent).toBe('Trabzon Airport (TZX) → Trabzon City Center');
    expect(screen.getByRole('heading', { level: 2, name: 'Taxi' })).toBeTruthy();
    // A ride carries passengers, not guests.
    expect(screen.getByText('Passengers').tagName).toBe('DT');
    expect(screen.queryByText('Guests')).toBeNull();
  });

  it('tells no party for a car rental, even the 2 passengers an older rental kept: the driver rents a car', async () => {
    const rental = {
      ...taxi,
      reference: 'TC-182281',
      type: 'car-rental',
      guests: 2,
      details: { vehicleName: 'Economy car', pickup: taxi.details.pickup, dropoff: taxi.details.dropoff, passengers: 2 },
    } as unknown as Booking;
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(rental);
    renderPage();
    await screen.findByTestId('booking-route');
    expect(screen.queryByText('Passengers')).toBeNull();
    expect(screen.queryByText('Guests')).toBeNull();
    // The dates go straight on to the contact: no term of a party, nor its count.
    expect(screen.getByText('Dates').nextElementSibling?.nextElementSibling?.textContent).toBe('Contact');
  });

  it('in Arabic, the route reads right to left: the arrow points from the pickup to the drop-off', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(taxi);
    await i18n.changeLanguage('ar');
    try {
      renderPage();
      const route = await screen.findByTestId('booking-route');
      expect(route.textContent).toBe('مطار طرابزون (TZX) ← وسط مدينة طرابزون');
      // Each place isolated, so a Latin name cannot carry the arrow into its left-to-right run.
      expect([...route.querySelectorAll('bdi')].map((place) => place.textContent)).toEqual(['مطار طرابزون (TZX)', 'وسط مدينة طرابزون']);
      expect(screen.getByRole('heading', { level: 2, name: 'سيارة أجرة' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('BookingDetailPage: cancelling', () => {
  it('puts the focus on the outcome once the question and its buttons are gone, so it is read out', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(booking);
    vi.spyOn(bookingsApi, 'cancel').mockResolvedValue({ ...booking, status: 'cancelled' } as Booking);
    const message = await cancelThroughTheQuestion();
    expect(message.textContent).toContain('Your booking has been cancelled');
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it('promises a refund only for a booking paid by card: not for a free table', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(booking);
    vi.spyOn(bookingsApi, 'cancel').mockResolvedValue({ ...booking, status: 'cancelled' } as Booking);
    expect((await cancelThroughTheQuestion()).textContent).toBe(
      'Your booking has been cancelled. Any payment is refunded within 7 to 14 business days.',
    );
    cleanup();
    const table = { ...booking, type: 'restaurant', payment: { method: 'payAtHotel' }, subtotal: 0, total: 0 } as unknown as Booking;
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(table);
    vi.spyOn(bookingsApi, 'cancel').mockResolvedValue({ ...table, status: 'cancelled' } as Booking);
    expect((await cancelThroughTheQuestion()).textContent).toBe('Your booking has been cancelled.');
  });

  it('does the same when the cancellation is refused', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(booking);
    vi.spyOn(bookingsApi, 'cancel').mockRejectedValue(conflict());
    const message = await cancelThroughTheQuestion();
    expect(message.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(message));
  });
});

// QA: in Arabic at 360 px, a long contact e-mail broke anywhere ("long.a|ddress") inside a right-to-left text.
describe('BookingDetailPage: a long e-mail on a phone in Arabic', () => {
  const LONG = 'ayse.yilmaz.very.long.address@subdomain.example-travel-agency.com.tr';

  /** The element the e-mail is written in, and the pieces it may wrap between (<wbr> between them). */
  const shownIn = (element: HTMLElement) => ({
    tag: element.tagName,
    dir: element.getAttribute('dir'),
    overflowWrap: getComputedStyle(element).overflowWrap,
    pieces: [...element.childNodes].filter((node) => node.nodeName !== 'WBR').map((node) => node.textContent),
    text: element.textContent,
  });

  it('writes it as one left-to-right isolate that wraps at its @ and dots, and only it breaks inside words', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({ ...booking, contact: { ...booking.contact, email: LONG } });
    await i18n.changeLanguage('ar');
    try {
      renderPage();
      const email = await screen.findByTestId('booking-email');
      expect(shownIn(email)).toEqual({
        tag: 'BDI',
        dir: 'ltr',
        overflowWrap: 'anywhere',
        pieces: ['ayse', '.yilmaz', '.very', '.long', '.address@', 'subdomain', '.example-travel-agency', '.com', '.tr'],
        text: LONG,
      });
      // Not break-all on the whole contact: the name beside it keeps its words whole.
      expect(getComputedStyle(email.closest('dd')!).wordBreak).not.toBe('break-all');
      expect(getComputedStyle(screen.getByText('Ada Lovelace')).wordBreak).not.toBe('break-all');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("the agency's e-mail to write to may wrap the same way; its phone number stays on one line", async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({ ...booking, cancellable: false, cancellableUntil: null, nonRefundable: true });
    vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ contactEmail: 'reservations.department@trabzon-travel-agency.com.tr' } as never);
    renderPage();
    const contact = await screen.findByTestId('booking-contact');
    const mail = await mailLink(contact, 'reservations.department@trabzon-travel-agency.com.tr');
    expect(getComputedStyle(mail).whiteSpace).not.toBe('nowrap');
    expect(shownIn(mail.firstElementChild as HTMLElement)).toEqual({
      tag: 'BDI',
      dir: 'ltr',
      overflowWrap: 'anywhere',
      pieces: ['reservations', '.department@', 'trabzon-travel-agency', '.com', '.tr'],
      text: 'reservations.department@trabzon-travel-agency.com.tr',
    });
    const phone = within(contact).getByRole('link', { name: '+90 462 000 00 00' });
    expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
    expect(phone.getAttribute('dir')).toBe('ltr');
  });
});

// The cabin class, the airline and each way's flight numbers: the e-mail and the admin drawer gave them, this page did not.
describe('BookingDetailPage: a flight’s cabin, airlines and flight numbers', () => {
  const segment = (flightNumber: string, carrierCode: string, carrier: string, from: string, to: string) => ({
    from,
    to,
    departureAt: '2030-06-10T08:30:00',
    arrivalAt: '2030-06-10T10:35:00',
    carrierCode,
    carrier,
    flightNumber,
  });
  /** A round trip as the flight handler stores it: out with one airline on two legs, back with another. */
  const roundTrip = {
    ...booking,
    type: 'flight',
    reference: 'TF-300600',
    details: {
      origin: 'TZX',
      destination: 'FRA',
      tripType: 'roundTrip',
      cabin: 'BUSINESS',
      outbound: {
        stops: 1,
        // Stored as the provider names airlines, in capitals; the page writes them as people do.
        segments: [segment('TK2831', 'TK', 'TURKISH AIRLINES', 'TZX', 'IST'), segment('TK1587', 'TK', 'TURKISH AIRLINES', 'IST', 'FRA')],
      },
      inbound: { stops: 0, segments: [segment('PC1012', 'PC', 'PEGASUS AIRLINES', 'FRA', 'TZX')] },
    },
  } as unknown as Booking;

  /** A fact's label and its value, each row as the page shows it. */
  const fact = (testId: string) => {
    const value = screen.getByTestId(testId);
    return { label: value.previousElementSibling?.textContent, value: value.textContent };
  };

  it('gives the cabin class, then each way’s airline and flight numbers', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(roundTrip);
    renderPage();
    await screen.findByTestId('booking-cabin');
    expect(fact('booking-cabin')).toEqual({ label: 'Cabin class', value: 'Business' });
    expect(fact('booking-outbound')).toEqual({ label: 'Outbound', value: 'Turkish Airlines · TK2831, TK1587' });
    expect(fact('booking-inbound')).toEqual({ label: 'Return', value: 'Pegasus Airlines · PC1012' });
  });

  it('in Arabic and Turkish too, each flight number a left-to-right isolate on the Arabic page', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue(roundTrip);
    await i18n.changeLanguage('ar');
    try {
      renderPage();
      await screen.findByTestId('booking-cabin');
      expect(fact('booking-cabin')).toEqual({ label: 'درجة المقصورة', value: 'رجال الأعمال' });
      expect(fact('booking-outbound')).toEqual({ label: 'الذهاب', value: 'Turkish Airlines · TK2831، TK1587' });
      expect(fact('booking-inbound')).toEqual({ label: 'العودة', value: 'Pegasus Airlines · PC1012' });
      const isolates = [...screen.getByTestId('booking-outbound').querySelectorAll('bdi')].map((bdi) => [
        bdi.textContent,
        bdi.getAttribute('dir'),
      ]);
      expect(isolates).toEqual([
        ['Turkish Airlines', null],
        ['TK2831', 'ltr'],
        ['TK1587', 'ltr'],
      ]);
      cleanup();
      await i18n.changeLanguage('tr');
      renderPage();
      await screen.findByTestId('booking-cabin');
      expect(fact('booking-cabin')).toEqual({ label: 'Kabin sınıfı', value: 'Business' });
      expect(fact('booking-outbound').label).toBe('Gidiş');
      expect(fact('booking-inbound').label).toBe('Dönüş');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows only what an older or partial booking has: no cabin, a leg without its airline, never "undefined"', async () => {
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({
      ...roundTrip,
      details: {
        origin: 'TZX',
        destination: 'IST',
        tripType: 'oneWay',
        cabin: null,
        outbound: {
          segments: [
            { from: 'TZX', to: 'IST', flightNumber: 'TK2858' },
            { from: 'IST', to: 'TZX' },
          ],
        },
      },
    } as unknown as Booking);
    renderPage();
    // One way alone: its flights, not an "Outbound" without a return.
    expect((await screen.findByTestId('booking-outbound')).textContent).toBe('TK2858');
    expect(fact('booking-outbound').label).toBe('Flights');
    expect(screen.queryByTestId('booking-cabin')).toBeNull();
    expect(screen.queryByTestId('booking-inbound')).toBeNull();
    expect(screen.getByTestId('booking-detail').textContent).not.toMatch(/undefined|null/);
    cleanup();
    // Older still: the route alone, and no row for what it never kept.
    vi.spyOn(bookingsApi, 'get').mockResolvedValue({
      ...roundTrip,
      details: { origin: 'TZX', destination: 'IST', tripType: 'oneWay', cabin: 'SOMETHING' },
    } as unknown as Booking);
    renderPage();
    await screen.findByTestId('booking-route');
    expect(screen.queryByTestId('booking-cabin')).toBeNull();
    expect(screen.queryByTestId('booking-outbound')).toBeNull();
    expect(screen.getByText('Dates').nextElementSibling?.nextElementSibling?.textContent).toBe('Passengers');
  });
});
