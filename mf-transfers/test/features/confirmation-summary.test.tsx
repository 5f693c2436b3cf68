// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import { renderWithProviders, startI18n } from '../render';
import { RESULTS, vehicle } from '../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn(), create: vi.fn() }));

vi.mock('../../src/components/map/LeafletMap', () => import('../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  const { TAXI_ESTIMATE, mockTransfersApi } = await import('../fixtures');
  return {
    ...actual,
    transfersApi: mockTransfersApi({ search: api.search, taxiEstimate: vi.fn(async () => TAXI_ESTIMATE) }),
    // The quote stays loading: these tests read what the confirmation repeats, not the price.
    bookingsApi: Object.assign(actual.bookingsApi, { quote: vi.fn(() => new Promise(() => {})), create: api.create }),
  };
});

const { CarTransfersScreen } = await import('../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../src/features/taxi/TaxiScreen');

afterEach(() => {
  cleanup();
  api.search.mockReset();
  api.create.mockReset();
});

/** A confirmed booking as POST /api/bookings answers it: its day(s), time and passengers are the server's. */
const booking = (fields: Record<string, unknown>) => ({
  _id: 'b1',
  status: 'confirmed',
  endDate: null,
  details: {},
  lineItems: [],
  subtotal: 120,
  taxRate: 0,
  tax: 0,
  total: 120,
  currency: 'USD',
  payment: { method: 'creditCard', cardBrand: 'visa', cardLast4: '1111' },
  contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  ...fields,
});

/** A transfer for 5 from the airport to the city centre on 1 June 2030: a minivan. */
const TRANSFER_RESULTS = {
  ...RESULTS,
  serviceType: 'transfer' as const,
  dropoffDate: null,
  days: 0,
  passengers: 5,
  options: [{ ...vehicle('minivan', 'Mercedes Vito', 70), service: 'transfer' as const, unit: 'trip' as const, quantity: 1 }],
};

/** Fills the checkout by its fields' names (the labels are in the page's language). */
function fillCheckout() {
  const form = screen.getByTestId('checkout-form');
  const fill = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
  fill('firstName', 'Ada');
  fill('lastName', 'Lovelace');
  fill('email', 'ada@example.com');
  fill('phone', '+905321234567');
  fill('cardNumber', '4111 1111 1111 1111');
  fill('cardName', 'Ada Lovelace');
  fill('expiryDate', '12/30');
  fill('cvv', '123');
}

/** Books the vehicle named `name` from the results, and returns the confirmation's summary as [label, value] pairs. */
async function bookVehicle(name: string, transfer = false) {
  renderWithProviders(<CarTransfersScreen />);
  if (transfer) fireEvent.click(screen.getByTestId('service-transfer'));
  fireEvent.click(screen.getByTestId('car-search-submit'));
  const card = (await screen.findAllByTestId('vehicle-card')).find((item) => item.textContent?.includes(name))!;
  fireEvent.click(within(card).getByRole('button'));
  await screen.findByTestId('transfers-booking');
  fillCheckout();
  fireEvent.submit(screen.getByTestId('checkout-form'));
  await screen.findByTestId('booking-confirmation');
  return facts();
}

/** The confirmation's "what you booked": each dt with its dd. */
function facts(): string[][] {
  const summary = screen.getByTestId('booked-trip');
  return [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!]);
}

describe('the confirmation repeats what was booked', () => {
  it('a car rental: the car, the route, the pickup and drop-off days and the pickup time', async () => {
    await startI18n('en');
    api.search.mockResolvedValue(RESULTS);
    api.create.mockResolvedValue(
      booking({
        reference: 'TC-123456',
        type: 'car-rental',
        startDate: '2030-06-01',
        endDate: '2030-06-03',
        startTime: '10:00',
        guests: 2,
      }),
    );
    expect(await bookVehicle('Dacia Duster')).toEqual([
      ['Vehicle', 'Dacia Duster'],
      ['Route', 'Trabzon Airport (TZX) → Trabzon City Center'],
      ['Dates', 'Jun 1, 2030 – Jun 3, 2030 (2 days)'],
      ['Pickup time', '10:00'],
    ]);
    expect(screen.getByRole('region', { name: 'What you booked' })).toBe(screen.getByTestId('booked-trip'));
  });

  it('a transfer in Arabic: the route read from the right, the date and time, the passengers', async () => {
    await startI18n('ar');
    api.search.mockResolvedValue(TRANSFER_RESULTS);
    api.create.mockResolvedValue(
      booking({ reference: 'TT-123789', type: 'transfer', startDate: '2030-06-01', startTime: '10:00', guests: 5 }),
    );
    const [vehicleRow, route, date, passengers] = await bookVehicle('Mercedes Vito', true);
    expect(vehicleRow).toEqual(['المركبة', 'Mercedes Vito']);
    expect(route).toEqual(['المسار', 'مطار طرابزون (TZX) ← وسط مدينة طرابزون']);
    expect(date![0]).toBe('التاريخ');
    expect(date![1]).toMatch(/2030.* 10:00$/);
    expect(passengers).toEqual(['الركاب', '5']);
    const places = [...screen.getByTestId('booked-trip').querySelectorAll('bdi')].map((place) => place.textContent);
    expect(places).toEqual(['مطار طرابزون (TZX)', 'وسط مدينة طرابزون']);
  });

  it('a taxi: the route, the day and time, the passengers', async () => {
    await startI18n('en');
    api.create.mockResolvedValue(
      booking({ reference: 'TT-123456', type: 'transfer', startDate: '2030-06-01', startTime: '09:30', guests: 3 }),
    );
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=TZX&dropoffLocation=TZX_CITY');
    await screen.findByTestId('taxi-fare');
    fireEvent.click(screen.getByTestId('taxi-book'));
    await screen.findByTestId('transfers-booking');
    fillCheckout();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.queryByTestId('booking-confirmation')).not.toBeNull());
    expect(facts()).toEqual([
      ['Route', 'Trabzon Airport (TZX) → Trabzon City Center'],
      ['Date', 'Jun 1, 2030 09:30'],
      ['Passengers', '3'],
    ]);
  });
});
