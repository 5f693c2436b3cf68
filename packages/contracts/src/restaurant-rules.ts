import { ADMIN_REFUSALS } from './admin-refusals';

/*
 * Restaurant constants, messages and the reservation-time rule without TypeBox, so screens can
 * import them cheaply (`@trabzon/contracts/restaurant-rules`).
 */

export const CUISINES = ['italian', 'turkish', 'mediterranean', 'asian', 'middle_eastern'] as const;
export type Cuisine = (typeof CUISINES)[number];
export const TABLE_LOCATIONS = ['indoor', 'terrace', 'window'] as const;
export type TableLocation = (typeof TABLE_LOCATIONS)[number];
export const RESTAURANT_SORTS = ['popularity', 'rating', 'price_asc', 'price_desc'] as const;
export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];
/**
 * Why a listed reservation time cannot be booked: every fitting table is taken (`full`), or staff
 * closed it (`closed`). Times too soon or already past are not listed at all.
 */
export const SLOT_UNAVAILABLE_REASONS = ['full', 'closed'] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

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
  /** Staff closed the time (a link or an old page can still ask for it). */
  timeClosed: 'The restaurant takes no reservations on {{date}} at {{time}}. Nearest free times: {{nearest}}.',
  timeClosedThatDay:
    'The restaurant takes no reservations on {{date}} at {{time}}. No other time is free that day; please try another date.',
  /** Staff closed the whole date. */
  dayClosed: 'The restaurant takes no reservations on {{date}}. Please choose another date.',
} as const;

export const RESTAURANT_MESSAGES = {
  ...RESERVATION_MESSAGES,
  tableNotFound: 'Table not found',
  duplicateTable: ADMIN_REFUSALS.duplicateTable,
  hours: ADMIN_REFUSALS.restaurantHours,
  tablesOffered: ADMIN_REFUSALS.restaurantTablesOffered,
  hasReservations: ADMIN_REFUSALS.restaurantHasReservations,
} as const;

/** One weekday's hours (HH:MM); `null` when closed. A close before the open is after midnight; equal times are refused. */
export type OpeningHours = { open: string; close: string } | null;

/** What a restaurant's reservation times are made from; `hours` run Sunday (0) to Saturday (6). */
export interface SeatingPlan {
  hours: readonly OpeningHours[];
  slotMinutes: number;
  seatingMinutes: number;
}

const MINUTES_PER_DAY = 1440;

const clockMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar date, whatever the runtime's time zone. */
function weekdayOf(date: string): number {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();
}

/** Start times (minutes from the opening day's midnight) of one weekday's opening; none when closed. */
function startsOfOpening(day: OpeningHours | undefined, slotMinutes: number, seatingMinutes: number): number[] {
  if (!day) return [];
  const open = clockMinutes(day.open);
  let close = clockMinutes(day.close);
  if (close <= open) close += MINUTES_PER_DAY; // closes after midnight
  const starts: number[] = [];
  // The last seating must end by closing time.
  for (let start = open; start + seatingMinutes <= close; start += slotMinutes) starts.push(start);
  return starts;
}

/**
 * The reservation start times of the calendar date `date`, in minutes after its midnight (the
 * restaurant's wall clock), sorted and without duplicates: the date's own opening, plus the late
 * slots of the previous day's opening when it runs past midnight. The API offers exactly these
 * (before tables, closed slots and the lead time); the screens use them to skip dates with none.
 */
export function reservationStarts({ hours, slotMinutes, seatingMinutes }: SeatingPlan, date: string): number[] {
  const weekday = weekdayOf(date);
  const lateEve = startsOfOpening(hours[(weekday + 6) % 7], slotMinutes, seatingMinutes).map((start) => start - MINUTES_PER_DAY);
  const own = startsOfOpening(hours[weekday], slotMinutes, seatingMinutes);
  const onDate = [...lateEve, ...own].filter((start) => start >= 0 && start < MINUTES_PER_DAY);
  return [...new Set(onDate)].sort((a, b) => a - b);
}
