// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillCheckout, priceShown, renderWithProviders, startI18n } from '../render';
import { RENTAL_BOOKING, RESULTS, confirmedBooking, vehicle } from '../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn(), create: vi.fn() }));

vi.mock('../../src/components/map/LeafletMap', () => import('../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../fixtures')).mockBookingApiClient(original, api));

const { CarTransfersScreen } = await import('../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../src/features/taxi/TaxiScreen');

afterEach(() => {
  cleanup();
  api.search.mockReset();
  api.create.mockReset();
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

/** Books the vehicle named `name` from the results, and returns the confirmation's summary as [label, value] pairs. */
async function bookVehicle(name: string, transfer = false) {
  renderWithProviders(<CarTransfersScreen />);
  if (transfer) fireEvent.click(screen.getByTestId('service-transfer'));
  fireEvent.click(screen.getByTestId('car-search-submit'));
  const card = (await screen.findAllByTestId('vehicle-card')).find((item) => item.textContent?.includes(name))!;
  fireEvent.click(within(card).getByRole('button'));
  await screen.findByTestId('transfers-booking');
  fillCheckout();
  await priceShown();
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
    api.create.mockResolvedValue(RENTAL_BOOKING);
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
      confirmedBooking({ reference: 'TT-123789', type: 'transfer', startDate: '2030-06-01', startTime: '10:00', guests: 5 }),
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
      confirmedBooking({ reference: 'TT-123456', type: 'transfer', startDate: '2030-06-01', startTime: '09:30', guests: 3 }),
    );
    renderWithProviders(<TaxiScreen />, '/taxis?pickupLocation=TZX&dropoffLocation=TZX_CITY');
    await screen.findByTestId('taxi-fare');
    fireEvent.click(screen.getByTestId('taxi-book'));
    await screen.findByTestId('transfers-booking');
    fillCheckout();
    await priceShown();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.queryByTestId('booking-confirmation')).not.toBeNull());
    expect(facts()).toEqual([
      ['Route', 'Trabzon Airport (TZX) → Trabzon City Center'],
      ['Date', 'Jun 1, 2030 09:30'],
      ['Passengers', '3'],
    ]);
  });
});
