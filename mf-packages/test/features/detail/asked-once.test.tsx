// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, packagesApi, type PackageDetail } from '@trabzon/api-client';
import { apiFailure, openPrefetched, resetQueryCache, settledQueries } from '@trabzon/ui/testing';
import { routes } from '../../../src/routes';
import { PACKAGE_CARD, startI18n } from '../../helpers';

const PACKAGE = {
  ...PACKAGE_CARD,
  duration: 2,
  includedHotels: [],
  itinerary: [],
  seatsPerDeparture: 10,
  reviews: { averageRating: 0, totalReviews: 0, latest: [] },
} as unknown as PackageDetail;

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetQueryCache();
});

/** The page's first address (see openPrefetched); the departures and the quote wait for good. */
async function open(url: string, options?: { prefetch?: boolean }) {
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
  await openPrefetched(routes, url, options);
}

describe('/packages/:slug no package has: asked once (the prefetch), not again when the screen mounts', () => {
  it.each([
    [404, 'Package not found'],
    [400, 'slug must be a plain slug'],
    [414, 'A part of the address is longer than 100 characters'],
  ])('%i: one request, and the page says the package is not found, with no Try again', async (status, message) => {
    const bySlug = vi.spyOn(packagesApi, 'bySlug').mockRejectedValue(apiFailure(status, message));
    await open('/packages/no-such-package');
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeTruthy();
    await settledQueries();
    expect(bySlug).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All packages' }).getAttribute('href')).toBe('/packages');
  });

  it('a 5xx: the prefetch and its one new attempt, none on mount; the panel’s Try again still loads the package', async () => {
    const bySlug = vi.spyOn(packagesApi, 'bySlug').mockRejectedValue(apiFailure(503, 'Service Unavailable'));
    await open('/packages/highlands');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await settledQueries();
    expect(bySlug).toHaveBeenCalledTimes(2);
    bySlug.mockResolvedValue(PACKAGE);
    fireEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Highlands by day' }, { timeout: 5000 })).toBeTruthy();
    expect(bySlug).toHaveBeenCalledTimes(3);
  });
});

describe('/packages/:slug refused (a 4xx that is no "not found"): not asked again, as shouldRetry says for every 4xx', () => {
  it('a 429: one request, and the error panel with Try again', async () => {
    const bySlug = vi.spyOn(packagesApi, 'bySlug').mockRejectedValue(apiFailure(429, 'Too many requests'));
    await open('/packages/highlands', { prefetch: false });
    expect(await screen.findByTestId('error-panel', {}, { timeout: 5000 })).toBeTruthy();
    await settledQueries();
    expect(bySlug).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

// QA: /packages/%E0%A4%A asked the API for a double-encoded slug (/api/packages/slug/%25E0%25A4%25A) and
// logged its 404; hotels and restaurants ask nothing for an address no record can have.
describe('/packages/:slug with an address no package can have (a malformed percent-encoding)', () => {
  it('says the package is not found, without asking the API (neither the prefetch nor the screen)', async () => {
    const bySlug = vi.spyOn(packagesApi, 'bySlug').mockResolvedValue(PACKAGE);
    await open('/packages/%E0%A4%A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeTruthy();
    await settledQueries();
    expect(bySlug).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
