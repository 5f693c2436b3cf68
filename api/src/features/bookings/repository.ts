import { and, asc, count, desc, eq, gte, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { addDays, zonedDateTimeToIso } from '@trabzon/dates';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { foldedLikePattern } from '../../db/search';
import { MAX_NIGHTS } from '../hotels/stay';
import { CONFIRM_HASH_KEY } from './present';
import { BOOKING_STATUSES, BOOKING_TYPES, bookingStatusHistory, bookings, type BookingStatus, type BookingType } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** The reference drawn for a new booking is taken already (UNIQUE on `reference`). */
export class ReferenceTakenError extends Error {
  constructor() {
    super('booking reference taken');
    this.name = 'ReferenceTakenError';
  }
}

/** Another booking already has this idempotency key (UNIQUE on `idempotency_key`). */
export class IdempotencyKeyTakenError extends Error {
  constructor() {
    super('idempotency key taken');
    this.name = 'IdempotencyKeyTakenError';
  }
}

/** Which column of `bookings` a UNIQUE failure is about, also when Drizzle wraps the driver's error. */
function uniqueColumn(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
      return /UNIQUE constraint failed: bookings\.(\w+)/.exec(message)?.[1] ?? 'unknown';
    }
  }
  return null;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface AdminBookingFilters {
  status?: BookingStatus;
  type?: BookingType;
  /** Start date from (inclusive), YYYY-MM-DD. */
  from?: string;
  /** Start date to (inclusive), YYYY-MM-DD. */
  to?: string;
  /** Created on or after this day (UTC), YYYY-MM-DD. */
  createdFrom?: string;
  /** Created on or before this day (UTC), YYYY-MM-DD. */
  createdTo?: string;
  /** Part of the reference, contact name or e-mail, case-insensitive. */
  q?: string;
}

export type AdminBookingSortColumn = 'createdAt' | 'startDate' | 'total' | 'reference' | 'status' | 'type';
export interface AdminBookingSort {
  column: AdminBookingSortColumn;
  direction: 'asc' | 'desc';
}

/** A column's values in a fixed order (their place in `values`): the same in every language, unlike their labels. */
const rankOf = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`CASE ${column} ${sql.join(
    values.map((value, index) => sql`WHEN ${value} THEN ${index}`),
    sql` `,
  )} ELSE ${values.length} END`;

/** Status sorts in its lifecycle's order (pending, confirmed, completed, cancelled), type in the site's order of its kinds. */
const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  startDate: bookings.startDate,
  total: bookings.totalCents,
  reference: bookings.reference,
  status: rankOf(bookings.status, BOOKING_STATUSES),
  type: rankOf(bookings.type, BOOKING_TYPES),
} as const;

export type StatusHistoryRow = typeof bookingStatusHistory.$inferSelect;
export type NewStatusHistoryRow = typeof bookingStatusHistory.$inferInsert;

/** Newest first; rowid breaks ties between bookings made in the same millisecond. */
const newestFirst = [desc(bookings.createdAt), sql`${bookings}.rowid desc`];

