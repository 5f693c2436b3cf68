import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import type { HotelSort } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { foldedLikePattern, searchFold } from '../../db/search';
import { createFreeNightsIndex } from './free-nights';
import { destinations, hotelReviews, hotels, roomTypes, type HotelAmenity } from '../../db/schema';
import type { Translated } from '../../db/schema/common';
import { isUniqueViolation } from '../../db/transaction';
import { tableCache } from '../../db/table-cache';

export type HotelRow = typeof hotels.$inferSelect;
export type NewHotelRow = typeof hotels.$inferInsert;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type NewRoomTypeRow = typeof roomTypes.$inferInsert;
export type ReviewRow = typeof hotelReviews.$inferSelect;
export type HotelSortKey = HotelSort;

/** A hotel as a card needs it (list, featured, offers), with its destination and "from" price. */
export interface HotelCardRow {
  id: string;
  slug: string;
  name: Translated;
  description: Translated;
  featuredImage: string | null;
  images: string[];
  starRating: number;
  address: { street?: string; city: string; country: string };
  averageRating: number;
  totalReviews: number;
  amenities: HotelAmenity[];
  featured: boolean;
  fromPriceCents: number;
  destination: { id: string; slug: string; name: Translated } | null;
}

export interface RoomSummaryRow {
  id: string;
  hotelId: string;
  name: Translated;
  capacity: number;
  pricePerNightCents: number;
}

/** A hotel as the back-office list shows it (name in every language). */
export interface AdminHotelListRow {
  id: string;
  slug: string;
  name: Translated;
  city: string;
  country: string;
  starRating: number;
  averageRating: number;
  totalReviews: number;
  roomTypes: number;
  /** Its room types in the hotel page's order, for the back-office selects (inventory). */
  rooms: { id: string; name: Translated }[];
  featured: boolean;
  active: boolean;
  updatedAt: string;
}

interface RawAdminRow {
  id: string;
  slug: string;
  name: string;
  address: string;
  star_rating: number;
  average_rating: number;
  total_reviews: number;
  room_types: number;
  featured: number;
  active: number;
  updated_at: string;
}

export interface HotelListFilter {
  destination: string | null;
  minStars: number;
  minPriceCents: number;
  maxPriceCents: number | null;
  guests: number;
  /** With checkOut: only room types free on every night of the stay count. */
  checkIn: string | null;
  checkOut: string | null;
  nights: number;
  q: string | null;
  featuredOnly: boolean;
  sort: HotelSortKey;
  limit: number;
  offset: number;
}

interface RawCardRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  featured_image: string | null;
  images: string;
  star_rating: number;
  address: string;
  average_rating: number;
  total_reviews: number;
  amenities: string;
  featured: number;
  from_price: number;
  d_id: string | null;
  d_slug: string | null;
  d_name: string | null;
}

const CARD_COLUMNS = `
  h.id, h.slug, h.name, h.description, h.featured_image, h.images, h.star_rating, h.address,
  h.average_rating, h.total_reviews, h.amenities, h.featured,
  d.id AS d_id, d.slug AS d_slug, d.name AS d_name`;

/**
 * Room types that count for a search: they sleep @guests and, when @nights > 0, have a record on
 * every night from @checkIn to @checkOut (exclusive) that is not blocked and has a room left. The
 * correlated count walks the (room_type_id, date) unique index: one seek per room type.
 */
const ELIGIBLE = `
  SELECT r.hotel_id AS hotel_id, MIN(r.price_per_night_cents) AS from_price
  FROM room_types r
  WHERE r.capacity >= @guests
    AND (@nights = 0 OR (
      SELECT count(*) FROM hotel_inventory i
      WHERE i.room_type_id = r.id AND i.date >= @checkIn AND i.date < @checkOut
        AND i.blocked = 0 AND i.available_rooms >= 1
    ) = @nights)
  GROUP BY r.hotel_id`;

/** The same columns as ELIGIBLE, from @eligible: a JSON object of hotel id → lowest base price. */
const ELIGIBLE_FROM_JSON = `SELECT key AS hotel_id, value AS from_price FROM json_each(@eligible)`;

const LIST_WHERE = `
  WHERE h.active = 1
    AND (@featuredOnly = 0 OR h.featured = 1)
    AND (@destination IS NULL OR h.destination_id = @destination OR d.slug = @destination)
    AND h.star_rating >= @minStars
    AND e.from_price >= @minPrice
    AND (@maxPrice IS NULL OR e.from_price <= @maxPrice)
    AND (@q IS NULL OR search_fold(h.name) LIKE @q ESCAPE '\\' OR h.slug LIKE @q ESCAPE '\\')`;

