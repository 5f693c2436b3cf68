// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, offersApi, type HotelDetail, type Offer, type StayPrices } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { HOTELS_NS } from '../../src/i18n';
import { HotelsListScreen } from '../../src/features/list/HotelsListScreen';
import { ScreenSwitch } from '@trabzon/ui';
import { apiFailure, failingCall, RETRY_TEXTS, retryTwice } from '@trabzon/ui/testing';

/** A refusal the cache does not ask again by itself (a 4xx). */
const refusal = () => apiFailure(429, 'Too many requests');
import { routes } from '../../src/routes';
import { FeaturedHotels } from '../../src/features/widgets/FeaturedHotels';
import { SpecialOffers } from '../../src/features/widgets/SpecialOffers';
import { HOTEL_CARD, renderAt, startI18n } from '../helpers';

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

/** The shared check of Try again (retryTwice), once the panel says the refusal (`said`). */
async function retryTwiceAfterRefusal(said: string, ...[texts, call, content, loading]: Parameters<typeof retryTwice>) {
  expect((await screen.findByTestId('error-panel', {}, { timeout: 5000 })).textContent).toContain(said);
  await retryTwice(texts, call, content, loading);
}

/** The panels' text on the 429: their own in the page's language (the API's is English). */
const TOO_MANY_REQUESTS = {
  en: 'Too many requests in a short time. Wait a moment, then try again.',
  tr: 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.',
  ar: 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.',
} as const;

const languages = RETRY_TEXTS;
const english = languages[0][1];

/**
 * Switches the page's language as the header does, once this remote's texts in it are loaded. Switching
 * i18n at once showed the panel's title in English until the language's texts came: under load they came
 * during the check of Try again, whose panel's text then changed under it (the Arabic case failed now and then).
 */
async function inLanguage(language: Language) {
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, HOTELS_NS)).toBe(true), { timeout: 5000 });
}

describe('Try again keeps the keyboard’s focus (it fell to <body> when a loading state took the panel’s place)', () => {
  it.each(languages)('/hotels in %s: back on the button when it fails again, then on the results’ heading', async (language, texts) => {
    await inLanguage(language);
    const call = failingCall({ results: [HOTEL_CARD], total: 1, pages: 1, page: 1 } as never, refusal);
    vi.spyOn(hotelsApi, 'list').mockImplementation(call);
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    await retryTwiceAfterRefusal(
      TOO_MANY_REQUESTS[language],
      texts,
      call,
      () => screen.getByTestId('hotels-count'),
      () => screen.queryAllByTestId('hotel-card-skeleton')[0] ?? null,
    );
  });

  it.each(languages)('/hotels/:id in %s: back on the button, then on the hotel’s name', async (language, texts) => {
    await inLanguage(language);
    const call = failingCall(HOTEL, refusal);
    vi.spyOn(hotelsApi, 'get').mockImplementation(call);
    renderAt('/hotels/h1', '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
    await retryTwiceAfterRefusal(TOO_MANY_REQUESTS[language], texts, call, () =>
      screen.getByRole('heading', { level: 1, name: 'Zorlu Grand' }),
    );
  });

  // QA: these went to the first card's link, where every other panel goes to its content's heading. The
  // home page's section heading is the shell's, outside the widget: the widget's cards, named as the widget.
  it('home, featured hotels: back on the button, then on the widget’s cards, named as the widget', async () => {
    const call = failingCall({ results: [HOTEL_CARD], total: 1 } as never, refusal);
    vi.spyOn(hotelsApi, 'featured').mockImplementation(call);
    renderAt('/', '/', <FeaturedHotels />);
    await retryTwiceAfterRefusal(TOO_MANY_REQUESTS.en, english, call, () => screen.getByRole('group', { name: 'Featured hotels' }));
    expect(within(document.activeElement as HTMLElement).getByTestId('hotel-card')).toBeTruthy();
  });

  it('home, special offers: back on the button, then on the widget’s cards, named as the widget', async () => {
    const call = failingCall({ results: [OFFER], total: 1 } as never, refusal);
    vi.spyOn(offersApi, 'special').mockImplementation(call);
    renderAt('/', '/', <SpecialOffers />);
    await retryTwiceAfterRefusal(TOO_MANY_REQUESTS.en, english, call, () => screen.getByRole('group', { name: 'Special offers' }));
    expect(within(document.activeElement as HTMLElement).getByTestId('offer-card')).toBeTruthy();
  });
});

describe('a failed load says no server text that helps no one', () => {
  it.each(languages)('/hotels in %s after a 500: the translated title and Try again, not "Internal Server Error"', async (language) => {
    await inLanguage(language);
    vi.spyOn(hotelsApi, 'list').mockRejectedValue(apiFailure(500, 'Internal Server Error'));
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    const panel = await screen.findByTestId('error-panel', {}, { timeout: 5000 });
    expect(within(panel).getByRole('button')).toBeTruthy();
    expect(panel.textContent).not.toContain('Internal Server Error');
  });
});
