import { randomUUID } from 'node:crypto';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { nowIso, type Translated } from './common';
import { destinations } from './catalogue';

/** One weekday's hours (HH:MM); a close at or before the open means the day ends after midnight. */
export type StoredDayHours = { open: string; close: string } | null;

export interface StoredMenuSection {
  name: Translated;
  items: { name: Translated; description?: Translated; priceCents: number }[];
}

/** The agency's partner restaurants (texts in en, tr, ar). */
export const restaurants = sqliteTable(
  'restaurants',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    slug: text('slug').notNull().unique(),
    destinationId: text('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    name: text('name', { mode: 'json' }).$type<Translated>().notNull(),
    description: text('description', { mode: 'json' }).$type<Translated>().notNull(),
    cuisine: text('cuisine').notNull(),
    /** 1 ($) to 4 ($$$$). */
    priceRange: integer('price_range').notNull(),
    address: text('address', { mode: 'json' }).$type<{ street?: string; city: string; country: string }>().notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    contact: text('contact', { mode: 'json' })
      .$type<{ phone?: string; email?: string; website?: string }>()
      .notNull()
      .default(sql`'{}'`),
    images: text('images', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Seven entries, Sunday (0) to Saturday (6); null = closed that day. */
    hours: text('hours', { mode: 'json' }).$type<StoredDayHours[]>().notNull(),
    features: text('features', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    menu: text('menu', { mode: 'json' })
      .$type<StoredMenuSection[]>()
      .notNull()
      .default(sql`'[]'`),
    isNew: integer('is_new', { mode: 'boolean' }).notNull().default(false),
    promoted: integer('promoted', { mode: 'boolean' }).notNull().default(false),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    /** Minutes between reservation start times. */
    slotMinutes: integer('slot_minutes').notNull().default(30),
    /** How long a table is held for one reservation. */
    seatingMinutes: integer('seating_minutes').notNull().default(90),
    maxPartySize: integer('max_party_size').notNull().default(12),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(nowIso),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    check('restaurants_cuisine_check', sql`${t.cuisine} IN ('italian','turkish','mediterranean','asian','middle_eastern')`),
    check('restaurants_price_check', sql`${t.priceRange} BETWEEN 1 AND 4`),
    check('restaurants_slot_check', sql`${t.slotMinutes} BETWEEN 15 AND 60 AND ${t.seatingMinutes} BETWEEN 30 AND 300`),
    check('restaurants_party_check', sql`${t.maxPartySize} BETWEEN 1 AND 12`),
    index('restaurants_destination_idx').on(t.destinationId),
  ],
);

export const restaurantReviews = sqliteTable(
  'restaurant_reviews',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** The language the comment is written in (en, tr, ar), so pages mark it for screen readers; null when unknown. */
    language: text('language'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    check('restaurant_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    index('restaurant_reviews_idx').on(t.restaurantId, t.createdAt),
  ],
);

export const restaurantTables = sqliteTable(
  'restaurant_tables',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    capacity: integer('capacity').notNull(),
    location: text('location').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [
    check('restaurant_tables_capacity_check', sql`${t.capacity} BETWEEN 1 AND 30`),
    check('restaurant_tables_location_check', sql`${t.location} IN ('indoor','terrace','window')`),
    uniqueIndex('restaurant_tables_number_idx').on(t.restaurantId, t.number),
  ],
);

/**
 * An admin's change to a date's reservations: `time` '' = the whole day (closed), otherwise one
 * slot (closed, or only `tableIds` offered; null = every active table).
 */
export const restaurantSlotOverrides = sqliteTable(
  'restaurant_slot_overrides',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    time: text('time').notNull().default(''),
    closed: integer('closed', { mode: 'boolean' }).notNull().default(false),
    tableIds: text('table_ids', { mode: 'json' }).$type<string[] | null>(),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [uniqueIndex('restaurant_slot_overrides_idx').on(t.restaurantId, t.date, t.time)],
);

/**
 * Which table a reservation holds, and for how long. Times are minutes since 1970-01-01 00:00 on
 * the restaurant's wall clock, so a seating that runs past midnight compares like any other.
 * `reservation_key` ties it to its booking (kept in the booking's details). Taken with a guarded
 * INSERT (no overlapping seating on the same table) inside the booking's transaction; the unique
 * index is the backstop against two seatings starting together on one table.
 */
export const tableReservations = sqliteTable(
  'table_reservations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reservationKey: text('reservation_key').notNull().unique(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: text('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
  },
  (t) => [
    check('table_reservations_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('table_reservations_start_idx').on(t.tableId, t.startsAt),
    index('table_reservations_restaurant_idx').on(t.restaurantId, t.startsAt),
  ],
);
