import { randomUUID } from 'node:crypto';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import type { LineParts } from '@trabzon/contracts/line-labels';
import { nowIso } from './common';
import { users } from '../schema';

// The lists live once in contracts (the API's schemas and the clients' types use them too).
import { BOOKING_STATUSES, BOOKING_TYPES, PAYMENT_METHODS } from '@trabzon/contracts/constants';
export { BOOKING_STATUSES, BOOKING_TYPES, PAYMENT_METHODS };
export type { BookingStatus, BookingType } from '@trabzon/contracts';

export interface BookingLineItem {
  /** What the line is, e.g. "Deluxe Room, 2026-12-01" or "2 adults". */
  label: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The label's kind, values and name, to write it in a reader's language (absent on older bookings). */
  parts?: LineParts;
}

/**
 * Every booking of every kind. Money is in integer cents (USD). The card number and CVV are never
 * stored: only the brand and the last four digits.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    reference: text('reference').notNull().unique(),
    type: text('type', { enum: BOOKING_TYPES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** First day of the service (check-in, flight, pickup, reservation), YYYY-MM-DD. */
    startDate: text('start_date').notNull(),
    /** Last day (check-out, return), when the service spans days. */
    endDate: text('end_date'),
    /** Time of the service when it has one (restaurant slot, pickup), HH:MM. */
    startTime: text('start_time'),
    guests: integer('guests').notNull().default(1),
    /** What was bought, as the vertical describes it (room type, flight offer, table...). */
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    lineItems: text('line_items', { mode: 'json' }).$type<BookingLineItem[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRate: real('tax_rate').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    specialRequests: text('special_requests'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The client's key for this submission: a repeat returns the first booking (unique, see below). */
    idempotencyKey: text('idempotency_key'),
    createdAt: text('created_at').notNull().default(nowIso),
    updatedAt: text('updated_at').notNull().default(nowIso),
    cancelledAt: text('cancelled_at'),
    /** A pending unpaid guest booking lapses (cancelled, stock given back) at this time unless confirmed. */
    holdExpiresAt: text('hold_expires_at'),
    /** The customer's interface language when booking (en, tr, ar): their e-mails are written in it. */
    language: text('language').notNull().default('en'),
  },
  (t) => [
    check('bookings_type_check', sql`${t.type} IN ('hotel','provider-hotel','flight','car-rental','transfer','restaurant','package')`),
    check('bookings_status_check', sql`${t.status} IN ('pending','confirmed','completed','cancelled')`),
    check('bookings_payment_check', sql`${t.paymentMethod} IN ('creditCard','payAtHotel')`),
    check(
      'bookings_money_check',
      sql`${t.subtotalCents} >= 0 AND ${t.taxCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`,
    ),
    check('bookings_last4_check', sql`${t.cardLast4} IS NULL OR length(${t.cardLast4}) = 4`),
    // Only the rows with a key or an account (0014): most bookings are keyless guests', and each
    // index entry costs every booking's INSERT; lookups by key or user (`= ?`) use them as before.
    uniqueIndex('bookings_idempotency_key_unique')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('bookings_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
    index('bookings_status_idx').on(t.status, t.startDate),
    index('bookings_email_idx').on(t.contactEmail),
    index('bookings_hold_idx').on(t.holdExpiresAt),
    index('bookings_created_idx').on(t.createdAt),
    // The per hotel-night limit of unpaid bookings, read in every pay-at-hotel booking's transaction.
    index('bookings_unpaid_hotel_idx')
      .on(sql`json_extract(${t.details}, '$.hotelId')`, t.startDate)
      .where(sql`${t.paymentMethod} = 'payAtHotel' AND ${t.status} IN ('pending', 'confirmed')`),
  ],
);
