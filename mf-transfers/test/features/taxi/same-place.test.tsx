// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { renderWithProviders, startI18n } from '../../render';

function refused(message: string) {
  const response = { status: 400, data: { statusCode: 400, message }, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

const api = vi.hoisted(() => ({ taxiEstimate: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) =>
  (await import('../../fixtures')).mockApiClient(original, { taxiEstimate: api.taxiEstimate }),
);

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.taxiEstimate.mockReset();
});

/** From Trabzon Airport to a map point on the airport's own marker. */
const ON_THE_AIRPORT = '/taxis?pickupLocation=TZX&dropoffLocation=CUSTOM&dropoffPoint=40.99510,39.78970';

/*
 * QA: the point clicked on the airport's marker is the airport for the API (closer than its
 * same-place distance); the screen said "The fare cannot be calculated for these places."
 */
describe('/taxis: a map point on the other end’s place', () => {
  /*
   * QA: a grey line "Pickup and drop-off must be different places" under the estimate, tied to no
   * field, and a disabled Book button: now, as the form's other problems, a press of Book says it
   * at the drop-off field, which is marked invalid and takes the focus.
   */
  it("says the API's reason, that the places must differ, at the drop-off field when Book is pressed", async () => {
    api.taxiEstimate.mockRejectedValue(refused(TRANSFER_MESSAGES.sameLocation));
    renderWithProviders(<TaxiScreen />, ON_THE_AIRPORT);
    const estimate = screen.getByTestId('taxi-estimate');
    const book = screen.getByTestId('taxi-book') as HTMLButtonElement;
    await vi.waitFor(() => expect(book.disabled).toBe(false));
    expect(estimate.textContent).not.toContain('The fare cannot be calculated');
    fireEvent.click(book);
    const dropoff = screen.getByTestId('dropoff-select');
    expect(dropoff.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(dropoff.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pickup and drop-off must be different places',
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(dropoff));
    expect(estimate.textContent).not.toContain('Pickup and drop-off must be different places');
  });

  it('says another refusal of the API in its own words (outside the service area)', async () => {
    api.taxiEstimate.mockRejectedValue(refused(TRANSFER_MESSAGES.outsideArea));
    renderWithProviders(<TaxiScreen />, ON_THE_AIRPORT);
    const estimate = screen.getByTestId('taxi-estimate');
    await vi.waitFor(() => expect(estimate.textContent).toContain('This point is outside our service area'));
  });

  // QA: a failure that is no refusal (no answer) is not the places' fault: it says the fare could not be loaded (with Try again).
  it('a failure that is no refusal says the fare could not be loaded, not that these places cannot be priced', async () => {
    api.taxiEstimate.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<TaxiScreen />, ON_THE_AIRPORT);
    const estimate = screen.getByTestId('taxi-estimate');
    await vi.waitFor(() => expect(estimate.textContent).toContain('The fare could not be loaded.'));
    expect(estimate.textContent).not.toContain('The fare cannot be calculated for these places.');
  });
});
