import { useQuery } from '@tanstack/react-query';
import { describeProviderError, providerApi } from '@trabzon/api-client';
import {
  INVALID_CHECK_IN,
  inventedOffers,
  isNoAvailability,
  offersOutcome,
  providerAdults,
  type HotelOfferView,
  type ProviderHotel,
  type TrabzonStay,
} from './model';

export type OffersState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `invalidCheckIn`: the provider does not take the check-in date (381), so asking again cannot help. */
  | { status: 'error'; reason?: 'invalidCheckIn' }
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
 * invented offers straight away, like a hotel the provider has no offers for. The provider's
 * answer is never retried on its own (the provider counts calls) and is asked again each time the
 * modal opens, since offers expire; the old answer is not shown meanwhile.
 */
export function useHotelOffers(target: OffersTarget | null) {
  const hotel = target?.hotel ?? null;
  const stay = target?.stay ?? null;
  const query = useQuery({
    queryKey: ['provider', 'hotel-offers', hotel?.hotelId ?? '', stay?.checkIn ?? '', stay?.checkOut ?? '', stay?.guests ?? 0],
    queryFn: async ({ signal }) => {
      if (!hotel || !stay) return null;
      try {
        const answer = await providerApi.hotelOffers(
          {
            hotelIds: [hotel.hotelId],
            checkInDate: stay.checkIn,
            checkOutDate: stay.checkOut,
            adults: providerAdults(stay.guests),
            roomQuantity: 1,
            currency: 'USD',
            bestRateOnly: false,
          },
          { signal },
        );
        return answer.data;
      } catch (error) {
        const failure = describeProviderError(error);
        if (isNoAvailability(failure.status, failure.code)) return null;
        throw error;
      }
    },
    enabled: Boolean(hotel && stay && !hotel.sample),
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });

  let state: OffersState;
  if (!target) state = { status: 'idle' };
  else if (target.hotel.sample) state = { status: 'list', offers: inventedOffers(target.hotel, target.stay, target.image) };
  else if (query.isFetching || query.isPending) state = { status: 'loading' };
  else if (query.isError)
    state =
      describeProviderError(query.error).code === INVALID_CHECK_IN ? { status: 'error', reason: 'invalidCheckIn' } : { status: 'error' };
  else if (query.data === null) state = { status: 'empty' };
  else {
    const outcome = offersOutcome(query.data, target.hotel, target.stay, target.image);
    state = outcome.kind === 'list' ? { status: 'list', offers: outcome.offers } : { status: 'empty' };
  }
  return { state, retry: () => void query.refetch() };
}
