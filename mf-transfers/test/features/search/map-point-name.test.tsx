// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { RESULTS } from '../../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient, neverAnswers } = await import('../../fixtures');
  return mockApiClient(original, { search: api.search }, { quote: neverAnswers() });
});

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

const LRI = '\u2066';
const PDI = '\u2069';

beforeAll(() => startI18n('ar'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.search.mockReset();
});

/*
 * QA: the API names a map point in the page's language ("نقطة على الخريطة 41.00500, 39.73000");
 * the whole name was isolated left to right, so an Arabic page showed its words to the left of the
 * numbers: read right to left, the coordinates came before "map point".
 */
describe('a map point named in Arabic, on a right-to-left page', () => {
  it('isolates only its coordinates left to right: its words are read first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
    api.search.mockResolvedValue({
      ...RESULTS,
      serviceType: 'transfer',
      dropoffDate: null,
      pickup: { code: 'CUSTOM', name: 'نقطة على الخريطة 41.00500, 39.73000', lat: 41.005, lng: 39.73 },
      distanceKm: 59.3,
    });
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('service-transfer'));
    fireEvent.click(screen.getByTestId('car-search-submit'));
    const summary = (await screen.findByTestId('results-summary')).textContent!;
    expect(summary.startsWith(`نقطة على الخريطة ${LRI}41.00500, 39.73000${PDI} `)).toBe(true);
  });
});
