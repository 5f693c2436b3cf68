// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { RESULTS } from '../../fixtures';

const api = vi.hoisted(() => ({ search: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const { mockApiClient, neverAnswers } = await import('../../fixtures');
  return mockApiClient(original, { search: api.search }, { quote: neverAnswers() });
});

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
  // The search's distance is the straight line between the two places (the taxi page gives the road's).
  api.search.mockResolvedValue({ ...RESULTS, serviceType: 'transfer', dropoffDate: null, distanceKm: 59.3 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.search.mockReset();
});

/** The results' summary line of a transfer search. */
async function transferSummary(): Promise<string | null> {
  renderWithProviders(<CarTransfersScreen />);
  fireEvent.click(screen.getByTestId('service-transfer'));
  fireEvent.click(screen.getByTestId('car-search-submit'));
  return (await screen.findByTestId('results-summary')).textContent;
}

describe("a transfer's distance says what it measures", () => {
  it.each([
    ['en', /59\.3 km in a straight line$/],
    ['tr', /kuş uçuşu 59,3 km$/],
    ['ar', /59[.,٫]3 كم في خط مستقيم$/],
  ] as const)('%s: the straight line, not a distance by road', async (language, expected) => {
    await startI18n(language);
    expect(await transferSummary()).toMatch(expected);
  });
});
