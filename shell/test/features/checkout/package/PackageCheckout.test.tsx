// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { bookingsApi, packagesApi, type BookingQuote, type PackageDetail } from '@trabzon/api-client';
import { PackageCheckout } from '../../../../src/features/checkout/package/PackageCheckout';

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
    render(
      <MemoryRouter initialEntries={['/booking?type=package&packageId=p1&startDate=2030-06-10&guests=2']}>
        <AppProviders>
          <Routes>
            <Route path="/booking" element={<PackageCheckout />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Uzungöl Weekend, per person/)).toBeTruthy();

    await act(async () => {
      useLocaleStore.getState().setLanguage('tr');
      await i18n.changeLanguage('tr');
    });
    expect(await screen.findByText(/Uzungöl Hafta Sonu, kişi başı/)).toBeTruthy();
    expect(quote).toHaveBeenCalledTimes(2);
  });
});
