// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { bookingsApi, packagesApi, type BookingQuote, type PackageDetail } from '@trabzon/api-client';
import { AppProviders, ScreenSwitch, queryClient } from '@trabzon/ui';
import { PackageDetailScreen } from '../../../src/features/detail/PackageDetailScreen';
import { startI18n } from '../../helpers';

/*
 * QA round AB 12: on /packages/:slug the visitor chose a start date and guests, continued to the
 * checkout and pressed Back: the date was empty (it lived in the panel's state only). The page now
 * keeps both in its URL, replacing the history entry while they are chosen, and reads them back.
 */

const PACKAGE = {
  _id: 'p1',
  slug: 'sumela',
  name: 'Sumela Day Trip',
  description: 'The monastery.',
  duration: 1,
  price: 69,
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
} as unknown as PackageDetail;

const QUOTE = { subtotal: 207, taxRate: 12, tax: 24.84, total: 231.84, currency: 'USD', lineItems: [] } as unknown as BookingQuote;

/** The package page at `url`, opened from the list (so Back has somewhere to go); /booking stands for the checkout. */
function openFromList(url: string) {
  queryClient.clear();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/packages', url]} initialIndex={1}>
        <ScreenSwitch
          routes={[
            { path: '/packages/:slug', Screen: PackageDetailScreen },
            { path: '/packages', Screen: () => <p data-testid="list">list</p> },
          ]}
          fallback={<p data-testid="checkout">checkout</p>}
        />
        <AddressBar />
      </MemoryRouter>
    </AppProviders>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const dateField = () => screen.getByTestId('package-date') as HTMLInputElement;
const guestsField = () => screen.getByTestId('package-guests') as HTMLSelectElement;
const notice = () => screen.queryByTestId('link-notice');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2098-12-20T09:00:00Z'));
  await startI18n('en');
  vi.spyOn(packagesApi, 'bySlug').mockResolvedValue(PACKAGE);
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/packages/:slug keeps the start date and guests in its URL', () => {
  it('writes them in place while chosen, and Back from the checkout finds them', async () => {
    openFromList('/packages/sumela');
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    fireEvent.change(dateField(), { target: { value: '2099-01-01' } });
    fireEvent.change(guestsField(), { target: { value: '3' } });
    await waitFor(() => expect(address()).toBe('/packages/sumela?checkIn=2099-01-01&guests=3'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to booking' }, { timeout: 5000 }));
    await waitFor(() => expect(address()).toBe('/booking?type=package&packageId=p1&startDate=2099-01-01&guests=3'));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/packages/sumela?checkIn=2099-01-01&guests=3'));
    await waitFor(() => expect(dateField().value).toBe('2099-01-01'));
    expect(guestsField().value).toBe('3');
    expect(notice()).toBeNull();
    // Choosing replaced the page's entry: one more Back is the list, not the page without a date.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/packages'));
  });

  it('reads the list’s start date and guests (checkIn, guests) and an older link’s startDate', async () => {
    openFromList('/packages/sumela?checkIn=2099-03-04&guests=4');
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    expect(dateField().value).toBe('2099-03-04');
    expect(guestsField().value).toBe('4');
    cleanup();
    openFromList('/packages/sumela?startDate=2099-03-05');
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    expect(dateField().value).toBe('2099-03-05');
    expect(guestsField().value).toBe('2');
    expect(notice()).toBeNull();
  });

  it('keeps a day the visitor typed with no departure out of the URL, with its alert and no link notice', async () => {
    openFromList('/packages/sumela?checkIn=2099-01-01');
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    fireEvent.change(dateField(), { target: { value: '2098-06-01' } });
    await waitFor(() => expect(address()).toBe('/packages/sumela'));
    expect(dateField().value).toBe('2098-06-01');
    expect(screen.getByTestId('package-total').textContent).toContain('Please choose a start date from tomorrow on');
    expect(notice()).toBeNull();
    expect((screen.getByTestId('package-book') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/packages/:slug with a link’s start date or guests it cannot use', () => {
  it.each([
    ['a day that does not exist', 'checkIn=2099-02-30'],
    ['a past day', 'checkIn=2097-05-01'],
    ['today (the first departure is tomorrow)', 'checkIn=2098-12-20'],
    ['a day beyond the booking window', 'checkIn=2100-01-01'],
    ['not a date', 'checkIn=soon'],
  ])('%s: no date is chosen, the notice says why, the URL drops it', async (_case, query) => {
    openFromList(`/packages/sumela?${query}&guests=3`);
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    await waitFor(() => expect(address()).toBe('/packages/sumela?guests=3'));
    expect(dateField().value).toBe('');
    expect(guestsField().value).toBe('3');
    expect(notice()?.textContent).toBe(
      'We could not use the start date in the link: packages depart from tomorrow up to 365 days ahead. Choose a date in the booking panel.',
    );
  });

  it.each(['0', '11', '2.5', 'many'])('guests=%s: 2 guests, the notice says why, the URL drops it', async (guests) => {
    openFromList(`/packages/sumela?checkIn=2099-01-01&guests=${guests}`);
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    await waitFor(() => expect(address()).toBe('/packages/sumela?checkIn=2099-01-01'));
    expect(guestsField().value).toBe('2');
    expect(dateField().value).toBe('2099-01-01');
    expect(notice()?.textContent).toBe(
      'We could not use the number of guests in the link: you can choose 1 to 10. The booking panel shows the number used instead.',
    );
  });

  it('drops each sentence once the visitor chooses that value', async () => {
    openFromList('/packages/sumela?checkIn=2000-01-01&guests=40');
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    await waitFor(() => expect(notice()?.dataset).toMatchObject({ startDate: 'true', guests: 'true' }));
    fireEvent.change(guestsField(), { target: { value: '1' } });
    await waitFor(() => expect(notice()?.dataset).toMatchObject({ startDate: 'true', guests: 'false' }));
    fireEvent.change(dateField(), { target: { value: '2099-01-01' } });
    await waitFor(() => expect(notice()).toBeNull());
    expect(address()).toBe('/packages/sumela?guests=1&checkIn=2099-01-01');
  });

  it.each([
    [
      'tr',
      'Bağlantıdaki başlangıç tarihi kullanılamadı: paketler yarından itibaren 365 gün sonrasına kadar yola çıkar. Rezervasyon panelinden bir tarih seçin. Bağlantıdaki misafir sayısı kullanılamadı: 1 ile 10 arasında seçebilirsiniz. Rezervasyon panelinde bunun yerine kullanılan sayı gösteriliyor.',
    ],
    [
      'ar',
      'تعذّر استخدام تاريخ البدء الوارد في الرابط: تنطلق الباقات من الغد وحتى 365 يوماً من اليوم. اختر تاريخًا في لوحة الحجز. تعذّر استخدام عدد الضيوف الوارد في الرابط: يمكنك اختيار عدد من 1 إلى 10. تعرض لوحة الحجز العدد المستخدم بدلًا منه.',
    ],
  ] as const)('says so in %s', async (language, expected) => {
    await startI18n(language);
    openFromList('/packages/sumela?checkIn=2000-01-01&guests=40');
    await screen.findByTestId('package-booking-panel', {}, { timeout: 5000 });
    await waitFor(() => expect(notice()?.textContent).toBe(expected));
    expect(notice()?.getAttribute('role')).toBe('status');
  });
});
