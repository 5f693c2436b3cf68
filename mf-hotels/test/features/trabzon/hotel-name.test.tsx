// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerApi, type ProviderHotelOffer } from '@trabzon/api-client';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { addDays, todayIso } from '../../../src/lib/dates';
import { renderAt, startI18n } from '../../helpers';

const day = (n: number) => addDays(todayIso(), n);
const HOTEL_ID = 'DTTZX001';

const offer = (checkIn: string, checkOut: string): ProviderHotelOffer => ({
  id: 'DT1',
  checkInDate: checkIn,
  checkOutDate: checkOut,
  room: { typeEstimated: { category: 'DELUXE_ROOM' } },
  guests: { adults: 2 },
  price: { currency: 'USD', base: '400.00', total: '448.00' },
});

const cardName = () => {
  const card = screen.getAllByTestId('provider-hotel-card').find((item) => item.dataset.hotelId === HOTEL_ID)!;
  return document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent;
};

beforeAll(async () => {
  await startI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/trabzon-hotels: a hotel keeps one name', () => {
  it('the name the offers gave ("DoubleTree by Hilton Trabzon") stays when a later search has no offers for it', async () => {
    vi.spyOn(providerApi, 'hotelsByCity').mockResolvedValue({
      data: [{ hotelId: HOTEL_ID, name: 'DOUBLETREE BY HILTON TRABZON', rating: 5, address: { countryCode: 'TR', cityName: 'TRABZON' } }],
    } as never);
    vi.spyOn(providerApi, 'hotelSentiments').mockResolvedValue({ data: [] } as never);
    vi.spyOn(providerApi, 'hotelMedia').mockResolvedValue({ data: [] } as never);
    vi.spyOn(providerApi, 'hotelOffers')
      .mockResolvedValueOnce({
        data: [{ hotel: { hotelId: HOTEL_ID, name: 'DoubleTree by Hilton Trabzon' }, offers: [offer(day(10), day(12))] }],
      } as never)
      .mockResolvedValue({ data: [] } as never);

    renderAt(`/trabzon-hotels?checkIn=${day(10)}&checkOut=${day(12)}&guests=2`, '/trabzon-hotels', <TrabzonHotelsScreen />);
    await waitFor(() => expect(screen.getAllByTestId('provider-hotel-price')[0]!.dataset.priceSource).toBe('offer'));
    expect(cardName()).toBe('DoubleTree by Hilton Trabzon');

    const form = within(screen.getByTestId('trabzon-search'));
    fireEvent.change(form.getByLabelText('Check-in'), { target: { value: day(40) } });
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(42) } });
    fireEvent.submit(screen.getByTestId('trabzon-search'));
    await waitFor(() => expect(vi.mocked(providerApi.hotelOffers)).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByTestId('provider-hotel-price')[0]!.dataset.priceSource).toBe('sample'));
    expect(cardName()).toBe('DoubleTree by Hilton Trabzon');
  });
});
