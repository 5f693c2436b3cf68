import { isIdOrSlug } from '@trabzon/contracts/validation';
import { queryClient } from '@trabzon/ui';
import { useLocaleStore } from '@trabzon/stores';
import { filtersFromParams, toApiQuery } from './list/filters';
import { destinationsQuery } from './list/useDestinations';
import { hotelsListQuery } from './list/useHotels';
import { hotelQuery } from './detail/useHotel';

const language = () => useLocaleStore.getState().language;

/**
 * /hotels: the destinations and, without a destination, the list the screen's first render asks for.
 * A destination typed as a name is searched by the slug the destinations resolve it to, which only
 * the screen knows, so that list is left to it.
 */
export function prefetchHotelsList(_params: unknown, search: URLSearchParams): void {
  void queryClient.prefetchQuery(destinationsQuery(language()));
  const filters = filtersFromParams(search);
  if (!filters.destination) void queryClient.prefetchQuery(hotelsListQuery(toApiQuery(filters), language()));
}

/** /hotels/:id: the hotel (its gallery is the page's largest picture). */
export function prefetchHotel(params: Record<string, string | undefined>): void {
  if (params.id && isIdOrSlug(params.id)) void queryClient.prefetchQuery(hotelQuery(params.id, language()));
}
