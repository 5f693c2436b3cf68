// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, destinationsApi, packagesApi, type PackageDetail } from '@trabzon/api-client';
import { queryClient, ScreenSwitch } from '@trabzon/ui';
import { apiFailure, failingCall, RETRY_TEXTS, retryTwice } from '@trabzon/ui/testing';
import { PackagesListScreen } from '../../src/features/list/PackagesListScreen';
import { PackageDetailScreen } from '../../src/features/detail/PackageDetailScreen';
import { PACKAGE_CARD, renderAt, startI18n } from '../helpers';

/** A refusal the cache does not ask again by itself (a 4xx). */
const refusal = () => apiFailure(429, 'Too many requests');

const PACKAGE = {
  ...PACKAGE_CARD,
  duration: 2,
  includedHotels: [],
  itinerary: [],
  seatsPerDeparture: 10,
  reviews: { averageRating: 0, totalReviews: 0, latest: [] },
} as unknown as PackageDetail;

const detailRoute = <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />;

function mockOthers() {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
}

const defaults = queryClient.getDefaultOptions();
/** The cache's own new attempts after a failure, made at once (not after 1 and 2 seconds). */
const withoutRetryDelay = () => queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.setDefaultOptions(defaults);
});
afterAll(() => startI18n('en'));

/** The shared check of Try again (retryTwice), once the panel says the refusal (`said`). */
async function retryTwiceAfterRefusal(said: string, ...[texts, call, content, loading]: Parameters<typeof retryTwice>) {
  expect((await screen.findByTestId('error-panel', {}, { timeout: 5000 })).textContent).toContain(said);
  await retryTwice(texts, call, content, loading);
}

/** The list's and the package page's panel on the 429: their own text in the page's language (the API's is English). */
const TOO_MANY_REQUESTS = {
  en: 'Too many requests in a short time. Wait a moment, then try again.',
  tr: 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.',
  ar: 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.',
} as const;

const languages = RETRY_TEXTS;

describe('Try again keeps the keyboard’s focus (it fell to <body> when a loading state took the panel’s place)', () => {
  it.each(languages)('/packages in %s: back on the button when it fails again, then on the results’ count', async (language, texts) => {
    await startI18n(language);
    mockOthers();
    const call = failingCall({ results: [PACKAGE_CARD], total: 1, pages: 1, page: 1 }, refusal);
    vi.spyOn(packagesApi, 'list').mockImplementation(call);
    renderAt('/packages', <PackagesListScreen />);
    await retryTwiceAfterRefusal(
      TOO_MANY_REQUESTS[language],
      texts,
      call,
      () => screen.getByTestId('packages-count'),
      () => screen.queryAllByTestId('package-card-skeleton')[0] ?? null,
    );
    expect(screen.getByTestId('packages-count').textContent).not.toBe('\u00a0');
  });

  it.each(languages)('/packages/:slug in %s: back on the button, then on the package’s name', async (language, texts) => {
    await startI18n(language);
    mockOthers();
    // A 5xx is asked once more after a failure, at once here.
    withoutRetryDelay();
    const call = failingCall(PACKAGE, refusal);
    vi.spyOn(packagesApi, 'bySlug').mockImplementation(call);
    renderAt('/packages/highlands', detailRoute);
    await retryTwiceAfterRefusal(
      TOO_MANY_REQUESTS[language],
      texts,
      call,
      () => screen.getByRole('heading', { level: 1, name: 'Highlands by day' }),
      () => screen.queryByRole('status'),
    );
  });
});

describe('a failed package page says no server text that helps no one', () => {
  it.each(languages)(
    '/packages/:slug in %s after a 500: the translated title and Try again, not "Internal Server Error"',
    async (language) => {
      await startI18n(language);
      mockOthers();
      withoutRetryDelay();
      vi.spyOn(packagesApi, 'bySlug').mockRejectedValue(apiFailure(500, 'Internal Server Error'));
      renderAt('/packages/highlands', detailRoute);
      const panel = await screen.findByTestId('error-panel', {}, { timeout: 5000 });
      expect(within(panel).getByRole('button')).toBeTruthy();
      expect(panel.textContent).not.toContain('Internal Server Error');
    },
  );
});