const ORDER: Record<HotelSortKey, string> = {
  popularity: 'h.popularity DESC, h.average_rating DESC, h.id',
  price: 'e.from_price ASC, h.popularity DESC, h.id',
  price_desc: 'e.from_price DESC, h.popularity DESC, h.id',
  rating: 'h.average_rating DESC, h.total_reviews DESC, h.popularity DESC, h.id',
};

function json<T>(text: string | null): T {
  return JSON.parse(text ?? 'null') as T;
}

function toCardRow(raw: RawCardRow): HotelCardRow {
  return {
    id: raw.id,
    slug: raw.slug,
    name: json(raw.name),
    description: json(raw.description),
    featuredImage: raw.featured_image,
    images: json(raw.images),
    starRating: raw.star_rating,
    address: json(raw.address),
    averageRating: raw.average_rating,
    totalReviews: raw.total_reviews,
    amenities: json(raw.amenities),
    featured: raw.featured === 1,
    fromPriceCents: raw.from_price ?? 0,
    destination: raw.d_id ? { id: raw.d_id, slug: raw.d_slug!, name: json(raw.d_name) } : null,
  };
}

/** The part of a hotel a stay needs (see evaluateStay). */
export type StayHotel = Pick<HotelRow, 'id' | 'slug' | 'name' | 'active' | 'checkInTime' | 'checkOutTime' | 'featuredImage'>;

/** The part of a room type a stay needs (see evaluateStay). */
export type StayRoom = Pick<RoomTypeRow, 'id' | 'hotelId' | 'name' | 'capacity'>;

/** Thrown when a slug is taken. */
export class SlugTakenError extends Error {
  constructor() {
    super('slug taken');
    this.name = 'SlugTakenError';
  }
}

/**
 * Hotels, their room types and reviews. The list and card queries are hand-written SQL prepared
 * once (they are the hot path); everything else goes through Drizzle.
 */
