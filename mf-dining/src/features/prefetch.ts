import { isIdOrSlug } from '@trabzon/contracts/validation';
import { i18n } from '@trabzon/i18n';
import { queryClient } from '@trabzon/ui';
import { filtersFromParams } from './list/filters';
import { destinationsQuery } from './list/useDestinations';
import { restaurantListQuery } from './list/useRestaurantList';
import { restaurantQuery } from './detail/useRestaurant';

/** /restaurants: the list the screen's first render asks for, and the location filter's options. */
export function prefetchRestaurantsList(_params: unknown, search: URLSearchParams): void {
  void queryClient.prefetchQuery(restaurantListQuery(filtersFromParams(search), i18n.language));
  void queryClient.prefetchQuery(destinationsQuery(i18n.language));
}

/** /restaurants/:id: the restaurant (its first picture is the page's largest). */
export function prefetchRestaurant(params: Record<string, string | undefined>): void {
  if (params.id && isIdOrSlug(params.id)) void queryClient.prefetchQuery(restaurantQuery(params.id, i18n.language));
}
