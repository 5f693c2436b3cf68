// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, restaurantsApi, type RestaurantDetail } from '@trabzon/api-client';
import { queryClient, ScreenSwitch } from '@trabzon/ui';
import { bookingsApi, type BookingQuote } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { RestaurantBookingScreen } from '../../src/features/booking/RestaurantBookingScreen';
import { RestaurantsListScreen } from '../../src/features/list/RestaurantsListScreen';
import { routes } from '../../src/routes';
import { renderWithProviders, startI18n } from '../render';
import { LIST } from './list/fixtures';

/** A server failure, as the API client throws it (the cache asks again by itself first). */
const serverError = () =>
  new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status: 500,
    statusText: '',
    data: { message: 'Internal Server Error' },
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

const RESTAURANT = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: 'Hamsi Köşkü',
  description: 'Black Sea anchovies',
  cuisine: 'turkish',
  priceRange: 2,
  images: [],
  address: { street: 'Uzun Sokak 1', city: 'Trabzon', country: 'Türkiye' },
  destination: null,
  contact: { phone: '' },
  averageRating: 4.5,
  totalReviews: 0,
  reviews: [],
  features: [],
  menu: [],
  hours: [],
  isNew: false,
  promoted: false,
  maxPartySize: 8,
  seatingMinutes: 90,
} as unknown as RestaurantDetail;

/**
 * An API call that fails until `answer(true)`. After `hold()`, the next call waits for `answer()`: the
 * test looks at the screen while Try again's attempt runs. The cache's own repeats follow at once.
 */
function failing<T>(value: T) {
  let fails = true;
  let held: Promise<void> | null = null;
  let release = () => undefined as void;
  const call = vi.fn(async () => {
    if (held) await held;
    if (fails) throw serverError();
    return value;
  });
  return Object.assign(call, {
    hold: () => {
      held = new Promise<void>((open) => (release = open));
    },
    answer: (ok: boolean) => {
      fails = !ok;
      held = null;
      release();
    },
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.setQueryDefaults(['restaurants'], {});
});

/**
 * Presses the error panel's Try again with the keyboard's focus on it, twice. While the attempt runs,
 * the panel stays as it was with the focus on its busy button ("Trying again…"), and no loading state
 * (`loading`) takes its place (it did, and the focus fell to <body>). Failing again leaves the focus on
 * the button, usable again; after the second attempt, the focus goes to `content`.
 */
async function retryTwice(
  [tryAgain, trying]: readonly [string, string],
  call: ReturnType<typeof failing>,
  content: () => HTMLElement,
  loading: () => HTMLElement | null,
) {
  const button = await screen.findByRole('button', { name: tryAgain }, { timeout: 5000 });
  const panel = screen.getByTestId('error-panel');
  const said = panel.textContent ?? '';
  // A 5xx's server text helps no one.
  expect(said).not.toContain('Internal Server Error');
  for (const ok of [false, true]) {
    const before = call.mock.calls.length;
    call.hold();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(before + 1), { timeout: 5000 });
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe(trying);
    expect(document.activeElement).toBe(button);
    expect(screen.getByTestId('error-panel')).toBe(panel);
    expect(panel.textContent).toBe(said.replace(tryAgain, trying));
    expect(loading()).toBeNull();
    await act(async () => call.answer(ok));
    if (!ok) {
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

// QA: after a 500, Try again put "Loading…" in the panel's place (the focus fell to <body>), never said
// it was trying, and left the focus on <body> once loaded.
describe('Try again after a failed load keeps the keyboard’s focus', () => {
  it.each(languages)(
    '/restaurants/:id in %s: back on the button when it fails again, then on the restaurant’s name',
    async (language, texts) => {
      await startI18n(language);
      queryClient.setQueryDefaults(['restaurants'], { retryDelay: 0 });
      const call = failing(RESTAURANT);
      vi.spyOn(restaurantsApi, 'get').mockImplementation(call);
      vi.spyOn(restaurantsApi, 'slots').mockResolvedValue({ date: '', partySize: 2, seatingMinutes: 90, slots: [] });
      renderWithProviders(<ScreenSwitch routes={routes} fallback={null} />, '/restaurants/hamsi-kosku');
      await retryTwice(
        texts,
        call,
        () => screen.getByRole('heading', { level: 1, name: 'Hamsi Köşkü' }),
        () => screen.queryByRole('status'),
      );
    },
  );

  it.each(languages)(
    '/restaurants in %s: back on the button when it fails again, then on the results’ heading',
    async (language, texts) => {
      await startI18n(language);
      queryClient.setQueryDefaults(['restaurants'], { retryDelay: 0 });
      const call = failing(LIST);
      vi.spyOn(restaurantsApi, 'list').mockImplementation(call);
      vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
      renderWithProviders(<RestaurantsListScreen />);
      await retryTwice(
        texts,
        call,
        () => within(screen.getByTestId('result-count')).getByRole('heading', { level: 2 }),
        // The skeletons, or the count's "Loading restaurants…" (said by its live region).
        () =>
          screen.queryAllByTestId('restaurant-card-skeleton')[0] ??
          (screen.getByTestId('result-count').textContent ? screen.getByTestId('result-count') : null),
      );
    },
  );

  it.each(languages)(
    '/restaurant-booking in %s: back on the button when it fails again, then on the booking form’s title',
    async (language, texts) => {
      await startI18n(language);
      queryClient.setQueryDefaults(['restaurants'], { retryDelay: 0 });
      const call = failing(RESTAURANT);
      vi.spyOn(restaurantsApi, 'get').mockImplementation(call);
      const quote = { lineItems: [], subtotal: 0, taxRate: 0, tax: 0, total: 0, currency: 'USD' } as unknown as BookingQuote;
      vi.spyOn(bookingsApi, 'quote').mockResolvedValue(quote);
      const date = addDays(todayIso(), 5);
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${date}&time=19:30&party=2`);
      await retryTwice(
        texts,
        call,
        // The form's h1, the page's only one once the form is there.
        () => {
          screen.getByTestId('checkout-form');
          return screen.getByRole('heading', { level: 1 });
        },
        () => screen.queryByRole('status'),
      );
    },
  );
});
