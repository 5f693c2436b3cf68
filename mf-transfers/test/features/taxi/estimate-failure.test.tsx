// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { TAXI_ESTIMATE } from '../../fixtures';

const api = vi.hoisted(() => ({ taxiEstimate: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient, neverAnswers } = await import('../../fixtures');
  return mockApiClient(original, { taxiEstimate: api.taxiEstimate }, { quote: neverAnswers() });
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');

function failed(status: number, message: string) {
  const response = { status, data: { statusCode: status, message }, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_RESPONSE', undefined, undefined, response);
}

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.taxiEstimate.mockReset();
});

/*
 * QA: with the estimate's server failing (503, or no answer) /taxis said "The fare cannot be
 * calculated for these places." — as if the places were wrong — and offered no way to ask again:
 * the Book button stayed disabled until the visitor changed the ride.
 */
describe('/taxis: the estimate failed', () => {
  it('a server failure says the fare could not be loaded, and Try again fetches it', async () => {
    api.taxiEstimate.mockRejectedValue(failed(503, 'Service Unavailable'));
    renderWithProviders(<TaxiScreen />, '/taxis');
    const error = await screen.findByTestId('taxi-estimate-error', {}, { timeout: 4000 });
    expect(error.textContent).toContain('The fare could not be loaded.');
    expect(screen.queryByText('The fare cannot be calculated for these places.')).toBeNull();

    api.taxiEstimate.mockResolvedValue(TAXI_ESTIMATE);
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('taxi-fare');
    await waitFor(() => expect((screen.getByTestId('taxi-book') as HTMLButtonElement).disabled).toBe(false));
  });

  it('a refusal of these places (4xx) is still said as one, without a retry', async () => {
    api.taxiEstimate.mockRejectedValue(failed(400, 'Something the page does not know'));
    renderWithProviders(<TaxiScreen />, '/taxis');
    expect(await screen.findByText('The fare cannot be calculated for these places.')).toBeTruthy();
    expect(screen.queryByTestId('taxi-estimate-error')).toBeNull();
  });
});
