import { PACKAGE_BOOKING_MESSAGES } from './package-messages';
import { RESERVATION_MESSAGES } from './restaurant-rules';
import { matchText } from './templates';
import { TRANSFER_MESSAGES } from './transfer-messages';
import { GENERAL_MESSAGES } from './validation';

/**
 * The API's refusals of a booking that visitors meet on the restaurant, car/transfer/taxi and
 * package screens and at the checkout, by booking kind. The API answers them in English; a screen
 * recognises one with `bookingRefusalOf` and shows `checkout:refusals.<kind>.<key>` in the page's
 * language (the hotel stay's refusals are STAY_MESSAGES). Browser-safe:
 * `@trabzon/contracts/booking-refusals`.
 */
export const BOOKING_REFUSALS = {
  restaurant: RESERVATION_MESSAGES,
  transfer: TRANSFER_MESSAGES,
  package: PACKAGE_BOOKING_MESSAGES,
  // What any of them may answer: a date that is no day (a car's pickup date of 2027-02-30).
  general: GENERAL_MESSAGES,
} as const;

export type BookingRefusalKind = keyof typeof BOOKING_REFUSALS;

/** Which booking refusal a message of the API is ("restaurant.past"), with its values, or null. */
export function bookingRefusalOf(message: string | null | undefined): { key: string; values: Record<string, string> } | null {
  const text = message?.trim();
  if (!text) return null;
  for (const [kind, texts] of Object.entries(BOOKING_REFUSALS) as Array<[BookingRefusalKind, Record<string, string>]>) {
    const found = matchText(texts, text);
    if (found) return { key: `${kind}.${found.key}`, values: found.values };
  }
  return null;
}
