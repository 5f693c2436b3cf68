import { foldedLikePattern } from '../../db/search';
import type { Db } from '../../db/client';
import type { Translated } from '../../db/schema/common';
import type { ItineraryDay } from '../../db/schema';
import { isUniqueViolation } from '../../db/transaction';
import type { PackageSort } from '@trabzon/contracts';

export interface PackageRow {
  id: string;
  slug: string;
  destinationId: string | null;
  name: Translated;
  description: Translated;
  durationDays: number;
  pricePerPersonCents: number;
  images: string[];
  activities: Translated[];
  itinerary: ItineraryDay[];
  seatsPerDeparture: number;
  averageRating: number;
  totalReviews: number;
  popularity: number;
  featured: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  destination: { id: string; slug: string; name: Translated } | null;
}

export interface PackageValues {
  slug: string;
  destinationId: string | null;
  name: Translated;
  description: Translated;
  durationDays: number;
  pricePerPersonCents: number;
  images: string[];
  activities: Translated[];
  itinerary: ItineraryDay[];
  seatsPerDeparture: number;
  featured: boolean;
  active: boolean;
  popularity: number;
}

export interface PackageListFilter {
  destinationId?: string | null | undefined;
  minDuration?: number | undefined;
  maxDuration?: number | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  q?: string | undefined;
  featured?: boolean | undefined;
  sort: PackageSort;
  limit: number;
  offset: number;
}

export interface PackageHotelRow {
  id: string;
  slug: string;
  name: Translated;
  starRating: number;
  featuredImage: string | null;
  city: string;
  active: boolean;
}

export interface PackageReviewRow {
  id: string;
  userId: string | null;
  authorName: string;
  rating: number;
  text: string;
  createdAt: string;
}

export class PackageSlugTakenError extends Error {
  constructor() {
    super('slug taken');
    this.name = 'PackageSlugTakenError';
  }
}

interface RawPackage {
  id: string;
  slug: string;
  destination_id: string | null;
  name: string;
  description: string;
  duration_days: number;
  price_per_person_cents: number;
  images: string;
  activities: string;
  itinerary: string;
  seats_per_departure: number;
  average_rating: number;
  total_reviews: number;
  popularity: number;
  featured: number;
  active: number;
  created_at: string;
  updated_at: string;
  d_id: string | null;
  d_slug: string | null;
  d_name: string | null;
}

const json = <T>(text: string | null): T => JSON.parse(text ?? 'null') as T;

function toRow(raw: RawPackage): PackageRow {
  return {
    id: raw.id,
    slug: raw.slug,
    destinationId: raw.destination_id,
    name: json(raw.name),
    description: json(raw.description),
    durationDays: raw.duration_days,
    pricePerPersonCents: raw.price_per_person_cents,
    images: json(raw.images),
    activities: json(raw.activities),
    itinerary: json(raw.itinerary),
    seatsPerDeparture: raw.seats_per_departure,
    averageRating: raw.average_rating,
    totalReviews: raw.total_reviews,
    popularity: raw.popularity,
    featured: raw.featured === 1,
    active: raw.active === 1,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    destination: raw.d_id ? { id: raw.d_id, slug: raw.d_slug ?? '', name: json(raw.d_name) } : null,
  };
}

const SELECT = `SELECT p.*, d.id AS d_id, d.slug AS d_slug, d.name AS d_name
  FROM packages p LEFT JOIN destinations d ON d.id = p.destination_id`;

const ORDER: Record<PackageSort, string> = {
  popularity: 'p.featured DESC, p.popularity DESC, p.average_rating DESC, p.slug',
  price: 'p.price_per_person_cents ASC, p.slug',
  price_desc: 'p.price_per_person_cents DESC, p.slug',
  duration: 'p.duration_days ASC, p.price_per_person_cents ASC, p.slug',
  rating: 'p.average_rating DESC, p.total_reviews DESC, p.slug',
  newest: 'p.created_at DESC, p.slug',
};

