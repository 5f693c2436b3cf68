// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { RESULTS } from '../../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original, { search: api.search }));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.search.mockReset();
});

/** The polite live region of the results: there (empty) before the search, so that what arrives is announced. */
const status = () => screen.getByTestId('results-status');

describe('/car-transfers: the results are announced', () => {
  it('says how many vehicles were found in a polite status, the focus staying on Search', async () => {
    let answer: (value: typeof RESULTS) => void = () => {};
    api.search.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<CarTransfersScreen />);
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('');
    const button = screen.getByTestId('car-search-submit');
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    expect(status().textContent).toBe('');
    answer(RESULTS);
    await waitFor(() => expect(status().textContent).toBe('3 vehicles found'));
    expect(screen.getAllByRole('status')).toContain(status());
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Search');
  });

  it('says "1 vehicle found", and that no vehicle carries that many passengers', async () => {
    api.search.mockResolvedValueOnce({ ...RESULTS, options: RESULTS.options.slice(0, 1) });
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await waitFor(() => expect(status().textContent).toBe('1 vehicle found'));
    cleanup();

    api.search.mockResolvedValueOnce({ ...RESULTS, serviceType: 'transfer', dropoffDate: null, options: [] });
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await waitFor(() => expect(status().textContent).toBe('No vehicle carries that many passengers. Please choose fewer passengers.'));
  });
});

/*
 * QA: a rental search answered with no car (staff took every rental car off the site) said "No
 * vehicle carries that many passengers. Please choose fewer passengers." — a rental form has no
 * passengers field to change.
 */
describe('/car-transfers: a rental search with no car offered', () => {
  it('says no rental car is offered (on the page and in the status), not to choose fewer passengers', async () => {
    api.search.mockResolvedValueOnce({ ...RESULTS, options: [] });
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    const text = 'No rental car is offered at the moment. Please try again later, or book a transfer.';
    await waitFor(() => expect(status().textContent).toBe(text));
    expect(screen.getByTestId('results-none').textContent).toBe(text);
    expect(screen.queryByText(/fewer passengers/)).toBeNull();
  });
});

describe('/car-transfers: the prices are before tax', () => {
  it('says above the vehicles that taxes are added at checkout (not when none is listed)', async () => {
    api.search.mockResolvedValueOnce(RESULTS);
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await screen.findAllByTestId('vehicle-card');
    const note = screen.getByTestId('results-tax-note');
    expect(note.textContent).toBe('Taxes are added at checkout.');
    // Read before the prices it is about.
    expect(note.compareDocumentPosition(screen.getAllByTestId('vehicle-total')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    api.search.mockResolvedValueOnce({ ...RESULTS, options: [] });
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    await waitFor(() =>
      expect(status().textContent).toBe('No rental car is offered at the moment. Please try again later, or book a transfer.'),
    );
    expect(screen.queryByTestId('results-tax-note')).toBeNull();
  });
});
