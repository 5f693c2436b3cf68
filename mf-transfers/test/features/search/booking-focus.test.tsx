// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillCheckout, priceShown, renderWithProviders, startI18n } from '../../render';
import { RENTAL_BOOKING, RESULTS } from '../../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn(), create: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockBookingApiClient(original, api));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');
const { queryClient } = await import('@trabzon/ui');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  // A booking is kept for the tab at its address (a reload shows its confirmation): each test starts with none.
  sessionStorage.clear();
  api.search.mockReset();
  api.create.mockReset();
});

async function chooseSuv() {
  renderWithProviders(<CarTransfersScreen />);
  fireEvent.click(screen.getByTestId('car-search-submit'));
  const select = await screen.findByRole('button', { name: 'Select Dacia Duster' });
  select.focus();
  fireEvent.click(select);
  await screen.findByTestId('transfers-booking');
}

describe('/car-transfers: the focus through the booking step', () => {
  it('moves to the booking step’s heading, and back to the chosen vehicle’s Select button', async () => {
    api.search.mockResolvedValue(RESULTS);
    await chooseSuv();
    const heading = screen.getByRole('heading', { level: 2, name: 'Complete your booking' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');

    fireEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    const select = await screen.findByRole('button', { name: 'Select Dacia Duster' });
    expect(document.activeElement).toBe(select);
  });

  it('goes back to the results’ heading when the chosen vehicle can no longer be selected', async () => {
    api.search.mockResolvedValueOnce(RESULTS).mockResolvedValue({
      ...RESULTS,
      options: RESULTS.options.map((o) => (o._id === 'suv' ? { ...o, available: 0 } : o)),
    });
    await chooseSuv();
    // The results are searched again while the visitor books (another visitor took the last SUV).
    await queryClient.invalidateQueries({ queryKey: ['transfers', 'search'] });
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Available vehicles' });
    expect(screen.queryByRole('button', { name: 'Select Dacia Duster' })).toBeNull();
    expect(document.activeElement).toBe(heading);
  });
});

describe('/car-transfers: after the confirmation', () => {
  it('Done puts the focus back on the results, not on the page’s body', async () => {
    api.search.mockResolvedValue(RESULTS);
    api.create.mockResolvedValue(RENTAL_BOOKING);
    await chooseSuv();
    fillCheckout();
    await priceShown();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Available vehicles' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('the confirmation replaces the page: "Booking confirmed" is its h1 (the only heading), and takes the focus', async () => {
    api.search.mockResolvedValue(RESULTS);
    api.create.mockResolvedValue(RENTAL_BOOKING);
    await chooseSuv();
    fillCheckout();
    await priceShown();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    const title = await screen.findByTestId('confirmation-title');
    expect(title.tagName).toBe('H1');
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H1', 'Booking confirmed']]);
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('a rental is booked at the pickup time the visitor chose (a same-day rental cannot start at a time already passed)', async () => {
    api.search.mockResolvedValue(RESULTS);
    api.create.mockReturnValue(new Promise(() => {}));
    await chooseSuv();
    fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: '14:30' } });
    fillCheckout();
    await priceShown();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0]![0]).toMatchObject({ type: 'car-rental', vehicleId: 'suv', pickupTime: '14:30' });
  });
});

describe('/taxis: the focus through the booking step', () => {
  it('moves to the booking step’s heading, and back to the Book button', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    const book = screen.getByTestId('taxi-book') as HTMLButtonElement;
    await waitFor(() => expect(book.disabled).toBe(false));
    book.focus();
    fireEvent.click(book);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Complete your booking' });
    expect(document.activeElement).toBe(heading);

    // The taxi page has a form, not a list of results, to go back to.
    expect(screen.queryByRole('button', { name: 'Back to results' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change the ride' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('taxi-book')));
  });
});

describe('/taxis: after the confirmation', () => {
  it('the booked taxi’s confirmation replaces the page: "Booking confirmed" is its h1 (the only heading)', async () => {
    api.create.mockResolvedValue({ ...RENTAL_BOOKING, reference: 'TT-123456', type: 'transfer' });
    renderWithProviders(<TaxiScreen />, '/taxis');
    const book = screen.getByTestId('taxi-book') as HTMLButtonElement;
    await waitFor(() => expect(book.disabled).toBe(false));
    fireEvent.click(book);
    await screen.findByTestId('transfers-booking');
    fillCheckout();
    await priceShown();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    const title = await screen.findByTestId('confirmation-title');
    expect(title.tagName).toBe('H1');
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H1', 'Booking confirmed']]);
  });

  it('Done returns to the form, the ride kept, the focus on the Book button', async () => {
    api.create.mockResolvedValue({ ...RENTAL_BOOKING, reference: 'TT-123456', type: 'transfer' });
    renderWithProviders(<TaxiScreen />, '/taxis?dropoffLocation=RIZE&guests=3');
    const book = screen.getByTestId('taxi-book') as HTMLButtonElement;
    await waitFor(() => expect(book.disabled).toBe(false));
    fireEvent.click(book);
    await screen.findByTestId('transfers-booking');
    fillCheckout();
    await priceShown();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('taxi-book')));
    expect((screen.getByTestId('dropoff-select') as HTMLSelectElement).value).toBe('RIZE');
    expect((screen.getByLabelText('Passengers') as HTMLSelectElement).value).toBe('3');
  });
});
