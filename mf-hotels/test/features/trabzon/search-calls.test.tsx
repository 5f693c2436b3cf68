// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerApi } from '@trabzon/api-client';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { renderAt, startI18n } from '../../helpers';
import { mockProvider } from './trabzon-booking';

/** The provider's data calls so far, as [call, what it asked] (the provider counts every one, even one aborted later). */
function providerCalls() {
  return {
    cities: vi.mocked(providerApi.hotelsByCity).mock.calls.map(([cityCode]) => cityCode),
    offers: vi.mocked(providerApi.hotelOffers).mock.calls.map(([query]) => `${query.checkInDate}/${query.checkOutDate}/${query.adults}`),
  };
}

function clearCalls() {
  vi.mocked(providerApi.hotelsByCity).mockClear();
  vi.mocked(providerApi.hotelOffers).mockClear();
}

/** Waits for the search to end (cards with their prices), then for anything a late render would still send. */
async function searchDone() {
  await waitFor(() => {
    expect(screen.getByTestId('trabzon-hotels').dataset.state).toBe('ready');
    expect(screen.getAllByTestId('provider-hotel-price').some((price) => price.dataset.priceSource === 'offer')).toBe(true);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function open(url: string) {
  mockProvider();
  renderAt(url, '/trabzon-hotels', <TrabzonHotelsScreen />);
  return within(screen.getByTestId('trabzon-search'));
}

beforeAll(async () => {
  await startI18n();
});
// The searches' 2030 dates within the provider's reach (730 days ahead), which the form checks: today is June 2030 (Date only, real timers).
beforeEach(() => {
  vi.setSystemTime(new Date('2030-06-01T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/trabzon-hotels asks the rate-limited provider once per search', () => {
  it('a page load: each city once, the offers once', async () => {
    open('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=2');
    await searchDone();
    expect(providerCalls()).toEqual({ cities: ['TZX', 'RZE'], offers: ['2030-07-10/2030-07-12/2'] });
  });

  it('a submitted search for other dates: each city once, the offers once, for the new dates', async () => {
    const form = open('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=2');
    await searchDone();
    clearCalls();

    fireEvent.change(form.getByLabelText('Check-in'), { target: { value: '2030-08-01' } });
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: '2030-08-04' } });
    fireEvent.submit(screen.getByTestId('trabzon-search'));
    await searchDone();
    expect(providerCalls()).toEqual({ cities: ['TZX', 'RZE'], offers: ['2030-08-01/2030-08-04/2'] });
  });

  it('searching the stay already shown asks again, once', async () => {
    open('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=2');
    await searchDone();
    clearCalls();

    fireEvent.submit(screen.getByTestId('trabzon-search'));
    await searchDone();
    expect(providerCalls()).toEqual({ cities: ['TZX', 'RZE'], offers: ['2030-07-10/2030-07-12/2'] });
  });

  it('a link with values it replaced: the search of the form values (the address corrected) asks once', async () => {
    open('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=99');
    await searchDone();
    clearCalls();

    fireEvent.submit(screen.getByTestId('trabzon-search'));
    await searchDone();
    expect(providerCalls()).toEqual({ cities: ['TZX', 'RZE'], offers: ['2030-07-10/2030-07-12/2'] });
    expect(screen.queryByTestId('link-notice')).toBeNull();
  });
});
