import type { BookingQuote } from '../bookings/booking-types';
import { HttpError } from '../../lib/http-error';
import { PROVIDER_MESSAGES } from './errors';

/**
 * The browser waits 10 s for an API call (SPEC §9, api-client's API_TIMEOUT_MS). A booking with
 * the provider makes two calls one after the other (the offer checked or priced again, then the
 * order), each of which may take up to the provider timeout. Together they get this much, so the
 * visitor gets the API's answer (a 504 with a clear message) before the browser stops waiting.
 */
export const BOOKING_PROVIDER_BUDGET_MS = 8_000;

/**
 * No order is sent with less time than this left. An order cut short by our timeout may still be
 * made at the provider without our knowing its id; one never sent is not.
 */
export const ORDER_MIN_MS = 2_000;

/**
 * The deadlines of the provider calls of a booking type's quotes: `start()` when a quote begins,
 * `keep()` it with the quote, `forOrder()` when its order is placed (throws a 504 with the
 * provider's timeout message when too little is left).
 */
export function createBookingDeadlines(budgetMs = BOOKING_PROVIDER_BUDGET_MS) {
  const deadlines = new WeakMap<BookingQuote, number>();
  return {
    start: (): number => Date.now() + budgetMs,
    keep(quote: BookingQuote, deadline: number): BookingQuote {
      deadlines.set(quote, deadline);
      return quote;
    },
    forOrder(quote: BookingQuote): number {
      const deadline = deadlines.get(quote) ?? Date.now() + budgetMs;
      if (deadline - Date.now() < ORDER_MIN_MS) {
        throw new HttpError(504, PROVIDER_MESSAGES.timeout);
      }
      return deadline;
    },
  };
}
