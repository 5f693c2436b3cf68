// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { bookingsApi, packagesApi, type Booking, type BookingQuote, type PackageDetail } from '@trabzon/api-client';
import { PackageCheckout } from '../../../../src/features/checkout/package/PackageCheckout';
import { apiRefusal } from '../../../helpers/api-refusal';

const travelPackage = { _id: 'p1', slug: 'uzungol', name: 'Uzungöl Weekend', duration: 2, images: [] } as unknown as PackageDetail;

/** The API words the line in the language of the request (api-client sends the page's). */
function quoteIn(language: string): BookingQuote {
  const label = language === 'tr' ? 'Uzungöl Hafta Sonu, kişi başı' : 'Uzungöl Weekend, per person';
  return {
    lineItems: [{ label, quantity: 2, unitPrice: 100, total: 200 }],
    subtotal: 200,
    taxRate: 0,
    tax: 0,
    total: 200,
    currency: 'TRY',
    startDate: '2030-06-10',
    endDate: '2030-06-11',
    startTime: null,
    guests: 2,
    cancellableUntil: null,
  } as BookingQuote;
}

const URL_OF_CHECKOUT = '/booking?type=package&packageId=p1&startDate=2030-06-10&guests=2';

function renderCheckout(url = URL_OF_CHECKOUT) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders>
        <Routes>
          <Route path="/booking" element={<PackageCheckout />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The contact and card fields, as a visitor fills them. */
function fillTraveller(form: HTMLElement) {
  const type = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
  type('firstName', 'Ada');
  type('lastName', 'Lovelace');
  type('email', 'ada@example.com');
  type('phone', '+90 532 123 45 67');
  type('cardNumber', '4111 1111 1111 1111');
  type('cardName', 'ADA LOVELACE');
  type('expiryDate', '12/39');
  type('cvv', '123');
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('PackageCheckout (/booking?type=package)', () => {
  it('asks for the price again when the visitor switches language, so its lines are in the new one', async () => {
    const quote = vi.spyOn(bookingsApi, 'quote').mockImplementation(() => Promise.resolve(quoteIn(i18n.language)));
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    queryClient.clear();
    renderCheckout();
    expect(await screen.findByText(/Uzungöl Weekend, per person/)).toBeTruthy();

    await act(async () => {
      useLocaleStore.getState().setLanguage('tr');
      await i18n.changeLanguage('tr');
    });
    expect(await screen.findByText(/Uzungöl Hafta Sonu, kişi başı/)).toBeTruthy();
    expect(quote).toHaveBeenCalledTimes(2);
  });

  it("gives the trip's days once the package is known, and no guessed length before", async () => {
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue(quoteIn('en'));
    let loaded: (value: PackageDetail) => void = () => undefined;
    vi.spyOn(packagesApi, 'get').mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    queryClient.clear();
    renderCheckout();
    const dates = screen.getByTestId('booking-package-dates');
    expect(dates.textContent).toBe('Jun 10, 2030 …');
    await act(async () => loaded(travelPackage));
    await waitFor(() => expect(screen.getByTestId('booking-package-dates').textContent).toBe('Jun 10, 2030 – Jun 11, 2030 (2 days)'));
  });

  it('gives the start time the quote has, as the booking pages and the e-mail do', async () => {
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue({ ...quoteIn('en'), startTime: '09:00' });
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    queryClient.clear();
    renderCheckout();
    await waitFor(() => expect(screen.getByTestId('booking-package-dates').textContent).toBe('Jun 10, 2030 09:00 – Jun 11, 2030 (2 days)'));
  });

  it('a departure the API refuses shows its reason and no price spinner turning forever; a date that is no day is no booking', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(400, 'Please select a valid start date'));
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    queryClient.clear();
    renderCheckout('/booking?type=package&packageId=p1&startDate=2020-01-01&guests=2');
    expect(await screen.findByText('Please select a valid start date')).toBeTruthy();
    expect(screen.queryByText('Calculating the price…')).toBeNull();
    cleanup();

    renderCheckout('/booking?type=package&packageId=p1&startDate=2026-13-45&guests=2');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    expect(screen.queryByText(/2026-13-45/)).toBeNull();
  });

  it("books nothing while the price failed to load (the button says why); the summary's retry loads it, and the booking sends the total shown", async () => {
    const quote = vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(500, 'Internal Server Error'));
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    const create = vi.spyOn(bookingsApi, 'create').mockReturnValue(new Promise(() => undefined));
    queryClient.clear();
    renderCheckout();
    expect(await screen.findByText('The price could not be calculated. Please try again.')).toBeTruthy();
    const form = screen.getByTestId('checkout-form');
    fillTraveller(form);
    const button = screen.getByTestId('checkout-submit');
    expect(button.textContent).toBe('Cannot confirm without a price');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    let priced: (value: BookingQuote) => void = () => undefined;
    quote.mockReturnValue(new Promise((resolve) => (priced = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // While it is asked again, the button waits for it.
    await waitFor(() => expect(button.textContent).toBe('Waiting for the price…'));
    await act(async () => priced(quoteIn('en')));
    await screen.findByText(/Uzungöl Weekend, per person/);
    expect(button.textContent).toBe('Confirm booking');
    fireEvent.submit(form);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ type: 'package', expectedTotal: 200 });
  });

  it("a departure refused for its guests says the range in the page's language", async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(400, 'Please choose between 1 and 10 guests'));
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    queryClient.clear();
    await act(() => i18n.changeLanguage('tr'));
    renderCheckout();
    expect(await screen.findByText('Lütfen \u20661\u2069 ile \u206610\u2069 arasında kişi sayısı seçin.')).toBeTruthy();
  });

  it('a package that is gone says it is no longer offered, leads to the packages, and the summary does not wait forever', async () => {
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(404, 'Package not found'));
    vi.spyOn(packagesApi, 'get').mockRejectedValue(apiRefusal(404, 'Package not found'));
    queryClient.clear();
    renderCheckout('/booking?type=package&packageId=nope&startDate=2030-06-10&guests=2');
    expect(await screen.findByText('This package is no longer offered.')).toBeTruthy();
    // Said once: not again under the title in the API's words (QA).
    expect(screen.queryByText('Package not found')).toBeNull();
    expect(screen.queryByText(/not enough seats/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse packages' }).getAttribute('href')).toBe('/packages');
    expect(screen.queryByRole('link', { name: 'Choose another date' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('booking-package-name').textContent).toBe('Not found'));
    expect(screen.getByTestId('booking-package-dates').textContent).toBe('Jun 10, 2030');
    cleanup();

    // Taken off sale: the API still knows it, but it is offered no more (told by its code, whatever the words).
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(409, 'Not on sale right now', 'OFF_SALE'));
    queryClient.clear();
    await act(() => i18n.changeLanguage('ar'));
    renderCheckout();
    expect(await screen.findByText('لم تعد هذه الباقة متاحة للحجز.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفح الباقات' }).getAttribute('href')).toBe('/packages');
    // The package (الباقة) is feminine: غير موجودة (QA).
    await waitFor(() => expect(screen.getByTestId('booking-package-name').textContent).toBe('غير موجودة'));
  });

  it('a package taken off sale while its page was open is no longer offered (its code), unlike one sold out', async () => {
    // The package still loads (as when its page was open before), the price is refused.
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(409, 'Not on sale right now', 'OFF_SALE'));
    queryClient.clear();
    renderCheckout();
    expect(await screen.findByText('This package is no longer offered.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse packages' }).getAttribute('href')).toBe('/packages');
    expect(screen.queryByRole('link', { name: 'Choose another date' })).toBeNull();
    cleanup();

    vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(409, 'Not enough seats left on this departure', 'SOLD_OUT'));
    queryClient.clear();
    renderCheckout();
    expect(await screen.findByRole('link', { name: 'Choose another date' })).toBeTruthy();
    expect(screen.queryByText('This package is no longer offered.')).toBeNull();
  });

  it('too many travellers in the link says the most a package takes, not that there is nothing to book', async () => {
    const quote = vi.spyOn(bookingsApi, 'quote').mockRejectedValue(apiRefusal(400, 'Please choose between 1 and 10 guests'));
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    queryClient.clear();
    renderCheckout('/booking?type=package&packageId=p1&startDate=2030-06-10&guests=50');
    expect(await screen.findByText('Please choose between \u20661\u2069 and \u206610\u2069 guests.')).toBeTruthy();
    expect(screen.getByText('This trip cannot be booked.')).toBeTruthy();
    expect(screen.queryByText(/Nothing to book yet/)).toBeNull();
    expect(screen.queryByText(/not enough seats/)).toBeNull();
    expect(quote.mock.calls[0]![0]).toMatchObject({ type: 'package', guests: 50 });
    expect(screen.getByRole('link', { name: 'Change your trip' }).getAttribute('href')).toBe('/packages/uzungol?guests=50');
  });

  it('shows the confirmation again after a reload, not an empty form that would book and charge twice', async () => {
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue(quoteIn('en'));
    vi.spyOn(packagesApi, 'get').mockResolvedValue(travelPackage);
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({
      _id: 'b1',
      reference: 'TP-352167',
      status: 'confirmed',
      total: 200,
      currency: 'TRY',
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
    } as Booking);
    sessionStorage.clear();
    queryClient.clear();
    const { unmount } = renderCheckout();
    await screen.findByText(/Uzungöl Weekend, per person/);
    const form = screen.getByTestId('checkout-form');
    fillTraveller(form);
    const checkoutTitle = document.title;
    fireEvent.submit(form);
    expect((await screen.findByTestId('confirmation-reference')).textContent).toBe('TP-352167');
    expect(create).toHaveBeenCalledTimes(1);
    // The tab says what happened, as the heading does, not "complete your booking".
    expect(document.title).not.toBe(checkoutTitle);
    expect(document.title).toContain(screen.getByTestId('confirmation-title').textContent);
    expect(document.title).toContain('Booking confirmed');

    unmount();
    renderCheckout();
    expect((await screen.findByTestId('confirmation-reference')).textContent).toBe('TP-352167');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });
});
