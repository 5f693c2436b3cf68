// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { BookingsPage } from '../../../../src/features/bookings/pages/BookingsPage';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { startI18n } from '../../../helpers/i18n';

const base = {
  status: 'confirmed',
  userId: 'u1',
  startDate: '2030-06-10',
  endDate: null,
  startTime: '10:00',
  guests: 2,
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  payment: { method: 'creditCard', cardLast4: '1111', cardBrand: 'visa' },
  lineItems: [],
  taxRate: 0,
  tax: 0,
  currency: 'USD',
  cancellable: true,
  cancellableUntil: '2030-06-09T07:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
};

/** The places of a ride as the API stores them, with their Arabic names. */
const ride = {
  pickup: { code: 'TZX', name: 'Trabzon Airport (TZX)' },
  dropoff: { code: 'UZUNGOL', name: 'Uzungöl' },
  localizedNames: { ar: { pickup: 'مطار طرابزون (TZX)', dropoff: 'أوزنجول' } },
};

/** A taxi as the taxi page books it: a `transfer` with `mode: 'taxi'` and no vehicle's name. */
const taxi = {
  ...base,
  _id: 'b1',
  reference: 'TT-182280',
  type: 'transfer',
  details: { ...ride, mode: 'taxi', taxi: true, date: '2030-06-10', time: '10:00', passengers: 2 },
  subtotal: 18.4,
  total: 18.4,
} as unknown as Booking;

/** A driven transfer: its vehicle is named, and its route too. */
const transfer = {
  ...base,
  _id: 'b2',
  reference: 'TT-555000',
  type: 'transfer',
  details: { ...ride, mode: 'transfer', taxi: false, vehicleName: 'Standard transfer' },
  subtotal: 45,
  total: 45,
} as unknown as Booking;

/** A table reserved for free: nothing is paid online. */
const table = {
  ...base,
  _id: 'b3',
  reference: 'TR-100200',
  type: 'restaurant',
  details: { restaurantName: 'Hamsi Köşkü', partySize: 2 },
  payment: { method: 'payAtHotel' },
  subtotal: 0,
  total: 0,
} as unknown as Booking;

const flight = {
  ...base,
  _id: 'b4',
  reference: 'TF-300400',
  type: 'flight',
  details: { origin: 'TZX', destination: 'IST' },
} as unknown as Booking;

/** A one-way flight landing the day it leaves: its arrival time ends the dates. */
const oneWay = {
  ...base,
  _id: 'b5',
  reference: 'TF-300500',
  type: 'flight',
  startTime: '09:10',
  endDate: '2030-06-10',
  endTime: '11:05',
  details: { origin: 'TZX', destination: 'IST', tripType: 'oneWay' },
} as unknown as Booking;

/** A round trip: its route comes back to where it started, as the e-mail and the admin name it. */
const roundTrip = {
  ...base,
  _id: 'b8',
  reference: 'TF-300800',
  type: 'flight',
  details: { origin: 'TZX', destination: 'ADB', tripType: 'roundTrip' },
} as unknown as Booking;

/** A car rental: dropped off on its last day at the time it was picked up. */
const rental = {
  ...base,
  _id: 'b6',
  reference: 'TC-400600',
  type: 'car-rental',
  endDate: '2030-06-13',
  endTime: '10:00',
  details: { ...ride, vehicleName: 'Economy car' },
} as unknown as Booking;

/** A hotel stay: the API gives its check-out time as its end time. */
const stay = {
  ...base,
  _id: 'b7',
  reference: 'TZN-700800',
  type: 'hotel',
  startTime: '14:00',
  endDate: '2030-06-12',
  endTime: '12:00',
  details: { hotelName: 'Zigana Lodge', checkOutTime: '12:00' },
} as unknown as Booking;

function renderPage() {
  queryClient.clear();
  const results = [taxi, transfer, table, flight, oneWay, roundTrip, rental, stay];
  vi.spyOn(bookingsApi, 'mine').mockResolvedValue({ results, total: results.length, page: 1, pages: 1 });
  render(
    <MemoryRouter initialEntries={['/bookings']}>
      <AppProviders>
        <Routes>
          <Route path="/bookings" element={<BookingsPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

const row = async (reference: string) =>
  (await screen.findAllByTestId('booking-row')).find((r) => r.getAttribute('data-reference') === reference) as HTMLElement;
/** The row's "Service" cell (the second) and its "Total" (the fourth). */
const service = (r: HTMLElement) => r.querySelectorAll('td')[1] as HTMLElement;
const total = (r: HTMLElement) => r.querySelectorAll('td')[3] as HTMLElement;
/** The row's "Dates" cell (the third). */
const dates = (r: HTMLElement) => r.querySelectorAll('td')[2] as HTMLElement;

beforeAll(() => startI18n(registerBookingsTranslations));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('My bookings (/bookings): what each row is for', () => {
  it('a taxi is called a taxi and says where it goes; a transfer names its vehicle and its route', async () => {
    renderPage();
    expect(service(await row('TT-182280')).textContent).toBe('Taxi · Trabzon Airport (TZX) → Uzungöl');
    expect(service(await row('TT-555000')).textContent).toBe('Transfer · Standard transfer · Trabzon Airport (TZX) → Uzungöl');
    expect(service(await row('TF-300400')).textContent).toBe('Flight · TZX → IST'); // once, as a route
    expect(service(await row('TF-300500')).textContent).toBe('Flight · TZX → IST');
    expect(service(await row('TF-300800')).textContent).toBe('Flight · TZX → ADB → TZX'); // a round trip comes back
  });

  it('a table reserved for free says it is paid at the restaurant, not "$0.00"', async () => {
    renderPage();
    expect(total(await row('TR-100200')).textContent).toBe('At the restaurant');
    expect(total(await row('TT-555000')).textContent).toBe('$45.00');
  });

  it('the dates end with the end time: a flight’s arrival, a rental’s drop-off, a stay’s check-out', async () => {
    renderPage();
    expect(dates(await row('TF-300500')).textContent).toBe('Jun 10, 2030 09:10 – 11:05');
    expect(dates(await row('TC-400600')).textContent).toBe('Jun 10, 2030 10:00 – Jun 13, 2030 10:00');
    expect(dates(await row('TZN-700800')).textContent).toBe('Jun 10, 2030 14:00 – Jun 12, 2030 12:00');
    // Without an end time (a taxi, a flight booked before), the start alone, as before.
    expect(dates(await row('TT-182280')).textContent).toBe('Jun 10, 2030 10:00');
    expect(dates(await row('TF-300400')).textContent).toBe('Jun 10, 2030 10:00');
  });

  it('in Arabic: a taxi, its route with the arrow pointing from the pickup to the drop-off (right to left)', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderPage();
      const cell = service(await row('TT-182280'));
      expect(cell.textContent).toBe('سيارة أجرة · مطار طرابزون (TZX) ← أوزنجول');
      expect([...cell.querySelectorAll('bdi')].map((place) => place.textContent)).toEqual(['مطار طرابزون (TZX)', 'أوزنجول']);
      expect(total(await row('TR-100200')).textContent).toBe('في المطعم');
      // A flight's route too: its codes are Latin, and the arrow still points the way the page reads.
      const flightCell = service(await row('TF-300400'));
      expect(flightCell.textContent).toBe('رحلة جوية · TZX ← IST');
      expect([...flightCell.querySelectorAll('bdi')].map((code) => code.textContent)).toEqual(['TZX', 'IST']);
      expect(service(await row('TF-300800')).textContent).toBe('رحلة جوية · TZX ← ADB ← TZX');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
