import { FREE_CANCELLATION_HOURS, type Booking, type BookingList } from '@trabzon/contracts';
import { isIsoTime } from '@trabzon/dates';
import { money, presentLineItem } from './pricing';
import type { BookingRow, Paged } from './repository';

/** Kept in `details` to recognise a repeated submission; internal, never shown. */
export const FINGERPRINT_KEY = '_requestFingerprint';
/** SHA-256 of the e-mailed token that confirms a pending pay-at-hotel hold; never shown. */
export const CONFIRM_HASH_KEY = '_confirmHash';

/** When the service starts, as stored in `details.serviceStartsAt` at booking time. */
export function serviceStartsAt(row: Pick<BookingRow, 'details'>): Date | null {
  const value = row.details.serviceStartsAt;
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * End of free cancellation: FREE_CANCELLATION_HOURS before the service starts, or the supplier's
 * earlier deadline (`details.freeCancellationEndsAt`); null for a non-refundable rate (stored null).
 */
export function cancellableUntil(row: Pick<BookingRow, 'details'>): Date | null {
  const start = serviceStartsAt(row);
  if (!start) return null;
  const rule = start.getTime() - FREE_CANCELLATION_HOURS * 3_600_000;
  if (isNonRefundable(row)) return null;
  const supplier = row.details.freeCancellationEndsAt;
  const deadline = typeof supplier === 'string' ? Date.parse(supplier) : Number.NaN;
  return new Date(Number.isNaN(deadline) ? rule : Math.min(rule, deadline));
}

/** A non-refundable rate (the supplier's end of free cancellation stored as null): never free to cancel. */
export const isNonRefundable = (row: Pick<BookingRow, 'details'>): boolean => row.details.freeCancellationEndsAt === null;

/**
 * When the service ends on its last day, HH:MM local to the place (hotel, drop-off point, arrival
 * airport): `details.endTime`, which every type stores under this one name; a hotel stay keeps its
 * `checkOutTime` (bookings stored before `endTime`). Null when unknown (older flights and rentals).
 */
export function endTimeOf(row: Pick<BookingRow, 'details'>): string | null {
  const { endTime, checkOutTime } = row.details;
  if (isIsoTime(endTime)) return endTime;
  return isIsoTime(checkOutTime) ? checkOutTime : null;
}

/** The details as the vertical stored them, without the core's internal keys. */
export function publicDetails(details: Record<string, unknown>): Record<string, unknown> {
  const { [FINGERPRINT_KEY]: _fingerprint, [CONFIRM_HASH_KEY]: _confirm, ...rest } = details;
  return rest;
}

/** The one JSON shape of a booking, for customers, guests and staff alike. */
export function toBooking(row: BookingRow, now: Date): Booking {
  const until = cancellableUntil(row);
  const open = row.status === 'pending' || row.status === 'confirmed';
  return {
    _id: row.id,
    reference: row.reference,
    type: row.type,
    status: row.status,
    userId: row.userId,
    contact: {
      firstName: row.contactFirstName,
      lastName: row.contactLastName,
      email: row.contactEmail,
      phone: row.contactPhone,
    },
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: endTimeOf(row),
    guests: row.guests,
    details: publicDetails(row.details),
    lineItems: row.lineItems.map(presentLineItem),
    subtotal: money(row.subtotalCents),
    taxRate: row.taxRate,
    tax: money(row.taxCents),
    total: money(row.totalCents),
    currency: row.currency,
    specialRequests: row.specialRequests,
    payment: { method: row.paymentMethod, cardBrand: row.cardBrand, cardLast4: row.cardLast4 },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    cancelledAt: row.cancelledAt,
    // Only a pending hold lapses; once confirmed (or lapsed) the time means nothing to the reader.
    ...(row.status === 'pending' && row.holdExpiresAt ? { holdExpiresAt: row.holdExpiresAt } : {}),
    cancellable: open && until !== null && now.getTime() < until.getTime(),
    cancellableUntil: until ? until.toISOString() : null,
    ...(isNonRefundable(row) ? { nonRefundable: true as const } : {}),
  };
}

export function toBookingList(paged: Paged<BookingRow>, page: number, limit: number, now: Date): BookingList {
  return {
    results: paged.rows.map((row) => toBooking(row, now)),
    total: paged.total,
    page,
    pages: Math.ceil(paged.total / limit),
  };
}
