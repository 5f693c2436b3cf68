// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { renderWithProviders, startI18n } from '../../render';

const api = vi.hoisted(() => ({ search: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient, neverAnswers } = await import('../../fixtures');
  return mockApiClient(original, { search: api.search }, { quote: neverAnswers() });
});

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeEach(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.search.mockReset();
});

describe("/car-transfers: the form's refusal", () => {
  /*
   * QA: the refusal was kept as the text worded when Search was pressed; switching the language in
   * the header left "Pickup and drop-off must be different places" in English on a Turkish page.
   */
  it('is said again in the language the visitor switches to', async () => {
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    fireEvent.change(screen.getByTestId('dropoff-select'), { target: { value: 'TZX' } });
    fireEvent.click(screen.getByTestId('car-search-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Pickup and drop-off must be different places');

    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByRole('alert').textContent).toBe('Alış ve bırakış yerleri farklı olmalı');
    expect(api.search).not.toHaveBeenCalled();
  });

  /*
   * QA: a shared link to a transfer with the same place at both ends showed the form and the
   * service cards, with no results and not a word why (nothing was searched).
   */
  it('a link whose transfer starts and ends at the same place says why nothing is searched', () => {
    renderWithProviders(<CarTransfersScreen />, '/car-transfers?service=transfer&pickupLocation=RIZE&dropoffLocation=RIZE&passengers=2');
    expect(screen.getByRole('alert').textContent).toBe('Pickup and drop-off must be different places');
    expect(api.search).not.toHaveBeenCalled();
  });
});
