// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderHotelOffer } from '@trabzon/api-client';
import { OffersList } from '../../../src/features/trabzon/OffersList';
import { sampleHotels, toOfferView, type HotelOfferView } from '../../../src/features/trabzon/model';
import { renderAt, startI18n } from '../../helpers';

const STAY = { checkIn: '2030-07-10', checkOut: '2030-07-12', guests: 2 };

function providerOffer(id: string, extra: Partial<ProviderHotelOffer>): HotelOfferView {
  return toOfferView(
    {
      id,
      checkInDate: STAY.checkIn,
      checkOutDate: STAY.checkOut,
      room: { typeEstimated: { category: 'DELUXE_ROOM', beds: 1, bedType: 'KING' } },
      guests: { adults: 2 },
      price: { currency: 'USD', base: '200.00', total: '224.00' },
      ...extra,
    },
    null,
  )!;
}

beforeAll(async () => {
  await startI18n();
});
afterEach(cleanup);

describe('OffersList: the provider’s own texts', () => {
  it('are marked with their language (WCAG 3.1.2): the one the provider gives, else English; our texts are not', () => {
    const offers = [
      providerOffer('O1', {
        room: { typeEstimated: { category: 'DELUXE_ROOM' }, description: { text: 'Deluxe sea view, 1 king bed' } },
        policies: { cancellation: { description: { text: 'Cancel 2 days before arrival for a full refund' } } },
      }),
      providerOffer('O2', { room: { typeEstimated: { category: 'DELUXE_ROOM' }, description: { text: 'Chambre vue mer', lang: 'FR' } } }),
    ];
    renderAt(
      '/trabzon-hotels',
      '/trabzon-hotels',
      <OffersList
        hotel={sampleHotels(1)[0]!}
        stay={STAY}
        state={{ status: 'list', offers }}
        onRetry={() => undefined}
        onBook={() => undefined}
      />,
    );
    const descriptions = screen.getAllByTestId('offer-description');
    expect(descriptions.map((p) => [p.textContent, p.getAttribute('lang')])).toEqual([
      ['Deluxe sea view, 1 king bed', 'en'],
      ['Chambre vue mer', 'fr'],
    ]);
    const policies = screen.getAllByTestId('offer-cancellation');
    expect(policies[0]!.textContent).toBe('Cancel 2 days before arrival for a full refund');
    expect(policies[0]!.getAttribute('lang')).toBe('en');
    // A policy we word ourselves is in the page's language.
    expect(policies[1]!.hasAttribute('lang')).toBe(false);
    for (const title of screen.getAllByRole('heading', { level: 3 })) expect(title.hasAttribute('lang')).toBe(false);
  });
});