export function createHotelsRepository(db: Db) {
  const sqlite = db.$client;
  /**
   * The page and count queries of the list over an `eligible` CTE (hotel_id, from_price): ELIGIBLE
   * without dates; with dates the hotels and prices come from the in-memory free-nights index as
   * JSON ({ hotelId: fromPrice }). Filters, order, page and total are the same for both.
   */
  function listQueries(eligible: string) {
    const pages = new Map<HotelSortKey, Statement>();
    return {
      page(sort: HotelSortKey): Statement {
        let statement = pages.get(sort);
        if (!statement) {
          statement = sqlite.prepare(`
            WITH e AS (${eligible})
            SELECT h.id, e.from_price, count(*) OVER () AS total
            FROM e JOIN hotels h ON h.id = e.hotel_id
            LEFT JOIN destinations d ON d.id = h.destination_id
            ${LIST_WHERE}
            ORDER BY ${ORDER[sort]}
            LIMIT @limit OFFSET @offset`);
          pages.set(sort, statement);
        }
        return statement;
      },
      count: sqlite.prepare(`
        WITH e AS (${eligible})
        SELECT count(*) AS n FROM e JOIN hotels h ON h.id = e.hotel_id
        LEFT JOIN destinations d ON d.id = h.destination_id
        ${LIST_WHERE}`),
    };
  }
  const undatedList = listQueries(ELIGIBLE);
  const datedList = listQueries(ELIGIBLE_FROM_JSON);
  const freeNights = createFreeNightsIndex(db);
  const cardsByIds = sqlite.prepare(`
    SELECT ${CARD_COLUMNS},
      (SELECT MIN(r.price_per_night_cents) FROM room_types r WHERE r.hotel_id = h.id) AS from_price
    FROM hotels h LEFT JOIN destinations d ON d.id = h.destination_id
    WHERE h.id IN (SELECT value FROM json_each(@ids))`);
  const adminRows = sqlite.prepare(`
    SELECT h.id, h.slug, h.name, h.address, h.star_rating, h.average_rating, h.total_reviews, h.featured, h.active,
      h.updated_at, (SELECT count(*) FROM room_types r WHERE r.hotel_id = h.id) AS room_types
    FROM hotels h ORDER BY h.updated_at DESC, h.id`);
  const allRoomNames = sqlite.prepare(`
    SELECT id, hotel_id, name FROM room_types ORDER BY hotel_id, sort_order, price_per_night_cents, id`);
  const roomsByHotelIds = sqlite.prepare(`
    SELECT id, hotel_id, name, capacity, price_per_night_cents FROM room_types
    WHERE hotel_id IN (SELECT value FROM json_each(@ids))
    ORDER BY hotel_id, sort_order, price_per_night_cents, id`);

  const stayHotelByKey = sqlite.prepare(
    `SELECT id, slug, name, active, check_in_time, check_out_time, featured_image FROM hotels WHERE id = @key
     UNION ALL
     SELECT id, slug, name, active, check_in_time, check_out_time, featured_image FROM hotels WHERE slug = @key AND id <> @key
     LIMIT 1`,
  );
  /** find's lookup, its `active` only: the page /hotels/:id asks it (see static/records.ts). */
  const activeByIdOrSlug = sqlite.prepare('SELECT active FROM hotels WHERE id = @key OR slug = @key LIMIT 1').pluck();
  const byIdOrSlug = db
    .select()
    .from(hotels)
    .where(or(eq(hotels.id, sql.placeholder('key')), eq(hotels.slug, sql.placeholder('key'))))
    .prepare();
  const roomsOfHotel = db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, sql.placeholder('hotelId')))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.pricePerNightCents), asc(roomTypes.id))
    .prepare();
  const roomById = db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.id, sql.placeholder('id')))
    .prepare();
  const stayRoomById = sqlite.prepare('SELECT id, hotel_id, name, capacity FROM room_types WHERE id = ?');
  // A stay's hotel and room, read by every availability answer and booking: about a tenth of an
  // availability answer's CPU when asked of SQLite each time (its rows are far from a hot cache).
  const stayRows = tableCache(db, 'stay_rows', ['hotels', 'room_types']);
  function readStayHotel(key: string): StayHotel | undefined {
    const raw = stayHotelByKey.get({ key }) as
      | {
          id: string;
          slug: string;
          name: string;
          active: number;
          check_in_time: string;
          check_out_time: string;
          featured_image: string | null;
        }
      | undefined;
    if (!raw) return undefined;
    return {
      id: raw.id,
      slug: raw.slug,
      name: json(raw.name),
      active: raw.active === 1,
      checkInTime: raw.check_in_time,
      checkOutTime: raw.check_out_time,
      featuredImage: raw.featured_image,
    };
  }
  const destinationById = db
    .select({ id: destinations.id, slug: destinations.slug, name: destinations.name })
    .from(destinations)
    .where(or(eq(destinations.id, sql.placeholder('key')), eq(destinations.slug, sql.placeholder('key'))))
    .prepare();
  const reviewsPage = db
    .select()
    .from(hotelReviews)
    .where(eq(hotelReviews.hotelId, sql.placeholder('hotelId')))
    .orderBy(desc(hotelReviews.createdAt), desc(hotelReviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const reviewCount = db
    .select({ n: count() })
    .from(hotelReviews)
    .where(eq(hotelReviews.hotelId, sql.placeholder('hotelId')))
    .prepare();
  const reviewOfUser = db
    .select({ id: hotelReviews.id })
    .from(hotelReviews)
    .where(and(eq(hotelReviews.hotelId, sql.placeholder('hotelId')), eq(hotelReviews.userId, sql.placeholder('userId'))))
    .prepare();
  const refreshRating = sqlite.prepare(`
    UPDATE hotels SET
      average_rating = coalesce((SELECT round(avg(rating), 1) FROM hotel_reviews WHERE hotel_id = @id), 0),
      total_reviews = (SELECT count(*) FROM hotel_reviews WHERE hotel_id = @id)
    WHERE id = @id
    RETURNING average_rating, total_reviews`);

  // `IS`: hotels without a destination are compared among themselves too (NULL IS NULL).
  const sameNameInDestination = sqlite
    .prepare(
      `SELECT 1 FROM hotels
       WHERE destination_id IS @destinationId AND search_fold(trim(json_extract(name, '$.en'))) = @folded AND id <> @exceptId`,
    )
    .pluck();
  const sameRoomNameInHotel = sqlite
    .prepare(
      `SELECT 1 FROM room_types
       WHERE hotel_id = @hotelId AND search_fold(trim(json_extract(name, '$.en'))) = @folded AND id <> @exceptId`,
    )
    .pluck();

  function listParams(filter: HotelListFilter) {
    return {
      destination: filter.destination,
      minStars: filter.minStars,
      minPrice: filter.minPriceCents,
      maxPrice: filter.maxPriceCents,
      guests: filter.guests,
      checkIn: filter.checkIn ?? '',
      checkOut: filter.checkOut ?? '',
      nights: filter.nights,
      q: filter.q ? foldedLikePattern(filter.q) : null,
      featuredOnly: filter.featuredOnly ? 1 : 0,
    };
  }

  return {
    /** Every hotel, inactive ones and ones without room types included, the latest changed first. */
    adminList(): AdminHotelListRow[] {
      const roomsOf = new Map<string, { id: string; name: Translated }[]>();
      for (const room of allRoomNames.all() as { id: string; hotel_id: string; name: string }[]) {
        const list = roomsOf.get(room.hotel_id) ?? [];
        list.push({ id: room.id, name: JSON.parse(room.name) as Translated });
        roomsOf.set(room.hotel_id, list);
      }
      return (adminRows.all() as RawAdminRow[]).map((row) => {
        const address = JSON.parse(row.address) as { city: string; country: string };
        return {
          id: row.id,
          slug: row.slug,
          name: JSON.parse(row.name) as Translated,
          city: address.city,
          country: address.country,
          starRating: row.star_rating,
          averageRating: row.average_rating,
          totalReviews: row.total_reviews,
          roomTypes: row.room_types,
          rooms: roomsOf.get(row.id) ?? [],
          featured: row.featured === 1,
          active: row.active === 1,
          updatedAt: row.updated_at,
        };
      });
    },

    /** One page of the hotel list and the number of hotels matching in all. */
    list(filter: HotelListFilter): { rows: HotelCardRow[]; total: number } {
      const dated = filter.nights > 0 && filter.checkIn && filter.checkOut;
      const params = dated
        ? {
            ...listParams(filter),
            eligible: freeNights.eligibleHotelsJson(filter.checkIn!, filter.checkOut!, filter.guests),
          }
        : listParams(filter);
      const queries = dated ? datedList : undatedList;
      // Ids first (sorting and counting on narrow rows), then the page's cards.
      const page = queries.page(filter.sort).all({ ...params, limit: filter.limit, offset: filter.offset }) as {
        id: string;
        from_price: number;
        total: number;
      }[];
      const total = page.length > 0 ? page[0]!.total : filter.offset > 0 ? (queries.count.get(params) as { n: number }).n : 0;
      if (page.length === 0) return { rows: [], total };
      const cards = new Map(
        (cardsByIds.all({ ids: JSON.stringify(page.map((row) => row.id)) }) as RawCardRow[]).map((raw) => [raw.id, raw]),
      );
      return { rows: page.map((row) => toCardRow({ ...cards.get(row.id)!, from_price: row.from_price })), total };
    },

    /** Cards of these hotels (any order; inactive ones included). */
    cardsByIds(ids: string[]): HotelCardRow[] {
      if (ids.length === 0) return [];
      return (cardsByIds.all({ ids: JSON.stringify(ids) }) as RawCardRow[]).map(toCardRow);
    },

    /** Room types of these hotels, in display order, grouped by hotel id. */
    roomSummaries(hotelIds: string[]): Map<string, RoomSummaryRow[]> {
      const byHotel = new Map<string, RoomSummaryRow[]>();
      if (hotelIds.length === 0) return byHotel;
      const rows = roomsByHotelIds.all({ ids: JSON.stringify(hotelIds) }) as {
        id: string;
        hotel_id: string;
        name: string;
        capacity: number;
        price_per_night_cents: number;
      }[];
      for (const row of rows) {
        const list = byHotel.get(row.hotel_id) ?? [];
        list.push({
          id: row.id,
          hotelId: row.hotel_id,
          name: json(row.name),
          capacity: row.capacity,
          pricePerNightCents: row.price_per_night_cents,
        });
        byHotel.set(row.hotel_id, list);
      }
      return byHotel;
    },

    /** By id or slug. */
    find(key: string): HotelRow | undefined {
      return byIdOrSlug.get({ key });
    },

    /** Is the hotel with this id or slug one guests see (GET /api/hotels/:id answers it, not 404)? */
    shownToGuests(key: string): boolean {
      return activeByIdOrSlug.get({ key }) === 1;
    },

    /** By id or slug, only what a stay's price and booking need (availability and quotes run it per request). */
    stayHotel(key: string): StayHotel | undefined {
      return stayRows.get(`hotel ${key}`, () => readStayHotel(key));
    },

    /** Only what a stay's price and booking need (availability and bookings run it per request): no Drizzle row of five JSON columns. */
    stayRoom(id: string): StayRoom | undefined {
      return stayRows.get(`room ${id}`, () => {
        const raw = stayRoomById.get(id) as { id: string; hotel_id: string; name: string; capacity: number } | undefined;
        return raw && { id: raw.id, hotelId: raw.hotel_id, name: json(raw.name), capacity: raw.capacity };
      });
    },

    roomTypes(hotelId: string): RoomTypeRow[] {
      return roomsOfHotel.all({ hotelId });
    },

    roomType(id: string): RoomTypeRow | undefined {
      return roomById.get({ id });
    },

    /** A destination by id or slug (as much as a card or a filter needs). */
    destination(key: string): { id: string; slug: string; name: Translated } | undefined {
      return destinationById.get({ key });
    },

    reviews(hotelId: string, limit: number, offset: number): ReviewRow[] {
      return reviewsPage.all({ hotelId, limit, offset });
    },

    reviewCount(hotelId: string): number {
      return reviewCount.get({ hotelId })?.n ?? 0;
    },

    hasReviewed(hotelId: string, userId: string): boolean {
      return reviewOfUser.get({ hotelId, userId }) !== undefined;
    },

    /**
     * Adds a review and recomputes the hotel's average and count. Call inside a transaction.
     * @returns undefined when the user has reviewed this hotel already
     */
    addReview(review: { hotelId: string; userId: string; authorName: string; rating: number; text: string; language: string }):
      | {
          review: ReviewRow;
          averageRating: number;
          totalReviews: number;
        }
      | undefined {
      let row: ReviewRow;
      try {
        row = db.insert(hotelReviews).values(review).returning().get();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      const figures = refreshRating.get({ id: review.hotelId }) as { average_rating: number; total_reviews: number };
      return { review: row, averageRating: figures.average_rating, totalReviews: figures.total_reviews };
    },

    /** @throws SlugTakenError */
    insertHotel(values: NewHotelRow): HotelRow {
      try {
        return db.insert(hotels).values(values).returning().get();
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError();
        throw error;
      }
    },

    /** Sets the changes and the hotel's new version (`updatedAt`, see nextEditVersion). @throws SlugTakenError */
    updateHotel(id: string, changes: Partial<NewHotelRow>, version: string): HotelRow | undefined {
      try {
        return db
          .update(hotels)
          .set({ ...changes, updatedAt: version })
          .where(eq(hotels.id, id))
          .returning()
          .get();
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError();
        throw error;
      }
    },

    /** Deletes the hotel with its room types, inventory and reviews (ON DELETE CASCADE). */
    deleteHotel(id: string): boolean {
      return db.delete(hotels).where(eq(hotels.id, id)).run().changes === 1;
    },

    slugExists(slug: string): boolean {
      return byIdOrSlug.get({ key: slug })?.slug === slug;
    },

    /**
     * Another hotel (not `exceptId`) of this destination (none: of no destination) has this English
     * name, ignoring case, accents and the Turkish ı: the destinations' rule for their names.
     */
    nameTaken(english: string, destinationId: string | null, exceptId = ''): boolean {
      return sameNameInDestination.get({ folded: searchFold(english.trim()), destinationId, exceptId }) !== undefined;
    },

    /** Another room type (not `exceptId`) of this hotel has this English name, compared as hotels' names are (nameTaken). */
    roomNameTaken(hotelId: string, english: string, exceptId = ''): boolean {
      return sameRoomNameInHotel.get({ folded: searchFold(english.trim()), hotelId, exceptId }) !== undefined;
    },

    insertRoomType(values: NewRoomTypeRow): RoomTypeRow {
      return db.insert(roomTypes).values(values).returning().get();
    },

    updateRoomType(id: string, changes: Partial<NewRoomTypeRow>): RoomTypeRow | undefined {
      if (Object.keys(changes).length === 0) return roomById.get({ id });
      return db.update(roomTypes).set(changes).where(eq(roomTypes.id, id)).returning().get();
    },

    deleteRoomType(id: string): boolean {
      return db.delete(roomTypes).where(eq(roomTypes.id, id)).run().changes === 1;
    },

    /** Sets the hotel's new version (a room type of it changed). */
    touchHotel(id: string, version: string): void {
      db.update(hotels).set({ updatedAt: version }).where(eq(hotels.id, id)).run();
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
