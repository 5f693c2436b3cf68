// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ config: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original, { config: api.config }));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.config.mockReset();
});

/*
 * QA: with GET /api/transfers/config failing, the map buttons ("Choose pickup on the map") did
 * nothing at all: no dialog, no message, the focus left where it was.
 */
describe('/car-transfers: the map button when the map cannot be loaded', () => {
  it('opens the dialog, which says the map is not available; Cancel closes it', async () => {
    api.config.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<CarTransfersScreen />);
    await waitFor(() => expect(api.config).toHaveBeenCalledTimes(2), { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: 'Choose pickup on the map' }));
    const dialog = await screen.findByTestId('map-modal');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Map is not available'));
    expect(within(dialog).getByRole('heading').textContent).toBe('Select Pickup Location');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
  });
});
