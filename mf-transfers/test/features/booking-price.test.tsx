// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillCheckout, renderWithProviders, startI18n } from '../render';
import { QUOTE, RESULTS } from '../fixtures';

/** An API answer with this status (and code), as axios rejects it. */
function answered(status: number, code: string, message: string) {
  const response = {
    status,
    data: { statusCode: status, code, message },
    headers: {},
    statusText: '',
    config: {},
  } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_RESPONSE', undefined, undefined, response);
}

const UNAVAILABLE = answered(503, '', 'Service Unavailable');

const api = vi.hoisted(() => ({ search: vi.fn(), quote: vi.fn(), create: vi.fn() }));

vi.mock('../../src/components/map/LeafletMap', () => import('../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) =>
  (await import('../fixtures')).mockApiClient(original, { search: api.search }, { quote: api.quote, create: api.create }),
);

const { CarTransfersScreen } = await import('../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.search.mockReset();
  api.quote.mockReset();
  api.create.mockReset();
});

/** Searches the 2-day rentals, selects the SUV and fills its checkout. */
async function chooseSuv() {
  api.search.mockResolvedValue(RESULTS);
  renderWithProviders(<CarTransfersScreen />);
  fireEvent.click(screen.getByTestId('car-search-submit'));
  fireEvent.click(await screen.findByRole('button', { name: 'Select Dacia Duster' }));
  await screen.findByTestId('transfers-booking');
  fillCheckout();
}

/** The submit button says it cannot confirm, the summary offers a retry, and no price is shown to confirm. */
async function refusesWithoutPrice() {
  const submit = screen.getByTestId('checkout-submit');
  await waitFor(() => expect(submit.textContent).toBe('Cannot confirm without a price'));
  expect(submit.getAttribute('aria-disabled')).toBe('true');
  expect(screen.queryByTestId('quote-total')).toBeNull();
  expect(screen.queryByTestId('checkout-total')).toBeNull();
  expect(within(screen.getByTestId('transfers-booking')).getByText('The price could not be calculated. Please try again.')).toBeTruthy();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('/car-transfers: a booking is not sent without the price it shows', () => {
  it('a quote that failed: the button says it cannot confirm without a price, and a submit sends nothing', async () => {
    api.quote.mockRejectedValue(UNAVAILABLE);
    await chooseSuv();
    await refusesWithoutPrice();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await settle();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('a reload that failed after a changed price: the total shown before is not sent again', async () => {
    // The price shown, then its reload (the form asks for it when the booking is refused for a changed price) fails.
    api.quote.mockResolvedValueOnce(QUOTE).mockRejectedValue(UNAVAILABLE);
    api.create.mockRejectedValue(
      answered(409, 'PRICE_CHANGED', 'The price has changed: the total is now $130.00. Please check it and confirm again.'),
    );
    await chooseSuv();
    await screen.findByTestId('quote-total');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0]![0]).toMatchObject({ type: 'car-rental', vehicleId: 'suv', expectedTotal: 120 });

    await refusesWithoutPrice();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await settle();
    expect(api.create).toHaveBeenCalledTimes(1);
  });
});
