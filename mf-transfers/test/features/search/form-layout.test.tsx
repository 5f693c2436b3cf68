// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original));

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('tr'));
afterEach(cleanup);

/** The flex sizing the stylesheet gives an element (happy-dom applies the styled-components rules). */
function sizing(element: Element) {
  const style = getComputedStyle(element);
  return { basis: style.flexBasis, grow: style.flexGrow };
}

/*
 * QA round Z, defect 9: at 1280px in Turkish the pickup select, squeezed into a fixed 220px grid
 * track beside the map button, showed "Trabzon Havalimanı (T". happy-dom does no layout, so this
 * checks the rules that prevent it; the widths themselves were checked in Chromium (1280, 1024,
 * 900, 700, 600 and 412px; en, tr, ar).
 */
describe('the search form: the place fields fit their longest place name', () => {
  it('wraps its fields, each growing to fill its row', () => {
    renderWithProviders(<CarTransfersScreen />);
    const form = getComputedStyle(screen.getByTestId('car-search-form'));
    expect({ display: form.display, wrap: form.flexWrap }).toEqual({ display: 'flex', wrap: 'wrap' });
  });

  it('starts a place field at its content width (the select as wide as its longest option), the others at 220px', () => {
    renderWithProviders(<CarTransfersScreen />);
    expect(sizing(screen.getByTestId('pickup-field'))).toEqual({ basis: 'auto', grow: '1' });
    expect(sizing(screen.getByTestId('dropoff-field'))).toEqual({ basis: 'auto', grow: '1' });
    expect(sizing(screen.getByLabelText('Alış Tarihi').parentElement!)).toEqual({ basis: '220px', grow: '1' });
  });

  it('gives the rental/transfer toggle a row of its own', () => {
    renderWithProviders(<CarTransfersScreen />);
    expect(sizing(screen.getByRole('group', { name: 'Hizmet' })).basis).toBe('100%');
  });
});
