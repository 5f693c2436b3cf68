// @vitest-environment happy-dom
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, destinationsApi, packagesApi, type PackageDetail } from '@trabzon/api-client';
import { queryClient, ScreenSwitch } from '@trabzon/ui';
import { PackagesListScreen } from '../../src/features/list/PackagesListScreen';
import { PackageDetailScreen } from '../../src/features/detail/PackageDetailScreen';
import { PACKAGE_CARD, renderAt, startI18n } from '../helpers';

/** A failed answer, as the API client throws it. */
const failure = (status: number, message: string) =>
  new AxiosError(`Request failed with status code ${status}`, status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data: { message },
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

/** A refusal the cache does not ask again by itself (a 4xx). */
const refusal = () => failure(429, 'Too many requests');

const PACKAGE = {
  ...PACKAGE_CARD,
  duration: 2,
  includedHotels: [],
  itinerary: [],
  seatsPerDeparture: 10,
  reviews: { averageRating: 0, totalReviews: 0, latest: [] },
} as unknown as PackageDetail;

/**
 * Fails the first load and the first Try again, then answers `value`. Each attempt makes `tries`
 * calls (the page's query asks again by itself after a failure); each Try again's first call is left
 * open until `answer()`: the test looks at the screen while it runs.
 */
function failTwiceThen<T>(value: T, tries = 1) {
  const open: (() => void)[] = [];
  const call = vi.fn(async () => {
    const calls = call.mock.calls.length;
    const attempt = Math.floor((calls - 1) / tries);
    if (attempt > 0 && (calls - 1) % tries === 0) await new Promise<void>((answer) => open.push(answer));
    if (attempt <= 1) throw refusal();
    return value;
  });
  return Object.assign(call, { tries, answer: () => open.shift()?.() });
}

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

/**
 * Presses the error panel's button with the keyboard's focus on it. While the call runs, the panel
 * stays as it was, the focus on its busy button, which says so (`trying`), and no loading state
 * (`loading`) takes its place (it did, and the focus fell to <body>). When the call fails again, the
 * focus is still on the button, usable again; it goes to `content` once the answer is on screen.
 */
async function retryTwice(
  [tryAgain, trying]: readonly [string, string],
  call: ReturnType<typeof failTwiceThen>,
  content: () => HTMLElement,
  loading: () => HTMLElement | null,
) {
  const button = await screen.findByRole('button', { name: tryAgain }, { timeout: 5000 });
  const panel = screen.getByTestId('error-panel');
  const said = panel.textContent!;
  expect(said).toContain('Too many requests');
  for (const attempt of [1, 2]) {
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(attempt * call.tries + 1), { timeout: 5000 });
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe(trying);
    expect(document.activeElement).toBe(button);
    expect(screen.getByTestId('error-panel')).toBe(panel);
    expect(panel.textContent).toBe(said.replace(tryAgain, trying));
    expect(loading()).toBeNull();
    await act(async () => call.answer());
    if (attempt === 1) {
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull(), { timeout: 5000 });
      expect(button.isConnected).toBe(true);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(panel.textContent).toBe(said);
      expect(document.activeElement).toBe(button);
    }
  }
  await waitFor(() => expect(document.activeElement).toBe(content()), { timeout: 5000 });
}

const languages = [
  ['en', ['Try again', 'Trying again…']],
  ['tr', ['Tekrar dene', 'Yeniden deneniyor…']],
  ['ar', ['حاول مرة أخرى', 'جارٍ إعادة المحاولة…']],
] as const;

describe('Try again keeps the keyboard’s focus (it fell to <body> when a loading state took the panel’s place)', () => {
  it.each(languages)('/packages in %s: back on the button when it fails again, then on the results’ count', async (language, texts) => {
    await startI18n(language);
    mockOthers();
    const call = failTwiceThen({ results: [PACKAGE_CARD], total: 1, pages: 1, page: 1 });
    vi.spyOn(packagesApi, 'list').mockImplementation(call);
    renderAt('/packages', <PackagesListScreen />);
    await retryTwice(
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
    // The page's query asks twice more after a failure, at once here.
    withoutRetryDelay();
    const call = failTwiceThen(PACKAGE, 3);
    vi.spyOn(packagesApi, 'bySlug').mockImplementation(call);
    renderAt('/packages/highlands', detailRoute);
    await retryTwice(
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
      vi.spyOn(packagesApi, 'bySlug').mockRejectedValue(failure(500, 'Internal Server Error'));
      renderAt('/packages/highlands', detailRoute);
      const panel = await screen.findByTestId('error-panel', {}, { timeout: 5000 });
      expect(within(panel).getByRole('button')).toBeTruthy();
      expect(panel.textContent).not.toContain('Internal Server Error');
    },
  );
});
