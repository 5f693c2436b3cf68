import type { ScreenRoute } from '@trabzon/ui';
import { RestaurantsListScreen } from './features/list/RestaurantsListScreen';
import { RestaurantDetailScreen } from './features/detail/RestaurantDetailScreen';
import { RestaurantBookingScreen } from './features/booking/RestaurantBookingScreen';

/** Every screen of mf-dining, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/restaurants', Screen: RestaurantsListScreen },
  { path: '/restaurants/:id', Screen: RestaurantDetailScreen },
  { path: '/restaurant-booking', Screen: RestaurantBookingScreen },
];
