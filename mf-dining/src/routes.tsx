import { lazyScreen, type ScreenRoute } from '@trabzon/ui';
import { RestaurantsListScreen } from './features/list/RestaurantsListScreen';
import { RestaurantDetailScreen } from './features/detail/RestaurantDetailScreen';
import { prefetchRestaurant, prefetchRestaurantsList } from './features/prefetch';

/** Every screen of mf-dining, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/restaurants', Screen: RestaurantsListScreen, prefetch: prefetchRestaurantsList },
  { path: '/restaurants/:id', Screen: RestaurantDetailScreen, prefetch: prefetchRestaurant },
  // Reached from a restaurant's page only; its checkout form (@trabzon/checkout) stays off the others.
  {
    path: '/restaurant-booking',
    Screen: lazyScreen(() => import('./features/booking/RestaurantBookingScreen'), 'RestaurantBookingScreen'),
  },
];
