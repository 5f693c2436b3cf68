/** Where the header and the footer link to (spec section 2, "Header, footer, menus"). */
export interface NavItem {
  to: string;
  /** Key in the shell namespace. */
  labelKey: string;
  /** Short id for test ids and React keys. */
  id: string;
}

export const HEADER_LINKS: readonly NavItem[] = [
  { id: 'home', to: '/', labelKey: 'nav.home' },
  { id: 'hotels', to: '/hotels', labelKey: 'nav.hotels' },
  { id: 'flights', to: '/flights', labelKey: 'nav.flights' },
  { id: 'car-transfers', to: '/car-transfers', labelKey: 'nav.carTransfers' },
  { id: 'packages', to: '/packages', labelKey: 'nav.packages' },
];

export const FOOTER_EXPLORE_LINKS: readonly NavItem[] = [
  { id: 'home', to: '/', labelKey: 'nav.home' },
  { id: 'hotels', to: '/hotels', labelKey: 'nav.hotels' },
  { id: 'taxis', to: '/taxis', labelKey: 'nav.taxis' },
  { id: 'restaurants', to: '/restaurants', labelKey: 'nav.restaurants' },
  { id: 'packages', to: '/packages', labelKey: 'nav.packages' },
];

export const FOOTER_LEGAL_LINKS: readonly NavItem[] = [
  { id: 'privacy', to: '/privacy', labelKey: 'nav.privacy' },
  { id: 'terms', to: '/terms', labelKey: 'nav.terms' },
  { id: 'contract', to: '/contract', labelKey: 'nav.contract' },
];

/** The signed-in user's links; the admin link is shown only to role admin. */
export const ACCOUNT_LINKS = {
  profile: { id: 'profile', to: '/profile', labelKey: 'userMenu.profile' },
  bookings: { id: 'bookings', to: '/bookings', labelKey: 'userMenu.bookings' },
  admin: { id: 'admin', to: '/admin/packages', labelKey: 'userMenu.admin' },
} as const satisfies Record<string, NavItem>;

/** Below this width the header's links collapse behind the menu button (theme.breakpoint.md). */
export const mobileMediaQuery = (breakpoint: string): string => `not all and (min-width: ${breakpoint})`;

/**
 * From one breakpoint up to just below the next (e.g. 900px to 1199.98px): where the header shows
 * the full bar but has little room, so it tightens.
 */
export const betweenMediaQuery = (from: string, to: string): string => `(min-width: ${from}) and (max-width: ${parseFloat(to) - 0.02}px)`;
