// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelDetail, type StayPrices } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { ScreenSwitch } from '@trabzon/ui';
import { apiFailure } from '@trabzon/ui/testing';
import { HOTELS_NS } from '../../src/i18n';
import { routes } from '../../src/routes';
import { HotelsListScreen } from '../../src/features/list/HotelsListScreen';
import { BookingPanel } from '../../src/features/detail/BookingPanel';
import { ReviewForm } from '../../src/features/detail/ReviewForm';
import { useStaySelection } from '../../src/features/detail/useStaySelection';
import { useStayPrices } from '../../src/features/detail/useStayPrices';
import { renderAt, startI18n } from '../helpers';

/** Switches the page's language as the header does, once this remote's texts in it are loaded. */
async function inLanguage(language: Language) {
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, HOTELS_NS)).toBe(true), { timeout: 5000 });
}

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(hotelsApi, 'stayPrices').mockResolvedValue({ rooms: [], currency: 'USD', nightsCount: 2 } as StayPrices);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await startI18n();
});

/** The 429's text in each language (the API's 'Too many requests' is English). */
const TOO_MANY_REQUESTS = {
  tr: 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.',
  ar: 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.',
} as const;

// QA: the hotel screens showed the API's English refusals ('Too many requests', a validation message) on Turkish and Arabic pages.
describe('/hotels: a refused search says why in the page’s language, not in the API’s English', () => {
  async function refusedWith(language: Language, status: number, message: string) {
    await inLanguage(language);
    vi.spyOn(hotelsApi, 'list').mockRejectedValue(apiFailure(status, message));
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    return screen.findByTestId('error-panel', {}, { timeout: 5000 });
  }

  it.each(['tr', 'ar'] as const)('in %s: a 429', async (language) => {
    const panel = await refusedWith(language, 429, 'Too many requests');
    expect(panel.textContent).toContain(TOO_MANY_REQUESTS[language]);
    expect(panel.textContent).not.toContain('Too many requests');
  });

  it.each([
    ['tr', 'Bu arama yapılamadı. Filtreleri değiştirin ya da sıfırlayın, sonra tekrar deneyin.'],
    ['ar', 'تعذّر إجراء هذا البحث. غيّر عوامل التصفية أو أعد ضبطها، ثم حاول من جديد.'],
    ['en', 'This search could not be run. Change or reset the filters, then try again.'],
  ] as const)('in %s: a 400 the screens do not know', async (language, reason) => {
    const panel = await refusedWith(language, 400, 'minPrice must not be greater than maxPrice');
    expect(panel.textContent).toContain(reason);
    expect(panel.textContent).not.toContain('minPrice');
  });
});

describe('/hotels/:id: a refused load says why in the page’s language', () => {
  async function refusedWith(language: Language, status: number, message: string) {
    await inLanguage(language);
    vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiFailure(status, message));
    renderAt('/hotels/zorlu-grand', '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
    return screen.findByTestId('error-panel', {}, { timeout: 5000 });
  }

  it.each(['tr', 'ar'] as const)('in %s: a 429, with Try again', async (language) => {
    const panel = await refusedWith(language, 429, 'Too many requests');
    expect(panel.textContent).toContain(TOO_MANY_REQUESTS[language]);
    expect(panel.textContent).not.toContain('Too many requests');
    expect(within(panel).getByRole('button')).toBeTruthy();
  });

  it.each([
    ['tr', 'Bu otel açılamadı. Tüm otellere dönün, sonra yeniden açın.'],
    ['ar', 'تعذّر فتح هذا الفندق. ارجع إلى جميع الفنادق ثم افتحه من جديد.'],
  ] as const)('in %s: another refusal (a 431)', async (language, reason) => {
    const panel = await refusedWith(language, 431, 'Request Header Fields Too Large');
    expect(panel.textContent).toContain(reason);
    expect(panel.textContent).not.toContain('Request Header');
  });
});

