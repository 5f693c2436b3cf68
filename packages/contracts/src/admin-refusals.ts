import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './constants';
import { matchText } from './templates';

/**
 * The API's fixed refusals of back-office writes, in its own (English) words. Pure data (and the
 * browser-safe templates), so the back office can name each one in the page's language
 * (`import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals'`). The API throws these texts.
 */

export const ADMIN_REFUSALS = {
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  emailTaken: 'An account with this email already exists',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDemote: 'You cannot remove your own admin role',
  lastAdmin: 'This is the last active admin: make another account an active admin first',
  hotelSlugTaken: 'A hotel with this slug already exists',
  hotelNameTaken: 'A hotel with this name already exists in this destination',
  hotelHasBookings: 'This hotel has upcoming bookings; cancel them first or set the hotel inactive',
  roomHasBookings: 'This room type has upcoming bookings; cancel them first',
  roomNameTaken: 'This hotel already has a room type with this name',
  // Templates: the API fills in the {{values}} (fillTemplate in ./templates).
  roomCapacityBelowGuests: 'This room type has an upcoming booking for {{guests}} guests; its capacity cannot be lower',
  roomTotalBelowBooked: 'Total rooms cannot be less than the rooms already booked on {{date}} ({{booked}})',
  fleetBelowBooked: 'The fleet cannot be smaller than the cars already booked on {{date}} ({{booked}})',
  // Its last day named, not "its {{duration}} days": a 1-day package would read "1 days".
  itineraryDayOutside: "Itinerary day {{day}} is after the package's last day (day {{duration}})",
  itineraryDayTwice: 'Itinerary day {{day}} appears twice',
  packageSlugTaken: 'A package with this slug already exists',
  packageHasBookings: 'This package has upcoming bookings; cancel them first or set the package inactive',
  seatsBelowSold: 'A departure to come has more seats sold than that; cancel bookings first',
  durationHasBookings: 'This package has upcoming bookings; its duration cannot change until they are over or cancelled',
  destinationSlugTaken: 'A destination with this slug already exists',
  destinationNameTaken: 'A destination with this name already exists',
  // Every listing counts, inactive ones too: each would lose its destination.
  destinationHasListings:
    'This destination still has listings (hotels: {{hotels}}, restaurants: {{restaurants}}, packages: {{packages}}); move or delete them first',
  restaurantSlugTaken: 'Another restaurant already uses this slug',
  restaurantHasReservations: 'This restaurant has upcoming reservations; cancel them first or deactivate it',
  duplicateTable: 'This restaurant already has a table with that number',
  restaurantHours: 'Opening hours need an opening and a closing time (HH:MM) that differ, or closed',
  restaurantTablesOffered: 'The tables offered must be tables of this restaurant',
  tableHasReservations: 'This table has upcoming reservations; cancel them first',
  tableSeatsReservedParty: 'An upcoming reservation on this table has more guests than that; cancel it first',
  restaurantChangeStrandsReservations: 'Upcoming reservations would fall outside these opening hours or this party size; cancel them first',
  dayHasReservations: 'This day has reservations; cancel them first',
  timeHasReservations: 'This time has reservations; cancel them first',
  availabilityTooFar: 'Please choose a date within 365 days',
  availabilityPastTime: 'This time has already passed today. Please choose a later time or another date.',
  availabilityDayPassed: 'Every time of today has already passed, so there is nothing left to change today. Please choose another date.',
  dateRangeReversed: 'The end of a date range cannot be before its start',
  backupNotSqlite: 'This file is not an SQLite database, so it is not a backup of this site',
  backupNotOurs: "This database is not a backup of this site (it has no record of this site's migrations)",
  backupNewer: 'This backup comes from a newer version of the site; update the site before restoring it',
  backupOtherHistory: "This backup comes from another site: its migrations differ from this site's",
  editConflict: 'Someone else saved this item after you opened it; reload it to see their version',
  backupBusy: 'A backup or restore is already running; please try again in a moment',
} as const;

export type AdminRefusal = keyof typeof ADMIN_REFUSALS;

/** The refusal a message of the API is, with the values of its {{placeholders}}, or null for any other message. */
export function adminRefusalOf(message: string): { key: AdminRefusal; values: Record<string, string> } | null {
  return matchText(ADMIN_REFUSALS, message);
}

/**
 * The bookings core's refusals of a staff status change (BOOKING_MESSAGES in ./bookings, which the
 * API throws; kept here as browser-safe templates). `raced`: the booking is already `{{from}}` (it
 * changed after the page loaded it), so it cannot become `{{to}}`.
 */
export const BOOKING_STATUS_REFUSALS = {
  notFound: 'Booking not found',
  raced: 'Cannot change a booking from {{from}} to {{to}}',
  notStarted: 'A booking can be marked completed once its service has begun',
} as const;

export type BookingStatusRefusal = keyof typeof BOOKING_STATUS_REFUSALS;

/** The status-change refusal a message of the API is, with its values, or null for any other message. */
export function bookingStatusRefusalOf(message: string): { key: BookingStatusRefusal; values: Record<string, string> } | null {
  return matchText(BOOKING_STATUS_REFUSALS, message);
}

/** The API's refusals of an image upload (POST /api/admin/uploads), which the back office names in the page's language. */
export const UPLOAD_REFUSALS = {
  noFile: 'Please choose an image file to upload',
  badType: 'Only JPEG, PNG or WebP images are accepted',
  tooLarge: `The image is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  tooManyPixels: `The image is too large (at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels)`,
  notMultipart: 'Send the image as multipart/form-data in a field named "file"',
  unreadable: 'The upload could not be read: send one image as multipart/form-data in a field named "file"',
} as const;

export type UploadRefusal = keyof typeof UPLOAD_REFUSALS;

/** Which upload refusal a message of the API is, or null for any other message. */
export function uploadRefusalOf(message: string): UploadRefusal | null {
  return matchText(UPLOAD_REFUSALS, message)?.key ?? null;
}
