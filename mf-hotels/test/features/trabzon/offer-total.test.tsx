// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, type ProviderHotelOffer } from '@trabzon/api-client';
import { OffersList } from '../../../src/features/trabzon/OffersList';
import { ProviderBooking } from '../../../src/features/trabzon/ProviderBooking';
import { toOfferView, toProviderHotel } from '../../../src/features/trabzon/model';
import { renderAt, startI18n } from '../../helpers';
import { QUOTE } from './trabzon-booking';

const STAY = { checkIn: '2030-12-10', checkOut: '2030-12-13', guests: 2 };

/** Three nights at 130 + 164 + 149 = 443.00: an average of 147.666…, shown as 147.67 (× 3 = 443.01). */
const UNEVEN: ProviderHotelOffer = {
  id: 'RAMADA1',
  checkInDate: STAY.checkIn,
  checkOutDate: STAY.checkOut,
  room: { typeEstimated: { category: 'STANDARD_ROOM', beds: 2, bedType: 'SINGLE' } },
  guests: { adults: 2 },
  price: {
    currency: 'USD',
    base: '443.00',
    total: '496.16',
    variations: {
      changes: [
        { startDate: '2030-12-10', endDate: '2030-12-11', base: '130.00' },
        { startDate: '2030-12-11', endDate: '2030-12-12', base: '164.00' },
        { startDate: '2030-12-12', endDate: '2030-12-13', base: '149.00' },
      ],
    },
  },
};
const HOTEL = toProviderHotel({ hotelId: 'RMTZX001', name: 'RAMADA PLAZA TRABZON', address: { countryCode: 'TR' } });

beforeAll(async () => {
  await startI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a stay whose nights do not divide evenly: one total everywhere, the one charged', () => {
  it('the offer totals what the nights add up to, with the rounded average only a display price', () => {
    const view = toOfferView(UNEVEN, null)!;
    expect(view).toMatchObject({ price: 147.67, nights: 3, total: 443 });
  });

  it('the offers list shows $443.00 for 3 nights and "about" its average per night', () => {
    const offers = [toOfferView(UNEVEN, null)!];
    renderAt(
      '/trabzon-hotels',
      '/trabzon-hotels',
      <OffersList hotel={HOTEL} stay={STAY} state={{ status: 'list', offers }} onRetry={() => undefined} onBook={() => undefined} />,
    );
    const total = screen.getByTestId('offer-total');
    expect(total.getAttribute('data-total')).toBe('443');
    expect(total.textContent).toBe('$443.00 for 3 nights');
    expect(screen.getByTestId('offer-price').textContent).toBe('about $147.67 per night');
  });

  it('the booking window shows the same total', async () => {
    vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTE);
    renderAt(
      '/trabzon-hotels',
      '/trabzon-hotels',
      <ProviderBooking hotel={HOTEL} offer={toOfferView(UNEVEN, null)!} stay={STAY} onBooked={() => undefined} onBack={() => undefined} />,
    );
    const estimate = await waitFor(() => screen.getByTestId('provider-booking-estimate'));
    expect(estimate.getAttribute('data-total')).toBe('443');
    expect(estimate.textContent).toBe('$443.00 for 3 nights');
    expect(estimate.textContent).not.toContain('443.01');
  });
});
