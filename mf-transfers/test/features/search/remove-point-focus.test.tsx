// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient, neverAnswers } = await import('../../fixtures');
  return mockApiClient(original, { search: neverAnswers(), taxiEstimate: neverAnswers() });
});

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');
const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');

beforeAll(() => startI18n('en'));
afterEach(cleanup);

const select = (which: string) => screen.getByTestId(`${which}-select`) as HTMLSelectElement;

/** Chooses a map point for the field, as the QA did by keyboard: map button, a point, Confirm Location. */
async function pickOnMap(which: 'pickup' | 'dropoff') {
  await waitFor(() => expect(screen.queryByTestId('map-modal')).not.toBeNull());
  fireEvent.click(screen.getByTestId(`${which}-map-button`));
  fireEvent.click(await screen.findByText('fake map click'));
  fireEvent.click(screen.getByText('Confirm Location'));
  await waitFor(() => expect(select(which).value).toBe('CUSTOM'));
}

/** Presses the field's remove (×) button from the keyboard's focus. */
function removePoint(which: 'pickup' | 'dropoff') {
  const remove = screen.getByTestId(`${which}-remove`);
  remove.focus();
  fireEvent.click(remove);
}

describe('removing a custom map point keeps the keyboard’s place', () => {
  it('/car-transfers: the focus moves to that field’s select, which shows the place it fell back to', async () => {
    renderWithProviders(<CarTransfersScreen />);
    await pickOnMap('pickup');
    await pickOnMap('dropoff');

    removePoint('pickup');
    await waitFor(() => expect(document.activeElement).toBe(select('pickup')));
    expect(select('pickup').value).toBe('TZX');

    removePoint('dropoff');
    await waitFor(() => expect(document.activeElement).toBe(select('dropoff')));
    expect(select('dropoff').value).toBe('TZX_CITY');
  });

  it('/taxis: the same', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    await pickOnMap('dropoff');
    removePoint('dropoff');
    await waitFor(() => expect(document.activeElement).toBe(select('dropoff')));
    expect(document.activeElement).not.toBe(document.body);
  });
});
