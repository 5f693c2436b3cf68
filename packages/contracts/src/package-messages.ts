import { PACKAGE_BOOKING_WINDOW_DAYS, PACKAGE_GUESTS_MAX } from './constants';

/**
 * The API's refusals of a package booking, in its own English words. Browser-safe
 * (`@trabzon/contracts/package-messages`): the screens recognise them through booking-refusals
 * and show them in the page's language.
 */
export const PACKAGE_BOOKING_MESSAGES = {
  notFound: 'Package not found',
  packageRequired: 'Please select a package',
  startDateRequired: 'Please select a start date',
  guests: `Please choose between 1 and ${PACKAGE_GUESTS_MAX} guests`,
  badDate: 'Please select a valid start date (YYYY-MM-DD)',
  pastDate: 'The start date must be from tomorrow on',
  farDate: `The start date must be within ${PACKAGE_BOOKING_WINDOW_DAYS} days`,
  soldOut: 'Not enough seats are left on this departure. Please choose another date or fewer guests.',
  inactive: 'This package cannot be booked at the moment',
} as const;
