// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, packagesApi, type PackageDetail } from '@trabzon/api-client';
import { ScreenSwitch } from '@trabzon/ui';
import { PackageDetailScreen } from '../../../src/features/detail/PackageDetailScreen';
import { PACKAGE_CARD, renderAt, startI18n } from '../../helpers';

const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

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
});
afterAll(() => viewport.setViewport({ width: 1024, height: 768 }));

async function bookingPanel(width: number) {
  viewport.setViewport({ width, height: 800 });
  vi.spyOn(packagesApi, 'bySlug').mockResolvedValue(PACKAGE);
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
  renderAt('/packages/highlands', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
  return screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
}

// QA: on a 390 px phone the ~460 px tall panel, pinned while scrolling, covered the itinerary, the
// hotels and the reviews (a focused review link was hidden behind it).
describe('the package booking panel while the page scrolls', () => {
  it('scrolls with the page on a phone, where it is above the content', async () => {
    const panel = await bookingPanel(390);
    expect(getComputedStyle(panel).position).not.toBe('sticky');
  });

  it('stays in view beside the content on a wide screen (two columns from 900 px)', async () => {
    const panel = await bookingPanel(1024);
    expect(getComputedStyle(panel).position).toBe('sticky');
  });
});
