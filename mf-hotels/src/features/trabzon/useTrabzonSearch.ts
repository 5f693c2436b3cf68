import { useEffect, useRef, useState } from 'react';
import { describeProviderError, providerApi, type ProviderHotelListItem } from '@trabzon/api-client';
import {
  CITY_CODES,
  NOTHING_FOUND_FOR_CITY,
  OFFERS_BATCH_SIZE,
  SEARCH_RADIUS_KM,
  buildHotelList,
  cheapestPrices,
  chunk,
  fetchMediaBatch,
  loadMediaInBatches,
  namesFromOffers,
  providerAdults,
  sampleHotels,
  withKnownNames,
  withPrices,
  type HotelMedia,
  type MediaSource,
  type ProviderHotel,
  type TrabzonStay,
} from './model';

export interface TrabzonSearchState {
  status: 'loading' | 'ready';
  hotels: ProviderHotel[];
  /** fetchFailed: neither city search answered (sample hotels shown); noHotels: both answered, empty. */
  problem: 'fetchFailed' | 'noHotels' | null;
  /** The cards' prices are still being fetched. */
  pricesLoading: boolean;
}

const mediaSource: MediaSource = {
  sentiments: (ids, signal) => providerApi.hotelSentiments(ids, { signal }).then((r) => r.data),
  media: (ids, signal) => providerApi.hotelMedia(ids, { signal }).then((r) => r.data),
};

/** A city search's hotels; "nothing found for the city" is an empty list, other errors throw. */
async function searchCity(cityCode: string, signal: AbortSignal): Promise<ProviderHotelListItem[]> {
  try {
    return (await providerApi.hotelsByCity(cityCode, { signal, radiusKm: SEARCH_RADIUS_KM })).data;
  } catch (error) {
    const failure = describeProviderError(error);
    if (failure.status === 400 && failure.code === NOTHING_FOUND_FOR_CITY) return [];
    throw error;
  }
}

/**
 * The screen's search: the two city lists (TZX and RZE, 100 km), merged into the 20 cards; then
 * the real hotels' offers for the card prices; then their pictures in batches of 5, 500 ms apart,
 * filled into the cards as they arrive (kept across searches: pictures do not depend on dates).
 * A new search (or leaving the screen) aborts everything still under way.
 */
export function useTrabzonSearch(stay: TrabzonStay, attempt: number) {
  const [state, setState] = useState<TrabzonSearchState>({ status: 'loading', hotels: [], problem: null, pricesLoading: false });
  const [media, setMedia] = useState<ReadonlyMap<string, HotelMedia>>(() => new Map());
  const cache = useRef(new Map<string, HotelMedia>());
  // The names the offers gave (kept across searches, as the pictures): a hotel keeps one name.
  const names = useRef(new Map<string, string>());
  const { checkIn, checkOut, guests } = stay;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading', hotels: [], problem: null, pricesLoading: false });

    (async () => {
      const searches = await Promise.allSettled(CITY_CODES.map((code) => searchCity(code, signal)));
      if (signal.aborted) return;
      const lists = searches.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (lists.length === 0) {
        setState({ status: 'ready', hotels: sampleHotels(), problem: 'fetchFailed', pricesLoading: false });
        return;
      }
      const built = buildHotelList(lists);
      const { realCount } = built;
      const hotels = withKnownNames(built.hotels, names.current);
      if (realCount === 0) {
        setState({ status: 'ready', hotels, problem: 'noHotels', pricesLoading: false });
        return;
      }
      setState({ status: 'ready', hotels, problem: null, pricesLoading: true });
      const realIds = hotels.filter((hotel) => !hotel.sample).map((hotel) => hotel.hotelId);

      // Pictures: cached ones at once, the others in batches (not waiting for the prices).
      const toLoad = realIds.filter((id) => !cache.current.has(id));
      setMedia(new Map(cache.current));
      void loadMediaInBatches(
        toLoad,
        (ids, batchSignal) => fetchMediaBatch(ids, mediaSource, batchSignal),
        (batch) => {
          for (const [id, entry] of batch) cache.current.set(id, entry);
          setMedia(new Map(cache.current));
        },
        { signal },
      );

      const answers = await Promise.all(
        chunk(realIds, OFFERS_BATCH_SIZE).map((ids) =>
          providerApi
            .hotelOffers(
              {
                hotelIds: ids,
                checkInDate: checkIn,
                checkOutDate: checkOut,
                adults: providerAdults(guests),
                roomQuantity: 1,
                currency: 'USD',
                bestRateOnly: false,
              },
              { signal },
            )
            .then((r) => r.data)
            .catch(() => []),
        ),
      );
      if (signal.aborted) return;
      const prices = cheapestPrices(answers.flat());
      for (const [id, name] of namesFromOffers(answers.flat())) names.current.set(id, name);
      setState((current) => ({
        ...current,
        hotels: withKnownNames(withPrices(current.hotels, prices), names.current),
        pricesLoading: false,
      }));
    })().catch(() => {
      if (!signal.aborted) setState({ status: 'ready', hotels: sampleHotels(), problem: 'fetchFailed', pricesLoading: false });
    });

    return () => controller.abort();
  }, [checkIn, checkOut, guests, attempt]);

  return { ...state, media };
}
