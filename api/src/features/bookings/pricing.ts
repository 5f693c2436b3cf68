import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { BookingLineItem } from '../../db/schema';
import type { BookingQuote } from './booking-types';

/** Every price in the catalogue and the provider sandbox is in US dollars. */
export const BOOKING_CURRENCY = 'USD';

/**
 * Tax in cents, rounded half up: `subtotal × rate / 100`. The rate is turned into hundredths of a
 * percent first, so the sum is done in integers and no binary-fraction error can flip a half cent.
 */
export function taxCents(subtotalCents: number, taxRate: number): number {
  const hundredthsOfPercent = Math.round(taxRate * 100);
  return Math.floor((subtotalCents * hundredthsOfPercent + 5000) / 10000);
}

export interface Priced {
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
}

export function price(subtotalCents: number, taxRate: number): Priced {
  const tax = taxCents(subtotalCents, taxRate);
  return { subtotalCents, taxRate, taxCents: tax, totalCents: subtotalCents + tax };
}

/** Cents to the decimal amount every answer shows (12345 → 123.45). */
export const money = (cents: number): number => cents / 100;

export function presentLineItem(item: BookingLineItem) {
  return {
    label: item.label,
    quantity: item.quantity,
    unitPrice: money(item.unitPriceCents),
    total: money(item.totalCents),
    ...(item.parts ? { parts: item.parts } : {}),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * A handler's quote is trusted for prices, but its shape is checked: a broken one is a bug in the
 * vertical and must fail loudly (500) rather than store a wrong booking.
 */
export function checkQuote(type: string, quote: BookingQuote): BookingQuote {
  const problems: string[] = [];
  if (!DATE.test(quote.startDate)) problems.push('startDate is not YYYY-MM-DD');
  if (quote.endDate != null && !DATE.test(quote.endDate)) problems.push('endDate is not YYYY-MM-DD');
  if (quote.startTime != null && !TIME.test(quote.startTime)) problems.push('startTime is not HH:MM');
  if (Number.isNaN(Date.parse(quote.serviceStartsAt))) problems.push('serviceStartsAt is not a date-time');
  if (typeof quote.freeCancellationEndsAt === 'string' && Number.isNaN(Date.parse(quote.freeCancellationEndsAt)))
    problems.push('freeCancellationEndsAt is not a date-time');
  if (quote.serviceEndsAt != null && !(Date.parse(quote.serviceEndsAt) > Date.parse(quote.serviceStartsAt)))
    problems.push('serviceEndsAt is not a date-time after serviceStartsAt');
  if (!Number.isInteger(quote.guests) || quote.guests < 1) problems.push('guests is not a whole number of at least 1');
  if (!Number.isSafeInteger(quote.subtotalCents) || quote.subtotalCents < 0)
    problems.push('subtotalCents is not a whole number of cents >= 0');
  if (quote.lineItems.some((item) => !Number.isSafeInteger(item.totalCents) || !Number.isSafeInteger(item.unitPriceCents))) {
    problems.push('a line item is not in whole cents');
  }
  const sum = quote.lineItems.reduce((total, item) => total + item.totalCents, 0);
  if (sum !== quote.subtotalCents) problems.push(`line items add up to ${sum}, not ${quote.subtotalCents}`);
  if (problems.length > 0) throw new Error(`booking type ${type} returned a bad quote: ${problems.join('; ')}`);
  return quote;
}

/** Draws an integer in [min, max); crypto.randomInt by default, replaceable in tests. */
export type RandomInt = (min: number, max: number) => number;

export const defaultRandomInt: RandomInt = (min, max) => cryptoRandomInt(min, max);

/** Attempts at a free reference before giving up (a 6-digit space per prefix makes clashes rare). */
export const REFERENCE_ATTEMPTS = 5;

/** `TZN-042917`: the handler's prefix and six random digits. */
export function drawReference(prefix: string, randomInt: RandomInt): string {
  return `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
