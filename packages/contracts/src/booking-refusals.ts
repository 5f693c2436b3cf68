import { PACKAGE_BOOKING_MESSAGES } from './package-messages';
import { RESERVATION_MESSAGES } from './restaurant-rules';
import { STAY_MESSAGES } from './stay-messages';
import { matchText } from './templates';
import { TRANSFER_MESSAGES } from './transfer-messages';
import { GENERAL_MESSAGES } from './validation';

/**
 * A flight's refusals at its checkout: the offer priced again with the airline. Written here, away
 * from flights.ts's TypeBox, for the browser's checkout; FLIGHT_MESSAGES takes them from here.
 */
export const FLIGHT_BOOKING_MESSAGES = {
  priceChanged: 'The price of this flight has changed since you searched. Please search again to see the new price.',
  notAvailable: 'This flight can no longer be booked. Please search again.',
  currency: 'This flight is not priced in USD. Please search again.',
} as const;

/**
 * A provider hotel's offer refused at its checkout (/trabzon-hotels): re-checked with the provider, it
 * is gone, no longer bookable, not in the site's currency or another hotel's. The API answers these.
 */
export const OFFER_BOOKING_MESSAGES = {
  gone: 'This offer is no longer available. Please search again.',
  notBookable: 'This offer can no longer be booked. Please search again.',
  currency: 'This offer is not priced in USD. Please search again.',
  otherHotel: 'This offer belongs to another hotel.',
} as const;

/**
 * The API's refusals of a booking that visitors meet on the restaurant, car/transfer/taxi, package,
 * hotel and flight screens and at the checkout, by booking kind. The API answers them in English; a
 * screen recognises one with `bookingRefusalOf` and shows `checkout:refusals.<kind>.<key>` in the
 * page's language. The first kind whose text a message is wins: a hotel stay's templates ("between 1 and
 * {{value}} guests", "at most {{value}} days ahead") come after the fixed texts of the others, which
 * they would otherwise read too. Browser-safe: `@trabzon/contracts/booking-refusals`.
 */
export const BOOKING_REFUSALS = {
  restaurant: RESERVATION_MESSAGES,
  transfer: TRANSFER_MESSAGES,
  package: PACKAGE_BOOKING_MESSAGES,
  // A hotel stay's (the site's own hotels): its dates, guests and room, at its quote and at the checkout.
  stay: STAY_MESSAGES,
  flight: FLIGHT_BOOKING_MESSAGES,
  offer: OFFER_BOOKING_MESSAGES,
  // What any of them may answer: a date that is no day (a car's pickup date of 2027-02-30).
  general: GENERAL_MESSAGES,
} as const;

export type BookingRefusalKind = keyof typeof BOOKING_REFUSALS;

/**
 * Which booking refusal a message of the API is ("restaurant.past"), with its values, or null. `first`:
 * the kind read before the others, for a screen about that kind of booking (a hotel stay's "Bookings
 * open at most 365 days ahead" is a transfer's text too).
 */
export function bookingRefusalOf(
  message: string | null | undefined,
  first?: BookingRefusalKind,
): { key: string; values: Record<string, string> } | null {
  const text = message?.trim();
  if (!text) return null;
  const kinds = Object.entries(BOOKING_REFUSALS) as Array<[BookingRefusalKind, Record<string, string>]>;
  if (first) kinds.sort(([a], [b]) => Number(b === first) - Number(a === first));
  for (const [kind, texts] of kinds) {
    const found = matchText(texts, text);
    if (found) return { key: `${kind}.${found.key}`, values: found.values };
  }
  return null;
}
