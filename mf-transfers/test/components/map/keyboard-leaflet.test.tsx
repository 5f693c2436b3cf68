// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { CONFIG } from '../../fixtures';

// The real Leaflet map (not the fake): its markers and its container are what the keyboard reaches.
const { MapModal } = await import('../../../src/components/map/MapModal');

beforeAll(() => startI18n('en'));
afterEach(cleanup);

async function renderModal() {
  const onConfirm = vi.fn();
  renderWithProviders(
    <MapModal open which="pickup" initial={null} config={CONFIG} rtl={false} onCancel={() => {}} onConfirm={onConfirm} />,
  );
  // Each place's marker is a focusable image with role=button, named after the place. The first test
  // waits for Leaflet's chunk too (it flaked at the 1 s default on a loaded machine).
  const marker = await screen.findByRole('button', { name: 'Trabzon Airport (TZX)' }, { timeout: 5000 });
  return { onConfirm, marker };
}

const selected = () => screen.getByTestId('map-selected').textContent;
const confirm = () => screen.getByRole('button', { name: 'Confirm Location' }) as HTMLButtonElement;

describe('the map by keyboard (real Leaflet)', () => {
  it('Enter on a place’s marker chooses the place, announced in the status; Confirm Location hands it over', async () => {
    const { marker, onConfirm } = await renderModal();
    expect(marker.getAttribute('tabindex')).toBe('0');
    expect(confirm().disabled).toBe(true);
    marker.focus();
    fireEvent.keyDown(marker, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(selected()).toBe('Selected: 40.99510, 39.78970'), { timeout: 5000 });
    expect(screen.getByTestId('map-selected').getAttribute('role')).toBe('status');
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ lat: 40.9951, lng: 39.7897 });
  });

  it('Space on a marker chooses its place too, without scrolling the page; other keys do not', async () => {
    await renderModal();
    const sumela = screen.getByRole('button', { name: 'Sumela Monastery' });
    fireEvent.keyDown(sumela, { key: 'Tab', code: 'Tab', keyCode: 9 });
    expect(selected()).toBe('No point selected yet');
    // fireEvent answers false when the handler prevented the default (the page's scroll).
    expect(fireEvent.keyDown(sumela, { key: ' ', code: 'Space', keyCode: 32 })).toBe(false);
    await waitFor(() => expect(selected()).toBe('Selected: 40.69030, 39.65830'));
  });

  it('Enter on the focused map chooses the point under the crosshair, its centre; Enter on a zoom button does not', async () => {
    await renderModal();
    const container = screen.getByTestId('map-box').querySelector<HTMLElement>('.leaflet-container')!;
    // The focusable map is described by the keyboard hint.
    expect(container.getAttribute('tabindex')).toBe('0');
    expect(container.getAttribute('aria-describedby')).toBe(screen.getByTestId('map-keyboard-hint').id);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Zoom in' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(selected()).toBe('No point selected yet');

    container.focus();
    fireEvent.keyDown(container, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(selected()).toBe('Selected: 41.00150, 39.71780'));
    expect(confirm().disabled).toBe(false);
  });

  it('"Use the point at the centre of the map" chooses the centre of the real map', async () => {
    await renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Use the point at the centre of the map' }));
    await waitFor(() => expect(selected()).toBe('Selected: 41.00150, 39.71780'));
  });
});
