import { describe, expect, it, vi } from 'vitest';
import type { ProviderHotelListItem, ProviderHotelOffer, ProviderHotelOffers } from '@trabzon/api-client';
import {
  INVENTED_FACTORS,
  LIST_SIZE,
  MAX_RESULTS,
  SAMPLE_PRICE_MAX,
  SAMPLE_PRICE_MIN,
  buildHotelList,
  cancellationOf,
  cheapestPrices,
  chunk,
  defaultTrabzonStay,
  fetchMediaBatch,
  inventedOffers,
  isNoAvailability,
  loadMediaInBatches,
  mergeResults,
  offerPricePerNight,
  offersOutcome,
  padWithSamples,
  providerAdults,
  sampleHotels,
  samplePrice,
  stayFromParams,
  stayProblem,
  stayTotal,
  toOfferView,
  toProviderHotel,
  topRated,
  withPrices,
  type HotelMedia,
  type MediaSource,
} from '../../../src/features/trabzon/model';

const item = (hotelId: string, rating?: number | string, extra: Partial<ProviderHotelListItem> = {}): ProviderHotelListItem => ({
  hotelId,
  name: `HOTEL ${hotelId}`,
  ...(rating === undefined ? {} : { rating }),
  address: { countryCode: 'TR', cityName: 'TRABZON' },
  ...extra,
});

const offer = (
  id: string,
  base: string,
  checkIn = '2030-07-10',
  checkOut = '2030-07-12',
  extra: Partial<ProviderHotelOffer> = {},
): ProviderHotelOffer => ({
  id,
  checkInDate: checkIn,
  checkOutDate: checkOut,
  room: { typeEstimated: { category: 'DELUXE_ROOM', beds: 1, bedType: 'KING' }, description: { text: 'Deluxe sea view, 1 king bed' } },
  guests: { adults: 2 },
  price: { currency: 'USD', base, total: String(Number(base) * 1.12) },
  ...extra,
});

