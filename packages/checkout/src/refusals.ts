import { useCallback } from 'react';
import type { BookingType } from '@trabzon/api-client';
import { bookingRefusalOf, type BookingRefusalKind } from '@trabzon/contracts/booking-refusals';
import { PACKAGE_GUESTS_MAX } from '@trabzon/contracts/constants';
import { RESERVATION_RULES } from '@trabzon/contracts/restaurant-rules';
import { STAY_COUNTED } from '@trabzon/contracts/stay-messages';
import { isIsoDate } from '@trabzon/dates';
import { formatDate, i18n, isolateLtr, useTranslation } from '@trabzon/i18n';
import { CHECKOUT_NS } from './i18n';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Values a screen knows better than the API's message, e.g. `{ max: 8 }`: this restaurant's own largest party. */
export type RefusalValues = Record<string, string | number>;

/**
 * The limits a refusal names without giving them in the API's message ("Please choose between 1
 * and 12 guests" is the schema's range, the same for every restaurant): its text's values, which a
 * screen that knows a lower limit overrides.
 */
export const REFUSAL_LIMITS: Readonly<Record<string, RefusalValues>> = {
  'restaurant.partySize': { min: RESERVATION_RULES.MIN_PARTY, max: RESERVATION_RULES.MAX_PARTY },
  'package.guests': { min: 1, max: PACKAGE_GUESTS_MAX },
};

/** Whether a page in `language` may show a message of the API as it is: the API writes English. */
export function showsApiText(language: string): boolean {
  return language === 'en';
}

/** The value that counts what a refusal's number is followed by (Arabic words "3 guests" and "11 guests" differently). */
const COUNTED_BY: Readonly<Record<string, string>> = {
  'restaurant.partyTooLarge': 'max',
  'transfer.tooSoon': 'minutes',
  ...Object.fromEntries(STAY_COUNTED.map((key) => [`stay.${key}`, 'value'])),
};

/**
 * The API's refusal of a booking (a restaurant, car, transfer, taxi, package or hotel stay one, see
 * BOOKING_REFUSALS) in the page's language: a day it names written as the page writes dates
 * ("27 Kas 2026", not the API's "2026-11-27"), its times and numbers kept left to right, a count in
 * the language's plural form. Any other message is the API's English: shown as it wrote it on an
 * English page (it is specific, and in the page's language), undefined on another page, whose screen
 * then says its own words (a title, a "not accepted") rather than English. `values` replace the ones
 * of the message and the rules' limits (REFUSAL_LIMITS). `t` writes in the page's language. `first`:
 * the kind of booking the screen is about, whose refusals are read before the others' (bookingRefusalOf).
 */
export function refusalText(
  t: Translate,
  message: string | null | undefined,
  given: RefusalValues = {},
  first?: BookingRefusalKind,
): string | undefined {
  const known = bookingRefusalOf(message, first);
  if (!known) return message && showsApiText(i18n.language) ? message : undefined;
  const raw: RefusalValues = { ...REFUSAL_LIMITS[known.key], ...known.values, ...given };
  const shown = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name,
      typeof value === 'string' && isIsoDate(value) ? formatDate(value, i18n.language) : isolateLtr(value),
    ]),
  );
  const counted = COUNTED_BY[known.key];
  const count = counted === undefined ? undefined : Number(raw[counted]);
  return t(`refusals.${known.key}`, count !== undefined && Number.isFinite(count) ? { ...shown, count } : shown);
}

/**
 * `refusalText` of a refusal the checkout has a text for (BOOKING_REFUSALS), in any language; undefined
 * for any other message, English page or not: for a refusal whose screen has a better word of its own
 * than the API's unknown English (a room sold out, a table taken).
 */
export function knownRefusalText(
  t: Translate,
  message: string | null | undefined,
  given: RefusalValues = {},
  first?: BookingRefusalKind,
): string | undefined {
  return bookingRefusalOf(message, first) ? refusalText(t, message, given, first) : undefined;
}

/** The refusals a booking type's checkout reads first (`first` of refusalText): its own kind's. */
export const REFUSALS_OF_TYPE: Readonly<Record<BookingType, BookingRefusalKind>> = {
  hotel: 'stay',
  'provider-hotel': 'offer',
  flight: 'flight',
  'car-rental': 'transfer',
  transfer: 'transfer',
  restaurant: 'restaurant',
  package: 'package',
};

/**
 * `refusalText` bound to the checkout's texts, for screens of other namespaces; `first`: the kind of
 * booking the screen is about ('stay': a hotel stay's checkout), whose refusals it says in their own words.
 */
export function useRefusalText(
  first?: BookingRefusalKind,
): (message: string | null | undefined, values?: RefusalValues) => string | undefined {
  const { t } = useTranslation(CHECKOUT_NS);
  return useCallback(
    (message: string | null | undefined, values?: RefusalValues) => refusalText(t as Translate, message, values, first),
    [t, first],
  );
}
