// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, restaurantsApi, type BookingQuote, type RestaurantDetail } from '@trabzon/api-client';
import { RESERVATION_MESSAGES } from '@trabzon/contracts/restaurant-rules';
import { addDays, todayIso } from '@trabzon/dates';
import { formatDate, formatDateTime } from '@trabzon/i18n';
import { queryClient } from '@trabzon/ui';
import { RestaurantBookingScreen } from '../../../src/features/booking/RestaurantBookingScreen';
import { renderWithProviders, startI18n } from '../../render';

const DATE = addDays(todayIso(), 5);
/** Hamsi Köşkü seats parties of up to 8 (its page says so), fewer than the rules' 12. */
const RESTAURANT = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: 'Hamsi Köşkü',
  image: null,
  maxPartySize: 8,
  seatingMinutes: 90,
} as unknown as RestaurantDetail;
const QUOTE = { lineItems: [], subtotal: 0, taxRate: 0, tax: 0, total: 0, currency: 'USD' } as unknown as BookingQuote;

function refusedWith(message: string, status = 400) {
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { statusCode: status, message },
    headers: {},
    statusText: '',
    config: {},
  } as unknown as AxiosResponse);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.setQueryDefaults(['restaurants'], {});
});

describe('/restaurant-booking with a link that cannot be booked', () => {
  it('a party size outside the rules says so with the restaurant’s own maximum, in the page’s language', async () => {
    await startI18n('tr');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=0`);
    const panel = await screen.findByTestId('error-panel');
    // Titled as the page's other refusals, the reason under the title.
    expect(within(panel).getByRole('heading').textContent).toBe('Bu masa için rezervasyon yapılamıyor.');
    expect(panel.querySelector('p')?.textContent).toBe('Lütfen \u20661\u2069 ile \u20668\u2069 arasında kişi sayısı seçin.');
    // Back to the restaurant, with the day and time, to choose the party there.
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/restaurants/hamsi-kosku?date=${DATE}&time=19%3A00`);
  });

  it.each([
    ['en', '0', 'This table cannot be booked.', 'Please choose between \u20661\u2069 and \u20668\u2069 guests.'],
    ['ar', 'two', 'لا يمكن حجز هذه الطاولة.', 'يرجى اختيار عدد ضيوف بين \u20661\u2069 و\u20668\u2069.'],
    ['tr', '2.5', 'Bu masa için rezervasyon yapılamıyor.', 'Lütfen \u20661\u2069 ile \u20668\u2069 arasında kişi sayısı seçin.'],
  ] as const)('in %s: party=%s at a restaurant seating at most 8 names 8, not the rules’ 12', async (language, party, title, text) => {
    await startI18n(language);
    const get = vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    const quote = vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=${party}`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe(title);
    expect(panel.querySelector('p')?.textContent).toBe(text);
    expect(get).toHaveBeenCalledWith('hamsi-kosku', expect.anything());
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    expect(quote).not.toHaveBeenCalled();
  });

  it('a party size outside the rules at a restaurant that cannot be found names the rules’ range', async () => {
    await startI18n('en');
    vi.spyOn(restaurantsApi, 'get').mockRejectedValue(refusedWith('Restaurant not found', 404));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=nope&date=${DATE}&time=19:00&party=0`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('This table cannot be booked.');
    expect(panel.querySelector('p')?.textContent).toBe('Please choose between \u20661\u2069 and \u206612\u2069 guests.');
  });

  it('a party above the restaurant’s own maximum names it, in the page’s language, and offers no form', async () => {
    await startI18n('tr');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    const quote = vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
    for (const party of [12, 99]) {
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=${party}`);
      const panel = await screen.findByTestId('error-panel');
      expect(within(panel).getByRole('heading').textContent).toBe('Bu masa için rezervasyon yapılamıyor.');
      expect(panel.querySelector('p')?.textContent).toBe(
        'Bu restoran en fazla \u20668\u2069 kişilik rezervasyon alıyor. Daha büyük gruplar için lütfen restoranı arayın.',
      );
      expect(screen.queryByTestId('checkout-form')).toBeNull();
      // Back to the restaurant with a party it can seat.
      expect(screen.getByRole('link').getAttribute('href')).toContain('guests=8');
      cleanup();
    }
    expect(quote).not.toHaveBeenCalled();
  });

  // QA: party=50 said "at most 8" as a bare heading, where the page's other refusals say "This table cannot be booked." first.
  it.each([
    [
      'en',
      'This table cannot be booked.',
      'This restaurant takes reservations for at most \u20666\u2069 guests. Please call the restaurant for larger groups.',
    ],
    [
      'tr',
      'Bu masa için rezervasyon yapılamıyor.',
      'Bu restoran en fazla \u20666\u2069 kişilik rezervasyon alıyor. Daha büyük gruplar için lütfen restoranı arayın.',
    ],
    ['ar', 'لا يمكن حجز هذه الطاولة.', 'يقبل هذا المطعم حجوزات لـ \u20666\u2069 ضيوف كحد أقصى. يرجى الاتصال بالمطعم للمجموعات الأكبر.'],
  ] as const)(
    'in %s: party=50 is refused under the page’s refusal title, with the maximum the restaurant’s page offers (6)',
    async (language, title, text) => {
      await startI18n(language);
      // The restaurant's page offers 1 to its maxPartySize (its largest table, here 6): the same answer is read here.
      vi.spyOn(restaurantsApi, 'get').mockResolvedValue({ ...RESTAURANT, maxPartySize: 6 });
      const quote = vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=50`);
      const panel = await screen.findByTestId('error-panel');
      expect(within(panel).getByRole('heading').textContent).toBe(title);
      expect(panel.querySelector('p')?.textContent).toBe(text);
      expect(screen.getByRole('link').getAttribute('href')).toContain('guests=6');
      expect(quote).not.toHaveBeenCalled();
    },
  );

  // QA: a quote refused with a 429 said "This table cannot be booked." (and the API's English on an English page).
  it.each([
    ['tr', 'Bu masa kontrol edilemedi.', 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.', 'Tekrar dene'],
    ['ar', 'تعذّر التحقق من هذه الطاولة.', 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.', 'حاول مرة أخرى'],
    ['en', 'This table could not be checked.', 'Too many requests in a short time. Wait a moment, then try again.', 'Try again'],
  ] as const)(
    'in %s: a check refused for too many requests says to wait, and Try again asks once more',
    async (language, title, text, tryAgain) => {
      await startI18n(language);
      vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
      const quote = vi
        .spyOn(bookingsApi, 'quote')
        .mockRejectedValueOnce(refusedWith('Rate limit exceeded, retry in 1 minute', 429))
        .mockResolvedValue(QUOTE);
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=2`);
      const panel = await screen.findByTestId('error-panel');
      expect(within(panel).getByRole('heading').textContent).toBe(title);
      expect(panel.querySelector('p')?.textContent).toBe(text);
      expect(panel.textContent).not.toContain('Rate limit');
      fireEvent.click(within(panel).getByRole('button', { name: tryAgain }));
      expect(await screen.findByTestId('checkout-form', {}, { timeout: 5000 })).toBeTruthy();
      expect(quote).toHaveBeenCalledTimes(2);
    },
  );

  it('a table the server refuses (too soon) says why before the form', async () => {
    await startI18n('en');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refusedWith('Reservations for today must start at least 60 minutes from now.'));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(panel.textContent).toContain('This table cannot be booked.');
    expect(panel.textContent).toContain('minutes from now');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });

  it.each([
    ['tr', 'tarihinde', 'için \u20668\u2069 kişilik boş masa yok'],
    ['ar', 'لا توجد طاولة شاغرة', 'الساعة \u206617:00\u2069'],
    ['en', 'No table for', 'is free on'],
  ] as const)(
    'in %s: a slot just fully booked names its day as the page writes dates, not as the API’s ISO date',
    async (language, ...words) => {
      await startI18n(language);
      vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
      // The API's 409 for a slot with no free table left (its English text, filled with the ISO date).
      const message = `No table for 8 is free on ${DATE} at 17:00. No other time is free that day; please try another date.`;
      vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refusedWith(message, 409));
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=17%3A00&party=8`);
      const panel = await screen.findByTestId('error-panel');
      for (const word of words) expect(panel.textContent).toContain(word);
      expect(panel.textContent).toContain(formatDate(DATE, language));
      expect(panel.textContent).not.toContain(DATE);
      expect(screen.queryByTestId('checkout-form')).toBeNull();
    },
  );

  it.each([
    ['en', 'The restaurant is not taking reservations on'],
    ['tr', 'tarihinde rezervasyon almıyor'],
    ['ar', 'لا يستقبل المطعم حجوزات يوم'],
  ] as const)('in %s: a link to a date staff closed says the restaurant takes no reservations that day', async (language, words) => {
    await startI18n(language);
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    // The quote knows only that the time is not offered; the date's slots say staff closed it.
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refusedWith(RESERVATION_MESSAGES.notASlot));
    const slots = vi
      .spyOn(restaurantsApi, 'slots')
      .mockResolvedValue({ date: DATE, partySize: 2, seatingMinutes: 90, slots: [], dayClosed: true });
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19%3A00&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(panel.textContent).toContain(words);
    expect(panel.textContent).toContain(formatDate(DATE, language));
    expect(panel.textContent).not.toContain('19:00');
    expect(slots).toHaveBeenCalledWith('r1', DATE, 2, expect.anything());
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });

  it('a time that is not offered on an open date keeps the quote’s refusal', async () => {
    await startI18n('en');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refusedWith(RESERVATION_MESSAGES.notASlot));
    vi.spyOn(restaurantsApi, 'slots').mockResolvedValue({ date: DATE, partySize: 2, seatingMinutes: 90, slots: [], dayClosed: false });
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19%3A10&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(panel.textContent).toContain('The restaurant takes no reservation at this time.');
  });

  it('the nearest free times stay as they are when the day is written out', async () => {
    await startI18n('tr');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    const message = `No table for 8 is free on ${DATE} at 17:00. Nearest free times: 16:00, 19:30.`;
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(refusedWith(message, 409));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=17%3A00&party=8`);
    const panel = await screen.findByTestId('error-panel');
    expect(panel.textContent).toContain(`${formatDate(DATE, 'tr')} tarihinde \u206617:00\u2069 için`);
    expect(panel.textContent).toContain('En yakın boş saatler: \u206616:00, 19:30\u2069.');
    expect(panel.textContent).not.toContain(DATE);
  });

  it('an unknown restaurant offers no retry; a failed load does', { timeout: 15_000 }, async () => {
    await startI18n('en');
    const notFound = new AxiosError('Not found', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 404,
      data: { statusCode: 404, message: 'Restaurant not found' },
      headers: {},
      statusText: '',
      config: {},
    } as unknown as AxiosResponse);
    vi.spyOn(restaurantsApi, 'get').mockRejectedValue(notFound);
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=nope&date=${DATE}&time=19:00&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).queryByRole('button')).toBeNull();
    cleanup();
    vi.spyOn(restaurantsApi, 'get').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=2`);
    // After its one new attempt (about 1 s).
    expect(within(await screen.findByTestId('error-panel', {}, { timeout: 8000 })).getByRole('button')).toBeTruthy();
  });

  // QA: a 500 said "This restaurant could not be found" (with Try again); a 400 or 414 offered Try again.
  it.each([
    [500, 'The restaurant could not be loaded.', true],
    [404, 'This restaurant could not be found.', false],
    [400, 'This restaurant could not be found.', false],
    [414, 'This restaurant could not be found.', false],
  ] as const)('a load answered %i says so: %s (Try again: %s)', async (status, title, retry) => {
    await startI18n('en');
    queryClient.setQueryDefaults(['restaurants'], { retryDelay: 0 });
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(refusedWith('Internal Server Error', status));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(within(panel).queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
    // A not-found answer is not asked again; a failure is, once (shouldRetry, as the restaurant's page), before the panel.
    expect(get).toHaveBeenCalledTimes(retry ? 2 : 1);
  });

  // It kept a retry of its own on the restaurant page's cache entry: a 429 was asked three times.
  it('a load refused with a 429 is asked once, and its panel offers Try again', async () => {
    await startI18n('en');
    queryClient.setQueryDefaults(['restaurants'], { retryDelay: 0 });
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(refusedWith('Too many requests', 429));
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:00&party=2`);
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // A moment for a new attempt the cache would make (at once here).
    await new Promise((done) => setTimeout(done, 50));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('/restaurant-booking: the cancellation terms before Confirm', () => {
  const path = `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=2`;

  it('names the end of free cancellation from the quote, in the page’s language', async () => {
    await startI18n('ar');
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    const quote = vi.spyOn(bookingsApi, 'quote').mockResolvedValue({ ...QUOTE, cancellableUntil: until });
    renderWithProviders(<RestaurantBookingScreen />, path);
    const form = await screen.findByTestId('checkout-form');
    await waitFor(() =>
      expect(within(form).getByTestId('cancellation-terms').textContent).toContain(formatDateTime(until, 'ar', { withZone: true })),
    );
    expect(within(form).getByTestId('cancellation-terms').textContent).toContain('عبر الإنترنت');
    expect(quote).toHaveBeenCalledWith({ type: 'restaurant', restaurantId: 'r1', date: DATE, time: '19:30', partySize: 2 });
  });

  it('says a table whose free cancellation has ended cannot be cancelled online', async () => {
    await startI18n('en');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue({ ...QUOTE, cancellableUntil: new Date(Date.now() - 60_000).toISOString() });
    renderWithProviders(<RestaurantBookingScreen />, path);
    const form = await screen.findByTestId('checkout-form');
    await waitFor(() => expect(within(form).getByTestId('cancellation-terms').textContent).toContain('cannot be cancelled online'));
  });
});

describe('/restaurant-booking: the summary card in Arabic (right to left)', () => {
  it('aligns the time like the other values (by its label), kept left to right inside its own isolate', async () => {
    await startI18n('ar');
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
    renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=18:30&party=2`);
    const summary = await screen.findByTestId('reservation-summary');
    // No value sets its own direction: a dir="ltr" block would align its text to the far left of the card.
    const values = [...summary.querySelectorAll('dd')];
    expect(values.length).toBeGreaterThanOrEqual(4);
    for (const value of values) expect(value.getAttribute('dir')).toBeNull();
    // The time reads "18:30" all the same: an inline isolate, not a block.
    const time = within(summary).getByText('18:30');
    expect(time.tagName).toBe('BDI');
    expect(time.getAttribute('dir')).toBe('ltr');
    expect(time.parentElement?.tagName).toBe('DD');
  });
});

