import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingStatusHistory, bookings, type BookingStatus, type BookingType } from '../../db/schema';

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

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  startDate: bookings.startDate,
  total: bookings.totalCents,
  reference: bookings.reference,
  status: bookings.status,
  type: bookings.type,
} as const;

export type StatusHistoryRow = typeof bookingStatusHistory.$inferSelect;
export type NewStatusHistoryRow = typeof bookingStatusHistory.$inferInsert;

/** `%` and `_` typed by a person are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first; rowid breaks ties between bookings made in the same millisecond. */
const newestFirst = [desc(bookings.createdAt), sql`${bookings}.rowid desc`];

/** The WHERE of the admin list and export. */
function adminWhere(filters: AdminBookingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.type) conditions.push(eq(bookings.type, filters.type));
  if (filters.from) conditions.push(gte(bookings.startDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.startDate, filters.to));
  // created_at is an ISO instant: the day's bounds compare as text.
  if (filters.createdFrom) conditions.push(gte(bookings.createdAt, `${filters.createdFrom}T00:00:00.000Z`));
  if (filters.createdTo) conditions.push(lte(bookings.createdAt, `${filters.createdTo}T23:59:59.999Z`));
  const q = filters.q?.trim();
  if (q) {
    // LIKE is case-insensitive for ASCII in SQLite; lower() on both sides covers the rest it can.
    const pattern = likePattern(q.toLowerCase());
    const like = (column: SQL) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
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
 * All access to the bookings table. Reads by id, reference and key and the customer's list run
 * on every page view, so they are prepared once; the admin search is built per request (its
 * filters vary). Call the writes inside `immediate()` together with the stock change.
 */
export function createBookingsRepository(db: Db) {
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
        return db.insert(bookings).values(row).returning().get();
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
      return db.select().from(bookings).where(adminWhere(filters)).orderBy(...orderOf(sort)).limit(max).all();
    },

    /** Records a status move; call inside the move's transaction. */
    addHistory(row: NewStatusHistoryRow): void {
      db.insert(bookingStatusHistory).values(row).run();
    },

    historyOf(bookingId: string): StatusHistoryRow[] {
      return historyOf.all({ bookingId });
    },

    /**
     * Moves a booking from `from` to `to`, only if it still has status `from` (so two racing
     * changes cannot both win). Answers the updated row, or undefined when it had moved on.
     */
    /** Open (pending or confirmed) pay-at-hotel bookings of this contact e-mail not yet over. */
    countOpenUnpaidByEmail(email: string, today: string): number {
      return (
        db
          .select({ n: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.contactEmail, email),
              eq(bookings.paymentMethod, 'payAtHotel'),
              sql`${bookings.status} IN ('pending', 'confirmed')`,
              sql`coalesce(${bookings.endDate}, ${bookings.startDate}) >= ${today}`,
            ),
          )
          .get()?.n ?? 0
      );
    },

    /** Stays [start, end) of open pay-at-hotel hotel bookings of this hotel that overlap [from, to). */
    openUnpaidStaysOfHotel(hotelId: string, from: string, to: string): { startDate: string; endDate: string | null }[] {
      return db
        .select({ startDate: bookings.startDate, endDate: bookings.endDate })
        .from(bookings)
        .where(
          and(
            eq(bookings.type, 'hotel'),
            eq(bookings.paymentMethod, 'payAtHotel'),
            sql`${bookings.status} IN ('pending', 'confirmed')`,
            sql`json_extract(${bookings.details}, '$.hotelId') = ${hotelId}`,
            sql`${bookings.startDate} < ${to}`,
            sql`coalesce(${bookings.endDate}, ${bookings.startDate}) > ${from}`,
          ),
        )
        .all();
    },

    /** Pending holds whose time is up at `at`. */
    lapsedHolds(at: string): BookingRow[] {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'pending'), sql`${bookings.holdExpiresAt} IS NOT NULL`, sql`${bookings.holdExpiresAt} <= ${at}`))
        .all();
    },

    /** The pending hold whose confirmation token has this hash. */
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
