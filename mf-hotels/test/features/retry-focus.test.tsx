// @vitest-environment happy-dom
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, offersApi, type HotelDetail, type Offer, type StayPrices } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { HotelsListScreen } from '../../src/features/list/HotelsListScreen';
import { ScreenSwitch } from '@trabzon/ui';
import { routes } from '../../src/routes';
import { FeaturedHotels } from '../../src/features/widgets/FeaturedHotels';
import { SpecialOffers } from '../../src/features/widgets/SpecialOffers';
import { HOTEL_CARD, renderAt, startI18n } from '../helpers';

/** A refusal the cache does not ask again by itself (a 4xx), as the API client throws it. */
const refusal = () =>
  new AxiosError('Request failed with status code 429', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 429,
    statusText: '',
    data: { message: 'Too many requests' },
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

const HOTEL: HotelDetail = {
  ...HOTEL_CARD,
  roomTypes: [],
  reviews: { averageRating: 0, totalReviews: 0, latest: [] },
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: '',
  rules: [],
  paymentOptions: [],
  contact: {},
  coordinates: null,
  featured: false,
} as unknown as HotelDetail;

const OFFER = {
  _id: 'o1',
  hotel: HOTEL_CARD,
  roomType: { _id: 'r1', name: 'Room', capacity: 2, pricePerNight: 100 },
  promotionCode: 'X',
  discountPercent: 10,
  originalPrice: 100,
  price: 90,
  validFrom: '2030-12-06',
  validTo: '2031-01-05',
  bestDate: '2030-12-09',
  nights: 31,
} as unknown as Offer;

/**
 * Fails twice, then answers `value`. The calls Try again makes are left open until `answer()`: the
 * test looks at the screen while they run.
 */
function failTwiceThen<T>(value: Awaited<T>) {
  const open: (() => void)[] = [];
  const call = vi.fn(async () => {
    const calls = call.mock.calls.length;
    if (calls > 1) await new Promise<void>((answer) => open.push(answer));
    if (calls <= 2) throw refusal();
    return value;
  });
  return Object.assign(call, { answer: () => open.shift()?.() });
}

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(hotelsApi, 'stayPrices').mockResolvedValue({ rooms: [], currency: 'USD', nightsCount: 1 } as StayPrices);
  vi.spyOn(hotelsApi, 'availability').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await startI18n();
});

/**
 * Presses the error panel's button with the keyboard's focus on it. While the call runs, the panel
 * stays as it was (its message too), the focus on its busy button, which says so (`trying`), and no
 * loading state (`loading`) takes its place (it did, and the focus fell to <body>). When the call fails
 * again, the focus is still on the button, usable again; it goes to `content` once the answer is on screen.
 */
async function retryTwice(
  [tryAgain, trying]: readonly [string, string],
  call: ReturnType<typeof failTwiceThen>,
  content: () => HTMLElement,
  loading: () => HTMLElement | null = () => screen.queryByRole('status'),
) {
  const button = await screen.findByRole('button', { name: tryAgain }, { timeout: 5000 });
  const panel = screen.getByTestId('error-panel');
  const said = panel.textContent;
  expect(said).toContain('Too many requests');
  for (const attempt of [1, 2]) {
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(attempt + 1), { timeout: 5000 });
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // QA: the busy button was only dimmed; it says the attempt is running (aria-busy, its text).
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
const english = languages[0][1];

async function inLanguage(language: string) {
  useLocaleStore.getState().setLanguage(language as 'en');
  await i18n.changeLanguage(language);
}

describe('Try again keeps the keyboard’s focus (it fell to <body> when a loading state took the panel’s place)', () => {
  it.each(languages)('/hotels in %s: back on the button when it fails again, then on the results’ heading', async (language, texts) => {
    await inLanguage(language);
    const call = failTwiceThen({ results: [HOTEL_CARD], total: 1, pages: 1, page: 1 } as never);
    vi.spyOn(hotelsApi, 'list').mockImplementation(call);
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    await retryTwice(
      texts,
      call,
      () => screen.getByTestId('hotels-count'),
      () => screen.queryAllByTestId('hotel-card-skeleton')[0] ?? null,
    );
  });

  it.each(languages)('/hotels/:id in %s: back on the button, then on the hotel’s name', async (language, texts) => {
    await inLanguage(language);
    const call = failTwiceThen(HOTEL);
    vi.spyOn(hotelsApi, 'get').mockImplementation(call);
    renderAt('/hotels/h1', '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
    await retryTwice(texts, call, () => screen.getByRole('heading', { level: 1, name: 'Zorlu Grand' }));
  });

  // QA: these went to the first card's link, where every other panel goes to its content's heading. The
  // home page's section heading is the shell's, outside the widget: the widget's cards, named as the widget.
  it('home, featured hotels: back on the button, then on the widget’s cards, named as the widget', async () => {
    const call = failTwiceThen({ results: [HOTEL_CARD], total: 1 } as never);
    vi.spyOn(hotelsApi, 'featured').mockImplementation(call);
    renderAt('/', '/', <FeaturedHotels />);
    await retryTwice(english, call, () => screen.getByRole('group', { name: 'Featured hotels' }));
    expect(within(document.activeElement as HTMLElement).getByTestId('hotel-card')).toBeTruthy();
  });

  it('home, special offers: back on the button, then on the widget’s cards, named as the widget', async () => {
    const call = failTwiceThen({ results: [OFFER], total: 1 } as never);
    vi.spyOn(offersApi, 'special').mockImplementation(call);
    renderAt('/', '/', <SpecialOffers />);
    await retryTwice(english, call, () => screen.getByRole('group', { name: 'Special offers' }));
    expect(within(document.activeElement as HTMLElement).getByTestId('offer-card')).toBeTruthy();
  });
});

describe('a failed load says no server text that helps no one', () => {
  it.each(languages)('/hotels in %s after a 500: the translated title and Try again, not "Internal Server Error"', async (language) => {
    await inLanguage(language);
    vi.spyOn(hotelsApi, 'list').mockRejectedValue(
      new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', undefined, undefined, {
        status: 500,
        statusText: '',
        data: { message: 'Internal Server Error' },
        headers: {},
        config: { headers: new AxiosHeaders() },
      } as AxiosResponse),
    );
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    const panel = await screen.findByTestId('error-panel', {}, { timeout: 5000 });
    expect(within(panel).getByRole('button')).toBeTruthy();
    expect(panel.textContent).not.toContain('Internal Server Error');
  });
});
