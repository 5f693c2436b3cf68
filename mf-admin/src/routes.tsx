import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-admin, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/admin', Screen: placeholderScreen('screens.dashboard') },
  { path: '/admin/packages', Screen: placeholderScreen('screens.packages') },
  { path: '/admin/packages/new', Screen: placeholderScreen('screens.packageNew') },
  { path: '/admin/packages/:id', Screen: placeholderScreen('screens.packageEdit') },
  { path: '/admin/hotels', Screen: placeholderScreen('screens.hotels') },
  { path: '/admin/hotel-inventory', Screen: placeholderScreen('screens.hotelInventory') },
  { path: '/admin/restaurants', Screen: placeholderScreen('screens.restaurants') },
  { path: '/admin/restaurant-tables', Screen: placeholderScreen('screens.restaurantTables') },
  { path: '/admin/restaurant-availability', Screen: placeholderScreen('screens.restaurantAvailability') },
  { path: '/admin/destinations', Screen: placeholderScreen('screens.destinations') },
  { path: '/admin/hero-settings', Screen: placeholderScreen('screens.heroSettings') },
  { path: '/admin/bookings', Screen: placeholderScreen('screens.bookings') },
  { path: '/admin/users', Screen: placeholderScreen('screens.users') },
  { path: '/admin/settings', Screen: placeholderScreen('screens.settings') },
];
