import { useCallback, useEffect, useState } from 'react';
import { describeProviderError, providerApi } from '@trabzon/api-client';
import { inventedOffers, isNoAvailability, offersOutcome, providerAdults, type HotelOfferView, type ProviderHotel, type TrabzonStay } from './model';

export type OffersState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'list'; offers: HotelOfferView[] };

export interface OffersTarget {
  hotel: ProviderHotel;
  stay: TrabzonStay;
  /** The picture the offers show (a room picture of the hotel, when one is loaded). */
  image: string | null;
}

/**
 * The View Offers modal's data: every room offer of one hotel for the searched stay (loading,
 * error with retry, empty, list). A sample hotel is never sent to the provider: it gets the
 * invented offers straight away, like a hotel the provider has no offers for.
 */
export function useHotelOffers(target: OffersTarget | null) {
  const [state, setState] = useState<OffersState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const hotelId = target?.hotel.hotelId ?? null;
  const key = target ? `${target.hotel.hotelId}|${target.stay.checkIn}|${target.stay.checkOut}|${target.stay.guests}` : null;

  useEffect(() => {
    if (!target) {
      setState({ status: 'idle' });
      return;
    }
    const { hotel, stay, image } = target;
    if (hotel.sample) {
      setState({ status: 'list', offers: inventedOffers(hotel, stay, image) });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    providerApi
      .hotelOffers(
        { hotelIds: [hotel.hotelId], checkInDate: stay.checkIn, checkOutDate: stay.checkOut, adults: providerAdults(stay.guests), roomQuantity: 1, currency: 'USD', bestRateOnly: false },
        { signal: controller.signal },
      )
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          const outcome = offersOutcome(answer.data, hotel, stay, image);
          setState(outcome.kind === 'list' ? { status: 'list', offers: outcome.offers } : { status: 'empty' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = describeProviderError(error);
          setState(isNoAvailability(failure.status, failure.code) ? { status: 'empty' } : { status: 'error' });
        },
      );
    return () => controller.abort();
    // The target object changes identity with every card update; its key is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: hotelId ? state : ({ status: 'idle' } as OffersState), retry };
}