const WHERE = `p.active = 1
  AND (@destinationId IS NULL OR p.destination_id = @destinationId)
  AND (@minDuration IS NULL OR p.duration_days >= @minDuration)
  AND (@maxDuration IS NULL OR p.duration_days <= @maxDuration)
  AND (@minPrice IS NULL OR p.price_per_person_cents >= @minPrice)
  AND (@maxPrice IS NULL OR p.price_per_person_cents <= @maxPrice)
  AND (@featured IS NULL OR p.featured = @featured)
  AND (@q IS NULL OR search_fold(p.name) LIKE @q ESCAPE '\\' OR search_fold(p.description) LIKE @q ESCAPE '\\')`;

/** Packages, their hotels, reviews and departure seats. Hand-written SQL, prepared once. */
export function createPackagesRepository(db: Db) {
  const sqlite = db.$client;
  const listStatements = new Map(
    (Object.keys(ORDER) as PackageSort[]).map((sort) => [
      sort,
      sqlite.prepare(`${SELECT} WHERE ${WHERE} ORDER BY ${ORDER[sort]} LIMIT @limit OFFSET @offset`),
    ]),
  );
  const countStatement = sqlite.prepare(`SELECT count(*) AS n FROM packages p WHERE ${WHERE}`);
  const byKey = sqlite.prepare(`${SELECT} WHERE p.id = @key OR p.slug = @key LIMIT 1`);
  const activeByKey = sqlite.prepare('SELECT active FROM packages WHERE id = @key OR slug = @key LIMIT 1').pluck();
  const slugExists = sqlite.prepare('SELECT 1 FROM packages WHERE slug = ?').pluck();
  const all = sqlite.prepare(`${SELECT} ORDER BY p.created_at DESC, p.slug`);
  const insert = sqlite.prepare(`INSERT INTO packages (id, slug, destination_id, name, description, duration_days,
      price_per_person_cents, images, activities, itinerary, seats_per_departure, featured, active, popularity)
    VALUES (@id, @slug, @destinationId, @name, @description, @durationDays, @pricePerPersonCents, @images, @activities,
      @itinerary, @seatsPerDeparture, @featured, @active, @popularity)`);
  const update = sqlite.prepare(`UPDATE packages SET slug = @slug, destination_id = @destinationId, name = @name,
      description = @description, duration_days = @durationDays, price_per_person_cents = @pricePerPersonCents,
      images = @images, activities = @activities, itinerary = @itinerary, seats_per_departure = @seatsPerDeparture,
      featured = @featured, active = @active, popularity = @popularity, updated_at = @updatedAt
    WHERE id = @id`);
  const setItinerary = sqlite.prepare(`UPDATE packages SET itinerary = ?, updated_at = ? WHERE id = ?`);
  const remove = sqlite.prepare('DELETE FROM packages WHERE id = ?');
  const hotelsOf = sqlite.prepare(`SELECT h.id, h.slug, h.name, h.star_rating AS starRating, h.featured_image AS featuredImage,
      json_extract(h.address, '$.city') AS city, h.active
    FROM package_hotels ph JOIN hotels h ON h.id = ph.hotel_id WHERE ph.package_id = ? ORDER BY ph.sort_order, h.slug`);
  const clearHotels = sqlite.prepare('DELETE FROM package_hotels WHERE package_id = ?');
  const addHotel = sqlite.prepare('INSERT INTO package_hotels (package_id, hotel_id, sort_order) VALUES (?, ?, ?)');
  const hotelByKey = sqlite.prepare('SELECT id FROM hotels WHERE id = ? OR slug = ? LIMIT 1').pluck();
  const destinationByKey = sqlite.prepare('SELECT id FROM destinations WHERE id = ? OR slug = ? LIMIT 1').pluck();
  const reviewsPage = sqlite.prepare(`SELECT id, user_id AS userId, author_name AS authorName, rating, text, created_at AS createdAt
    FROM package_reviews WHERE package_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const reviewOfUser = sqlite.prepare('SELECT 1 FROM package_reviews WHERE package_id = ? AND user_id = ?').pluck();
  const insertReview = sqlite.prepare(`INSERT INTO package_reviews (id, package_id, user_id, author_name, rating, text)
    VALUES (?, ?, ?, ?, ?, ?) RETURNING id, user_id AS userId, author_name AS authorName, rating, text, created_at AS createdAt`);
  const refreshRating = sqlite.prepare(`UPDATE packages SET
      average_rating = coalesce((SELECT round(avg(rating), 1) FROM package_reviews WHERE package_id = @id), 0),
      total_reviews = (SELECT count(*) FROM package_reviews WHERE package_id = @id)
    WHERE id = @id RETURNING average_rating AS averageRating, total_reviews AS totalReviews`);
  const departure = sqlite.prepare(
    'SELECT date, seats_total AS seatsTotal, seats_left AS seatsLeft FROM package_departures WHERE package_id = ? AND date = ?',
  );
  const openDeparture = sqlite.prepare(`INSERT INTO package_departures (id, package_id, date, seats_total, seats_left)
    VALUES (lower(hex(randomblob(16))), @packageId, @date, @seats, @seats) ON CONFLICT (package_id, date) DO NOTHING`);
  const takeSeats = sqlite.prepare(
    'UPDATE package_departures SET seats_left = seats_left - @n WHERE package_id = @packageId AND date = @date AND seats_left >= @n',
  );
  const giveSeats = sqlite.prepare(
    'UPDATE package_departures SET seats_left = min(seats_total, seats_left + @n) WHERE package_id = @packageId AND date = @date',
  );
  // The right-hand sides read the row as it was: sold = seats_total - seats_left stays as it is.
  const resizeDepartures = sqlite.prepare(`
    UPDATE package_departures
    SET seats_total = max(@seats, seats_total - seats_left), seats_left = max(@seats, seats_total - seats_left) - (seats_total - seats_left)
    WHERE package_id = @packageId AND date >= @from`);
  const mostSeatsSold = sqlite.prepare(
    'SELECT coalesce(max(seats_total - seats_left), 0) AS n FROM package_departures WHERE package_id = ? AND date >= ?',
  );
  const openBookings = sqlite.prepare(`
    SELECT count(*) AS n FROM bookings
    WHERE type = 'package' AND status IN ('pending','confirmed') AND coalesce(end_date, start_date) >= @today
      AND json_extract(details, '$.packageId') = @packageId`);

  function params(values: PackageValues & { id: string }) {
    return {
      ...values,
      name: JSON.stringify(values.name),
      description: JSON.stringify(values.description),
      images: JSON.stringify(values.images),
      activities: JSON.stringify(values.activities),
      itinerary: JSON.stringify(values.itinerary),
      featured: values.featured ? 1 : 0,
      active: values.active ? 1 : 0,
    };
  }

  function listParams(filter: PackageListFilter) {
    const q = filter.q?.trim();
    return {
      destinationId: filter.destinationId ?? null,
      minDuration: filter.minDuration ?? null,
      maxDuration: filter.maxDuration ?? null,
      minPrice: filter.minPriceCents ?? null,
      maxPrice: filter.maxPriceCents ?? null,
      featured: filter.featured === undefined ? null : filter.featured ? 1 : 0,
      // Folded on both sides (search_fold): case, accents and the Turkish İ/ı do not matter.
      q: q ? foldedLikePattern(q) : null,
    };
  }

  return {
    list(filter: PackageListFilter): { rows: PackageRow[]; total: number } {
      const p = listParams(filter);
      const rows = (listStatements.get(filter.sort)!.all({ ...p, limit: filter.limit, offset: filter.offset }) as RawPackage[]).map(toRow);
      const total = (countStatement.get(p) as { n: number }).n;
      return { rows, total };
    },

    /** Every package, inactive ones included (admin). */
    all(): PackageRow[] {
      return (all.all() as RawPackage[]).map(toRow);
    },

    /** By id or slug. */
    find(key: string): PackageRow | undefined {
      const raw = byKey.get({ key }) as RawPackage | undefined;
      return raw && toRow(raw);
    },

    /** Is the package with this id or slug one guests see (GET /api/packages/:slug answers it, not 404)? */
    shownToGuests(key: string): boolean {
      return activeByKey.get({ key }) === 1;
    },

    slugExists(slug: string): boolean {
      return slugExists.get(slug) !== undefined;
    },

    hotelId(key: string): string | undefined {
      return hotelByKey.get(key, key) as string | undefined;
    },

    destinationId(key: string): string | undefined {
      return destinationByKey.get(key, key) as string | undefined;
    },

    /** @throws PackageSlugTakenError */
    insert(values: PackageValues & { id: string }): void {
      try {
        insert.run(params(values));
      } catch (error) {
        if (isUniqueViolation(error)) throw new PackageSlugTakenError();
        throw error;
      }
    },

    /** Sets the values and the package's new version (`updatedAt`, see nextEditVersion). @throws PackageSlugTakenError */
    update(values: PackageValues & { id: string }, version: string): void {
      try {
        update.run({ ...params(values), updatedAt: version });
      } catch (error) {
        if (isUniqueViolation(error)) throw new PackageSlugTakenError();
        throw error;
      }
    },

    setItinerary(id: string, itinerary: ItineraryDay[], version: string): void {
      setItinerary.run(JSON.stringify(itinerary), version, id);
    },

    /** Departures and reviews go with it (ON DELETE CASCADE); bookings keep their stored details. */
    delete(id: string): boolean {
      return remove.run(id).changes === 1;
    },

    hotels(packageId: string): PackageHotelRow[] {
      return (hotelsOf.all(packageId) as (Omit<PackageHotelRow, 'name' | 'active'> & { name: string; active: number })[]).map((r) => ({
        ...r,
        name: json<Translated>(r.name),
        active: r.active === 1,
      }));
    },

    /** Replaces the package's hotels (ids already resolved), in order. Call inside a transaction. */
    setHotels(packageId: string, hotelIds: string[]): void {
      clearHotels.run(packageId);
      [...new Set(hotelIds)].forEach((hotelId, index) => addHotel.run(packageId, hotelId, index));
    },

    reviews(packageId: string, limit: number, offset: number): PackageReviewRow[] {
      return reviewsPage.all(packageId, limit, offset) as PackageReviewRow[];
    },

    hasReviewed(packageId: string, userId: string): boolean {
      return reviewOfUser.get(packageId, userId) !== undefined;
    },

    /** Adds a review and recomputes the package's average and count. Call inside a transaction. */
    addReview(packageId: string, review: { id: string; userId: string; authorName: string; rating: number; text: string }) {
      const row = insertReview.get(review.id, packageId, review.userId, review.authorName, review.rating, review.text) as PackageReviewRow;
      const figures = refreshRating.get({ id: packageId }) as { averageRating: number; totalReviews: number };
      return { review: row, ...figures };
    },

    departure(packageId: string, date: string): { date: string; seatsTotal: number; seatsLeft: number } | undefined {
      return departure.get(packageId, date) as { date: string; seatsTotal: number; seatsLeft: number } | undefined;
    },

    /**
     * Takes `n` seats of a departure (creating the date's row with `seats` first) with a guarded
     * UPDATE; false when fewer than `n` are left. Call inside the booking's transaction.
     */
    takeSeats(packageId: string, date: string, n: number, seats: number): boolean {
      openDeparture.run({ packageId, date, seats });
      return takeSeats.run({ packageId, date, n }).changes === 1;
    },

    giveSeats(packageId: string, date: string, n: number): void {
      giveSeats.run({ packageId, date, n });
    },

    /** Departures from `from` on get `seats` in all, or the seats already sold where more are. */
    resizeDepartures(packageId: string, seats: number, from: string): void {
      resizeDepartures.run({ packageId, seats, from });
    },

    /** The most seats sold on one departure from `from` on. */
    mostSeatsSold(packageId: string, from: string): number {
      return (mostSeatsSold.get(packageId, from) as { n: number }).n;
    },

    /** Pending or confirmed bookings of the package whose trip has not ended before `today`. */
    openBookings(packageId: string, today: string): number {
      return (openBookings.get({ packageId, today }) as { n: number }).n;
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