/** The WHERE of the admin list and export. */
function adminWhere(filters: AdminBookingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.type) conditions.push(eq(bookings.type, filters.type));
  if (filters.from) conditions.push(gte(bookings.startDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.startDate, filters.to));
  // created_at is an ISO instant in UTC, compared as text with the bounds of the agency's days
  // (Istanbul): a booking made at 01:00 on the 5th in Trabzon is in "booked on the 5th".
  if (filters.createdFrom) conditions.push(gte(bookings.createdAt, zonedDateTimeToIso(filters.createdFrom, '00:00')));
  if (filters.createdTo) conditions.push(lt(bookings.createdAt, zonedDateTimeToIso(addDays(filters.createdTo, 1), '00:00')));
  const q = filters.q?.trim();
  if (q) {
    // Folded on both sides (search_fold): case, accents and the Turkish ı do not matter.
    const pattern = foldedLikePattern(q);
    const like = (column: SQL) => sql`search_fold(${column}) LIKE ${pattern} ESCAPE '\\'`;
    conditions.push(
      or(
        like(sql`${bookings.reference}`),
        like(sql`${bookings.contactEmail}`),
        like(sql`${bookings.contactFirstName} || ' ' || ${bookings.contactLastName}`),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(sort: AdminBookingSort): SQL[] {
  const column = SORT_COLUMNS[sort.column];
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(column), sort.direction === 'asc' ? sql`${bookings}.rowid asc` : sql`${bookings}.rowid desc`];
}

/**
 * The row a booking's insert writes, as a read of it gives it back: the columns' defaults filled in.
 * The service builds it before its transaction, so the hold e-mail is written from it beforehand.
 */
export function storedBooking(row: NewBookingRow): BookingRow {
  const at = new Date().toISOString();
  return {
    id: row.id ?? randomUUID(),
    reference: row.reference,
    type: row.type,
    userId: row.userId ?? null,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    startTime: row.startTime ?? null,
    guests: row.guests ?? 1,
    details: row.details,
    lineItems: row.lineItems,
    subtotalCents: row.subtotalCents,
    taxRate: row.taxRate,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    currency: row.currency ?? 'USD',
    status: row.status ?? 'pending',
    specialRequests: row.specialRequests ?? null,
    paymentMethod: row.paymentMethod,
    cardBrand: row.cardBrand ?? null,
    cardLast4: row.cardLast4 ?? null,
    idempotencyKey: row.idempotencyKey ?? null,
    createdAt: row.createdAt ?? at,
    updatedAt: row.updatedAt ?? at,
    cancelledAt: row.cancelledAt ?? null,
    holdExpiresAt: row.holdExpiresAt ?? null,
    language: row.language ?? 'en',
  };
}

/**
 * Open pay-at-hotel stays of a hotel overlapping [@from, @to). A stay lasts at most MAX_NIGHTS, so
 * one overlapping @from started after @earliestStart (@from − MAX_NIGHTS): that lower bound keeps
 * the index range (bookings_unpaid_hotel_idx: hotel, start_date) to the stays that can overlap,
 * instead of every older open stay of the hotel. Exported for the test of its query plan.
 */
export const OPEN_UNPAID_STAYS_OF_HOTEL = `SELECT start_date AS startDate, end_date AS endDate FROM bookings
     WHERE json_extract(details, '$.hotelId') = @hotelId AND type = 'hotel' AND payment_method = 'payAtHotel'
       AND status IN ('pending', 'confirmed') AND start_date > @earliestStart AND start_date < @to
       AND coalesce(end_date, start_date) > @from`;

/**
 * All access to the bookings table. Reads by id, reference and key and the customer's list run
 * on every page view, so they are prepared once; the admin search is built per request (its
 * filters vary). Call the writes inside `immediate()` together with the stock change.
 */
export function createBookingsRepository(db: Db) {
  const sqlite = db.$client;
  const insertRow = sqlite.prepare(
    `INSERT INTO bookings (id, reference, type, user_id, contact_first_name, contact_last_name, contact_email, contact_phone,
       start_date, end_date, start_time, guests, details, line_items, subtotal_cents, tax_rate, tax_cents, total_cents, currency,
       status, special_requests, payment_method, card_brand, card_last4, idempotency_key, created_at, updated_at, cancelled_at,
       hold_expires_at, language)
     VALUES (@id, @reference, @type, @userId, @contactFirstName, @contactLastName, @contactEmail, @contactPhone,
       @startDate, @endDate, @startTime, @guests, @details, @lineItems, @subtotalCents, @taxRate, @taxCents, @totalCents, @currency,
       @status, @specialRequests, @paymentMethod, @cardBrand, @cardLast4, @idempotencyKey, @createdAt, @updatedAt, @cancelledAt,
       @holdExpiresAt, @language)`,
  );
  const insertHistory = sqlite.prepare(
    `INSERT INTO booking_status_history (booking_id, from_status, to_status, changed_by, changed_by_name, changed_at)
     VALUES (@bookingId, @fromStatus, @toStatus, @changedBy, @changedByName, @changedAt)`,
  );
  // The unpaid limits, checked in every pay-at-hotel booking's transaction; both use a partial
  // index of open pay-at-hotel bookings (migration 0009), so they read only the rows they count.
  const openUnpaidOfEmail = sqlite.prepare(
    `SELECT count(*) AS n FROM bookings
     WHERE contact_email = @email AND payment_method = 'payAtHotel' AND status IN ('pending', 'confirmed')
       AND coalesce(end_date, start_date) >= @today`,
  );
  const openUnpaidOfHotel = sqlite.prepare(OPEN_UNPAID_STAYS_OF_HOTEL);
  // Reviews: a confirmed or completed booking of the user for this hotel or package that has begun.
  const servedOf = sqlite.prepare(
    `SELECT 1 FROM bookings
     WHERE user_id = @userId AND type = @type AND json_extract(details, @path) = @id
       AND status IN ('confirmed', 'completed') AND start_date <= @today LIMIT 1`,
  );
  const byId = db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare();
  const byReference = db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, sql.placeholder('reference')))
    .prepare();
  const byKey = db
    .select()
    .from(bookings)
    .where(eq(bookings.idempotencyKey, sql.placeholder('key')))
    .prepare();
  const pageOfUser = db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const historyOf = db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, sql.placeholder('bookingId')))
    .orderBy(asc(bookingStatusHistory.id))
    .prepare();
  const countOfUser = db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.userId, sql.placeholder('userId')))
    .prepare();

  return {
    /** Whether the user has a confirmed or completed booking of this hotel (or package) that began by `today`. */
    hasBeenServed(userId: string, service: { type: 'hotel' | 'package'; id: string }, today: string): boolean {
      const path = service.type === 'hotel' ? '$.hotelId' : '$.packageId';
      return servedOf.get({ userId, type: service.type, path, id: service.id, today }) !== undefined;
    },

    findById(id: string): BookingRow | undefined {
      return byId.get({ id });
    },

    findByReference(reference: string): BookingRow | undefined {
      return byReference.get({ reference });
    },

    findByIdempotencyKey(key: string): BookingRow | undefined {
      return byKey.get({ key });
    },

    /**
     * Inserts one booking. Inside a transaction a failed INSERT undoes only itself, so the caller
     * can retry with another reference without losing the stock it already took.
     * @throws ReferenceTakenError | IdempotencyKeyTakenError
     */
    insert(row: NewBookingRow): BookingRow {
      try {
        // A statement prepared once (Drizzle's builder would build and prepare the INSERT each time).
        const stored = storedBooking(row);
        insertRow.run({ ...stored, details: JSON.stringify(stored.details), lineItems: JSON.stringify(stored.lineItems) });
        // What was written, as a read would give it back (no read: it cost a tenth of the insert).
        return stored;
      } catch (error) {
        const column = uniqueColumn(error);
        if (column === 'reference') throw new ReferenceTakenError();
        if (column === 'idempotency_key') throw new IdempotencyKeyTakenError();
        throw error;
      }
    },

    listByUser(userId: string, page: number, limit: number): Paged<BookingRow> {
      const rows = pageOfUser.all({ userId, limit, offset: (page - 1) * limit });
      return { rows, total: countOfUser.get({ userId })?.n ?? 0 };
    },

    listAll(
      filters: AdminBookingFilters,
      page: number,
      limit: number,
      sort: AdminBookingSort = { column: 'createdAt', direction: 'desc' },
    ): Paged<BookingRow> {
      const where = adminWhere(filters);
      const rows = db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(...orderOf(sort))
        .limit(limit)
        .offset((page - 1) * limit)
        .all();
      const total = db.select({ n: count() }).from(bookings).where(where).get()?.n ?? 0;
      return { rows, total };
    },

    /** The whole filtered list for a CSV export, at most `max` rows (in the list's order). */
    listForExport(filters: AdminBookingFilters, sort: AdminBookingSort, max: number): BookingRow[] {
      return db
        .select()
        .from(bookings)
        .where(adminWhere(filters))
        .orderBy(...orderOf(sort))
        .limit(max)
        .all();
    },

    /** Records a status move; call inside the move's transaction. */
    addHistory(row: NewStatusHistoryRow): void {
      insertHistory.run({
        bookingId: row.bookingId,
        fromStatus: row.fromStatus ?? null,
        toStatus: row.toStatus,
        changedBy: row.changedBy ?? null,
        changedByName: row.changedByName ?? null,
        changedAt: row.changedAt ?? new Date().toISOString(),
      });
    },

    historyOf(bookingId: string): StatusHistoryRow[] {
      return historyOf.all({ bookingId });
    },

    /** Open (pending or confirmed) pay-at-hotel bookings of this contact e-mail not yet over. */
    countOpenUnpaidByEmail(email: string, today: string): number {
      return (openUnpaidOfEmail.get({ email, today }) as { n: number } | undefined)?.n ?? 0;
    },

    /** Stays [start, end) of open pay-at-hotel hotel bookings of this hotel that overlap [from, to). */
    openUnpaidStaysOfHotel(hotelId: string, from: string, to: string): { startDate: string; endDate: string | null }[] {
      const earliestStart = addDays(from, -MAX_NIGHTS);
      return openUnpaidOfHotel.all({ hotelId, earliestStart, from, to }) as { startDate: string; endDate: string | null }[];
    },

    /** Pending holds whose time is up at `at`. */
    lapsedHolds(at: string): BookingRow[] {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'pending'), sql`${bookings.holdExpiresAt} IS NOT NULL`, sql`${bookings.holdExpiresAt} <= ${at}`))
        .all();
    },

    /** The hold with this id, if its confirmation token has this hash (a primary-key read). */
    findHoldByIdAndConfirmHash(id: string, hash: string): BookingRow | undefined {
      const row = byId.get({ id });
      return row && row.holdExpiresAt !== null && row.details[CONFIRM_HASH_KEY] === hash ? row : undefined;
    },

    /** The hold whose confirmation token has this hash: a scan, for the links e-mailed before tokens named their booking. */
    findHoldByConfirmHash(hash: string): BookingRow | undefined {
      return db
        .select()
        .from(bookings)
        .where(and(sql`${bookings.holdExpiresAt} IS NOT NULL`, sql`json_extract(${bookings.details}, '$._confirmHash') = ${hash}`))
        .get();
    },

    /**
     * Confirms a pending hold still in time; undefined when it lapsed or changed meanwhile. The hold
     * time stays (it is shown only while pending), so the e-mailed link still finds the booking
     * when it is opened again.
     */
    confirmHold(id: string, at: string): BookingRow | undefined {
      return db
        .update(bookings)
        .set({ status: 'confirmed', updatedAt: at })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), sql`${bookings.holdExpiresAt} > ${at}`))
        .returning()
        .get();
    },

    /**
     * Moves a booking from `from` to `to`, only if it still has status `from` (so two racing
     * changes cannot both win). Answers the updated row, or undefined when it had moved on.
     */
    changeStatus(id: string, from: BookingStatus, to: BookingStatus, at: string): BookingRow | undefined {
      return db
        .update(bookings)
        .set({ status: to, updatedAt: at, ...(to === 'cancelled' ? { cancelledAt: at } : {}) })
        .where(and(eq(bookings.id, id), eq(bookings.status, from)))
        .returning()
        .get();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
