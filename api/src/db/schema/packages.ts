import { randomUUID } from 'node:crypto';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { nowIso, type Translated } from './common';
import { destinations, hotels } from './catalogue';
import { users } from '../schema';

/** One day of a package's programme. */
export interface ItineraryDay {
  day: number;
  title: Translated;
  description: Translated;
}

/**
 * Travel packages: a programme of `duration_days` days at a price per person (cents, USD), with
 * included hotels (package_hotels), activities and an itinerary. The slug is unique and derived
 * from the English name.
 */
export const packages = sqliteTable(
  'packages',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    slug: text('slug').notNull().unique(),
    destinationId: text('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    name: text('name', { mode: 'json' }).$type<Translated>().notNull(),
    description: text('description', { mode: 'json' }).$type<Translated>().notNull(),
    durationDays: integer('duration_days').notNull(),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
    images: text('images', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    activities: text('activities', { mode: 'json' })
      .$type<Translated[]>()
      .notNull()
      .default(sql`'[]'`),
    itinerary: text('itinerary', { mode: 'json' })
      .$type<ItineraryDay[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Seats sold per departure date; each date's departures row starts with this many. */
    seatsPerDeparture: integer('seats_per_departure').notNull().default(20),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(nowIso),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    check('packages_duration_check', sql`${t.durationDays} BETWEEN 1 AND 60`),
    check('packages_price_check', sql`${t.pricePerPersonCents} >= 0`),
    check('packages_seats_check', sql`${t.seatsPerDeparture} BETWEEN 1 AND 1000`),
    index('packages_destination_idx').on(t.destinationId),
    index('packages_featured_idx').on(t.featured, t.popularity),
  ],
);

/** The agency's hotels a package stays at, in order. */
export const packageHotels = sqliteTable(
  'package_hotels',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.hotelId] }), index('package_hotels_hotel_idx').on(t.hotelId)],
);

/**
 * Seats per package and departure date. A row is created (with the package's seats) the first time
 * a date is booked; seats_left never leaves 0..seats_total (CHECK), so no race can oversell.
 */
export const packageDepartures = sqliteTable(
  'package_departures',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
  },
  (t) => [
    uniqueIndex('package_departures_date_unique').on(t.packageId, t.date),
    check('package_departures_seats_check', sql`${t.seatsLeft} >= 0 AND ${t.seatsLeft} <= ${t.seatsTotal}`),
  ],
);

/** One review per user and package; seeded reviews have no user but an author name. */
export const packageReviews = sqliteTable(
  'package_reviews',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    check('package_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('package_reviews_user_unique').on(t.packageId, t.userId),
    index('package_reviews_package_idx').on(t.packageId, t.createdAt),
  ],
);
