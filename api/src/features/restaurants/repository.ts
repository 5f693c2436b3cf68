import { foldedLikePattern } from '../../db/search';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/client';
import { restaurantReviews, restaurantSlotOverrides, restaurantTables, restaurants } from '../../db/schema';
import type { Translated } from '../../db/schema/common';
import { isUniqueViolation } from '../../db/transaction';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurantRow = typeof restaurants.$inferInsert;
export type TableRow = typeof restaurantTables.$inferSelect;
export type OverrideRow = typeof restaurantSlotOverrides.$inferSelect;
export type RestaurantReviewRow = typeof restaurantReviews.$inferSelect;
export type RestaurantSortKey = 'popularity' | 'rating' | 'price_asc' | 'price_desc';

export interface RestaurantListFilter {
  destination: string | null;
  cuisines: string[] | null;
  minPrice: number;
  maxPrice: number;
  /** Lower-cased text matched against the names (every language) or, via `cuisines`, the cuisine. */
  q: string | null;
  /** Cuisines whose names match `q`; ORed with the name match. */
  qCuisines: string[];
  sort: RestaurantSortKey;
  limit: number;
  offset: number;
}

export interface DestinationRef {
  id: string;
  slug: string;
  name: Translated;
}

export interface ReservationSpan {
  tableId: string;
  startsAt: number;
  endsAt: number;
}

export class DuplicateTableNumberError extends Error {}

/**
 * A table number as staff read it: trimmed, case ignored (Turkish İ and ı too), so "T1", "t1 " and
 * "İ2"/"i2" are one number each. Accents still count: "Ç1" and "C1" are two tables.
 */
export function tableNumberKey(number: string): string {
  return number
    .trim()
    .toLocaleLowerCase('en')
    .replace(/i\u0307/g, 'i')
    .replace(/ı/g, 'i');
}

const ORDER: Record<RestaurantSortKey, string> = {
  popularity: 'r.promoted DESC, r.popularity DESC, r.average_rating DESC, r.slug',
  rating: 'r.average_rating DESC, r.total_reviews DESC, r.slug',
  price_asc: 'r.price_range ASC, r.average_rating DESC, r.slug',
  price_desc: 'r.price_range DESC, r.average_rating DESC, r.slug',
};

