/** The sidebar: every named admin child route of the spec (section 2), in the spec's menu order. */
export interface AdminNavItem {
  /** The spec's route name, e.g. "admin-hotels". */
  id: string;
  to: string;
  /** Key in the `admin` namespace. */
  labelKey: string;
  /** Active only on this exact path (the dashboard would otherwise match every admin path). */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { id: 'admin-dashboard', to: '/admin', labelKey: 'screens.dashboard', end: true },
  { id: 'admin-packages', to: '/admin/packages', labelKey: 'screens.packages' },
  { id: 'admin-hotels', to: '/admin/hotels', labelKey: 'screens.hotels' },
  { id: 'admin-hotel-inventory', to: '/admin/hotel-inventory', labelKey: 'screens.hotelInventory' },
  { id: 'admin-restaurants', to: '/admin/restaurants', labelKey: 'screens.restaurants' },
  { id: 'admin-restaurant-tables', to: '/admin/restaurant-tables', labelKey: 'screens.restaurantTables' },
  { id: 'admin-restaurant-availability', to: '/admin/restaurant-availability', labelKey: 'screens.restaurantAvailability' },
  { id: 'admin-transfers', to: '/admin/transfers', labelKey: 'screens.transfers' },
  { id: 'admin-destinations', to: '/admin/destinations', labelKey: 'screens.destinations' },
  { id: 'admin-hero-settings', to: '/admin/hero-settings', labelKey: 'screens.heroSettings' },
  { id: 'admin-bookings', to: '/admin/bookings', labelKey: 'screens.bookings' },
  { id: 'admin-users', to: '/admin/users', labelKey: 'screens.users' },
  { id: 'admin-settings', to: '/admin/settings', labelKey: 'screens.settings' },
];

/** The sign-in URL that brings the visitor back to `path` (same form as the shell's guard). */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
