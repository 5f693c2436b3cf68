import type { ScreenRoute } from '@trabzon/ui';
import { DashboardScreen } from './features/dashboard/DashboardScreen';
import { HotelsScreen } from './features/hotels/HotelsScreen';
import { InventoryScreen } from './features/inventory/InventoryScreen';
import { RestaurantsAdminScreen } from './features/restaurants/RestaurantsAdminScreen';
import { TablesScreen } from './features/restaurant-tables/TablesScreen';
import { AvailabilityScreen } from './features/restaurant-availability/AvailabilityScreen';
import { PackagesScreen } from './features/packages/PackagesScreen';
import { PackageEditScreen } from './features/packages/PackageEditScreen';
import { TransfersScreen } from './features/transfers/TransfersScreen';
import { DestinationsScreen } from './features/destinations/DestinationsScreen';
import { HeroSettingsScreen } from './features/hero/HeroSettingsScreen';
import { BookingsScreen } from './features/bookings/BookingsScreen';
import { UsersScreen } from './features/users/UsersScreen';
import { SettingsScreen } from './features/settings/SettingsScreen';

/** Every screen of mf-admin, by the absolute path it answers.  */
export const routes: ScreenRoute[] = [
  { path: '/admin', Screen: DashboardScreen },
  { path: '/admin/packages', Screen: PackagesScreen },
  { path: '/admin/packages/new', Screen: PackageEditScreen },
  { path: '/admin/packages/:id', Screen: PackageEditScreen },
  { path: '/admin/hotels', Screen: HotelsScreen },
  { path: '/admin/hotel-inventory', Screen: InventoryScreen },
  { path: '/admin/restaurants', Screen: RestaurantsAdminScreen },
  { path: '/admin/restaurant-tables', Screen: TablesScreen },
  { path: '/admin/restaurant-availability', Screen: AvailabilityScreen },
  { path: '/admin/transfers', Screen: TransfersScreen },
  { path: '/admin/destinations', Screen: DestinationsScreen },
  { path: '/admin/hero-settings', Screen: HeroSettingsScreen },
  { path: '/admin/bookings', Screen: BookingsScreen },
  { path: '/admin/users', Screen: UsersScreen },
  { path: '/admin/settings', Screen: SettingsScreen },
];
