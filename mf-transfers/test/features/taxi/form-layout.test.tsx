// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { TAXI_ESTIMATE, mockApiClient } = await import('../../fixtures');
  return mockApiClient(original, { taxiEstimate: vi.fn(async () => TAXI_ESTIMATE) });
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');
const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('en'));
afterEach(cleanup);

const POINT = 'pickupLocation=CUSTOM&pickupPoint=40.99510,39.78970&dropoffLocation=SUMELA';

/*
 * QA: at 1280 and 360px a map point's disabled box showed "40.9951(" (it cannot be scrolled) and
 * the select beside it "Custom location (map": the taxi form's fixed 220px grid tracks, and the box
 * sharing its line with Edit and Remove. happy-dom does no layout: these check the rules that prevent it.
 */
describe('a map point: its coordinates are never cut', () => {
  it('/taxis starts a place field at its content width, not in a fixed 220px track', () => {
    renderWithProviders(<TaxiScreen />, `/taxis?${POINT}`);
    const form = getComputedStyle(screen.getByTestId('taxi-form'));
    expect({ display: form.display, wrap: form.flexWrap }).toEqual({ display: 'flex', wrap: 'wrap' });
    expect(getComputedStyle(screen.getByTestId('pickup-field')).flexBasis).toBe('auto');
    expect(getComputedStyle(screen.getByTestId('taxi-estimate')).flexBasis).toBe('100%');
  });

  it.each([
    ['/taxis', () => <TaxiScreen />],
    ['/car-transfers', () => <CarTransfersScreen />],
  ])('%s shows the coordinates on a line of their own, at least as wide as their text', (path, screenOf) => {
    renderWithProviders(screenOf(), `${path}?service=transfer&${POINT}`);
    const box = screen.getByTestId('pickup-coordinates') as HTMLInputElement;
    expect(box.value).toBe('40.99510, 39.78970');
    // Edit and Remove are on a line of their own: the box is not squeezed beside them.
    expect(box.parentElement).not.toBe(screen.getByTestId('pickup-edit').parentElement);
    expect(box.parentElement).toBe(screen.getByTestId('pickup-field'));
    expect(getComputedStyle(box).minInlineSize || getComputedStyle(box).minWidth).toMatch(/^calc\(19ch/);
  });
});