describe('/restaurant-booking: one date style on the page', () => {
  it.each(['en', 'tr', 'ar'] as const)(
    'in %s: the summary writes the day as the cancellation deadline beside it does (no long form next to a short one)',
    async (language) => {
      await startI18n(language);
      // Free cancellation ends at 12:00 (Istanbul) the day before the table.
      const until = `${addDays(DATE, -1)}T09:00:00.000Z`;
      vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
      vi.spyOn(bookingsApi, 'quote').mockResolvedValue({ ...QUOTE, cancellableUntil: until });
      renderWithProviders(<RestaurantBookingScreen />, `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=2`);
      const summary = await screen.findByTestId('reservation-summary');
      const terms = await screen.findByText(
        (_, element) =>
          element?.getAttribute('data-testid') === 'cancellation-terms' &&
          element.textContent!.includes(formatDateTime(until, language, { withZone: true })),
      );
      const day = [...summary.querySelectorAll('dd')][1]!.textContent;
      expect(day).toBe(formatDate(DATE, language));
      // The deadline's date part is written the same way.
      expect(terms.textContent).toContain(formatDate(until, language));
    },
  );
});

describe('/restaurant-booking: the confirmation repeats what was booked', () => {
  const path = `/restaurant-booking?restaurant=hamsi-kosku&date=${DATE}&time=19:30&party=4`;
  const BOOKING = {
    _id: 'b1',
    reference: 'TR-622633',
    type: 'restaurant',
    status: 'confirmed',
    userId: null,
    contact: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00' },
    startDate: DATE,
    endDate: null,
    startTime: '19:30',
    guests: 4,
    details: {
      restaurantName: 'Hamsi Kosku',
      localizedNames: { tr: { restaurantName: 'Hamsi Köşkü' }, ar: { restaurantName: 'هامسي كوشكو' } },
      serviceStartsAt: `${DATE}T16:30:00.000Z`,
    },
    lineItems: [],
    subtotal: 0,
    taxRate: 0,
    tax: 0,
    total: 0,
    currency: 'USD',
    specialRequests: null,
    payment: { method: 'pay_at_property', cardBrand: null, cardLast4: null },
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    cancelledAt: null,
    cancellable: true,
    cancellableUntil: null,
  };

  afterEach(() => sessionStorage.clear());

  it.each([
    ['en', 'Hamsi Kosku', '4 guests'],
    ['tr', 'Hamsi Köşkü', '4 kişi'],
    ['ar', 'هامسي كوشكو', '4 ضيوف'],
  ] as const)('in %s: restaurant, date, time and party size under the reference', async (language, name, party) => {
    await startI18n(language);
    vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
    // The booking this tab made at this address (as after Confirm, or a reload of the confirmation).
    sessionStorage.setItem(`booked-here:guest:${path}`, JSON.stringify(BOOKING));
    renderWithProviders(<RestaurantBookingScreen />, path);
    const confirmation = await screen.findByTestId('booking-confirmation');
    expect(within(confirmation).getByTestId('confirmation-reference').textContent).toBe('TR-622633');
    const booked = screen.getByTestId('booked-summary');
    expect(confirmation.compareDocumentPosition(booked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const values = [...booked.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual([name, formatDate(DATE, language), '19:30', party]);
    // No form to book again.
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });
});