/** Every SQL statement of restaurants, tables, availability overrides and table reservations. */
export function createRestaurantsRepository(db: Db) {
  const sqlite = db.$client;

  const getStmt = db
    .select()
    .from(restaurants)
    .where(eq(restaurants.id, sql.placeholder('id')))
    .prepare();
  /** The list's statements, one per shape of filter (a handful), prepared once each. */
  const listStatements = new Map<string, Statement>();
  const prepared = (text: string): Statement => {
    let statement = listStatements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text);
      listStatements.set(text, statement);
    }
    return statement;
  };
  const findStmt = sqlite.prepare('SELECT id FROM restaurants WHERE id = ? OR slug = ? LIMIT 1');
  const activeStmt = sqlite.prepare('SELECT active FROM restaurants WHERE id = ? OR slug = ? LIMIT 1').pluck();
  const destinationStmt = sqlite.prepare('SELECT id, slug, name FROM destinations WHERE id = ?');
  const destinationByKey = sqlite.prepare('SELECT id FROM destinations WHERE id = ? OR slug = ? LIMIT 1');
  const activeTablesStmt = sqlite.prepare(
    'SELECT id, capacity, number FROM restaurant_tables WHERE restaurant_id = ? AND active = 1 ORDER BY capacity, number',
  );
  const spansStmt = sqlite.prepare(
    'SELECT table_id AS tableId, starts_at AS startsAt, ends_at AS endsAt FROM table_reservations WHERE restaurant_id = ? AND starts_at < ? AND ends_at > ?',
  );
  /** Guarded: takes the table only when no other seating on it overlaps [startsAt, endsAt). */
  const takeStmt = sqlite.prepare(
    `INSERT INTO table_reservations (reservation_key, restaurant_id, table_id, starts_at, ends_at)
     SELECT @key, @restaurantId, @tableId, @startsAt, @endsAt
     WHERE NOT EXISTS (SELECT 1 FROM table_reservations WHERE table_id = @tableId AND starts_at < @endsAt AND ends_at > @startsAt)`,
  );
  const releaseStmt = sqlite.prepare('DELETE FROM table_reservations WHERE reservation_key = ?');
  const tableOfKeyStmt = sqlite.prepare(
    'SELECT t.number, t.location FROM table_reservations r JOIN restaurant_tables t ON t.id = r.table_id WHERE r.reservation_key = ?',
  );
  const overridesStmt = sqlite.prepare(
    'SELECT time, closed, table_ids AS tableIds FROM restaurant_slot_overrides WHERE restaurant_id = ? AND date = ?',
  );
  const upcomingStmt = sqlite.prepare('SELECT count(*) AS n FROM table_reservations WHERE restaurant_id = ? AND ends_at > ?');
  const restaurantUpcomingStmt = sqlite.prepare(
    `SELECT r.starts_at AS startsAt, r.ends_at AS endsAt, coalesce(b.guests, 1) AS party FROM table_reservations r
     LEFT JOIN bookings b ON b.type = 'restaurant' AND json_extract(b.details, '$.reservationKey') = r.reservation_key
     WHERE r.restaurant_id = ? AND r.ends_at > ?`,
  );
  // The party of a reservation is its booking's guests (the booking keeps the reservation's key).
  const tableUpcomingStmt = sqlite.prepare(
    `SELECT count(*) AS n, coalesce(max(b.guests), 0) AS largestParty FROM table_reservations r
     LEFT JOIN bookings b ON b.type = 'restaurant' AND json_extract(b.details, '$.reservationKey') = r.reservation_key
     WHERE r.table_id = ? AND r.ends_at > ?`,
  );
  const tableNumbersStmt = sqlite.prepare('SELECT id, number FROM restaurant_tables WHERE restaurant_id = ?');
  const tableCountStmt = sqlite.prepare('SELECT restaurant_id AS id, count(*) AS n FROM restaurant_tables GROUP BY restaurant_id');
  /** One page of a restaurant's reviews, newest first, read through the index on (restaurant, date); with its count. */
  const reviewsPageStmt = db
    .select()
    .from(restaurantReviews)
    .where(eq(restaurantReviews.restaurantId, sql.placeholder('restaurantId')))
    .orderBy(desc(restaurantReviews.createdAt), desc(restaurantReviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const reviewCountStmt = db
    .select({ n: count() })
    .from(restaurantReviews)
    .where(eq(restaurantReviews.restaurantId, sql.placeholder('restaurantId')))
    .prepare();

  function list(filter: RestaurantListFilter): { rows: RestaurantRow[]; total: number } {
    const where: string[] = ['r.active = 1', 'r.price_range BETWEEN @minPrice AND @maxPrice'];
    const params: Record<string, unknown> = {
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      limit: filter.limit,
      offset: filter.offset,
    };
    if (filter.destination) {
      where.push('r.destination_id = @destination');
      params.destination = filter.destination;
    }
    if (filter.cuisines) {
      where.push(`r.cuisine IN (${filter.cuisines.map((_, i) => `@c${i}`).join(',')})`);
      filter.cuisines.forEach((c, i) => (params[`c${i}`] = c));
    }
    if (filter.q) {
      const alternatives = ["search_fold(r.name) LIKE @q ESCAPE '\\'", "r.cuisine LIKE @q ESCAPE '\\'"];
      filter.qCuisines.forEach((c, i) => {
        alternatives.push(`r.cuisine = @qc${i}`);
        params[`qc${i}`] = c;
      });
      where.push(`(${alternatives.join(' OR ')})`);
      params.q = foldedLikePattern(filter.q);
    }
    const clause = where.join(' AND ');
    const total = (prepared(`SELECT count(*) AS n FROM restaurants r WHERE ${clause}`).get(params) as { n: number }).n;
    const ids = prepared(`SELECT r.id FROM restaurants r WHERE ${clause} ORDER BY ${ORDER[filter.sort]} LIMIT @limit OFFSET @offset`).all(
      params,
    ) as { id: string }[];
    const rows = ids.map((row) => get(row.id)).filter((row): row is RestaurantRow => row !== undefined);
    return { rows, total };
  }

  function get(id: string): RestaurantRow | undefined {
    return getStmt.get({ id });
  }

  return {
    list,
    get,
    /** By id or slug. */
    find(key: string): RestaurantRow | undefined {
      const hit = findStmt.get(key, key) as { id: string } | undefined;
      return hit ? get(hit.id) : undefined;
    },
    /** Is the restaurant with this id or slug one guests see (GET /api/restaurants/:id answers it, not 404)? */
    shownToGuests(key: string): boolean {
      return activeStmt.get(key, key) === 1;
    },
    listAll(): RestaurantRow[] {
      return db.select().from(restaurants).orderBy(asc(restaurants.slug)).all();
    },
    tableCounts(): Map<string, number> {
      return new Map((tableCountStmt.all() as { id: string; n: number }[]).map((r) => [r.id, r.n]));
    },
    destination(id: string | null): DestinationRef | null {
      if (!id) return null;
      const row = destinationStmt.get(id) as { id: string; slug: string; name: string } | undefined;
      return row ? { id: row.id, slug: row.slug, name: JSON.parse(row.name) as Translated } : null;
    },
    /** A destination's id from its id or slug. */
    destinationId(key: string): string | null {
      return ((destinationByKey.get(key, key) as { id: string } | undefined) ?? null)?.id ?? null;
    },
    /** A page of the restaurant's reviews, newest first, and how many it has in all. */
    reviews(restaurantId: string, limit: number, offset: number): { rows: RestaurantReviewRow[]; total: number } {
      const rows = reviewsPageStmt.all({ restaurantId, limit, offset });
      return { rows, total: reviewCountStmt.get({ restaurantId })?.n ?? 0 };
    },
    insert(row: NewRestaurantRow): RestaurantRow {
      return db.insert(restaurants).values(row).returning().get();
    },
    /** Sets the changes and the restaurant's new version (`updatedAt`, see nextEditVersion). */
    update(id: string, changes: Partial<NewRestaurantRow>, version: string): RestaurantRow | undefined {
      return db
        .update(restaurants)
        .set({ ...changes, updatedAt: version })
        .where(eq(restaurants.id, id))
        .returning()
        .get();
    },
    remove(id: string): boolean {
      return db.delete(restaurants).where(eq(restaurants.id, id)).run().changes === 1;
    },
    slugTaken(slug: string, exceptId?: string): boolean {
      const row = db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug)).get();
      return row !== undefined && row.id !== exceptId;
    },
    /** Reservations still to end after `nowMinutes`. */
    upcomingReservations(restaurantId: string, nowMinutes: number): number {
      return (upcomingStmt.get(restaurantId, nowMinutes) as { n: number }).n;
    },

    /** The spans (absolute minutes) and parties of a restaurant's reservations still to end after `nowMinutes`. */
    upcomingSpans(restaurantId: string, nowMinutes: number): { startsAt: number; endsAt: number; party: number }[] {
      return restaurantUpcomingStmt.all(restaurantId, nowMinutes) as { startsAt: number; endsAt: number; party: number }[];
    },
    /** Reservations of one table still to end after `nowMinutes`, and the largest party among them. */
    tableUpcoming(tableId: string, nowMinutes: number): { n: number; largestParty: number } {
      return tableUpcomingStmt.get(tableId, nowMinutes) as { n: number; largestParty: number };
    },

    // Tables
    tables(restaurantId: string): TableRow[] {
      return db
        .select()
        .from(restaurantTables)
        .where(eq(restaurantTables.restaurantId, restaurantId))
        .orderBy(asc(restaurantTables.capacity), asc(restaurantTables.number))
        .all();
    },
    /** Active tables, smallest first (then by number): the order a reservation tries them in. */
    activeTables(restaurantId: string): { id: string; capacity: number; number: string }[] {
      return activeTablesStmt.all(restaurantId) as { id: string; capacity: number; number: string }[];
    },
    table(restaurantId: string, tableId: string): TableRow | undefined {
      return db
        .select()
        .from(restaurantTables)
        .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, tableId)))
        .get();
    },
    /**
     * Another table of the restaurant (not `exceptId`) has this number, as staff read it (tableNumberKey).
     * Compared here, not by the unique index, which sees "T1" and "t1" as two numbers.
     */
    tableNumberTaken(restaurantId: string, number: string, exceptId = ''): boolean {
      const key = tableNumberKey(number);
      return (tableNumbersStmt.all(restaurantId) as { id: string; number: string }[]).some(
        (table) => table.id !== exceptId && tableNumberKey(table.number) === key,
      );
    },
    insertTable(row: typeof restaurantTables.$inferInsert): TableRow {
      try {
        return db.insert(restaurantTables).values(row).returning().get();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateTableNumberError();
        throw error;
      }
    },
    /** Applies `changes` (none: the table as it is, as drizzle refuses an empty SET). */
    updateTable(tableId: string, changes: Partial<typeof restaurantTables.$inferInsert>): TableRow | undefined {
      if (Object.keys(changes).length === 0) return db.select().from(restaurantTables).where(eq(restaurantTables.id, tableId)).get();
      try {
        return db.update(restaurantTables).set(changes).where(eq(restaurantTables.id, tableId)).returning().get();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateTableNumberError();
        throw error;
      }
    },

    // Availability overrides
    overrides(restaurantId: string, date: string): { time: string; closed: boolean; tableIds: string[] | null }[] {
      return (overridesStmt.all(restaurantId, date) as { time: string; closed: number; tableIds: string | null }[]).map((row) => ({
        time: row.time,
        closed: row.closed === 1,
        tableIds: row.tableIds ? (JSON.parse(row.tableIds) as string[] | null) : null,
      }));
    },
    upsertOverride(restaurantId: string, date: string, time: string, closed: boolean, tableIds: string[] | null): void {
      db.insert(restaurantSlotOverrides)
        .values({ restaurantId, date, time, closed, tableIds })
        .onConflictDoUpdate({
          target: [restaurantSlotOverrides.restaurantId, restaurantSlotOverrides.date, restaurantSlotOverrides.time],
          set: { closed, tableIds, updatedAt: new Date().toISOString() },
        })
        .run();
    },
    removeOverride(restaurantId: string, date: string, time: string): void {
      db.delete(restaurantSlotOverrides)
        .where(
          and(
            eq(restaurantSlotOverrides.restaurantId, restaurantId),
            eq(restaurantSlotOverrides.date, date),
            eq(restaurantSlotOverrides.time, time),
          ),
        )
        .run();
    },

    // Table reservations
    /** Seatings of the restaurant that overlap [from, to). */
    spans(restaurantId: string, from: number, to: number): ReservationSpan[] {
      return spansStmt.all(restaurantId, to, from) as ReservationSpan[];
    },
    /** The guarded insert: true when the table was free for the whole seating and is now held. */
    takeTable(key: string, restaurantId: string, tableId: string, startsAt: number, endsAt: number): boolean {
      try {
        return takeStmt.run({ key, restaurantId, tableId, startsAt, endsAt }).changes === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    release(key: string): void {
      releaseStmt.run(key);
    },
    tableOf(key: string): { number: string; location: string } | undefined {
      return tableOfKeyStmt.get(key) as { number: string; location: string } | undefined;
    },
  };
}

export type RestaurantsRepository = ReturnType<typeof createRestaurantsRepository>;