describe('the hotel list: de-duplicated, best rated 20, padded with samples', () => {
  it('merges the two city searches in order and drops hotels found twice', () => {
    const tzx = [item('AATZX001', 4), item('BBTZX002', 5), item('CCRZE001', 3)];
    const rze = [item('CCRZE001', 3), item('DDRZE002', 2), item('BBTZX002', 5)];
    expect(mergeResults([tzx, rze]).map((h) => h.hotelId)).toEqual(['AATZX001', 'BBTZX002', 'CCRZE001', 'DDRZE002']);
  });

  it('keeps only the first 50 distinct results', () => {
    const many = Array.from({ length: 40 }, (_, i) => item(`AATZX${String(i).padStart(3, '0')}`, 3));
    const more = Array.from({ length: 40 }, (_, i) => item(`BBRZE${String(i).padStart(3, '0')}`, 5));
    const merged = mergeResults([many, [...many.slice(0, 10), ...more]]);
    expect(merged).toHaveLength(MAX_RESULTS);
    expect(new Set(merged.map((h) => h.hotelId)).size).toBe(50);
    // The 41st to 50th come from the second list, after its duplicates were skipped.
    expect(merged[40]!.hotelId).toBe('BBRZE000');
    expect(merged[49]!.hotelId).toBe('BBRZE009');
  });

  it('sorts by rating descending (unrated last, ties in the provider order) and keeps 20', () => {
    const hotels = [item('A0000001', 3), item('A0000002'), item('A0000003', 5), item('A0000004', '4'), item('A0000005', 5)].map(
      toProviderHotel,
    );
    expect(topRated(hotels).map((h) => h.hotelId)).toEqual(['A0000003', 'A0000005', 'A0000004', 'A0000001', 'A0000002']);
    const thirty = Array.from({ length: 30 }, (_, i) => toProviderHotel(item(`B${String(i).padStart(7, '0')}`, (i % 5) + 1)));
    const top = topRated(thirty);
    expect(top).toHaveLength(LIST_SIZE);
    expect(top.map((h) => h.rating)).toEqual([...top.map((h) => h.rating)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(top.every((h) => (h.rating ?? 0) >= 2)).toBe(true);
  });

  it('pads a short list with sample hotels up to 20, marked as samples', () => {
    const { hotels, realCount } = buildHotelList([[item('AATZX001', 4), item('BBTZX002', 5)], [item('AATZX001', 4)]]);
    expect(realCount).toBe(2);
    expect(hotels).toHaveLength(20);
    expect(hotels.slice(0, 2).map((h) => [h.hotelId, h.sample])).toEqual([
      ['BBTZX002', false],
      ['AATZX001', false],
    ]);
    expect(hotels.slice(2).every((h) => h.sample && h.priceSource === 'sample')).toBe(true);
    expect(new Set(hotels.map((h) => h.hotelId)).size).toBe(20);
  });

  it('does not pad a full list, and gives 20 samples when nothing came back', () => {
    const full = Array.from({ length: 25 }, (_, i) => item(`C${String(i).padStart(7, '0')}`, 4));
    expect(buildHotelList([full]).hotels.every((h) => !h.sample)).toBe(true);
    const empty = buildHotelList([[], []]);
    expect(empty.realCount).toBe(0);
    expect(empty.hotels).toEqual(sampleHotels());
    expect(padWithSamples([])).toHaveLength(20);
  });

  it('has a fixed sample list with prices from 50 to 300', () => {
    const samples = sampleHotels();
    expect(samples).toHaveLength(20);
    expect(sampleHotels()).toEqual(samples);
    for (const sample of samples) {
      expect(sample.sample).toBe(true);
      expect(sample.price).toBeGreaterThanOrEqual(SAMPLE_PRICE_MIN);
      expect(sample.price).toBeLessThanOrEqual(SAMPLE_PRICE_MAX);
      expect(Number.isInteger(sample.price)).toBe(true);
      expect(sample.amenities.length).toBeGreaterThanOrEqual(3);
      expect(sample.hotelId).toMatch(/^SAMPLE\d{2}$/);
    }
    for (let i = 0; i < 500; i++) {
      const price = samplePrice(`HOTEL${i}`);
      expect(price).toBeGreaterThanOrEqual(50);
      expect(price).toBeLessThanOrEqual(300);
    }
  });

  it('reads the provider’s upper-case names and towns, and its ratings leniently', () => {
    const hotel = toProviderHotel(item('RTTZX001', '4', { name: 'NOVOTEL TRABZON', amenities: ['WIFI', 'SPA'] }));
    expect(hotel).toMatchObject({
      name: 'Novotel Trabzon',
      rating: 4,
      address: { cityName: 'Trabzon', countryCode: 'TR' },
      amenities: ['WIFI', 'SPA'],
      sample: false,
    });
    expect(toProviderHotel({ hotelId: 'XXTZX001', name: 'X' }).address).toEqual({ cityName: '', countryCode: '' });
    expect(toProviderHotel(item('RTTZX002', '4', { name: 'RAMADA PLAZA BY WYNDHAM TRABZON' })).name).toBe(
      'Ramada Plaza by Wyndham Trabzon',
    );
    expect(toProviderHotel(item('X', 'n/a')).rating).toBeNull();
  });
});

describe('card prices', () => {
  it('takes the cheapest nightly price of each hotel, and a sample price for hotels without offers', () => {
    const answers: ProviderHotelOffers[] = [
      { hotel: { hotelId: 'AATZX001', name: 'Hotel Alpha' }, offers: [offer('O1', '300.00'), offer('O2', '240.00')] },
      { hotel: { hotelId: 'BBTZX002' }, available: false },
    ];
    const prices = cheapestPrices(answers);
    expect(prices.get('AATZX001')).toEqual({ price: 120, currency: 'USD', name: 'Hotel Alpha' });
    expect(prices.has('BBTZX002')).toBe(false);
    const [alpha, beta, sample] = withPrices(
      [toProviderHotel(item('AATZX001', 4)), toProviderHotel(item('BBTZX002', 4)), sampleHotels(1)[0]!],
      prices,
    );
    expect(alpha).toMatchObject({ price: 120, priceSource: 'offer', name: 'Hotel Alpha' });
    expect(beta).toMatchObject({ price: samplePrice('BBTZX002'), priceSource: 'sample' });
    expect(sample).toEqual(sampleHotels(1)[0]);
  });

  it('prices a night from base over nights, else the average, else the total', () => {
    expect(offerPricePerNight(offer('O', '250.00', '2030-01-01', '2030-01-03'))).toBe(125);
    expect(
      offerPricePerNight({ ...offer('O', ''), price: { currency: 'USD', total: '90', variations: { average: { base: '80.5' } } } }),
    ).toBe(80.5);
    expect(offerPricePerNight({ ...offer('O', ''), price: { currency: 'USD', total: '300' } })).toBe(150);
  });
});

describe('the stay', () => {
  it('defaults to today+1 → today+3 with 2 guests', () => {
    expect(defaultTrabzonStay('2030-03-30')).toEqual({ checkIn: '2030-03-31', checkOut: '2030-04-02', guests: 2 });
  });

  it('reads a valid stay from the URL, else the defaults', () => {
    const today = '2030-03-01';
    expect(stayFromParams(new URLSearchParams('checkIn=2030-03-05&checkOut=2030-03-08&guests=10'), today)).toEqual({
      checkIn: '2030-03-05',
      checkOut: '2030-03-08',
      guests: 10,
    });
    expect(stayFromParams(new URLSearchParams('checkIn=2030-02-05&checkOut=2030-03-08&guests=11'), today)).toEqual(
      defaultTrabzonStay(today),
    );
    expect(stayFromParams(new URLSearchParams('checkIn=2030-03-05&checkOut=2030-03-05'), today)).toEqual(defaultTrabzonStay(today));
  });

  it('checks the dates: check-in from today, check-out after check-in, at most 30 nights', () => {
    const today = '2030-03-01';
    expect(stayProblem({ checkIn: '2030-03-01', checkOut: '2030-03-02', guests: 1 }, today)).toBeNull();
    expect(stayProblem({ checkIn: '2030-02-28', checkOut: '2030-03-02', guests: 1 }, today)).toBe('checkIn');
    expect(stayProblem({ checkIn: '2030-03-02', checkOut: '2030-03-02', guests: 1 }, today)).toBe('checkOut');
    expect(stayProblem({ checkIn: '2030-03-02', checkOut: '2030-04-02', guests: 1 }, today)).toBe('tooLong');
  });

  it('asks the provider for 1 to 9 adults', () => {
    expect([1, 2, 9, 10].map(providerAdults)).toEqual([1, 2, 9, 9]);
  });

  it('totals a stay as price per night × nights', () => {
    expect(stayTotal(120, 3)).toBe(360);
    expect(stayTotal(99.99, 2)).toBe(199.98);
    expect(stayTotal(0.1, 3)).toBe(0.3);
    expect(stayTotal(100, 0)).toBe(0);
  });
});

describe('offers', () => {
  const stay = { checkIn: '2030-07-10', checkOut: '2030-07-13', guests: 2 };

  it('invents Standard at the base price, Deluxe at 1.3× and Junior Suite at 1.8×, non-refundable', () => {
    const offers = inventedOffers({ hotelId: 'AATZX001', price: 100, currency: 'USD' }, stay);
    expect(offers.map((o) => [o.roomType, o.price, o.total, o.nights])).toEqual([
      ['STANDARD_ROOM', 100, 300, 3],
      ['DELUXE_ROOM', 130, 390, 3],
      ['JUNIOR_SUITE', 180, 540, 3],
    ]);
    expect(INVENTED_FACTORS).toEqual({ STANDARD_ROOM: 1, DELUXE_ROOM: 1.3, JUNIOR_SUITE: 1.8 });
    for (const o of offers) {
      expect(o.invented).toBe(true);
      expect(o.cancellationPolicy.kind).toBe('nonRefundable');
      expect(o.guests).toBe(2);
      expect(o.maxOccupancy).toBeGreaterThanOrEqual(2);
      expect(o.features.length).toBeGreaterThan(0);
    }
    expect(new Set(offers.map((o) => o._id)).size).toBe(3);
  });

  it('bases invented offers on the sample price when the hotel has no price yet, rounded to cents', () => {
    const base = samplePrice('BBTZX002');
    const [standard, deluxe] = inventedOffers({ hotelId: 'BBTZX002', price: null, currency: 'USD' }, { ...stay, checkOut: '2030-07-11' });
    expect(standard!.price).toBe(base);
    expect(deluxe!.price).toBe(Math.round(base * 130) / 100);
    expect(inventedOffers({ hotelId: 'X', price: 77.77, currency: 'USD' }, stay)[2]!.price).toBe(139.99);
  });

  it('shows the live offers (cheapest first) and the invented ones when the provider has none', () => {
    const hotel = { hotelId: 'AATZX001', price: 120, currency: 'USD' };
    const live = offersOutcome(
      [{ hotel: { hotelId: 'AATZX001' }, offers: [offer('EXPENSIVE1', '600.00'), offer('CHEAP1', '200.00')] }],
      hotel,
      stay,
      '/media/x.svg',
    );
    expect(live.kind === 'list' && live.offers.map((o) => [o.offerId, o.price, o.total, o.invented, o.image])).toEqual([
      ['CHEAP1', 100, 200, false, '/media/x.svg'],
      ['EXPENSIVE1', 300, 600, false, '/media/x.svg'],
    ]);
    for (const answer of [
      [],
      [{ hotel: { hotelId: 'AATZX001' }, offers: [] }],
      [{ hotel: { hotelId: 'OTHER001' }, offers: [offer('O', '1')] }],
    ]) {
      const outcome = offersOutcome(answer, hotel, stay, null);
      expect(outcome.kind === 'list' && outcome.offers.map((o) => [o.roomType, o.invented])).toEqual([
        ['STANDARD_ROOM', true],
        ['DELUXE_ROOM', true],
        ['JUNIOR_SUITE', true],
      ]);
    }
  });

  it('reads an offer: room, description, guests, cancellation in both forms, features, occupancy', () => {
    const view = toOfferView(
      offer('OFFER1', '400.00', '2030-07-10', '2030-07-12', {
        boardType: 'BREAKFAST',
        policies: {
          paymentType: 'guarantee',
          cancellation: { deadline: '2030-07-08T23:59:00+03:00', description: { text: 'Free until...' } },
          checkInOut: { checkIn: '14:00:00' },
        },
      }),
      null,
    )!;
    expect(view).toMatchObject({
      offerId: 'OFFER1',
      roomType: 'DELUXE_ROOM',
      description: 'Deluxe sea view, 1 king bed',
      guests: 2,
      price: 200,
      total: 400,
      nights: 2,
      maxOccupancy: 3,
      invented: false,
    });
    expect(view.cancellationPolicy).toEqual({ kind: 'free', deadline: '2030-07-08T23:59:00+03:00', text: 'Free until...' });
    expect(view.features.map((f) => f.key)).toEqual(['beds', 'board.BREAKFAST', 'payment.GUARANTEE', 'checkInFrom']);
    expect(
      cancellationOf(
        offer('O', '1', undefined, undefined, {
          policies: { cancellations: [{ type: 'FULL_STAY', description: { text: 'NON-REFUNDABLE RATE' } }] },
        }),
      ).kind,
    ).toBe('nonRefundable');
    expect(
      cancellationOf(offer('O', '1', undefined, undefined, { policies: { refundable: { cancellationRefund: 'NON_REFUNDABLE' } } })).kind,
    ).toBe('nonRefundable');
    expect(cancellationOf(offer('O', '1')).kind).toBe('unknown');
  });

  it('a free-cancellation deadline already passed is non-refundable, not "free until" a past date', () => {
    const until = (deadline: string) =>
      offer('O', '1', undefined, undefined, { policies: { cancellation: { deadline, description: { text: 'Free until...' } } } });
    const now = new Date('2026-11-26T10:00:00Z');
    expect(cancellationOf(until('2026-11-25T23:59:00+03:00'), now)).toEqual({ kind: 'nonRefundable', text: 'Free until...' });
    expect(cancellationOf(until('2026-11-26T12:59:00+03:00'), now)).toEqual({ kind: 'nonRefundable', text: 'Free until...' });
    expect(cancellationOf(until('2026-11-26T13:01:00+03:00'), now)).toEqual({
      kind: 'free',
      deadline: '2026-11-26T13:01:00+03:00',
      text: 'Free until...',
    });
  });

  it('treats "no rooms" provider errors as the empty state, others as failures', () => {
    expect(isNoAvailability(400, 3664)).toBe(true);
    expect(isNoAvailability(400, 424)).toBe(true);
    expect(isNoAvailability(400, 477)).toBe(false);
    expect(isNoAvailability(503, 3664)).toBe(false);
    expect(isNoAvailability(null, null)).toBe(false);
  });
});

describe('pictures in batches of 5, 500 ms apart', () => {
  it('slices lists', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12],
    ]);
    expect(chunk([], 5)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });

  it('asks for 5 hotels at a time, pauses 500 ms between batches and hands over each batch as it arrives', async () => {
    vi.useFakeTimers();
    try {
      const ids = Array.from({ length: 12 }, (_, i) => `H${i}`);
      const calls: { ids: string[]; at: number }[] = [];
      const delivered: string[][] = [];
      const start = Date.now();
      const fetchBatch = async (batch: string[]) => {
        calls.push({ ids: batch, at: Date.now() - start });
        return new Map<string, HotelMedia>(batch.map((id) => [id, { images: [{ uri: `/media/${id}.svg`, category: null }], score: null }]));
      };
      const done = loadMediaInBatches(ids, fetchBatch, (media) => delivered.push([...media.keys()]), {
        signal: new AbortController().signal,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      expect(delivered).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(500);
      await done;
      expect(calls.map((c) => c.ids.length)).toEqual([5, 5, 2]);
      expect(calls.map((c) => c.at)).toEqual([0, 500, 1000]);
      expect(delivered.flat()).toEqual(ids);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when the search is replaced', async () => {
    const controller = new AbortController();
    const calls: string[][] = [];
    await loadMediaInBatches(
      ['A', 'B', 'C', 'D', 'E', 'F'],
      async (batch) => {
        calls.push(batch);
        controller.abort();
        return new Map();
      },
      () => {},
      { signal: controller.signal, wait: async () => {} },
    );
    expect(calls).toEqual([['A', 'B', 'C', 'D', 'E']]);
  });

  it('takes pictures from the sentiments (3 ids a call), falls back to descriptive media, and gives empty data on errors', async () => {
    const sentimentCalls: string[][] = [];
    const mediaCalls: string[][] = [];
    const source: MediaSource = {
      sentiments: async (ids) => {
        sentimentCalls.push(ids);
        if (ids.includes('D')) throw new Error('503');
        return ids.map((hotelId) => ({
          hotelId,
          overallRating: 80,
          numberOfReviews: 12,
          ...(hotelId === 'A' ? { media: [{ uri: '/a.jpg', category: 'EXTERIOR' }] } : {}),
        }));
      },
      media: async (ids) => {
        mediaCalls.push(ids);
        return ids
          .filter((id) => id !== 'E')
          .map((hotelId) => ({ hotelId, media: [{ uri: `/media/${hotelId}/1.svg`, category: 'EXTERIOR' }] }));
      },
    };
    const result = await fetchMediaBatch(['A', 'B', 'C', 'D', 'E'], source, new AbortController().signal);
    expect(sentimentCalls).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E'],
    ]);
    expect(mediaCalls).toEqual([['B', 'C', 'D', 'E']]);
    expect(result.get('A')).toEqual({ images: [{ uri: '/a.jpg', category: 'EXTERIOR' }], score: { overall: 80, reviews: 12 } });
    expect(result.get('B')!.images[0]!.uri).toBe('/media/B/1.svg');
    expect(result.get('D')).toEqual({ images: [{ uri: '/media/D/1.svg', category: 'EXTERIOR' }], score: null });
    expect(result.get('E')).toEqual({ images: [], score: null });

    const failing: MediaSource = {
      sentiments: async () => Promise.reject(new Error('x')),
      media: async () => Promise.reject(new Error('y')),
    };
    const empty = await fetchMediaBatch(['A', 'B'], failing, new AbortController().signal);
    expect([...empty.values()]).toEqual([
      { images: [], score: null },
      { images: [], score: null },
    ]);
  });
});
