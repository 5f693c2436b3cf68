// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offersApi, type Offer } from '@trabzon/api-client';
import { SpecialOffers } from '../../../src/features/widgets/SpecialOffers';
import { renderAt, startI18n } from '../../helpers';

const ROOM = { _id: 'chalet', name: 'Mountain Chalet', capacity: 6, pricePerNight: 390 };
const OFFER = {
  _id: 'o1',
  hotel: {
    _id: 'serender',
    slug: 'serender-nature-resort',
    name: 'Serender Nature Resort',
    description: 'Chalets in the forest',
    featuredImage: null,
    images: [],
    starRating: 5,
    address: { city: 'Uzungöl', country: 'Turkey' },
    averageRating: 4.5,
    totalReviews: 10,
    amenities: [],
    roomTypes: [ROOM],
    fromPrice: 292.5,
    destination: null,
  },
  roomType: ROOM,
  promotionCode: 'SERENDER25',
  discountPercent: 25,
  originalPrice: 390,
  price: 292.5,
  validFrom: '2030-12-06',
  validTo: '2031-01-05',
  bestDate: '2030-12-09',
  nights: 31,
} as unknown as Offer;

beforeAll(() => startI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SpecialOffers', () => {
  it('links a deal to the hotel with its room and the night of its advertised price, and says when it is valid', async () => {
    vi.spyOn(offersApi, 'special').mockResolvedValue({ results: [OFFER], total: 1 } as never);
    renderAt('/', '/', <SpecialOffers />);
    const card = await screen.findByTestId('offer-card', {}, { timeout: 5000 });
    const link = within(card).getByRole('link', { name: 'View deal: Serender Nature Resort' });
    expect(link.getAttribute('href')).toBe('/hotels/serender?roomTypeId=chalet&checkIn=2030-12-09&checkOut=2030-12-10');
    expect(within(card).getByTestId('offer-validity').textContent).toBe('Valid Dec 6 – Jan 5');
  });
});