/** Only what the booking panel reads of a hotel. */
const HOTEL = {
  _id: 'h1',
  roomTypes: [{ _id: 'std', name: 'Standard Room', pricePerNight: 100, capacity: 2, amenities: [], images: [], size: null }],
} as unknown as HotelDetail;

function Panel() {
  const selection = useStaySelection(HOTEL.roomTypes);
  const prices = useStayPrices(HOTEL._id, selection.stay);
  return <BookingPanel hotel={HOTEL} selection={selection} prices={prices} />;
}

describe('the hotel page’s booking panel: a failed check of the stay says why in the page’s language', () => {
  async function problemAfter(language: Language, status: number, message: string) {
    await inLanguage(language);
    vi.spyOn(hotelsApi, 'availability').mockRejectedValue(apiFailure(status, message));
    renderAt('/hotels/h1?checkIn=2030-05-10&checkOut=2030-05-12&guests=2&roomTypeId=std', '/hotels/:id', <Panel />);
    return (await screen.findByTestId('availability-problem', {}, { timeout: 5000 })).textContent;
  }

  it.each([
    ['tr', 429, 'Too many requests', TOO_MANY_REQUESTS.tr],
    ['ar', 429, 'Too many requests', TOO_MANY_REQUESTS.ar],
    ['tr', 400, 'guests must be an integer', 'Müsaitlik kontrol edilemedi. Lütfen tekrar deneyin.'],
    ['en', 500, 'Internal Server Error', 'Availability could not be checked. Please try again.'],
    ['ar', 503, 'Service Unavailable', 'تعذّر التحقق من التوافر. يرجى المحاولة مرة أخرى.'],
  ] as const)('in %s after a %i: its own text, not the API’s', async (language, status, message, said) => {
    const text = await problemAfter(language, status, message);
    expect(text).toContain(said);
    expect(text).not.toContain(message);
  });

  it('a refusal of the stay the screens know stays in the page’s language', async () => {
    const text = await problemAfter('tr', 400, 'Bookings open at most 365 days ahead');
    expect(text).toContain('Rezervasyonlar en fazla 365 gün öncesinden yapılabilir.');
  });
});

describe('the hotel page’s review form: a review not posted says why in the page’s language', () => {
  const LABELS = {
    en: { rating: 'Your rating', text: 'Your review', submit: 'Post review' },
    tr: { rating: 'Puanınız', text: 'Değerlendirmeniz', submit: 'Değerlendirmeyi gönder' },
    ar: { rating: 'تقييمك', text: 'رأيك', submit: 'نشر التقييم' },
  } as const;

  async function failureAfter(language: Language, status: number, message: string) {
    await inLanguage(language);
    vi.spyOn(hotelsApi, 'addReview').mockRejectedValue(apiFailure(status, message));
    renderAt('/hotels/h1', '/hotels/:id', <ReviewForm hotelId="h1" onAdded={() => undefined} />);
    const labels = LABELS[language as keyof typeof LABELS];
    fireEvent.change(screen.getByLabelText(labels.rating), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(labels.text), { target: { value: 'A quiet room with a sea view.' } });
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
    return (await screen.findByTestId('review-error')).textContent;
  }

  it.each([
    ['tr', 429, 'Too many requests', TOO_MANY_REQUESTS.tr],
    ['ar', 400, 'rating must be an integer', 'تعذّر نشر تقييمك. يرجى المحاولة مرة أخرى.'],
    ['en', 500, 'Internal Server Error', 'Your review could not be posted. Please try again.'],
  ] as const)('in %s after a %i: its own text, not the API’s', async (language, status, message, said) => {
    const text = await failureAfter(language, status, message);
    expect(text).toBe(said);
  });

  it('a refusal the screens know stays in the page’s language', async () => {
    expect(await failureAfter('tr', 409, 'You have already reviewed this hotel')).toBe('Bu otel için zaten bir değerlendirme yazdınız.');
  });
});
