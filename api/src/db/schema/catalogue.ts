import { randomUUID } from 'node:crypto';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { nowIso, type Translated } from './common';
import { users } from '../schema';

/** Places the agency sells: Trabzon, Uzungöl, Sumela, Ayder, Rize... */
export const destinations = sqliteTable('destinations', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID()),
  slug: text('slug').notNull().unique(),
  name: text('name', { mode: 'json' }).$type<Translated>().notNull(),
  country: text('country', { mode: 'json' }).$type<Translated>().notNull(),
  description: text('description', { mode: 'json' }).$type<Translated>(),
  image: text('image'),
  latitude: real('latitude'),
  longitude: real('longitude'),
  featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
  popular: integer('popular', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().default(nowIso),
  updatedAt: text('updated_at').notNull().default(nowIso),
});

export interface HotelAmenity {
  key: string;
  name: Translated;
}

/** The agency's own hotels (the provider's are not stored here). */
export const hotels = sqliteTable(
  'hotels',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    slug: text('slug').notNull().unique(),
    destinationId: text('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    name: text('name', { mode: 'json' }).$type<Translated>().notNull(),
    description: text('description', { mode: 'json' }).$type<Translated>().notNull(),
    featuredImage: text('featured_image'),
    images: text('images', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    starRating: integer('star_rating').notNull(),
    address: text('address', { mode: 'json' }).$type<{ street?: string; city: string; country: string }>().notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    amenities: text('amenities', { mode: 'json' })
      .$type<HotelAmenity[]>()
      .notNull()
      .default(sql`'[]'`),
    contact: text('contact', { mode: 'json' })
      .$type<{ phone?: string; email?: string; website?: string }>()
      .notNull()
      .default(sql`'{}'`),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    cancellationPolicy: text('cancellation_policy', { mode: 'json' }).$type<Translated>(),
    paymentOptions: text('payment_options', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    rules: text('rules', { mode: 'json' })
      .$type<Translated[]>()
      .notNull()
      .default(sql`'[]'`),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(nowIso),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [check('hotels_stars_check', sql`${t.starRating} BETWEEN 1 AND 5`), index('hotels_destination_idx').on(t.destinationId)],
);

/** A hotel's kinds of room; prices in cents (USD). */
export const roomTypes = sqliteTable(
  'room_types',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name', { mode: 'json' }).$type<Translated>().notNull(),
    description: text('description', { mode: 'json' }).$type<Translated>(),
    capacity: integer('capacity').notNull(),
    beds: text('beds', { mode: 'json' }).$type<Translated>(),
    sizeM2: integer('size_m2'),
    amenities: text('amenities', { mode: 'json' })
      .$type<HotelAmenity[]>()
      .notNull()
      .default(sql`'[]'`),
    pricePerNightCents: integer('price_per_night_cents').notNull(),
    images: text('images', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    totalRooms: integer('total_rooms').notNull().default(5),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('room_types_capacity_check', sql`${t.capacity} >= 1`),
    check('room_types_price_check', sql`${t.pricePerNightCents} >= 0`),
    index('room_types_hotel_idx').on(t.hotelId),
  ],
);

/** One review per user and hotel; seeded reviews have no user but an author name. */
export const hotelReviews = sqliteTable(
  'hotel_reviews',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** The language the text is written in (en, tr, ar), so pages mark it for screen readers; null when unknown (older reviews). */
    language: text('language'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    check('hotel_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('hotel_reviews_user_unique').on(t.hotelId, t.userId),
    index('hotel_reviews_hotel_idx').on(t.hotelId, t.createdAt),
  ],
);

/**
 * Rooms and prices per hotel, room type and night. available_rooms can never leave 0..total_rooms
 * (CHECK), so no race can overbook even if a caller forgets the guarded UPDATE.
 */
export const hotelInventory = sqliteTable(
  'hotel_inventory',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    totalRooms: integer('total_rooms').notNull(),
    availableRooms: integer('available_rooms').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    /** Multiplier on the base price (1 = unchanged). */
    priceModifier: real('price_modifier').notNull().default(1),
    /** Percent added (or, negative, taken off) for the season. */
    seasonalAdjustment: real('seasonal_adjustment').notNull().default(0),
    /** Percent off while a promotion runs (0 to 100). */
    promotionDiscount: real('promotion_discount').notNull().default(0),
    promotionCode: text('promotion_code'),
    blocked: integer('blocked', { mode: 'boolean' }).notNull().default(false),
    blockReason: text('block_reason'),
    notes: text('notes'),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex('hotel_inventory_room_date_unique').on(t.roomTypeId, t.date),
    index('hotel_inventory_hotel_date_idx').on(t.hotelId, t.date),
    // No index of the free nights (0014 dropped it): every booking's UPDATE of available_rooms had
    // to move its entry, and the search now counts free nights in memory (free-nights.ts).
    check('hotel_inventory_rooms_check', sql`${t.availableRooms} >= 0 AND ${t.availableRooms} <= ${t.totalRooms}`),
    check('hotel_inventory_price_check', sql`${t.basePriceCents} >= 0 AND ${t.priceModifier} >= 0`),
    check('hotel_inventory_discount_check', sql`${t.promotionDiscount} BETWEEN 0 AND 100`),
    check('hotel_inventory_block_check', sql`${t.blocked} = 0 OR ${t.blockReason} IS NOT NULL`),
  ],
);

/**
 * Room types whose nights or terms changed, written by triggers (migration 0010) in the changing
 * transaction; the hotel search's in-memory free-nights index reloads those and deletes what it read.
 */
export const inventoryChanges = sqliteTable('inventory_changes', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  roomTypeId: text('room_type_id').notNull(),
});
