// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, packagesApi, type PackageDetail } from '@trabzon/api-client';
import { ScreenSwitch } from '@trabzon/ui';
import { PackageDetailScreen } from '../../../src/features/detail/PackageDetailScreen';
import { renderAt, startI18n } from '../../helpers';

function pkg(duration: number): PackageDetail {
  return {
    _id: 'p1',
    slug: 'no-hotels',
    name: 'Highlands by day',
    description: 'Plateaus and lakes.',
    duration,
    price: 120,
    images: [],
    featured: false,
    averageRating: 0,
    totalReviews: 0,
    destination: null,
    activities: [],
    activitiesCount: 0,
    includedHotels: [],
    itinerary: [],
    seatsPerDeparture: 10,
    reviews: { averageRating: 0, totalReviews: 0, latest: [] },
  };
}

/** /packages/:slug for a package without hotels, lasting `duration` days (the API's other calls stay pending). */
async function showPackage(duration: number) {
  vi.spyOn(packagesApi, 'bySlug').mockResolvedValue(pkg(duration));
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
  renderAt('/packages/no-hotels', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
  return (await screen.findByTestId('package-no-hotels', {}, { timeout: 5000 })).textContent;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PackageDetailScreen: a package without hotels', () => {
  it.each([
    ['en', 'No overnight stay: this is a day trip.', 'Accommodation is not included in this package.'],
    ['tr', 'Konaklama yok: bu günübirlik bir tur.', 'Bu pakete konaklama dahil değildir.'],
    ['ar', 'لا مبيت: هذه رحلة ليوم واحد.', 'الإقامة غير مشمولة في هذه الباقة.'],
  ] as const)(
    'in %s: a 1-day package is a day trip; a package of 2+ days only says no stay is included',
    async (language, dayTrip, longer) => {
      await startI18n(language);
      expect(await showPackage(1)).toBe(dayTrip);
      cleanup();
      expect(await showPackage(3)).toBe(longer);
    },
  );
});

describe('PackageDetailScreen: the itinerary in Arabic', () => {
  it('keeps a day title written in another script whole, so the colon stays after the day', async () => {
    await startI18n('ar');
    vi.spyOn(packagesApi, 'bySlug').mockResolvedValue({
      ...pkg(2),
      itinerary: [{ day: 2, title: 'Day two', description: 'Uzungöl lake.' }],
    } as PackageDetail);
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/no-hotels', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
    const day = (await screen.findByTestId('package-itinerary', {}, { timeout: 5000 })).querySelector('h3')!;
    expect(day.querySelector('bdi')?.textContent).toBe('Day two');
    expect(day.parentElement!.querySelector('p')!.getAttribute('dir')).toBe('auto');
  });
});

/** The declarations of the injected rules whose selector is exactly `selector`. */
function declarations(selector: string): string {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s,])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]!).join(';');
}

describe('PackageDetailScreen: the booking panel', () => {
  it('comes before the package’s content in the page’s order (on a phone, above the itinerary and reviews)', async () => {
    await startI18n('en');
    expect(await showPackage(3)).toBeTruthy();
    const panel = screen.getByTestId('package-booking-panel');
    const itinerary = screen.getByRole('heading', { name: 'Itinerary' });
    expect(panel.compareDocumentPosition(itinerary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('PackageDetailScreen: the photo', () => {
  it('keeps 16:9 whatever its height attribute (it was 900 px tall on a phone)', async () => {
    await startI18n('en');
    vi.spyOn(packagesApi, 'bySlug').mockResolvedValue({ ...pkg(2), images: ['/images/packages/a.webp'] });
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/no-hotels', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
    const photo = await screen.findByAltText(/1/, {}, { timeout: 5000 });
    const rules = [...photo.classList].map((name) => declarations(`.${name}`)).join(';');
    expect(rules).toMatch(/aspect-ratio: ?16 ?\/ ?9/);
    expect(rules).toMatch(/height: ?auto/);
  });
});

// QA: a 400-character activity without a space made the Arabic page 4,126 px wide at 360 px.
describe("PackageDetailScreen: staff's texts", () => {
  it('wrap a long unbroken word inside their section (activities, itinerary, overview)', async () => {
    await startI18n('en');
    const long = 'x'.repeat(400);
    vi.spyOn(packagesApi, 'bySlug').mockResolvedValue({ ...pkg(2), activities: [long], activitiesCount: 1 });
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/no-hotels', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
    const activity = await screen.findByText(long, {}, { timeout: 5000 });
    const section = activity.closest('section')!;
    const rules = [...section.classList].map((name) => declarations(`.${name}`)).join(';');
    expect(rules).toMatch(/overflow-wrap: ?anywhere/);
  });
});

// QA: a signed-out visitor read "Sign in to write a review." with no way to sign in from there.
describe('PackageDetailScreen: reviews for a signed-out visitor', () => {
  it.each([
    ['en', 'Sign in', 'Sign in to write a review.'],
    ['tr', 'giriş yapın', 'Yorum yazmak için giriş yapın.'],
    ['ar', 'سجّل الدخول', 'سجّل الدخول لكتابة تقييم.'],
  ] as const)('in %s link "%s" to /login, back to this package after', async (language, name, sentence) => {
    await startI18n(language);
    vi.spyOn(packagesApi, 'bySlug').mockResolvedValue(pkg(2));
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
    renderAt(
      '/packages/no-hotels?guests=3',
      <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />,
    );
    const link = await screen.findByRole('link', { name }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/packages/no-hotels?guests=3')}`);
    expect(link.parentElement?.textContent).toBe(sentence);
  });
});

// QA: a review's stars were named "4/5" in every language (a screen reader reads "4 slash 5").
describe('PackageDetailScreen: a review’s stars', () => {
  it.each([
    ['en', 'Rated 4.0 out of 5'],
    ['tr', '5 üzerinden 4,0 puan'],
    ['ar', 'التقييم 4.0 من 5'],
  ] as const)('in %s are named "%s"', async (language, name) => {
    await startI18n(language);
    const review = { _id: 'r1', userName: 'Elif D.', rating: 4, date: '2026-10-27T10:00:00.000Z', text: 'Lovely.' };
    vi.spyOn(packagesApi, 'bySlug').mockResolvedValue({
      ...pkg(2),
      reviews: { averageRating: 4, totalReviews: 1, latest: [review] },
    } as PackageDetail);
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/no-hotels', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
    expect((await screen.findByRole('img', { name }, { timeout: 5000 })).textContent).toBe('★★★★☆');
  });
});
