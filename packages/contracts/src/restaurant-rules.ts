import { ADMIN_REFUSALS } from './admin-refusals';

/*
 * Restaurant constants and messages without TypeBox, so screens can import them cheaply
 * (`@trabzon/contracts/restaurant-rules`).
 */

export const CUISINES = ['italian', 'turkish', 'mediterranean', 'asian', 'middle_eastern'] as const;
export type Cuisine = (typeof CUISINES)[number];
export const TABLE_LOCATIONS = ['indoor', 'terrace', 'window'] as const;
export type TableLocation = (typeof TABLE_LOCATIONS)[number];
export const RESTAURANT_SORTS = ['popularity', 'rating', 'price_asc', 'price_desc'] as const;
export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];

/**
 * The reservation rules, written once and enforced by the API (the screens show them):
 * - party size 1 to MAX_PARTY (a restaurant may set a lower maximum; larger groups call the restaurant);
 * - a reservation at most MAX_DAYS_AHEAD days ahead (today counts as day 0);
 * - a slot today must start at least MIN_LEAD_MINUTES after now, Istanbul time;
 * - slots start every `slotMinutes` from opening; the last one starts `seatingMinutes` before closing
 *   (a table is held for the whole seating); a day may close after midnight (close ≤ open), its
 *   late slots then belong to the next calendar date.
 */
export const RESERVATION_RULES = {
  MIN_PARTY: 1,
  MAX_PARTY: 12,
  MAX_DAYS_AHEAD: 60,
  /** Staff set a restaurant's slots and closed days up to a year ahead. */
  ADMIN_DAYS_AHEAD: 365,
  MIN_LEAD_MINUTES: 60,
  SLOT_MINUTES: [15, 30, 60] as readonly number[],
  MIN_SEATING_MINUTES: 30,
  MAX_SEATING_MINUTES: 300,
} as const;

/**
 * The refusals a diner meets, in the API's own English words; the screens recognise them through
 * booking-refusals and show them in the page's language. `{{name}}` values are filled by the API.
 */
export const RESERVATION_MESSAGES = {
  notFound: 'Restaurant not found',
  restaurantRequired: 'Please select a restaurant',
  date: 'Please choose a valid date (YYYY-MM-DD)',
  time: 'Please choose a time from the list',
  partySize: `Please choose between ${RESERVATION_RULES.MIN_PARTY} and ${RESERVATION_RULES.MAX_PARTY} guests`,
  past: 'This date is in the past. Please choose today or a later date.',
  tooFar: `Reservations open ${RESERVATION_RULES.MAX_DAYS_AHEAD} days ahead. Please choose an earlier date.`,
  tooLate: `Reservations for today must start at least ${RESERVATION_RULES.MIN_LEAD_MINUTES} minutes from now.`,
  notASlot: 'The restaurant takes no reservation at this time. Please choose a time from the list.',
  partyTooLarge: 'This restaurant takes reservations for at most {{max}} guests. Please call the restaurant for larger groups.',
  noTable: 'No table for {{party}} is free on {{date}} at {{time}}. Nearest free times: {{nearest}}.',
  noTableThatDay: 'No table for {{party}} is free on {{date}} at {{time}}. No other time is free that day; please try another date.',
} as const;

export const RESTAURANT_MESSAGES = {
  ...RESERVATION_MESSAGES,
  tableNotFound: 'Table not found',
  duplicateTable: ADMIN_REFUSALS.duplicateTable,
  hours: ADMIN_REFUSALS.restaurantHours,
  tablesOffered: ADMIN_REFUSALS.restaurantTablesOffered,
  hasReservations: ADMIN_REFUSALS.restaurantHasReservations,
} as const;
