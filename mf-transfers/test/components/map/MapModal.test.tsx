// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { CONFIG } from '../../fixtures';
import { fakeMap } from '../../fake-leaflet-map';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));

const { MapModal } = await import('../../../src/components/map/MapModal');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  fakeMap.ready = true;
  fakeMap.centre = { lat: 40.99078, lng: 39.68159 };
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A geolocation that fails with `code`, recording the options it was asked with. */
function failingGeolocation(code: number) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
      calls.push(options);
      fail({ code, message: 'stub', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

function renderModal(props: Partial<Parameters<typeof MapModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <MapModal open which="pickup" initial={null} config={CONFIG} rtl={false} onCancel={onCancel} onConfirm={onConfirm} {...props} />,
  );
  return { ...view, onConfirm, onCancel };
}

async function useMyLocation() {
  fireEvent.click(await screen.findByText('Use My Current Location'));
}

describe('MapModal', () => {
  it('is titled for the pickup or the drop-off, with the hint, and opens at 41.0015, 39.7178 zoom 12', async () => {
    const { unmount } = renderModal();
    expect(screen.getByText('Select Pickup Location')).toBeTruthy();
    expect(screen.getByText('Click on the map to select your pickup location')).toBeTruthy();
    const map = await screen.findByTestId('fake-map');
    expect(map.dataset.centre).toBe('41.0015,39.7178');
    expect(map.dataset.zoom).toBe('12');
    unmount();
    renderModal({ which: 'dropoff' });
    expect(screen.getByText('Select Drop-off Location')).toBeTruthy();
    expect(screen.getByText('Click on the map to select your drop-off location')).toBeTruthy();
  });

  it('a click selects a point (zoom 15) and Confirm Location hands it over; Cancel hands nothing', async () => {
    const setView = vi.spyOn(fakeMap, 'setView');
    const { onConfirm, onCancel } = renderModal();
    const confirm = screen.getByText('Confirm Location') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(await screen.findByText('fake map click'));
    expect(setView).toHaveBeenCalledWith([41.01234, 39.75678], 15);
    expect(screen.getByTestId('map-selected').textContent).toContain('41.01234, 39.75678');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ lat: 41.01234, lng: 39.75678 });
    fireEvent.click(screen.getByText('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('by keyboard: a crosshair marks the centre, "Use the point at the centre of the map" chooses it, announced politely', async () => {
    const setView = vi.spyOn(fakeMap, 'setView');
    const { onConfirm } = renderModal();
    const map = await screen.findByTestId('fake-map');
    // The crosshair is drawn over the map (decoration only); the map is described by the keyboard hint.
    expect(within(screen.getByTestId('map-box')).getByTestId('map-crosshair').getAttribute('aria-hidden')).toBe('true');
    const hint = screen.getByTestId('map-keyboard-hint');
    expect(hint.textContent).toBe(
      'With the keyboard: move the map with the arrow keys until the crosshair is on your point, then press Enter or “Use the point at the centre of the map”. A place’s marker can also be chosen with Enter.',
    );
    expect(map.getAttribute('aria-describedby')).toBe(hint.id);
    // The selection is a polite live region, there before anything is chosen.
    const selected = screen.getByTestId('map-selected');
    expect(selected.getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('status')).toContain(selected);
    expect(selected.textContent).toBe('No point selected yet');

    // The arrow keys panned the map here: the button takes the point under the crosshair.
    fakeMap.centre = { lat: 40.99078, lng: 39.68159 };
    const useCentre = screen.getByRole('button', { name: 'Use the point at the centre of the map' });
    useCentre.focus();
    fireEvent.click(useCentre);
    expect(selected.textContent).toBe('Selected: 40.99078, 39.68159');
    expect(setView).toHaveBeenCalledWith([40.99078, 39.68159], 15);
    expect(document.activeElement).toBe(useCentre);
    const confirm = screen.getByRole('button', { name: 'Confirm Location' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({ lat: 40.99078, lng: 39.68159 });
  });

  it('the centre of a map panned out of the service area is refused; without a map, says "Map is not available"', async () => {
    renderModal();
    await screen.findByTestId('fake-map');
    fakeMap.centre = { lat: 41.0082, lng: 28.9784 };
    fireEvent.click(screen.getByRole('button', { name: 'Use the point at the centre of the map' }));
    expect(screen.getByTestId('map-message').textContent).toBe(
      'This point is outside our service area (the eastern Black Sea region around Trabzon and Rize).',
    );
    expect(screen.getByTestId('map-selected').textContent).toBe('No point selected yet');
    cleanup();

    fakeMap.ready = false;
    renderModal();
    await screen.findByTestId('fake-map');
    fireEvent.click(screen.getByRole('button', { name: 'Use the point at the centre of the map' }));
    expect(screen.getByTestId('map-message').textContent).toBe('Map is not available');
  });

  it('refuses a point outside the service area', async () => {
    renderModal();
    fireEvent.click(await screen.findByText('fake click in Istanbul'));
    expect(screen.getByTestId('map-message').textContent).toBe(
      'This point is outside our service area (the eastern Black Sea region around Trabzon and Rize).',
    );
    expect((screen.getByText('Confirm Location') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a point in the sea inside the box at once, as the API would (QA: only the API refused it)', async () => {
    const setView = vi.spyOn(fakeMap, 'setView');
    renderModal();
    fireEvent.click(await screen.findByText('fake click in the sea'));
    expect(screen.getByTestId('map-message').textContent).toBe(
      'This point is outside our service area (the eastern Black Sea region around Trabzon and Rize).',
    );
    expect(screen.getByTestId('map-selected').textContent).toBe('No point selected yet');
    expect((screen.getByText('Confirm Location') as HTMLButtonElement).disabled).toBe(true);
    expect(setView).not.toHaveBeenCalled();
  });

  it.each([
    [1, 'Location access was denied by the user.'],
    [2, 'Location information is unavailable.'],
    [3, 'The request to get user location timed out.'],
    [42, 'An unknown error occurred.'],
  ])('geolocation error code %i says "%s", asked with high accuracy, 10 s, no cache', async (code, message) => {
    const { geolocation, calls } = failingGeolocation(code);
    renderModal({ geolocation });
    await screen.findByTestId('fake-map');
    await useMyLocation();
    await waitFor(() => expect(screen.getByTestId('map-message').textContent).toBe(message));
    expect(calls).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 }]);
  });

  it('says "Geolocation is not supported by your browser" without a geolocation API', async () => {
    renderModal({ geolocation: {} as Geolocation });
    await screen.findByTestId('fake-map');
    await useMyLocation();
    await waitFor(() => expect(screen.getByTestId('map-message').textContent).toBe('Geolocation is not supported by your browser'));
  });

  it('says "Map is not available" when the map is not ready', async () => {
    fakeMap.ready = false;
    const { geolocation, calls } = failingGeolocation(1);
    renderModal({ geolocation });
    await screen.findByTestId('fake-map');
    await useMyLocation();
    await waitFor(() => expect(screen.getByTestId('map-message').textContent).toBe('Map is not available'));
    expect(calls).toHaveLength(0);
  });

  it('uses the position the browser gives', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 40.99, longitude: 39.8 } } as GeolocationPosition),
    } as unknown as Geolocation;
    renderModal({ geolocation });
    await screen.findByTestId('fake-map');
    await useMyLocation();
    await waitFor(() => expect(screen.getByTestId('map-selected').textContent).toContain('40.99000, 39.80000'));
  });

  it('removes the map 300 ms after closing', async () => {
    const { rerender } = renderModal();
    await screen.findByTestId('fake-map');
    vi.useFakeTimers();
    const { AppProviders } = await import('@trabzon/ui');
    const { MemoryRouter } = await import('@trabzon/router');
    rerender(
      <AppProviders>
        <MemoryRouter>
          <MapModal open={false} which="pickup" initial={null} config={CONFIG} rtl={false} onCancel={() => {}} onConfirm={() => {}} />
        </MemoryRouter>
      </AppProviders>,
    );
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByTestId('fake-map')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('fake-map')).toBeNull();
  });
});
