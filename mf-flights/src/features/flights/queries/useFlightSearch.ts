import { useQuery } from '@tanstack/react-query';
import { flightsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import type { FlightSearch } from '../model/search';

/** GET /api/flights/search for a search (none while `search` is null); the language is in the key like every query of the site. */
export function useFlightSearch(search: FlightSearch | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['flights', 'search', search, i18n.language],
    enabled: search !== null,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => {
      if (!search) throw new Error('no search');
      return flightsApi.search(
        {
          origin: search.originCode,
          destination: search.destinationCode,
          departureDate: search.departureDate,
          ...(search.tripType === 'roundTrip' ? { returnDate: search.returnDate } : {}),
          adults: search.passengers,
          travelClass: search.cabinClass,
        },
        { signal },
      );
    },
  });
}
