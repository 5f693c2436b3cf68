import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';
import { DashboardScreen } from './features/dashboard/DashboardScreen';
import { HotelsScreen } from './features/hotels/HotelsScreen';
import { InventoryScreen } from './features/inventory/InventoryScreen';
import { BookingsScreen } from './features/bookings/BookingsScreen';
import { UsersScreen } from './features/users/UsersScreen';
import { SettingsScreen } from './features/settings/SettingsScreen';

/** Every screen of mf-admin, by the absolute path it answers. Screens not built yet keep a titled placeholder. */
export const routes: ScreenRoute[] = [
  { path: '/admin', Screen: DashboardScreen },
  { path: '/admin/packages', Screen: placeholderScreen('screens.packages') },
  { path: '/admin/packages/new', Screen: placeholderScreen('screens.packageNew') },
  { path: '/admin/packages/:id', Screen: placeholderScreen('screens.packageEdit') },
  { path: '/admin/hotels', Screen: HotelsScreen },
  { path: '/admin/hotel-inventory', Screen: InventoryScreen },
  { path: '/admin/restaurants', Screen: placeholderScreen('screens.restaurants') },
  { path: '/admin/restaurant-tables', Screen: placeholderScreen('screens.restaurantTables') },
  { path: '/admin/restaurant-availability', Screen: placeholderScreen('screens.restaurantAvailability') },
  { path: '/admin/destinations', Screen: placeholderScreen('screens.destinations') },
  { path: '/admin/hero-settings', Screen: placeholderScreen('screens.heroSettings') },
  { path: '/admin/bookings', Screen: BookingsScreen },
  { path: '/admin/users', Screen: UsersScreen },
  { path: '/admin/settings', Screen: SettingsScreen },
];
