// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation, useNavigate } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { fillCheckout, priceShown, renderWithProviders, startI18n } from '../render';
import { RENTAL_BOOKING, RESULTS } from '../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn(), create: vi.fn() }));

vi.mock('../../src/components/map/LeafletMap', () => import('../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../fixtures')).mockBookingApiClient(original, api));

const { CarTransfersScreen } = await import('../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../src/features/taxi/TaxiScreen');

const TAXI_BOOKING = { ...RENTAL_BOOKING, reference: 'TT-123456', type: 'transfer' };

/** Where the page is (what a reload would open again), and the browser's Back. */
let address = '';
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  address = `${location.pathname}${location.search}`;
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** The site: both screens, the booking's page, and the browser's Back. */
function Site() {
  return (
    <>
      <Routes>
        <Route path="/car-transfers" element={<CarTransfersScreen />} />
        <Route path="/taxis" element={<TaxiScreen />} />
        <Route path="/bookings/:id" element={<h1>Booking page</h1>} />
      </Routes>
      <Browser />
    </>
  );
}

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  useSessionStore.setState({ token: null, role: null, name: null, user: null });
  api.search.mockReset();
  api.create.mockReset();
});

async function bookSuv(booking: object = RENTAL_BOOKING) {
  api.search.mockResolvedValue(RESULTS);
  api.create.mockResolvedValue(booking);
  renderWithProviders(<Site />);
  fireEvent.click(screen.getByTestId('car-search-submit'));
  fireEvent.click(await screen.findByRole('button', { name: 'Select Dacia Duster' }));
  await screen.findByTestId('transfers-booking');
  fillCheckout();
  await priceShown();
  fireEvent.submit(screen.getByTestId('checkout-form'));
  await screen.findByTestId('booking-confirmation');
}

async function bookTaxi() {
  api.create.mockResolvedValue(TAXI_BOOKING);
  renderWithProviders(<Site />, '/taxis');
  const book = screen.getByTestId('taxi-book') as HTMLButtonElement;
  await waitFor(() => expect(book.disabled).toBe(false));
  fireEvent.click(book);
  await screen.findByTestId('transfers-booking');
  fillCheckout();
  await priceShown();
  fireEvent.submit(screen.getByTestId('checkout-form'));
  await screen.findByTestId('booking-confirmation');
}

/** The page opened again at the same address in the same tab (a reload). */
function reload() {
  const at = address;
  cleanup();
  renderWithProviders(<Site />, at);
}

describe('a booked rental, transfer or taxi is not offered for booking again', () => {
  it('/car-transfers: a reload shows the confirmation again, not an empty checkout for the same car', async () => {
    await bookSuv();
    expect(address).toContain('vehicle=suv');
    reload();
    expect((await screen.findByTestId('booking-confirmation')).textContent).toContain('TC-123456');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    // What was booked is repeated once the results name the car again.
    expect((await screen.findByTestId('booked-trip')).textContent).toContain('Dacia Duster');
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('/car-transfers: Back from the booking’s page does not lead to the checkout that booked it', async () => {
    const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' as const };
    useSessionStore.setState({ token: 'token', role: 'user', name: 'Ada', user });
    await bookSuv({ ...RENTAL_BOOKING, userId: 'u1' });
    fireEvent.click(screen.getByRole('button', { name: 'View booking' }));
    await screen.findByRole('heading', { name: 'Booking page' });
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    // The results the car was chosen from, not the address of its checkout (which opens again once they load).
    expect(await screen.findByRole('heading', { level: 2, name: 'Available vehicles' })).toBeTruthy();
    expect(address).not.toContain('vehicle=');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });

  it('/car-transfers: after Done, the same car can be booked again (the confirmation is forgotten)', async () => {
    await bookSuv();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Dacia Duster' }));
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
  });

  it('/car-transfers: Back from the confirmation, then the same car selected again, opens a new checkout', async () => {
    await bookSuv();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Dacia Duster' }));
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
  });

  it('/taxis: a reload shows the confirmation again, not an empty checkout for the same ride', async () => {
    await bookTaxi();
    expect(address).toContain('step=checkout');
    reload();
    expect((await screen.findByTestId('booking-confirmation')).textContent).toContain('TT-123456');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('/taxis: after Done, the same ride can be booked again', async () => {
    await bookTaxi();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    const book = await screen.findByTestId('taxi-book');
    fireEvent.click(book);
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
  });

  it('/taxis: Back from the confirmation, then the same ride booked again, opens a new checkout', async () => {
    await bookTaxi();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    fireEvent.click(await screen.findByTestId('taxi-book'));
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
  });
});
