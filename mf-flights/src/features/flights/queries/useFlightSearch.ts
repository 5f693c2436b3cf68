import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { flightsApi } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { isSearchResponse } from '../model/offers';
import type { FlightSearch } from '../model/search';

const searchKey = (search: FlightSearch | null, language: string) => ['flights', 'search', search, language];

/** GET /api/flights/search for a search (none while `search` is null); the language is in the key like every query of the site. */
export function useFlightSearch(search: FlightSearch | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: searchKey(search, i18n.language),
    enabled: search !== null,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      if (!search) throw new Error('no search');
      const response = await flightsApi.search(
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
      if (!isSearchResponse(response)) throw new Error('The flight search answered with something that is not a list of offers');
      return response;
    },
  });
}

/**
 * Asks the provider again for a search already on the screen (Search pressed on the same values, e.g.
 * after a booking was refused because the price changed): its kept answer goes, so the list shows
 * "Searching…" and then today's offers and prices, not the ones the visitor was told had changed.
 */
export function useSearchAgain() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    (search: FlightSearch) => void client.resetQueries({ queryKey: searchKey(search, i18n.language), exact: true }),
    [client, i18n.language],
  );
}
