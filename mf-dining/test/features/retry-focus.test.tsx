// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, restaurantsApi } from '@trabzon/api-client';
import { queryClient, ScreenSwitch } from '@trabzon/ui';
import { apiFailure, failingCall, RETRY_TEXTS, retryTwice } from '@trabzon/ui/testing';

/** A server failure (the cache asks again by itself first). */
const serverError = () => apiFailure(500, 'Internal Server Error');
import { bookingsApi, type BookingQuote } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { RestaurantBookingScreen } from '../../src/features/booking/RestaurantBookingScreen';
import { RestaurantsListScreen } from '../../src/features/list/RestaurantsListScreen';
import { routes } from '../../src/routes';
import { renderWithProviders, startI18n } from '../render';
import { LIST } from './list/fixtures';
import { RESTAURANT } from './detail/fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.setQueryDefaults(['restaurants'], {});
});

/** The shared check of Try again (retryTwice); a 5xx's server text helps no one, so the panel never says it. */
async function retryTwiceAfter500(...[texts, call, content, loading]: Parameters<typeof retryTwice>) {
  expect((await screen.findByTestId('error-panel', {}, { timeout: 5000 })).textContent).not.toContain('Internal Server Error');
  await retryTwice(texts, call, content, loading);
}

const languages = RETRY_TEXTS;

// QA: after a 500, Try again put "Loading…" in the panel's place (the focus fell to <body>), never said
// it was trying, and left the focus on <body> once loaded.
describe('Try again after a failed load keeps the keyboard’s focus', () => {
  it.each(languages)(
    '/restaurants/:id in %s: back on the button when it fails again, then on the restaurant’s name',
    async (language, texts) => {
      await startI18n(language);
      queryClient.setQueryDefaults(['restaurants'], { retryDelay: 0 });
      const call = failingCall(RESTAURANT, serverError);
      vi.spyOn(restaurantsApi, 'get').mockImplementation(call);
      vi.spyOn(restaurantsApi, 'slots').mockResolvedValue({ date: '', partySize: 2, seatingMinutes: 90, slots: [] });
      renderWithProviders(<ScreenSwitch routes={routes} fallback={null} />, '/restaurants/hamsi-kosku');
      await retryTwiceAfter500(
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
      const call = failingCall(LIST, serverError);
      vi.spyOn(restaurantsApi, 'list').mockImplementation(call);
      vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
      renderWithProviders(<RestaurantsListScreen />);
      await retryTwiceAfter500(
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
      const call = failingCall(RESTAURANT, serverError);
      vi.spyOn(restaurantsApi, 'get').mockImplementation(call);
      const quote = { lineItems: [], subtotal: 0, taxRate: 0, tax: 0, total: 0, currency: 'USD' } as unknown as BookingQuote;
      vi.spyOn(bookingsApi, 'quote').mockResolvedValue(quote);
      const date = addDays(todayIso(), 5);
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${date}&time=19:30&party=2`);
      await retryTwiceAfter500(
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
