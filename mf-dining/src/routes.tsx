import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-dining, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/restaurants', Screen: placeholderScreen('screens.restaurantsList') },
  { path: '/restaurants/:id', Screen: placeholderScreen('screens.restaurantDetail') },
  { path: '/restaurant-booking', Screen: placeholderScreen('screens.restaurantBooking') },
];
