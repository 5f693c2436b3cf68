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

/*
 * QA: at 1280px the Passengers field sat alone on a row of its own, the places, the date and the
 * time filling the row above. Now the date, time and passengers have a row of their own under the
 * places, three equal columns (one on a phone). Checked in Chromium at 1280, 1024, 768, 601 and
 * 390px in en, tr and ar: the places share the first row, the three fields the second.
 */
describe('/taxis: the date, time and passengers share a row of their own', () => {
  it('in three equal columns, under the two places', () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    const row = screen.getByTestId('taxi-when');
    expect(row.parentElement).toBe(screen.getByTestId('taxi-form'));
    expect(getComputedStyle(row).flexBasis).toBe('100%');
    expect(getComputedStyle(row).display).toBe('grid');
    expect(getComputedStyle(row).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    for (const label of ['Date', 'Pickup Time', 'Passengers']) expect(row.contains(screen.getByLabelText(label))).toBe(true);
    // The places stay in the form's own row, before it.
    expect(screen.getByTestId('dropoff-field').parentElement).toBe(screen.getByTestId('taxi-form'));
    expect(screen.getByTestId('dropoff-field').compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

// QA: in the car form the map buttons were 40px high, Search 42 and the selects 44: one height on a row.
describe('the search forms: buttons as tall as the fields beside them', () => {
  it.each([
    ['/taxis', () => <TaxiScreen />, 'taxi-form', 'taxi-book'],
    ['/car-transfers', () => <CarTransfersScreen />, 'car-search-form', 'car-search-submit'],
  ])('%s: the map buttons and the submit button are 44px, as the selects', (path, screenOf, formId, submitId) => {
    renderWithProviders(screenOf(), path);
    const minHeight = (element: HTMLElement) => getComputedStyle(element).minHeight;
    expect(minHeight(screen.getByTestId('pickup-select'))).toBe('44px');
    expect(minHeight(screen.getByTestId('pickup-map-button'))).toBe('44px');
    expect(minHeight(screen.getByTestId('dropoff-map-button'))).toBe('44px');
    const submit = screen.getByTestId(submitId);
    expect(submit.closest('form')).toBe(screen.getByTestId(formId));
    expect(minHeight(submit)).toBe('44px');
  });
});
